const path = require('path');
const BuildReportPlugin = require('./build-report-plugin');

module.exports = {
  mode: 'production',
  entry: './src/index.js',
  output: {
    path: path.resolve(__dirname, 'dist'),
    clean: true,
  },
  module: {
    rules: [{ test: /\.txt$/, use: path.resolve(__dirname, 'word-count-loader.js') }],
  },
  plugins: [new BuildReportPlugin()],
  stats: {
    preset: 'minimal',
    // No logger by default, every entry of these two.
    logging: false,
    loggingDebug: [/BuildReportPlugin/, /word-count/],
  },
  infrastructureLogging: {
    level: 'info',
  },
};
