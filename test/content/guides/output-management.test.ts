/** What content/guides/output-management.md says about its three projects. */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { describeGuide, EXAMPLES } from '../../support/guides';
import { runCli } from '../../support/cli';
import { checkInBrowser } from '../../support/in-browser';
import { buildProject, copyProject as copyWithModules } from '../../support/project';

const requireFromRoot = createRequire(path.join(ROOT, 'package.json'));
type Plugin = NonNullable<webpack.Configuration['plugins']>[number];
const HtmlWebpackPlugin = requireFromRoot('html-webpack-plugin') as new (options?: Record<string, unknown>) => Plugin;
const { ManifestPlugin } = requireFromRoot('webpack') as { ManifestPlugin: new () => Plugin };

const before = path.join(EXAMPLES, 'output-management', 'before');
const after = path.join(EXAMPLES, 'output-management', 'after');
const pages = path.join(EXAMPLES, 'output-management', 'pages');
const FOOTER = 'This line comes from a second entry point.';

/** The home page: the heading of index.js, then the footer of footer.js, in that order. */
async function homePage(page: Page): Promise<void> {
  expect(await page.title()).toBe('Hello webpack');
  expect(await page.locator('body > *').evaluateAll((elements) => elements.map((element) => element.tagName))).toEqual([
    'H1',
    'FOOTER',
  ]);
  expect(await page.locator('body > *').allTextContents()).toEqual(['Hello, webpack!', FOOTER]);
}

/** The home page of the pages project, and the about page its link leads to. */
async function bothPages(page: Page): Promise<void> {
  expect(await page.title()).toBe('Hello webpack');
  expect(await page.locator('body > *').evaluateAll((elements) => elements.map((element) => element.tagName))).toEqual([
    'NAV',
    'H1',
    'FOOTER',
  ]);
  expect(await page.locator('body > h1').textContent()).toBe('Hello, webpack!');
  expect(await page.locator('body > footer').textContent()).toBe(FOOTER);
  await Promise.all([page.waitForURL(/about\.html$/), page.locator('nav a', { hasText: 'About' }).click()]);
  await page.waitForLoadState('load');
  expect(await page.title()).toBe('About this site');
  expect(await page.locator('body > *').evaluateAll((elements) => elements.map((element) => element.tagName))).toEqual([
    'NAV',
    'H1',
    'P',
    'FOOTER',
  ]);
  expect(await page.locator('body > h1').textContent()).toBe('About this site');
  expect(await page.locator('body > p').textContent()).toBe(
    'webpack wrote this page from the same template as the home page.',
  );
  expect(await page.locator('body > footer').textContent()).toBe(FOOTER);
}

const builtProject = describeGuide('output-management', {
  'output-management/before': {
    emits: ['index.bundle.js', 'footer.bundle.js'],
    warnings: [],
    browser: { copy: 'dist', open: 'index.html', check: homePage },
    cli: {
      script: 'build',
      prints: ['asset index.bundle.js 116 bytes', 'asset footer.bundle.js 134 bytes', 'compiled successfully'],
    },
  },
  'output-management/after': {
    emits: ['index.html', 'index.bundle.js', 'footer.bundle.js'],
    warnings: [],
    shown: ['index.html'],
    browser: { open: 'index.html', check: homePage },
  },
  'output-management/pages': {
    emits: ['index.html', 'about.html', 'index.bundle.js', 'about.bundle.js', 'footer.bundle.js'],
    warnings: [],
    shown: ['index.html', 'about.html'],
    browser: { open: 'index.html', check: bothPages },
  },
});

/**
 * A copy of a project to run the CLI in. The configuration requires html-webpack-plugin from the
 * project's folder, so the copy gets a link to the repository's node_modules, as a reader's
 * project has its own. `dist` starts with the files the page says are left there.
 */
function copyOf(dir: string, name: string, distFiles: Record<string, string> = {}): string {
  const copy = copyWithModules(dir, `output-management-${name}`);
  mkdirSync(path.join(copy, 'dist'), { recursive: true });
  for (const [file, content] of Object.entries(distFiles)) writeFileSync(path.join(copy, 'dist', file), content);
  return copy;
}

