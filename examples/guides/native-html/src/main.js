import { greet } from './greet.js';

document.querySelector('h1').textContent = greet('HTML');
