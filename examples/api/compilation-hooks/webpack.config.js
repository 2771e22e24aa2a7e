const AssetListPlugin = require('./asset-list-plugin');
const BannerCommentPlugin = require('./banner-comment-plugin');

module.exports = {
  mode: 'production',
  devtool: 'source-map',
  entry: './src/index.js',
  plugins: [new BannerCommentPlugin('Example Corp. All rights reserved.'), new AssetListPlugin()],
};
