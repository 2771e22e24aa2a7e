const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');

module.exports = {
  mode: 'production',
  entry: {
    index: './src/index.js',
    about: './src/about.js',
    footer: './src/footer.js',
  },
  output: {
    filename: '[name].bundle.js',
    path: path.resolve(__dirname, 'dist'),
    clean: true,
  },
  plugins: [
    new HtmlWebpackPlugin({
      title: 'Hello webpack',
      template: './src/page.html',
      chunks: ['index', 'footer'],
    }),
    new HtmlWebpackPlugin({
      title: 'About this site',
      template: './src/page.html',
      filename: 'about.html',
      chunks: ['about', 'footer'],
    }),
  ],
};
