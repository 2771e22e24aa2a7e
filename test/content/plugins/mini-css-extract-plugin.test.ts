/**
 * content/plugins/mini-css-extract-plugin.md: every option of the plugin's and the loader's schema
 * has a heading; the example project writes the files the page names, and its lazy stylesheet loads
 * in Chromium as the page says; the options, defaults and hooks behave as described, checked on
 * small projects in temporary folders.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { codeBlocks, configBlock } from '../../support/code-blocks';
import { headingsOf } from '../../support/headings';
import { checkInBrowser } from '../../support/in-browser';
import { build, buildInto, type BuiltOutput, projectConfig, tempDir, writeProject } from '../../support/project';
import { optionKey, schemaOptionsOf } from '../../support/schema-options';
import { readPage } from '../../support/content';

const requireFromRoot = createRequire(path.join(ROOT, 'package.json'));
type Plugin = webpack.WebpackPluginInstance;
interface MiniCssClass {
  new (options?: Record<string, unknown>): Plugin;
  loader: string;
  getCompilationHooks(compilation: webpack.Compilation): Record<string, { constructor: { name: string } }>;
}
const MiniCssExtractPlugin = requireFromRoot('mini-css-extract-plugin') as MiniCssClass;
const HtmlWebpackPlugin = requireFromRoot('html-webpack-plugin') as new (options?: Record<string, unknown>) => Plugin;
const CSS_LOADER = requireFromRoot.resolve('css-loader');

const PAGE = path.join(ROOT, 'content', 'plugins', 'mini-css-extract-plugin.md');
const EXAMPLE = path.join(ROOT, 'examples', 'plugins', 'mini-css-extract-plugin');
const text = readPage(PAGE).replace(/\s+/g, ' ');
const blocks = codeBlocks(PAGE);

/** The JSON schemas in the package's dist/ (its own files, not those of its dependencies). */
function distSchemas(name: string): string[] {
  const dist = path.join(path.dirname(requireFromRoot.resolve(`${name}/package.json`)), 'dist');
  return readdirSync(dist, { recursive: true, withFileTypes: true })
    .filter(
      (entry) =>
        entry.isFile() &&
        entry.name.endsWith('.json') &&
        !path.relative(dist, entry.parentPath).includes('node_modules'),
    )
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter(
      (file) => typeof (JSON.parse(readFileSync(file, 'utf8')) as { properties?: unknown }).properties === 'object',
    );
}

/** Builds `dir` in development mode with `config` over it. */
const buildStyles = (dir: string, config: webpack.Configuration): Promise<BuiltOutput> =>
  buildInto('mini-css-extract-plugin', { context: dir, mode: 'development', devtool: false, ...config });

/** A project with a stylesheet for the entry and one for a chunk loaded on demand. */
const LAZY = {
  'src/index.js': "import './main.css';\nimport('./lazy.js');\n",
  'src/lazy.js': "import './lazy.css';\nexport default 1;\n",
  'src/main.css': '.main { color: red; }\n',
  'src/lazy.css': '.lazy { color: blue; }\n',
};

const rules = (
  loaderOptions: Record<string, unknown> = {},
  cssOptions: Record<string, unknown> = {},
): webpack.ModuleOptions => ({
  rules: [
    {
      test: /\.css$/i,
      use: [
        { loader: MiniCssExtractPlugin.loader, options: loaderOptions },
        { loader: CSS_LOADER, options: cssOptions },
      ],
    },
  ],
});

function pageConfig(containing: string): webpack.Configuration {
  const requireForBlock = (id: string): unknown => (id === 'css-loader' ? CSS_LOADER : requireFromRoot(id));
  const config = configBlock(blocks, containing, requireForBlock);
  // The blocks name css-loader by its package name; the temporary projects have no node_modules.
  const rulesOf = (config.module?.rules ?? []) as webpack.RuleSetRule[];
  for (const rule of rulesOf)
    if (Array.isArray(rule.use)) rule.use = rule.use.map((item) => (item === 'css-loader' ? CSS_LOADER : item));
  return config;
}

