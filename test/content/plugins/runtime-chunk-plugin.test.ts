/** What content/plugins/runtime-chunk-plugin.md says about the plugin and its example project. */
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { codeBlocks } from '../../support/code-blocks';
import { expectPrinted, runCli } from '../../support/cli';
import { checkInBrowser } from '../../support/in-browser';
import { buildProject, copyProject, tempDir } from '../../support/project';
import { readPage } from '../../support/content';

const PAGE = path.join(ROOT, 'content', 'plugins', 'runtime-chunk-plugin.md');
const DIR = path.join(ROOT, 'examples', 'plugins', 'runtime-chunk-plugin');
const pageText = readPage(PAGE).replace(/\s+/g, ' ');
const textBlocks = codeBlocks(PAGE)
  .filter((block) => block.lang === 'text')
  .map((block) => block.code);

/** The build output in dist/ of a folder that also holds the project's index.html, without the lines `drop` names. */
function site(out: string, drop?: string): string {
  const dir = tempDir('runtime-chunk-site');
  cpSync(out, path.join(dir, 'dist'), { recursive: true });
  const html = readFileSync(path.join(DIR, 'index.html'), 'utf8');
  writeFileSync(
    path.join(dir, 'index.html'),
    drop
      ? html
          .split('\n')
          .filter((line) => !line.includes(drop))
          .join('\n')
      : html,
  );
  return dir;
}

async function bodyText(dir: string): Promise<string> {
  let text = '';
  await checkInBrowser(dir, 'index.html', async (page) => {
    await page.waitForFunction(() => document.body.textContent?.includes('admin'));
    text = (await page.textContent('body')) ?? '';
  });
  return text.trim();
}

const assetNames = async (overrides: webpack.Configuration): Promise<string[]> =>
  [...(await buildProject(DIR, overrides)).assets.keys()].sort();

describe('RuntimeChunkPlugin', { timeout: 120_000 }, () => {
  it('npm run build prints what the page shows', () => {
    const copy = copyProject(DIR, 'runtime-chunk-cli');
    const { status, printed } = runCli(copy, []);
    expect(status, printed).toBe(0);
    const shown = textBlocks.find((code) => code.startsWith('asset runtime.js'));
    expect(shown).toBeDefined();
    expectPrinted(printed, shown ?? '');
  });

  it('with one runtime, the page shows app: 1 admin: 2, and both entry chunks hold a copy of counter.js', async () => {
    const { out, stats } = await buildProject(DIR);
    expect(pageText).toContain('The page shows `app: 1 admin: 2`');
    expect(await bodyText(site(out))).toBe('app: 1 admin: 2');
    const { chunkGraph, chunks } = stats.compilation;
    for (const file of ['app.js', 'admin.js']) {
      const chunk = [...chunks].find((item) => item.files.has(file));
      expect(chunk).toBeDefined();
      const names = chunk
        ? chunkGraph
            .getChunkModules(chunk)
            .map((module) => module.readableIdentifier(stats.compilation.requestShortener))
        : [];
      expect(names).toContain('./src/counter.js');
    }
  }, 120_000);

  it('without the plugin, each entry runs its own counter: app: 1 admin: 1', async () => {
    const { out, assets } = await buildProject(DIR, { plugins: [] });
    expect(assets.has('runtime.js')).toBe(false);
    expect(pageText).toContain('the page shows `app: 1 admin: 1`');
    expect(await bodyText(site(out, 'runtime.js'))).toBe('app: 1 admin: 1');
  }, 120_000);

  it('without name, every entry point gets runtime~<entry name>', async () => {
    expect(await assetNames({ plugins: [new webpack.optimize.RuntimeChunkPlugin()] })).toEqual([
      'admin.js',
      'app.js',
      'runtime~admin.js',
      'runtime~app.js',
    ]);
  });

  it('optimization.runtimeChunk: single gives the files of the plugin with the name runtime, true the files without a name', async () => {
    expect(await assetNames({ plugins: [], optimization: { runtimeChunk: 'single' } })).toEqual([
      'admin.js',
      'app.js',
      'runtime.js',
    ]);
    expect(await assetNames({ plugins: [], optimization: { runtimeChunk: true } })).toEqual([
      'admin.js',
      'app.js',
      'runtime~admin.js',
      'runtime~app.js',
    ]);
    expect(await assetNames({ plugins: [], optimization: { runtimeChunk: 'multiple' } })).toEqual([
      'admin.js',
      'app.js',
      'runtime~admin.js',
      'runtime~app.js',
    ]);
  });

  it('leaves an entry point with its own runtime or with dependOn alone, and a name function groups entry points', async () => {
    expect(
      await assetNames({
        entry: { app: './src/app.js', admin: { import: './src/admin.js', runtime: 'own' } },
      }),
    ).toEqual(['admin.js', 'app.js', 'own.js', 'runtime.js']);
    expect(
      await assetNames({
        entry: { app: './src/app.js', admin: { import: './src/admin.js', dependOn: 'app' } },
      }),
    ).toEqual(['admin.js', 'app.js', 'runtime.js']);
    expect(
      await assetNames({
        plugins: [
          new webpack.optimize.RuntimeChunkPlugin({
            name: (entrypoint) => (entrypoint.name.startsWith('adm') ? 'runtime-admin' : 'runtime'),
          }),
        ],
      }),
    ).toEqual(['admin.js', 'app.js', 'runtime-admin.js', 'runtime.js']);
  });
});
