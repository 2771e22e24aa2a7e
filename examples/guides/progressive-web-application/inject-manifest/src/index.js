import { greet } from './greet.js';

const heading = document.createElement('h1');
heading.textContent = greet('webpack');
document.body.append(heading);

if ('serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker
      .register('/service-worker.js')
      .then((registration) => console.log('Service worker registered for', registration.scope))
      .catch((error) => console.log('Service worker registration failed:', error.message));
  });
}
