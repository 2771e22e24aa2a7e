import { greet } from './greet.js';

const heading = document.createElement('h1');
heading.textContent = greet('webpack');
document.body.append(heading);
