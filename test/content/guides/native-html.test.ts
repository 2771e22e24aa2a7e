/**
 * What content/guides/native-html.md says about webpack's built-in HTML support: the project whose
 * entry is its page (the build, the page in Chromium), a module script without output.module, a
 * page written for a JavaScript entry, the switch, and the options the migration table names.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { slug } from 'github-slugger';
import type { Page } from 'playwright-core';
import type webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { blockWith, configBlock, onlyBlock } from '../../support/code-blocks';
import { expectPrinted, freePort, runCli, Running, WEBPACK_CLI } from '../../support/cli';
import { describeGuide, EXAMPLES, guideBlocks, guidePage, guideText, pageStates } from '../../support/guides';
import { headingsOf } from '../../support/headings';
import { served } from '../../support/http';
import { watchPage } from '../../support/in-browser';
import { buildFiles, buildInto, copyProject, projectConfig } from '../../support/project';
import { withDefaults } from '../../support/webpack-config';

const project = path.join(EXAMPLES, 'native-html');
const blocks = guideBlocks('native-html');
const pageSays = pageStates(guideText('native-html'));
const requireFromRoot = createRequire(path.join(ROOT, 'package.json'));
const LOGO = '4a355f59b60ed68d863a.svg';

async function projectPage(page: Page): Promise<void> {
  await expect.poll(() => page.locator('h1').textContent()).toBe('Hello, HTML!');
  expect(await page.locator('h1').evaluate((element) => getComputedStyle(element).color)).toBe('rgb(0, 128, 128)');
  const image = page.locator('img');
  expect(await image.getAttribute('src')).toBe(LOGO);
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(64);
  pageSays('the heading says `Hello, HTML!` in teal, above the image');
}

describeGuide('native-html', {
  'native-html': {
    emits: ['index.html', 'main.js', 'style.css', LOGO],
    warnings: [],
    shown: ['index.html'],
    browser: { open: 'index.html', check: projectPage },
    cli: { script: 'build', prints: [`asset ${LOGO}`, 'compiled successfully'] },
  },
});

describe('native-html: the project', () => {
  it('prints the assets and entry points the page shows', () => {
    const copy = copyProject(project, 'native-html-cli');
    const { status, printed } = runCli(copy, []);
    expect(status, printed).toBe(0);
    expectPrinted(printed, blockWith(blocks, `asset ${LOGO}`));
  });

  it('experiments.html is on without a rule for .html files, off with one, and kept on with true', () => {
    const defaults = (options: webpack.Configuration) => withDefaults(options).experiments.html;
    expect(defaults({})).toBe('auto');
    const ruled = { module: { rules: [{ test: /\.html$/i, use: ['html-loader'] }] } };
    expect(defaults(ruled)).toBe(false);
    expect(defaults({ module: { rules: [{ test: /\.html$/i, type: 'asset/source' }] } })).toBe(false);
    expect(defaults({ ...ruled, experiments: { html: true } })).toBe(true);
    expect(defaults({ experiments: { futureDefaults: true } })).toBe(true);
    pageSays("Its default, `'auto'`, turns the support on unless a rule of your configuration gives `.html` files");
  });

  it("webpack's README calls HTML pages stable since 5.109.0 and links #whats-built-in", () => {
    const readme = readFileSync(requireFromRoot.resolve('webpack/README.md'), 'utf8');
    expect(readme.replace(/\s+/g, ' ')).toContain(
      'Webpack generates HTML pages and extracts CSS files itself — stable and on by default since 5.109.0',
    );
    const linked = [...readme.matchAll(/guides\/native-html\/#([\w-]+)/g)].map((match) => match[1]);
    expect(linked.length).toBeGreaterThan(0);
    const ids = headingsOf(guidePage('native-html') ?? '', slug);
    for (const id of linked) expect(ids).toContain(id);
    pageSays('calls the generation of HTML pages stable and on by default since 5.109.0');
  });
});

const LOGO_SVG = readFileSync(path.join(project, 'src', 'logo.svg'), 'utf8');

describe('native-html: what webpack follows in a page', () => {
  it('images, icons, og:image, inline styles and scripts; not links to other pages', async () => {
    const page = [
      '<!doctype html>',
      '<html lang="en">',
      '<head>',
      '<meta charset="utf-8">',
      '<title>Tags</title>',
      '<link rel="icon" href="./icon.svg">',
      '<meta property="og:image" content="./logo.svg">',
      '<style>body { background: url(./logo.svg); }</style>',
      '</head>',
      '<body>',
      '<img srcset="./logo.svg 1x, ./big.svg 2x" src="./logo.svg" alt="">',
      '<video poster="./poster.svg"></video>',
      '<div style="background: url(./logo.svg)"></div>',
      '<a href="./other.html">Other</a>',
      "<script>console.log('inline');</script>",
      '</body>',
      '</html>',
    ].join('\n');
    const svg = (fill: string) => LOGO_SVG.replace('teal', fill);
    const built = await buildFiles(
      'native-html-tags',
      {
        'src/index.html': page,
        'src/logo.svg': LOGO_SVG,
        'src/big.svg': svg('navy'),
        'src/icon.svg': svg('gold'),
        'src/poster.svg': svg('gray'),
        'src/other.html': '<!doctype html>\n<title>Other</title>\n',
      },
      { entry: './src/index.html' },
    );
    expect(built.errors).toEqual([]);
    const html = built.read('index.html');
    // Every svg is written under its hash, and the page names only those: none of ./*.svg is left.
    const svgs = built.files.filter((file) => file.endsWith('.svg'));
    expect(svgs).toHaveLength(4);
    expect(html).not.toMatch(/\.\/\w+\.svg/);
    for (const file of svgs) expect(html).toContain(file);
    expect(html).toContain('<script src=index.js></script>');
    expect(built.read('index.js')).toContain('console.log("inline")');
    expect(html).toContain('<a href=./other.html>');
    expect(built.files).not.toContain('other.html');
    pageSays(
      'Webpack does not follow links to other pages (`<a href>`): each page you want built is an entry of its own.',
    );
  });
});

describe('native-html: experiments.html next to a rule for .html files', () => {
  const app = {
    'src/app.js': "import part from './part.html';\nconsole.log(typeof part);\n",
    'src/part.html': '<p>part</p>\n<img src="./logo.svg" alt="">\n',
    'src/logo.svg': LOGO_SVG,
  };
  const entry = './src/app.js';

  it("'auto' is off next to a rule with a type, and output.html writes no page; true keeps it on", async () => {
    const typed = { rules: [{ test: /\.html$/i, type: 'asset/source' }] };
    const off = await buildFiles('native-html-typed-auto', app, { entry, module: typed, output: { html: true } });
    expect(off.errors).toEqual([]);
    expect(off.files.filter((file) => file.endsWith('.html'))).toEqual([]);
    const on = await buildFiles('native-html-typed-true', app, {
      entry,
      module: typed,
      output: { html: true },
      experiments: { html: true },
    });
    expect(on.errors).toEqual([]);
    expect(on.files).toContain('main.html');
  });

  it('true next to html-loader fails on a fragment with an image, as the page says', async () => {
    const loader = { rules: [{ test: /\.html$/i, use: ['html-loader'] }] };
    const auto = await buildFiles('native-html-loader-auto', app, { entry, module: loader });
    expect(auto.errors).toEqual([]);
    const on = await buildFiles('native-html-loader-true', app, { entry, module: loader, experiments: { html: true } });
    expect(on.errors.join('\n')).toContain("Can't resolve '${___HTML_LOADER_IMPORT_0___}'");
    pageSays("a fragment with an image then fails with `Can't resolve '${___HTML_LOADER_IMPORT_0___}'`");
  });
});

/** The page's configuration with [contenthash] and htmlFilename, the project's own with those two. */
function hashedConfig(): string {
  return onlyBlock(blocks, 'the hashed configuration', (block) => {
    return block.title === 'webpack.config.js' && block.code.includes('htmlFilename');
  });
}

