/** What content/guides/shimming.md says about its four projects: ProvidePlugin, imports-loader and exports-loader, polyfills on demand, resolve.fallback. */
import { cpSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { describeGuide, EXAMPLES, guideBlocks, guideText, pageStates } from '../../support/guides';
import { expectPrinted, runCli } from '../../support/cli';
import { untitledBlock, blockWith } from '../../support/code-blocks';
import { checkInBrowser, launchBrowser } from '../../support/in-browser';
import { buildProject, projectConfig, tempDir, type Built } from '../../support/project';

const formatSize = createRequire(path.join(ROOT, 'package.json'))('webpack/lib/util/formatSize.js') as (
  size: number,
) => string;

const dirOf = (state: string): string => path.join(EXAMPLES, 'shimming', state);
const blocks = guideBlocks('shimming');
const pageText = guideText('shimming');

const pageSays = pageStates(pageText);

/** The page once its script has written the h1: `text` is all it shows (its title is not checked). */
async function greetingOnceRendered(page: Page, text = 'Hello, Webpack!'): Promise<void> {
  await page.waitForSelector('h1');
  expect(await page.locator('body > *').allTextContents()).toEqual([text]);
}

const TEAM = ['Hello, Ada!', 'Hello, Grace!', 'Hello, Linus!'];

async function team(page: Page): Promise<void> {
  await page.waitForSelector('li');
  expect(await page.locator('ul > li').allTextContents()).toEqual(TEAM);
}

const built = describeGuide('shimming', {
  'shimming/provide': {
    emits: ['main.js'],
    warnings: [],
    browser: { copy: 'dist', open: 'index.html', check: (page) => greetingOnceRendered(page) },
    cli: { script: 'build', prints: ['asset main.js 69.3 KiB', 'compiled successfully'] },
  },
  'shimming/legacy-scripts': {
    emits: ['main.js'],
    warnings: [],
    browser: {
      copy: 'dist',
      open: 'index.html',
      check: async (page) => {
        await page.waitForSelector('h1');
        expect(await page.locator('body > *').allTextContents()).toEqual([
          'Welcome, Ada, Grace and Linus!',
          'Hello, webpack!',
        ]);
        expect(await page.locator('body > p').getAttribute('class')).toBe('banner');
      },
    },
    cli: { script: 'build', prints: ['./src/index.js + 3 modules', 'compiled successfully'] },
  },
  'shimming/polyfills': {
    emits: ['main.js', 'to-sorted.js'],
    warnings: [],
    browser: { copy: 'dist', open: 'index.html', check: team },
    cli: { script: 'build', prints: ['asset to-sorted.js', 'compiled successfully'] },
  },
  'shimming/node-core': {
    emits: ['main.js'],
    warnings: [],
    browser: {
      copy: 'dist',
      open: 'index.html',
      check: async (page) => {
        await page.waitForSelector('h1');
        expect(await page.locator('body > *').allTextContents()).toEqual([
          'Hello, webpack!',
          blockWith(blocks, 'In base64:'),
        ]);
        expect(await page.locator('h1').getAttribute('id')).toMatch(
          /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
        );
      },
    },
    cli: { script: 'build', prints: ['crypto (ignored)', 'compiled successfully'] },
  },
});

/** A copy of a project's folder, with node_modules linked in and `edit` applied to some of its files. */
function variant(state: string, name: string, edit: Record<string, (code: string) => string> = {}): string {
  const copy = tempDir(`shimming-${name}`);
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

interface Opened {
  texts: string[];
  /** Uncaught exceptions, as Chromium's console prints them (first line). */
  uncaught: string[];
  requested: string[];
}

/** Opens index.html of a build with the project's dist/ files, running `init` before the page's scripts. */
async function open(result: Built, dir: string, init?: () => void): Promise<Opened> {
  const site = tempDir('shimming-site');
  cpSync(result.out, site, { recursive: true });
  cpSync(path.join(dir, 'dist'), site, { recursive: true });
  const page = await (await launchBrowser()).newPage();
  const uncaught: string[] = [];
  const requested: string[] = [];
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Runtime.exceptionThrown', ({ exceptionDetails }) => {
    const description = exceptionDetails.exception?.description?.split('\n')[0];
    uncaught.push(
      exceptionDetails.text === 'Uncaught' && description ? `Uncaught ${description}` : exceptionDetails.text,
    );
  });
  await cdp.send('Runtime.enable');
  page.on('request', (request) => requested.push(path.basename(new URL(request.url()).pathname)));
  if (init) await page.addInitScript(init);
  try {
    await page.goto(pathToFileURL(path.join(site, 'index.html')).href, { waitUntil: 'load' });
    await page.waitForSelector('body > *', { timeout: 1500 }).catch(() => undefined);
    await page.waitForTimeout(100);
    return { texts: await page.locator('body > *').allTextContents(), uncaught, requested };
  } finally {
    await page.close();
  }
}

