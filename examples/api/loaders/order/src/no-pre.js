console.log('no-pre.js');
