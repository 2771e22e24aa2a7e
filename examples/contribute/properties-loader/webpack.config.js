const path = require('path');

module.exports = {
  mode: 'production',
  context: __dirname,
  entry: './src/index.js',
  output: {
    path: path.resolve(__dirname, 'dist'),
  },
  module: {
    rules: [
      {
        test: /\.properties$/i,
        use: {
          loader: path.resolve(__dirname, 'properties-loader.js'),
          options: { parseValues: true },
        },
      },
    ],
  },
};
