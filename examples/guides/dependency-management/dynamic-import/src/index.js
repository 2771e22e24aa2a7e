import { greet } from './greet.js';

const language = new URLSearchParams(location.search).get('lang') ?? 'en';

greet('webpack', language).then((text) => {
  const heading = document.createElement('h1');
  heading.textContent = text;
  document.body.append(heading);
});
