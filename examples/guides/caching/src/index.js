import { encode } from 'html-entities';
import { greet } from './greet.js';

const name = new URLSearchParams(location.search).get('name') ?? 'webpack';

const heading = document.createElement('h1');
heading.innerHTML = greet(`<em>${encode(name)}</em>`);

const button = document.createElement('button');
button.textContent = 'Leave';
button.addEventListener('click', async () => {
  const { farewell } = await import(/* webpackChunkName: "farewell" */ './farewell.js');
  heading.textContent = farewell(name);
  button.remove();
});

document.body.append(heading, button);
