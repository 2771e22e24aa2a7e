const path = require('path');
const ChangedFilesPlugin = require('./changed-files-plugin.js');
const ChunkReportPlugin = require('./chunk-report-plugin.js');
const FooterPlugin = require('./footer-plugin.js');
const VersionFilePlugin = require('./version-file-plugin.js');

module.exports = {
  mode: 'production',
  context: __dirname,
  entry: './src/index.js',
  output: {
    path: path.resolve(__dirname, 'dist'),
    filename: '[name].[contenthash:8].js',
    clean: true,
  },
  plugins: [
    new FooterPlugin({ text: 'Built with webpack' }),
    new ChunkReportPlugin(),
    new VersionFilePlugin(),
    new ChangedFilesPlugin(),
  ],
};
