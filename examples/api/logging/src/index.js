import text from './message.txt';

console.log(text);
