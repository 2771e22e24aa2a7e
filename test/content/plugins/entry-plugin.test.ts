/**
 * content/plugins/entry-plugin.md, entry-option-plugin.md and dynamic-entry-plugin.md: the entry
 * plugins add entries as the pages say, SingleEntryPlugin is the same class, and the hook of
 * EntryOptionPlugin sees each entry.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { build, tempDir } from '../../support/project';
import { readPage } from '../../support/content';

function project(name: string): string {
  const dir = tempDir(`entry-plugin-${name}`);
  mkdirSync(path.join(dir, 'src', 'pages'), { recursive: true });
  for (const file of ['index', 'extra', 'admin'])
    writeFileSync(path.join(dir, 'src', `${file}.js`), `console.log(${JSON.stringify(file)});`);
  for (const file of ['a', 'b'])
    writeFileSync(path.join(dir, 'src', 'pages', `${file}.js`), `console.log(${JSON.stringify(file)});`);
  return dir;
}

async function outputs(dir: string, config: webpack.Configuration): Promise<Record<string, string>> {
  const out = path.join(dir, 'dist');
  const stats = await build({ mode: 'production', target: 'node', context: dir, output: { path: out }, ...config });
  expect(stats.hasErrors(), stats.toString('errors-warnings')).toBe(false);
  return Object.fromEntries(
    readdirSync(out).map((file) => [
      file,
      execFileSync(process.execPath, [path.join(out, file)], { encoding: 'utf8' }).trim(),
    ]),
  );
}

describe('EntryPlugin', () => {
  it('adds an entry next to the entry option', async () => {
    const dir = project('extra');
    expect(
      await outputs(dir, {
        entry: './src/index.js',
        plugins: [new webpack.EntryPlugin(dir, './src/extra.js', { name: 'extra' })],
      }),
    ).toEqual({ 'main.js': 'index', 'extra.js': 'extra' });
  });

  it('numbers an entry without a name, merges entries of one name, and keeps the default ./src entry', async () => {
    const dir = project('names');
    const files = await outputs(dir, {
      entry: {},
      plugins: [
        new webpack.EntryPlugin(dir, './src/extra.js'),
        new webpack.EntryPlugin(dir, './src/admin.js', { name: 'both' }),
        new webpack.EntryPlugin(dir, './src/index.js', { name: 'both' }),
      ],
    });
    expect(files['both.js']).toBe('admin\nindex');
    expect(Object.keys(files).filter((file) => /^\d+\.js$/.test(file))).toHaveLength(1);
    const withDefault = await outputs(project('default'), {
      plugins: [new webpack.EntryPlugin(dir, './src/extra.js', { name: 'extra' })],
    });
    expect(withDefault['main.js']).toBe('index');
  });

  it('is also exported as the deprecated SingleEntryPlugin', () => {
    expect(webpack.SingleEntryPlugin).toBe(webpack.EntryPlugin);
    expect(readPage(path.join(ROOT, 'content', 'plugins', 'entry-plugin.md'))).toContain(
      '[DEP_WEBPACK_SINGLE_ENTRY_PLUGIN] DeprecationWarning: SingleEntryPlugin was renamed to EntryPlugin',
    );
  });
});

describe('EntryOptionPlugin', () => {
  it('calls its entry hook with each entry and uses a returned request', async () => {
    const dir = project('hook');
    const calls: string[] = [];
    const files = await outputs(dir, {
      entry: { main: './src/index.js' },
      plugins: [
        (compiler: webpack.Compiler) => {
          webpack.EntryOptionPlugin.getHooks(compiler).entry.tap('Test', (_context, name, description) => {
            calls.push(`${name}: ${(description.import ?? []).join(', ')}`);
            return './src/admin.js';
          });
        },
      ],
    });
    expect(calls).toEqual(['main: ./src/index.js']);
    expect(files['main.js']).toBe('admin');
  });
});

describe('DynamicEntryPlugin', () => {
  it('builds an entry function, and the normalized form when created directly', async () => {
    const dir = project('dynamic');
    expect(
      await outputs(dir, {
        entry: () =>
          Object.fromEntries(
            readdirSync(path.join(dir, 'src', 'pages')).map((file) => [path.parse(file).name, `./src/pages/${file}`]),
          ),
      }),
    ).toEqual({ 'a.js': 'a', 'b.js': 'b' });
    const direct = await outputs(project('dynamic-direct'), {
      entry: {},
      plugins: [
        new webpack.DynamicEntryPlugin(project('dynamic-context'), async () => ({
          main: { import: ['./src/index.js'] },
          admin: { import: ['./src/admin.js'], filename: 'admin-[name].js' },
        })),
      ],
    });
    expect(direct).toEqual({ 'main.js': 'index', 'admin-admin.js': 'admin' });
  });

  it('fails for the shorthand form', async () => {
    const dir = project('dynamic-shorthand');
    await expect(
      build({
        mode: 'production',
        context: dir,
        entry: {},
        output: { path: path.join(dir, 'dist') },
        plugins: [new webpack.DynamicEntryPlugin(dir, async () => ({ main: './src/index.js' }) as never)],
      }),
    ).rejects.toThrow('desc.import is not iterable');
  });
});
