const MapsFolderPlugin = require('./maps-folder-plugin');
const NoticeFilePlugin = require('./notice-file-plugin');

module.exports = {
  mode: 'production',
  devtool: 'source-map',
  entry: './src/index.js',
  plugins: [new MapsFolderPlugin(), new NoticeFilePlugin({ filename: 'legal/[name][ext]' })],
};
