const webpack = require('webpack');

module.exports = {
  mode: 'production',
  entry: './src/index.js',
  plugins: [
    new webpack.CopyPlugin({
      patterns: [
        // Everything in public/ except the vendor folder, keeping the folder structure.
        { from: 'public', globOptions: { ignore: ['public/vendor/**'] } },
        // Marked as minimized, so the minimizer leaves these files as they are on disk.
        { from: 'public/vendor', to: 'vendor', info: { minimized: true } },
      ],
    }),
  ],
};
