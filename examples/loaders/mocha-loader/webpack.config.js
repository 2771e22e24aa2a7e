const path = require('node:path');

module.exports = {
  mode: 'development',
  devtool: false,
  entry: './test/index.js',
  module: {
    rules: [
      {
        // Only the entry of the tests; the test files it imports are ordinary modules.
        test: path.resolve(__dirname, 'test/index.js'),
        loader: 'mocha-loader',
        options: {
          ui: 'bdd',
          checkLeaks: true,
          timeout: 5000,
        },
      },
    ],
  },
};
