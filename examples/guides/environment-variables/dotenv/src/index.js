import { greet } from './greet.js';

const heading = document.createElement('h1');
heading.textContent = greet('webpack');

const footer = document.createElement('footer');
footer.textContent = `Data from ${import.meta.env.WEBPACK_API_URL}`;

document.body.append(heading, footer);

if (import.meta.env.DEV) {
  const note = document.createElement('p');
  note.textContent = 'Development build';
  document.body.prepend(note);
}
