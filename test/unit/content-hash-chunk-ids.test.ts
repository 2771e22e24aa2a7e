/**
 * The async chunks' content-hashed ids (ContentHashChunkIdsPlugin): a chunk whose code changes gets
 * a new id, so a new file name, also where the change is a value DefinePlugin put into it (its
 * modules' build hashes leave those out).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { afterAll, describe, expect, it } from 'vitest';
import { ContentHashChunkIdsPlugin, definedValues } from '../../src/node/webpack/content-hash-chunk-ids';

const dir = mkdtempSync(path.join(tmpdir(), 'chunk-ids-'));
writeFileSync(path.join(dir, 'entry.js'), "import('./lazy').then((m) => console.log(m.url, m.key));\n");
writeFileSync(path.join(dir, 'lazy.js'), 'export const url = __URL__;\nexport const key = __KEY__;\n');
const config = path.join(dir, 'config.txt');
writeFileSync(config, 'the configuration\n');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The ids of the async chunks of a build whose DefinePlugin gives `__URL__` and `__KEY__` these values. */
function asyncChunkIds(values: { url: string; key: string }): Promise<string[]> {
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: './entry.js',
    output: { path: path.join(dir, 'dist'), chunkFilename: '[id].js' },
    optimization: { minimize: false },
    plugins: [
      new webpack.DefinePlugin({
        __URL__: webpack.DefinePlugin.runtimeValue(() => JSON.stringify(values.url), { version: () => values.url }),
        __KEY__: JSON.stringify(values.key),
      }),
      new ContentHashChunkIdsPlugin([config]),
    ],
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || !stats) return reject(error ?? new Error('no stats'));
      if (stats.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      const chunks = [...stats.compilation.chunks].filter((chunk) => !chunk.canBeInitial());
      resolve(chunks.map((chunk) => String(chunk.id)));
    });
  });
}

describe('content-hashed chunk ids', () => {
  it('change with a value DefinePlugin puts into the chunk, and only then', async () => {
    const first = await asyncChunkIds({ url: '/worker.a.js', key: 'k1' });
    expect(first).toHaveLength(1);
    expect(first[0]).toMatch(/^c[0-9a-f]{10}$/);
    expect(await asyncChunkIds({ url: '/worker.a.js', key: 'k1' })).toEqual(first);
    const otherUrl = await asyncChunkIds({ url: '/worker.b.js', key: 'k1' });
    const otherKey = await asyncChunkIds({ url: '/worker.a.js', key: 'k2' });
    expect(otherUrl).not.toEqual(first);
    expect(otherKey).not.toEqual(first);
    expect(otherKey).not.toEqual(otherUrl);
  }, 60_000);

  it("reads DefinePlugin's entries of a module's value dependencies, in a stable order", () => {
    const a = new Map<string, string | Set<string>>([
      ['webpack/DefinePlugin __B__', '"b"'],
      ['webpack/DefinePlugin_hash', 'all of them'],
      ['webpack/DefinePlugin __A__', new Set(['y', 'x'])],
      ['webpack/VirtualUrlPlugin/version/virtual:x', '1'],
    ]);
    const b = new Map(
      [...a].reverse().map(([key, value]) => [key, value instanceof Set ? new Set([...value].reverse()) : value]),
    );
    expect(definedValues(a)).toBe('webpack/DefinePlugin __A__=x,y\nwebpack/DefinePlugin __B__="b"');
    expect(definedValues(b)).toBe(definedValues(a));
    expect(definedValues(undefined)).toBe('');
  });
});
