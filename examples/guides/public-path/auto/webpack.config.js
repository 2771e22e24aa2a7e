const path = require('node:path');

module.exports = {
  mode: 'production',
  entry: './src/index.js',
  output: {
    filename: 'js/[name].js',
    assetModuleFilename: 'images/[name][ext]',
    path: path.resolve(__dirname, 'dist'),
  },
};
