import { onCartChange } from './cart.js';

const header = document.createElement('header');
document.body.prepend(header);
onCartChange((count) => {
  header.textContent = `Cart: ${count}`;
});
