console.log('no-normal.js');
