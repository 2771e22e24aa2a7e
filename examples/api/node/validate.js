const webpack = require('webpack');

try {
  webpack.validate({ mode: 'prod', entry: './src/index.js' });
} catch (error) {
  console.log(error.name);
  console.log(error.message);
}
