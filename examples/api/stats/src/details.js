import { shout } from './greet.js';

export function details() {
  return `Details: ${typeof shout}`;
}
