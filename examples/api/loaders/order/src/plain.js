console.log('plain.js');
