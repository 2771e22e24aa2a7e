const path = require('path');
const webpack = require('webpack');

module.exports = {
  mode: 'production',
  target: 'node',
  entry: './src/index.js',
  plugins: [
    new webpack.ProvidePlugin({
      // The whole module: Money.format() calls its export format.
      Money: path.resolve(__dirname, 'src/money.js'),
      // One export of a module.
      formatDate: [path.resolve(__dirname, 'src/dates.js'), 'formatDate'],
      // A member expression: App.settings, not App.
      'App.settings': path.resolve(__dirname, 'src/settings.js'),
    }),
  ],
};
