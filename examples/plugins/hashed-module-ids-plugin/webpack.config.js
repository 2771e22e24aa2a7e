const webpack = require('webpack');

module.exports = {
  mode: 'production',
  entry: './src/index.js',
  optimization: {
    moduleIds: false,
  },
  plugins: [new webpack.ids.HashedModuleIdsPlugin()],
  stats: {
    ids: true,
  },
};
