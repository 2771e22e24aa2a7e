/**
 * content/plugins/provide-plugin.md: the example project of examples/plugins/provide-plugin/
 * prints what the page shows, and the rules about what counts as a use, arrays and requests hold.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { codeBlocks, blockWith } from '../../support/code-blocks';
import { build, projectConfig, tempDir } from '../../support/project';

const PAGE = path.join(ROOT, 'content', 'plugins', 'provide-plugin.md');
const EXAMPLE = path.join(ROOT, 'examples', 'plugins', 'provide-plugin');
const blocks = codeBlocks(PAGE);

describe('the example project', () => {
  it('bundles every module and prints what the page shows', async () => {
    const out = tempDir('provide-plugin-example');
    const stats = await build({ context: EXAMPLE, ...projectConfig(EXAMPLE), output: { path: out } });
    expect(stats.hasErrors() || stats.hasWarnings(), stats.toString('errors-warnings')).toBe(false);
    const names = (stats.toJson({ all: false, modules: true }).modules ?? []).flatMap((m) => [
      m.name,
      ...(m.modules ?? []).map((inner) => inner.name),
    ]);
    for (const file of ['index', 'legacy-receipt', 'money', 'dates', 'settings'])
      expect(names.join('\n')).toContain(`./src/${file}.js`);
    const printed = execFileSync(process.execPath, [path.join(out, 'main.js')], { encoding: 'utf8' });
    expect(printed).toBe(`${blockWith(blocks, '$19.99 USD')}\n`);
  });
});

/** Builds `files` (relative paths) with ProvidePlugin(definitions); returns what main.js prints. */
async function printProvided(
  name: string,
  files: Record<string, string>,
  definitions: Record<string, string | string[]>,
): Promise<string> {
  const dir = tempDir(`provide-plugin-${name}`);
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  const stats = await build({
    mode: 'production',
    target: 'node',
    context: dir,
    entry: './index.js',
    output: { path: path.join(dir, 'dist') },
    plugins: [new webpack.ProvidePlugin(definitions)],
  });
  expect(stats.hasErrors(), stats.toString('errors-warnings')).toBe(false);
  return execFileSync(process.execPath, [path.join(dir, 'dist', 'main.js')], { encoding: 'utf8' });
}

describe('what counts as a use', () => {
  it('provides free identifiers and leaves declared names and properties alone', async () => {
    const dir = tempDir('provide-plugin-uses-absolute');
    writeFileSync(path.join(dir, 'lib.js'), 'module.exports = { name: "provided" };');
    writeFileSync(
      path.join(dir, 'index.js'),
      'const obj = { Lib: "property" }; function f(Lib) { return Lib; } { const Lib = "local"; console.log(Lib); } console.log(Lib.name, typeof Lib, obj.Lib, f("parameter"), typeof globalThis.Lib);',
    );
    const stats = await build({
      mode: 'production',
      target: 'node',
      context: dir,
      entry: './index.js',
      output: { path: path.join(dir, 'dist') },
      plugins: [new webpack.ProvidePlugin({ Lib: path.join(dir, 'lib.js') })],
    });
    expect(stats.hasErrors()).toBe(false);
    expect(execFileSync(process.execPath, [path.join(dir, 'dist', 'main.js')], { encoding: 'utf8' })).toBe(
      'local\nprovided object property parameter undefined\n',
    );
  });

  it('replaces only the member expression of a dotted key', async () => {
    const printed = await printProvided(
      'dotted',
      {
        'node_modules/settings/index.js': 'module.exports = { currency: "USD" };',
        'index.js': 'console.log(App.settings.currency, typeof App);',
      },
      { 'App.settings': 'settings' },
    );
    expect(printed).toBe('USD undefined\n');
  });
});

describe('requests', () => {
  it('take a property path from an array, including default', async () => {
    const printed = await printProvided(
      'arrays',
      {
        'node_modules/utils/index.js': 'module.exports = { strings: { pad: (s) => `[${s}]` } };',
        'node_modules/esm/index.mjs':
          'export default function hello() { return "default export"; } export const other = 1;',
        'node_modules/esm/package.json': '{ "name": "esm", "main": "index.mjs" }',
        'index.js': 'console.log(pad("x"), hello());',
      },
      { pad: ['utils', 'strings', 'pad'], hello: ['esm', 'default'] },
    );
    expect(printed).toBe('[x] default export\n');
  });

  it('resolve a relative request from the folder of each module that uses the name', async () => {
    const printed = await printProvided(
      'relative',
      {
        'helper.js': 'module.exports = "top";',
        'sub/helper.js': 'module.exports = "sub";',
        'sub/use.js': 'module.exports = helper;',
        'index.js': 'console.log(helper, require("./sub/use.js"));',
      },
      { helper: './helper.js' },
    );
    expect(printed).toBe('top sub\n');
  });
});