describe('native-html: hashed file names and webpack serve', () => {
  it("the page follows output.filename; htmlFilename: '[name].html' keeps index.html at the top", async () => {
    const copy = copyProject(project, 'native-html-hashed');
    const hashed = await buildInto('native-html-hashed', {
      ...config(copy),
      output: { filename: 'js/[name].[contenthash:8].js' },
    });
    expect(hashed.files.filter((file) => file.endsWith('.html'))).toEqual(['js/index.3d858a7f.html']);
    pageSays("`filename: 'js/[name].[contenthash:8].js'` writes the page as `js/index.3d858a7f.html`");
    writeFileSync(path.join(copy, 'webpack.config.js'), hashedConfig());
    const named = await buildInto('native-html-named', { ...projectConfig(copy), context: copy });
    expect(named.files).toContain('index.html');
    expect(named.read('index.html')).toMatch(/<script defer src=main\.[0-9a-f]{20}\.js>/);
  });

  it('webpack serve stops at the conflict with the project as it is, and serves the page with the two settings', async () => {
    const copy = copyProject(project, 'native-html-serve');
    const port = await freePort();
    const plain = new Running(process.execPath, [WEBPACK_CLI, 'serve', '--port', String(port)], copy);
    try {
      expectPrinted(await plain.waitFor('Conflict'), blockWith(blocks, 'Conflict: Multiple chunks'));
    } finally {
      await plain.stop();
    }
    writeFileSync(path.join(copy, 'webpack.config.js'), hashedConfig());
    const fixedPort = await freePort();
    const fixed = new Running(process.execPath, [WEBPACK_CLI, 'serve', '--port', String(fixedPort)], copy);
    try {
      await fixed.waitFor('compiled successfully');
      const page = await (await fetch(`http://localhost:${fixedPort}/`)).text();
      expect(page).toContain('<h1>Native HTML</h1>');
      const script = /src=(main\.[0-9a-f]{20}\.js)/.exec(page)?.[1];
      expect(script).toBeDefined();
      const code = await (await fetch(`http://localhost:${fixedPort}/${script ?? ''}`)).text();
      expect(code).toContain('webpack-dev-server');
      expect(code).toContain('Hello, ');
    } finally {
      await fixed.stop();
    }
    pageSays('With the configuration above, the server answers `/` with the page, whose script carries the client.');
  }, 120_000);
});

