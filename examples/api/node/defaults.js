const webpack = require('webpack');

const options = webpack.config.getNormalizedWebpackOptions({ mode: 'production' });
webpack.config.applyWebpackOptionsDefaults(options);

console.log('entry:', options.entry.main.import);
console.log('output.path:', options.output.path);
console.log('output.filename:', options.output.filename);
console.log('devtool:', options.devtool);
console.log('cache:', options.cache);
console.log('optimization.minimize:', options.optimization.minimize);
