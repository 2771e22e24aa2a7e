/**
 * content/plugins/html-webpack-plugin.md: every option of the plugin's typings has a heading; the
 * example project writes the two pages the page shows, which work in Chromium; and the options,
 * templates and hooks behave as the page says, checked on small projects in temporary folders.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import type webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { codeBlocks, configBlock } from '../../support/code-blocks';
import { headingsOf } from '../../support/headings';
import { checkInBrowser } from '../../support/in-browser';
import { build, buildInto, type BuiltOutput, projectConfig, tempDir, writeProject } from '../../support/project';
import { readPage } from '../../support/content';

const requireFromRoot = createRequire(path.join(ROOT, 'package.json'));
type Plugin = webpack.WebpackPluginInstance;
interface HtmlPluginClass {
  new (options?: Record<string, unknown>): Plugin;
  getCompilationHooks(compilation: webpack.Compilation): Record<
    string,
    {
      tapAsync(
        name: string,
        fn: (data: Record<string, unknown>, callback: (error: null, data: unknown) => void) => void,
      ): void;
    }
  >;
  getHooks: unknown;
  version: number;
}
const HtmlWebpackPlugin = requireFromRoot('html-webpack-plugin') as HtmlPluginClass;

const PAGE = path.join(ROOT, 'content', 'plugins', 'html-webpack-plugin.md');
const EXAMPLE = path.join(ROOT, 'examples', 'plugins', 'html-webpack-plugin');
const text = readPage(PAGE).replace(/\s+/g, ' ');
const blocks = codeBlocks(PAGE);

/** The property names of `Options` in the plugin's typings. */
function typedOptions(): string[] {
  const file = requireFromRoot.resolve('html-webpack-plugin/typings.d.ts');
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const names: string[] = [];
  const walk = (node: ts.Node): void => {
    if (ts.isInterfaceDeclaration(node) && node.name.text === 'Options') {
      for (const member of node.members)
        if (ts.isPropertySignature(member) && ts.isIdentifier(member.name)) names.push(member.name.text);
    }
    ts.forEachChild(node, walk);
  };
  walk(source);
  return names;
}

const TWO_ENTRIES = {
  'src/app.js': "document.title += ' app';\n",
  'src/admin.js': "document.title += ' admin';\n",
};

/** Builds `dir` in development mode with `config` over it; `html` reads a page it wrote. */
async function buildPages(
  dir: string,
  config: webpack.Configuration,
): Promise<BuiltOutput & { html: (file?: string) => string }> {
  const built = await buildInto('html-webpack-plugin', {
    context: dir,
    mode: 'development',
    devtool: false,
    ...config,
  });
  return { ...built, html: (file = 'index.html') => built.read(file) };
}
type Result = Awaited<ReturnType<typeof buildPages>>;

const twoEntries = (options: Record<string, unknown> = {}, config: webpack.Configuration = {}): Promise<Result> =>
  buildPages(writeProject('two', TWO_ENTRIES), {
    entry: { app: './src/app.js', admin: './src/admin.js' },
    plugins: [new HtmlWebpackPlugin(options)],
    ...config,
  });

/** The tags of a page, in order, as `tag attr=value ...`. */
function tags(html: string): string[] {
  return [...html.matchAll(/<(script|link|meta|base)\b([^>]*)>/g)].map(
    ([, tag, attributes]) => `${tag}${(attributes ?? '').replace(/\s+/g, ' ').replace(/\/$/, '').trimEnd()}`,
  );
}

describe('the option headings', () => {
  it('name every option of Options in typings.d.ts, and base', () => {
    const options = typedOptions();
    expect(options.length).toBeGreaterThan(15);
    const found = new Set(headingsOf(PAGE));
    expect([...options, 'base'].filter((option) => !found.has(option))).toEqual([]);
  });
});

