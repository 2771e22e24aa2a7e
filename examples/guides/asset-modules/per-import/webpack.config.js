const path = require('node:path');

module.exports = {
  mode: 'production',
  entry: './src/index.js',
  output: {
    filename: 'main.js',
    path: path.resolve(__dirname, 'dist'),
  },
  module: {
    rules: [
      {
        test: /\.svg$/i,
        oneOf: [
          {
            resourceQuery: /^\?inline$/,
            type: 'asset/inline',
          },
          {
            resourceQuery: /^\?raw$/,
            type: 'asset/source',
          },
          {
            type: 'asset/resource',
            generator: {
              filename: 'images/[name].[contenthash:8][ext]',
            },
          },
        ],
      },
    ],
  },
};
