import hello from './hello.txt';
import stub from './hello.txt?stub';
import logo from './logo.svg';
import squares from './squares.compute.js';
import facts from '!!../loaders/inspect-loader.js?verbose=yes!./hello.txt?lang=en';

console.log(hello);
console.log(stub);
console.log(JSON.stringify(logo));
console.log(JSON.stringify(squares));
console.log(JSON.stringify(facts, null, 2));