/** The output of Getting Started, left in dist/ when this guide begins. */
const GETTING_STARTED_DIST = {
  'index.html': readFileSync(path.join(EXAMPLES, 'getting-started', 'with-config', 'dist', 'index.html'), 'utf8'),
  'main.js':
    '(()=>{"use strict";const e=document.createElement("h1");e.textContent="Hello, webpack!",document.body.append(e)})();\n',
};

/** Replaces `from` by `to` in the copy's webpack.config.js. */
function editConfig(copy: string, from: string, to: string): void {
  const file = path.join(copy, 'webpack.config.js');
  const config = readFileSync(file, 'utf8');
  expect(config).toContain(from);
  writeFileSync(file, config.replace(from, to));
}

const distOf = (copy: string): string[] => readdirSync(path.join(copy, 'dist')).sort();

describe('output-management: the before project', () => {
  it('stops with a conflict and writes nothing when both entries keep the name main.js', () => {
    const copy = copyOf(before, 'main-js');
    editConfig(copy, "filename: '[name].bundle.js'", "filename: 'main.js'");
    const { status, printed } = runCli(copy, []);
    expect(status).toBe(2);
    expect(printed).toContain(
      '[webpack-cli] ✖ Error: Conflict: Multiple chunks emit assets to the same filename main.js (chunks 57 and 574)\n',
    );
    expect(distOf(copy)).toEqual(['index.html']);
  });

  it('leaves main.js of the previous build in dist/, since nothing removes it', () => {
    const copy = copyOf(before, 'stale', { 'main.js': GETTING_STARTED_DIST['main.js'] });
    const { status, printed } = runCli(copy, []);
    expect(status, printed).toBe(0);
    expect(distOf(copy)).toEqual(['footer.bundle.js', 'index.bundle.js', 'index.html', 'main.js']);
  });
});

