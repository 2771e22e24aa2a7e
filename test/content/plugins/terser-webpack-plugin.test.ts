/**
 * content/plugins/terser-webpack-plugin.md: every option of the schema has a heading; the example
 * project writes the minimized file and the license file the page shows; the place of the plugin in
 * optimization.minimizer, the comment extraction and the other minifiers behave as described.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { codeBlocks, configBlock, untitledBlock } from '../../support/code-blocks';
import { headingsOf } from '../../support/headings';
import { withoutMinifyCache } from '../../support/minify-cache';
import { build, buildProduction, type BuiltOutput, projectConfig, tempDir, writeProject } from '../../support/project';
import { optionKey, schemaOptionsOf } from '../../support/schema-options';
import { readPage } from '../../support/content';

const requireFromRoot = createRequire(path.join(ROOT, 'package.json'));
type Plugin = webpack.WebpackPluginInstance;
type Minify = (...args: unknown[]) => unknown;
interface TerserPluginClass {
  new (options?: Record<string, unknown>): Plugin;
  [name: string]: unknown;
}
const TerserPlugin = requireFromRoot('terser-webpack-plugin') as TerserPluginClass;

const PAGE = path.join(ROOT, 'content', 'plugins', 'terser-webpack-plugin.md');
const EXAMPLE = path.join(ROOT, 'examples', 'plugins', 'terser-webpack-plugin');
const text = readPage(PAGE).replace(/\s+/g, ' ');
const blocks = codeBlocks(PAGE);

type Result = BuiltOutput;

/** The example's sources: two license comments, a debug call. */
const EXAMPLE_SOURCES = {
  'src/index.js': readFileSync(path.join(EXAMPLE, 'src', 'index.js'), 'utf8'),
  'src/format.js': readFileSync(path.join(EXAMPLE, 'src', 'format.js'), 'utf8'),
};

describe('the option headings', () => {
  it('name every option of the schema', () => {
    const options = schemaOptionsOf(
      path.join(path.dirname(requireFromRoot.resolve('terser-webpack-plugin/package.json')), 'dist', 'options.json'),
    );
    expect(options.length).toBeGreaterThan(8);
    const found = new Set(headingsOf(PAGE, optionKey));
    expect(options.filter((option) => !found.has(optionKey(option)))).toEqual([]);
  });

  it('the plugin validates its options', () => {
    expect(() => new TerserPlugin({ extractComment: true })).toThrow(/Invalid options object/);
  });

  it('the table names every minify function the plugin exports', () => {
    const exported = Object.keys(TerserPlugin)
      .filter((key) => typeof TerserPlugin[key] === 'function' && /Minify|Minifier|minify/.test(key))
      .sort();
    expect(exported.length).toBe(15);
    for (const name of exported) expect(text).toContain(`| \`TerserPlugin.${name}\` |`);
  });
});

describe('the example project', { timeout: 60_000 }, () => {
  const built = (async () => {
    const out = tempDir('terser-webpack-plugin-example');
    const config = projectConfig(EXAMPLE);
    const stats = await build({ context: EXAMPLE, ...config, output: { ...config.output, path: out } });
    return { out, stats };
  })();

  it('writes main.js and licenses.txt as the page shows them', async () => {
    const { out, stats } = await built;
    expect(stats.hasErrors() || stats.hasWarnings(), stats.toString('errors-warnings')).toBe(false);
    expect(readdirSync(out).sort()).toEqual(['licenses.txt', 'main.js']);
    const shownJs = blocks.find(
      (block) => block.lang === 'js' && !block.title && block.code.startsWith('/*! Licenses'),
    )?.code;
    expect(shownJs).toBe(readFileSync(path.join(out, 'main.js'), 'utf8').replace(/\n$/, ''));
    const shownLicenses = blocks.find(
      (block) => block.lang === 'text' && block.code.startsWith('/*! release-date'),
    )?.code;
    expect(shownLicenses).toBe(readFileSync(path.join(out, 'licenses.txt'), 'utf8').replace(/\n$/, ''));
    expect(readFileSync(path.join(out, 'main.js'), 'utf8')).not.toContain('console.debug');
  });

  it('prints what the page says', async () => {
    const { out } = await built;
    expect(execFileSync(process.execPath, [path.join(out, 'main.js')], { encoding: 'utf8' })).toBe(
      'Released on 2024-01-31\n',
    );
    expect(text).toContain('`node dist/main.js` prints `Released on 2024-01-31`');
  });
});

