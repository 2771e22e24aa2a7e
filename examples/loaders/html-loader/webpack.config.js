module.exports = {
  mode: 'development',
  devtool: false,
  // Built for Node.js, so that `node dist/main.js` prints the HTML the loader exports.
  target: 'node',
  entry: './src/index.js',
  output: {
    publicPath: 'https://cdn.example.com/',
    assetModuleFilename: 'assets/[name][ext]',
  },
  module: {
    rules: [
      {
        test: /\.html$/i,
        loader: 'html-loader',
        options: {
          sources: {
            list: [
              // Every tag and attribute html-loader handles by default...
              '...',
              // ...and <a href> too, but only on links with a download attribute.
              {
                tag: 'a',
                attribute: 'href',
                type: 'src',
                filter: (tag, attribute, attributes) => attributes.some((item) => item.name === 'download'),
              },
            ],
          },
        },
      },
    ],
  },
};
