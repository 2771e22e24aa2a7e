const BuildSummaryPlugin = require('./build-summary-plugin');

module.exports = {
  mode: 'production',
  entry: './src/index.js',
  plugins: [new BuildSummaryPlugin()],
};