/** The one untitled `js` block of the page that contains `text`. */
const snippet = (text: string): string => untitledBlock(blocks, text);

describe('shimming: ProvidePlugin', { timeout: 120_000 }, () => {
  it('builds without a warning but fails in the browser with "_ is not defined" without the plugin', async () => {
    const result = await buildProject(dirOf('provide'), { plugins: [] });
    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual([]);
    const opened = await open(result, dirOf('provide'));
    expect(opened.texts).toEqual([]);
    expect(opened.uncaught).toEqual([blockWith(blocks, '_ is not defined')]);
  });

  it("prints the report the page shows; the related asset is the license file with lodash's comment", async () => {
    const copy = variant('provide', 'cli');
    const { status, printed } = runCli(copy, []);
    expect(status, printed).toBe(0);
    expectPrinted(printed, blockWith(blocks, 'asset main.js 69.3 KiB'));
    const { out, stats } = await built('shimming/provide');
    const main = stats
      .toJson({ all: false, assets: true, relatedAssets: true })
      .assets?.find((asset) => asset.name === 'main.js');
    expect(main?.related?.map((asset) => asset.name)).toEqual(['main.js.LICENSE.txt']);
    expect(readFileSync(path.join(out, 'main.js'), 'utf8')).toContain(
      'For license information please see main.js.LICENSE.txt',
    );
    expect(readFileSync(path.join(out, 'main.js.LICENSE.txt'), 'utf8')).toContain('Lodash <https://lodash.com/>');
  });

  it('leaves a module alone that declares its own _', async () => {
    const copy = variant('provide', 'own-underscore', {
      'src/greet.js': (code) => `const _ = { startCase: (text) => text.toUpperCase() };\n\n${code}`,
    });
    const result = await buildProject(copy);
    expect(result.assets.get('main.js')).toBeLessThan(1024);
    expect((await open(result, copy)).texts).toEqual(['Hello, WEBPACK!']);
  });

  it('keeps 69.3 KiB with the array form, and gets 6.43 KiB with lodash/startCase', async () => {
    expect(snippet("startCase: ['lodash', 'startCase']")).toContain('new webpack.ProvidePlugin({');
    const copy = variant('provide', 'array', {
      'src/greet.js': (code) => code.replace('_.startCase(name)', 'startCase(name)'),
    });
    const array = await buildProject(copy, {
      plugins: [new webpack.ProvidePlugin({ startCase: ['lodash', 'startCase'] })],
    });
    expect(formatSize(array.assets.get('main.js') ?? 0)).toBe('69.3 KiB');
    expect((await open(array, copy)).texts).toEqual(['Hello, Webpack!']);
    pageSays("providing `startCase: 'lodash/startCase'` gets the bundle down to about 6.4 KiB");
    const single = await buildProject(copy, {
      plugins: [new webpack.ProvidePlugin({ startCase: 'lodash/startCase' })],
    });
    // The module ids, and so the last digit, depend on the path to node_modules.
    expect(formatSize(single.assets.get('main.js') ?? 0)).toMatch(/^6\.(3\d|4\d) KiB$/);
    expect((await open(single, copy)).texts).toEqual(['Hello, Webpack!']);
  });
});

