import { layout } from './layout.js';

console.log(layout('Home', 'Welcome to the shop.'));