describe('the example project', { timeout: 60_000 }, () => {
  const built = (async () => {
    const out = tempDir('html-webpack-plugin-example');
    const config = projectConfig(EXAMPLE);
    const stats = await build({ context: EXAMPLE, ...config, output: { ...config.output, path: out } });
    return { out, stats };
  })();

  it('writes the two pages the page shows, and the scripts', async () => {
    const { out, stats } = await built;
    expect(stats.hasErrors() || stats.hasWarnings(), stats.toString('errors-warnings')).toBe(false);
    const shown = blocks.filter((block) => block.lang === 'html' && !block.title).map((block) => block.code);
    expect(shown).toContain(readFileSync(path.join(out, 'index.html'), 'utf8'));
    expect(shown).toContain(readFileSync(path.join(out, 'admin', 'index.html'), 'utf8'));
    const scripts = readdirSync(out).filter((file) => file.endsWith('.js'));
    expect(scripts.map((file) => file.replace(/\.[0-9a-f]{8}\.js$/, '')).sort()).toEqual(['admin', 'app', 'runtime']);
  });

  it('puts the meta tag first, then the runtime, then the entry', async () => {
    const { out } = await built;
    expect(
      tags(readFileSync(path.join(out, 'index.html'), 'utf8')).map((tag) => tag.replace(/\.[0-9a-f]{8}\.js/, '.js')),
    ).toEqual([
      'meta charset=utf-8',
      'meta name=description content="Recipes for every day of the week"',
      'script defer src=runtime.js',
      'script defer src=app.js',
    ]);
    expect(readFileSync(path.join(out, 'admin', 'index.html'), 'utf8')).toMatch(/src=\.\.\/runtime\.[0-9a-f]{8}\.js/);
  });

  it('shows what the page says in Chromium', async () => {
    const { out } = await built;
    await checkInBrowser(out, 'index.html', async (page) => {
      expect(await page.title()).toBe('Recipes');
      expect(await page.locator('#root').textContent()).toBe('Soup of the day: tomato.');
    });
    await checkInBrowser(out, 'admin/index.html', async (page) => {
      expect(await page.title()).toBe('Recipes: admin');
      expect(await page.locator('#root').textContent()).toBe('Signed in as editor.');
    });
    expect(text).toContain(
      '`index.html` shows "Soup of the day: tomato." and `admin/index.html` shows "Signed in as editor."',
    );
  });

  it('leaves the pages unminimized with minify: false and minimizeOptions.html: false, but not with minify: false alone', async () => {
    const config = projectConfig(EXAMPLE);
    const withPlugins = (extra: Record<string, unknown>): Plugin[] => [
      new HtmlWebpackPlugin({ template: './src/page.html', chunks: ['app'], ...extra }),
    ];
    const alone = await buildPages(EXAMPLE, { ...config, mode: 'production', plugins: withPlugins({ minify: false }) });
    expect(alone.html()).toMatch(/^<!doctype html><html lang=en><head>/);
    const shown = configBlock(blocks, 'minimizeOptions: { html: false }');
    expect(shown.optimization?.minimizeOptions).toEqual({ html: false });
    const both = await buildPages(EXAMPLE, {
      ...config,
      mode: 'production',
      optimization: { ...config.optimization, minimizeOptions: { html: false } },
      plugins: withPlugins({ minify: false }),
    });
    expect(both.html()).toContain('<html lang="en">\n  <head>\n');
    const pluginOnly = await buildPages(EXAMPLE, {
      ...config,
      mode: 'production',
      optimization: { ...config.optimization, minimizeOptions: { html: false } },
      plugins: withPlugins({}),
    });
    expect(pluginOnly.html()).toMatch(/^<!doctype html><html lang="en"><head>/);
  });
});

describe('the minimal configuration and the built-in alternative', { timeout: 60_000 }, () => {
  it('writes index.html titled My app, loading main.<hash>.js with defer in <head>', async () => {
    const config = configBlock(blocks, "new HtmlWebpackPlugin({ title: 'My app' })");
    const result = await buildPages(writeProject('minimal', { 'src/index.js': 'console.log(1);\n' }), {
      ...config,
      output: { ...config.output },
    });
    expect(result.errors).toEqual([]);
    expect(result.html()).toContain('<title>My app</title>');
    expect(result.html()).toMatch(/<head>.*<script defer src=main\.[0-9a-f]{20}\.js><\/script><\/head>/);
  });

  it('output.html of webpack writes a page with the entry without any plugin', async () => {
    const result = await buildPages(writeProject('output-html', { 'src/index.js': 'console.log(1);\n' }), {
      entry: { index: './src/index.js' },
      output: { html: true },
    });
    expect(result.errors).toEqual([]);
    expect(result.files).toContain('index.html');
    expect(result.html()).toContain('index.js');
  });
});

