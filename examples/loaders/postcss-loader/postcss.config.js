const pxToRem = require('./postcss-px-to-rem.js');

module.exports = {
  plugins: [pxToRem({ rootSize: 16 })],
};
