/** Which examples of the docs get "Open in playground": the ones the playground's runner builds without an error. */
import { describe, expect, it } from 'vitest';
import { decide } from '../../src/node/playground/decide';

describe('the playground link decisions', () => {
  it('links a configuration example that builds, with stand-ins for the files it names', async () => {
    const config =
      "module.exports = { mode: 'production', entry: './src/app.js', output: { filename: '[name].[contenthash].js' } };\n";
    expect(await decide({ files: { 'webpack.config.js': config } }, true)).toEqual({ runnable: true, reason: null });
  });

  it('does not link an example that needs a package from the registry, and says why', async () => {
    const config =
      "const HtmlWebpackPlugin = require('html-webpack-plugin');\nmodule.exports = { plugins: [new HtmlWebpackPlugin()] };\n";
    const decision = await decide({ files: { 'webpack.config.js': config } }, true);
    expect(decision.runnable).toBe(false);
    expect(decision.reason).toContain("Cannot find module 'html-webpack-plugin'");
  });

  it('does not link a project whose build fails', async () => {
    const decision = await decide(
      {
        files: {
          'webpack.config.js': "module.exports = { entry: './src/index.js' };\n",
          'src/index.js': "import './missing.js';\n",
        },
      },
      false,
    );
    expect(decision.runnable).toBe(false);
    expect(decision.reason).toContain("Can't resolve './missing.js'");
  });
});
