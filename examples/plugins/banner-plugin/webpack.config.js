const webpack = require('webpack');
const { name, version } = require('./package.json');

// Both banners are added after minification, so the minimizer leaves them alone.
const afterMinification = webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT;

module.exports = {
  mode: 'production',
  target: 'node',
  entry: { cli: './src/cli.js' },
  plugins: [
    new webpack.BannerPlugin({
      banner: `${name} ${version} | [file] | Copyright Example Corp. | MIT license`,
      stage: afterMinification,
    }),
    // Applied second, so it ends up on the first line, above the license comment.
    new webpack.BannerPlugin({
      banner: '#!/usr/bin/env node',
      raw: true,
      entryOnly: true,
      stage: afterMinification,
    }),
  ],
};
