const webpack = require('webpack');

module.exports = (env, argv) => {
  const production = argv.mode !== 'development';

  return {
    mode: production ? 'production' : 'development',
    target: 'node',
    entry: './src/index.js',
    plugins: [
      // In production, './config.js' becomes './config.production.js', and so on.
      production &&
        new webpack.NormalModuleReplacementPlugin(/^\.\/(config|logger)\.js$/, (resolveData) => {
          resolveData.request = resolveData.request.replace(/\.js$/, '.production.js');
        }),
    ],
  };
};
