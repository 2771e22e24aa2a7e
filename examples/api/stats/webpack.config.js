const path = require('path');
const HtmlWebpackPlugin = require('html-webpack-plugin');

module.exports = {
  mode: 'production',
  entry: './src/index.js',
  output: {
    path: path.resolve(__dirname, 'dist'),
    filename: '[name].js',
    clean: true,
  },
  module: {
    rules: [{ test: /\.txt$/, type: 'asset/source' }],
  },
  optimization: { runtimeChunk: 'single' },
  plugins: [new HtmlWebpackPlugin({ title: 'Stats' })],
};
