/** What content/guides/code-splitting.md says about its four projects. */
import { cpSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Page } from 'playwright-core';
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { describeGuide, EXAMPLES, guideBlocks, guideText, helloWebpack, pageStates } from '../../support/guides';
import { runCli, expectPrinted } from '../../support/cli';
import { blockWith } from '../../support/code-blocks';
import { checkInBrowser, launchBrowser } from '../../support/in-browser';
import { buildProject, copyProject, projectConfig, tempDir } from '../../support/project';

const formatSize = createRequire(path.join(ROOT, 'package.json'))('webpack/lib/util/formatSize.js') as (
  size: number,
) => string;

const dirOf = (state: string): string => path.join(EXAMPLES, 'code-splitting', state);
const blocks = guideBlocks('code-splitting');
const pageText = guideText('code-splitting');

const pageSays = pageStates(pageText);

/** helloWebpack, once the h1 that the project's script writes is there (dynamic-import writes it after an import()). */
async function helloWebpackOnceRendered(page: Page): Promise<void> {
  await page.waitForSelector('h1');
  await helloWebpack(page);
}

async function theTeam(page: Page): Promise<void> {
  await page.waitForSelector('li');
  expect(await page.title()).toBe('The team');
  expect(await page.locator('body > ul > li').allTextContents()).toEqual([
    'Hello, Ada!',
    'Hello, Grace!',
    'Hello, Linus!',
  ]);
}

const home = { copy: 'dist', open: 'index.html', check: helloWebpackOnceRendered };

const built = describeGuide('code-splitting', {
  'code-splitting/entries': { emits: ['index.js', 'team.js'], warnings: [], browser: home },
  'code-splitting/depend-on': { emits: ['shared.js', 'index.js', 'team.js'], warnings: [], browser: home },
  'code-splitting/split-chunks': { emits: ['vendors.js', 'index.js', 'team.js'], warnings: [], browser: home },
  'code-splitting/dynamic-import': { emits: ['870.js', '529.js', 'index.js', 'team.js'], warnings: [], browser: home },
});

/** webpack-cli run in the project's folder, with the output in a temporary folder. */
function cliIn(state: string, args: string[] = []): { out: string; printed: string; status: number | null } {
  const out = tempDir(`code-splitting-${state}-cli`);
  const { status, printed } = runCli(dirOf(state), ['--output-path', out, ...args]);
  return { out, printed, status };
}

/** A copy of a state's project that finds its packages through a link to the repository's node_modules. */
function copyState(state: string): string {
  return copyProject(dirOf(state), `code-splitting-${state}-copy`);
}

/** The build output with the project's hand-written pages next to it. */
function site(out: string, state: string): string {
  const dir = tempDir(`code-splitting-${state}-site`);
  cpSync(out, dir, { recursive: true });
  cpSync(path.join(dirOf(state), 'dist'), dir, { recursive: true });
  return dir;
}

describe('code-splitting: the greeting and the pages', { timeout: 120_000 }, () => {
  it('greet() trims the name and throws for an empty one', async () => {
    const { greet } = (await import(pathToFileURL(path.join(dirOf('entries'), 'src', 'greet.js')).href)) as {
      greet: (name: string) => string;
    };
    expect(greet('  Ada ')).toBe('Hello, Ada!');
    expect(() => greet('   ')).toThrow();
  });

  for (const state of ['entries', 'depend-on', 'split-chunks', 'dynamic-import']) {
    it(`${state}: team.html shows the three greetings`, async () => {
      const { out } = await built(`code-splitting/${state}`);
      await checkInBrowser(site(out, state), 'team.html', theTeam);
    }, 60_000);
  }
});

describe('code-splitting: entries', { timeout: 120_000 }, () => {
  it('prints what the page shows, and both bundles are about 65 KiB', () => {
    const { status, printed } = cliIn('entries');
    expect(status, printed).toBe(0);
    expectPrinted(printed, blockWith(blocks, 'asset team.js 64.9 KiB'));
  });

  it('reports the copies of zod with --performance-duplicate-modules, with sizes before minimizing', async () => {
    const { status, printed } = cliIn('entries', ['--performance-duplicate-modules']);
    expect(status, printed).toBe(0);
    const shown = blockWith(blocks, 'add 360 KiB');
    expectPrinted(printed, shown);
    expect(shown.split('\n').filter((line) => line.includes(' extra)'))).toHaveLength(5);
    const { assets } = await built('code-splitting/entries');
    expect(Math.max(...assets.values())).toBeLessThan(360 * 1024);
  });
});

