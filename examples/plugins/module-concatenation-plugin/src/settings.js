module.exports = { currency: 'EUR' };
