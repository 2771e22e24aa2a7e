/**
 * content/plugins/library-template-plugin.md: the plugin writes output.library and builds the
 * same bundle as the option, and the export prints the deprecation warning the page quotes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { codeBlocks, blockWith } from '../../support/code-blocks';
import { build, tempDir } from '../../support/project';

const blocks = codeBlocks(path.join(ROOT, 'content', 'plugins', 'library-template-plugin.md'));
const require = createRequire(path.join(ROOT, 'package.json'));

describe('LibraryTemplatePlugin', () => {
  it('builds what output.library builds', async () => {
    const dir = tempDir('library-template-plugin');
    writeFileSync(path.join(dir, 'index.js'), 'export const answer = 42;');
    const LibraryTemplatePlugin =
      require('webpack/lib/library/LibraryTemplatePlugin') as typeof webpack.LibraryTemplatePlugin;
    await build({
      mode: 'production',
      context: dir,
      entry: './index.js',
      output: { path: path.join(dir, 'a') },
      plugins: [new LibraryTemplatePlugin('MyLib', 'umd', false, '', undefined as never)],
    });
    await build({
      mode: 'production',
      context: dir,
      entry: './index.js',
      output: { path: path.join(dir, 'b'), library: { name: 'MyLib', type: 'umd' } },
    });
    expect(readFileSync(path.join(dir, 'a', 'main.js'), 'utf8')).toBe(
      readFileSync(path.join(dir, 'b', 'main.js'), 'utf8'),
    );
  });

  it('prints the deprecation warning the page quotes when the export is read', () => {
    const script = `process.on('warning', (w) => console.log('[' + w.code + '] ' + w.name + ': ' + w.message)); require(${JSON.stringify(require.resolve('webpack'))}).LibraryTemplatePlugin;`;
    const { execFileSync } = require('node:child_process') as typeof import('node:child_process');
    const printed = execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' });
    expect(printed.trim()).toBe(blockWith(blocks, 'DEP_WEBPACK_LIBRARY_TEMPLATE_PLUGIN'));
  });
});
