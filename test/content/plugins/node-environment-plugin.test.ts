/** What content/plugins/node-environment-plugin.md says: what the plugin sets on a compiler, and its example. */
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';

describe('NodeEnvironmentPlugin', () => {
  it('gives a bare Compiler file systems, a watcher and a logger, as the page example does', () => {
    const compiler = new webpack.Compiler(process.cwd(), webpack.config.getNormalizedWebpackOptions({}));
    expect(compiler.inputFileSystem).toBeFalsy();
    new webpack.node.NodeEnvironmentPlugin({ infrastructureLogging: {} }).apply(compiler);
    expect(compiler.inputFileSystem).toBeTruthy();
    expect(compiler.outputFileSystem).toBeTruthy();
    expect(compiler.intermediateFileSystem).toBe(compiler.outputFileSystem);
    expect(compiler.watchFileSystem).toBeTruthy();
    expect(typeof compiler.infrastructureLogger).toBe('function');
  });

  it('is applied by webpack() before the plugins of the configuration', () => {
    let seen: unknown;
    webpack({
      entry: {},
      plugins: [
        (compiler: webpack.Compiler) => {
          seen = compiler.inputFileSystem;
        },
      ],
    });
    expect(seen).toBeTruthy();
  });
});
