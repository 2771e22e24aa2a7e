import messages from './en.js';

if (messages.price !== 'Price') throw new Error('wrong English price label');
