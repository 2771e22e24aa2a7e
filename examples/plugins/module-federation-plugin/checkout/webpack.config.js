const { ModuleFederationPlugin } = require('webpack').container;

module.exports = {
  mode: 'production',
  entry: {},
  plugins: [
    new ModuleFederationPlugin({
      name: 'checkout',
      filename: 'remoteEntry.js',
      exposes: {
        './Cart': './src/cart.js',
      },
      shared: {
        react: { singleton: true },
      },
    }),
  ],
};
