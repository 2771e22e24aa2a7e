import { addToCart } from './cart.js';
import { greet } from './greet.js';

const heading = document.createElement('h1');
heading.textContent = greet('webpack');
const button = document.createElement('button');
button.textContent = 'Add a sticker to the cart';
button.addEventListener('click', () => addToCart('sticker'));
document.body.append(heading, button);