describe('shimming: exports-loader and imports-loader', { timeout: 120_000 }, () => {
  const rulesOf = (dir: string): webpack.RuleSetRule[] =>
    (projectConfig(dir).module?.rules ?? []) as webpack.RuleSetRule[];
  const rules = (): webpack.RuleSetRule[] => rulesOf(dirOf('legacy-scripts'));
  const bannerRule = (use: webpack.RuleSetUseItem[]): webpack.RuleSetRule => ({
    test: path.join(dirOf('legacy-scripts'), 'src/vendor/banner.js'),
    use,
  });
  const withRules = (...list: webpack.RuleSetRule[]): webpack.Configuration => ({ module: { rules: list } });
  const exportsBanner = { loader: 'exports-loader', options: { exports: 'default showBanner' } };
  const wrapper = { loader: 'imports-loader', options: { wrapper: 'window' } };

  it('builds without a warning and fails at joinNames without the rules', async () => {
    const result = await buildProject(dirOf('legacy-scripts'), withRules());
    expect(result.warnings).toEqual([]);
    const opened = await open(result, dirOf('legacy-scripts'));
    expect(opened.uncaught).toEqual([blockWith(blocks, 'o.joinNames')]);
  });

  it("fails at document with exports-loader alone, because the module's this is undefined", async () => {
    const [namesRule] = rules();
    const result = await buildProject(dirOf('legacy-scripts'), withRules(namesRule ?? {}, bannerRule([exportsBanner])));
    expect(result.errors).toEqual([]);
    expect((await open(result, dirOf('legacy-scripts'))).uncaught).toEqual([blockWith(blocks, "(reading 'document')")]);
  });

  it('gives a module without import or export its module.exports as this', async () => {
    const copy = variant('legacy-scripts', 'this', {
      'src/index.js': () => "import probe from './probe.js';\n\ndocument.body.textContent = JSON.stringify(probe);\n",
    });
    writeFileSync(path.join(copy, 'src', 'probe.js'), 'this.seen = typeof this.document;\n');
    const result = await buildProject(copy, withRules());
    const site = tempDir('shimming-this-site');
    cpSync(result.out, site, { recursive: true });
    cpSync(path.join(copy, 'dist'), site, { recursive: true });
    await checkInBrowser(site, 'index.html', async (page) =>
      expect(await page.textContent('body')).toBe('{"seen":"undefined"}'),
    );
  });

  it('fails to parse with the loaders the other way round', async () => {
    const [namesRule] = rules();
    const result = await buildProject(
      dirOf('legacy-scripts'),
      withRules(namesRule ?? {}, bannerRule([wrapper, exportsBanner])),
    );
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]).toContain(blockWith(blocks, 'may only appear at the top level'));
  });

  it('prints the report the page shows', () => {
    const { status, printed } = runCli(variant('legacy-scripts', 'cli'), []);
    expect(status, printed).toBe(0);
    expectPrinted(printed, blockWith(blocks, 'asset main.js 404 bytes'));
  });

  it('exports under an alias, as the default, and as CommonJS, as the page describes', async () => {
    pageSays(
      "`'named joinNames join'` exports `joinNames` under the name `join`, and `'default joinNames'` makes it the default export",
    );
    const cases: [string, webpack.RuleSetRule['options'], string][] = [
      ['alias', { exports: 'named joinNames join' }, "import { join as joinNames } from './vendor/names.js';"],
      ['default', { exports: 'default joinNames' }, "import joinNames from './vendor/names.js';"],
      ['commonjs', { type: 'commonjs', exports: 'joinNames' }, "import { joinNames } from './vendor/names.js';"],
      [
        'list',
        { exports: 'joinNames,NAME_SEPARATOR' },
        "import { joinNames, NAME_SEPARATOR } from './vendor/names.js';",
      ],
    ];
    for (const [name, options, line] of cases) {
      const original = "import { joinNames } from './vendor/names.js';";
      const copy = variant(
        'legacy-scripts',
        `exports-${name}`,
        line === original ? {} : { 'src/index.js': (code) => code.replace(original, line) },
      );
      const [, bannerFull] = rulesOf(copy);
      const result = await buildProject(
        copy,
        withRules(
          { test: path.join(copy, 'src/vendor/names.js'), loader: 'exports-loader', options },
          bannerFull ?? {},
        ),
      );
      expect(result.errors, name).toEqual([]);
      expect((await open(result, copy)).texts, name).toEqual(['Welcome, Ada, Grace and Linus!', 'Hello, webpack!']);
    }
  });

  it('makes a sloppy script throw as an ES module, and keeps it working with type: commonjs', async () => {
    const copy = variant('legacy-scripts', 'sloppy', {
      'src/vendor/names.js': (code) => code.replace("var NAME_SEPARATOR = ', ';", "NAME_SEPARATOR = ', ';"),
    });
    const [, bannerFull] = rulesOf(copy);
    const names = path.join(copy, 'src/vendor/names.js');
    const strict = await buildProject(
      copy,
      withRules({ test: names, loader: 'exports-loader', options: { exports: 'joinNames' } }, bannerFull ?? {}),
    );
    expect((await open(strict, copy)).uncaught).toEqual(['Uncaught ReferenceError: NAME_SEPARATOR is not defined']);
    const sloppy = await buildProject(
      copy,
      withRules(
        { test: names, loader: 'exports-loader', options: { type: 'commonjs', exports: 'joinNames' } },
        bannerFull ?? {},
      ),
    );
    expect((await open(sloppy, copy)).texts).toEqual(['Welcome, Ada, Grace and Linus!', 'Hello, webpack!']);
    const viaImport = await buildProject(
      copy,
      withRules(
        {
          test: names,
          use: [
            { loader: 'exports-loader', options: { type: 'commonjs', exports: 'joinNames' } },
            { loader: 'imports-loader', options: { type: 'commonjs', imports: 'pure ../greet.js' } },
          ],
        },
        bannerFull ?? {},
      ),
    );
    expect((await open(viaImport, copy)).texts).toEqual(['Welcome, Ada, Grace and Linus!', 'Hello, webpack!']);
  });

  it('works with the inline form of the loader', async () => {
    const request = /`import \{ joinNames \} from '(exports-loader\?exports=joinNames!\.\/vendor\/names\.js)'`/.exec(
      pageText,
    )?.[1];
    expect(request).toBeDefined();
    const copy = variant('legacy-scripts', 'inline', {
      'src/index.js': (code) => code.replace("'./vendor/names.js'", `'${request ?? ''}'`),
    });
    const [, bannerFull] = rulesOf(copy);
    const result = await buildProject(copy, withRules(bannerFull ?? {}));
    expect(result.errors).toEqual([]);
    expect((await open(result, copy)).texts).toEqual(['Welcome, Ada, Grace and Linus!', 'Hello, webpack!']);
  });

  it("does with imports: 'default lodash _' for greet.js what ProvidePlugin does", async () => {
    const shown = blocks.find(
      (block) => block.title === 'webpack.config.js' && block.code.includes("imports: 'default lodash _'"),
    )?.code;
    expect(shown).toBeDefined();
    const result = await buildProject(dirOf('provide'), {
      plugins: [],
      module: {
        rules: [
          {
            test: path.join(dirOf('provide'), 'src/greet.js'),
            loader: 'imports-loader',
            options: { imports: 'default lodash _' },
          },
        ],
      },
    });
    expect(result.errors).toEqual([]);
    expect((await open(result, dirOf('provide'))).texts).toEqual(['Hello, Webpack!']);
  });
});

