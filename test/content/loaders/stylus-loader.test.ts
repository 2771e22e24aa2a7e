/**
 * content/loaders/stylus-loader.md: the stylesheets of the page compile to the CSS it shows with
 * the installed stylus; partials are not found by an underscore name; url() is rewritten relative
 * to the imported file unless resolveURL is false; the options behave as the page says, and what
 * changed in stylus-loader 9 holds.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import type webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { codeBlocks } from '../../support/code-blocks';
import { build, tempDir, writeProject } from '../../support/project';
import { readPage } from '../../support/content';

const PAGE = path.join(ROOT, 'content', 'loaders', 'stylus-loader.md');
const text = readPage(PAGE).replace(/\s+/g, ' ');
const blocks = codeBlocks(PAGE);
const block = (title: string): string => blocks.find((item) => item.title === title)?.code ?? '';

async function buildIn(
  dir: string,
  stylusLoader: webpack.RuleSetUseItem = 'stylus-loader',
  extra: webpack.Configuration = {},
) {
  const out = tempDir('stylus-loader-out');
  const stats = await build({
    context: dir,
    mode: 'production',
    entry: './src/index.js',
    output: { path: out },
    module: {
      rules: [
        { test: /\.styl$/i, use: [MiniCssExtractPlugin.loader, 'css-loader', stylusLoader] },
        { test: /\.png$/i, type: 'asset/resource', generator: { filename: '[name][ext]' } },
      ],
    },
    plugins: [new MiniCssExtractPlugin()],
    optimization: { minimize: false },
    ...extra,
  });
  const json = stats.toJson({ all: false, errors: true });
  return {
    errors: (json.errors ?? []).map((error) => error.message),
    css: () => readFileSync(path.join(out, 'main.css'), 'utf8'),
  };
}

const pageFiles = {
  'src/index.js': "import './main.styl';\n",
  'src/theme.styl': `${block('src/theme.styl')}\n`,
  'src/main.styl': `${block('src/main.styl')}\n`,
};

describe('the example of the page', () => {
  it('compiles to the CSS the page shows', async () => {
    const { errors, css } = await buildIn(writeProject('page', pageFiles, { linkModules: true }));
    expect(errors).toEqual([]);
    expect(css().trim()).toBe(blocks.find((item) => item.lang === 'css')?.code);
  });

  it('does not find the imported file under an underscore name', async () => {
    const { 'src/theme.styl': theme, ...rest } = pageFiles;
    const { errors } = await buildIn(
      writeProject('underscore', { ...rest, 'src/_theme.styl': theme ?? '' }, { linkModules: true }),
    );
    expect(errors.join('\n')).toContain("Can't resolve 'theme'");
  });

  it('expands the CSS in development mode', async () => {
    const { css } = await buildIn(writeProject('development', pageFiles, { linkModules: true }), 'stylus-loader', {
      mode: 'development',
      devtool: false,
    });
    expect(css()).toContain('.button {\n  border: 1px solid #1d78c1;\n  padding: 4px;\n}');
  });
});

describe('url()', () => {
  const files = {
    'src/index.js': "import './main.styl';\n",
    'src/main.styl': "@import 'parts/logo'\n",
    'src/parts/logo.styl': '.logo\n  background url(./logo.png)\n',
    'src/parts/logo.png': 'png',
  };

  it('is rewritten relative to the file being compiled', async () => {
    const { errors, css } = await buildIn(writeProject('url', files, { linkModules: true }));
    expect(errors).toEqual([]);
    expect(css()).toContain('url(logo.png)');
  });

  it('is left as written with resolveURL: false', async () => {
    const { errors } = await buildIn(writeProject('url-false', files, { linkModules: true }), {
      loader: 'stylus-loader',
      options: { stylusOptions: { resolveURL: false } },
    });
    expect(errors.join('\n')).toContain("Can't resolve './logo.png'");
  });
});

describe('the options', () => {
  it('additionalData, stylusOptions.import and stylusOptions.define add code and variables', async () => {
    const dir = writeProject(
      'options',
      {
        'src/index.js': "import './a.styl';\n",
        'src/a.styl': 'a\n  content env\n  color brand\n  width $size\n',
        'src/vars.styl': 'brand = #123456\n',
      },
      { linkModules: true },
    );
    const options = {
      additionalData: (content: string, context: { mode: string }) => `env = '${context.mode}'\n${content}`,
      stylusOptions: { import: [path.join(dir, 'src', 'vars.styl')], define: [['$size', '10px']], compress: false },
    };
    const { errors, css } = await buildIn(dir, { loader: 'stylus-loader', options });
    expect(errors).toEqual([]);
    expect(css()).toMatch(/content: 'production';\s+color: #123456;\s+width: '10px';/);
    expect(text).toContain("a JavaScript string becomes a quoted Stylus string, so `'10px'` stays `'10px'`");
  });

  it('includeCSS copies an imported .css file into the output', async () => {
    const dir = writeProject(
      'include-css',
      {
        'src/index.js': "import './a.styl';\n",
        'src/a.styl': "@import 'plain.css'\n",
        'src/plain.css': 'p { margin: 0; }\n',
      },
      { linkModules: true },
    );
    const { css } = await buildIn(dir, { loader: 'stylus-loader', options: { stylusOptions: { includeCSS: true } } });
    expect(css()).toContain('p{margin:0}');
    expect(css()).not.toContain('@import');
  });

  it('webpackImporter: false no longer finds a webpack alias', async () => {
    const files = {
      'src/index.js': "import './a.styl';\n",
      'src/a.styl': "@import 'tokens'\na\n  color c\n",
      'lib/tokens.styl': 'c = blue\n',
    };
    const dir = writeProject('importer', files, { linkModules: true });
    const resolve = { alias: { tokens: path.join(dir, 'lib', 'tokens.styl') } };
    const on = await buildIn(dir, 'stylus-loader', { resolve });
    expect(on.errors).toEqual([]);
    expect(on.css()).toContain('a{color:#00f}');
    const off = await buildIn(dir, { loader: 'stylus-loader', options: { webpackImporter: false } }, { resolve });
    expect(off.errors.join('\n')).toContain('failed to locate @import file tokens.styl');
  });

  it('resolves a use request from the folder of the stylesheet, and calls the default export of an ES module', async () => {
    const dir = writeProject(
      'use',
      {
        'src/index.js': "import './styles/main.styl';\n",
        'src/styles/main.styl': 'a\n  content: brand\n',
        'src/styles/plugins/brand.mjs': "export default () => (style) => {\n  style.define('brand', 'red');\n};\n",
      },
      { linkModules: true },
    );
    const { errors, css } = await buildIn(dir, {
      loader: 'stylus-loader',
      options: { stylusOptions: { use: ['./plugins/brand'] } },
    });
    expect(errors).toEqual([]);
    expect(css()).toContain("a{content:'red'}");
    expect(text).toContain(
      'from the folder of the stylesheet, so a package name and a path relative to the `.styl` file both work',
    );
  });

  it('names its dist/cjs/index.js in messages', async () => {
    const dir = writeProject(
      'broken',
      { 'src/index.js': "import './main.styl';\n", 'src/main.styl': '@import "missing"\n' },
      { linkModules: true },
    );
    const { errors } = await buildIn(dir);
    expect(errors.join('\n')).toMatch(/\(from \S*stylus-loader\/dist\/cjs\/index\.js\)/);
    expect(text).toContain('`stylus-loader/dist/cjs/index.js`');
  });

  it('is major version 9, and the page names its Node.js requirement', () => {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, 'node_modules/stylus-loader/package.json'), 'utf8')) as {
      version: string;
      engines: { node: string };
    };
    // "Changes in stylus-loader 9" describes this major version.
    expect(pkg.version).toMatch(/^9\./);
    expect(pkg.engines.node).toBe('>= 22.11.0');
    expect(text).toContain('stylus-loader 9 requires Node.js 22.11.0 or later');
  });

  it('names the installed versions', () => {
    expect(text).toContain(
      `stylus-loader ${(JSON.parse(readFileSync(path.join(ROOT, 'node_modules/stylus-loader/package.json'), 'utf8')) as { version: string }).version}`,
    );
    expect(text).toContain(
      `stylus ${(JSON.parse(readFileSync(path.join(ROOT, 'node_modules/stylus/package.json'), 'utf8')) as { version: string }).version}`,
    );
  });
});
