/**
 * The blog (content/blog/) against the installed packages. The release dates themselves come from
 * the npm registry and are not checked here (tests run without the network); what is checked:
 * - every post is named `YYYY-MM-DD-slug.md`, and a post that says when its release "was
 *   published" gives the date in its file name;
 * - the options a release post presents as new exist in the installed schema, and where the schema
 *   records the version an option was `added` in, it is the post's release;
 * - defaults the posts state, read from the installed webpack's own defaults;
 * - the examples of the posts, built with the installed webpack, write what the posts show, and
 *   the messages the posts quote are the ones webpack prints;
 * - the webpack-dev-server posts against node_modules/webpack-dev-server (its package.json,
 *   lib/options.json, lib/Server.js) and the Express it installs;
 * - the corrections: the 5.105 post no longer says that `resolve.tsconfig: true` reads the context
 *   directory, the installed enhanced-resolve searches upward as the post says later releases do,
 *   and the 5.107 post names the Node.js versions that have `module.stripTypeScriptTypes`.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../src/node/paths';
import { codeBlocks, type CodeBlock } from '../support/code-blocks';
import { readPage } from '../support/content';
import { runNode } from '../support/project';

const BLOG = path.join(ROOT, 'content', 'blog');
const requireFromRoot = createRequire(path.join(ROOT, 'package.json'));
const WEBPACK_DIR = path.dirname(requireFromRoot.resolve('webpack/package.json'));
const DEV_SERVER_DIR = path.dirname(requireFromRoot.resolve('webpack-dev-server/package.json'));

const post = (name: string): string => path.join(BLOG, name);
const text = (name: string): string => readPage(post(name)).replace(/\s+/g, ' ');
const blocksOf = (name: string): CodeBlock[] => codeBlocks(post(name));

/**
 * The one code block of a post with this title (and, if given, containing `contains`). An untitled
 * block is asked for by its language: `block(name, 'text', 'WARNING in')`.
 */
function block(name: string, title: string, contains = ''): string {
  const found = blocksOf(name).filter((b) => (b.title ?? b.lang) === title && b.code.includes(contains));
  if (found.length !== 1)
    throw new Error(`${name} has ${found.length} blocks titled ${title} containing ${JSON.stringify(contains)}`);
  return (found[0] as CodeBlock).code;
}

// ---------------------------------------------------------------------------------------------
// The installed schema, walked by dotted option names.

interface SchemaNode {
  $ref?: string;
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  allOf?: SchemaNode[];
  properties?: Record<string, SchemaNode>;
  additionalProperties?: SchemaNode | boolean;
  items?: SchemaNode | SchemaNode[];
  enum?: unknown[];
  added?: string;
  deprecated?: boolean;
}

const SCHEMA = JSON.parse(
  readFileSync(path.join(WEBPACK_DIR, 'schemas', 'WebpackOptions.json'), 'utf8'),
) as SchemaNode & { definitions: Record<string, SchemaNode> };

function deref(node: SchemaNode): SchemaNode {
  let current = node;
  for (let i = 0; current.$ref && i < 20; i++) {
    const name = /^#\/definitions\/(.+)$/.exec(current.$ref)?.[1] ?? '';
    const next = SCHEMA.definitions[name];
    if (!next) throw new Error(`${current.$ref} is not in the schema`);
    current = next;
  }
  return current;
}

/** The node and every alternative it stands for, references followed. */
function alternatives(node: SchemaNode, seen = new Set<SchemaNode>()): SchemaNode[] {
  const resolved = deref(node);
  if (seen.has(resolved)) return [];
  seen.add(resolved);
  return [
    resolved,
    ...[...(resolved.anyOf ?? []), ...(resolved.oneOf ?? []), ...(resolved.allOf ?? [])].flatMap((n) =>
      alternatives(n, seen),
    ),
  ];
}

/**
 * The schema nodes of an option, as written where the option is declared (before `$ref`s are
 * followed): `module.rules[].use[].sourceTest`, `entry.{name}.html`.
 */
