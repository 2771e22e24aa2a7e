const path = require('path');
const webpack = require('webpack');

module.exports = {
  mode: 'production',
  entry: './src/index.js',
  plugins: [
    new webpack.debug.ProfilingPlugin({
      outputPath: path.resolve(__dirname, 'profiling/events.json'),
    }),
  ],
};
