/** What content/guides/entry-advanced.md says about its two projects: pages with a script and a stylesheet each, a shared runtime, and a widget. */
import { cpSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { describeGuide, EXAMPLES, guideBlocks, guideText, pageStates } from '../../support/guides';
import { expectPrinted, runCli } from '../../support/cli';
import { blockWith } from '../../support/code-blocks';
import { checkInBrowser, launchBrowser } from '../../support/in-browser';
import { buildProject, projectConfig, tempDir, type Built } from '../../support/project';

const requireFromRoot = createRequire(path.join(ROOT, 'package.json'));
const schema = requireFromRoot('webpack/schemas/WebpackOptions.json') as {
  definitions: { EntryDescription: { properties: Record<string, unknown>; required: string[] } };
};

const dirOf = (state: string): string => path.join(EXAMPLES, 'entry-advanced', state);
const blocks = guideBlocks('entry-advanced');
const pageText = guideText('entry-advanced');

const pageSays = pageStates(pageText);

const PURPLE = 'rgb(102, 51, 153)';
const GREEN = 'rgb(0, 100, 0)';

async function colorOf(page: Page, selector: string): Promise<string> {
  return page.locator(selector).evaluate((element) => getComputedStyle(element).color);
}

async function home(page: Page): Promise<void> {
  await page.waitForSelector('h1');
  expect(await page.title()).toBe('Hello webpack');
  expect(await page.locator('body > h1').allTextContents()).toEqual(['Hello, webpack!']);
  expect(await colorOf(page, 'h1')).toBe(PURPLE);
}

async function about(page: Page): Promise<void> {
  await page.waitForSelector('h1');
  expect(await page.locator('body > h1, body > p').allTextContents()).toEqual([
    'About this site',
    'Two pages, each with its own script and stylesheet.',
  ]);
  expect(await colorOf(page, 'h1')).toBe(GREEN);
}

/** The header counts the clicks on the home page's button. */
async function cartOnHome(page: Page, expected = 2): Promise<void> {
  await home(page);
  await page.waitForSelector('header');
  expect(await page.locator('header').textContent()).toBe('Cart: 0');
  await page.click('button');
  await page.click('button');
  expect(await page.locator('header').textContent()).toBe(`Cart: ${expected}`);
  expect(await page.locator('body > *').evaluateAll((elements) => elements.map((element) => element.tagName))).toEqual([
    'HEADER',
    'H1',
    'BUTTON',
  ]);
}

const built = describeGuide('entry-advanced', {
  'entry-advanced/pages': {
    emits: ['home.js', 'home.css', 'about.js', 'about.css'],
    warnings: [],
    browser: { copy: 'dist', open: 'index.html', check: home },
    cli: {
      script: 'build',
      prints: ['Entrypoint home 148 bytes = home.css 32 bytes home.js 116 bytes', 'compiled successfully'],
    },
  },
  'entry-advanced/descriptors': {
    emits: [
      'runtime.js',
      'header.js',
      'header.css',
      'home.js',
      'home.css',
      'about.js',
      'about.css',
      'embed/greeting-widget.js',
    ],
    warnings: [],
    browser: { copy: 'dist', open: 'index.html', check: (page) => cartOnHome(page) },
    cli: {
      script: 'build',
      prints: ['Entrypoint widget 611 bytes = embed/greeting-widget.js', 'compiled successfully'],
    },
  },
});

/** The build output with the project's hand-written pages (or `pages`, name → HTML) next to it. */
function siteOf(out: string, dir: string, pages: Record<string, string> = {}): string {
  const site = tempDir('entry-advanced-site');
  cpSync(out, site, { recursive: true });
  cpSync(path.join(dir, 'dist'), site, { recursive: true });
  for (const [name, html] of Object.entries(pages)) writeFileSync(path.join(site, name), html);
  return site;
}

/** A copy of a project's folder with `edit` applied to some of its files. */
function variant(state: string, name: string, edit: Record<string, (code: string) => string>): string {
  const copy = tempDir(`entry-advanced-${name}`);
  cpSync(dirOf(state), copy, { recursive: true });
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  for (const [file, change] of Object.entries(edit)) {
    const full = path.join(copy, file);
    const before = readFileSync(full, 'utf8');
    const after = change(before);
    expect(after, `the edit of ${file} changes it`).not.toBe(before);
    writeFileSync(full, after);
  }
  return copy;
}

function html(dir: string, page: string): string {
  return readFileSync(path.join(dir, 'dist', page), 'utf8');
}

/** The file names and sizes of a build. */
const sizes = (result: Built): Record<string, number> =>
  Object.fromEntries([...result.assets].sort(([a], [b]) => a.localeCompare(b)));

describe('entry-advanced: a script and a stylesheet per page', { timeout: 120_000 }, () => {
  it('prints the report the page shows', () => {
    // In the project's own folder (output elsewhere): module ids hash the path to node_modules, so
    // a copy elsewhere would print other sizes from every clone location.
    const { status, printed } = runCli(dirOf('pages'), ['--output-path', tempDir('entry-advanced-pages-cli')]);
    expect(status, printed).toBe(0);
    expectPrinted(printed, blockWith(blocks, 'Entrypoint home 148 bytes'));
    expect(printed).toMatch(/^orphan modules [\d.]+ KiB \(javascript\) 1\.67 KiB \(runtime\) \[orphan\] 13 modules$/m);
  });

  it('shows a purple heading on the home page and a green one on the about page, each loading only its own files', async () => {
    const { out } = await built('entry-advanced/pages');
    const site = siteOf(out, dirOf('pages'));
    for (const [open, check, files] of [
      ['index.html', home, ['index.html', 'home.css', 'home.js']],
      ['about.html', about, ['about.html', 'about.css', 'about.js']],
    ] as const) {
      const page = await (await launchBrowser()).newPage();
      const requested: string[] = [];
      page.on('request', (request) => requested.push(path.basename(new URL(request.url()).pathname)));
      try {
        await page.goto(pathToFileURL(path.join(site, open)).href, { waitUntil: 'load' });
        await check(page);
        expect(requested.sort()).toEqual([...files].sort());
      } finally {
        await page.close();
      }
    }
  });

  it('runs the modules of an array in order and writes their CSS in that order; a library exposes the last one', async () => {
    const copy = variant('pages', 'order', {});
    writeFileSync(path.join(copy, 'src', 'library.js'), 'export const first = 1;\n');
    writeFileSync(path.join(copy, 'src', 'first.js'), "document.title = 'first';\n");
    writeFileSync(
      path.join(copy, 'src', 'second.js'),
      "document.title += ' second';\nexport const which = 'second';\n",
    );
    writeFileSync(path.join(copy, 'src', 'a.css'), 'p {\n  margin: 1px;\n}\n');
    writeFileSync(path.join(copy, 'src', 'b.css'), 'p {\n  margin: 2px;\n}\n');
    const result = await buildProject(copy, {
      entry: { order: ['./src/first.js', './src/a.css', './src/second.js', './src/b.css'] },
    });
    expect(result.errors).toEqual([]);
    const css = readFileSync(path.join(result.out, 'order.css'), 'utf8');
    expect(css.indexOf('1px')).toBeLessThan(css.indexOf('2px'));
    const site = siteOf(result.out, copy, {
      'order.html': '<!doctype html><html><head><script src="order.js" defer></script></head><body></body></html>',
    });
    await checkInBrowser(site, 'order.html', async (page) => expect(await page.title()).toBe('first second'));

    pageSays('only the exports of the last module count');
    const library = await buildProject(copy, {
      target: 'node',
      entry: { order: ['./src/library.js', './src/greet.js'] },
      output: { library: { type: 'commonjs2' } },
      plugins: [],
      module: {},
    });
    expect(library.errors).toEqual([]);
    const exported = requireFromRoot(path.join(library.out, 'order.js')) as Record<string, unknown>;
    expect(Object.keys(exported)).toEqual(['greet']);
  });

  it('writes an empty print.js next to print.css for an entry made only of CSS', async () => {
    pageSays('`print.js`, 0 bytes, next to `print.css`');
    const copy = variant('pages', 'css-only', {});
    writeFileSync(path.join(copy, 'src', 'print.css'), 'h1 {\n  color: black;\n}\n');
    const result = await buildProject(copy, {
      entry: { ...(projectConfig(copy).entry as webpack.EntryObject), print: './src/print.css' },
    });
    expect(result.assets.get('print.js')).toBe(0);
    expect(result.assets.get('print.css')).toBeGreaterThan(0);
  });

  it("names the stylesheets by the plugin's filename option", async () => {
    const result = await buildProject(variant('pages', 'css-filename', {}), {
      plugins: [new MiniCssExtractPlugin({ filename: 'css/[name].css' })],
    });
    expect([...result.assets.keys()].filter((name) => name.endsWith('.css')).sort()).toEqual([
      'css/about.css',
      'css/home.css',
    ]);
  });

  it('gives the same two files when home.js imports its stylesheet', async () => {
    const copy = variant('pages', 'import-css', { 'src/home.js': (code) => `import './home.css';\n${code}` });
    const result = await buildProject(copy, {
      entry: { home: './src/home.js', about: ['./src/about.js', './src/about.css'] },
    });
    expect(sizes(result)).toEqual(sizes(await built('entry-advanced/pages')));
    await checkInBrowser(siteOf(result.out, copy), 'index.html', home);
  });
});

describe('entry-advanced: several entries on one page', { timeout: 120_000 }, () => {
  const asArrays = (code: string): string =>
    code
      .replace(/ {6}runtime: 'runtime',\n/g, '')
      .replace(
        "    header: {\n      import: ['./src/header.js', './src/header.css'],\n    },",
        "    header: ['./src/header.js', './src/header.css'],",
      )
      .replace(
        "    home: {\n      import: ['./src/home.js', './src/home.css'],\n    },",
        "    home: ['./src/home.js', './src/home.css'],",
      )
      .replace(
        "    about: {\n      import: ['./src/about.js', './src/about.css'],\n    },",
        "    about: ['./src/about.js', './src/about.css'],",
      );
  const withoutRuntimeTag = (page: string): string =>
    page.replace('    <script src="runtime.js" defer></script>\n', '');

  it('keeps the header at Cart: 0 when each entry has its own runtime, with a copy of cart.js in both files', async () => {
    const copy = variant('descriptors', 'arrays', {
      'webpack.config.js': asArrays,
      'dist/index.html': withoutRuntimeTag,
      'dist/about.html': withoutRuntimeTag,
    });
    expect(readFileSync(path.join(copy, 'webpack.config.js'), 'utf8')).toContain(
      "header: ['./src/header.js', './src/header.css'],",
    );
    const result = await buildProject(copy);
    expect(result.errors).toEqual([]);
    expect(result.assets.has('runtime.js')).toBe(false);
    await checkInBrowser(siteOf(result.out, copy), 'index.html', (page) => cartOnHome(page, 0));
  });

  it('has cart.js in both header.js and home.js with the shared runtime too, and the report the page shows', async () => {
    const { out } = await built('entry-advanced/descriptors');
    // The body of addToCart: push, then notify every listener.
    for (const file of ['header.js', 'home.js'])
      expect(readFileSync(path.join(out, file), 'utf8'), file).toMatch(
        /\.push\(\w\);for\(const \w of \w\)\w\(\w\.length\)/,
      );
    // In the project's own folder (output elsewhere): module ids hash the path to node_modules, so
    // a copy elsewhere would print other sizes from every clone location.
    const { status, printed } = runCli(dirOf('descriptors'), [
      '--output-path',
      tempDir('entry-advanced-descriptors-cli'),
    ]);
    expect(status, printed).toBe(0);
    expectPrinted(printed, blockWith(blocks, 'Entrypoint widget 611 bytes'));
  });

  it('works with runtime.js loaded last, and stays empty without an error when a page leaves runtime.js out', async () => {
    const { out } = await built('entry-advanced/descriptors');
    const index = html(dirOf('descriptors'), 'index.html');
    const last = withoutRuntimeTag(index).replace(
      '    <script src="home.js" defer></script>\n',
      '    <script src="home.js" defer></script>\n    <script src="runtime.js" defer></script>\n',
    );
    const site = siteOf(out, dirOf('descriptors'), { 'last.html': last, 'none.html': withoutRuntimeTag(index) });
    await checkInBrowser(site, 'last.html', (page) => cartOnHome(page));
    await checkInBrowser(site, 'none.html', async (page) => {
      await page.waitForTimeout(300);
      expect(await page.locator('body > *').count()).toBe(0);
    });
  });

  it('serves the about page, and any combination of entries with runtime.js', async () => {
    const { out } = await built('entry-advanced/descriptors');
    const aboutOnly = html(dirOf('descriptors'), 'about.html').replace(
      '    <script src="header.js" defer></script>\n',
      '',
    );
    const site = siteOf(out, dirOf('descriptors'), { 'about-only.html': aboutOnly });
    await checkInBrowser(site, 'about.html', async (page) => {
      await about(page);
      expect(await page.locator('header').textContent()).toBe('Cart: 0');
    });
    await checkInBrowser(site, 'about-only.html', async (page) => {
      await about(page);
      expect(await page.locator('header').count()).toBe(0);
    });
  });

  it("with runtimeChunk: 'single' the widget needs runtime.js; runtime: false on it gives the same files as the page's configuration", async () => {
    const perEntry = (code: string): string => code.replace(/ {6}runtime: 'runtime',\n/g, '');
    const single = variant('descriptors', 'single', {
      'webpack.config.js': (code) =>
        perEntry(code).replace(
          '  plugins: [new MiniCssExtractPlugin()],',
          "  plugins: [new MiniCssExtractPlugin()],\n  optimization: { runtimeChunk: 'single' },",
        ),
    });
    const singleBuild = await buildProject(single);
    expect(singleBuild.errors).toEqual([]);
    const page = await (await launchBrowser()).newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    try {
      await page.goto(pathToFileURL(path.join(siteOf(singleBuild.out, single), 'partner.html')).href, {
        waitUntil: 'load',
      });
      expect(
        await page.evaluate(
          () => typeof (window as unknown as { GreetingWidget?: { mount?: unknown } }).GreetingWidget?.mount,
        ),
      ).toBe('undefined');
      expect(errors).toEqual(['GreetingWidget.mount is not a function']);
    } finally {
      await page.close();
    }

    pageSays('The widget opts out with `runtime: false` in its descriptor');
    const optOut = variant('descriptors', 'opt-out', {
      'webpack.config.js': (code) =>
        perEntry(code)
          .replace(
            "      library: { name: 'GreetingWidget', type: 'umd' },\n",
            "      library: { name: 'GreetingWidget', type: 'umd' },\n      runtime: false,\n",
          )
          .replace(
            '  plugins: [new MiniCssExtractPlugin()],',
            "  plugins: [new MiniCssExtractPlugin()],\n  optimization: { runtimeChunk: 'single' },",
          ),
    });
    const optOutBuild = await buildProject(optOut);
    // Module ids depend on the path to node_modules, so compare with the page's configuration built from a folder as deep.
    const asShown = await buildProject(variant('descriptors', 'as-shown', {}));
    expect(sizes(optOutBuild)).toEqual(sizes(asShown));
    await checkInBrowser(siteOf(optOutBuild.out, optOut), 'partner.html', async (tab) =>
      expect(await tab.locator('#greeting').textContent()).toBe('Hello, partner!'),
    );
  });

  it("works with dependOn: 'header', with cart.js only in header.js, and refuses dependOn together with runtime", async () => {
    const dependOn = (code: string): string =>
      code
        .replace(
          "    header: {\n      import: ['./src/header.js', './src/header.css'],\n      runtime: 'runtime',\n    },",
          "    header: ['./src/header.js', './src/header.css'],",
        )
        .replace(
          "      import: ['./src/home.js', './src/home.css'],\n      runtime: 'runtime',",
          "      import: ['./src/home.js', './src/home.css'],\n      dependOn: 'header',",
        )
        .replace(
          "      import: ['./src/about.js', './src/about.css'],\n      runtime: 'runtime',",
          "      import: ['./src/about.js', './src/about.css'],\n      dependOn: 'header',",
        );
    const copy = variant('descriptors', 'depend-on', {
      'webpack.config.js': dependOn,
      'dist/index.html': withoutRuntimeTag,
      'dist/about.html': withoutRuntimeTag,
    });
    const result = await buildProject(copy);
    expect(result.errors).toEqual([]);
    expect(result.assets.has('runtime.js')).toBe(false);
    expect(readFileSync(path.join(result.out, 'home.js'), 'utf8')).not.toMatch(
      /\.push\(\w\);for\(const \w of \w\)\w\(\w\.length\)/,
    );
    await checkInBrowser(siteOf(result.out, copy), 'index.html', (page) => cartOnHome(page));

    const both = variant('descriptors', 'both', {
      'webpack.config.js': (code) =>
        code.replace(
          "      import: ['./src/home.js', './src/home.css'],\n",
          "      import: ['./src/home.js', './src/home.css'],\n      dependOn: 'about',\n",
        ),
    });
    const refused = await buildProject(both);
    expect(refused.errors.join('\n')).toContain(
      "Entrypoint 'home' has 'dependOn' and 'runtime' specified. This is not valid.",
    );
  });
});

describe('entry-advanced: the widget and the keys of an entry descriptor', { timeout: 120_000 }, () => {
  it('greets the partner from embed/greeting-widget.js alone; the pages export nothing', async () => {
    const { out } = await built('entry-advanced/descriptors');
    const site = siteOf(out, dirOf('descriptors'));
    const page = await (await launchBrowser()).newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(path.relative(site, new URL(request.url()).pathname)));
    try {
      await page.goto(pathToFileURL(path.join(site, 'partner.html')).href, { waitUntil: 'load' });
      expect(await page.locator('#greeting').textContent()).toBe('Hello, partner!');
      expect(requested).toEqual(['partner.html', 'embed/greeting-widget.js']);
    } finally {
      await page.close();
    }
    for (const file of ['runtime.js', 'header.js', 'home.js', 'about.js'])
      expect(readFileSync(path.join(out, file), 'utf8'), file).not.toContain('GreetingWidget');
  });

  it('lists exactly the keys of the schema, with import the only required one', () => {
    const { properties, required } = schema.definitions.EntryDescription;
    const table = pageText.slice(
      pageText.indexOf('| key | what it does for the entry |'),
      pageText.indexOf('A misspelled key'),
    );
    const keys = [...table.matchAll(/\| \[(\w+)\]\(\/configuration\/entry-context\/#entryname(\w+)\)/g)].map(
      ([, key, anchor]) => {
        expect(anchor).toBe(key?.toLowerCase());
        return key;
      },
    );
    expect(keys.sort()).toEqual(Object.keys(properties).sort());
    expect(required).toEqual(['import']);
  });

  it('names the file of a worker entry by workerChunkFilename, and splits no chunk with asyncChunks: false', async () => {
    const worker = await buildProject(dirOf('pages'), {
      entry: { home: ['./src/home.js', './src/home.css'], about: { import: './src/about.js', worker: true } },
      output: { workerChunkFilename: 'workers/[name].js' },
    });
    expect([...worker.assets.keys()]).toContain('workers/about.js');

    const copy = variant('pages', 'async-chunks', {
      'src/home.js': (code) =>
        code
          .replace("import { greet } from './greet.js';\n", '')
          .replace(
            "heading.textContent = greet('webpack');",
            "import('./greet.js').then(({ greet }) => {\n  heading.textContent = greet('webpack');\n});",
          ),
    });
    const split = await buildProject(copy);
    expect(split.assets.size).toBe(5);
    const unsplit = await buildProject(copy, {
      entry: {
        home: { import: ['./src/home.js', './src/home.css'], asyncChunks: false },
        about: ['./src/about.js', './src/about.css'],
      },
    });
    expect(unsplit.assets.size).toBe(4);
  });

  it('stops with "Invalid configuration object." naming a misspelled key', () => {
    const copy = variant('descriptors', 'misspelled', {
      'webpack.config.js': (code) =>
        code.replace(
          "      import: ['./src/home.js', './src/home.css'],\n      runtime: 'runtime',",
          "      import: ['./src/home.js', './src/home.css'],\n      runtimes: 'runtime',",
        ),
    });
    const { status, printed } = runCli(copy, []);
    expect(status).not.toBe(0);
    expect(printed).toContain('Invalid configuration object.');
    expect(printed).toContain('runtimes');
    expect(() =>
      webpack.validate({
        entry: { home: { import: './x.js', runtimes: 'runtime' } },
      } as unknown as webpack.Configuration),
    ).toThrow(/runtimes/);
  });

  it('keeps the files of pages/ that the page says it keeps', () => {
    for (const file of ['package.json', 'src/greet.js', 'src/about.js', 'src/about.css', 'src/home.css']) {
      expect(readFileSync(path.join(dirOf('descriptors'), file), 'utf8'), file).toBe(
        readFileSync(path.join(dirOf('pages'), file), 'utf8'),
      );
    }
    expect(readFileSync(path.join(dirOf('pages'), 'src', 'home.js'), 'utf8')).toBe(
      readFileSync(path.join(EXAMPLES, 'getting-started', 'with-config', 'src', 'index.js'), 'utf8'),
    );
    pageSays("the plugin's `filename` option changes that pattern");
  });
});