function optionNodes(option: string): SchemaNode[] {
  let nodes: SchemaNode[] = [SCHEMA];
  for (const segment of option.split('.')) {
    const arrays = (segment.match(/\[\]/g) ?? []).length;
    const key = segment.replace(/\[\]/g, '');
    let next: SchemaNode[] = [];
    for (const node of nodes.flatMap((n) => alternatives(n))) {
      const child = /^\{.+\}$/.test(key)
        ? typeof node.additionalProperties === 'object'
          ? node.additionalProperties
          : undefined
        : node.properties?.[key];
      if (child) next.push(child);
    }
    for (let i = 0; i < arrays; i++) {
      next = next
        .flatMap((n) => alternatives(n))
        .flatMap((n) => (Array.isArray(n.items) ? n.items : n.items ? [n.items] : []));
    }
    nodes = next;
  }
  return nodes;
}

/** The `added` versions the schema records for an option, on its declaration or on what it refers to. */
function addedIn(option: string): string[] {
  return [
    ...new Set(
      optionNodes(option)
        .flatMap((n) => [n.added, deref(n).added])
        .filter((v): v is string => typeof v === 'string'),
    ),
  ];
}

function expectNewIn(release: string, options: readonly string[], dated: readonly string[]): void {
  for (const option of options) {
    expect(optionNodes(option).length, `${option} is not in the installed schema`).toBeGreaterThan(0);
  }
  for (const option of dated) {
    expect(addedIn(option), `the schema's "added" of ${option}`).toEqual([release]);
  }
}

// ---------------------------------------------------------------------------------------------
// webpack's own defaults, and builds in temporary folders.

type Options = Parameters<typeof webpack.config.getNormalizedWebpackOptions>[0];

function defaultsOf(options: Options): ReturnType<typeof webpack.config.getNormalizedWebpackOptions> {
  const normalized = webpack.config.getNormalizedWebpackOptions({
    context: os.tmpdir(),
    entry: './index.js',
    ...options,
  });
  webpack.config.applyWebpackOptionsDefaults(normalized);
  return normalized;
}

