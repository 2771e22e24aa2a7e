/**
 * content/loaders/raw-loader.md: raw-loader and the asset/source type give the same string; the
 * module raw-loader writes is the line the page shows; esModule decides what require() returns.
 */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { codeBlocks } from '../../support/code-blocks';
import { build, buildForNode, tempDir, writeProject } from '../../support/project';

const PAGE = path.join(ROOT, 'content', 'loaders', 'raw-loader.md');
const blocks = codeBlocks(PAGE);
const requireFromRoot = createRequire(path.join(ROOT, 'package.json'));

const files = {
  'src/notes.txt': 'line one\nline two\n',
  'src/index.js':
    "import text from './notes.txt';\nconst required = require('./notes.txt');\nconsole.log(JSON.stringify([text, required]));\n",
};

/** Builds the project for Node.js with `rule` for .txt files; what it prints, and its output folder. */
async function buildWithTextRule(
  name: string,
  rule: webpack.RuleSetRule,
  mode: 'production' | 'development' = 'production',
): Promise<{ printed: string; out: string }> {
  const built = await buildForNode(writeProject(name, files, { linkModules: true }), {
    mode,
    module: { rules: [{ test: /\.txt$/i, ...rule }] },
  });
  expect(built.stats.hasErrors() || built.stats.hasWarnings(), built.stats.toString('errors-warnings')).toBe(false);
  return { printed: built.stdout(), out: built.out };
}

describe('raw-loader and asset/source', () => {
  it('raw-loader gives the text to import, and an object with default to require()', async () => {
    const { printed } = await buildWithTextRule('raw', { use: 'raw-loader' });
    expect(JSON.parse(printed)).toEqual(['line one\nline two\n', { default: 'line one\nline two\n' }]);
  });

  it('esModule: false makes require() return the string', async () => {
    const { printed } = await buildWithTextRule('raw-cjs', {
      use: [{ loader: 'raw-loader', options: { esModule: false } }],
    });
    expect(JSON.parse(printed)).toEqual(['line one\nline two\n', 'line one\nline two\n']);
  });

  it('asset/source gives the string to import and require()', async () => {
    const { printed } = await buildWithTextRule('asset-source', { type: 'asset/source' });
    expect(JSON.parse(printed)).toEqual(['line one\nline two\n', 'line one\nline two\n']);
  });

  it('returns the one line the page shows', () => {
    const loader = requireFromRoot('raw-loader') as (this: { query: object }, source: string) => string;
    const shown = blocks.find((block) => block.lang === 'js' && !block.title)?.code;
    expect(loader.call({ query: {} }, files['src/notes.txt'])).toBe(shown);
  });

  it('escapes U+2028 and U+2029', async () => {
    const dir = writeProject('separators', { 'src/a.txt': 'a\u2028b\u2029c' }, { linkModules: true });
    const out = tempDir('raw-loader-separators-out');
    await build({
      context: dir,
      mode: 'development',
      devtool: false,
      entry: './src/a.txt',
      output: { path: out },
      module: { rules: [{ test: /\.txt$/i, use: 'raw-loader' }] },
    });
    expect(readFileSync(path.join(out, 'main.js'), 'utf8')).toContain('"a\\u2028b\\u2029c"');
  });
});
