import { greet } from './greet.js';
import './style.css';

const heading = document.createElement('h1');
heading.textContent = greet('webpack');
document.body.append(heading);