describe("the plugin and webpack's own minimizer", { timeout: 60_000 }, () => {
  it('extractComments: false keeps the licenses in main.js; webpack alone moves them to main.js.LICENSE.txt', async () => {
    const dir = writeProject('minimal', EXAMPLE_SOURCES);
    const kept = await buildProduction(dir, { ...configBlock(blocks, 'extractComments: false'), target: 'node' });
    expect(kept.files).toEqual(['main.js']);
    expect(kept.read('main.js')).toContain('/*! release-date 1.0.0 | MIT License */');
    expect(kept.read('main.js')).toContain('@license Apache-2.0');
    const builtIn = await buildProduction(dir, { target: 'node' });
    expect(builtIn.files).toEqual(['main.js', 'main.js.LICENSE.txt']);
    expect(builtIn.read('main.js').split('\n')[0]).toBe(
      blocks.find((block) => block.lang === 'js' && block.code.startsWith('/*! For license'))?.code,
    );
  });

  it("the plugin's options apply before '...', not after it", async () => {
    const dir = writeProject('order', EXAMPLE_SOURCES);
    const shown = configBlock(blocks, "'...',\n    ],");
    const first = await buildProduction(dir, { ...shown, target: 'node' });
    expect(text).toContain('`compress: { drop_console: true }` makes terser remove every `console` call');
    expect(EXAMPLE_SOURCES['src/index.js'] + EXAMPLE_SOURCES['src/format.js']).toContain('console.');
    expect(first.read('main.js')).not.toContain('console.');
    const minimizer = [...(shown.optimization?.minimizer ?? [])].reverse();
    const second = await buildProduction(dir, { ...shown, target: 'node', optimization: { minimizer } });
    expect(second.read('main.js')).toContain('console.debug');
  });

  it("'...' keeps webpack's CSS minimizing; without it CSS stays as it is", async () => {
    const dir = writeProject('css', {
      'src/index.js': "import './style.css';\n",
      'src/style.css': 'body {\n  color: red;\n}\n',
    });
    const withDefault = await buildProduction(dir, { optimization: { minimizer: [new TerserPlugin(), '...'] } });
    expect(withDefault.read('main.css')).not.toContain('\n  color');
    const alone = await buildProduction(dir, { optimization: { minimizer: [new TerserPlugin()] } });
    expect(alone.read('main.css')).toContain('\n  color: red;');
  });

  it('in plugins, the plugin minimizes in development mode too', async () => {
    const result = await buildProduction(writeProject('plugins', EXAMPLE_SOURCES), {
      mode: 'development',
      devtool: false,
      target: 'node',
      plugins: [new TerserPlugin()],
    });
    expect(result.read('main.js').split('\n').length).toBeLessThan(5);
  });
});

