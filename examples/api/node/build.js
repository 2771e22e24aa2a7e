const path = require('path');
const webpack = require('webpack');

const config = {
  mode: 'production',
  context: __dirname,
  entry: './src/index.js',
  output: {
    path: path.resolve(__dirname, 'dist'),
  },
};

webpack(config, (error, stats) => {
  if (error) {
    // A fatal error: bad configuration, a crashed plugin. There are no stats.
    console.error(error.stack || error);
    if (error.details) console.error(error.details);
    process.exitCode = 2;
    return;
  }

  // The build ran: errors and warnings of modules are in the stats.
  const info = stats.toJson({ all: false, errors: true, warnings: true, assets: true });
  if (stats.hasErrors()) {
    for (const problem of info.errors) console.error(problem.message);
    process.exitCode = 1;
  }
  if (stats.hasWarnings()) {
    for (const problem of info.warnings) console.warn(problem.message);
  }

  for (const asset of info.assets) console.log(`${asset.name}: ${asset.size} bytes`);
});
