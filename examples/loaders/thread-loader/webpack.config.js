const path = require('node:path');
const webpack = require('webpack');

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
        test: /\.txt$/i,
        use: [
          { loader: 'thread-loader', options: { workers: 2 } },
          path.resolve(__dirname, 'loaders/process-loader.js'),
        ],
      },
    ],
  },
  plugins: [
    // The id of the process that runs webpack, for comparison.
    new webpack.DefinePlugin({ __WEBPACK_PID__: process.pid }),
  ],
};