describe('shimming: polyfills on demand', { timeout: 120_000 }, () => {
  it('prints the report the page shows', () => {
    const { status, printed } = runCli(variant('polyfills', 'cli'), []);
    expect(status, printed).toBe(0);
    expectPrinted(printed, blockWith(blocks, 'asset to-sorted.js 259 bytes'));
  });

  it('loads to-sorted.js only in a browser without toSorted, and shows the same list', async () => {
    const result = await built('shimming/polyfills');
    const modern = await open(result, dirOf('polyfills'));
    expect(modern.texts).toEqual([TEAM.join('')]);
    expect(modern.requested).toEqual(['index.html', 'main.js']);
    const old = await open(result, dirOf('polyfills'), () => {
      delete (Array.prototype as { toSorted?: unknown }).toSorted;
    });
    expect(old.texts).toEqual([TEAM.join('')]);
    expect(old.requested).toEqual(['index.html', 'main.js', 'to-sorted.js']);
    expect(old.uncaught).toEqual([]);
  });

  it('runs the polyfill in every browser when it is first in the entry, replacing the built-in method', async () => {
    const entry = /`(entry: \['\.\/src\/polyfills\/to-sorted\.js', '\.\/src\/index\.js'\])`/.exec(pageText)?.[1];
    expect(entry).toBeDefined();
    const result = await buildProject(dirOf('polyfills'), {
      entry: ['./src/polyfills/to-sorted.js', './src/index.js'],
    });
    expect([...result.assets.keys()]).toEqual(['main.js']);
    const site = tempDir('shimming-entry-site');
    cpSync(result.out, site, { recursive: true });
    cpSync(path.join(dirOf('polyfills'), 'dist'), site, { recursive: true });
    await checkInBrowser(site, 'index.html', async (page) => {
      await team(page);
      expect(
        await page.evaluate(() => Function.prototype.toString.call(Array.prototype.toSorted).includes('[native code]')),
      ).toBe(false);
    });
  });
});

