module.exports = {
  mode: 'development',
  devtool: false,
  target: 'node',
  entry: './src/index.js',
  module: {
    rules: [
      {
        test: /\.m?js$/i,
        exclude: /node_modules/,
        use: {
          loader: 'babel-loader',
          options: {
            plugins: ['@babel/plugin-transform-arrow-functions'],
          },
        },
      },
    ],
  },
};
