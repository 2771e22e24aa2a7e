const webpack = require('webpack');

module.exports = {
  mode: 'production',
  target: 'node',
  entry: './src/index.js',
  plugins: [
    // In the folder src/locales, bundle en.json and de.json only.
    new webpack.ContextReplacementPlugin(/[\\/]locales$/, /^\.\/(en|de)\.json$/),
  ],
};
