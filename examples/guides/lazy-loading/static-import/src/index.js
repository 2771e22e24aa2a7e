import { greet } from './greet.js';

const form = document.querySelector('form');
const output = document.querySelector('output');

form.addEventListener('submit', (event) => {
  event.preventDefault();
  output.textContent = greet(form.elements.name.value);
});
