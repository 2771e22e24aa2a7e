const webpack = require('webpack');
const { version } = require('./package.json');

module.exports = {
  mode: 'production',
  target: 'node',
  entry: './src/index.js',
  plugins: [
    new webpack.DefinePlugin({
      // A string is code: JSON.stringify turns a value into the code of a string literal.
      __VERSION__: JSON.stringify(version),
      'process.env.API_URL': JSON.stringify('https://api.example.com'),
      // An object defines FEATURES, FEATURES.search and FEATURES.checkout.
      FEATURES: { search: true, checkout: false },
      'typeof window': JSON.stringify('undefined'),
    }),
  ],
};
