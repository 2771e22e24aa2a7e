import { format } from './format.js';

console.log(format('ready'));
import('./details.js').then(({ details }) => console.log(details()));
