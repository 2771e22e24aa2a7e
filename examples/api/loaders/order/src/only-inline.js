console.log('only-inline.js');
