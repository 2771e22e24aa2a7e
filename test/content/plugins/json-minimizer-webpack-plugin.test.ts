/**
 * content/plugins/json-minimizer-webpack-plugin.md: every option of the schema has a heading;
 * copied and asset JSON files are rewritten as the page says; webpack's own JSON minimizing does not
 * step aside for the plugin; errors and options behave as described.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { codeBlocks, configBlock } from '../../support/code-blocks';
import { headingsOf } from '../../support/headings';
import { build, buildProduction, tempDir, writeProject } from '../../support/project';
import { optionKey, schemaOptionsOf } from '../../support/schema-options';
import { readPage } from '../../support/content';

const requireFromRoot = createRequire(path.join(ROOT, 'package.json'));
type Plugin = webpack.WebpackPluginInstance;
const JsonMinimizerPlugin = requireFromRoot('json-minimizer-webpack-plugin') as new (
  options?: Record<string, unknown>,
) => Plugin;
const CopyPlugin = requireFromRoot('copy-webpack-plugin') as new (options: Record<string, unknown>) => Plugin;

const PAGE = path.join(ROOT, 'content', 'plugins', 'json-minimizer-webpack-plugin.md');
const text = readPage(PAGE).replace(/\s+/g, ' ');
const blocks = codeBlocks(PAGE);

const MENU =
  '{\n  "_comment": "for translators",\n  "bread": ["sourdough", "rye"],\n  "pastry": { "name": "croissant", "price": 2 }\n}\n';
const DATA = {
  'src/index.js': 'console.log(1);\n',
  'data/menu.json': MENU,
  'examples/request.json': MENU,
  'app.webmanifest': MENU,
};

const copyAll = (): Plugin =>
  new CopyPlugin({ patterns: [{ from: 'data', to: 'data' }, { from: 'examples', to: 'examples' }, 'app.webmanifest'] });
const minimizerOf = (config: webpack.Configuration): webpack.Configuration['optimization'] => config.optimization;

describe('the option headings', () => {
  it('name every option of the schema', () => {
    const options = schemaOptionsOf(
      path.join(
        path.dirname(requireFromRoot.resolve('json-minimizer-webpack-plugin/package.json')),
        'dist',
        'options.json',
      ),
    );
    expect(options.length).toBe(6);
    const found = new Set(headingsOf(PAGE, optionKey));
    expect(options.filter((option) => !found.has(optionKey(option)))).toEqual([]);
  });

  it('the plugin validates its options, also inside minimizerOptions', () => {
    expect(() => new JsonMinimizerPlugin({ minimizerOptions: { indent: 2 } })).toThrow(/Invalid options object/);
  });
});

describe('the plugin', { timeout: 60_000 }, () => {
  it('the minimal configuration writes the copied file on one line', async () => {
    const result = await buildProduction(
      writeProject('minimal', DATA),
      configBlock(blocks, "patterns: [{ from: 'data/*.json' }]"),
    );
    expect(result.read('data/menu.json')).toBe(JSON.stringify(JSON.parse(MENU)));
  });

  it('minimizes JSON asset modules, while imported JSON is part of the chunk', async () => {
    const dir = writeProject('asset', {
      ...DATA,
      'src/index.js':
        "import menu from '../data/menu.json';\nconst url = new URL('../data/menu.json', import.meta.url);\nconsole.log(menu.bread, url);\n",
    });
    const out = tempDir('json-minimizer-webpack-plugin-asset-out');
    await build({
      context: dir,
      mode: 'production',
      entry: './src/index.js',
      output: { path: out, assetModuleFilename: '[name][ext]' },
      optimization: { minimizer: ['...', new JsonMinimizerPlugin()] },
    });
    expect(readFileSync(path.join(out, 'menu.json'), 'utf8')).toBe(JSON.stringify(JSON.parse(MENU)));
    expect(readdirSync(out).sort()).toEqual(['main.js', 'menu.json']);
  });

  it('webpack leaves JSON alone by default, minimizes it with minimize.json, and does not step aside for the plugin', async () => {
    const dir = writeProject('built-in', DATA);
    expect((await buildProduction(dir, { plugins: [copyAll()] })).read('data/menu.json')).toBe(MENU);
    expect(
      (await buildProduction(dir, { plugins: [copyAll()], optimization: { minimize: { json: true } } })).read(
        'data/menu.json',
      ),
    ).toBe(JSON.stringify(JSON.parse(MENU)));
    const indented = (): Plugin => new JsonMinimizerPlugin({ minimizerOptions: { space: 1 } });
    const webpackFirst = await buildProduction(dir, {
      plugins: [copyAll()],
      optimization: { minimize: { json: true }, minimizer: ['...', indented()] },
    });
    expect(webpackFirst.read('data/menu.json')).toBe(JSON.stringify(JSON.parse(MENU)));
    const pluginFirst = await buildProduction(dir, {
      plugins: [copyAll()],
      optimization: { minimize: { json: true }, minimizer: [indented(), '...'] },
    });
    expect(pluginFirst.read('data/menu.json')).toBe(JSON.stringify(JSON.parse(MENU), undefined, 1));
  });

  it('fails on invalid JSON with the error the page shows', async () => {
    const dir = writeProject('broken', { ...DATA, 'data/broken.json': '{ a: 1 }' });
    const result = await buildProduction(dir, {
      plugins: [new CopyPlugin({ patterns: [{ from: 'data', to: 'data' }] })],
      optimization: { minimizer: [new JsonMinimizerPlugin()] },
    });
    const shown =
      blocks.find((block) => block.lang === 'text' && block.code.includes('from Json Minimizer'))?.code ?? 'missing';
    expect(result.errors).toEqual([shown.replace('/path/to/project', dir)]);
  });
});

describe('the options', { timeout: 60_000 }, () => {
  it('test, include and exclude choose the files', async () => {
    const dir = writeProject('filters', DATA);
    const manifest = await buildProduction(dir, {
      plugins: [copyAll()],
      optimization: minimizerOf(configBlock(blocks, 'test: /\\.(json|webmanifest)$/i')),
    });
    expect(manifest.read('app.webmanifest')).toBe(JSON.stringify(JSON.parse(MENU)));
    const excluded = await buildProduction(dir, {
      plugins: [copyAll()],
      optimization: minimizerOf(configBlock(blocks, 'exclude: /^examples\\//')),
    });
    expect([excluded.read('examples/request.json'), excluded.read('data/menu.json')]).toEqual([
      MENU,
      JSON.stringify(JSON.parse(MENU)),
    ]);
    const included = await buildProduction(dir, {
      plugins: [copyAll()],
      optimization: { minimizer: [new JsonMinimizerPlugin({ include: 'examples/' })] },
    });
    expect([included.read('examples/request.json'), included.read('data/menu.json')]).toEqual([
      JSON.stringify(JSON.parse(MENU)),
      MENU,
    ]);
  });

  it('replacer: the function of the page, and an array of names kept at every level', async () => {
    const dir = writeProject('replacer', DATA);
    const fn = await buildProduction(dir, {
      plugins: [copyAll()],
      optimization: minimizerOf(configBlock(blocks, "key === '_comment'")),
    });
    expect(JSON.parse(fn.read('data/menu.json'))).toEqual({
      bread: ['sourdough', 'rye'],
      pastry: { name: 'croissant', price: 2 },
    });
    const list = await buildProduction(dir, {
      plugins: [copyAll()],
      optimization: { minimizer: [new JsonMinimizerPlugin({ minimizerOptions: { replacer: ['pastry', 'name'] } })] },
    });
    expect(list.read('data/menu.json')).toBe('{"pastry":{"name":"croissant"}}');
  });

  it('space indents, with a number or a string', async () => {
    const dir = writeProject('space', DATA);
    const tabs = await buildProduction(dir, {
      plugins: [copyAll()],
      optimization: { minimizer: [new JsonMinimizerPlugin({ minimizerOptions: { space: '\t' } })] },
    });
    expect(tabs.read('data/menu.json')).toBe(JSON.stringify(JSON.parse(MENU), undefined, '\t'));
    expect(text).toContain('a number of spaces (up to 10), or a string');
  });
});
