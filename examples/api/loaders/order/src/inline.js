console.log('inline.js');
