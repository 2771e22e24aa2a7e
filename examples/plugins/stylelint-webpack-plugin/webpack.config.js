const StylelintPlugin = require('stylelint-webpack-plugin');

module.exports = {
  mode: 'production',
  entry: './src/index.js',
  plugins: [new StylelintPlugin()],
};
