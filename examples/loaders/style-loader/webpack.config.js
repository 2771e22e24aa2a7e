const path = require('node:path');

module.exports = {
  mode: 'production',
  entry: './src/index.js',
  output: {
    filename: 'main.js',
    path: path.resolve(__dirname, 'dist'),
  },
  module: {
    rules: [
      {
        // One <style> element for each module, with an extra attribute.
        test: /\.css$/i,
        include: path.resolve(__dirname, 'src/global'),
        use: [{ loader: 'style-loader', options: { attributes: { 'data-origin': 'global' } } }, 'css-loader'],
      },
      {
        // One <style> element shared by all the modules of this rule.
        test: /\.css$/i,
        include: path.resolve(__dirname, 'src/widgets'),
        use: [{ loader: 'style-loader', options: { injectType: 'singletonStyleTag' } }, 'css-loader'],
      },
      {
        // Nothing is added until the code calls .use().
        test: /\.lazy\.css$/i,
        use: [{ loader: 'style-loader', options: { injectType: 'lazyStyleTag' } }, 'css-loader'],
      },
      {
        // A <link> to a file that file-loader emits.
        test: /\.link\.css$/i,
        use: [
          { loader: 'style-loader', options: { injectType: 'linkTag' } },
          { loader: 'file-loader', options: { name: '[name].[contenthash:8].css' } },
        ],
      },
    ],
  },
};
