import { cities } from './cities.js';

const input = document.querySelector('input[type=search]');
const list = document.querySelector('ul');

input.addEventListener('input', () => {
  const query = input.value.trim().toLowerCase();
  const matches = cities.filter((city) => city.toLowerCase().startsWith(query));
  list.replaceChildren(...matches.map((city) => Object.assign(document.createElement('li'), { textContent: city })));
});
