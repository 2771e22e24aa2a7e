import './nonce.js';
import './style.css';

import('./greet.js').then(({ greet }) => {
  const heading = document.createElement('h1');
  heading.textContent = greet('webpack');
  document.body.append(heading);
});
