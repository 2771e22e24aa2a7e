/** What content/plugins/merge-duplicate-chunks-plugin.md says about duplicate chunks and the stage option. */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { build, tempDir } from '../../support/project';
import { readPage } from '../../support/content';

const PAGE = path.join(ROOT, 'content', 'plugins', 'merge-duplicate-chunks-plugin.md');

/** Two lazy modules that each load the same module with an import() of their own: two chunks with the same module. */
async function lazyChunks(config: webpack.Configuration): Promise<number> {
  const dir = tempDir('merge-duplicate');
  mkdirSync(path.join(dir, 'src'));
  writeFileSync(path.join(dir, 'package.json'), '{ "private": true }\n');
  writeFileSync(path.join(dir, 'src', 'index.js'), "import('./x.js');\nimport('./y.js');\n");
  writeFileSync(path.join(dir, 'src', 'x.js'), "export const load = () => import('./page.js');\n");
  writeFileSync(path.join(dir, 'src', 'y.js'), "export const load = () => import('./page.js');\n");
  writeFileSync(path.join(dir, 'src', 'page.js'), "export const page = 'page';\n");
  const stats = await build({
    mode: 'production',
    context: dir,
    entry: './src/index.js',
    output: { path: tempDir('merge-duplicate-out') },
    ...config,
  });
  expect(stats.hasErrors()).toBe(false);
  return [...stats.compilation.chunks].length;
}

describe('MergeDuplicateChunksPlugin', { timeout: 120_000 }, () => {
  it('is the default; switching the option off keeps duplicates, adding the plugin merges them again', async () => {
    const kept = await lazyChunks({ optimization: { mergeDuplicateChunks: false } });
    expect(kept).toBe(5);
    expect(await lazyChunks({})).toBe(4);
    expect(
      await lazyChunks({
        optimization: { mergeDuplicateChunks: false },
        plugins: [new webpack.optimize.MergeDuplicateChunksPlugin({ stage: 20 })],
      }),
    ).toBe(4);
  });

  it('rejects options that do not match the schema with the message the page quotes', () => {
    const message =
      'Invalid options object. Merge Duplicate Chunks Plugin has been initialized using an options object that does not match the API schema.';
    expect(readPage(PAGE).replace(/\s+/g, ' ')).toContain(message);
    expect(() =>
      webpack({
        entry: {},
        plugins: [new webpack.optimize.MergeDuplicateChunksPlugin({ stage: 'late' } as unknown as { stage: number })],
      }),
    ).toThrow(message);
  });
});
