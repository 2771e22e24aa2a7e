/**
 * content/api/module-variables.md: every free variable and import.meta property that the
 * installed webpack replaces has a heading (read from lib/javascript/APIPlugin.js and the other
 * plugins that handle free variables); the example project prints what the page shows; and
 * fixtures check the values and options the page states.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Heading } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { codeBlocks, markdownTree } from '../../support/code-blocks';
import { build, tempDir } from '../../support/guides';
import { readPage } from '../../support/content';

const PAGE = path.join(ROOT, 'content', 'api', 'module-variables.md');
const EXAMPLE = path.join(ROOT, 'examples', 'api', 'module-variables');
const requireFromRoot = createRequire(path.join(ROOT, 'package.json'));
const LIB = path.join(path.dirname(requireFromRoot.resolve('webpack/package.json')), 'lib');
const blocks = codeBlocks(PAGE);
const pageText = readPage(PAGE).replace(/\s+/g, ' ');

const read = (file: string): string => readFileSync(path.join(LIB, file), 'utf8');
const forNames = (source: string): string[] => [...source.matchAll(/\.for\(\s*"([^"]+)"\s*\)/g)].map((match) => match[1] ?? '');

/** The free variables that the installed webpack replaces, from the plugins that handle them. */
function freeVariables(): string[] {
  const api = read('javascript/APIPlugin.js');
  const table = /function getReplacements\(\) \{\s*return \{([\s\S]*?)\n\t\};\n\}/.exec(api)?.[1] ?? '';
  const replacements = [...table.matchAll(/^\t\t(?:"([^"]+)"|([\w$]+)): \{/gm)].map((match) => match[1] ?? match[2] ?? '');
  expect(replacements).toEqual(expect.arrayContaining(['__webpack_require__', '__webpack_public_path__', '__webpack_hash__', '__non_webpack_require__']));
  const runtimeGlobals = read('runtime/RuntimeGlobals.js');
  const global = (name: string): string => new RegExp(`module\\.exports\\.${name} = "([^"]+)"`).exec(runtimeGlobals)?.[1] ?? '';
  const importMeta = [...read('dependencies/import-meta/ImportMetaPlugin.js').matchAll(/^const IMPORT_META\w* = "([^"]+)";/gm)].map((match) => match[1] ?? '');
  const otherImportMeta = [read('hmr/HotModuleReplacementPlugin.js'), read('dependencies/context/ImportMetaContextDependencyParserPlugin.js'), read('dependencies/context/ImportMetaGlobDependencyParserPlugin.js')].flatMap((source) =>
    [...source.matchAll(/"(import\.meta\.\w+)"/g)].map((match) => match[1] ?? ''),
  );
  const names = [
    ...replacements,
    ...forNames(api),
    ...forNames(read('javascript/ConstPlugin.js')),
    ...forNames(read('node/NodeStuffPlugin.js')),
    // NodeStuffPlugin taps __dirname through a variable.
    ...[...read('node/NodeStuffPlugin.js').matchAll(/"(__dirname)"/g)].map((match) => match[1] ?? ''),
    ...forNames(read('javascript/ExportsInfoApiPlugin.js')),
    ...forNames(read('javascript/WebpackIsIncludedPlugin.js')),
    ...forNames(read('dependencies/commonjs/CommonJsPlugin.js')),
    global('moduleLoaded'),
    global('moduleId'),
    ...importMeta,
    ...otherImportMeta,
  ];
  return [...new Set(names)]
    .filter((name) => name !== 'import.meta' && !/\.(accept|decline)$/.test(name))
    .filter((name) => !/^[A-Z]/.test(name) && name !== '__webpack_import_meta__')
    .sort();
}

function headings(): Set<string> {
  const found = new Set<string>();
  visit(markdownTree(PAGE), 'heading', (node: Heading) => {
    found.add(toString(node).trim());
  });
  return found;
}

/** Builds files in a temporary folder (sources are CommonJS-or-ESM "auto" modules) and returns the output folder. */
async function buildFixture(name: string, files: Record<string, string>, config: webpack.Configuration = {}): Promise<{ dir: string; out: string; stats: webpack.Stats }> {
  const dir = tempDir(`api-module-variables-${name}`);
  writeFileSync(path.join(dir, 'package.json'), '{ "private": true }\n');
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  const out = path.join(dir, 'dist');
  const stats = await build({ mode: 'production', target: 'node', context: dir, entry: './src/index.js', devtool: false, ...config, output: { path: out, ...config.output } });
  return { dir, out, stats };
}

function run(file: string): string {
  return execFileSync(process.execPath, [file], { encoding: 'utf8' });
}

function errorsOf(stats: webpack.Stats): string[] {
  return (stats.toJson({ all: false, errors: true }).errors ?? []).map((error) => error.message);
}

function warningsOf(stats: webpack.Stats): string[] {
  return (stats.toJson({ all: false, warnings: true }).warnings ?? []).map((warning) => warning.message);
}

describe('api/module-variables: every variable of the installed webpack is documented', () => {
  const names = freeVariables();
  const titles = headings();

  it('reads the variables from webpack', () => {
    expect(names).toEqual(expect.arrayContaining(['module.loaded', 'module.id', 'global', '__dirname', '__resourceQuery', '__webpack_exports_info__', '__webpack_is_included__', 'import.meta.url', 'import.meta.webpackHot']));
    expect(names.length).toBeGreaterThan(35);
  });

  it('has a heading for each', () => {
    expect(names.filter((name) => !titles.has(name))).toEqual([]);
  });
});

describe('api/module-variables: the example project', () => {
  it('prints what the page shows', async () => {
    const file = path.join(EXAMPLE, 'webpack.config.js');
    const config = createRequire(file)(file) as webpack.Configuration;
    const out = tempDir('api-module-variables-example');
    const stats = await build({ ...config, output: { ...config.output, path: out } });
    expect(errorsOf(stats)).toEqual([]);
    expect(warningsOf(stats)).toEqual([]);
    const shown = blocks.find((block) => block.lang === 'text' && block.code.startsWith('module.id:'))?.code;
    expect(shown).toBeDefined();
    expect(run(path.join(out, 'main.js')).replace(/\n$/, '')).toBe(shown);
    expect(readFileSync(path.join(out, 'main.js'), 'utf8')).not.toContain('a*a');
  });
});

describe('api/module-variables: what the page says', () => {
  it('gives __dirname and __filename the values of each node option', async () => {
    const files = { 'src/index.js': "console.log(JSON.stringify([__dirname, __filename, typeof global]));\n" };
    const web = await buildFixture('mock', files, { target: 'web' });
    expect(JSON.parse(run(path.join(web.out, 'main.js')))).toEqual(['/', '/index.js', 'object']);
    const real = await buildFixture('true', files, { target: 'web', node: { __dirname: true, __filename: true } });
    expect(JSON.parse(run(path.join(real.out, 'main.js')))).toEqual(['src', 'src/index.js', 'object']);
    const node = await buildFixture('eval-only', files);
    expect(JSON.parse(run(path.join(node.out, 'main.js')))).toEqual([node.out, path.join(node.out, 'main.js'), 'object']);
    expect(pageText).toContain('`\'mock\'`, the default for browser targets: the string `"/"`.');
    expect(pageText).toContain('With `\'mock\'` it is `"/index.js"`');
  });

  it('replaces global in browser builds and leaves it in Node.js builds', async () => {
    const files = { 'src/index.js': 'console.log(global === globalThis);\n' };
    const web = await buildFixture('global-web', files, { target: 'web' });
    expect(readFileSync(path.join(web.out, 'main.js'), 'utf8')).not.toMatch(/\bglobal\b(?!This)/);
    expect(run(path.join(web.out, 'main.js'))).toBe('true\n');
    const node = await buildFixture('global-node', files);
    expect(readFileSync(path.join(node.out, 'main.js'), 'utf8')).toMatch(/\bglobal===globalThis/);
  });

  it('sets module.loaded once the module has run, and __webpack_exports_info__ says used in development', async () => {
    const { out } = await buildFixture(
      'loaded',
      {
        'src/index.js': "import { square } from './shapes.js';\nimport './later.cjs';\nconsole.log('square used', square(2) > 0);\n",
        'src/shapes.js': "export const square = (a) => a * a;\nexport const cube = (a) => a * a * a;\nconsole.log('cube used', __webpack_exports_info__.cube.used);\n",
        'src/later.cjs': "console.log('now', module.loaded);\nsetTimeout(() => console.log('later', module.loaded), 0);\n",
      },
      { mode: 'development' },
    );
    expect(run(path.join(out, 'main.js'))).toBe('cube used true\nnow false\nsquare used true\nlater true\n');
    expect(pageText).toContain('In development mode, webpack does not work out the used exports, so `used` is `true`.');
  });

  it('reports require.extensions, and warns about __non_webpack_require__ in an ES module build for browsers', async () => {
    const extensions = await buildFixture('extensions', { 'src/index.js': 'console.log(require.extensions);\n' });
    expect(warningsOf(extensions.stats).join('\n')).toContain('require.extensions is not supported by webpack. Use a loader instead.');
    const esm = await buildFixture('non-webpack-require', { 'src/index.js': "export const x = typeof __non_webpack_require__;\n" }, { target: 'web', experiments: { outputModule: true }, output: { module: true } });
    expect(warningsOf(esm.stats).join('\n')).toContain('__non_webpack_require__ is only allowed in target node');
  });

  it('lets a module set the public path, and gives __webpack_hash__, __webpack_base_uri__ and require.onError', async () => {
    const { out, stats } = await buildFixture('runtime', {
      'src/index.js':
        "__webpack_public_path__ = 'https://cdn.example.com/';\nconsole.log(JSON.stringify({ publicPath: __webpack_public_path__, hash: __webpack_hash__, base: __webpack_base_uri__.href, onError: typeof require.onError }));\n",
    });
    expect(JSON.parse(run(path.join(out, 'main.js')))).toEqual({ publicPath: 'https://cdn.example.com/', hash: stats.hash, base: pathToFileURL(path.join(out, 'main.js')).href, onError: 'undefined' });
  });

  it('loads chunks through __webpack_chunk_load__ and names them with __webpack_get_script_filename__', async () => {
    const { out, stats } = await buildFixture('chunks', {
      'src/index.js':
        "const load = __webpack_chunk_load__;\n__webpack_chunk_load__ = (id) => { console.log('loading ' + __webpack_get_script_filename__(id)); return load(id); };\n" +
        "import('./lazy.js').then((m) => console.log(m.default));\n",
      'src/lazy.js': "export default 'lazy loaded';\n",
    });
    const lazy = [...stats.compilation.chunks].find((chunk) => !chunk.name);
    const file = [...(lazy?.files ?? [])][0];
    expect(file).toBeDefined();
    expect(run(path.join(out, 'main.js'))).toBe(`loading ${file}\nlazy loaded\n`);
  });

  it('puts __webpack_nonce__ on the scripts that load chunks in a browser build', async () => {
    const { out } = await buildFixture('nonce', { 'src/index.js': "__webpack_nonce__ = 'abc';\nimport('./lazy.js');\n", 'src/lazy.js': 'export default 1;\n' }, { target: 'web' });
    const code = readFileSync(path.join(out, 'main.js'), 'utf8');
    expect(code).toContain('setAttribute("nonce"');
  });

  it('replaces __webpack_layer__ with the layer of the module', async () => {
    const { out } = await buildFixture(
      'layer',
      { 'src/index.js': "import { layer } from './server.js';\nconsole.log(JSON.stringify([__webpack_layer__, layer]));\n", 'src/server.js': 'export const layer = __webpack_layer__;\n' },
      { module: { rules: [{ test: /server\.js$/, layer: 'server' }] } },
    );
    expect(JSON.parse(run(path.join(out, 'main.js')))).toEqual([null, 'server']);
  });

  it('replaces import.meta.url, import.meta.env, and unknown properties with undefined', async () => {
    const { dir, out, stats } = await buildFixture(
      'import-meta',
      {
        'src/index.js': 'export {};\nconsole.log(JSON.stringify([import.meta.url, import.meta.env.API_URL, import.meta.env.OTHER, import.meta.custom, import.meta.webpack]));\n',
      },
      { plugins: [new webpack.DefinePlugin({ 'import.meta.env.API_URL': JSON.stringify('https://api.example.com') })] },
    );
    expect(JSON.parse(run(path.join(out, 'main.js')))).toEqual([pathToFileURL(path.join(dir, 'src', 'index.js')).href, 'https://api.example.com', null, null, 5]);
    expect(warningsOf(stats)).toEqual([]);
    expect(pageText).toContain('Any other property of `import.meta` is `undefined` in the bundle.');
  });

  it('leaves import.meta alone with importMeta: false', async () => {
    const { out } = await buildFixture('import-meta-off', { 'src/index.mjs': 'console.log(import.meta.url);\n' }, { entry: './src/index.mjs', module: { parser: { javascript: { importMeta: false } } }, experiments: { outputModule: true }, output: { module: true } });
    expect(readFileSync(path.join(out, 'main.mjs'), 'utf8')).toContain('import.meta.url');
  });
});