describe('templates', { timeout: 60_000 }, () => {
  it('passes unknown options to the template, escapes with <%- %>, and places the tags with inject: false', async () => {
    const config = configBlock(blocks, 'menu: [');
    const template =
      blocks.find((block) => block.lang === 'html' && block.code.includes('htmlWebpackPlugin.options.menu'))?.code ??
      '';
    const dir = writeProject('menu', { 'src/index.js': 'console.log(1);\n', 'src/menu.html': template });
    const result = await buildPages(dir, { ...config, mode: 'development' });
    expect(result.errors).toEqual([]);
    const html = result.html().replace(/\s+/g, ' ');
    expect(html).toContain('<a href="/">Home</a>');
    expect(html).toContain('<a href="/recipes/">Recipes &amp; tips</a>');
    expect(html).toMatch(/<title>Webpack App<\/title> <script defer src="main\.js"><\/script> <\/head>/);
  });

  it('runs a JavaScript template that exports a function of the parameters', async () => {
    const module = blocks.find((block) => block.lang === 'js' && block.code.startsWith('// src/page.js'))?.code ?? '';
    const dir = writeProject('js-template', { 'src/index.js': 'console.log(1);\n', 'src/page.js': module });
    const result = await buildPages(dir, {
      entry: './src/index.js',
      plugins: [new HtmlWebpackPlugin({ template: './src/page.js', title: 'From a function' })],
    });
    expect(result.errors).toEqual([]);
    expect(result.html()).toContain('<head><title>From a function</title><script defer src="main.js"></script></head>');
  });

  it('compiles what a template requires, as the page says', async () => {
    const dir = writeProject('require', {
      'src/index.js': '',
      'src/footer.js': "module.exports = 'from a module';\n",
      'src/index.html': "<html><head></head><body><p><%= require('./footer.js') %></p></body></html>",
    });
    const result = await buildPages(dir, {
      entry: './src/index.js',
      plugins: [new HtmlWebpackPlugin({ template: './src/index.html' })],
    });
    expect(result.html()).toContain('<p>from a module</p>');
    expect(text).toContain("`<%= require('./footer.js') %>`");
  });

  it('uses src/index.ejs by default when it exists, and the default page otherwise', async () => {
    const own = await buildPages(
      writeProject('ejs', {
        'src/index.js': '',
        'src/index.ejs': '<html><head></head><body>ejs <%= 1 + 1 %></body></html>',
      }),
      { entry: './src/index.js', plugins: [new HtmlWebpackPlugin()] },
    );
    expect(own.html()).toContain('<body>ejs 2</body>');
    const plain = await buildPages(writeProject('default', { 'src/index.js': '' }), {
      entry: './src/index.js',
      plugins: [new HtmlWebpackPlugin()],
    });
    expect(tags(plain.html())).toEqual([
      'meta charset="utf-8"',
      'meta name="viewport" content="width=device-width, initial-scale=1"',
      'script defer src="main.js"',
    ]);
    expect(plain.html()).toContain('<title>Webpack App</title>');
  });

  it('takes HTML from templateContent, and variables from templateParameters', async () => {
    const fromBlock = configBlock(blocks, 'templateContent: ({ htmlWebpackPlugin })');
    const shown = await buildPages(writeProject('content', { 'src/index.js': '' }), {
      ...fromBlock,
      mode: 'development',
    });
    expect(shown.html()).toContain('<head><title>Webpack App</title><script defer src="main.js"></script></head>');
    const parameters = configBlock(blocks, 'templateParameters: { buildDate');
    const dir = writeProject('parameters', {
      'src/index.js': '',
      'src/index.html':
        '<html><body><footer>Built <%= buildDate %></footer><p><%= htmlWebpackPlugin.options.title %></p></body></html>',
    });
    const withObject = await buildPages(dir, { ...parameters, mode: 'development' });
    expect(withObject.html()).toContain(
      `<footer>Built ${new Date().toISOString().slice(0, 10)}</footer><p>Webpack App</p>`,
    );
    const withFalse = await buildPages(dir, {
      entry: './src/index.js',
      plugins: [
        new HtmlWebpackPlugin({
          templateContent: (variables: object) => `<p>${Object.keys(variables).length}</p>`,
          templateParameters: false,
        }),
      ],
    });
    expect(withFalse.html()).toContain('<p>0</p>');
    const withFunction = await buildPages(dir, {
      entry: './src/index.js',
      plugins: [
        new HtmlWebpackPlugin({
          templateContent: ({ files }: { files: { js: string[] } }) => `<p>${files.js.join()}</p>`,
          templateParameters: (_c: unknown, files: unknown) => ({ files }),
        }),
      ],
    });
    expect(withFunction.html()).toContain('<p>main.js</p>');
  });

  it('writes the error into the page, or ERROR with showErrors: false, and fails the build either way', async () => {
    const dir = writeProject('errors', { 'src/index.js': '' });
    const shown = await buildPages(dir, {
      entry: './src/index.js',
      plugins: [new HtmlWebpackPlugin({ template: './src/missing.html' })],
    });
    expect(shown.errors.length).toBeGreaterThan(0);
    expect(shown.html()).toMatch(/<\/head>Html Webpack Plugin:\n<pre>\n {2}Error: Child compilation failed:/);
    const hidden = await buildPages(dir, {
      entry: './src/index.js',
      plugins: [new HtmlWebpackPlugin({ template: './src/missing.html', showErrors: false })],
    });
    expect(hidden.errors.length).toBeGreaterThan(0);
    expect(hidden.html()).toMatch(/<\/head>ERROR$/);
  });

  it('logs a wrong scriptLoading without failing the build; a wrong templateParameters fails it', async () => {
    const result = await twoEntries({ scriptLoading: 'lazy' });
    expect(result.errors).toEqual([]);
    const failed = await twoEntries({ templateParameters: 'title' });
    expect(failed.errors.join('\n')).toContain('templateParameters has to be either a function or an object');
  });
});

