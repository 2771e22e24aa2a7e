/** What content/plugins/real-content-hash-plugin.md says: hashes of final contents, and the updateHash hook. */
import path from 'node:path';
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { buildProject } from '../../support/project';

const PROJECT = path.join(ROOT, 'examples', 'plugins', 'limit-chunk-count-plugin');

const hashedNames = async (config: webpack.Configuration): Promise<string[]> =>
  [
    ...(
      await buildProject(PROJECT, {
        plugins: [],
        output: { filename: '[name].[contenthash].js', chunkFilename: '[name].[contenthash].js' },
        ...config,
      })
    ).assets.keys(),
  ].sort();

describe('RealContentHashPlugin', { timeout: 120_000 }, () => {
  it('the hash in the file name is the hash of the final content, with the old length', async () => {
    const { assets, out } = await buildProject(PROJECT, {
      plugins: [],
      output: { filename: '[name].[contenthash].js', chunkFilename: '[id].[contenthash].js' },
    });
    const { readFileSync } = await import('node:fs');
    for (const name of assets.keys()) {
      const [, hash] = /\.([0-9a-f]+)\.js$/.exec(name) ?? [];
      const digest = webpack.util
        .createHash('md4')
        .update(readFileSync(path.join(out, name)))
        .digest('hex');
      expect(hash).toHaveLength(20);
      expect(digest.slice(0, 20)).toBe(hash);
    }
  });

  it('updateHash can supply the new hash', async () => {
    class FixedHashPlugin {
      apply(compiler: webpack.Compiler): void {
        compiler.hooks.compilation.tap('FixedHashPlugin', (compilation) => {
          webpack.optimize.RealContentHashPlugin.getCompilationHooks(compilation).updateHash.tap(
            'FixedHashPlugin',
            (contents, oldHash) => {
              expect(contents.every((content) => Buffer.isBuffer(content))).toBe(true);
              return 'f'.repeat(oldHash.length);
            },
          );
        });
      }
    }
    const names = await hashedNames({ plugins: [new FixedHashPlugin()] });
    expect(names.every((name) => name.includes('ffffffffffffffffffff'))).toBe(true);
    const off = await hashedNames({ optimization: { realContentHash: false }, plugins: [new FixedHashPlugin()] });
    expect(off.some((name) => name.includes('ffffffffffffffffffff'))).toBe(false);
  });
});