describe('native-html: templates', () => {
  it('module.parser.html.template turns the source into the page before webpack reads it', async () => {
    const shown = configBlock(blocks, 'template:');
    const built = await buildFiles(
      'native-html-template',
      {
        'src/index.html': '<!doctype html>\n<title>%TITLE%</title>\n<img src="./logo.svg" alt="">\n',
        'src/logo.svg': LOGO_SVG,
      },
      { ...shown, entry: './src/index.html' },
    );
    expect(built.errors).toEqual([]);
    expect(built.read('index.html')).toContain('<title>My app</title>');
    expect(built.read('index.html')).toContain(`<img src=${LOGO} alt>`);
    pageSays('A page with `<title>%TITLE%</title>` then has `<title>My app</title>`.');
  });
});

describe('native-html: a module script', () => {
  it('without output.module loses its type and runs before the body; defer and output.module work', async () => {
    const page = readFileSync(path.join(project, 'src', 'index.html'), 'utf8');
    const moduleTag = page.replace('<script defer src="./main.js">', '<script type="module" src="./main.js">');
    expect(moduleTag).not.toBe(page);
    const copy = copyProject(project, 'native-html-module');
    writeFileSync(path.join(copy, 'src', 'index.html'), moduleTag);
    const classic = await buildInto('native-html-classic', config(copy));
    expect(classic.errors).toEqual([]);
    expect(classic.read('index.html')).toContain('<script src=main.js></script>');
    let heading: string | null = null;
    const failed = await watchPage(
      pathToFileURL(path.join(classic.out, 'index.html')).href,
      (seen) => seen.errors.length > 0,
      async (seen) => {
        heading = await seen.page.locator('h1').textContent();
      },
    );
    expect(failed.errors).toEqual([blockWith(blocks, 'Uncaught TypeError')]);
    expect(heading).toBe('Native HTML');
    pageSays('a `<script type="module">` in the page loses its `type`');

    const modules = await buildInto('native-html-esm', { ...config(copy), output: { module: true } });
    expect(modules.errors).toEqual([]);
    expect(modules.files).toContain('main.mjs');
    expect(modules.read('index.html')).toContain('<script type=module src=main.mjs></script>');
    pageSays('set `output.module: true`, which keeps `type="module"` and writes `main.mjs`');
    // Chromium runs the module over HTTP, and not from the disk, where it refuses to load it.
    // A module script runs before the load event, so the heading is final once the page has loaded.
    const headingOf = (url: string) =>
      watchPage(
        url,
        () => true,
        async (seen) => {
          heading = await seen.page.locator('h1').textContent();
        },
      ).then(() => heading);
    expect(await headingOf(pathToFileURL(path.join(modules.out, 'index.html')).href)).toBe('Native HTML');
    const types = { '.html': 'text/html', '.mjs': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };
    const overHttp = await served(modules.out, types, (origin) => headingOf(`${origin}/index.html`));
    expect(overHttp).toBe('Hello, HTML!');
    pageSays('Chromium runs module scripts only from `http://` or `https://` addresses, not');
  });
});

