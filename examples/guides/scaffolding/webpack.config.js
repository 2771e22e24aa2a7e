const path = require('node:path');
const HelloWorld = require('./plugins/hello-world.js');

module.exports = {
  mode: 'production',
  entry: './src/index.js',
  output: {
    filename: 'main.js',
    path: path.resolve(__dirname, 'dist'),
  },
  plugins: [new HelloWorld()],
};
