const webpack = require('webpack');

module.exports = {
  mode: 'production',
  target: 'node',
  entry: './src/index.js',
  plugins: [new webpack.DotenvPlugin()],
};
