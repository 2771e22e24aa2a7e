/**
 * content/plugins/platform-plugin.md: with target: false, PlatformPlugin({ node: true }) turns
 * import.meta.env.SSR from false into true, and target: false without a chunk format stops with
 * the error the page quotes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { build, tempDir } from '../../support/project';
import { readPage } from '../../support/content';

const text = readPage(path.join(ROOT, 'content', 'plugins', 'platform-plugin.md')).replace(/\s+/g, ' ');

async function bundle(plugins: webpack.WebpackPluginInstance[]): Promise<string> {
  const dir = tempDir('platform-plugin');
  writeFileSync(path.join(dir, 'index.js'), 'console.log(import.meta.env.SSR);');
  await build({
    mode: 'production',
    target: false,
    context: dir,
    entry: './index.js',
    output: { path: path.join(dir, 'dist'), chunkFormat: 'commonjs', chunkLoading: 'require' },
    plugins,
  });
  return readFileSync(path.join(dir, 'dist', 'main.js'), 'utf8');
}

describe('PlatformPlugin', () => {
  it('turns import.meta.env.SSR from false into true with node: true', async () => {
    expect(await bundle([])).toBe('console.log(!1);');
    expect(await bundle([new webpack.config.PlatformPlugin({ node: true })])).toBe('console.log(!0);');
    expect(webpack.PlatformPlugin).toBe(webpack.config.PlatformPlugin);
  });

  it('needs a chunk format with target: false', async () => {
    const dir = tempDir('platform-plugin-no-format');
    writeFileSync(path.join(dir, 'index.js'), '');
    await expect(
      build({
        mode: 'production',
        target: false,
        context: dir,
        entry: './index.js',
        output: { path: path.join(dir, 'dist') },
      }),
    ).rejects.toThrow("Chunk format can't be selected by default when no target is specified");
    expect(text).toContain("`Chunk format can't be selected by default when no target is specified`");
  });
});
