/**
 * content/plugins/html-minimizer-webpack-plugin.md: every option of the schema has a heading;
 * copied and generated HTML files are minimized by the plugin, webpack's own HTML minimizer steps
 * aside for it and is off with a rule for .html files; the options behave as described.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { codeBlocks, configBlock } from '../../support/code-blocks';
import { headingsOf } from '../../support/headings';
import { buildProduction, writeProject } from '../../support/project';
import { optionKey, schemaOptionsOf } from '../../support/schema-options';
import { readPage } from '../../support/content';

const requireFromRoot = createRequire(path.join(ROOT, 'package.json'));
type Plugin = webpack.WebpackPluginInstance;
interface HtmlMinimizerClass {
  new (options?: Record<string, unknown>): Plugin;
  [name: string]: unknown;
}
const HtmlMinimizerPlugin = requireFromRoot('html-minimizer-webpack-plugin') as HtmlMinimizerClass;
const CopyPlugin = requireFromRoot('copy-webpack-plugin') as new (options: Record<string, unknown>) => Plugin;
const HtmlWebpackPlugin = requireFromRoot('html-webpack-plugin') as new (options?: Record<string, unknown>) => Plugin;

const PAGE = path.join(ROOT, 'content', 'plugins', 'html-minimizer-webpack-plugin.md');
const text = readPage(PAGE).replace(/\s+/g, ' ');
const blocks = codeBlocks(PAGE);

const PAGE_HTML =
  '<!doctype html>\n<html lang="en">\n  <head>\n    <title>About</title>\n    <style>\n      p { color: red; }\n    </style>\n  </head>\n  <body>\n    <!-- a comment -->\n    <!--build-->\n    <p   class="note">About   us</p>\n  </body>\n</html>\n';
const SITE = {
  'src/index.js': 'console.log(1);\n',
  'src/pages/about.html': PAGE_HTML,
  'src/pages/legacy.htm': PAGE_HTML,
  'src/pages/emails/welcome.html': PAGE_HTML,
};
/** What html-minifier-terser makes of PAGE_HTML with the plugin's defaults. */
const BY_PLUGIN =
  '<!doctype html> <html lang="en"> <head> <title>About</title> <style>p{color:red}</style> </head> <body> <p class="note">About us</p> </body> </html> ';

const copyPages = (to = '[path][name][ext]'): Plugin =>
  new CopyPlugin({ patterns: [{ from: '**/*.htm*', context: 'src/pages', to }] });

describe('the option headings', () => {
  it('name every option of the schema', () => {
    const options = schemaOptionsOf(
      path.join(
        path.dirname(requireFromRoot.resolve('html-minimizer-webpack-plugin/package.json')),
        'dist',
        'options.json',
      ),
    );
    expect(options.length).toBe(6);
    const found = new Set(headingsOf(PAGE, optionKey));
    expect(options.filter((option) => !found.has(optionKey(option)))).toEqual([]);
  });

  it('the plugin validates its options, and the table names every minify function', () => {
    expect(() => new HtmlMinimizerPlugin({ minimiserOptions: {} })).toThrow(/Invalid options object/);
    const exported = Object.keys(HtmlMinimizerPlugin)
      .filter((key) => typeof HtmlMinimizerPlugin[key] === 'function')
      .sort();
    expect(exported).toHaveLength(4);
    for (const name of exported) expect(text).toContain(`| \`HtmlMinimizerPlugin.${name}\` |`);
  });
});

describe('the plugin and webpack', { timeout: 60_000 }, () => {
  it('the minimal configuration minimizes the copied pages with html-minifier-terser', async () => {
    const result = await buildProduction(
      writeProject('minimal', SITE),
      configBlock(blocks, "from: 'src/pages/*.html'"),
    );
    expect(result.errors).toEqual([]);
    expect(result.read('about.html')).toBe(BY_PLUGIN);
  });

  it('without the plugin, webpack minimizes copied HTML itself, unless a rule handles .html files', async () => {
    const dir = writeProject('built-in', SITE);
    const builtIn = await buildProduction(dir, { plugins: [copyPages()] });
    expect(builtIn.read('about.html')).not.toBe(PAGE_HTML);
    expect(builtIn.read('about.html')).not.toBe(BY_PLUGIN);
    const htmlRule: webpack.RuleSetRule = { test: /\.html$/, type: 'asset/source' };
    const withRule = await buildProduction(dir, { module: { rules: [htmlRule] }, plugins: [copyPages()] });
    expect(withRule.read('about.html')).toBe(PAGE_HTML);
    const pluginWithRule = await buildProduction(dir, {
      module: { rules: [htmlRule] },
      plugins: [copyPages()],
      optimization: { minimizer: ['...', new HtmlMinimizerPlugin()] },
    });
    expect(pluginWithRule.read('about.html')).toBe(BY_PLUGIN);
  });

  it('minimizes the pages of html-webpack-plugin, which are added after the minimizers ran', async () => {
    const dir = writeProject('html-webpack-plugin', SITE);
    const result = await buildProduction(dir, {
      plugins: [new HtmlWebpackPlugin({ template: './src/pages/about.html', minify: false })],
      optimization: { minimizer: ['...', new HtmlMinimizerPlugin()] },
    });
    const html = result.read('index.html');
    // html-minifier-terser keeps the quotes that webpack's own HTML minimizer would remove.
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<p class="note">About us</p>');
    expect(html).not.toContain('a comment');
  });
});

