/** What content/guides/public-path.md says about its two projects, served from disk, over HTTP and from a CDN. */
import { cpSync, existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { createRequire } from 'node:module';
import { ROOT } from '../../../src/node/paths';
import { describeGuide, EXAMPLES, guideBlocks, guideText } from '../../support/guides';
import { runCli } from '../../support/cli';
import { serveSite, type ServedSite } from '../../support/http';
import { launchBrowser } from '../../support/in-browser';
import { buildProject, tempDir, type Built } from '../../support/project';
import { onlyBlock, type CodeBlock } from '../../support/code-blocks';

const formatSize = createRequire(path.join(ROOT, 'package.json'))('webpack/lib/util/formatSize.js') as (
  size?: number,
) => string;

const auto = path.join(EXAMPLES, 'public-path', 'auto');
const runTime = path.join(EXAMPLES, 'public-path', 'run-time');
const blocks = guideBlocks('public-path');
const CDN = 'https://cdn.example.com/hello-webpack/';

/** The one code block of the page that satisfies `test`. */
const pageBlock = (what: string, test: (block: CodeBlock) => boolean): string => onlyBlock(blocks, what, test);

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.svg': 'image/svg+xml' };

/** A folder with the build output and the project's hand-written dist/ files, as the reader deploys it. */
function siteOf(built: Built, project: string, label: string): string {
  const site = tempDir(`public-path-${label}`);
  cpSync(built.out, site, { recursive: true });
  cpSync(path.join(project, 'dist'), site, { recursive: true });
  return site;
}

/** Serves `site` over HTTP below the path `prefix` ('/' or '/hello/'); everything else is a 404. */
const serve = (site: string, prefix: string): Promise<ServedSite> => serveSite(site, TYPES, prefix);

interface Visit {
  /** The heading the page shows, or null when it shows none. */
  heading: string | null;
  /** The natural width of the image, 0 when it did not load. */
  imageWidth: number;
  /** Every URL the page requested, in order. */
  urls: string[];
  /** Uncaught errors, as `name: message`. */
  errors: string[];
  /** Console messages of the level error. */
  console: string[];
}

/**
 * Opens `url` in Chromium and waits until the heading appears or an error is thrown. Requests to
 * the CDN are answered from `cdnSite`, when given, as a CDN would after the upload of dist/.
 */
async function visit(url: string, cdnSite?: string): Promise<Visit> {
  const page: Page = await (await launchBrowser()).newPage();
  const result: Visit = { heading: null, imageWidth: 0, urls: [], errors: [], console: [] };
  page.on('request', (request) => result.urls.push(request.url()));
  page.on('pageerror', (error) => result.errors.push(`${error.name}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') result.console.push(message.text());
  });
  await page.route('https://cdn.example.com/**', async (route) => {
    const file = cdnSite
      ? path.join(cdnSite, new URL(route.request().url()).pathname.replace('/hello-webpack/', ''))
      : '';
    if (cdnSite && existsSync(file) && statSync(file).isFile()) {
      await route.fulfill({
        status: 200,
        contentType: TYPES[path.extname(file)] ?? 'application/octet-stream',
        body: readFileSync(file),
      });
    } else {
      await route.fulfill({ status: 404, body: 'not found' });
    }
  });
  try {
    await page.goto(url, { waitUntil: 'load' });
    await page
      .waitForFunction(() => document.querySelector('h1') !== null, undefined, { timeout: 3000 })
      .catch(() => undefined);
    await page.waitForTimeout(100);
    result.heading = await page.evaluate(() => document.querySelector('h1')?.textContent ?? null);
    result.imageWidth = await page.evaluate(() => document.querySelector('img')?.naturalWidth ?? 0);
  } finally {
    await page.close();
  }
  return result;
}

describeGuide('public-path', {
  'public-path/auto': {
    emits: ['js/main.js', 'js/greet.js', 'images/logo.svg'],
    warnings: [],
    browser: {
      copy: 'dist',
      open: 'index.html',
      check: async (page) => {
        await page.locator('h1').waitFor();
        expect(await page.locator('h1').textContent()).toBe('Hello, webpack!');
        expect(await page.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(64);
      },
    },
    cli: {
      script: 'build',
      prints: [
        'asset js/main.js 2.67 KiB',
        'asset js/greet.js 210 bytes',
        'asset images/logo.svg 192 bytes',
        'compiled successfully',
      ],
    },
  },
  'public-path/run-time': {
    emits: ['js/main.js', 'js/greet.js', 'images/logo.svg'],
    warnings: [],
    cli: {
      script: 'build',
      prints: ['asset js/main.js 2.78 KiB', 'asset js/greet.js 210 bytes', 'compiled successfully'],
    },
  },
});

/** Builds `project` with `output` merged over its configuration, and deploys it with the project's dist/ files. */
async function deploy(
  project: string,
  label: string,
  output: webpack.Configuration['output'] = {},
  extra: webpack.Configuration = {},
): Promise<{ built: Built; site: string }> {
  const built = await buildProject(project, { ...extra, output });
  expect(built.errors).toEqual([]);
  return { built, site: siteOf(built, project, label) };
}

/** Serves `site` below `prefix`, visits `page` there, and stops the server. */
async function visitServed(
  site: string,
  prefix: string,
  page = '',
  cdnSite?: string,
): Promise<Visit & { origin: string; served: ServedSite['requests'] }> {
  const server = await serve(site, prefix);
  try {
    const result = await visit(`${server.origin}${prefix}${page}`, cdnSite);
    return { ...result, origin: server.origin, served: server.requests };
  } finally {
    await server.close();
  }
}

const pathsOf = (result: { urls: string[]; origin: string }): string[] =>
  result.urls.filter((url) => url.startsWith(result.origin)).map((url) => url.slice(result.origin.length));

describe("public-path: 'auto'", () => {
  it('finds the prefix in the code the page shows', async () => {
    const built = await buildProject(auto, { optimization: { minimize: false } });
    const code = readFileSync(path.join(built.out, 'js', 'main.js'), 'utf8');
    expect(code).toContain('/* webpack/runtime/publicPath */');
    expect(code).toContain('const currentScript = document.currentScript;');
    expect(code).toContain('if (!currentScript || /^script$/i.test(currentScript.tagName)) {');
    expect(code).toContain('} else if (typeof importScripts !== "undefined") scriptUrl = location + "";');
    const excerpt = pageBlock(
      'the runtime code of auto',
      (block) => block.lang === 'js' && block.code.includes('Automatic publicPath'),
    );
    for (const line of excerpt.split('\n')) expect(code).toContain(line);
  });

  it('loads the chunk and the image from the root and from a sub-path, without a new build', async () => {
    const { site } = await deploy(auto, 'auto-served');
    const atRoot = await visitServed(site, '/');
    expect(atRoot).toMatchObject({ heading: 'Hello, webpack!', imageWidth: 64, errors: [], console: [] });
    expect(new Set(pathsOf(atRoot))).toEqual(new Set(['/', '/js/main.js', '/js/greet.js', '/images/logo.svg']));

    const below = await visitServed(site, '/hello/');
    expect(below).toMatchObject({ heading: 'Hello, webpack!', imageWidth: 64, errors: [], console: [] });
    expect(new Set(pathsOf(below))).toEqual(
      new Set(['/hello/', '/hello/js/main.js', '/hello/js/greet.js', '/hello/images/logo.svg']),
    );
  });

  it('throws before anything runs when main.js is inlined into the page', async () => {
    const { built, site } = await deploy(auto, 'auto-inline');
    const code = readFileSync(path.join(built.out, 'js', 'main.js'), 'utf8');
    writeFileSync(
      path.join(site, 'index.html'),
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Hello webpack</title></head><body><script>${code}</script></body></html>`,
    );
    const result = await visitServed(site, '/');
    expect(result.errors).toEqual(['Error: Automatic publicPath is not supported in this browser']);
    expect(
      pageBlock('the error of auto', (block) => block.lang === 'text' && block.code.includes('Automatic publicPath')),
    ).toBe('Error: Automatic publicPath is not supported in this browser');
    expect(result.heading).toBeNull();
    expect(result.urls.filter((url) => url.endsWith('.svg') || url.endsWith('.js'))).toEqual([]);
  });

  it('throws when an element that is not a script hides document.currentScript', async () => {
    const { site } = await deploy(auto, 'auto-clobbered');
    const html = readFileSync(path.join(site, 'index.html'), 'utf8');
    expect(html).toContain('<body></body>');
    writeFileSync(
      path.join(site, 'index.html'),
      html.replace('<body></body>', '<body><img name="currentScript" alt=""></body>'),
    );
    const result = await visitServed(site, '/');
    expect(result.errors).toEqual(['Error: Automatic publicPath is not supported in this browser']);
    expect(result.heading).toBeNull();
    expect(pathsOf(result)).toEqual(['/', '/js/main.js']);
    expect(guideText('public-path')).toContain('An element of the page such as `<img name="currentScript">` does that');
  });
});

