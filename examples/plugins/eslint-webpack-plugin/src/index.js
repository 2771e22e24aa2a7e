import { total } from './cart.js';

let items = [
  { name: 'apples', price: 3 },
  { name: 'bread', price: 2 },
];
console.log(`Total: ${total(items)}`);
