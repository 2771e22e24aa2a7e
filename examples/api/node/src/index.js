import { greet } from './greet.js';

console.log(greet('Node.js API'));
