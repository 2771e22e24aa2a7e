import { greet } from './greet.js';

console.log(greet('progress'));
