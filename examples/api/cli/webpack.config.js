const path = require('path');

module.exports = (env, argv) => ({
  mode: argv.mode ?? 'development',
  entry: './src/index.js',
  output: {
    path: path.resolve(__dirname, 'dist'),
    filename: env.production ? '[name].[contenthash].js' : '[name].js',
    clean: true,
  },
  devtool: false,
});