describe('the options', { timeout: 60_000 }, () => {
  it('test, include and exclude choose the files', async () => {
    const dir = writeProject('filters', SITE);
    const htm = await buildProduction(dir, {
      plugins: [copyPages()],
      module: { rules: [{ test: /\.html$/, type: 'asset/source' }] },
      optimization: configBlock(blocks, 'test: /\\.(html|htm)$/i').optimization,
    });
    expect(htm.read('legacy.htm')).toBe(BY_PLUGIN);
    const excluded = await buildProduction(dir, {
      plugins: [copyPages()],
      module: { rules: [{ test: /\.html$/, type: 'asset/source' }] },
      optimization: configBlock(blocks, 'exclude: /^emails\\//').optimization,
    });
    expect([excluded.read('about.html'), excluded.read('emails/welcome.html')]).toEqual([BY_PLUGIN, PAGE_HTML]);
    const included = await buildProduction(dir, {
      plugins: [copyPages()],
      module: { rules: [{ test: /\.html$/, type: 'asset/source' }] },
      optimization: { minimizer: [new HtmlMinimizerPlugin({ include: 'emails/' })] },
    });
    expect([included.read('about.html'), included.read('emails/welcome.html')]).toEqual([PAGE_HTML, BY_PLUGIN]);
  });

  it('minimizerOptions of the page are merged over the defaults', async () => {
    const result = await buildProduction(writeProject('options', SITE), {
      plugins: [copyPages()],
      optimization: configBlock(blocks, 'removeAttributeQuotes: true').optimization,
    });
    expect(result.read('about.html')).toBe(
      '<!doctype html><html lang=en><head><title>About</title><style>p{color:red}</style></head><body><p class=note>About us</p></body></html>',
    );
  });

  it('parallel: false gives the same result', async () => {
    const dir = writeProject('parallel', SITE);
    const off = await buildProduction(dir, {
      plugins: [copyPages()],
      optimization: { minimizer: [new HtmlMinimizerPlugin({ parallel: false })] },
    });
    expect(off.read('about.html')).toBe(BY_PLUGIN);
  });

  it("a minifier's warnings are compilation warnings as given, its errors say <file> from Html Minimizer plugin", async () => {
    const dir = writeProject('problems', SITE);
    // Functions that hold all they need: the plugin may run them in a worker, as source text.
    const warning = () => ({ code: '<p>x</p>', warnings: ['a warning'] });
    const error = () => ({ code: '<p>x</p>', errors: ['an error'] });
    const build = (minify: () => unknown) =>
      buildProduction(dir, {
        plugins: [copyPages()],
        optimization: { minimizer: [new HtmlMinimizerPlugin({ minify, parallel: false })] },
      });
    const warned = await build(warning);
    expect(warned.errors).toEqual([]);
    expect(warned.warnings).toContain('a warning');
    const failed = await build(error);
    const about = failed.errors.find((message) => message.startsWith('about.html from Html Minimizer plugin\n'));
    expect(about).toContain('\nan error\n');
    expect(text).toContain('an error says `<file> from Html Minimizer plugin`');
  });

  it('minify: the array of the page keeps the build comment for the second function, which removes it', async () => {
    const dir = writeProject('array', SITE);
    const result = await buildProduction(dir, {
      plugins: [copyPages()],
      optimization: configBlock(blocks, "replace('<!--build-->', '')").optimization,
    });
    expect(result.read('about.html')).toBe(BY_PLUGIN.replace('<body> <p', '<body>  <p'));
    const first = await buildProduction(dir, {
      plugins: [copyPages()],
      optimization: {
        minimizer: [new HtmlMinimizerPlugin({ minimizerOptions: { ignoreCustomComments: [/^build$/] } })],
      },
    });
    expect(first.read('about.html')).toContain('<!--build-->');
    expect(
      blocks.some(
        (block) => block.lang === 'js' && !block.title && block.code.includes('HtmlMinimizerPlugin.swcMinify'),
      ),
    ).toBe(true);
  });
});
