import { greet } from './greet.js';

const heading = document.createElement('h1');
heading.textContent = greet('webpack');

const footer = document.createElement('footer');
footer.textContent = `Data from ${process.env.API_URL}`;

document.body.append(heading, footer);

if (process.env.NODE_ENV !== 'production') {
  const note = document.createElement('p');
  note.textContent = 'Development build';
  document.body.prepend(note);
}
