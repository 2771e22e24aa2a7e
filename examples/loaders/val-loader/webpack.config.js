const path = require('node:path');

module.exports = {
  mode: 'production',
  target: 'node',
  entry: './src/index.js',
  output: {
    path: path.resolve(__dirname, 'dist'),
  },
  module: {
    rules: [
      {
        test: path.resolve(__dirname, 'src/locales.js'),
        use: [{ loader: 'val-loader', options: { fallback: 'en' } }],
      },
    ],
  },
};