describe('public-path: fixed values', () => {
  it("writes '/' into the runtime, in a main.js of 2.24 KiB, and builds the configuration the page shows", async () => {
    const shown = pageBlock(
      'the configuration with a fixed value',
      (block) => block.title === 'webpack.config.js' && block.code.includes("publicPath: '/'"),
    );
    const copy = tempDir('public-path-fixed-config');
    cpSync(auto, copy, { recursive: true });
    writeFileSync(path.join(copy, 'webpack.config.js'), `${shown}\n`);
    const built = await buildProject(copy);
    const code = readFileSync(path.join(built.out, 'js', 'main.js'), 'utf8');
    expect(code).toMatch(/\.p="\/"/);
    expect(code).not.toContain('Automatic publicPath');
    expect(formatSize(built.assets.get('js/main.js'))).toBe('2.24 KiB');
    expect(guideText('public-path')).toContain('`main.js` shrinks from 2.67 KiB to 2.24 KiB');
  });

  it("works at the root and fails below a sub-path with '/'", async () => {
    const { site } = await deploy(auto, 'fixed-root', { publicPath: '/' });
    const atRoot = await visitServed(site, '/');
    expect(atRoot).toMatchObject({ heading: 'Hello, webpack!', imageWidth: 64, errors: [] });

    const below = await visitServed(site, '/hello/');
    expect(below.heading).toBeNull();
    expect(below.imageWidth).toBe(0);
    expect(pathsOf(below)).toEqual(expect.arrayContaining(['/hello/js/main.js', '/js/greet.js', '/images/logo.svg']));
    expect(
      below.served
        .filter((request) => request.status === 404)
        .map((request) => request.path)
        .sort(),
    ).toEqual(['/images/logo.svg', '/js/greet.js']);
    const shown = pageBlock(
      'the ChunkLoadError',
      (block) => block.lang === 'text' && block.code.startsWith('ChunkLoadError'),
    );
    expect(below.errors).toEqual([shown.replace('http://localhost:8080', below.origin)]);
  });

  it("requests /hellojs/greet.js with '/hello'", async () => {
    const { site } = await deploy(auto, 'no-slash', { publicPath: '/hello' });
    const result = await visitServed(site, '/hello/');
    expect(pathsOf(result)).toContain('/hellojs/greet.js');
    expect(result.heading).toBeNull();
  });

  it("works below /hello/ with '/hello/'", async () => {
    const { site } = await deploy(auto, 'hello', { publicPath: '/hello/' });
    expect(await visitServed(site, '/hello/')).toMatchObject({
      heading: 'Hello, webpack!',
      imageWidth: 64,
      errors: [],
    });
  });

  it("resolves '' against the page, which breaks a page in a sub-folder that 'auto' serves", async () => {
    const about = (site: string): void => {
      cpSync(path.join(site, 'index.html'), path.join(site, 'about', 'index.html'), { recursive: true });
      const html = readFileSync(path.join(site, 'about', 'index.html'), 'utf8');
      writeFileSync(path.join(site, 'about', 'index.html'), html.replace('src="js/main.js"', 'src="../js/main.js"'));
    };
    const empty = await deploy(auto, 'empty', { publicPath: '' });
    expect(await visitServed(empty.site, '/hello/')).toMatchObject({
      heading: 'Hello, webpack!',
      imageWidth: 64,
      errors: [],
    });
    about(empty.site);
    const emptyAbout = await visitServed(empty.site, '/hello/', 'about/');
    expect(pathsOf(emptyAbout)).toContain('/hello/about/js/greet.js');
    expect(emptyAbout.heading).toBeNull();

    const automatic = await deploy(auto, 'auto-about');
    about(automatic.site);
    expect(await visitServed(automatic.site, '/hello/', 'about/')).toMatchObject({
      heading: 'Hello, webpack!',
      imageWidth: 64,
      errors: [],
    });
  });

  it('loads the chunk and the image from the CDN with --output-public-path', async () => {
    const copy = tempDir('public-path-cli-cdn');
    cpSync(auto, copy, { recursive: true });
    const command = pageBlock(
      'the command with the CDN',
      (block) => block.lang === 'bash' && block.code.includes('--output-public-path'),
    );
    const { status, printed } = runCli(copy, command.split(/\s+/).slice(2));
    expect(status, printed).toBe(0);
    const result = await visitServed(path.join(copy, 'dist'), '/', '', path.join(copy, 'dist'));
    expect(result).toMatchObject({ heading: 'Hello, webpack!', imageWidth: 64, errors: [] });
    expect(result.urls).toEqual(
      expect.arrayContaining([`${CDN}js/greet.js`, `${CDN}images/logo.svg`, `${result.origin}/js/main.js`]),
    );
    expect(pathsOf(result).filter((url) => url !== '/js/main.js' && url !== '/')).toEqual([]);
  });
});

