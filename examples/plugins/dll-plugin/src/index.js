import { formatPrice } from '../lib/format.js';
import greet from '../lib/greet.js';

console.log(greet('webpack'), formatPrice(1999));
