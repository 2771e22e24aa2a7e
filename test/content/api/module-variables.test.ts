/**
 * content/api/module-variables.md: every free variable and import.meta property that the
 * installed webpack replaces has a heading (read from lib/javascript/APIPlugin.js and the other
 * plugins that handle free variables); the example project prints what the page shows; and
 * fixtures check the values and options the page states.
 */
import { readFileSync } from 'node:fs';
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
import { headingsOf } from '../../support/headings';
import {
  build,
  COMMONJS_PACKAGE,
  errorsOf,
  runNode,
  tempDir,
  warningMessagesOf,
  writeProject,
} from '../../support/project';
import { readPage } from '../../support/content';

const PAGE = path.join(ROOT, 'content', 'api', 'module-variables.md');
const EXAMPLE = path.join(ROOT, 'examples', 'api', 'module-variables');
const requireFromRoot = createRequire(path.join(ROOT, 'package.json'));
const LIB = path.join(path.dirname(requireFromRoot.resolve('webpack/package.json')), 'lib');
const blocks = codeBlocks(PAGE);
const pageText = readPage(PAGE).replace(/\s+/g, ' ');

const read = (file: string): string => readFileSync(path.join(LIB, file), 'utf8');
const forNames = (source: string): string[] =>
  [...source.matchAll(/\.for\(\s*"([^"]+)"\s*\)/g)].map((match) => match[1] ?? '');

/** The free variables that the installed webpack replaces, from the plugins that handle them. */
function freeVariables(): string[] {
  const api = read('javascript/APIPlugin.js');
  const table = /function getReplacements\(\) \{\s*return \{([\s\S]*?)\n\t\};\n\}/.exec(api)?.[1] ?? '';
  const replacements = [...table.matchAll(/^\t\t(?:"([^"]+)"|([\w$]+)): \{/gm)].map(
    (match) => match[1] ?? match[2] ?? '',
  );
  expect(replacements).toEqual(
    expect.arrayContaining([
      '__webpack_require__',
      '__webpack_public_path__',
      '__webpack_hash__',
      '__non_webpack_require__',
    ]),
  );
  const runtimeGlobals = read('runtime/RuntimeGlobals.js');
  const global = (name: string): string =>
    new RegExp(`module\\.exports\\.${name} = "([^"]+)"`).exec(runtimeGlobals)?.[1] ?? '';
  const importMeta = [
    ...read('dependencies/import-meta/ImportMetaPlugin.js').matchAll(/^const IMPORT_META\w* = "([^"]+)";/gm),
  ].map((match) => match[1] ?? '');
  const otherImportMeta = [
    read('hmr/HotModuleReplacementPlugin.js'),
    read('dependencies/context/ImportMetaContextDependencyParserPlugin.js'),
    read('dependencies/context/ImportMetaGlobDependencyParserPlugin.js'),
  ].flatMap((source) => [...source.matchAll(/"(import\.meta\.\w+)"/g)].map((match) => match[1] ?? ''));
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

/** Builds files in a temporary folder (sources are CommonJS-or-ESM "auto" modules) and returns the output folder. */
async function buildFixture(
  name: string,
  files: Record<string, string>,
  config: webpack.Configuration = {},
): Promise<{ dir: string; out: string; stats: webpack.Stats }> {
  const dir = writeProject(`api-module-variables-${name}`, { ...COMMONJS_PACKAGE, ...files });
  const out = path.join(dir, 'dist');
  const stats = await build({
    mode: 'production',
    target: 'node',
    context: dir,
    entry: './src/index.js',
    devtool: false,
    ...config,
    output: { path: out, ...config.output },
  });
  return { dir, out, stats };
}

describe('api/module-variables: every variable of the installed webpack is documented', () => {
  const names = freeVariables();
  const titles = new Set(headingsOf(PAGE));

  it('reads the variables from webpack', () => {
    expect(names).toEqual(
      expect.arrayContaining([
        'module.loaded',
        'module.id',
        'global',
        '__dirname',
        '__resourceQuery',
        '__webpack_exports_info__',
        '__webpack_is_included__',
        'import.meta.url',
        'import.meta.webpackHot',
      ]),
    );
    expect(names.length).toBeGreaterThan(35);
  });

  it('has a heading for each', () => {
    expect(names.filter((name) => !titles.has(name))).toEqual([]);
  });
});

/**
 * Every name the parsers of a real compiler have a hook for, read from the live hook maps: the
 * names of free variables, member chains and calls (`require.config`, `import.meta.env.MODE`),
 * for "auto", ESM and "dynamic" JavaScript, with the RequireJS and SystemJS support on.
 */
function liveNames(): string[] {
  // Keyed by AST node type, by string method (constant folding), or the parser's own routing.
  const notNames = new Set([
    'evaluate',
    'evaluateCallExpressionMember',
    'preStatementByType',
    'blockPreStatementByType',
    'statementByType',
    'isPure',
  ]);
  const compiler = webpack({
    mode: 'production',
    context: EXAMPLE,
    entry: {},
    infrastructureLogging: { level: 'none' },
    module: { parser: { javascript: { requireJs: true, system: true } } },
  });
  const params = compiler.newCompilationParams();
  compiler.newCompilation(params);
  const names = new Set<string>();
  for (const type of ['javascript/auto', 'javascript/esm', 'javascript/dynamic']) {
    const parser = params.normalModuleFactory.getParser(type) as unknown as {
      hooks: Record<string, { _map?: Map<unknown, { taps: unknown[] }> }>;
    };
    for (const [hookName, hook] of Object.entries(parser.hooks)) {
      if (notNames.has(hookName) || !(hook?._map instanceof Map)) continue;
      for (const [key, inner] of hook._map) if (typeof key === 'string' && inner.taps.length > 0) names.add(key);
    }
  }
  compiler.close(() => undefined);
  // `arguments` and `undefined` only steer the parser's own evaluation; no output changes.
  return [...names].filter((name) => !['arguments', 'undefined'].includes(name)).sort();
}

describe('api/module-variables: every name the parser has a hook for is documented', () => {
  it('has a heading for each on this page or on Module Methods, or is named in code there', () => {
    const names = liveNames();
    expect(names).toEqual(
      expect.arrayContaining([
        'define.amd',
        'require.amd',
        '__webpack_amd_options__',
        'require.config',
        'requirejs.config',
        'System.import',
        'module.require',
        'import.meta.env.MODE',
        'import.meta.env.SSR',
        'process.env.NODE_ENV',
      ]),
    );
    const methodsPage = path.join(ROOT, 'content', 'api', 'module-methods.md');
    const tokens = new Set<string>();
    for (const file of [PAGE, methodsPage]) {
      visit(markdownTree(file), 'heading', (node: Heading) => {
        for (const token of toString(node).split(/[\s,()]+/)) tokens.add(token);
      });
    }
    visit(markdownTree(methodsPage), 'inlineCode', (node: { value: string }) => {
      tokens.add(node.value.replace(/^new /, '').replace(/\(.*\)$/, ''));
    });
    expect(names.filter((name) => !tokens.has(name))).toEqual([]);
  });
});

describe('api/module-variables: the example project', () => {
  it('prints what the page shows', async () => {
    const file = path.join(EXAMPLE, 'webpack.config.js');
    const config = createRequire(file)(file) as webpack.Configuration;
    const out = tempDir('api-module-variables-example');
    const stats = await build({ ...config, output: { ...config.output, path: out } });
    expect(errorsOf(stats)).toEqual([]);
    expect(warningMessagesOf(stats)).toEqual([]);
    const shown = blocks.find((block) => block.lang === 'text' && block.code.startsWith('module.id:'))?.code;
    expect(shown).toBeDefined();
    expect(runNode(path.join(out, 'main.js')).replace(/\n$/, '')).toBe(shown);
    expect(readFileSync(path.join(out, 'main.js'), 'utf8')).not.toContain('a*a');
  });
});

describe('api/module-variables: what the page says', () => {
  it('gives __dirname and __filename the values of each node option', async () => {
    const files = { 'src/index.js': 'console.log(JSON.stringify([__dirname, __filename, typeof global]));\n' };
    const web = await buildFixture('mock', files, { target: 'web' });
    expect(JSON.parse(runNode(path.join(web.out, 'main.js')))).toEqual(['/', '/index.js', 'object']);
    const real = await buildFixture('true', files, { target: 'web', node: { __dirname: true, __filename: true } });
    expect(JSON.parse(runNode(path.join(real.out, 'main.js')))).toEqual(['src', 'src/index.js', 'object']);
    const node = await buildFixture('eval-only', files);
    expect(JSON.parse(runNode(path.join(node.out, 'main.js')))).toEqual([
      node.out,
      path.join(node.out, 'main.js'),
      'object',
    ]);
    expect(pageText).toContain('`\'mock\'`, the default for browser targets: the string `"/"`.');
    expect(pageText).toContain('With `\'mock\'` it is `"/index.js"`');
  });

  it('replaces global in browser builds and leaves it in Node.js builds', async () => {
    const files = { 'src/index.js': 'console.log(global === globalThis);\n' };
    const web = await buildFixture('global-web', files, { target: 'web' });
    expect(readFileSync(path.join(web.out, 'main.js'), 'utf8')).not.toMatch(/\bglobal\b(?!This)/);
    expect(runNode(path.join(web.out, 'main.js'))).toBe('true\n');
    const node = await buildFixture('global-node', files);
    expect(readFileSync(path.join(node.out, 'main.js'), 'utf8')).toMatch(/\bglobal===globalThis/);
  });

  it('sets module.loaded once the module has run, and __webpack_exports_info__ says used in development', async () => {
    const { out } = await buildFixture(
      'loaded',
      {
        'src/index.js':
          "import { square } from './shapes.js';\nimport './later.cjs';\nconsole.log('square used', square(2) > 0);\n",
        'src/shapes.js':
          "export const square = (a) => a * a;\nexport const cube = (a) => a * a * a;\nconsole.log('cube used', __webpack_exports_info__.cube.used);\n",
        'src/later.cjs':
          "console.log('now', module.loaded);\nsetTimeout(() => console.log('later', module.loaded), 0);\n",
      },
      { mode: 'development' },
    );
    expect(runNode(path.join(out, 'main.js'))).toBe('cube used true\nnow false\nsquare used true\nlater true\n');
    expect(pageText).toContain('In development mode, webpack does not work out the used exports, so `used` is `true`.');
  });

  it('reports require.extensions, and warns about __non_webpack_require__ in an ES module build for browsers', async () => {
    const extensions = await buildFixture('extensions', { 'src/index.js': 'console.log(require.extensions);\n' });
    expect(warningMessagesOf(extensions.stats).join('\n')).toContain(
      'require.extensions is not supported by webpack. Use a loader instead.',
    );
    const esm = await buildFixture(
      'non-webpack-require',
      { 'src/index.js': 'export const x = typeof __non_webpack_require__;\n' },
      { target: 'web', experiments: { outputModule: true }, output: { module: true } },
    );
    expect(warningMessagesOf(esm.stats).join('\n')).toContain('__non_webpack_require__ is only allowed in target node');
  });

  it('lets a module set the public path, and gives __webpack_hash__, __webpack_base_uri__ and require.onError', async () => {
    const { out, stats } = await buildFixture('runtime', {
      'src/index.js':
        "__webpack_public_path__ = 'https://cdn.example.com/';\nconsole.log(JSON.stringify({ publicPath: __webpack_public_path__, hash: __webpack_hash__, base: __webpack_base_uri__.href, onError: typeof require.onError }));\n",
    });
    expect(JSON.parse(runNode(path.join(out, 'main.js')))).toEqual({
      publicPath: 'https://cdn.example.com/',
      hash: stats.hash,
      base: pathToFileURL(path.join(out, 'main.js')).href,
      onError: 'undefined',
    });
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
    expect(runNode(path.join(out, 'main.js'))).toBe(`loading ${file}\nlazy loaded\n`);
  });

  it('puts __webpack_nonce__ on the scripts that load chunks in a browser build', async () => {
    const { out } = await buildFixture(
      'nonce',
      { 'src/index.js': "__webpack_nonce__ = 'abc';\nimport('./lazy.js');\n", 'src/lazy.js': 'export default 1;\n' },
      { target: 'web' },
    );
    const code = readFileSync(path.join(out, 'main.js'), 'utf8');
    expect(code).toContain('setAttribute("nonce"');
  });

  it('replaces __webpack_layer__ with the layer of the module', async () => {
    const { out } = await buildFixture(
      'layer',
      {
        'src/index.js':
          "import { layer } from './server.js';\nconsole.log(JSON.stringify([__webpack_layer__, layer]));\n",
        'src/server.js': 'export const layer = __webpack_layer__;\n',
      },
      { module: { rules: [{ test: /server\.js$/, layer: 'server' }] } },
    );
    expect(JSON.parse(runNode(path.join(out, 'main.js')))).toEqual([null, 'server']);
  });

  it('replaces import.meta.url, import.meta.env, and unknown properties with undefined', async () => {
    const { dir, out, stats } = await buildFixture(
      'import-meta',
      {
        'src/index.js':
          'export {};\nconsole.log(JSON.stringify([import.meta.url, import.meta.env.API_URL, import.meta.env.OTHER, import.meta.custom, import.meta.webpack]));\n',
      },
      { plugins: [new webpack.DefinePlugin({ 'import.meta.env.API_URL': JSON.stringify('https://api.example.com') })] },
    );
    expect(JSON.parse(runNode(path.join(out, 'main.js')))).toEqual([
      pathToFileURL(path.join(dir, 'src', 'index.js')).href,
      'https://api.example.com',
      null,
      null,
      5,
    ]);
    expect(warningMessagesOf(stats)).toEqual([]);
    expect(pageText).toContain('Any other property of `import.meta` is `undefined` in the bundle.');
  });

  it('leaves import.meta alone with importMeta: false', async () => {
    const { out } = await buildFixture(
      'import-meta-off',
      { 'src/index.mjs': 'console.log(import.meta.url);\n' },
      {
        entry: './src/index.mjs',
        module: { parser: { javascript: { importMeta: false } } },
        experiments: { outputModule: true },
        output: { module: true },
      },
    );
    expect(readFileSync(path.join(out, 'main.mjs'), 'utf8')).toContain('import.meta.url');
  });

  it('replaces define.amd, require.amd and __webpack_amd_options__ with the amd option, and leaves them with amd: false', async () => {
    const code =
      'console.log(JSON.stringify([typeof define, typeof define.amd, define.amd, require.amd === define.amd, __webpack_amd_options__ === define.amd]));\n';
    const on = await buildFixture('amd', { 'src/index.js': code }, { amd: { jQuery: true } });
    expect(JSON.parse(runNode(path.join(on.out, 'main.js')))).toEqual([
      'function',
      'object',
      { jQuery: true },
      true,
      true,
    ]);
    const plain = await buildFixture('amd-default', { 'src/index.js': code });
    expect(JSON.parse(runNode(path.join(plain.out, 'main.js')))[2]).toEqual({});
    const off = await buildFixture(
      'amd-off',
      { 'src/index.js': 'console.log(typeof define, typeof require.amd);\n' },
      { amd: false },
    );
    expect(runNode(path.join(off.out, 'main.js'))).toBe('undefined undefined\n');
    expect(pageText).toContain('With `amd: { jQuery: true }`, `define.amd.jQuery` is `true`.');
  });

  it('removes require.config and requirejs.config and answers require.version and requirejs.onError with requireJs: true', async () => {
    const files = {
      'src/index.js':
        "require.config({ paths: { lib: './lib' } });\nrequirejs.config({});\nrequire.onError = function handler() {};\nconsole.log(JSON.stringify([require.version, requirejs.onError === require.onError, typeof requirejs.onError]));\n",
    };
    const on = await buildFixture('requirejs', files, { module: { parser: { javascript: { requireJs: true } } } });
    expect(warningMessagesOf(on.stats)).toEqual([]);
    expect(JSON.parse(runNode(path.join(on.out, 'main.js')))).toEqual(['0.0.0', true, 'function']);
    expect(readFileSync(path.join(on.out, 'main.js'), 'utf8')).not.toContain('config(');
    const off = await buildFixture('requirejs-off', { 'src/index.js': 'console.log(typeof require.config);\n' });
    expect(warningMessagesOf(off.stats).join('\n')).toContain(
      'Critical dependency: require function is used in a way in which dependencies cannot be statically extracted',
    );
    expect(pageText).toContain(
      '`Critical dependency: require function is used in a way in which dependencies cannot be statically extracted`',
    );
  });

  it('handles System with system: true as the page says, and leaves it alone without', async () => {
    const files = {
      'src/index.js':
        "console.log(JSON.stringify([typeof System, typeof System.import, typeof System.get]));\nSystem.import('./lazy.js').then((m) => console.log(m.default));\ntry { System.get('x'); } catch (error) { console.log('get fails'); }\nconst indirect = System.import;\ntry { indirect('./lazy.js'); } catch (error) { console.log(error.message); }\n",
      'src/lazy.js': "export default 'lazy';\n",
    };
    const on = await buildFixture('system', files, { module: { parser: { javascript: { system: true } } } });
    expect(
      warningMessagesOf(on.stats)
        .map((warning) => warning.split('\n')[0])
        .sort(),
    ).toEqual([
      'System.get is not supported by webpack.',
      'System.import() is deprecated and will be removed soon. Use import() instead.',
    ]);
    expect(runNode(path.join(on.out, 'main.js'))).toBe(
      '["object","function","undefined"]\nget fails\nSystem.import cannot be used indirectly\nlazy\n',
    );
    expect(on.stats.compilation.chunks.size).toBe(2);
    for (const text of [
      '`System.import cannot be used indirectly`',
      '`System.import() is deprecated and will be removed soon. Use import() instead.`',
      '`System.get is not supported by webpack.`',
    ])
      expect(pageText).toContain(text);
    const off = await buildFixture('system-off', { 'src/index.js': 'console.log(typeof System);\n' });
    expect(runNode(path.join(off.out, 'main.js'))).toBe('undefined\n');
  });

  it('bundles module.require, and warns about module.parent.require and require.main.require and writes undefined', async () => {
    const { out, stats } = await buildFixture('module-require', {
      'src/index.js':
        "console.log(module.require('./other.js'));\nconsole.log(module.parent.require('./other.js'), require.main.require('./other.js'));\n",
      'src/other.js': "module.exports = 'other';\n",
    });
    expect(warningMessagesOf(stats).sort()).toEqual([
      'module.parent.require is not supported by webpack.',
      'require.main.require is not supported by webpack.',
    ]);
    expect(runNode(path.join(out, 'main.js'))).toBe('other\nundefined undefined\n');
  });

  it('gives import.meta.env and process.env.NODE_ENV the values of optimization.nodeEnv, the mode, the target and the public path', async () => {
    const code =
      'export {};\nconsole.log(JSON.stringify([import.meta.env.NODE_ENV, import.meta.env.MODE, import.meta.env.DEV, import.meta.env.PROD, import.meta.env.SSR, import.meta.env.BASE_URL, process.env.NODE_ENV]));\n';
    const values = async (name: string, config: webpack.Configuration): Promise<unknown> =>
      JSON.parse(runNode(path.join((await buildFixture(name, { 'src/index.js': code }, config)).out, 'main.js')));
    expect(await values('env-production-web', { target: 'web' })).toEqual([
      'production',
      'production',
      false,
      true,
      false,
      '/',
      'production',
    ]);
    expect(await values('env-public-path', { target: 'web', output: { publicPath: '/static/' } })).toEqual([
      'production',
      'production',
      false,
      true,
      false,
      '/static/',
      'production',
    ]);
    expect(await values('env-development-node', { mode: 'development' })).toEqual([
      'development',
      'development',
      true,
      false,
      true,
      '/',
      'development',
    ]);
    expect(await values('env-staging', { target: 'web', optimization: { nodeEnv: 'staging' } })).toEqual([
      'staging',
      'staging',
      false,
      true,
      false,
      '/',
      'staging',
    ]);
    const none = await buildFixture('env-none', { 'src/index.js': code }, { mode: 'none' });
    expect(readFileSync(path.join(none.out, 'main.js'), 'utf8')).toContain('process.env.NODE_ENV');
    // The snippet on the page and the comment under it.
    const snippet =
      blocks.find((block) => block.lang === 'js' && block.code.includes('import.meta.env.MODE, import.meta.env.DEV'))
        ?.code ?? '';
    const [line, comment] = snippet.split('\n');
    const built = await buildFixture('env-snippet', { 'src/index.js': `export {};\n${line}\n` }, { target: 'web' });
    expect(comment).toBe(`// production build for browsers: ${runNode(path.join(built.out, 'main.js')).trim()}`);
    const whole = await buildFixture(
      'env-object',
      { 'src/index.js': 'export {};\nconsole.log(JSON.stringify(import.meta.env));\n' },
      { target: 'web' },
    );
    expect(Object.keys(JSON.parse(runNode(path.join(whole.out, 'main.js'))) as object).sort()).toEqual([
      'BASE_URL',
      'DEV',
      'MODE',
      'NODE_ENV',
      'PROD',
      'SSR',
    ]);
  });

  it('leaves process and process.env alone in a browser build', async () => {
    const { out } = await buildFixture(
      'process',
      { 'src/index.js': 'console.log(typeof process, process.env.API_URL, process.env.NODE_ENV);\n' },
      { target: 'web' },
    );
    const code = readFileSync(path.join(out, 'main.js'), 'utf8');
    expect(code).toContain('typeof process');
    expect(code).toContain('process.env.API_URL');
    expect(code).not.toContain('process.env.NODE_ENV');
  });

  it('writes undefined for this in an ES module, exports this.name and Object.defineProperty in CommonJS', async () => {
    const esm = await buildFixture(
      'this-esm',
      { 'src/index.mjs': 'console.log(this);\n' },
      { entry: './src/index.mjs' },
    );
    expect(runNode(path.join(esm.out, 'main.js'))).toBe('undefined\n');
    const { stats } = await buildFixture('this-cjs', {
      'src/index.js': "const lib = require('./lib.js');\nconsole.log(lib.viaThis, lib.viaDefine);\n",
      'src/lib.js': "this.viaThis = 1;\nObject.defineProperty(exports, 'viaDefine', { value: 2, enumerable: true });\n",
    });
    const lib = (stats.toJson({ all: false, modules: true, providedExports: true }).modules ?? []).find(
      (module) => module.name === './src/lib.js',
    );
    expect([...(lib?.providedExports ?? [])].sort()).toEqual(['viaDefine', 'viaThis']);
  });

  it('stops concatenation and the inner graph for a module that calls eval', async () => {
    const { stats } = await buildFixture('eval', {
      'src/index.js': "import { one } from './a.js';\nconsole.log(one, eval('1'));\n",
      'src/a.js': 'export const one = 1;\n',
    });
    const index = (stats.toJson({ all: false, modules: true, optimizationBailout: true }).modules ?? []).find(
      (module) => module.name === './src/index.js',
    );
    expect(index?.optimizationBailout).toEqual(
      expect.arrayContaining(['ModuleConcatenation bailout: Module uses eval()', 'Inner graph bailout: eval()']),
    );
    expect(pageText).toContain('`ModuleConcatenation bailout: Module uses eval()`');
    expect(pageText).toContain('(`Inner graph bailout: eval()`)');
  });

  it("renames a module's own __webpack_require__ and __webpack_exports__", async () => {
    const { out } = await buildFixture(
      'nested',
      {
        'src/index.js':
          'var __webpack_require__ = 5;\nvar __webpack_exports__ = 6;\nconsole.log(__webpack_require__ + __webpack_exports__);\n',
      },
      { optimization: { minimize: false } },
    );
    const code = readFileSync(path.join(out, 'main.js'), 'utf8');
    expect(code).toMatch(/__nested_webpack_require_\d+__ = 5/);
    expect(code).toContain('__nested_webpack_exports__ = 6');
    expect(runNode(path.join(out, 'main.js'))).toBe('11\n');
  });
});