describe('the options', { timeout: 60_000 }, () => {
  const two = {
    'src/app.js': 'console.log("app"   +   1);\n',
    'src/admin.js': 'console.log("admin"   +   1);\n',
    'vendor/x.js': '',
  };
  // Minimized, the sum is folded to "app1"; left alone, the source keeps its spaces.
  const isMinimized = (result: Result, file: string): boolean => !result.read(file).includes('   +   ');

  it('test, include and exclude choose the files', async () => {
    const dir = writeProject('filters', two);
    const included = await buildProduction(dir, configBlock(blocks, 'include: /^app/'));
    expect([isMinimized(included, 'app.js'), isMinimized(included, 'admin.js')]).toEqual([true, false]);
    const bundles = await buildProduction(dir, {
      ...configBlock(blocks, 'test: /\\.bundle\\.js$/'),
      entry: { app: './src/app.js' },
    });
    expect(isMinimized(bundles, 'app.bundle.js')).toBe(true);
    const other = await buildProduction(dir, {
      entry: { app: './src/app.js' },
      output: { filename: '[name].bundle.js' },
      optimization: { minimizer: [new TerserPlugin({ test: /\.min\.js$/ })] },
    });
    expect(isMinimized(other, 'app.bundle.js')).toBe(false);
    const excluded = await buildProduction(dir, {
      entry: { app: './src/app.js' },
      output: { filename: 'vendor/[name].js' },
      optimization: { minimizer: [new TerserPlugin({ exclude: 'vendor/' })] },
    });
    expect(isMinimized(excluded, 'vendor/app.js')).toBe(false);
    const elsewhere = await buildProduction(dir, {
      entry: { app: './src/app.js' },
      output: { filename: 'lib/[name].js' },
      optimization: { minimizer: [new TerserPlugin({ exclude: 'vendor/' })] },
    });
    expect(isMinimized(elsewhere, 'lib/app.js')).toBe(true);
  });

  it('minimizerOptions of the page block apply; terserOptions is used without minimizerOptions', async () => {
    const dir = writeProject('options', { 'src/index.js': 'console.log("é");\nexport const _private_x = 1;\n' });
    const shown = await buildProduction(dir, configBlock(blocks, 'ascii_only: true'));
    expect(shown.errors).toEqual([]);
    expect(shown.read('main.js')).not.toContain('console');
    const old = await buildProduction(writeProject('old', EXAMPLE_SOURCES), {
      target: 'node',
      optimization: {
        minimizer: [new TerserPlugin({ terserOptions: { compress: { pure_funcs: ['console.debug'] } } })],
      },
    });
    expect(old.read('main.js')).not.toContain('console.debug');
    const both = await buildProduction(writeProject('both', EXAMPLE_SOURCES), {
      target: 'node',
      optimization: {
        minimizer: [
          new TerserPlugin({ minimizerOptions: {}, terserOptions: { compress: { pure_funcs: ['console.debug'] } } }),
        ],
      },
    });
    expect(both.read('main.js')).toContain('console.debug');
  });

  it('extractComments: the values of the list, the banner, the filename function and the shebang', async () => {
    const dir = writeProject('comments', {
      'src/index.js': '/*! bang */\n// a line comment\n/* @license lic */\nconsole.log(1);\n',
      'src/b.js': '/*! bang */\nconsole.log(2);\n',
    });
    const extracted = async (extractComments: unknown): Promise<Result> =>
      buildProduction(dir, { target: 'node', optimization: { minimizer: [new TerserPlugin({ extractComments })] } });
    expect((await extracted(true)).read('main.js.LICENSE.txt')).toBe('/* @license lic */\n\n/*! bang */\n');
    expect((await extracted('all')).read('main.js.LICENSE.txt')).toContain('// a line comment');
    expect((await extracted(/bang/)).read('main.js.LICENSE.txt')).toBe('/*! bang */\n');
    expect((await extracted('lic')).read('main.js.LICENSE.txt')).toBe('/* @license lic */\n');
    const fn = await extracted((_node: unknown, comment: { value: string }) => comment.value.includes('line'));
    expect(fn.read('main.js.LICENSE.txt')).toBe('// a line comment\n');
    // webpack drops a shebang of a module; BannerPlugin adds one to the file before minimizing.
    const shebang = await buildProduction(dir, {
      target: 'node',
      plugins: [new webpack.BannerPlugin({ banner: '#!/usr/bin/env node', raw: true })],
      optimization: { minimizer: [new TerserPlugin()] },
    });
    expect(shebang.read('main.js').split('\n').slice(0, 2)).toEqual([
      '#!/usr/bin/env node',
      '/*! For license information please see main.js.LICENSE.txt */',
    ]);
    const none = await extracted(false);
    expect(none.files).toEqual(['main.js']);
    expect(none.read('main.js')).toContain('/*! bang */');
    expect(none.read('main.js')).not.toContain('a line comment');
    const shown = await buildProduction(dir, { ...configBlock(blocks, 'banner: false'), target: 'node' });
    expect(shown.files).toEqual(['licenses/main.js.txt', 'main.js']);
    expect(shown.read('main.js')).not.toContain('For license information');
    const shared = await buildProduction(dir, {
      target: 'node',
      entry: { a: './src/index.js', b: './src/b.js' },
      optimization: { minimizer: [new TerserPlugin({ extractComments: { filename: 'all.txt' } })] },
    });
    expect(shared.read('all.txt').match(/bang/g)).toHaveLength(1);
    expect(shared.read('b.js').split('\n')[0]).toBe('/*! For license information please see all.txt */');
  });

  it('parallel: false gives the same output', async () => {
    // Without the tests' cache of minimized code, so that the default runs in the plugin's workers
    // and `parallel: false` in the build's thread.
    await withoutMinifyCache(async () => {
      const dir = writeProject('parallel', EXAMPLE_SOURCES);
      const on = await buildProduction(dir, { target: 'node', optimization: { minimizer: [new TerserPlugin()] } });
      const off = await buildProduction(dir, {
        target: 'node',
        optimization: { minimizer: [new TerserPlugin({ parallel: false })] },
      });
      expect(off.read('main.js')).toBe(on.read('main.js'));
    });
  });

  it('minify: esbuild and uglify-js, and one instance for JavaScript, CSS and JSON', async () => {
    const dir = writeProject('minify', {
      'src/index.js':
        "import './style.css';\nconst url = new URL('./data.json', import.meta.url);\nconsole.log(url.href);\n",
      'src/style.css': 'body {\n  color: red;\n}\n',
      'src/data.json': '{\n  "a": 1\n}\n',
    });
    const esbuild = await buildProduction(dir, configBlock(blocks, 'minify: TerserPlugin.esbuildMinify'));
    expect(esbuild.errors).toEqual([]);
    expect(esbuild.read('main.js')).not.toContain('\n  ');
    const uglify = await buildProduction(dir, {
      optimization: { minimizer: [new TerserPlugin({ minify: TerserPlugin.uglifyJsMinify as Minify })] },
    });
    expect(uglify.errors).toEqual([]);
    const all = await buildProduction(dir, configBlock(blocks, 'TerserPlugin.cssoMinify'));
    expect(all.errors).toEqual([]);
    expect(all.read('main.css')).toBe('body{color:red}');
    const json = all.files.find((file) => file.endsWith('.json')) ?? '';
    expect(all.read(json)).toBe('{"a":1}');
  });

  it('minify: swc runs as the page shows it, and extracts the license comments', async () => {
    // @swc/core is installed here: the site's build minifies its own scripts with it.
    const code = untitledBlock(blocks, 'TerserPlugin.swcMinify').trim().replace(/;$/, '');
    const plugin = new Function('TerserPlugin', `return ${code}`)(TerserPlugin) as webpack.WebpackPluginInstance;
    const dir = writeProject('minify-swc', {
      'src/index.js':
        '/*! bang */\nfunction greetingFor(personName) {\n  const message = `Hello, ${personName}!`;\n  return message;\n}\nconsole.log(greetingFor(process.argv[2]));\n',
    });
    const swc = await buildProduction(dir, { optimization: { minimizer: [plugin] } });
    expect(swc.errors).toEqual([]);
    // Unminified, the file keeps the indented lines and the parameter's name.
    expect(swc.read('main.js')).not.toContain('\n  ');
    expect(swc.read('main.js')).not.toContain('personName');
    expect(swc.read('main.js')).not.toContain('/*! bang */');
    expect(swc.read('main.js.LICENSE.txt')).toBe('/*! bang */\n');
    expect(text).toContain('`terserMinify`, `uglifyJsMinify` and `swcMinify` extract comments');
  });
});
