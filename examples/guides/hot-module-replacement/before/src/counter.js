let count = 0;

const button = document.createElement('button');
button.textContent = `Clicks: ${count}`;
button.addEventListener('click', () => {
  count += 1;
  button.textContent = `Clicks: ${count}`;
});
document.body.append(button);
