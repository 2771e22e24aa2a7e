const CompressionPlugin = require('compression-webpack-plugin');

module.exports = {
  mode: 'production',
  entry: {
    search: './src/search.js',
    beacon: './src/beacon.js',
  },
  output: {
    clean: true,
  },
  plugins: [
    // search.js.gz next to search.js, for servers and browsers that speak gzip
    new CompressionPlugin({
      test: /\.js$/,
      threshold: 1024,
    }),
    // search.js.br for those that speak Brotli
    new CompressionPlugin({
      algorithm: 'brotliCompress',
      test: /\.js$/,
      threshold: 1024,
    }),
  ],
};
