const name = process.argv[2] || 'world';

import('./greeting.js').then(({ greet }) => {
  console.log(greet(name));
});
