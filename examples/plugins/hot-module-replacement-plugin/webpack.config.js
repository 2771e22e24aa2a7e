const webpack = require('webpack');

module.exports = {
  mode: 'development',
  target: 'node',
  // webpack/hot/poll asks for updates every 300 ms; it needs the plugin below.
  entry: ['webpack/hot/poll?300', './src/index.js'],
  plugins: [new webpack.HotModuleReplacementPlugin()],
};
