import { greet } from './shared.js';

console.log(greet('admin'));
