/**
 * content/loaders/val-loader.md: the example project prints what the page says, bundles the
 * result and not the executed code, records the dependencies it returns and picks up a new
 * locale; the rules about exports, errors and executableFile hold.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { build, projectConfig, tempDir } from '../../support/project';
import { readPage } from '../../support/content';

const PAGE = path.join(ROOT, 'content', 'loaders', 'val-loader.md');
const EXAMPLE = path.join(ROOT, 'examples', 'loaders', 'val-loader');
const text = readPage(PAGE).replace(/\s+/g, ' ');

async function buildIn(dir: string, config: webpack.Configuration) {
  const out = tempDir('val-loader-out');
  const stats = await build({ context: dir, ...config, output: { ...config.output, path: out } });
  const json = stats.toJson({ all: false, errors: true, warnings: true });
  const errors = (json.errors ?? []).map((error) => error.message);
  return {
    out,
    stats,
    errors,
    run: (...args: string[]) =>
      execFileSync(process.execPath, [path.join(out, 'main.js'), ...args], { encoding: 'utf8' }),
  };
}

function copy(name: string): string {
  const dir = tempDir(`val-loader-${name}`);
  cpSync(EXAMPLE, dir, { recursive: true });
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

describe('the example project', () => {
  const built = buildIn(EXAMPLE, projectConfig(EXAMPLE));

  it('prints the messages the page shows', async () => {
    const { errors, stats, run } = await built;
    expect(errors).toEqual([]);
    expect(stats.hasWarnings()).toBe(false);
    expect(run('fr')).toBe('en, fr | Bonjour\n');
    expect(run()).toBe('en, fr | Hello\n');
    expect(text).toContain('`node dist/main.js fr` prints `en, fr | Bonjour`');
    expect(text).toContain('`node dist/main.js` prints `en, fr | Hello`');
  });

  it('bundles the result, not the code of locales.js', async () => {
    const { out } = await built;
    const bundle = readFileSync(path.join(out, 'main.js'), 'utf8');
    expect(bundle).toContain('Bonjour');
    expect(bundle).not.toContain('readdirSync');
    expect(bundle).not.toMatch(/require\("(node:)?fs"\)/);
  });

  it('records the files and the folder that locales.js returns as dependencies', async () => {
    const { stats } = await built;
    const locales = path.join(EXAMPLE, 'src', 'locales');
    expect([...stats.compilation.fileDependencies]).toContain(path.join(locales, 'fr.json'));
    expect([...stats.compilation.contextDependencies]).toContain(locales);
  });

  it('lists a locale added to the folder', async () => {
    const dir = copy('added');
    writeFileSync(path.join(dir, 'src', 'locales', 'de.json'), '{ "greeting": "Hallo" }\n');
    const { run } = await buildIn(dir, projectConfig(dir));
    expect(run('de')).toBe('de, en, fr | Hallo\n');
  });
});

describe('the executed module', () => {
  const config = (rule: webpack.RuleSetUseItem, entry = './src/index.js'): webpack.Configuration => ({
    mode: 'production',
    target: 'node',
    entry,
    module: { rules: [{ test: /value\.js$/, use: [rule] }] },
  });
  function project(name: string, value: string): string {
    const dir = tempDir(`val-loader-${name}`);
    mkdirSync(path.join(dir, 'src'));
    writeFileSync(path.join(dir, 'src', 'index.js'), "import value from './value.js';\nconsole.log(value);\n");
    writeFileSync(path.join(dir, 'src', 'value.js'), value);
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
    return dir;
  }

  it('receives the options, the loader context and the content', async () => {
    const source =
      "exports.default = (options, context, content) => ({ code: 'export default ' + JSON.stringify([options.x, context.mode, content.length]) });\n";
    const dir = project('arguments', source);
    const { errors, run } = await buildIn(dir, config({ loader: 'val-loader', options: { x: 1 } }));
    expect(errors).toEqual([]);
    expect(run()).toBe(`[ 1, 'production', ${source.length} ]\n`);
  });

  it('may be a default export', async () => {
    const dir = project('esm', "export default () => ({ code: 'export default 1' });\n");
    const { errors, run } = await buildIn(dir, config('val-loader'));
    expect(errors).toEqual([]);
    expect(run()).toBe('1\n');
  });

  it('fails when the result has no code', async () => {
    const dir = project('no-code', 'module.exports = () => ({});\n');
    const { errors } = await buildIn(dir, config('val-loader'));
    expect(errors.join('\n')).toContain('is not an object with a "code" property');
  });

  it('executableFile runs another file, which gets the matched file as content', async () => {
    const dir = project('executable', 'a,b\n1,2\n3,4\n');
    mkdirSync(path.join(dir, 'build'));
    const block = readPage(PAGE).split('```js title="build/csv-to-module.js"\n')[1]?.split('\n```')[0] ?? '';
    writeFileSync(path.join(dir, 'build', 'csv-to-module.js'), block);
    const { errors, run } = await buildIn(
      dir,
      config({ loader: 'val-loader', options: { executableFile: path.join(dir, 'build', 'csv-to-module.js') } }),
    );
    expect(errors).toEqual([]);
    expect(run()).toBe("[ { a: '1', b: '2' }, { a: '3', b: '4' } ]\n");
  });
});