describe('public-path: files that other files point to', () => {
  it("writes relative script paths with 'auto' and the prefix with a fixed value (html-webpack-plugin)", async () => {
    const plugins = [
      new HtmlWebpackPlugin({ title: 'Hello webpack' }),
      new HtmlWebpackPlugin({ title: 'About', filename: 'pages/about.html' }),
    ];
    const automatic = await buildProject(auto, { plugins });
    expect(automatic.errors).toEqual([]);
    expect(readFileSync(path.join(automatic.out, 'index.html'), 'utf8')).toContain('<script defer src=js/main.js>');
    expect(readFileSync(path.join(automatic.out, 'pages', 'about.html'), 'utf8')).toContain(
      '<script defer src=../js/main.js>',
    );

    const fixed = await buildProject(auto, { plugins, output: { publicPath: '/hello/' } });
    expect(readFileSync(path.join(fixed.out, 'index.html'), 'utf8')).toContain('<script defer src=/hello/js/main.js>');
    expect(readFileSync(path.join(fixed.out, 'pages', 'about.html'), 'utf8')).toContain(
      '<script defer src=/hello/js/main.js>',
    );
  });

  it('gives the image its own prefix with the generator option of a rule, and leaves the chunks to output.publicPath', async () => {
    const shown = pageBlock(
      'the configuration with generator.publicPath',
      (block) => block.title === 'webpack.config.js' && block.code.includes('generator'),
    );
    const copy = tempDir('public-path-generator');
    cpSync(auto, copy, { recursive: true });
    writeFileSync(path.join(copy, 'webpack.config.js'), `${shown}\n`);
    const built = await buildProject(copy);
    expect(built.errors).toEqual([]);
    const code = readFileSync(path.join(built.out, 'js', 'main.js'), 'utf8');
    expect(code).toContain('"https://images.example.com/images/logo.svg"');
    expect(code).toContain('Automatic publicPath');
    expect(built.assets.has('images/logo.svg')).toBe(true);
  });
});

