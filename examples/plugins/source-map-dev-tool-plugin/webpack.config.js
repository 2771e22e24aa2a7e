const webpack = require('webpack');

module.exports = {
  mode: 'production',
  entry: './src/index.js',
  // The plugin replaces devtool, which would add a plugin of its own.
  devtool: false,
  plugins: [
    new webpack.SourceMapDevToolPlugin({
      // Write the maps into their own folder, to upload them and not deploy them.
      filename: 'maps/[file].map',
      // The comment points at the server that keeps the maps.
      publicPath: 'https://sourcemaps.example.com/',
      // Name the original files after the project instead of the default namespace.
      moduleFilenameTemplate: 'webpack://shop/[resource-path]',
    }),
  ],
};
