// CommonJS: require, require.resolve, require.cache and require.ensure.
const { add } = require('./math.js');

exports.sum = add(1, 2);
exports.mathIsCached = require.resolve('./math.js') in require.cache;

exports.loadReport = () =>
  new Promise((resolve) => {
    require.ensure([], (require) => resolve(require('./report.js')()), 'report');
  });
