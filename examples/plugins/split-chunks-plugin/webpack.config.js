const webpack = require('webpack');

module.exports = {
  mode: 'production',
  target: 'node',
  entry: {
    home: './src/home.js',
    about: './src/about.js',
  },
  optimization: {
    splitChunks: false,
  },
  plugins: [
    new webpack.optimize.SplitChunksPlugin({
      maxInitialRequests: 30,
      cacheGroups: {
        shared: {
          name: 'shared',
          minChunks: 2,
        },
      },
    }),
  ],
};
