const webpack = require('webpack');

module.exports = {
  mode: 'production',
  target: 'node',
  entry: './src/index.js',
  plugins: [
    // The values are defaults, used when the variable is not set.
    new webpack.EnvironmentPlugin({
      API_URL: 'http://localhost:3000',
      DEBUG: false,
    }),
  ],
};
