const path = require('node:path');

module.exports = {
  mode: 'production',
  entry: './src/index.html',
  output: {
    path: path.resolve(__dirname, 'dist'),
  },
};
