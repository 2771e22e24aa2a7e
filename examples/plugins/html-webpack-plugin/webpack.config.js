const HtmlWebpackPlugin = require('html-webpack-plugin');

module.exports = {
  mode: 'production',
  entry: {
    app: './src/app.js',
    admin: './src/admin.js',
  },
  output: {
    filename: '[name].[contenthash:8].js',
    clean: true,
  },
  optimization: {
    // One runtime file that both pages load before their own script.
    runtimeChunk: 'single',
  },
  plugins: [
    new HtmlWebpackPlugin({
      template: './src/page.html',
      title: 'Recipes',
      chunks: ['app'],
      meta: { description: 'Recipes for every day of the week' },
    }),
    new HtmlWebpackPlugin({
      template: './src/page.html',
      filename: 'admin/index.html',
      title: 'Recipes: admin',
      chunks: ['admin'],
    }),
  ],
};
