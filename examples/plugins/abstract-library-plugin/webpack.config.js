const FrozenGlobalLibraryPlugin = require('./frozen-global-library-plugin');

module.exports = {
  mode: 'production',
  entry: './src/index.js',
  output: {
    library: { type: 'frozen-global', name: 'prices' },
  },
  plugins: [new FrozenGlobalLibraryPlugin()],
};
