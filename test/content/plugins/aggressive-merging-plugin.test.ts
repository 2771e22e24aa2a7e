/** What content/plugins/aggressive-merging-plugin.md says about merging lazy chunks. */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { build, tempDir } from '../../support/project';

/** Two lazy chunks that share a large module and each add a small one. */
async function lazyChunks(plugins: webpack.WebpackPluginInstance[]): Promise<number> {
  const dir = tempDir('aggressive-merging');
  mkdirSync(path.join(dir, 'src'));
  writeFileSync(path.join(dir, 'package.json'), '{ "private": true }\n');
  writeFileSync(path.join(dir, 'src', 'index.js'), "import('./a.js');\nimport('./b.js');\n");
  writeFileSync(
    path.join(dir, 'src', 'shared.js'),
    `export const table = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `row ${i}`))};\n`,
  );
  writeFileSync(path.join(dir, 'src', 'a.js'), "import { table } from './shared.js';\nexport const a = table[1];\n");
  writeFileSync(path.join(dir, 'src', 'b.js'), "import { table } from './shared.js';\nexport const b = table[2];\n");
  const stats = await build({
    mode: 'production',
    context: dir,
    entry: './src/index.js',
    output: { path: tempDir('aggressive-merging-out') },
    optimization: { splitChunks: false },
    plugins,
  });
  expect(stats.hasErrors()).toBe(false);
  return [...stats.compilation.chunks].filter((chunk) => !chunk.canBeInitial()).length;
}

describe('AggressiveMergingPlugin', { timeout: 120_000 }, () => {
  it('merges two lazy chunks that share most of their modules, unless minSizeReduce asks for more', async () => {
    expect(await lazyChunks([])).toBe(2);
    expect(await lazyChunks([new webpack.optimize.AggressiveMergingPlugin()])).toBe(1);
    expect(await lazyChunks([new webpack.optimize.AggressiveMergingPlugin({ minSizeReduce: 2.5 })])).toBe(2);
  });

  it('throws the message the page quotes for an argument that is not an object', () => {
    expect(() => new webpack.optimize.AggressiveMergingPlugin(5 as unknown as object)).toThrow(
      'Argument should be an options object. To use defaults, pass in nothing.',
    );
  });
});
