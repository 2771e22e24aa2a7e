import { greet } from './greet.js';

export function mount(element, name) {
  element.textContent = greet(name);
}
