import { greet } from './greet.js';
import logoUrl from './logo.svg';
import logoDataUrl from './logo.svg?inline';
import logoMarkup from './logo.svg?raw';

const heading = document.createElement('h1');
heading.textContent = greet('webpack');

const sources = {
  import: logoUrl,
  '?inline': logoDataUrl,
  'new URL()': new URL('./logo.svg', import.meta.url).href,
};

const images = Object.entries(sources).map(([label, src]) => {
  const image = document.createElement('img');
  image.src = src;
  image.alt = `Logo, by ${label}`;
  return image;
});

const inline = document.createElement('div');
inline.innerHTML = logoMarkup;

document.body.append(heading, ...images, inline);