describe('public-path: set at run time', () => {
  it('loads main.js from the server and the chunk and the image from the CDN the page names', async () => {
    const { site } = await deploy(runTime, 'run-time');
    const result = await visitServed(site, '/', '', site);
    expect(result).toMatchObject({ heading: 'Hello, webpack!', imageWidth: 64, errors: [], console: [] });
    expect(result.urls).toEqual(
      expect.arrayContaining([`${result.origin}/js/main.js`, `${CDN}js/greet.js`, `${CDN}images/logo.svg`]),
    );
    expect(pathsOf(result).sort()).toEqual(['/', '/js/main.js']);
  });

  it("falls back to 'auto' on a page without the meta element", async () => {
    const { site } = await deploy(runTime, 'run-time-no-meta');
    const html = readFileSync(path.join(site, 'index.html'), 'utf8');
    writeFileSync(path.join(site, 'index.html'), html.replace(/\s*<meta name="asset-base"[^>]*>/, ''));
    const result = await visitServed(site, '/hello/', '', site);
    expect(result).toMatchObject({ heading: 'Hello, webpack!', imageWidth: 64, errors: [] });
    expect(result.urls.filter((url) => url.startsWith('https://cdn.example.com'))).toEqual([]);
    expect(new Set(pathsOf(result))).toEqual(
      new Set(['/hello/', '/hello/js/main.js', '/hello/js/greet.js', '/hello/images/logo.svg']),
    );
  });

  it('turns the assignment into __webpack_require__.p, as the page shows', async () => {
    const built = await buildProject(runTime, { optimization: { minimize: false } });
    const excerpt = pageBlock(
      'the compiled public-path.js',
      (block) =>
        block.lang === 'js' && block.title === null && block.code.includes('__webpack_require__.p = base.content'),
    );
    expect(readFileSync(path.join(built.out, 'js', 'main.js'), 'utf8')).toContain(excerpt);
  });

  it('is too late for a module imported before public-path.js', async () => {
    const copy = tempDir('public-path-order');
    cpSync(runTime, copy, { recursive: true });
    writeFileSync(
      path.join(copy, 'src', 'logo.js'),
      [
        "const logo = document.createElement('img');",
        "logo.src = new URL('./logo.svg', import.meta.url).href;",
        "logo.alt = 'A blue square';",
        'document.body.append(logo);',
        '',
      ].join('\n'),
    );
    writeFileSync(
      path.join(copy, 'src', 'index.js'),
      [
        "import './logo.js';",
        "import './public-path.js';",
        '',
        'import(/* webpackChunkName: "greet" */ \'./greet.js\').then(({ greet }) => {',
        "  const heading = document.createElement('h1');",
        "  heading.textContent = greet('webpack');",
        '  document.body.append(heading);',
        '});',
        '',
      ].join('\n'),
    );
    const { site } = await deploy(copy, 'order');
    const result = await visitServed(site, '/', '', site);
    expect(result.heading).toBe('Hello, webpack!');
    expect(result.urls).toContain(`${result.origin}/images/logo.svg`);
    expect(result.urls).toContain(`${CDN}js/greet.js`);
    expect(result.urls).not.toContain(`${CDN}images/logo.svg`);
  });

  it("works inlined with publicPath: '', and not with 'auto'", async () => {
    const inline = (built: Built, site: string): void => {
      const code = readFileSync(path.join(built.out, 'js', 'main.js'), 'utf8');
      const html = readFileSync(path.join(site, 'index.html'), 'utf8');
      writeFileSync(
        path.join(site, 'index.html'),
        html
          .replace('<script src="js/main.js" defer></script>', '')
          .replace('<body></body>', `<body><script>${code}</script></body>`),
      );
    };
    const empty = await deploy(runTime, 'inline-empty', { publicPath: '' });
    inline(empty.built, empty.site);
    const works = await visitServed(empty.site, '/', '', empty.site);
    expect(works).toMatchObject({ heading: 'Hello, webpack!', imageWidth: 64, errors: [] });
    expect(works.urls).toEqual(expect.arrayContaining([`${CDN}js/greet.js`, `${CDN}images/logo.svg`]));

    const automatic = await deploy(runTime, 'inline-auto');
    inline(automatic.built, automatic.site);
    const fails = await visitServed(automatic.site, '/', '', automatic.site);
    expect(fails.errors).toEqual(['Error: Automatic publicPath is not supported in this browser']);
    expect(fails.heading).toBeNull();
  });
});
