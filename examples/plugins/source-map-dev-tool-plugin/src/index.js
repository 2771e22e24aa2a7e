import { total } from './cart.js';

console.log(`Total: ${total([1999, 500])}`);
