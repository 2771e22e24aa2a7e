module.exports = { currency: 'USD' };