/** The project's configuration with its folder as the context. */
function config(dir: string): webpack.Configuration {
  return { mode: 'production', context: dir, entry: './src/index.html' };
}

describe('native-html: a page for a JavaScript entry', () => {
  it('output.html writes index.html with the title, the meta tag, the script and the stylesheet', async () => {
    const shown = configBlock(blocks, 'viewport');
    const built = await buildFiles(
      'native-html-generated',
      {
        'src/main.js': "import './style.css';\ndocument.body.append('made by the script');\n",
        'src/style.css': 'body {\n  color: teal;\n}\n',
      },
      shown,
    );
    expect(built.errors).toEqual([]);
    expect(built.files).toEqual(['index.css', 'index.html', 'index.js']);
    const html = built.read('index.html');
    expect(html).toContain('<meta charset=utf-8>');
    expect(html).toContain('<title>Native HTML</title>');
    // Minimized: the space after the comma goes.
    expect(html).toContain('<meta name=viewport content="width=device-width,initial-scale=1">');
    expect(html).toContain('<link rel=stylesheet href=index.css>');
    expect(html).toMatch(/<body><script defer src=index\.js><\/script><\/body>/);
    pageSays('The build writes `index.html`, named after the entry');
  });

  it('output.html: true writes the bare page the guide shows, named after the entry', async () => {
    const built = await buildFiles(
      'native-html-bare',
      { 'src/index.js': "document.body.append('made by the script');\n" },
      { entry: './src/index.js', output: { html: true } },
    );
    expect(built.read('main.html')).toBe(blockWith(blocks, '<head></head>', 'html'));
  });

  it("html-webpack-plugin's default page has the charset and a title, and its scripts in the head", async () => {
    const HtmlWebpackPlugin = requireFromRoot('html-webpack-plugin') as new () => webpack.WebpackPluginInstance;
    const built = await buildFiles(
      'native-html-plugin',
      { 'src/index.js': "document.body.append('made by the script');\n" },
      { entry: './src/index.js', plugins: [new HtmlWebpackPlugin()] },
    );
    expect(built.errors).toEqual([]);
    const html = built.read('index.html');
    expect(html).toContain('<meta charset=utf-8>');
    expect(html).toContain('<title>Webpack App</title>');
    expect(html).toMatch(/<script defer src=main\.js><\/script>.*<\/head>/);
  });

  it("entry.{name}.html sets one page's options, and html: false leaves the page out", async () => {
    const built = await buildFiles(
      'native-html-entries',
      { 'src/a.js': "document.body.append('a');\n", 'src/b.js': "document.body.append('b');\n" },
      {
        entry: {
          a: './src/a.js',
          b: { import: './src/b.js', html: false },
          c: { import: './src/a.js', html: { title: 'C' } },
        },
        output: { html: true },
      },
    );
    expect(built.files.filter((file) => file.endsWith('.html'))).toEqual(['a.html', 'c.html']);
    expect(built.read('c.html')).toContain('<title>C</title>');
    pageSays("sets a page's options, and `html: false` leaves it out");
  });

  it('has the options the migration table names, and none for templates', () => {
    const schema = requireFromRoot('webpack/schemas/WebpackOptions.json') as {
      definitions: { OutputHtmlOptions: { properties: Record<string, { enum?: string[]; anyOf?: unknown[] }> } };
    };
    const options = schema.definitions.OutputHtmlOptions.properties;
    for (const name of ['title', 'meta', 'base', 'favicon', 'inject', 'scriptLoading'])
      expect(options).toHaveProperty(name);
    expect(options.scriptLoading?.enum).toEqual(['auto', 'blocking', 'defer']);
    for (const name of [
      'template',
      'templateContent',
      'templateParameters',
      'minify',
      'xhtml',
      'chunksSortMode',
      'showErrors',
    ])
      expect(options).not.toHaveProperty(name);
    const described = options as Record<string, { description?: string; additionalProperties?: { type?: string } }>;
    expect(described.meta?.additionalProperties?.type).toBe('string');
    expect(described.favicon?.description).toContain('authored pages are left untouched');
    expect(described.favicon?.description).toContain('`true` injects the webpack logo');
    expect(described.inject?.description).toContain('`"body"` (default; `"head"` with `output.module`)');
  });
});
