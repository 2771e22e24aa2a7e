import { greet } from './greet.js';
import './counter.js';
import './style.css';

const heading = document.createElement('h1');
heading.textContent = greet('webpack');
document.body.prepend(heading);

if (import.meta.webpackHot) {
  import.meta.webpackHot.accept('./greet.js', () => {
    heading.textContent = greet('webpack');
  });
}
