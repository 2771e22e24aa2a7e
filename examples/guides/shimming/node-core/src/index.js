import { greet } from './greet.js';
import { randomId, toBase64 } from './vendor/tokens.js';

const text = greet('webpack');
const heading = document.createElement('h1');
heading.textContent = text;
heading.id = randomId();
const encoded = document.createElement('p');
encoded.textContent = `In base64: ${toBase64(text)}`;
document.body.append(heading, encoded);
