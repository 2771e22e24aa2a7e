import { greet } from './greet.js';
import './style.css';
import iconUrl from './icon.svg';

const heading = document.createElement('h1');
heading.textContent = greet('webpack');

const icon = document.createElement('img');
icon.src = iconUrl;
icon.alt = 'The webpack cube';

document.body.append(heading, icon);
