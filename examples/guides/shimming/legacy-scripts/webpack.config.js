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
        test: path.resolve(__dirname, 'src/vendor/names.js'),
        loader: 'exports-loader',
        options: { exports: 'joinNames' },
      },
      {
        test: path.resolve(__dirname, 'src/vendor/banner.js'),
        use: [
          { loader: 'exports-loader', options: { exports: 'default showBanner' } },
          { loader: 'imports-loader', options: { wrapper: 'window' } },
        ],
      },
    ],
  },
};
