const path = require('node:path');

module.exports = {
  mode: 'production',
  entry: './src/index.js',
  output: {
    filename: 'main.js',
    path: path.resolve(__dirname, 'dist'),
    assetModuleFilename: 'images/[name].[contenthash:8][ext]',
  },
  module: {
    rules: [
      {
        test: /\.svg$/i,
        type: 'asset',
        parser: {
          dataUrlCondition: {
            maxSize: 256,
          },
        },
      },
      {
        test: /\.txt$/i,
        type: 'asset/source',
      },
    ],
  },
};
