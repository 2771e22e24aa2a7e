export { greet } from './greet.js';
export { farewell } from './farewell.js';
