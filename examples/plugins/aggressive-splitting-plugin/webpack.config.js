const path = require('path');
const webpack = require('webpack');

module.exports = {
  mode: 'production',
  target: 'node',
  entry: './src/index.js',
  recordsPath: path.resolve(__dirname, 'records.json'),
  plugins: [
    new webpack.optimize.AggressiveSplittingPlugin({
      minSize: 200,
      maxSize: 400,
    }),
  ],
};
