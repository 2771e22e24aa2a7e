module.exports = { hello: 'Bonjour' };
