import { message } from './message.js';

console.log(`started: ${message}`);

// Keeps the process alive, so that it can receive updates.
setInterval(() => {}, 1000);

if (import.meta.webpackHot) {
  // When message.js changes, run this instead of reloading the whole program.
  import.meta.webpackHot.accept('./message.js', () => {
    console.log(`updated: ${message}`);
  });
}
