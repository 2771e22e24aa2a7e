const path = require('node:path');
const webpack = require('webpack');

module.exports = (env) => ({
  mode: 'production',
  entry: './src/index.js',
  output: {
    filename: 'main.js',
    path: path.resolve(__dirname, 'dist'),
  },
  plugins: [
    new webpack.DefinePlugin({
      'process.env.API_URL': JSON.stringify(env.api ?? 'https://api.example.com'),
    }),
  ],
});
