import label from './label.cjs';
import { greet } from './greet.js';

export function footer() {
  return label.default(greet('footer.mjs'));
}
