let visits = 0;

self.addEventListener('connect', (event) => {
  const [port] = event.ports;
  visits += 1;
  port.postMessage(visits);
});
