const path = require('path');
const FeatureFlagsPlugin = require('./feature-flags-plugin.js');

module.exports = {
  mode: 'production',
  context: __dirname,
  entry: './src/index.js',
  output: {
    path: path.resolve(__dirname, 'dist'),
    clean: true,
  },
  plugins: [
    new FeatureFlagsPlugin({
      newCheckout: true,
      betaSearch: false,
      darkMode: true,
    }),
  ],
};