describe('shimming: Node.js built-ins and globals', { timeout: 120_000 }, () => {
  const withoutFallback = (code: string): string =>
    code.replace('  resolve: {\n    fallback: {\n      crypto: false,\n    },\n  },\n', '');

  it('stops with the BREAKING CHANGE message without resolve.fallback', () => {
    const copy = variant('node-core', 'no-fallback', { 'webpack.config.js': withoutFallback });
    const { status, printed } = runCli(copy, []);
    expect(status).toBe(1);
    expectPrinted(printed, blockWith(blocks, 'BREAKING CHANGE'), { '/home/you/hello-webpack': copy });
  });

  it('uses a fallback only when normal resolution fails', async () => {
    const result = await buildProject(dirOf('node-core'), { resolve: { fallback: { crypto: false, buffer: false } } });
    expect(result.errors).toEqual([]);
    const names = (result.stats.toJson({ all: false, modules: true }).modules ?? []).map((module) => module.name);
    expect(names.some((name) => name?.endsWith('node_modules/buffer/index.js'))).toBe(true);
  });

  it('fails with "Buffer is not defined" without ProvidePlugin, and with Buffer.from not a function with the whole module', async () => {
    const noProvide = await buildProject(dirOf('node-core'), { plugins: [] });
    expect(noProvide.errors).toEqual([]);
    expect((await open(noProvide, dirOf('node-core'))).uncaught).toEqual([blockWith(blocks, 'Buffer is not defined')]);
    pageSays("`Buffer: 'buffer'` would not work");
    const whole = await buildProject(dirOf('node-core'), {
      plugins: [new webpack.ProvidePlugin({ Buffer: 'buffer' })],
    });
    const opened = await open(whole, dirOf('node-core'));
    expect(opened.uncaught).toHaveLength(1);
    expect(opened.uncaught[0]).toMatch(/^Uncaught TypeError: .*\.from is not a function$/);
  });

  it('prints the report the page shows, and gives the heading a new id on every load', async () => {
    const { status, printed } = runCli(variant('node-core', 'cli'), []);
    expect(status, printed).toBe(0);
    expectPrinted(printed, blockWith(blocks, 'crypto (ignored) 15 bytes'));
    const { out } = await built('shimming/node-core');
    const site = tempDir('shimming-ids');
    cpSync(out, site, { recursive: true });
    cpSync(path.join(dirOf('node-core'), 'dist'), site, { recursive: true });
    const ids: (string | null)[] = [];
    for (let load = 0; load < 2; load += 1) {
      await checkInBrowser(site, 'index.html', async (page) => {
        await page.waitForSelector('h1');
        ids.push(await page.locator('h1').getAttribute('id'));
      });
    }
    expect(ids[0]).not.toBe(ids[1]);
    expect(Buffer.from('Hello, webpack!').toString('base64')).toBe('SGVsbG8sIHdlYnBhY2sh');
  });
});

describe('shimming: the files of each state', () => {
  it('keeps the Getting Started files the page says it keeps', () => {
    const start = path.join(EXAMPLES, 'getting-started', 'with-config');
    const same = (state: string, file: string, original = file) =>
      expect(readFileSync(path.join(dirOf(state), file), 'utf8'), `${state}/${file}`).toBe(
        readFileSync(path.join(start, original), 'utf8'),
      );
    for (const state of ['provide', 'legacy-scripts', 'polyfills', 'node-core']) same(state, 'dist/index.html');
    for (const state of ['legacy-scripts', 'polyfills', 'node-core']) same(state, 'src/greet.js');
    same('provide', 'src/index.js');
    same('polyfills', 'package.json');
  });
});
