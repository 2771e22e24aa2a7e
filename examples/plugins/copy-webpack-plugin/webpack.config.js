const CopyPlugin = require('copy-webpack-plugin');

module.exports = {
  mode: 'production',
  entry: './src/index.js',
  output: {
    clean: true,
  },
  plugins: [
    new CopyPlugin({
      patterns: [
        // Everything in public/, at the root of the output, except the drafts.
        { from: 'public', globOptions: { ignore: ['**/drafts/**'] } },
        // Each JSON file of data/, without white space, under a name with its hash.
        {
          from: 'data/*.json',
          to: 'data/[name].[contenthash:8][ext]',
          transform(content) {
            return JSON.stringify(JSON.parse(content.toString()));
          },
        },
        // Copied when it exists; no error when it does not.
        { from: 'CHANGELOG.md', noErrorOnMissing: true },
      ],
    }),
  ],
};
