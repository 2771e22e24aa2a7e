const webpack = require('webpack');
const config = require('./webpack.config.js');

// Runs one build. Resolves with the stats; rejects when webpack cannot
// build at all, and when the build has errors.
function build() {
  return new Promise((resolve, reject) => {
    const compiler = webpack(config);
    compiler.run((error, stats) => {
      compiler.close((closeError) => {
        if (error || closeError) {
          reject(error || closeError);
        } else if (stats.hasErrors()) {
          reject(new Error(stats.toString('errors-only')));
        } else {
          resolve(stats);
        }
      });
    });
  });
}

module.exports = { build };

if (require.main === module) {
  build().then(
    (stats) => console.log(stats.toString({ colors: process.stdout.isTTY })),
    (error) => {
      console.error(error.message);
      process.exitCode = 1;
    },
  );
}
