module.exports = {
  mode: 'production',
  entry: './src/index.html',
  output: {
    // extract-loader writes this in front of every URL; webpack's default, 'auto', does not work.
    publicPath: '/',
  },
  module: {
    rules: [
      {
        test: /\.html$/i,
        use: [
          { loader: 'file-loader', options: { name: '[name].[ext]' } },
          'extract-loader',
          // extract-loader runs CommonJS only.
          { loader: 'html-loader', options: { esModule: false } },
        ],
      },
      {
        test: /\.css$/i,
        use: [
          { loader: 'file-loader', options: { name: '[name].[contenthash:8].[ext]', esModule: false } },
          'extract-loader',
          { loader: 'css-loader', options: { esModule: false } },
        ],
      },
      {
        test: /\.svg$/i,
        loader: 'file-loader',
        options: { name: 'images/[name].[contenthash:8].[ext]', esModule: false },
      },
    ],
  },
};
