const path = require('path');

module.exports = {
  mode: 'production',
  context: __dirname,
  target: 'node',
  entry: './src/index.js',
  output: {
    path: path.resolve(__dirname, 'dist'),
    chunkFilename: '[name].chunk.js',
    clean: true,
  },
};