describe('code-splitting: dependOn', { timeout: 120_000 }, () => {
  it('prints what the page shows; the runtime is in shared.js only', async () => {
    const { status, printed } = cliIn('depend-on');
    expect(status, printed).toBe(0);
    expectPrinted(printed, blockWith(blocks, 'asset shared.js 65.7 KiB'));
    const { out } = await built('code-splitting/depend-on');
    const code = (file: string) => readFileSync(path.join(out, file), 'utf8');
    // An entry without a runtime only pushes its modules onto the runtime's queue.
    expect(code('index.js')).toMatch(
      /^"use strict";\(Array\.isArray\(self\.webpackChunkhello_webpack\)\?self\.webpackChunkhello_webpack:self\.webpackChunkhello_webpack=\[\]\)\.push\(/,
    );
    expect(code('team.js')).toMatch(/^"use strict";\(Array\.isArray\(self\.webpackChunkhello_webpack\)\?/);
    expect(code('shared.js')).toContain('.push=');
  });

  it('does not share zod when the shared entry names the package, unless sideEffects is off', async () => {
    pageSays('`shared.js` is left with about 1 KiB');
    pageSays('317 KiB instead of 65.7 KiB');
    const config = projectConfig(dirOf('depend-on'));
    const entry = { ...(config.entry as Record<string, unknown>), shared: 'zod' } as webpack.EntryObject;
    const byName = await buildProject(dirOf('depend-on'), { entry });
    expect(byName.errors).toEqual([]);
    expect(formatSize(byName.assets.get('shared.js') ?? 0)).toBe('1.12 KiB');
    expect(byName.assets.get('index.js')).toBeGreaterThan(60 * 1024);
    expect(byName.assets.get('team.js')).toBeGreaterThan(60 * 1024);

    const withoutSideEffects = await buildProject(dirOf('depend-on'), { entry, optimization: { sideEffects: false } });
    expect(withoutSideEffects.errors).toEqual([]);
    expect(formatSize(withoutSideEffects.assets.get('shared.js') ?? 0)).toBe('317 KiB');
    expect(withoutSideEffects.assets.get('index.js')).toBeLessThan(1024);
  });

  it('stops with the errors the page quotes for a missing and a circular dependOn', () => {
    const copy = copyState('depend-on');
    const configFile = path.join(copy, 'webpack.config.js');
    const original = readFileSync(configFile, 'utf8');

    writeFileSync(
      configFile,
      original.replace(
        "team: { import: './src/team.js', dependOn: 'shared' }",
        "team: { import: './src/team.js', dependOn: 'common' }",
      ),
    );
    const missing = runCli(copy, []);
    expect(missing.status).toBe(1);
    expect(missing.printed).toContain(blockWith(blocks, 'but this entry was not found'));

    writeFileSync(
      configFile,
      original
        .replace("    shared: './src/greet.js',\n", '')
        .replace(
          "index: { import: './src/index.js', dependOn: 'shared' }",
          "index: { import: './src/index.js', dependOn: 'team' }",
        )
        .replace(
          "team: { import: './src/team.js', dependOn: 'shared' }",
          "team: { import: './src/team.js', dependOn: 'index' }",
        ),
    );
    const circular = runCli(copy, []);
    expect(circular.status).toBe(1);
    expect(circular.printed).toContain(blockWith(blocks, 'in a circular way'));
  });
});

describe('code-splitting: splitChunks', { timeout: 120_000 }, () => {
  it('prints what the page shows, with the Entrypoint lines', () => {
    const { status, printed } = cliIn('split-chunks');
    expect(status, printed).toBe(0);
    expectPrinted(printed, blockWith(blocks, 'asset vendors.js 64.7 KiB'));
  });

  it('puts most of index.js into its runtime', async () => {
    pageSays('which accounts for most of the 1.28 KiB of `index.js`');
    const { assets } = await built('code-splitting/split-chunks');
    const single = await buildProject(dirOf('split-chunks'), {
      optimization: { ...projectConfig(dirOf('split-chunks')).optimization, runtimeChunk: 'single' },
    });
    expect(single.errors).toEqual([]);
    expect(formatSize(assets.get('index.js') ?? 0)).toBe('1.28 KiB');
    expect(single.assets.get('index.js')).toBeLessThan((assets.get('index.js') ?? 0) / 2);
  });

  it('keeps the page empty, without an error, when it does not load vendors.js', async () => {
    const { out } = await built('code-splitting/split-chunks');
    const dir = site(out, 'split-chunks');
    const page = path.join(dir, 'index.html');
    const html = readFileSync(page, 'utf8');
    expect(html).toContain('    <script src="vendors.js" defer></script>\n');
    writeFileSync(page, html.replace('    <script src="vendors.js" defer></script>\n', ''));
    await checkInBrowser(dir, 'index.html', async (tab) => {
      await tab.waitForTimeout(500);
      expect(await tab.locator('body > *').count()).toBe(0);
    });
  }, 60_000);

  it("names the shared chunk with a number, stable between builds, with only chunks: 'all'", async () => {
    const overrides = { optimization: { splitChunks: { chunks: 'all' as const } } };
    const names = async (dir: string) => [...(await buildProject(dir, overrides)).assets.keys()].sort();
    const first = await names(dirOf('split-chunks'));
    expect(first.filter((name) => !['index.js', 'team.js'].includes(name))).toEqual([
      expect.stringMatching(/^\d+\.js$/),
    ]);
    expect(await names(dirOf('split-chunks'))).toEqual(first);
    // The same project elsewhere, with another path to node_modules, gets another id.
    expect(await names(copyState('split-chunks'))).not.toEqual(first);
  });

  it('leaves the 139 bytes of greet.js duplicated, below the minSize of production mode', () => {
    const { status, printed } = cliIn('split-chunks', ['--performance-duplicate-modules']);
    expect(status, printed).toBe(0);
    expectPrinted(printed, blockWith(blocks, 'add 139 bytes'));
    pageSays('20000 bytes in production mode');
    const compiler = webpack({ ...projectConfig(dirOf('split-chunks')), context: dirOf('split-chunks') });
    const splitChunks = compiler.options.optimization.splitChunks;
    expect(splitChunks && splitChunks.minSize).toBe(20000);
    // On in every mode, for the chunks of dynamic imports only.
    for (const mode of ['production', 'development', 'none'] as const) {
      const options = webpack({ mode, context: dirOf('split-chunks'), entry: './src/index.js' }).options.optimization
        .splitChunks;
      expect(options && options.chunks, mode).toBe('async');
    }
  });

  it('leaves vendors.js as it is when only your code changes', async () => {
    const copy = copyState('split-chunks');
    const before = await buildProject(copy);
    const file = path.join(copy, 'src', 'index.js');
    writeFileSync(file, readFileSync(file, 'utf8').replace("greet('webpack')", "greet('everyone')"));
    const after = await buildProject(copy);
    const read = (out: string, name: string) => readFileSync(path.join(out, name), 'utf8');
    expect(read(after.out, 'index.js')).not.toBe(read(before.out, 'index.js'));
    expect(read(after.out, 'vendors.js')).toBe(read(before.out, 'vendors.js'));
  });

  it('gets pages that load vendors.js and then the entry from html-webpack-plugin and from output.html', async () => {
    const scripts = (html: string) => [...html.matchAll(/<script[^>]*\ssrc="?([^"\s>]+)"?/g)].map((match) => match[1]);
    const plugin = await buildProject(dirOf('split-chunks'), {
      plugins: [new HtmlWebpackPlugin({ chunks: ['index'] })],
    });
    expect(plugin.errors).toEqual([]);
    expect(scripts(readFileSync(path.join(plugin.out, 'index.html'), 'utf8'))).toEqual(['vendors.js', 'index.js']);

    const builtIn = await buildProject(dirOf('split-chunks'), { output: { html: true } });
    expect(builtIn.errors).toEqual([]);
    expect(scripts(readFileSync(path.join(builtIn.out, 'index.html'), 'utf8'))).toEqual(['vendors.js', 'index.js']);
    expect(scripts(readFileSync(path.join(builtIn.out, 'team.html'), 'utf8'))).toEqual(['vendors.js', 'team.js']);
  });
});

describe('code-splitting: dynamic import()', { timeout: 120_000 }, () => {
  it('prints what the page shows', () => {
    const { status, printed } = cliIn('dynamic-import');
    expect(status, printed).toBe(0);
    expectPrinted(printed, blockWith(blocks, 'asset 529.js 255 bytes'));
  });

  it('grows the entries to more than 2.5 KiB, with a runtime that can load chunks', async () => {
    pageSays('which is why the entries grew to more than 2.5 KiB');
    const { assets } = await built('code-splitting/dynamic-import');
    const before = await built('code-splitting/split-chunks');
    for (const entry of ['index.js', 'team.js']) {
      expect(assets.get(entry), entry).toBeGreaterThan(2.5 * 1024);
      expect(assets.get(entry), entry).toBeLessThan(3 * 1024);
      expect(assets.get(entry), entry).toBeGreaterThan(before.assets.get(entry) ?? Infinity);
    }
  });

  it('numbers the zod chunk by the path to node_modules', async () => {
    const { assets } = await buildProject(copyState('dynamic-import'));
    expect(assets.has('529.js')).toBe(true);
    expect(assets.has('870.js')).toBe(false);
  });

  it('names chunks after output.filename: [name].js, which is the id for a chunk without a name', () => {
    const compiler = webpack({ ...projectConfig(dirOf('dynamic-import')), context: dirOf('dynamic-import') });
    expect(compiler.options.output.chunkFilename).toBe('[name].js');
  });

  it('loads 529.js and 870.js from both pages, without a change to the pages', async () => {
    const { out } = await built('code-splitting/dynamic-import');
    const dir = site(out, 'dynamic-import');
    for (const [open, check, entry] of [
      ['index.html', helloWebpackOnceRendered, 'index.js'],
      ['team.html', theTeam, 'team.js'],
    ] as const) {
      const page = await (await launchBrowser()).newPage();
      try {
        const requested: string[] = [];
        page.on('request', (request) => requested.push(path.basename(new URL(request.url()).pathname)));
        await page.goto(pathToFileURL(path.join(dir, open)).href, { waitUntil: 'load' });
        await check(page);
        expect(requested.slice(0, 2)).toEqual([open, entry]);
        expect(requested.slice(2).sort()).toEqual(['529.js', '870.js']);
        expect(
          await page
            .locator('head > script[src]')
            .evaluateAll((scripts) => scripts.map((script) => script.getAttribute('src'))),
        ).toEqual([entry]);
      } finally {
        await page.close();
      }
    }
  }, 60_000);
});

describe('code-splitting: the files of the states', { timeout: 120_000 }, () => {
  it('keeps the files that the page says did not change', () => {
    const read = (state: string, file: string) => readFileSync(path.join(dirOf(state), file), 'utf8');
    for (const file of ['package.json', 'src/greet.js', 'src/index.js', 'src/team.js']) {
      expect(read('depend-on', file), `depend-on/${file}`).toBe(read('entries', file));
      expect(read('split-chunks', file), `split-chunks/${file}`).toBe(read('entries', file));
    }
    for (const file of ['package.json', 'webpack.config.js', 'src/greet.js', 'dist/index.html', 'dist/team.html']) {
      expect(read('dynamic-import', file), `dynamic-import/${file}`).toBe(read('entries', file));
    }
    expect(read('entries', 'src/index.js')).toBe(read('../getting-started/with-config', 'src/index.js'));
    expect(readdirSync(path.join(dirOf('dynamic-import'), 'src')).sort()).toEqual(['greet.js', 'index.js', 'team.js']);
  });
});
