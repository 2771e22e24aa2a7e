/**
 * content/plugins/css-minimizer-webpack-plugin.md: every option of the schema has a heading; CSS
 * from mini-css-extract-plugin is minimized only with the plugin; webpack steps aside when its own
 * CSS support is on; the options and the minify functions behave as described.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { codeBlocks, configBlock } from '../../support/code-blocks';
import { headingsOf } from '../../support/headings';
import { buildProduction, writeProject } from '../../support/project';
import { optionKey, schemaOptionsOf } from '../../support/schema-options';
import { readPage } from '../../support/content';

const requireFromRoot = createRequire(path.join(ROOT, 'package.json'));
type Plugin = webpack.WebpackPluginInstance;
interface CssMinimizerClass {
  new (options?: Record<string, unknown>): Plugin;
  [name: string]: unknown;
}
const CssMinimizerPlugin = requireFromRoot('css-minimizer-webpack-plugin') as CssMinimizerClass;
const MiniCssExtractPlugin = requireFromRoot('mini-css-extract-plugin') as { new (): Plugin; loader: string };
const CSS_LOADER = requireFromRoot.resolve('css-loader');

const PAGE = path.join(ROOT, 'content', 'plugins', 'css-minimizer-webpack-plugin.md');
const text = readPage(PAGE).replace(/\s+/g, ' ');
const blocks = codeBlocks(PAGE);

const STYLES = {
  'src/index.js': "import './style.css';\nconsole.log('styled'   +   1);\n",
  'src/style.css': '/*! keep me */\n/* drop me */\n.title {\n  color: #ff0000;\n  margin: 0px 0px 0px 0px;\n}\n',
};

/** The rule of mini-css-extract-plugin, with css-loader by its path: the fixtures have no node_modules. */
const extracting = (minimizer: webpack.Configuration['optimization'] = {}): webpack.Configuration => ({
  module: { rules: [{ test: /\.css$/i, use: [MiniCssExtractPlugin.loader, CSS_LOADER] }] },
  plugins: [new MiniCssExtractPlugin()],
  optimization: minimizer,
});

/** A block's configuration, with css-loader by its path: the fixtures have no node_modules. */
function pageConfig(containing: string): webpack.Configuration {
  const config = configBlock(blocks, containing);
  for (const rule of (config.module?.rules ?? []) as webpack.RuleSetRule[])
    if (Array.isArray(rule.use)) rule.use = rule.use.map((item) => (item === 'css-loader' ? CSS_LOADER : item));
  return config;
}

/** A plugin that emits a CSS asset with the given content, as another plugin would. */
const emitting = (file: string, content: string): Plugin => ({
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('emit-css', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'emit-css', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.emitAsset(file, new webpack.sources.RawSource(content));
        },
      );
    });
  },
});

describe('the option headings', () => {
  it('name every option of the schema', () => {
    const options = schemaOptionsOf(
      path.join(
        path.dirname(requireFromRoot.resolve('css-minimizer-webpack-plugin/package.json')),
        'dist',
        'options.json',
      ),
    );
    expect(options.length).toBe(7);
    const found = new Set(headingsOf(PAGE, optionKey));
    expect(options.filter((option) => !found.has(optionKey(option)))).toEqual([]);
  });

  it('the plugin validates its options, and the table names every minify function', () => {
    expect(() => new CssMinimizerPlugin({ minimiserOptions: {} })).toThrow(/Invalid options object/);
    const exported = Object.keys(CssMinimizerPlugin)
      .filter((key) => typeof CssMinimizerPlugin[key] === 'function')
      .sort();
    expect(exported).toHaveLength(7);
    for (const name of exported) expect(text).toContain(`| \`CssMinimizerPlugin.${name}\` |`);
  });
});

