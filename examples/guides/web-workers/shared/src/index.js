import { greet } from './greet.js';

const heading = document.createElement('h1');
heading.textContent = greet('webpack');
const visit = document.createElement('p');
document.body.append(heading, visit);

const worker = new SharedWorker(new URL('./visits-worker.js', import.meta.url), {
  name: 'visits',
  type: 'module',
});
worker.port.addEventListener('message', (event) => {
  visit.textContent = `This is visit ${event.data} since the browser started the worker.`;
});
worker.port.start();
