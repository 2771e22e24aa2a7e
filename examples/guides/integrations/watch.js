const webpack = require('webpack');
const config = require('./webpack.config.js');

const compiler = webpack(config);

const watching = compiler.watch({ aggregateTimeout: 300 }, (error, stats) => {
  if (error) {
    console.error(error);
    return;
  }
  console.log(stats.toString({ preset: 'minimal', colors: process.stdout.isTTY }));
});

process.on('SIGINT', () => {
  watching.close(() => console.log('Stopped watching.'));
});
