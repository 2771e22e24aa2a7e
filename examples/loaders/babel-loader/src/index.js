import { total } from './cart.js';

console.log(total([{ price: 3, quantity: 2 }, { price: 4, quantity: 1 }]));
