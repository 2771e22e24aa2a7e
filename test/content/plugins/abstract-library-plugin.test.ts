/** What content/plugins/abstract-library-plugin.md says about its example library type. */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { codeBlocks } from '../../support/code-blocks';
import { runCli } from '../../support/cli';
import { buildProject, copyProject } from '../../support/project';
import { readPage } from '../../support/content';

const PAGE = path.join(ROOT, 'content', 'plugins', 'abstract-library-plugin.md');
const DIR = path.join(ROOT, 'examples', 'plugins', 'abstract-library-plugin');
const pageText = readPage(PAGE).replace(/\s+/g, ' ');

/** Loads a built file in a fresh Node.js process and evaluates `expression` there. */
const evaluate = (file: string, expression: string): string =>
  execFileSync(
    process.execPath,
    ['-e', `require(${JSON.stringify(file)}); console.log(JSON.stringify(${expression}))`],
    { encoding: 'utf8' },
  ).trim();

describe('AbstractLibraryPlugin', { timeout: 120_000 }, () => {
  it('npm run build makes a frozen prices object on globalThis, with its exports unmangled', () => {
    const copy = copyProject(DIR, 'abstract-library-cli');
    const { status, printed } = runCli(copy, []);
    expect(status, printed).toBe(0);
    const main = path.join(copy, 'dist', 'main.js');
    expect(pageText).toContain("`prices.format(3)` returns `'3.00 EUR'`, and `Object.isFrozen(prices)` is `true`");
    expect(evaluate(main, 'prices.format(3)')).toBe('"3.00 EUR"');
    expect(evaluate(main, 'Object.isFrozen(prices)')).toBe('true');
    expect(evaluate(main, 'Object.keys(prices).sort()')).toBe('["currency","format"]');
  });

  it('leaves entry points with another library type alone', async () => {
    const { out, errors } = await buildProject(DIR, { output: { library: { type: 'commonjs2' } } });
    expect(errors).toEqual([]);
    expect(readFileSync(path.join(out, 'main.js'), 'utf8')).not.toContain('Object.freeze');
  });

  it('without setEnabled the type is unsupported, and parseOptions errors carry COMMON_LIBRARY_NAME_MESSAGE', async () => {
    await expect(buildProject(DIR, { plugins: [] })).rejects.toThrow('Unsupported library type frozen-global.');
    const { errors } = await buildProject(DIR, { output: { library: { type: 'frozen-global' } } }).catch(
      (error: Error) => ({ errors: [error.message] }),
    );
    expect(errors.join('\n')).toContain(
      `The frozen-global library needs a string name. ${webpack.library.AbstractLibraryPlugin.COMMON_LIBRARY_NAME_MESSAGE}`,
    );
    const shown = codeBlocks(PAGE).find(
      (block) => block.lang === 'text' && block.code.startsWith('Common configuration'),
    )?.code;
    expect(shown).toBe(webpack.library.AbstractLibraryPlugin.COMMON_LIBRARY_NAME_MESSAGE);
  });

  it('the base parseOptions throws the message the page quotes', () => {
    const plugin = new webpack.library.AbstractLibraryPlugin({ pluginName: 'x', type: 'y' });
    expect(() => plugin.parseOptions({ type: 'y' })).toThrow(
      'Abstract method AbstractLibraryPlugin.parseOptions. Must be overridden.',
    );
    expect(pageText).toContain('`Abstract method AbstractLibraryPlugin.parseOptions. Must be overridden.`');
  });
});
