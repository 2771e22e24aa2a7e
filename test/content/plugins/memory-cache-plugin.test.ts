/** What content/plugins/memory-cache-plugin.md says: with the plugin, a second run of a compiler reuses the modules. */
import path from 'node:path';
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { tempDir } from '../../support/project';

const PROJECT = path.join(ROOT, 'examples', 'plugins', 'limit-chunk-count-plugin');

/** How many modules each of two runs of one compiler built. */
async function builtTwice(config: webpack.Configuration): Promise<number[]> {
  const compiler = webpack({
    mode: 'production',
    context: PROJECT,
    entry: './src/index.js',
    output: { path: tempDir('memory-cache') },
    infrastructureLogging: { level: 'none' },
    ...config,
  });
  const counts: number[] = [];
  for (let i = 0; i < 2; i++) {
    const stats = await new Promise<webpack.Stats>((resolve, reject) => {
      compiler.run((error, result) => (error || !result ? reject(error ?? new Error('no stats')) : resolve(result)));
    });
    counts.push((stats.toJson({ all: false, modules: true }).modules ?? []).filter((module) => module.built).length);
  }
  await new Promise((resolve) => {
    compiler.close(resolve);
  });
  return counts;
}

describe('MemoryCachePlugin', { timeout: 120_000 }, () => {
  it('with cache: false and the plugin, the second run builds nothing; without the plugin, everything again', async () => {
    const [first, second] = await builtTwice({ cache: false, plugins: [new webpack.cache.MemoryCachePlugin()] });
    expect(first).toBeGreaterThan(0);
    expect(second).toBe(0);
    const [plainFirst, plainSecond] = await builtTwice({ cache: false });
    expect(plainSecond).toBe(plainFirst);
  });

  it("cache.type 'memory' behaves the same", async () => {
    expect((await builtTwice({ cache: { type: 'memory' } }))[1]).toBe(0);
  });
});
