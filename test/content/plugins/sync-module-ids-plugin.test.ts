/** What content/plugins/sync-module-ids-plugin.md says about writing and reading module ids, and its warning. */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { build, tempDir } from '../../support/project';
import { readPage } from '../../support/content';

const PAGE = path.join(ROOT, 'content', 'plugins', 'sync-module-ids-plugin.md');
const pageText = readPage(PAGE).replace(/\s+/g, ' ');
const { SyncModuleIdsPlugin } = webpack.experiments.ids;

function project(): string {
  const dir = tempDir('sync-module-ids');
  mkdirSync(path.join(dir, 'src'));
  writeFileSync(path.join(dir, 'package.json'), '{ "private": true }\n');
  writeFileSync(path.join(dir, 'src', 'home.js'), "export const title = 'Home page';\nconsole.log(title);\n");
  writeFileSync(path.join(dir, 'src', 'about.js'), "export const title = 'About page';\n");
  writeFileSync(path.join(dir, 'src', 'contact.js'), "export const title = 'Contact page';\n");
  writeFileSync(
    path.join(dir, 'src', 'both.js'),
    "import { title as a } from './about.js';\nimport { title as c } from './contact.js';\nconsole.log(a, c);\n",
  );
  return dir;
}

async function buildIds(
  dir: string,
  entry: string,
  options: Partial<ConstructorParameters<typeof SyncModuleIdsPlugin>[0]>,
  config: webpack.Configuration = {},
): Promise<{ ids: Record<string, unknown>; errors: string[]; out: string }> {
  const out = tempDir('sync-module-ids-out');
  const stats = await build({
    mode: 'production',
    target: 'node',
    context: dir,
    entry,
    output: { path: out },
    plugins: [new SyncModuleIdsPlugin({ path: path.join(dir, 'module-ids.json'), ...options })],
    ...config,
  });
  const { chunkGraph, modules, requestShortener } = stats.compilation;
  return {
    ids: Object.fromEntries(
      [...modules].map((module) => [module.readableIdentifier(requestShortener), chunkGraph.getModuleId(module)]),
    ),
    errors: (stats.toJson({ all: false, errors: true }).errors ?? []).map((error) => error.message),
    out,
  };
}

describe('SyncModuleIdsPlugin', { timeout: 120_000 }, () => {
  it('writes {"./src/home.js":477} after a production build of ./src/home.js, and the next build reads 477 back', async () => {
    const dir = project();
    await buildIds(dir, './src/home.js', {});
    expect(readFileSync(path.join(dir, 'module-ids.json'), 'utf8')).toBe('{"./src/home.js":477}');
    expect(pageText).toContain('contains `{"./src/home.js":477}`');
    const again = await buildIds(dir, './src/home.js', { mode: 'read' }, { optimization: { moduleIds: 'natural' } });
    expect(again.ids['./src/home.js']).toBe(477);
  });

  it('create never reads, read never writes, update drops modules the build no longer has', async () => {
    const dir = project();
    const separate = { optimization: { concatenateModules: false } };
    await buildIds(dir, './src/both.js', { mode: 'create' }, separate);
    const written = JSON.parse(readFileSync(path.join(dir, 'module-ids.json'), 'utf8')) as Record<string, unknown>;
    expect(Object.keys(written).sort()).toEqual(['./src/about.js', './src/both.js', './src/contact.js']);
    const other = project();
    await buildIds(other, './src/home.js', { mode: 'read' });
    expect(existsSync(path.join(other, 'module-ids.json'))).toBe(false);
    await buildIds(dir, './src/about.js', { mode: 'update' }, separate);
    expect(Object.keys(JSON.parse(readFileSync(path.join(dir, 'module-ids.json'), 'utf8')) as object)).toEqual([
      './src/about.js',
    ]);
  });

  it('a module the file lacks gets the id undefined when reading, with the error the page quotes and mixed-up modules', async () => {
    const dir = project();
    await buildIds(
      dir,
      './src/home.js',
      {},
      { mode: 'development', devtool: false, optimization: { concatenateModules: false } },
    );
    const { ids, errors, out } = await buildIds(
      dir,
      './src/both.js',
      {},
      { mode: 'development', devtool: false, optimization: { concatenateModules: false } },
    );
    expect(ids['./src/about.js']).toBeUndefined();
    expect(errors).toContain(
      `SyncModuleIdsPlugin: Unable to restore id 'undefined' from '${path.join(dir, 'module-ids.json')}' as it's already used.`,
    );
    expect(execFileSync(process.execPath, [path.join(out, 'main.js')], { encoding: 'utf8' })).not.toBe(
      'About page Contact page\n',
    );
    expect(pageText).toContain(
      "`SyncModuleIdsPlugin: Unable to restore id 'undefined' from '<path>' as it's already used.`",
    );
  });
});
