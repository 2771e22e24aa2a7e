const path = require('path');
const EntryManifestPlugin = require('./entry-manifest-plugin.js');

module.exports = {
  mode: 'production',
  context: __dirname,
  entry: {
    main: './src/main.js',
    admin: './src/admin.js',
  },
  output: {
    path: path.resolve(__dirname, 'dist'),
    filename: '[name].[contenthash:8].js',
    clean: true,
  },
  optimization: {
    // Move shared.js into a chunk of its own, so that an entry needs two scripts.
    splitChunks: { chunks: 'all', minSize: 0 },
  },
  plugins: [new EntryManifestPlugin({ filename: 'entries.json' })],
};