describe('output-management: html-webpack-plugin and output.clean', () => {
  it('builds with `npm run build`, prints the page and the bundles, and leaves only them in dist/', () => {
    const copy = copyOf(after, 'cli', GETTING_STARTED_DIST);
    const manifest = JSON.parse(readFileSync(path.join(copy, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(manifest.scripts.build).toBe('webpack');
    const { status, printed } = runCli(copy, []);
    expect(status, printed).toBe(0);
    expect(printed).toContain('asset index.html 248 bytes [emitted] [minimized]\n');
    expect(printed).toContain('asset footer.bundle.js 134 bytes [emitted] [minimized] (name: footer)');
    expect(printed).toContain('asset index.bundle.js 116 bytes [emitted] [minimized] (name: index)');
    expect(distOf(copy)).toEqual(['footer.bundle.js', 'index.bundle.js', 'index.html']);
    const html = readFileSync(path.join(copy, 'dist', 'index.html'), 'utf8');
    expect(html).toContain('<script defer src=footer.bundle.js>');
    expect(html).not.toBe(GETTING_STARTED_DIST['index.html']);
  }, 60_000);

  it('keeps the unchanged files of the build: a second build compares them instead of writing them', () => {
    const copy = copyOf(after, 'twice');
    expect(runCli(copy, []).status).toBe(0);
    const { status, printed } = runCli(copy, []);
    expect(status, printed).toBe(0);
    expect(printed).toContain('asset index.bundle.js 116 bytes [compared for emit] [minimized] (name: index)');
    expect(printed).toContain('asset index.html 248 bytes [compared for emit] [minimized]');
  }, 60_000);

  it('loads the bundles in the order of the entry points', async () => {
    const { out } = await buildProject(after, { entry: { footer: './src/footer.js', index: './src/index.js' } });
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toContain(
      '<script defer src=footer.bundle.js></script><script defer src=index.bundle.js></script>',
    );
  });

  it("writes the title 'Webpack App' without the title option", async () => {
    const { out } = await buildProject(after, { plugins: [new HtmlWebpackPlugin()] });
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toContain('<title>Webpack App</title>');
  });

  it('keeps the page minified with minify: false alone, since webpack minifies HTML assets too', async () => {
    const { out, stats } = await buildProject(after, {
      plugins: [new HtmlWebpackPlugin({ title: 'Hello webpack', minify: false })],
    });
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toMatch(
      /^<!doctype html><head><meta charset=utf-8><title>Hello webpack<\/title>/,
    );
    const info = (stats.toJson({ all: false, assets: true }).assets ?? []).find((asset) => asset.name === 'index.html');
    expect(info?.info.minimized).toBe(true);
  });

  it('keeps the page readable in production with minify: false and minimizeOptions.html false', async () => {
    const { out, stats } = await buildProject(after, {
      optimization: { minimizeOptions: { html: false } },
      plugins: [new HtmlWebpackPlugin({ title: 'Hello webpack', minify: false })],
    });
    const html = readFileSync(path.join(out, 'index.html'), 'utf8');
    expect(html).toContain('<html>\n');
    expect(html).toContain('    <title>Hello webpack</title>\n');
    const info = (stats.toJson({ all: false, assets: true }).assets ?? []).find((asset) => asset.name === 'index.html');
    expect(info?.info.minimized).toBeFalsy();

    // The plugin alone minifies too: webpack's HTML minimizer off, the plugin's on.
    const pluginOnly = await buildProject(after, { optimization: { minimizeOptions: { html: false } } });
    expect(readFileSync(path.join(pluginOnly.out, 'index.html'), 'utf8')).not.toContain('\n');
  });

  it('lists what it would remove with clean.dry, and removes nothing', () => {
    const copy = copyOf(after, 'dry', { 'main.js': GETTING_STARTED_DIST['main.js'] });
    editConfig(copy, 'clean: true', 'clean: { dry: true }');
    const { status, printed } = runCli(copy, []);
    expect(status, printed).toBe(0);
    expect(printed).toContain('LOG from webpack.CleanPlugin\n<i> main.js will be removed\n');
    expect(distOf(copy)).toEqual(['footer.bundle.js', 'index.bundle.js', 'index.html', 'main.js']);
  }, 60_000);

  it('spares the files that clean.keep matches', () => {
    const copy = copyOf(after, 'keep', { 'main.js': GETTING_STARTED_DIST['main.js'], 'robots.txt': 'User-agent: *\n' });
    editConfig(copy, 'clean: true', 'clean: { keep: /^robots\\.txt$/ }');
    const { status, printed } = runCli(copy, []);
    expect(status, printed).toBe(0);
    expect(distOf(copy)).toEqual(['footer.bundle.js', 'index.bundle.js', 'index.html', 'robots.txt']);
  }, 60_000);

  it('does not minify the page in development mode', async () => {
    const { out, errors } = await buildProject(after, { mode: 'development' });
    expect(errors).toEqual([]);
    const html = readFileSync(path.join(out, 'index.html'), 'utf8');
    expect(html).toContain('<html>\n');
    expect(html).toContain(
      '<script defer src="index.bundle.js"></script><script defer src="footer.bundle.js"></script>',
    );
  });

  it("puts the script tags at the end of <body> with inject: 'body'", async () => {
    const { out } = await buildProject(after, {
      plugins: [new HtmlWebpackPlugin({ title: 'Hello webpack', inject: 'body' })],
    });
    const html = readFileSync(path.join(out, 'index.html'), 'utf8');
    expect(html).toContain(
      '<body><script defer src=index.bundle.js></script><script defer src=footer.bundle.js></script></body>',
    );
    expect(html.slice(0, html.indexOf('<body>'))).not.toContain('<script');
  });

  it('lists the files per entry point in the stats of `webpack --json`', () => {
    const copy = copyOf(after, 'json');
    const { status, printed } = runCli(copy, ['--json', 'stats.json']);
    expect(status, printed).toBe(0);
    expect(printed).toContain('stats are successfully stored as json to stats.json');
    const stats = JSON.parse(readFileSync(path.join(copy, 'stats.json'), 'utf8')) as {
      assetsByChunkName: Record<string, string[]>;
    };
    expect(stats.assetsByChunkName).toEqual({ index: ['index.bundle.js'], footer: ['footer.bundle.js'] });
  }, 60_000);

  it('writes manifest.json with webpack.ManifestPlugin', async () => {
    const { out, errors, assets } = await buildProject(after, {
      plugins: [new HtmlWebpackPlugin({ title: 'Hello webpack' }), new ManifestPlugin()],
    });
    expect(errors).toEqual([]);
    expect(assets.has('manifest.json')).toBe(true);
    const manifest = JSON.parse(readFileSync(path.join(out, 'manifest.json'), 'utf8')) as unknown;
    expect(manifest).toEqual({
      entrypoints: { index: { imports: ['index.js'] }, footer: { imports: ['footer.js'] } },
      assets: {
        'index.js': { file: '/index.bundle.js' },
        'footer.js': { file: '/footer.bundle.js' },
        'index.html': { file: '/index.html' },
      },
    });
  });

  it('writes one page per entry with the experimental output.html instead of the plugin', async () => {
    const { out, errors, assets } = await buildProject(after, { plugins: [], output: { html: true } });
    expect(errors).toEqual([]);
    expect([...assets.keys()].filter((name) => name.endsWith('.html')).sort()).toEqual([
      'footer.bundle.html',
      'index.bundle.html',
    ]);
    expect(readFileSync(path.join(out, 'index.bundle.html'), 'utf8')).toContain('src=index.bundle.js');
    expect(readFileSync(path.join(out, 'index.bundle.html'), 'utf8')).not.toContain('footer.bundle.js');
  });
});

describe('output-management: several pages', () => {
  it('builds with `npm run build` and prints the two pages', () => {
    const copy = copyOf(pages, 'cli');
    const { status, printed } = runCli(copy, []);
    expect(status, printed).toBe(0);
    expect(printed).toContain('asset about.html 331 bytes [emitted] [minimized]');
    expect(printed).toContain('asset index.html 329 bytes [emitted] [minimized]');
    expect(existsSync(path.join(copy, 'dist', 'about.html'))).toBe(true);
  }, 60_000);

  it('loads the about page with its own entry and the footer, but not index.bundle.js', async () => {
    const { out } = await builtProject('output-management/pages');
    const about = readFileSync(path.join(out, 'about.html'), 'utf8');
    expect(about).toContain('<script defer src=about.bundle.js></script><script defer src=footer.bundle.js></script>');
    expect(about).not.toContain('index.bundle.js');
    await checkInBrowser(out, 'about.html', async (page) => {
      expect(await page.title()).toBe('About this site');
      expect(await page.locator('body > h1').textContent()).toBe('About this site');
    });
  }, 60_000);

  it('puts every entry into every page without chunks, so the about page shows the greeting too', async () => {
    const { out } = await buildProject(pages, {
      plugins: [
        new HtmlWebpackPlugin({ title: 'Hello webpack', template: './src/page.html' }),
        new HtmlWebpackPlugin({ title: 'About this site', template: './src/page.html', filename: 'about.html' }),
      ],
    });
    const about = readFileSync(path.join(out, 'about.html'), 'utf8');
    expect(about).toContain(
      '<script defer src=index.bundle.js></script><script defer src=about.bundle.js></script><script defer src=footer.bundle.js></script>',
    );
    await checkInBrowser(out, 'about.html', async (page) => {
      expect(await page.locator('body > h1').allTextContents()).toEqual(['Hello, webpack!', 'About this site']);
    });
  }, 60_000);

  it('fails with a conflict when two pages get the same filename', async () => {
    const { errors } = await buildProject(pages, {
      plugins: [
        new HtmlWebpackPlugin({ title: 'Hello webpack', template: './src/page.html', chunks: ['index', 'footer'] }),
        new HtmlWebpackPlugin({ title: 'About this site', template: './src/page.html', chunks: ['about', 'footer'] }),
      ],
    });
    expect(errors).toEqual(['Conflict: Multiple assets emit different content to the same filename index.html']);

    const copy = copyOf(pages, 'conflict');
    editConfig(copy, "      filename: 'about.html',\n", '');
    const { status, printed } = runCli(copy, []);
    expect(status).toBe(1);
    expect(printed).toContain(
      '\nERROR in Conflict: Multiple assets emit different content to the same filename index.html\n',
    );
  }, 60_000);
});
