/** What content/plugins/enable-chunk-loading-plugin.md says about enabled chunk loading types. */
import path from 'node:path';
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { codeBlocks } from '../../support/code-blocks';
import { build, tempDir } from '../../support/project';

const PAGE = path.join(ROOT, 'content', 'plugins', 'enable-chunk-loading-plugin.md');
const PROJECT = path.join(ROOT, 'examples', 'plugins', 'limit-chunk-count-plugin');
const { EnableChunkLoadingPlugin } = webpack.javascript;

const entry = (): webpack.EntryObject => ({ main: { import: './src/index.js', chunkLoading: 'import' } });

describe('EnableChunkLoadingPlugin', { timeout: 120_000 }, () => {
  it('an entry function that asks for a type that is not enabled fails with the message the page shows', async () => {
    const shown =
      codeBlocks(PAGE).find((block) => block.lang === 'text' && block.code.startsWith('Chunk loading type'))?.code ??
      '';
    const stats = await build({
      mode: 'production',
      context: PROJECT,
      entry,
      output: { path: tempDir('chunk-loading-missing') },
    }).catch((error: Error) => error);
    const message =
      stats instanceof Error
        ? stats.message
        : (stats.toJson({ all: false, errors: true }).errors ?? []).map((error) => error.message).join('\n');
    expect(message).toContain(shown);
  });

  it('with the type in output.enabledChunkLoadingTypes, the build succeeds', async () => {
    const stats = await build({
      mode: 'production',
      context: PROJECT,
      entry,
      output: {
        path: tempDir('chunk-loading-enabled'),
        enabledChunkLoadingTypes: ['jsonp', 'import-scripts', 'import'],
      },
    });
    expect(stats.hasErrors()).toBe(false);
  });

  it('setEnabled, checkEnabled, and unsupported types', () => {
    const compiler = webpack({ entry: {} });
    expect(() => EnableChunkLoadingPlugin.checkEnabled(compiler, 'custom')).toThrow(
      'Chunk loading type "custom" is not enabled.',
    );
    EnableChunkLoadingPlugin.setEnabled(compiler, 'custom');
    expect(() => EnableChunkLoadingPlugin.checkEnabled(compiler, 'custom')).not.toThrow();
    expect(() => new EnableChunkLoadingPlugin('other').apply(compiler)).toThrow(
      'Unsupported chunk loading type other.',
    );
  });
});
