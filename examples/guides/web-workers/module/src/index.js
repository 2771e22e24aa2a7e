import { greet } from './greet.js';

const heading = document.createElement('h1');
heading.textContent = greet('webpack');
const result = document.createElement('p');
result.textContent = 'Counting primes…';
document.body.append(heading, result);

const worker = new Worker(new URL('./primes-worker.js', import.meta.url), {
  name: 'primes',
  type: 'module',
});
worker.addEventListener('message', (event) => {
  const { limit, count } = event.data;
  result.textContent = `There are ${count} primes below ${limit}.`;
});
worker.postMessage(10_000_000);
