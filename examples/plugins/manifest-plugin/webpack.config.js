const webpack = require('webpack');

module.exports = {
  mode: 'production',
  entry: { app: './src/index.js' },
  output: {
    filename: '[name].[contenthash:8].js',
    publicPath: '/static/',
    assetModuleFilename: 'images/[name].[contenthash:8][ext]',
  },
  module: {
    rules: [{ test: /\.svg$/, type: 'asset/resource' }],
  },
  plugins: [new webpack.ManifestPlugin()],
};
