const path = require('node:path');

module.exports = {
  mode: 'production',
  entry: {
    shared: './src/greet.js',
    index: { import: './src/index.js', dependOn: 'shared' },
    team: { import: './src/team.js', dependOn: 'shared' },
  },
  output: {
    filename: '[name].js',
    path: path.resolve(__dirname, 'dist'),
  },
};
