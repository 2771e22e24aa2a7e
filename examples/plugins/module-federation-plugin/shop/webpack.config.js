const { ModuleFederationPlugin } = require('webpack').container;

module.exports = {
  mode: 'production',
  entry: './src/index.js',
  plugins: [
    new ModuleFederationPlugin({
      name: 'shop',
      remotes: {
        checkout: 'checkout@./checkout/remoteEntry.js',
      },
      shared: {
        react: { singleton: true },
      },
    }),
  ],
};
