module.exports = { hello: 'Hola' };
