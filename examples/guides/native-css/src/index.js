import './style.css';
import * as card from './card.module.css';

const heading = document.createElement('h1');
heading.textContent = 'Native CSS';

const box = document.createElement('section');
box.className = card.card;
const title = document.createElement('p');
title.className = card['card-title'];
title.textContent = 'A card, styled by a CSS module';
box.append(title);

const button = document.createElement('button');
button.textContent = 'Show the notes';
button.addEventListener('click', async () => {
  const { showNotes } = await import('./notes.js');
  showNotes(document.body);
});

document.body.append(heading, box, button);
