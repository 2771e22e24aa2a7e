const path = require('path');
const ImportRulesPlugin = require('./import-rules-plugin.js');

module.exports = {
  mode: 'production',
  // The bundle runs with Node.js: node dist/main.js de
  target: 'node',
  context: __dirname,
  entry: './src/index.js',
  output: {
    path: path.resolve(__dirname, 'dist'),
    clean: true,
  },
  plugins: [
    new ImportRulesPlugin({
      rules: [
        {
          request: './legacy/format.js',
          severity: 'warning',
          message: 'use Intl.NumberFormat',
        },
      ],
      contextExclude: ['.test.js'],
    }),
  ],
};