describe('the option headings', () => {
  it('name every option of the plugin and the loader schema', () => {
    const schemas = distSchemas('mini-css-extract-plugin');
    expect(schemas.map((file) => path.basename(file)).sort()).toEqual(['loader-options.json', 'plugin-options.json']);
    const found = new Set(headingsOf(PAGE, optionKey));
    const options = schemas.flatMap((file) => schemaOptionsOf(file));
    expect(options.length).toBeGreaterThan(10);
    expect(options.filter((option) => !found.has(optionKey(option)))).toEqual([]);
  });

  it('validates the plugin options', () => {
    expect(() => new MiniCssExtractPlugin({ fileName: 'x.css' })).toThrow(/Invalid options object/);
  });
});

describe('the example project', { timeout: 60_000 }, () => {
  const built = (async () => {
    const out = tempDir('mini-css-extract-plugin-example');
    const config = projectConfig(EXAMPLE);
    const stats = await build({ context: EXAMPLE, ...config, output: { ...config.output, path: out } });
    return { out, stats };
  })();

  it('writes the files the page names, and the index.html it shows', async () => {
    const { out, stats } = await built;
    expect(stats.hasErrors() || stats.hasWarnings(), stats.toString('errors-warnings')).toBe(false);
    const files = readdirSync(out, { recursive: true })
      .map(String)
      .filter((file) => file.includes('.'))
      .sort();
    expect(files.map((file) => file.replace(/\.[0-9a-f]{8}\./, '.<hash>.')).sort()).toEqual([
      '595.<hash>.js',
      'css/595.<hash>.css',
      'index.html',
      'main.<hash>.css',
      'main.<hash>.js',
    ]);
    const shown = blocks.filter((block) => block.lang === 'html' && !block.title).map((block) => block.code);
    expect(shown).toContain(readFileSync(path.join(out, 'index.html'), 'utf8'));
    expect(text).toContain('`595.<hash>.js` and `css/595.<hash>.css` for the lightbox');
  });

  it('leaves the CSS unminimized', async () => {
    const { out } = await built;
    const css = readdirSync(out).find((file) => file.endsWith('.css')) ?? '';
    expect(readFileSync(path.join(out, css), 'utf8')).toBe(
      readFileSync(path.join(EXAMPLE, 'src', 'gallery.css'), 'utf8') + '\n',
    );
  });

  it('loads the lightbox stylesheet with the link tag the page shows, before the lightbox code runs', async () => {
    const { out } = await built;
    await checkInBrowser(out, 'index.html', async (page) => {
      expect(await page.locator('.gallery').evaluate((element) => getComputedStyle(element).color)).toBe(
        'rgb(40, 40, 40)',
      );
      expect(await page.locator('link[data-source]').count()).toBe(0);
      await page.locator('.gallery li').first().click();
      const box = page.locator('.lightbox');
      await box.waitFor();
      expect(await box.textContent()).toBe('Harbor at dawn');
      expect(
        await box.evaluate((element) => [getComputedStyle(element).color, getComputedStyle(element).backgroundColor]),
      ).toEqual(['rgb(255, 255, 255)', 'rgb(0, 0, 0)']);
      const link = await page
        .locator('head > link[data-source]')
        .evaluate((element) => [
          element.getAttribute('rel'),
          element.getAttribute('type'),
          element.getAttribute('data-source'),
          element.getAttribute('href'),
        ]);
      expect(link.slice(0, 3)).toEqual(['stylesheet', 'text/css', 'lightbox']);
      expect(link[3]).toMatch(/css\/595\.[0-9a-f]{8}\.css$/);
    });
    expect(text).toContain(
      '`<link rel="stylesheet" type="text/css" data-source="lightbox" href="css/595.<hash>.css">`',
    );
  });
});

