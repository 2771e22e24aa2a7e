/** What content/plugins/node-template-plugin.md says: the chunk loading the plugin sets, and that target node already does it. */
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';

describe('NodeTemplatePlugin', () => {
  it("sets output.chunkLoading to 'require', or 'async-node' with asyncChunkLoading, and enables it", () => {
    const sync = webpack({ target: 'web', entry: {}, plugins: [new webpack.node.NodeTemplatePlugin()] });
    expect(sync.options.output.chunkLoading).toBe('require');
    expect(() => webpack.javascript.EnableChunkLoadingPlugin.checkEnabled(sync, 'require')).not.toThrow();
    const async = webpack({
      target: 'web',
      entry: {},
      plugins: [new webpack.node.NodeTemplatePlugin({ asyncChunkLoading: true })],
    });
    expect(async.options.output.chunkLoading).toBe('async-node');
  });

  it("target node already uses the commonjs chunk format and 'require'", () => {
    const compiler = webpack({ target: 'node', entry: {} });
    expect(compiler.options.output.chunkFormat).toBe('commonjs');
    expect(compiler.options.output.chunkLoading).toBe('require');
  });
});
