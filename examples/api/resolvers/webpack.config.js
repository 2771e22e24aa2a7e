const path = require('path');
const ResolveReportPlugin = require('./resolve-report-plugin');

module.exports = {
  mode: 'production',
  entry: './src/index.js',
  output: {
    path: path.resolve(__dirname, 'dist'),
    clean: true,
  },
  resolve: {
    extensions: ['.js', '.json'],
    alias: { 'old-name$': false },
  },
  plugins: [
    new ResolveReportPlugin({
      normal: ['./src/index.js', '@greetings/hello', './src/settings', 'old-name', './src/missing'],
      context: ['./src'],
      loader: ['css-loader'],
    }),
  ],
};
