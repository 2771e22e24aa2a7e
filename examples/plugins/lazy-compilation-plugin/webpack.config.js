const webpack = require('webpack');

module.exports = {
  mode: 'development',
  target: 'node',
  // webpack/hot/poll looks for updates every 100 ms and applies them.
  entry: ['webpack/hot/poll?100', './src/index.js'],
  plugins: [
    new webpack.HotModuleReplacementPlugin(),
    new webpack.hmr.LazyCompilationPlugin({
      backend: { client: require.resolve('webpack/hot/lazy-compilation-node.js') },
      imports: true,
    }),
  ],
};
