const path = require('path');

module.exports = {
  mode: 'production',
  context: __dirname,
  target: 'node',
  entry: './src/index.js',
  output: {
    path: path.resolve(__dirname, 'dist'),
    publicPath: '/assets/',
  },
  optimization: {
    // Readable module ids: the path of each module.
    moduleIds: 'named',
  },
};
