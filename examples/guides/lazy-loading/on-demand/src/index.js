const form = document.querySelector('form');
const output = document.querySelector('output');

form.addEventListener('submit', async (event) => {
  event.preventDefault();
  try {
    const { greet } = await import(/* webpackChunkName: "greet" */ './greet.js');
    output.textContent = greet(form.elements.name.value);
  } catch {
    output.textContent = 'The greeting could not be loaded. Try again.';
  }
});
