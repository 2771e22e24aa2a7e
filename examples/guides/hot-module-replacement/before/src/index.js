import { greet } from './greet.js';
import './counter.js';

const heading = document.createElement('h1');
heading.textContent = greet('webpack');
document.body.prepend(heading);
