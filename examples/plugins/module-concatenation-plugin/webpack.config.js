const webpack = require('webpack');

module.exports = {
  mode: 'development',
  devtool: false,
  entry: './src/index.js',
  plugins: [new webpack.optimize.ModuleConcatenationPlugin()],
  stats: {
    optimizationBailout: true,
  },
};