describe('the options', { timeout: 60_000 }, () => {
  it('filename: folders, [name] for one page per entry with all chunks, a function, and [contenthash]', async () => {
    const named = await twoEntries({ filename: 'pages/[name].html' });
    expect(named.files.filter((file) => file.endsWith('.html'))).toEqual(['pages/admin.html', 'pages/app.html']);
    expect(tags(named.html('pages/app.html'))).toContain('script defer src="../admin.js"');
    const fn = await twoEntries({ filename: (entry: string) => `${entry}/index.html` });
    expect(fn.files.filter((file) => file.endsWith('.html'))).toEqual(['admin/index.html', 'app/index.html']);
    const hashed = await twoEntries({ filename: 'index.[contenthash:8].html' });
    expect(hashed.files.filter((file) => file.endsWith('.html'))[0]).toMatch(/^index\.[0-9a-f]{8}\.html$/);
    const shown = configBlock(blocks, "filename: 'shop/index.html'");
    const pages = await buildPages(writeProject('shop', { 'src/shop.js': '', 'src/blog.js': '' }), {
      ...shown,
      mode: 'development',
    });
    expect(tags(pages.html('shop/index.html'))).toContain('script defer src="../shop.js"');
    expect(pages.html('shop/index.html')).not.toContain('blog.js');
  });

  it('inject and scriptLoading place the scripts as the tables say', async () => {
    const scriptsIn = (html: string, part: 'head' | 'body'): string[] =>
      tags(html.split('</head>')[part === 'head' ? 0 : 1] ?? '').filter((tag) => tag.startsWith('script'));
    const chunks = ['app'];
    const asDefault = await twoEntries({ chunks });
    expect(scriptsIn(asDefault.html(), 'head')).toEqual(['script defer src="app.js"']);
    expect(scriptsIn((await twoEntries({ chunks, inject: true })).html(), 'head')).toEqual([
      'script defer src="app.js"',
    ]);
    expect(scriptsIn((await twoEntries({ chunks, inject: 'body' })).html(), 'body')).toEqual([
      'script defer src="app.js"',
    ]);
    expect(scriptsIn((await twoEntries({ chunks, scriptLoading: 'blocking' })).html(), 'body')).toEqual([
      'script src="app.js"',
    ]);
    expect(scriptsIn((await twoEntries({ chunks, scriptLoading: 'blocking', inject: 'head' })).html(), 'head')).toEqual(
      ['script src="app.js"'],
    );
    expect(scriptsIn((await twoEntries({ chunks, scriptLoading: 'module' })).html(), 'head')).toEqual([
      'script type="module" src="app.js"',
    ]);
    expect(scriptsIn((await twoEntries({ chunks, scriptLoading: 'systemjs-module' })).html(), 'head')).toEqual([
      'script type="systemjs-module" src="app.js"',
    ]);
    expect(
      tags((await twoEntries({ chunks, inject: false })).html()).filter((tag) => tag.startsWith('script')),
    ).toEqual([]);
  });

  it('puts deferred scripts before the stylesheets and blocking ones after them, each file once', async () => {
    const dir = writeProject('css', {
      'src/a.js': "import './a.css';\n",
      'src/b.js': "import './a.css';\n",
      'src/a.css': 'body { color: red; }\n',
    });
    const config = (options: Record<string, unknown>): webpack.Configuration => ({
      entry: { a: './src/a.js', b: './src/b.js' },
      optimization: { runtimeChunk: 'single' },
      plugins: [new HtmlWebpackPlugin({ inject: 'head', ...options })],
    });
    const deferred = tags((await buildPages(dir, config({}))).html()).filter((tag) => !tag.startsWith('meta'));
    expect(deferred.map((tag) => tag.split(' ')[0])).toEqual(['script', 'script', 'script', 'link', 'link']);
    expect(deferred.filter((tag) => tag.includes('runtime.js'))).toHaveLength(1);
    const blocking = tags((await buildPages(dir, config({ scriptLoading: 'blocking' }))).html()).filter(
      (tag) => !tag.startsWith('meta'),
    );
    expect(blocking.map((tag) => tag.split(' ')[0])).toEqual(['link', 'link', 'script', 'script', 'script']);
  });

  it('chunks, excludeChunks and chunksSortMode choose and order the entries', async () => {
    const scripts = (result: Result): string[] => tags(result.html()).filter((tag) => tag.startsWith('script'));
    expect(scripts(await twoEntries({ chunks: ['admin', 'app'] }))).toEqual([
      'script defer src="app.js"',
      'script defer src="admin.js"',
    ]);
    expect(scripts(await twoEntries({ chunks: ['admin', 'app', 'nothing'], chunksSortMode: 'manual' }))).toEqual([
      'script defer src="admin.js"',
      'script defer src="app.js"',
    ]);
    expect(scripts(await twoEntries({ chunksSortMode: (a: string, b: string) => b.localeCompare(a) }))).toEqual([
      'script defer src="app.js"',
      'script defer src="admin.js"',
    ]);
    expect(scripts(await twoEntries({ chunksSortMode: (a: string, b: string) => a.localeCompare(b) }))).toEqual([
      'script defer src="admin.js"',
      'script defer src="app.js"',
    ]);
    expect(scripts(await twoEntries({ excludeChunks: ['admin'] }))).toEqual(['script defer src="app.js"']);
    expect(scripts(await twoEntries({ chunks: ['app', 'admin'], excludeChunks: ['app'] }))).toEqual([
      'script defer src="admin.js"',
    ]);
    // 'manual' takes the entries of chunks as they are: excludeChunks has no effect.
    expect(
      scripts(await twoEntries({ chunks: ['admin', 'app'], excludeChunks: ['app'], chunksSortMode: 'manual' })),
    ).toEqual(['script defer src="admin.js"', 'script defer src="app.js"']);
  });

  it('publicPath follows output.publicPath, adds a trailing slash, and hash appends the compilation hash', async () => {
    const scripts = (result: Result, file?: string): string[] =>
      tags(result.html(file)).filter((tag) => tag.startsWith('script'));
    expect(scripts(await twoEntries({ chunks: ['app'], publicPath: 'https://cdn.example.com/app' }))).toEqual([
      'script defer src="https://cdn.example.com/app/app.js"',
    ]);
    expect(scripts(await twoEntries({ chunks: ['app'] }, { output: { publicPath: '/static/' } }))).toEqual([
      'script defer src="/static/app.js"',
    ]);
    expect(scripts(await twoEntries({ chunks: ['app'], filename: 'a/b/index.html' }), 'a/b/index.html')).toEqual([
      'script defer src="../../app.js"',
    ]);
    expect(scripts(await twoEntries({ chunks: ['app'], hash: true }))[0]).toMatch(
      /^script defer src="app\.js\?[0-9a-f]{20}"$/,
    );
  });

  it('favicon copies the file and links it; meta, base and xhtml write the tags the page describes', async () => {
    const dir = writeProject('favicon', { 'src/index.js': '', 'src/favicon.ico': 'icon' });
    const favicon = await buildPages(dir, {
      ...configBlock(blocks, "favicon: './src/favicon.ico'"),
      mode: 'development',
    });
    expect(favicon.files).toContain('favicon.ico');
    expect(tags(favicon.html())).toContain('link rel="icon" href="favicon.ico"');
    const meta = await buildPages(dir, { ...configBlock(blocks, "'theme-color': {"), mode: 'development' });
    expect(tags(meta.html()).filter((tag) => tag.startsWith('meta'))).toEqual([
      'meta charset="utf-8"',
      'meta name="description" content="Recipes for every day of the week"',
      'meta name="theme-color" content="#ffffff" media="(prefers-color-scheme: light)"',
    ]);
    const none = await buildPages(dir, { entry: './src/index.js', plugins: [new HtmlWebpackPlugin({ meta: false })] });
    expect(tags(none.html()).filter((tag) => tag.startsWith('meta'))).toEqual(['meta charset="utf-8"']);
    const ownViewport = writeProject('viewport', {
      'src/index.js': '',
      'src/index.html': '<html><head><meta name="viewport" content="width=500"></head><body></body></html>',
    });
    const kept = await buildPages(ownViewport, {
      entry: './src/index.js',
      plugins: [new HtmlWebpackPlugin({ template: './src/index.html', meta: { viewport: 'width=device-width' } })],
    });
    expect(tags(kept.html()).filter((tag) => tag.includes('viewport'))).toEqual([
      'meta name="viewport" content="width=500"',
    ]);
    const base = await buildPages(dir, {
      entry: './src/index.js',
      plugins: [new HtmlWebpackPlugin({ base: { href: '/shop/', target: '_blank' }, meta: { description: 'x' } })],
    });
    expect(tags(base.html())[1]).toBe('base href="/shop/" target="_blank"');
    const xhtml = await buildPages(dir, { entry: './src/index.js', plugins: [new HtmlWebpackPlugin({ xhtml: true })] });
    expect(tags(xhtml.html())).toContain('script defer="defer" src="main.js"');
    expect(xhtml.html()).toContain('content="width=device-width, initial-scale=1"/>');
  });

  it('minify: true minimizes in development with html-minifier-terser, and an object replaces its options', async () => {
    const dir = writeProject('minify', {
      'src/index.js': '',
      'src/index.html':
        '<html>\n  <head>\n  </head>\n  <body>\n    <!-- note -->\n    <p>text</p>\n  </body>\n</html>\n',
    });
    const on = await buildPages(dir, {
      entry: './src/index.js',
      plugins: [new HtmlWebpackPlugin({ template: './src/index.html', minify: true })],
    });
    expect(on.html()).toBe(
      '<html><head><script defer="defer" src="main.js"></script></head><body><p>text</p></body></html>',
    );
    const own = await buildPages(dir, {
      entry: './src/index.js',
      plugins: [new HtmlWebpackPlugin({ template: './src/index.html', minify: { removeComments: true } })],
    });
    expect(own.html()).not.toContain('note');
    expect(own.html()).toContain('\n');
    const off = await buildPages(dir, {
      entry: './src/index.js',
      plugins: [new HtmlWebpackPlugin({ template: './src/index.html' })],
    });
    expect(off.html()).toContain('<!-- note -->');
  });
});

