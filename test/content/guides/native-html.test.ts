/**
 * What content/guides/native-html.md says about webpack's built-in HTML support: the project whose
 * entry is its page (the build, the page in Chromium), a module script without output.module, a
 * page written for a JavaScript entry, the switch, and the options the migration table names.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import GithubSlugger from 'github-slugger';
import type { Page } from 'playwright-core';
import type webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { blockWith, onlyBlock, type CodeBlock } from '../../support/code-blocks';
import { expectPrinted, runCli } from '../../support/cli';
import { describeGuide, EXAMPLES, guideBlocks, guidePage, guideText, pageStates } from '../../support/guides';
import { headingsOf } from '../../support/headings';
import { launchBrowser } from '../../support/in-browser';
import { buildInto, copyProject, writeProject } from '../../support/project';

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

/** The configuration of the code block titled webpack.config.js that contains `text`, as an object. */
function configOf(text: string): webpack.Configuration {
  const code = onlyBlock(blocks, `the webpack.config.js with ${text}`, (block: CodeBlock) => {
    return block.title === 'webpack.config.js' && block.code.includes(text);
  });
  const dir = writeProject('native-html-config', { 'webpack.config.js': code });
  return createRequire(path.join(dir, 'package.json'))('./webpack.config.js') as webpack.Configuration;
}

/** Opens `file` in Chromium; its heading, and the messages of its uncaught errors. */
async function opened(file: string): Promise<{ heading: string | null; errors: string[] }> {
  const page = await (await launchBrowser()).newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    await page.goto(`file://${file}`, { waitUntil: 'load' });
    return { heading: await page.locator('h1').textContent(), errors };
  } finally {
    await page.close();
  }
}

describe('native-html: the project', () => {
  it('prints the assets and entry points the page shows', () => {
    const copy = copyProject(project, 'native-html-cli');
    const { status, printed } = runCli(copy, []);
    expect(status, printed).toBe(0);
    expectPrinted(printed, blockWith(blocks, `asset ${LOGO}`));
  });

  it('experiments.html is on without a rule for .html files, off with one, and kept on with true', () => {
    const webpackModule = requireFromRoot('webpack') as typeof webpack;
    const defaults = (options: webpack.Configuration) => {
      const normalized = webpackModule.config.getNormalizedWebpackOptions(options);
      webpackModule.config.applyWebpackOptionsDefaults(normalized);
      return normalized.experiments.html;
    };
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
    const slugger = new GithubSlugger();
    const ids = headingsOf(guidePage('native-html') ?? '').map((heading) => slugger.slug(heading));
    for (const id of linked) expect(ids).toContain(id);
    pageSays('calls the generation of HTML pages stable and on by default since 5.109.0');
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
    const failed = await opened(path.join(classic.out, 'index.html'));
    expect(failed.errors).toHaveLength(1);
    expect(blockWith(blocks, 'Uncaught TypeError')).toBe(`Uncaught TypeError: ${failed.errors[0]}`);
    expect(failed.heading).toBe('Native HTML');
    pageSays('a `<script type="module">` in the page loses its `type`');

    const modules = await buildInto('native-html-esm', { ...config(copy), output: { module: true } });
    expect(modules.errors).toEqual([]);
    expect(modules.files).toContain('main.mjs');
    expect(modules.read('index.html')).toContain('<script type=module src=main.mjs></script>');
    pageSays('set `output.module: true`, which keeps `type="module"` and writes `main.mjs`');
  });
});

/** The project's configuration with its folder as the context. */
function config(dir: string): webpack.Configuration {
  return { mode: 'production', context: dir, entry: './src/index.html' };
}

describe('native-html: a page for a JavaScript entry', () => {
  it('output.html writes index.html with the title, the meta tag, the script and the stylesheet', async () => {
    const shown = configOf('output');
    const dir = writeProject('native-html-generated', {
      'package.json': '{ "private": true }\n',
      'src/main.js': "import './style.css';\ndocument.body.append('made by the script');\n",
      'src/style.css': 'body {\n  color: teal;\n}\n',
    });
    const built = await buildInto('native-html-generated', { ...shown, mode: 'production', context: dir });
    expect(built.errors).toEqual([]);
    expect(built.files).toEqual(['index.css', 'index.html', 'index.js']);
    const html = built.read('index.html');
    expect(html).toContain('<title>Native HTML</title>');
    // Minimized: the space after the comma goes.
    expect(html).toContain('<meta name=viewport content="width=device-width,initial-scale=1">');
    expect(html).toContain('<link rel=stylesheet href=index.css>');
    expect(html).toMatch(/<body><script defer src=index\.js><\/script><\/body>/);
    pageSays('The build writes `index.html`, named after the entry');
  });

  it('has the options the migration table names, and none for templates', () => {
    const schema = requireFromRoot('webpack/schemas/WebpackOptions.json') as {
      definitions: { OutputHtmlOptions: { properties: Record<string, { enum?: string[]; anyOf?: unknown[] }> } };
    };
    const options = schema.definitions.OutputHtmlOptions.properties;
    for (const name of ['title', 'meta', 'base', 'favicon', 'inject', 'scriptLoading'])
      expect(options).toHaveProperty(name);
    expect(options.scriptLoading?.enum).toEqual(['auto', 'blocking', 'defer']);
    for (const name of ['template', 'templateContent', 'templateParameters', 'minify'])
      expect(options).not.toHaveProperty(name);
  });
});
