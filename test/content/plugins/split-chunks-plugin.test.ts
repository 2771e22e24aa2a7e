/** What content/plugins/split-chunks-plugin.md says about the class and its example project. */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { codeBlocks } from '../../support/code-blocks';
import { expectPrinted, runCli } from '../../support/cli';
import { buildProject, copyProject } from '../../support/project';

const PAGE = path.join(ROOT, 'content', 'plugins', 'split-chunks-plugin.md');
const DIR = path.join(ROOT, 'examples', 'plugins', 'split-chunks-plugin');
const blocks = codeBlocks(PAGE);
const textBlocks = blocks.filter((block) => block.lang === 'text').map((block) => block.code);
const { SplitChunksPlugin } = webpack.optimize;

const assetsOf = async (overrides: webpack.Configuration): Promise<string[]> => {
  const { assets, errors } = await buildProject(DIR, overrides);
  expect(errors).toEqual([]);
  return [...assets.keys()].sort();
};

/** The configuration block of the page that uses the option instead of the class. */
function optionForm(): webpack.Configuration {
  const block = blocks.find(
    (item) => item.title === 'webpack.config.js' && item.code.includes('defaultVendors: false'),
  );
  expect(block).toBeDefined();
  const module = { exports: {} as webpack.Configuration };
  new Function('module', block?.code ?? '')(module);
  return module.exports;
}

describe('SplitChunksPlugin', { timeout: 120_000 }, () => {
  it('npm run build prints what the page shows, and both entry points run', () => {
    const copy = copyProject(DIR, 'split-chunks-cli');
    const { status, printed } = runCli(copy, []);
    expect(status, printed).toBe(0);
    const shown = textBlocks.find((code) => code.startsWith('asset home.js'));
    expect(shown).toBeDefined();
    expectPrinted(printed, shown ?? '');
    expect(execFileSync(process.execPath, [path.join(copy, 'dist', 'home.js')], { encoding: 'utf8' })).toBe(
      '== Home ==\nWelcome to the shop.\n-- shop.example --\n',
    );
    expect(execFileSync(process.execPath, [path.join(copy, 'dist', 'about.js')], { encoding: 'utf8' })).toBe(
      '== About ==\nWe sell things.\n-- shop.example --\n',
    );
  });

  it('splits nothing without cacheGroups, or with the default request limit, unless the group enforces', async () => {
    expect(await assetsOf({ plugins: [new SplitChunksPlugin()] })).toEqual(['about.js', 'home.js']);
    expect(await assetsOf({ plugins: [new SplitChunksPlugin({ maxInitialRequests: 30 })] })).toEqual([
      'about.js',
      'home.js',
    ]);
    expect(
      await assetsOf({
        plugins: [new SplitChunksPlugin({ cacheGroups: { shared: { name: 'shared', minChunks: 2 } } })],
      }),
    ).toEqual(['about.js', 'home.js']);
    expect(
      await assetsOf({
        plugins: [new SplitChunksPlugin({ cacheGroups: { shared: { name: 'shared', minChunks: 2, enforce: true } } })],
      }),
    ).toEqual(['about.js', 'home.js', 'shared.js']);
  });

  it('the option form of the page gives the same files; with webpack defaults alone, nothing is split', async () => {
    const config = optionForm();
    expect(await assetsOf({ plugins: [], optimization: config.optimization })).toEqual([
      'about.js',
      'home.js',
      'shared.js',
    ]);
    expect(await assetsOf({ plugins: [], optimization: {} })).toEqual(['about.js', 'home.js']);
  });

  it('ignores unknown keys, and stops on an invalid dedupDepth with the message the page quotes', async () => {
    expect(
      await assetsOf({
        plugins: [
          new SplitChunksPlugin({ maxInitialRequests: 30, cacheGroup: {} } as ConstructorParameters<
            typeof SplitChunksPlugin
          >[0]),
        ],
      }),
    ).toEqual(['about.js', 'home.js']);
    expect(() => new SplitChunksPlugin({ dedupDepth: -1 })).toThrow(
      '"optimization.splitChunks.dedupDepth" must be an integer between 0 and 4294967295.',
    );
  });
});
