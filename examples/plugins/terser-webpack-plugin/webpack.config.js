const TerserPlugin = require('terser-webpack-plugin');

module.exports = {
  mode: 'production',
  target: 'node',
  entry: './src/index.js',
  optimization: {
    minimizer: [
      new TerserPlugin({
        minimizerOptions: {
          compress: { pure_funcs: ['console.debug'] },
        },
        extractComments: {
          condition: /^\**!|@license/i,
          filename: 'licenses.txt',
          banner: (licenseFile) => `Licenses: ${licenseFile}`,
        },
      }),
    ],
  },
};
