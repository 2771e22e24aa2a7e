module.exports = { hello: 'Hallo' };
