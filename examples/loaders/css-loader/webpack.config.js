module.exports = {
  mode: 'development',
  devtool: false,
  // Built for Node.js, so that `node dist/main.js` prints what css-loader produced.
  target: 'node',
  entry: './src/index.js',
  output: {
    publicPath: 'https://cdn.example.com/',
    assetModuleFilename: 'images/[name][ext]',
  },
  module: {
    rules: [
      {
        test: /\.css$/i,
        loader: 'css-loader',
        options: {
          modules: {
            // Only *.module.css files are CSS modules; without `auto`, every file would be.
            auto: true,
            localIdentName: '[name]__[local]--[hash:base64:5]',
          },
        },
      },
    ],
  },
};
