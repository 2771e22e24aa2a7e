const { merge } = require('webpack-merge');
const common = require('./webpack.common.js');
const development = require('./webpack.dev.js');
const production = require('./webpack.prod.js');

module.exports = (env, argv) => {
  if (argv.mode === 'development') {
    return merge(common, development);
  }
  return merge(common, production);
};
