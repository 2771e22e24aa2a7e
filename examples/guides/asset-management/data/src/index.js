import { greet } from './greet.js';
import './style.css';
import iconUrl from './icon.svg';
import contents from './contents.json';
import footer from './footer.yaml';

const heading = document.createElement('h1');
heading.textContent = greet('webpack');

const icon = document.createElement('img');
icon.src = iconUrl;
icon.alt = 'The webpack cube';

const title = document.createElement('h2');
title.textContent = contents.title;

const list = document.createElement('ul');
for (const part of contents.parts) {
  const item = document.createElement('li');
  item.textContent = part;
  list.append(item);
}

const note = document.createElement('footer');
note.textContent = footer.text;

document.body.append(heading, icon, title, list, note);
