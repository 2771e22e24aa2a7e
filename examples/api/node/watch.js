const path = require('path');
const webpack = require('webpack');

const compiler = webpack({
  mode: 'development',
  context: __dirname,
  entry: './src/index.js',
  output: { path: path.resolve(__dirname, 'dist') },
});

let builds = 0;
const watching = compiler.watch({ aggregateTimeout: 300 }, (error, stats) => {
  if (error) throw error;
  builds += 1;
  console.log(`build ${builds}: ${stats.hasErrors() ? 'failed' : 'succeeded'}`);

  if (builds === 1) {
    // While suspended, changes are collected but nothing is built.
    watching.suspend();
    watching.invalidate();
    console.log('suspended, with a change waiting');
    setTimeout(() => {
      console.log('resuming');
      watching.resume();
    }, 1000);
  } else {
    watching.close((closeError) => {
      if (closeError) throw closeError;
      console.log('watching closed');
      // Shut the compiler down too, so caches are written.
      compiler.close(() => console.log('compiler closed'));
    });
  }
});
