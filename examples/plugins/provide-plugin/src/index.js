import receipt from './legacy-receipt.js';

console.log(receipt(1999, new Date(Date.UTC(2024, 0, 31))));
console.log(typeof Money);
