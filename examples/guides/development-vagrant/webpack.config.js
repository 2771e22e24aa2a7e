const path = require('node:path');

module.exports = {
  mode: 'development',
  entry: './src/index.js',
  devtool: 'eval-source-map',
  output: {
    filename: 'main.js',
    path: path.resolve(__dirname, 'dist'),
  },
  watchOptions: {
    poll: 1000,
    ignored: '**/node_modules',
  },
  devServer: {
    static: path.resolve(__dirname, 'dist'),
    host: '0.0.0.0',
    port: 8080,
    allowedHosts: ['devbox.test'],
    client: {
      webSocketURL: 'auto://0.0.0.0:0/ws',
    },
  },
};