describe('the hooks', { timeout: 60_000 }, () => {
  it('run once per page in the order of the page, with the object the page describes', async () => {
    const calls: string[] = [];
    const order = [
      'beforeAssetTagGeneration',
      'alterAssetTags',
      'alterAssetTagGroups',
      'afterTemplateExecution',
      'beforeEmit',
      'afterEmit',
    ];
    for (const name of order) expect(new Set(headingsOf(PAGE)).has(name)).toBe(true);
    const recorder: Plugin = {
      apply(compiler) {
        compiler.hooks.compilation.tap('recorder', (compilation) => {
          const hooks = HtmlWebpackPlugin.getCompilationHooks(compilation);
          for (const name of order) {
            expect(hooks[name]?.constructor.name).toBe('AsyncSeriesWaterfallHook');
            hooks[name]?.tapAsync('recorder', (data, callback) => {
              calls.push(`${name}:${String(data.outputName)}:${Object.keys(data).sort().join(',')}`);
              callback(null, data);
            });
          }
        });
      },
    };
    await twoEntries(
      { filename: 'page.[contenthash:4].html' },
      { plugins: [new HtmlWebpackPlugin({ filename: 'page.[contenthash:4].html' }), recorder] },
    );
    expect(calls.map((call) => call.split(':')[0])).toEqual(order);
    expect(calls[0]).toBe('beforeAssetTagGeneration:page.[contenthash:4].html:assets,outputName,plugin');
    expect(calls[1]).toBe('alterAssetTags:page.[contenthash:4].html:assetTags,outputName,plugin,publicPath');
    expect(calls[2]).toBe(
      'alterAssetTagGroups:page.[contenthash:4].html:bodyTags,headTags,outputName,plugin,publicPath',
    );
    expect(calls[3]).toBe('afterTemplateExecution:page.[contenthash:4].html:bodyTags,headTags,html,outputName,plugin');
    expect(calls[4]).toBe('beforeEmit:page.[contenthash:4].html:html,outputName,plugin');
    expect(calls[5]).toMatch(/^afterEmit:page\.[0-9a-f]{4}\.html:outputName,plugin$/);
    expect(HtmlWebpackPlugin.getHooks).toBe(HtmlWebpackPlugin.getCompilationHooks);
    expect(HtmlWebpackPlugin.version).toBe(5);
  });

  it('the crossorigin plugin of the page adds the attribute', async () => {
    const config = configBlock(blocks, 'class CrossOriginScriptsPlugin');
    const result = await buildPages(writeProject('crossorigin', { 'src/index.js': '' }), {
      ...config,
      mode: 'development',
    });
    expect(tags(result.html())).toContain('script defer src="main.js" crossorigin="anonymous"');
  });

  it('the page names the package and a real file of the example', () => {
    expect(existsSync(path.join(EXAMPLE, 'src', 'page.html'))).toBe(true);
    expect(text).toContain('npm install --save-dev html-webpack-plugin');
  });
});

describe('the built-in alternative', () => {
  it("webpack's README calls html-webpack-plugin deprecated; the package's README does not", () => {
    const readme = readFileSync(requireFromRoot.resolve('webpack/README.md'), 'utf8').replace(/\s+/g, ' ');
    expect(readme).toContain(
      'stable and on by default since 5.109.0, replacing the deprecated `html-webpack-plugin` and `mini-css-extract-plugin`',
    );
    expect(readFileSync(requireFromRoot.resolve('html-webpack-plugin/README.md'), 'utf8')).not.toMatch(/deprecat/i);
    expect(text).toContain('calls html-webpack-plugin deprecated, replaced by');
    expect(text).toContain("the package's own README does not say so.");
  });
});