describe('css-minimizer-webpack-plugin and webpack', { timeout: 60_000 }, () => {
  it('CSS from mini-css-extract-plugin is not minimized by webpack, and is with the minimal configuration', async () => {
    const dir = writeProject('extract', STYLES);
    const without = await buildProduction(dir, extracting());
    expect(without.read('main.css')).toContain('  color: #ff0000;');
    const minimal = await buildProduction(dir, pageConfig("minimizer: ['...', new CssMinimizerPlugin()]"));
    expect(minimal.read('main.css')).toBe('/*! keep me */.title{color:red;margin:0}');
    expect(minimal.read('main.js')).toContain('styled1');
  });

  it("without '...' the JavaScript is no longer minimized", async () => {
    const result = await buildProduction(
      writeProject('no-default', STYLES),
      extracting({ minimizer: [new CssMinimizerPlugin()] }),
    );
    expect(result.read('main.js')).toContain("'styled'   +   1");
  });

  it('webpack leaves .css files to the plugin when its own CSS support is on', async () => {
    const dir = writeProject('built-in', STYLES);
    const builtIn = await buildProduction(dir, {});
    expect(builtIn.read('main.css')).not.toContain('\n');
    const marker = async (input: Record<string, string>): Promise<{ code: string }> => ({
      code: `/*mine*/${Object.values(input)[0]}`,
    });
    const own = await buildProduction(dir, {
      optimization: { minimizer: ['...', new CssMinimizerPlugin({ minify: marker, parallel: false })] },
    });
    expect(own.read('main.css')).toMatch(/^\/\*mine\*\/[\s\S]*\n {2}color: #ff0000;/);
  });

  it('reports the problems of the minifier as the page shows', async () => {
    const dir = writeProject('warning', { 'src/index.js': '' });
    const result = await buildProduction(dir, {
      plugins: [emitting('main.css', 'a{color red}')],
      optimization: { minimizer: [new CssMinimizerPlugin({ minify: CssMinimizerPlugin.cleanCssMinify })] },
    });
    const shown = blocks.find(
      (block) => block.lang === 'text' && block.code.includes('from Css Minimizer plugin'),
    )?.code;
    expect(result.warnings).toEqual([shown]);
  });
});

describe('the options', { timeout: 60_000 }, () => {
  it('test, include and exclude choose the files', async () => {
    const dir = writeProject('filters', { 'src/index.js': '' });
    const css = '.a {\n  color: red;\n}\n';
    const plugins = [emitting('main.css', css), emitting('vendor/lib.css', css), emitting('theme.pcss', css)];
    const shownTest = await buildProduction(dir, { ...pageConfig('test: /\\.(css|pcss)$/i'), plugins });
    expect([shownTest.read('theme.pcss'), shownTest.read('main.css')]).toEqual(['.a{color:red}', '.a{color:red}']);
    const shownExclude = await buildProduction(dir, { ...pageConfig('exclude: /^vendor\\//'), plugins });
    expect([shownExclude.read('main.css'), shownExclude.read('vendor/lib.css')]).toEqual(['.a{color:red}', css]);
    const included = await buildProduction(dir, {
      plugins,
      optimization: { minimizer: [new CssMinimizerPlugin({ include: 'vendor/' })] },
    });
    expect([included.read('main.css'), included.read('vendor/lib.css')]).toEqual([css, '.a{color:red}']);
  });

  it('minimizerOptions: the preset of the page removes /*! comments too', async () => {
    const result = await buildProduction(writeProject('preset', STYLES), {
      ...pageConfig('removeAll: true'),
      ...extracting({ minimizer: pageConfig('removeAll: true').optimization?.minimizer }),
    });
    expect(result.read('main.css')).toBe('.title{color:red;margin:0}');
  });

  it('warningsFilter of the page drops the warnings of vendor files', async () => {
    const dir = writeProject('warnings-filter', { 'src/index.js': '' });
    const result = await buildProduction(dir, {
      ...pageConfig('warningsFilter:'),
      plugins: [emitting('vendor/lib.css', 'a{color red}'), emitting('main.css', 'b{color red}')],
    });
    expect(result.warnings).toHaveLength(1);
    expect(result.warnings[0]).toMatch(/^main\.css from Css Minimizer plugin/);
  });

  it('parallel: false gives the same result', async () => {
    const dir = writeProject('parallel', STYLES);
    const on = await buildProduction(dir, extracting({ minimizer: [new CssMinimizerPlugin()] }));
    const off = await buildProduction(dir, extracting({ minimizer: [new CssMinimizerPlugin({ parallel: false })] }));
    expect(off.read('main.css')).toBe(on.read('main.css'));
  });

  it('minify: every installed minifier, the Lightning CSS block and the array block', async () => {
    const dir = writeProject('minify', STYLES);
    for (const name of ['cssoMinify', 'cleanCssMinify', 'esbuildMinify', 'lightningCssMinify']) {
      const result = await buildProduction(
        dir,
        extracting({ minimizer: [new CssMinimizerPlugin({ minify: CssMinimizerPlugin[name] })] }),
      );
      expect(result.errors, name).toEqual([]);
      expect(result.read('main.css'), name).not.toContain('\n  color');
    }
    const lightning = await buildProduction(dir, {
      ...extracting({ minimizer: pageConfig('lightningCssMinify,').optimization?.minimizer }),
    });
    expect(lightning.errors).toEqual([]);
    expect(lightning.read('main.css')).toContain('.title{');
    const chained = await buildProduction(dir, {
      ...extracting({ minimizer: pageConfig('minify: [CssMinimizerPlugin.cssnanoMinify').optimization?.minimizer }),
    });
    expect(chained.errors).toEqual([]);
    expect(chained.read('main.css')).toContain('.title{color:red;margin:0}');
    expect(
      blocks.some(
        (block) => block.lang === 'js' && !block.title && block.code.includes('CssMinimizerPlugin.swcMinify'),
      ),
    ).toBe(true);
  });

  it('updates the source map of a CSS file', async () => {
    const dir = writeProject('source-map', STYLES);
    const result = await buildProduction(dir, {
      devtool: 'source-map',
      module: {
        rules: [
          { test: /\.css$/i, use: [MiniCssExtractPlugin.loader, { loader: CSS_LOADER, options: { sourceMap: true } }] },
        ],
      },
      plugins: [new MiniCssExtractPlugin()],
      optimization: { minimizer: [new CssMinimizerPlugin()] },
    });
    const map = JSON.parse(result.read('main.css.map')) as { sources: string[]; mappings: string };
    expect(map.sources.some((source) => source.endsWith('src/style.css'))).toBe(true);
    expect(result.read('main.css')).toMatch(/^\/\*! keep me \*\/\.title\{color:red;margin:0\}/);
  });
});
