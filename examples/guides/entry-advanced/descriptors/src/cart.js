const items = [];
const listeners = new Set();

export function addToCart(item) {
  items.push(item);
  for (const listener of listeners) listener(items.length);
}

export function onCartChange(listener) {
  listeners.add(listener);
  listener(items.length);
}
