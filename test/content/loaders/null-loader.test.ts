/**
 * content/loaders/null-loader.md: a module matched by null-loader runs nothing and exports an
 * empty object, a named import is undefined without a build error, options are ignored, and
 * resolve.alias with false gives the same result.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { build, tempDir } from '../../support/project';

const files = {
  'src/polyfills.js': "console.log('polyfills ran');\nexport function install() {}\nexport default 1;\n",
  'src/server.js': `import './polyfills.js';
import * as all from './polyfills.js';
import { install } from './polyfills.js';
const required = require('./polyfills.js');
console.log(JSON.stringify({ keys: Object.keys(all), install: typeof install, required }));
`,
};

async function run(name: string, config: (dir: string) => webpack.Configuration): Promise<string> {
  const dir = tempDir(`null-loader-${name}`);
  mkdirSync(path.join(dir, 'src'));
  for (const [file, content] of Object.entries(files)) writeFileSync(path.join(dir, file), content);
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  const out = tempDir(`null-loader-${name}-out`);
  const stats = await build({ context: dir, mode: 'production', target: 'node', entry: './src/server.js', output: { path: out }, ...config(dir) });
  expect(stats.hasErrors() || stats.hasWarnings(), stats.toString('errors-warnings')).toBe(false);
  return execFileSync(process.execPath, [path.join(out, 'main.js')], { encoding: 'utf8' });
}

const EMPTY = '{"keys":[],"install":"undefined","required":{}}\n';

describe('null-loader', () => {
  it('gives an empty module that runs nothing, without errors or warnings', async () => {
    expect(await run('plain', (dir) => ({ module: { rules: [{ test: path.join(dir, 'src', 'polyfills.js'), use: 'null-loader' }] } }))).toBe(EMPTY);
  });

  it('ignores options', async () => {
    expect(await run('options', (dir) => ({ module: { rules: [{ test: path.join(dir, 'src', 'polyfills.js'), use: [{ loader: 'null-loader', options: { anything: 1 } }] }] } }))).toBe(EMPTY);
  });

  it('gives the same as resolve.alias with false', async () => {
    expect(await run('alias', (dir) => ({ resolve: { alias: { [path.join(dir, 'src', 'polyfills.js')]: false } } }))).toBe(EMPTY);
  });

  it('runs the module without either', async () => {
    expect(await run('none', () => ({}))).toContain('polyfills ran');
  });
});
