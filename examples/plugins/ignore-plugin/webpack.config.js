const webpack = require('webpack');

module.exports = {
  mode: 'production',
  target: 'node',
  entry: './src/index.js',
  plugins: [
    // Ignore the request './locale' when it comes from the folder of greeting-lib.
    new webpack.IgnorePlugin({
      resourceRegExp: /^\.\/locale$/,
      contextRegExp: /greeting-lib$/,
    }),
  ],
};
