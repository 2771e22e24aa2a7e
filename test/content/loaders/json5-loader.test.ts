/**
 * content/loaders/json5-loader.md: the loader and webpack's JSON type with json5.parse both give
 * the value the page shows; without a rule the build fails; esModule false gives a CommonJS
 * module; a parse error and the .json case behave as the page says (json5-loader 4.0.1).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import json5 from 'json5';
import type webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { codeBlocks } from '../../support/code-blocks';
import { buildForNode, tempDir } from '../../support/project';
import { readPage } from '../../support/content';

const PAGE = path.join(ROOT, 'content', 'loaders', 'json5-loader.md');
const text = readPage(PAGE).replace(/\s+/g, ' ');
const settings = codeBlocks(PAGE).find((block) => block.code.startsWith('// Comments are allowed.'))?.code ?? '';
const VALUE = '{"name":"Example","retries":3,"hosts":["a.example.com","b.example.com"]}';

function project(files: Record<string, string>): string {
  const dir = tempDir('json5-loader-src');
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

/** Builds `entry` of `dir` for Node.js in production mode with `rules`. */
const buildJson5 = (dir: string, rules: webpack.RuleSetRule[], entry = './src/index.js') =>
  buildForNode(dir, { mode: 'production', entry, module: { rules } });

const dir = project({
  'src/settings.json5': `${settings}\n`,
  'src/index.js': "import settings from './settings.json5';\nconsole.log(JSON.stringify(settings));\n",
});

describe('json5-loader 4.0.1', () => {
  it('exports the value the page shows', async () => {
    expect(settings).not.toBe('');
    const { stats, stdout } = await buildJson5(dir, [{ test: /\.json5$/i, loader: 'json5-loader' }]);
    expect(stats.hasErrors(), stats.toString('errors-only')).toBe(false);
    expect(stdout()).toBe(`${VALUE}\n`);
    expect(text).toContain(`\`${VALUE}\``);
  });

  it('fails with Module parse failed without a rule', async () => {
    const { stats } = await buildJson5(dir, []);
    expect(stats.toString('errors-only')).toContain('Module parse failed');
  });

  it("gives the same value with type 'json' and json5.parse, with named exports", async () => {
    const named = project({
      'src/settings.json5': `${settings}\n`,
      'src/index.js':
        "import settings, { retries } from './settings.json5';\nconsole.log(JSON.stringify(settings), retries);\n",
    });
    const { stats, stdout } = await buildJson5(named, [
      { test: /\.json5$/i, type: 'json', parser: { parse: json5.parse } },
    ]);
    expect(stats.hasErrors(), stats.toString('errors-only')).toBe(false);
    expect(stdout()).toBe(`${VALUE} 3\n`);
  });

  it('writes module.exports with esModule false', async () => {
    const cjs = project({
      'src/settings.json5': `${settings}\n`,
      'src/index.js': "const settings = require('./settings.json5');\nconsole.log(settings.retries);\n",
    });
    expect(
      (await buildJson5(cjs, [{ test: /\.json5$/i, loader: 'json5-loader', options: { esModule: false } }])).stdout(),
    ).toBe('3\n');
    expect((await buildJson5(cjs, [{ test: /\.json5$/i, loader: 'json5-loader' }])).stdout()).toBe('undefined\n');
  });

  it("reports the parser's error for invalid JSON5", async () => {
    const bad = project({
      'src/settings.json5': '{\n  x\n}\n',
      'src/index.js': "import settings from './settings.json5';\nconsole.log(settings);\n",
    });
    const { stats } = await buildJson5(bad, [{ test: /\.json5$/i, loader: 'json5-loader' }]);
    expect(stats.toString('errors-only')).toContain("JSON5: invalid character '}' at 3:1");
    expect(text).toContain("`JSON5: invalid character '}' at 3:1`");
  });

  it("needs type 'javascript/auto' on .json files", async () => {
    const json = project({
      'src/data.json': '{ "a": 1 }\n',
      'src/index.js': "import data from './data.json';\nconsole.log(data.a);\n",
    });
    const { stats } = await buildJson5(json, [{ test: /\.json$/i, loader: 'json5-loader' }]);
    expect(stats.hasErrors()).toBe(true);
    const fixed = await buildJson5(json, [{ test: /\.json$/i, loader: 'json5-loader', type: 'javascript/auto' }]);
    expect(fixed.stdout()).toBe('1\n');
  });
});