describe('the plugin', { timeout: 60_000 }, () => {
  it('writes main.css with the minimal configuration', async () => {
    const config = pageConfig('plugins: [new MiniCssExtractPlugin()],\n};');
    const result = await buildStyles(
      writeProject('minimal', { 'src/index.js': "import './style.css';\n", 'src/style.css': 'body { margin: 0; }\n' }),
      config,
    );
    expect(result.errors).toEqual([]);
    expect(result.files).toEqual(['main.css', 'main.js']);
  });

  it('names files by filename and chunkFilename, with the defaults the page gives', async () => {
    const dir = writeProject('names', LAZY);
    const plain = await buildStyles(dir, {
      entry: './src/index.js',
      module: rules(),
      plugins: [new MiniCssExtractPlugin()],
    });
    expect(plain.files.filter((file) => file.endsWith('.css'))).toEqual(['main.css', 'src_lazy_js.css']);
    const fromOutput = await buildStyles(dir, {
      entry: './src/index.js',
      output: { cssFilename: 'out-[name].css', cssChunkFilename: 'lazy-[id].css' },
      module: rules(),
      plugins: [new MiniCssExtractPlugin()],
    });
    expect(fromOutput.files.filter((file) => file.endsWith('.css'))).toEqual(['lazy-src_lazy_js.css', 'out-main.css']);
    const fixed = await buildStyles(dir, {
      entry: './src/index.js',
      module: rules(),
      plugins: [new MiniCssExtractPlugin({ filename: 'style.css' })],
    });
    expect(fixed.files.filter((file) => file.endsWith('.css'))).toEqual(['src_lazy_js.style.css', 'style.css']);
    const fn = await buildStyles(dir, {
      entry: './src/index.js',
      module: rules(),
      plugins: [new MiniCssExtractPlugin({ filename: () => 'fn.css' })],
    });
    expect(fn.files.filter((file) => file.endsWith('.css'))).toEqual(['fn.css', 'src_lazy_js.css']);
    const shown = pageConfig("filename: 'styles/[name].[contenthash].css'");
    const hashed = await buildStyles(dir, { ...shown, mode: 'development' });
    expect(
      hashed.files.filter((file) => file.endsWith('.css')).map((file) => file.replace(/[0-9a-f]{20}/, 'H')),
    ).toEqual(['styles/main.H.css', 'styles/src_lazy_js.H.css']);
  });

  it('warns about conflicting order, unless ignoreOrder is set', async () => {
    const dir = writeProject('order', {
      'src/one.js': "import './a.css';\nimport './b.css';\n",
      'src/two.js': "import './b.css';\nimport './a.css';\n",
      'src/a.css': '.a { color: red; }\n',
      'src/b.css': '.b { color: blue; }\n',
    });
    const config = (ignoreOrder: boolean): webpack.Configuration => ({
      entry: { one: './src/one.js', two: './src/two.js' },
      module: rules(),
      optimization: {
        splitChunks: {
          cacheGroups: { styles: { name: 'styles', type: 'css/mini-extract', chunks: 'all', enforce: true } },
        },
      },
      plugins: [new MiniCssExtractPlugin({ ignoreOrder })],
    });
    const warned = await buildStyles(dir, config(false));
    expect(warned.warnings).toHaveLength(1);
    const shown = blocks.find((block) => block.lang === 'text' && block.code.includes('Conflicting order'))?.code ?? '';
    expect(warned.warnings[0]).toContain(shown);
    expect((await buildStyles(dir, config(true))).warnings).toEqual([]);
  });

  it('inserts lazy links at the end of <head>, after a selector, or with the function of the page', async () => {
    const html =
      '<html><head><style id="theme"></style><meta name="marker"><title>t</title></head><body></body></html>';
    const dir = writeProject('insert', LAZY);
    const order = async (plugin: Plugin): Promise<string[]> => {
      const result = await buildStyles(dir, {
        entry: './src/index.js',
        module: rules(),
        plugins: [new HtmlWebpackPlugin({ templateContent: html, inject: 'body' }), plugin],
      });
      expect(result.errors).toEqual([]);
      let found: string[] = [];
      await checkInBrowser(result.out, 'index.html', async (page) => {
        await page.waitForFunction(() => document.querySelectorAll('link[href$="src_lazy_js.css"]').length === 1);
        found = await page
          .locator('head > *')
          .evaluateAll((elements) =>
            elements.map(
              (element) =>
                element.id ||
                element.getAttribute('name') ||
                element.getAttribute('href')?.replace(/^.*\//, '') ||
                element.tagName,
            ),
          );
      });
      return found;
    };
    expect(await order(new MiniCssExtractPlugin())).toEqual([
      'theme',
      'marker',
      'TITLE',
      'main.css',
      'src_lazy_js.css',
    ]);
    expect(await order(new MiniCssExtractPlugin({ insert: 'meta[name=marker]' }))).toEqual([
      'theme',
      'marker',
      'src_lazy_js.css',
      'TITLE',
      'main.css',
    ]);
    const shown = pageConfig('insert: (linkTag)');
    expect(await order((shown.plugins ?? [])[0] as Plugin)).toEqual([
      'src_lazy_js.css',
      'theme',
      'marker',
      'TITLE',
      'main.css',
    ]);
  }, 120_000);

  it('sets attributes and linkType on the lazy links, and runtime: false leaves the loading code out', async () => {
    const dir = writeProject('runtime', LAZY);
    const main = async (options: Record<string, unknown>): Promise<string> =>
      (
        await buildStyles(dir, {
          entry: './src/index.js',
          module: rules(),
          plugins: [new MiniCssExtractPlugin(options)],
        })
      ).read('main.js');
    const plain = await main({});
    expect(plain).toContain('linkTag.type = "text/css";');
    expect(plain).toContain('miniCss');
    expect(await main({ linkType: false })).not.toContain('linkTag.type');
    expect(await main({ attributes: { id: 'lazy-styles' } })).toContain('linkTag.setAttribute("id", "lazy-styles");');
    const off = await buildStyles(dir, {
      entry: './src/index.js',
      module: rules(),
      plugins: [new MiniCssExtractPlugin({ runtime: false })],
    });
    expect(off.files).toContain('src_lazy_js.css');
    expect(off.read('main.js')).not.toContain('miniCss');
  });

  it('gives the same CSS with experimentalUseImportModule: false', async () => {
    const dir = writeProject('import-module', LAZY);
    const css = async (options: Record<string, unknown>): Promise<string> =>
      (
        await buildStyles(dir, {
          entry: './src/index.js',
          module: rules(),
          plugins: [new MiniCssExtractPlugin(options)],
        })
      ).read('main.css');
    expect(await css({ experimentalUseImportModule: false })).toBe(await css({}));
  });

  it('warns and does nothing when experiments.css is true as well', async () => {
    const result = await buildStyles(
      writeProject('experiment', { 'src/index.js': "import './a.css';\n", 'src/a.css': '.a { color: red; }\n' }),
      {
        entry: './src/index.js',
        module: rules(),
        experiments: { css: true },
        plugins: [new MiniCssExtractPlugin()],
      },
    );
    expect(result.warnings.join('\n')).toContain("You can't use `experiments.css`");
    expect(text).toContain("the loader warns that you can't use them together and does nothing");
  });
});

describe('the loader', { timeout: 60_000 }, () => {
  it('publicPath: relative URLs by default, and the prefix of the page block', async () => {
    const dir = writeProject('public-path', {
      ...LAZY,
      'src/main.css': '.main { background: url(./photo.png); }\n',
      'src/lazy.css': '.lazy { background: url(./photo.png); }\n',
      'src/photo.png': 'not really a png',
    });
    const assets = { test: /\.png$/, type: 'asset/resource', generator: { filename: 'photo.png' } };
    const relative = await buildStyles(dir, {
      entry: './src/index.js',
      module: { rules: [...(rules().rules ?? []), assets] },
      plugins: [new MiniCssExtractPlugin({ chunkFilename: 'css/[id].css' })],
    });
    expect(relative.read('main.css')).toContain('url(photo.png)');
    expect(relative.read('css/src_lazy_js.css')).toContain('url(../photo.png)');
    expect(text).toContain('appears as `url(photo.png)` from `main.css` and as `url(../photo.png)` from `css/595.css`');
    const shown = pageConfig("options: { publicPath: '/assets/' }");
    const rule = (shown.module?.rules ?? [])[0] as webpack.RuleSetRule;
    const prefixed = await buildStyles(dir, { ...shown, mode: 'development', module: { rules: [rule, assets] } });
    expect(prefixed.read('main.css')).toContain('url(/assets/photo.png)');
    const fn = await buildStyles(dir, {
      entry: './src/index.js',
      module: {
        rules: [...(rules({ publicPath: (file: string) => `/${path.basename(file, '.css')}/` }).rules ?? []), assets],
      },
      plugins: [new MiniCssExtractPlugin()],
    });
    expect(fn.read('main.css')).toContain('url(/main/photo.png)');
  });

  it('emit: false writes no CSS', async () => {
    const result = await buildStyles(writeProject('emit', LAZY), {
      entry: './src/index.js',
      module: rules({ emit: false }),
      plugins: [new MiniCssExtractPlugin()],
    });
    expect(result.errors).toEqual([]);
    expect(result.files.filter((file) => file.endsWith('.css'))).toEqual([]);
  });

  it('esModule: false gives a CommonJS module, and defaultExport adds the default object', async () => {
    const dir = writeProject('modules', {
      'src/cjs.js': "console.log(JSON.stringify(require('./a.module.css')));\n",
      'src/esm.js': "import styles, { title } from './a.module.css';\nconsole.log(typeof styles, title.length > 0);\n",
      'src/a.module.css': '.title { color: red; }\n',
    });
    const cjs = await buildStyles(dir, {
      target: 'node',
      entry: './src/cjs.js',
      module: rules({ esModule: false }, { modules: { namedExport: false }, esModule: false }),
      plugins: [new MiniCssExtractPlugin()],
    });
    expect(cjs.read('main.js')).toContain('module.exports =  {"title":');
    const esm = await buildStyles(dir, {
      target: 'node',
      entry: './src/cjs.js',
      module: rules({}, { modules: true }),
      plugins: [new MiniCssExtractPlugin()],
    });
    expect(esm.read('main.js')).not.toContain('module.exports =  {"title":');
    const named = await buildStyles(dir, {
      target: 'node',
      entry: './src/esm.js',
      module: rules({}, { modules: true }),
      plugins: [new MiniCssExtractPlugin()],
    });
    expect(execFileSync(process.execPath, [path.join(named.out, 'main.js')], { encoding: 'utf8' })).toBe(
      'undefined true\n',
    );
    const withDefault = await buildStyles(dir, {
      target: 'node',
      entry: './src/esm.js',
      module: rules({ defaultExport: true }, { modules: true }),
      plugins: [new MiniCssExtractPlugin()],
    });
    expect(execFileSync(process.execPath, [path.join(withDefault.out, 'main.js')], { encoding: 'utf8' })).toBe(
      'object true\n',
    );
  });

  it('rejects an unknown loader option', async () => {
    const result = await buildStyles(writeProject('bad-option', LAZY), {
      entry: './src/index.js',
      module: rules({ public: '/x/' }),
      plugins: [new MiniCssExtractPlugin()],
    });
    expect(result.errors.join('\n')).toContain('Invalid options object');
  });
});

describe('the hooks', { timeout: 60_000 }, () => {
  it('are SyncWaterfallHooks, and the plugin of the page adds its code before the tag is inserted', async () => {
    const names: Record<string, string> = {};
    const probe: Plugin = {
      apply(compiler) {
        compiler.hooks.thisCompilation.tap('probe', (compilation) => {
          for (const [name, hook] of Object.entries(MiniCssExtractPlugin.getCompilationHooks(compilation)))
            names[name] = hook.constructor.name;
        });
      },
    };
    const config = pageConfig('class ChunkIdLinksPlugin');
    const result = await buildStyles(writeProject('hooks', LAZY), {
      ...config,
      mode: 'development',
      plugins: [...(config.plugins ?? []), probe],
    });
    expect(names).toEqual({
      beforeTagInsert: 'SyncWaterfallHook',
      linkPreload: 'SyncWaterfallHook',
      linkPrefetch: 'SyncWaterfallHook',
    });
    expect(result.read('main.js')).toContain('linkTag.setAttribute("data-chunk", chunkId);');
  });
});

describe('the built-in alternative', () => {
  it("webpack's README calls mini-css-extract-plugin deprecated; the package's README does not", () => {
    const readme = readFileSync(requireFromRoot.resolve('webpack/README.md'), 'utf8').replace(/\s+/g, ' ');
    expect(readme).toContain(
      'stable and on by default since 5.109.0, replacing the deprecated `html-webpack-plugin` and `mini-css-extract-plugin`',
    );
    expect(readFileSync(requireFromRoot.resolve('mini-css-extract-plugin/README.md'), 'utf8')).not.toMatch(/deprecat/i);
    expect(text).toContain('calls mini-css-extract-plugin deprecated, replaced by');
    expect(text).toContain("the package's own README does not say so.");
  });
});
