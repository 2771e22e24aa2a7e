const fs = require('fs');
const path = require('path');
const webpack = require('webpack');

const pagesDir = path.resolve(__dirname, 'src/pages');

module.exports = {
  mode: 'production',
  target: 'node',
  entry: './src/index.js',
  plugins: [
    new webpack.experiments.schemes.VirtualUrlPlugin({
      'build-info': `export const bundler = 'webpack ${webpack.version}';`,
      pages: {
        source(loaderContext) {
          loaderContext.addContextDependency(pagesDir);
          const names = fs
            .readdirSync(pagesDir)
            .filter((file) => file.endsWith('.js'))
            .map((file) => path.basename(file, '.js'))
            .sort();
          return names.map((name) => `export { default as ${name} } from './src/pages/${name}.js';`).join('\n');
        },
      },
    }),
  ],
};
