const path = require('node:path');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');

module.exports = {
  mode: 'production',
  entry: {
    header: {
      import: ['./src/header.js', './src/header.css'],
      runtime: 'runtime',
    },
    home: {
      import: ['./src/home.js', './src/home.css'],
      runtime: 'runtime',
    },
    about: {
      import: ['./src/about.js', './src/about.css'],
      runtime: 'runtime',
    },
    widget: {
      import: './src/widget.js',
      filename: 'embed/greeting-widget.js',
      library: { name: 'GreetingWidget', type: 'umd' },
    },
  },
  output: {
    filename: '[name].js',
    path: path.resolve(__dirname, 'dist'),
  },
  module: {
    rules: [
      {
        test: /\.css$/,
        use: [MiniCssExtractPlugin.loader, 'css-loader'],
      },
    ],
  },
  plugins: [new MiniCssExtractPlugin()],
};
