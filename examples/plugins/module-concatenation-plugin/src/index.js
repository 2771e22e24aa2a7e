import { total } from './cart.js';
import { format } from './format.js';

console.log(format(total([4.5, 10, 0.25])));
