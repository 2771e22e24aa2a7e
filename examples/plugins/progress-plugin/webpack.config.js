const webpack = require('webpack');

// The phases the current build has reported so far.
const phases = new Set();

module.exports = {
  mode: 'production',
  entry: './src/index.js',
  plugins: [
    new webpack.ProgressPlugin({
      // Prints one line the first time the build reports each phase.
      handler(percentage, phase, ...details) {
        if (percentage === 0) phases.clear();
        if (phase && !phases.has(phase)) {
          phases.add(phase);
          console.log(`${Math.round(percentage * 100)}% ${phase} ${details.join(' > ')}`.trimEnd());
        }
      },
    }),
  ],
};
