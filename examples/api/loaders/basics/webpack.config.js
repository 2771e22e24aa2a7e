const path = require('path');

const loader = (name) => path.resolve(__dirname, 'loaders', name);

module.exports = {
  mode: 'production',
  context: __dirname,
  target: 'node',
  entry: './src/index.js',
  output: {
    path: path.resolve(__dirname, 'dist'),
  },
  module: {
    rules: [
      {
        test: /\.txt$/,
        use: [
          loader('stub-loader.js'),
          { loader: loader('shout-loader.js'), options: { punctuation: '!!' } },
          loader('include-loader.js'),
        ],
      },
      {
        test: /\.svg$/,
        use: loader('size-loader.js'),
      },
      {
        test: /\.compute\.js$/,
        use: loader('compute-loader.js'),
      },
    ],
  },
};
