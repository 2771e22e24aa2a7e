const path = require('path');

// Every module in src/ except the entry point.
const files = {
  test: /\.js$/,
  include: path.resolve(__dirname, 'src'),
  exclude: /index\.js$/,
};

const trace = (name) => ({
  loader: path.resolve(__dirname, 'trace-loader.js'),
  options: { name },
});

module.exports = {
  mode: 'production',
  context: __dirname,
  target: 'node',
  entry: './src/index.js',
  output: {
    path: path.resolve(__dirname, 'dist'),
  },
  module: {
    rules: [
      { ...files, use: trace('normal') },
      { ...files, enforce: 'post', use: trace('post') },
      { ...files, enforce: 'pre', use: trace('pre') },
    ],
  },
};
