const path = require('path');
const webpack = require('webpack');

const compiler = webpack({
  mode: 'development',
  context: __dirname,
  entry: './src/index.js',
  output: { path: path.resolve(__dirname, 'dist') },
});

function builtModules(stats) {
  return stats.toJson({ all: false, modules: true }).modules.filter((module) => module.built).length;
}

compiler.run((error, stats) => {
  if (error) throw error;
  console.log(`first run: ${builtModules(stats)} modules built`);

  // The same compiler again: its memory cache still holds the modules.
  compiler.run((error, stats) => {
    if (error) throw error;
    console.log(`second run: ${builtModules(stats)} modules built`);

    compiler.close((closeError) => {
      if (closeError) throw closeError;
      console.log('compiler closed');
    });
  });
});

// A second run while the first one is going is refused.
compiler.run((error) => {
  console.log(`${error.name}: ${error.message}`);
});
