const { currency } = require('./settings.js');

exports.format = (amount) => `${amount.toFixed(2)} ${currency}`;
