const path = require('path');
const webpack = require('webpack');

module.exports = [
  {
    name: 'vendor',
    mode: 'production',
    entry: { vendor: ['./lib/format.js', './lib/greet.js'] },
    output: {
      path: path.resolve(__dirname, 'dist'),
      filename: '[name].dll.js',
      library: { name: '[name]_dll', type: 'var' },
    },
    plugins: [
      new webpack.DllPlugin({
        name: '[name]_dll',
        path: path.resolve(__dirname, 'dist/[name]-manifest.json'),
        format: true,
      }),
    ],
  },
  {
    name: 'app',
    dependencies: ['vendor'],
    mode: 'production',
    entry: './src/index.js',
    output: { path: path.resolve(__dirname, 'dist'), filename: 'app.js' },
    plugins: [
      new webpack.DllReferencePlugin({
        manifest: path.resolve(__dirname, 'dist/vendor-manifest.json'),
      }),
    ],
  },
];
