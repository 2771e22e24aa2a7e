import { layout } from './layout.js';

console.log(layout('About', 'We sell things.'));
