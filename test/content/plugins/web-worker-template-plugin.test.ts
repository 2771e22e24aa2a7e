/** What content/plugins/web-worker-template-plugin.md says: the chunk loading the plugin sets, and that target webworker already does it. */
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';

describe('WebWorkerTemplatePlugin', () => {
  it("sets output.chunkLoading to 'import-scripts' and enables it", () => {
    const compiler = webpack({ target: 'node', entry: {}, plugins: [new webpack.webworker.WebWorkerTemplatePlugin()] });
    expect(compiler.options.output.chunkLoading).toBe('import-scripts');
    expect(() => webpack.javascript.EnableChunkLoadingPlugin.checkEnabled(compiler, 'import-scripts')).not.toThrow();
  });

  it("target webworker already uses array-push and 'import-scripts'", () => {
    const compiler = webpack({ target: 'webworker', entry: {} });
    expect(compiler.options.output.chunkFormat).toBe('array-push');
    expect(compiler.options.output.chunkLoading).toBe('import-scripts');
  });
});
