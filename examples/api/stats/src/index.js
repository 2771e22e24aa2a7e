import { greet } from './greet.js';
import note from './note.txt';

document.body.textContent = greet(note);

document.body.addEventListener('click', async () => {
  const { details } = await import(/* webpackChunkName: "details" */ './details.js');
  document.body.textContent = details();
});