const temporary: string[] = [];
afterAll(() => {
  for (const dir of temporary.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A temporary project folder with these files (paths relative to it), removed after the file's tests. */
function project(files: Record<string, string | Buffer>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'blog-'));
  temporary.push(dir);
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

interface Built {
  errors: string[];
  warnings: string[];
  files: string[];
  read: (file: string) => string;
}

/** Evaluates a configuration block of a post in the project folder, as webpack-cli would load it. */
function configFrom(code: string, dir: string): webpack.Configuration {
  const file = path.join(dir, 'webpack.config.js');
  writeFileSync(file, code);
  return createRequire(file)(file) as webpack.Configuration;
}

function buildInDir(dir: string, config: webpack.Configuration): Promise<Built> {
  const out = config.output?.path ?? path.join(dir, 'dist');
  return new Promise((resolve, reject) => {
    const compiler = webpack({
      context: dir,
      ...config,
      output: { ...config.output, path: out },
      infrastructureLogging: { level: 'none' },
    });
    compiler.run((error, stats) => {
      compiler.close(() => {
        if (error || !stats) return reject(error ?? new Error('no stats'));
        const json = stats.toJson({ all: false, errors: true, warnings: true });
        const files = (
          readdirSync(out, { recursive: true, withFileTypes: true }) as {
            isFile(): boolean;
            name: string;
            parentPath: string;
          }[]
        )
          .filter((entry) => entry.isFile())
          .map((entry) => path.relative(out, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
          .sort();
        resolve({
          errors: (json.errors ?? []).map((e) => e.message),
          warnings: (json.warnings ?? []).map((e) => e.message),
          files,
          read: (file) => readFileSync(path.join(out, file), 'utf8'),
        });
      });
    });
  });
}

// ---------------------------------------------------------------------------------------------

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const POSTS = readdirSync(BLOG).filter((f) => f.endsWith('.md') && f !== 'index.md');

describe('blog posts', () => {
  it('are named YYYY-MM-DD-slug.md', () => {
    expect(POSTS.length).toBeGreaterThan(5);
    for (const name of POSTS) expect(name).toMatch(/^\d{4}-\d{2}-\d{2}-[a-z0-9]+(-[a-z0-9]+)*\.md$/);
  });

  for (const name of POSTS) {
    const published = /was published on (\d{1,2}) (\w+) (\d{4})/.exec(text(name));
    if (!published) continue;
    it(`${name} gives the date of its file name as the release date`, () => {
      const [, day = '', month = '', year = ''] = published;
      const date = `${year}-${String(MONTHS.indexOf(month) + 1).padStart(2, '0')}-${day.padStart(2, '0')}`;
      expect(name.slice(0, 10)).toBe(date);
    });
  }

  it('name the version in the title that they announce', () => {
    for (const name of POSTS) {
      const release = /^(webpack-dev-server|Webpack) (\d+(?:\.\d+)?)$/m.exec(
        readPage(post(name)).match(/^title: (.*)$/m)?.[1] ?? '',
      );
      if (!release) continue;
      expect(text(name), name).toMatch(
        new RegExp(
          `${release[1] === 'Webpack' ? 'Webpack' : 'webpack-dev-server'} ${(release[2] ?? '').replace('.', '\\.')}(\\.0)* was published on`,
        ),
      );
    }
  });
});

describe('Webpack 5.106', () => {
  const NAME = '2026-04-08-webpack-5-106.md';

  it('names options that the installed schema has, sourceImport added in 5.106.0', () => {
    expectNewIn(
      '5.106.0',
      [
        'experiments.sourceImport',
        'module.parser.javascript.sourceImport',
        'module.rules[].phase',
        'validate',
        'module.generator.css/auto.localIdentHashFunction',
      ],
      ['experiments.sourceImport'],
    );
    const exportType = optionNodes('module.parser.css.exportType').flatMap((n) => alternatives(n));
    expect(exportType.flatMap((n) => n.enum ?? [])).toContain('style');
  });

  it('states the defaults of validate', () => {
    expect(defaultsOf({ mode: 'production' }).validate).toBe(true);
    expect(defaultsOf({ mode: 'development' }).validate).toBe(true);
    expect(defaultsOf({ mode: 'production', experiments: { futureDefaults: true } }).validate).toBe(false);
    expect(text(NAME)).toContain(
      'The default is `true`, except in production mode with `experiments.futureDefaults`, where it is `false`.',
    );
  });

  it('marks the deprecated options it lists as deprecated in the schema', () => {
    for (const option of [
      'module.exprContextCritical',
      'module.strictExportPresence',
      'module.strictThisContextOnImports',
      'module.parser.javascript.strictExportPresence',
      'optimization.noEmitOnErrors',
      'stats.cached',
      'stats.runtime',
    ]) {
      expect(
        optionNodes(option).some((n) => n.deprecated === true || deref(n).deprecated === true),
        option,
      ).toBe(true);
    }
  });

  it('keeps the CSS of the style example in the JavaScript, for a <style> element', async () => {
    const dir = project({ 'src/index.js': "import './style.css';\n", 'src/style.css': 'body { color: red; }\n' });
    const built = await buildInDir(dir, configFrom(block(NAME, 'webpack.config.js', "exportType: 'style'"), dir));
    expect(built.errors).toEqual([]);
    expect(built.files).toEqual(['main.js']);
    const bundle = built.read('main.js');
    expect(bundle).toContain("document.createElement('style')");
    expect(bundle).toContain('data-webpack');
    expect(bundle).toContain('color: red');
  });

  it('builds the source phase import example, which prints true 5', async () => {
    // (module (func (export "add") (param i32 i32) (result i32) local.get 0 local.get 1 i32.add))
    const wasm = Buffer.from(
      '0061736d0100000001070160027f7f017f030201000707010361646400000a09010700200020016a0b',
      'hex',
    );
    const dir = project({ 'src/add.wasm': wasm, 'src/index.js': block(NAME, 'src/index.js', 'import source') });
    const config = configFrom(
      block(NAME, 'webpack.config.js', 'sourceImport: true,\n    asyncWebAssembly: true,\n  },\n};'),
      dir,
    );
    const built = await buildInDir(dir, config);
    expect(built.errors).toEqual([]);
    expect(built.files.some((f) => f.endsWith('.wasm'))).toBe(true);
    expect(runNode(path.join(dir, 'dist', 'main.js')).trim()).toBe('true 5');
    expect(text(NAME)).toContain('`node dist/main.js` prints `true 5`');
  });
});

describe('Webpack 5.108', () => {
  const NAME = '2026-06-25-webpack-5-108.md';

  it('names options that the installed schema has', () => {
    expectNewIn(
      '5.108.0',
      [
        'output.html',
        'entry.{name}.html',
        'entry.{name}.worker',
        'module.parser.html.sources',
        'module.parser.html.template',
        'module.parser.javascript.pureFunctions',
        'module.parser.css.as',
        'optimization.inlineExports',
        'externalsPresets.bun',
        'externalsPresets.deno',
        'output.strictModuleResolution',
        'output.workerChunkFilename',
        'output.environment.hasOwn',
        'output.environment.nodeBuiltinModuleGetter',
      ],
      [],
    );
    expect(
      optionNodes('module.generator.html.extract')
        .flatMap((n) => alternatives(n))
        .flatMap((n) => n.enum ?? []),
    ).toContain('inline');
    expect(typeof webpack.defineConfig).toBe('function');
  });

  it('states the defaults of inlineExports, strictModuleResolution and workerChunkFilename', () => {
    expect(defaultsOf({ mode: 'production' }).optimization.inlineExports).toBe(true);
    expect(defaultsOf({ mode: 'development' }).optimization.inlineExports).toBe(false);
    expect(defaultsOf({ mode: 'development' }).output.strictModuleResolution).toBe(true);
    expect(defaultsOf({ mode: 'production' }).output.strictModuleResolution).toBe(false);
    const output = defaultsOf({ mode: 'production', output: { chunkFilename: 'chunks/[id].js' } }).output;
    expect(output.workerChunkFilename).toBe('chunks/[id].js');
  });

  it('writes a page for the JavaScript entry of its output.html example', async () => {
    const dir = project({
      'src/index.js': "import './style.css';\ndocument.body.append('hi');\n",
      'src/style.css': 'body { color: red; }\n',
    });
    const built = await buildInDir(dir, configFrom(block(NAME, 'webpack.config.js', 'html: true,\n  },\n};'), dir));
    expect(built.errors).toEqual([]);
    const page = built.read('main.html');
    expect(page).toMatch(/<script defer src=[^>]+\.js>/);
    expect(page).toMatch(/<link rel=stylesheet href=[^>]+\.css>/);
  });

  it('inlines the small constants of its example', async () => {
    const dir = project({ 'src/config.js': block(NAME, 'src/config.js'), 'src/index.js': block(NAME, 'src/index.js') });
    const built = await buildInDir(dir, {
      mode: 'production',
      entry: './src/index.js',
      optimization: { concatenateModules: false },
    });
    expect(built.errors).toEqual([]);
    expect(built.read('main.js')).toContain('console.log(10,"items")');
    expect(text(NAME)).toContain('5.108 writes `console.log(10,"items")`');
  });

  it('drops the call that pureFunctions marks, and keeps it without the option', async () => {
    const dir = project({
      'src/lib.js': block(NAME, 'src/lib.js'),
      'src/index.js': "import { other } from './lib.js';\nconsole.log(other);\n",
    });
    const config = configFrom(block(NAME, 'webpack.config.js', 'pureFunctions'), dir);
    expect((await buildInDir(dir, config)).read('main.js')).not.toContain('creating');
    expect((await buildInDir(dir, { ...config, module: {} })).read('main.js')).toContain('creating');
  });
});

describe('webpack-dev-server 6 and 6.1', () => {
  const V6 = '2026-07-04-webpack-dev-server-6.md';
  const V61 = '2026-10-18-webpack-dev-server-6-1.md';
  const manifest = JSON.parse(readFileSync(path.join(DEV_SERVER_DIR, 'package.json'), 'utf8')) as {
    version: string;
    engines: { node: string };
    peerDependencies: { webpack: string };
    exports: Record<string, unknown>;
  };
  const options = JSON.parse(readFileSync(path.join(DEV_SERVER_DIR, 'lib', 'options.json'), 'utf8')) as {
    definitions: Record<string, SchemaNode>;
  };
  const enums = (name: string): unknown[] => alternatives(options.definitions[name] ?? {}).flatMap((n) => n.enum ?? []);
  const serverSource = readFileSync(path.join(DEV_SERVER_DIR, 'lib', 'Server.js'), 'utf8');

  it('states the Node.js and webpack versions the package requires', () => {
    expect(manifest.engines.node).toBe('>= 22.15.0');
    expect(manifest.peerDependencies.webpack).toBe('^5.101.0');
    expect(text(V6)).toContain('Node.js 22.15.0 or later');
    expect(text(V6)).toContain('its [peer dependency](/glossary/#peer-dependency) range is `^5.101.0`');
  });

  it('lists transports and server types the installed options schema no longer has, and sse', () => {
    expect(enums('WebSocketServerEnum')).not.toContain('sockjs');
    expect(enums('ClientWebSocketTransportEnum')).not.toContain('sockjs');
    expect(enums('ServerEnum')).not.toContain('spdy');
    expect(enums('WebSocketServerEnum')).toContain('sse');
    expect(enums('ClientWebSocketTransportEnum')).toContain('sse');
  });

  it('describes the exports of the package', async () => {
    expect(Object.keys(manifest.exports)).not.toContain('./lib/options.json');
    expect(Object.keys(manifest.exports)).toContain('./lib/servers/BaseServer.js');
    let code: unknown;
    try {
      requireFromRoot.resolve('webpack-dev-server/lib/options.json');
    } catch (error) {
      code = (error as { code?: unknown }).code;
    }
    expect(code).toBe('ERR_PACKAGE_PATH_NOT_EXPORTED');
    expect(text(V6)).toContain(
      "`require('webpack-dev-server/lib/options.json')` fails with `ERR_PACKAGE_PATH_NOT_EXPORTED`",
    );
    const Server = requireFromRoot('webpack-dev-server') as {
      schema: unknown;
      findIp: unknown;
      internalIP?: unknown;
      internalIPSync?: unknown;
    };
    expect(typeof Server.schema).toBe('object');
    expect(typeof Server.findIp).toBe('function');
    expect(Server.internalIP).toBeUndefined();
    expect(Server.internalIPSync).toBeUndefined();
    // `import` reads the ES module code, `require()` the CommonJS build; both give the class.
    const esm = (await import('webpack-dev-server')) as { default: { schema?: unknown; findIp?: unknown } };
    expect(typeof esm.default).toBe('function');
    expect(typeof esm.default.findIp).toBe('function');
  });

  it('quotes the deprecation codes of 6.1 and the overlay names it keeps', () => {
    for (const code of [
      'DEP_WEBPACK_DEV_SERVER_GET_CLIENT_ENTRY',
      'DEP_WEBPACK_DEV_SERVER_GET_CLIENT_HOT_ENTRY',
      'DEP_WEBPACK_DEV_SERVER_SEND_MESSAGE',
    ]) {
      expect(serverSource).toContain(code);
      expect(text(V61)).toContain(code);
    }
    const hotOptions = readFileSync(path.join(DEV_SERVER_DIR, 'lib', 'hotOptions.js'), 'utf8');
    expect(hotOptions).toContain('"webpack-dev-server-client-overlay"');
    expect(hotOptions).toContain('"webpack-dev-server#overlay"');
  });

  it('says what Express 5 does with a bare * path', () => {
    const express = requireFromRoot('express') as () => { get(route: string, handler: () => void): void };
    expect(() => express().get('*', () => undefined)).toThrow(/Missing parameter name/);
    expect(() => express().get('/*splat', () => undefined)).not.toThrow();
    expect(text(V6)).toContain("`app.get('*', handler)` throws `Missing parameter name`");
  });

  it('has no list of CLI flags of its own, and webpack-cli still offers --port for webpack serve', () => {
    let found = true;
    try {
      readFileSync(path.join(DEV_SERVER_DIR, 'bin', 'cli-flags.js'));
    } catch {
      found = false;
    }
    expect(found).toBe(false);
    const cli = execFileSync(process.execPath, [requireFromRoot.resolve('webpack-cli/bin/cli.js'), 'serve', '--help'], {
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1' },
    });
    expect(cli).toMatch(/--port <value>/);
    expect(text(V6)).toContain("build the flags of `webpack serve` from the server's options schema");
  });
});

describe('Webpack 5.112', () => {
  const NAME = '2026-10-15-webpack-5-112.md';

  it('names options that the installed schema added in 5.112.0', () => {
    const dated = [
      'output.library.entryExports',
      'module.parser.javascript.topLevelThis',
      'module.parser.javascript.esm',
      'module.parser.html.chunkName',
      'optimization.splitChunks.dedupDepth',
      'optimization.minimize.json',
      'optimization.minimize.xml',
      'optimization.minimize.xml.sortAttributes',
      'optimization.minimize.css.charset',
      'optimization.minimize.css.reorderDeclarations',
      'optimization.minimize.css.extractComments',
      'optimization.minimize.css.convertApproximateColors',
      'optimization.minimize.css.dropOverriddenDeclarations',
      'optimization.minimize.css.customMedia',
      'optimization.minimize.css.customSelectors',
    ];
    expectNewIn('5.112.0', dated, dated);
    expect(optionNodes('optimization.minimize.css.resolveCustomAtRules')).toEqual([]);
    expect(optionNodes('module.parser.javascript.harmony').some((n) => n.deprecated === true)).toBe(true);
    expect(() =>
      webpack.validate({
        optimization: { minimize: { css: { resolveCustomAtRules: true } } },
      } as webpack.Configuration),
    ).toThrow();
  });

  it('states the defaults of the JSON and XML minimizers', () => {
    expect(defaultsOf({ mode: 'production' }).optimization.minimizeOptions).toMatchObject({ json: false });
    expect(defaultsOf({ mode: 'production' }).optimization.minimizeOptions).not.toHaveProperty('xml');
    expect(
      defaultsOf({ mode: 'production', experiments: { futureDefaults: true } }).optimization.minimizeOptions,
    ).toMatchObject({ json: true, xml: {} });
  });

  it('moves the license comment of its example out of the stylesheet', async () => {
    const dir = project({
      'src/style.css': block(NAME, 'src/style.css', 'MIT License'),
      'src/index.js': "import './style.css';\n",
    });
    const built = await buildInDir(dir, { mode: 'production', entry: './src/index.js' });
    expect(built.read('main.css')).toBe(
      'body{color:red}/*! For license information please see main.css.LICENSE.txt */',
    );
    expect(built.read('main.css.LICENSE.txt')).toContain('/*! Theme v1 | MIT License */');
    const kept = await buildInDir(dir, configFrom(block(NAME, 'webpack.config.js', 'extractComments: false'), dir));
    expect(kept.read('main.css')).toBe('/*! Theme v1 | MIT License */body{color:red}');
    expect(text(NAME)).toContain(
      '5.112 writes `body{color:red}/*! For license information please see main.css.LICENSE.txt */`',
    );
  });

  it('writes the CSS it shows', async () => {
    const dir = project({
      'src/style.css': block(NAME, 'src/style.css', '.card'),
      'src/index.js': "import './style.css';\n",
    });
    const built = await buildInDir(dir, { mode: 'production', entry: './src/index.js' });
    expect(built.read('main.css')).toBe(block(NAME, 'dist/main.css'));
  });

  it('exports what entryExports says', async () => {
    const dir = project({ 'src/a.js': "export const a = 'A';\n", 'src/b.js': "export const b = 'B';\n" });
    const exported = async (entryExports?: 'last' | 'all') => {
      // one output folder each: `require` caches a file by its path
      const out = path.join(dir, `dist-${entryExports ?? 'default'}`);
      await buildInDir(dir, {
        mode: 'production',
        entry: ['./src/a.js', './src/b.js'],
        output: { path: out, library: { type: 'commonjs2', ...(entryExports ? { entryExports } : {}) } },
      });
      const file = path.join(out, 'main.js');
      return Object.keys(createRequire(file)(file) as object).sort();
    };
    expect(await exported()).toEqual(['b']);
    const all = await exported('all');
    expect(all).toEqual(['a', 'b']);
    expect(text(NAME)).toContain("`'last'` exports `{ b }` and `'all'` exports `{ a, b }`");
  });
});

describe('Webpack 5.113', () => {
  const NAME = '2026-11-19-webpack-5-113.md';

  it('names options that the installed schema added in 5.113.0', () => {
    const dated = [
      'output.allowOutside',
      'module.parser.css.parseErrors',
      'module.parser.html.parseErrors',
      'module.parser.html.cssModules',
      'module.rules[].use[].sourceTest',
      'optimization.minimize.xml.removeViewBox',
      'optimization.minimize.xml.convertShapes',
      'optimization.minimize.xml.mergePaths',
      'optimization.minimize.xml.cleanupIds',
      'optimization.minimize.xml.inlineStyles',
      'optimization.minimize.xml.removeTitles',
      'optimization.minimize.xml.precision',
    ];
    expectNewIn('5.113.0', dated, dated);
    const xml = deref(SCHEMA.definitions.OptimizationMinimizeXml ?? {}).properties ?? {};
    expect(Object.values(xml).filter((n) => n.added === '5.113.0').length).toBeGreaterThan(40);
    expect(text(NAME)).toContain('5.113 adds over forty more');
  });

  it('states the defaults of allowOutside and of the XML minimizer', () => {
    expect(defaultsOf({ mode: 'production' }).output.allowOutside).toBeUndefined();
    expect(defaultsOf({ mode: 'production', experiments: { futureDefaults: true } }).output.allowOutside).toBe(false);
    const xml = defaultsOf({ mode: 'production', optimization: { minimize: { xml: {} } } }).optimization.minimizeOptions
      ?.xml as Record<string, unknown>;
    const on = Object.keys(xml)
      .filter((key) => xml[key] === true)
      .sort();
    expect(on).toEqual([
      'collapseWhitespace',
      'removeUnusedNamespaces',
      'shortenColors',
      'shortenNumbers',
      'shortenPathData',
    ]);
    expect(text(NAME)).toContain(
      '`shortenNumbers`, `shortenColors`, `shortenPathData`, `collapseWhitespace` and `removeUnusedNamespaces`',
    );
  });

  it('no longer exports TypeScriptPlugin, and turns MultiCompiler.hooks.done async', () => {
    expect((webpack as unknown as { experiments?: { typescript?: unknown } }).experiments?.typescript).toBeUndefined();
    const multi = webpack([
      { context: os.tmpdir(), entry: {} },
      { context: os.tmpdir(), entry: {} },
    ]);
    expect(multi.hooks.done.constructor.name).toBe('AsyncSeriesHook');
    expect(readFileSync(path.join(WEBPACK_DIR, 'lib', 'MultiCompiler.js'), 'utf8')).toContain(
      'DEP_WEBPACK_MULTI_COMPILER_DONE_CALL',
    );
    for (const name of ['ModuleNotFoundError'])
      expect(typeof (webpack as unknown as Record<string, unknown>)[name]).toBe('function');
    expect(typeof webpack.hmr.LazyCompilationPlugin).toBe('function');
  });

  it('builds the TypeScript example, and rejects an enum with the message it quotes', async () => {
    const dir = project({
      'src/index.ts': block(NAME, 'src/index.ts'),
      'src/enum.ts': 'enum Color { Red, Green }\nconsole.log(Color.Green);\n',
    });
    const built = await buildInDir(dir, configFrom(block(NAME, 'webpack.config.js', "entry: './src/index.ts'"), dir));
    expect(built.errors).toEqual([]);
    expect(runNode(path.join(dir, 'dist', 'main.js')).trim()).toBe('Hello, Ada');
    const rejected = await buildInDir(dir, { mode: 'production', entry: './src/enum.ts' });
    expect(rejected.errors.join('\n')).toContain('TypeScript enum is not supported in strip-only mode');
    expect(text(NAME)).toContain('`TypeScript enum is not supported in strip-only mode`');
  });

  it('does not clean a folder that contains the project, and warns as the post shows', async () => {
    const dir = project({ 'src/index.js': 'console.log(1);\n', 'notes.txt': 'keep me\n' });
    const config = configFrom(block(NAME, 'webpack.config.js', 'clean: true'), dir);
    const built = await buildInDir(dir, config);
    expect(readdirSync(dir).sort()).toEqual(['main.js', 'notes.txt', 'src', 'webpack.config.js']);
    const shown = block(NAME, 'text', "'output.clean' did not clean");
    expect(built.warnings.map((w) => w.replaceAll(dir, '/project'))).toEqual([shown.replace(/^WARNING in /, '')]);
  });

  it('refuses an asset outside output.path with allowOutside: false, with the error the post shows', async () => {
    const dir = project({ 'src/index.js': 'console.log(1);\n' });
    const emitOutside = {
      apply(compiler: webpack.Compiler) {
        compiler.hooks.thisCompilation.tap('EmitOutside', (compilation) => {
          compilation.hooks.processAssets.tap('EmitOutside', () => {
            compilation.emitAsset('../report.txt', new compiler.webpack.sources.RawSource('report'));
          });
        });
      },
    };
    const refused = await buildInDir(dir, {
      mode: 'production',
      entry: './src/index.js',
      output: { allowOutside: false },
      plugins: [emitOutside],
    });
    const shown = block(NAME, 'text', 'is not emitted');
    expect(refused.errors.map((e) => `ERROR in ../report.txt\n${e.replaceAll(dir, '/project')}`)).toEqual([shown]);
    expect(readdirSync(dir)).not.toContain('report.txt');
    await buildInDir(dir, { mode: 'production', entry: './src/index.js', plugins: [emitOutside] });
    expect(readdirSync(dir)).toContain('report.txt');
  });

  it('writes the SVG it shows', async () => {
    const dir = project({
      'src/logo.svg': block(NAME, 'src/logo.svg'),
      'src/index.js': "import logo from './logo.svg';\nconsole.log(logo);\n",
    });
    const built = await buildInDir(dir, configFrom(block(NAME, 'webpack.config.js', 'xml: {}'), dir));
    const svg = built.files.filter((f) => f.endsWith('.svg'));
    expect(svg).toHaveLength(1);
    expect(built.read(svg[0] as string)).toBe(block(NAME, 'dist/[hash].svg'));
  });

  it('renames the CSS module names of the page example', async () => {
    const dir = project({ 'src/index.html': block(NAME, 'src/index.html') });
    const built = await buildInDir(dir, { mode: 'production', entry: './src/index.html' });
    const page = built.read('index.html');
    expect(page).toContain('<h1 class=ydjZWU id=cc2bqt>');
    expect(page).toContain('href=#cc2bqt');
    expect(page).toContain('.ydjZWU{color:red}#cc2bqt{margin:0}');
    expect(text(NAME)).toContain('the heading becomes `<h1 class=ydjZWU id=cc2bqt>`, the link points at `#cc2bqt`');
  });

  it('runs a loader with sourceTest only on the files whose source matches', async () => {
    const dir = project({
      'banner-loader.js':
        'module.exports = function (source) { return \'console.log("loader ran");\\n\' + source; };\n',
      'src/index.js': "/** @jsx h */\nimport './plain.js';\nconsole.log('index');\n",
      'src/plain.js': "console.log('plain');\n",
    });
    const config = configFrom(block(NAME, 'webpack.config.js', 'sourceTest'), dir);
    await buildInDir(dir, { ...config, devtool: false });
    expect(
      runNode(path.join(dir, 'dist', 'main.js'))
        .trim()
        .split('\n'),
    ).toEqual(['plain', 'loader ran', 'index']);
  });

  it('gives a chunk name with ? a safe file name, and warns', async () => {
    const dir = project({
      'src/index.js': 'import(/* webpackChunkName: "page?v=2" */ \'./page.js\');\n',
      'src/page.js': 'export default 1;\n',
    });
    const built = await buildInDir(dir, {
      mode: 'production',
      entry: './src/index.js',
      output: { chunkFilename: '[name].js' },
    });
    expect(built.files).toContain('page_v=2.js');
    expect(built.warnings.join('\n')).toContain("Chunk name \"page?v=2\" contains '?' or '#'");
    expect(text(NAME)).toContain('(`page_v=2.js` for `page?v=2`)');
  });

  it('accepts camelCase JavaScript minimizer options', async () => {
    const dir = project({ 'src/index.js': "console.log('debug');\nglobalThis.x = 1;\n" });
    const built = await buildInDir(dir, {
      mode: 'production',
      entry: './src/index.js',
      optimization: { minimize: { javascript: { compress: { dropConsole: true } } } },
    });
    expect(built.errors).toEqual([]);
    expect(built.read('main.js')).not.toContain('debug');
  });
});

describe('corrections', () => {
  it('5.105: no longer says that tsconfig: true reads the context directory, and shows an absolute path', () => {
    const page = text('2026-02-03-webpack-5-105.md');
    expect(page).not.toMatch(/`true`, to use `tsconfig\.json` in the \[context\]/);
    expect(page).toContain("tsconfig: path.resolve(__dirname, 'tsconfig.json')");
    expect(page).toContain('enhanced-resolve 5.21.4, published on 18 May 2026');
  });

  it('5.105: the installed enhanced-resolve looks for tsconfig.json upward from the importing module', () => {
    const resolver = requireFromRoot.resolve('enhanced-resolve');
    const plugin = readFileSync(path.join(path.dirname(resolver), 'TsconfigPathsPlugin.js'), 'utf8');
    expect(plugin).toContain('_findTsconfigUpward(');
    expect(plugin).toMatch(/isAutoConfigFile = configFileOrOptions === true/);
  });

  it('5.107: names the Node.js versions that have module.stripTypeScriptTypes, and calls the 22.6 message wrong', () => {
    const page = text('2026-05-20-webpack-5-107.md');
    expect(page).toContain('Node.js 22.13.0 or later in the 22 line, or 23.2.0 or later');
    expect(page).toContain('That version is wrong');
    expect(page).not.toContain('asks for 22.6 or later');
  });
});
