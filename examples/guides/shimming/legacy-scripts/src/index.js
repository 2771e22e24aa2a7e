import showBanner from './vendor/banner.js';
import { joinNames } from './vendor/names.js';
import { greet } from './greet.js';

showBanner(`Welcome, ${joinNames(['Ada', 'Grace', 'Linus'])}!`);

const heading = document.createElement('h1');
heading.textContent = greet('webpack');
document.body.append(heading);
