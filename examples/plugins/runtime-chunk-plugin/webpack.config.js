const webpack = require('webpack');

module.exports = {
  mode: 'production',
  entry: {
    app: './src/app.js',
    admin: './src/admin.js',
  },
  plugins: [new webpack.optimize.RuntimeChunkPlugin({ name: 'runtime' })],
};
