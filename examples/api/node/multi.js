const path = require('path');
const webpack = require('webpack');

const configs = [
  {
    name: 'server',
    mode: 'production',
    target: 'node',
    context: __dirname,
    entry: './src/index.js',
    output: { path: path.resolve(__dirname, 'dist/server') },
    // Build after the client, whatever the order of the array.
    dependencies: ['client'],
  },
  {
    name: 'client',
    mode: 'production',
    target: 'web',
    context: __dirname,
    entry: './src/index.js',
    output: { path: path.resolve(__dirname, 'dist/client') },
  },
];
// Options of the MultiCompiler itself are properties of the array.
configs.parallelism = 1;

const multiCompiler = webpack(configs);
for (const compiler of multiCompiler.compilers) {
  compiler.hooks.done.tap('LogOrder', () => console.log(`${compiler.name} done`));
}

multiCompiler.run((error, multiStats) => {
  if (error) throw error;
  for (const stats of multiStats.stats) {
    console.log(`${stats.compilation.name}: ${stats.hasErrors() ? 'errors' : 'no errors'}`);
  }
  multiCompiler.close((closeError) => {
    if (closeError) throw closeError;
  });
});
