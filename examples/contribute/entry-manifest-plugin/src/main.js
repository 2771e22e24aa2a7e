import './main.css';
import { greet } from './shared.js';

console.log(greet('main'));
import('./lazy.js').then(({ later }) => later());
