/** What content/plugins/enable-library-plugin.md says about enabled library types. */
import path from 'node:path';
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { codeBlocks } from '../../support/code-blocks';
import { build, tempDir } from '../../support/project';

const PAGE = path.join(ROOT, 'content', 'plugins', 'enable-library-plugin.md');
const PROJECT = path.join(ROOT, 'examples', 'plugins', 'limit-chunk-count-plugin');
const blocks = codeBlocks(PAGE);

const entry = (): webpack.EntryObject => ({
  main: { import: './src/home.js', library: { type: 'umd', name: 'MyLibrary' } },
});

describe('EnableLibraryPlugin', { timeout: 120_000 }, () => {
  it('a library type of an entry function fails with the message the page shows, and works once enabled', async () => {
    const shown =
      blocks.find((block) => block.lang === 'text' && block.code.startsWith('Library type "umd"'))?.code ?? '';
    expect(shown).not.toBe('');
    await expect(
      build({ mode: 'production', context: PROJECT, entry, output: { path: tempDir('library-missing') } }),
    ).rejects.toThrow(shown);
    const stats = await build({
      mode: 'production',
      context: PROJECT,
      entry,
      output: { path: tempDir('library-enabled'), enabledLibraryTypes: ['umd'] },
    });
    expect(stats.hasErrors()).toBe(false);
  });

  it('calls additionalApply once per type, and throws for unsupported types unless setEnabled was called', () => {
    const compiler = webpack({ entry: {} });
    let calls = 0;
    new webpack.library.EnableLibraryPlugin('system', { additionalApply: () => calls++ }).apply(compiler);
    new webpack.library.EnableLibraryPlugin('system', { additionalApply: () => calls++ }).apply(compiler);
    expect(calls).toBe(1);
    expect(() => new webpack.library.EnableLibraryPlugin('mine').apply(compiler)).toThrow(
      'Unsupported library type mine.',
    );
    webpack.library.EnableLibraryPlugin.setEnabled(compiler, 'mine2');
    expect(() => new webpack.library.EnableLibraryPlugin('mine2').apply(compiler)).not.toThrow();
    expect(() => webpack.library.EnableLibraryPlugin.checkEnabled(compiler, 'mine2')).not.toThrow();
  });
});
