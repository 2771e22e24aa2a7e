import { greet } from './greet.js';
import logoUrl from './logo.svg';
import dotUrl from './dot.svg';
import note from './note.txt';

const heading = document.createElement('h1');
heading.textContent = greet('webpack');

const logo = document.createElement('img');
logo.src = logoUrl;
logo.alt = 'Logo, from a file';

const dot = document.createElement('img');
dot.src = dotUrl;
dot.alt = 'Dot, from a data URL';

const paragraph = document.createElement('p');
paragraph.textContent = note;

document.body.append(heading, logo, dot, paragraph);
