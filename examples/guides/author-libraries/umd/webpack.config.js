const path = require('node:path');

module.exports = {
  mode: 'production',
  entry: './src/index.js',
  output: {
    filename: 'name-ids.js',
    path: path.resolve(__dirname, 'dist'),
    globalObject: 'globalThis',
    library: {
      name: 'NameIds',
      type: 'umd',
    },
  },
  externals: {
    uuid: 'uuid',
  },
};
