/**
 * content/api/loaders.md: every member of webpack's LoaderContext type has a `### this.<name>`
 * heading; the example projects in examples/api/loaders/ build and print what the page shows; and
 * the behaviors the page states (order, pitching, errors, caching, options) hold in fixtures built
 * with the installed webpack.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { codeBlocks } from '../../support/code-blocks';
import { headingsOf } from '../../support/headings';
import { build, COMMONJS_PACKAGE, tempDir, writeProject } from '../../support/project';
import { readPage } from '../../support/content';

const PAGE = path.join(ROOT, 'content', 'api', 'loaders.md');
const EXAMPLES = path.join(ROOT, 'examples', 'api', 'loaders');
const requireFromRoot = createRequire(path.join(ROOT, 'package.json'));
const TYPES = path.join(path.dirname(requireFromRoot.resolve('webpack/package.json')), 'types.d.ts');
const blocks = codeBlocks(PAGE);
const pageText = readPage(PAGE).replace(/\s+/g, ' ');

/** The members of a `declare interface Name<...> { ... }` in types.d.ts, at its top level. */
function interfaceMembers(types: string, name: string): string[] {
  const start = types.search(new RegExp(`^declare interface ${name}\\b[^{]*\\{`, 'm'));
  expect(start, `types.d.ts declares interface ${name}`).toBeGreaterThanOrEqual(0);
  const body = types.slice(types.indexOf('{', start) + 1);
  const members: string[] = [];
  let depth = 0;
  for (const line of body.split('\n')) {
    if (depth === 0 && /^}/.test(line)) break;
    const match = /^\t(?:readonly )?([\w$]+)\??\s*[:(<]/.exec(line);
    if (depth === 0 && match?.[1]) members.push(match[1]);
    for (const char of line) {
      if (char === '{' || char === '(') depth++;
      if (char === '}' || char === ')') depth--;
    }
  }
  return members;
}

/** The interfaces the exported `LoaderContext` type is made of. */
function loaderContextParts(types: string): string[] {
  const exported = /LoaderContextLibIndex as LoaderContext\b/.test(types);
  expect(exported, 'types.d.ts exports LoaderContextLibIndex as LoaderContext').toBe(true);
  const definition = /^type LoaderContextLibIndex<OptionsType> =([^;]+);/m.exec(types)?.[1] ?? '';
  return [...definition.matchAll(/([A-Za-z]+)<[^>]*>|([A-Za-z]+)(?=\s*(?:&|$))/g)]
    .map((match) => match[1] ?? match[2] ?? '')
    .filter(Boolean);
}

function stdoutOf(script: string): string {
  return execFileSync(process.execPath, [script], { encoding: 'utf8' });
}

/** A text block of the page that contains `text`. */
function textBlock(text: string): string {
  const found = blocks.filter((block) => block.lang === 'text' && block.code.includes(text));
  expect(found, `one text block contains ${text}`).toHaveLength(1);
  return found[0]?.code ?? '';
}

function loadExampleConfig(name: string): webpack.Configuration {
  const file = path.join(EXAMPLES, name, 'webpack.config.js');
  return createRequire(file)(file) as webpack.Configuration;
}

async function buildExample(
  name: string,
  overrides: webpack.Configuration = {},
): Promise<{ out: string; stats: webpack.Stats }> {
  const config = loadExampleConfig(name);
  const out = tempDir(`api-loaders-${name}`);
  const stats = await build({ ...config, ...overrides, output: { ...config.output, path: out } });
  expect(stats.toJson({ all: false, errors: true }).errors ?? []).toEqual([]);
  return { out, stats };
}

function fixtureConfig(dir: string, config: webpack.Configuration): webpack.Configuration {
  return {
    mode: 'production',
    target: 'node',
    context: dir,
    entry: './src/index.js',
    output: { path: path.join(dir, 'dist') },
    ...config,
  };
}

describe('api/loaders: the loader context is documented completely', () => {
  const types = readFileSync(TYPES, 'utf8');
  const parts = loaderContextParts(types);
  const titles = new Set(headingsOf(PAGE));

  it('reads the parts of LoaderContext from types.d.ts', () => {
    expect(parts).toEqual(
      expect.arrayContaining([
        'NormalModuleLoaderContext',
        'LoaderRunnerMutableContext',
        'LoaderRunnerReadonlyContext',
        'LoaderPluginLoaderContext',
        'HotModuleReplacementPluginLoaderContext',
      ]),
    );
  });

  for (const part of parts) {
    it(`has a heading this.<name> for every member of ${part}`, () => {
      const members = interfaceMembers(types, part);
      expect(members.length).toBeGreaterThan(0);
      const missing = members.filter((member) => !titles.has(`this.${member}`));
      expect(missing, 'members of the loader context without a heading').toEqual([]);
    });
  }

  it('names every helper of this.utils', () => {
    const utils = interfaceMembers(types, 'LoaderContextUtils');
    expect(utils).toEqual(expect.arrayContaining(['absolutify', 'contextify', 'createHash']));
    for (const name of utils) expect(pageText).toContain(`this.utils.${name}(`);
  });

  it('documents no member that the loader context lacks', () => {
    const members = new Set(parts.flatMap((part) => interfaceMembers(types, part)));
    const extra = [...titles].filter((title) => title.startsWith('this.') && !members.has(title.slice(5)));
    expect(extra).toEqual([]);
  });

  it('lists, for each member the running context has, a heading (only the `loader` option adds others)', async () => {
    const dir = writeProject('keys', {
      ...COMMONJS_PACKAGE,
      'keys-loader.js':
        "module.exports = function () { return 'export default ' + JSON.stringify(Object.keys(this)) + ';'; };\n",
      'src/index.js': "import keys from './keys.txt';\nconsole.log(JSON.stringify(keys));\n",
      'src/keys.txt': 'x\n',
    });
    const stats = await build(fixtureConfig(dir, { module: { rules: [{ test: /\.txt$/, use: './keys-loader.js' }] } }));
    expect(stats.hasErrors()).toBe(false);
    const keys = JSON.parse(stdoutOf(path.join(dir, 'dist', 'main.js'))) as string[];
    expect(keys.length).toBeGreaterThan(40);
    expect(keys.filter((key) => !titles.has(`this.${key}`))).toEqual([]);
  });
});

describe('api/loaders: the basics project', () => {
  it('prints what the page shows', async () => {
    const { out } = await buildExample('basics');
    expect(stdoutOf(path.join(out, 'main.js')).replace(/\n$/, '')).toBe(textBlock('HELLO FROM A TEXT FILE'));
  });

  it('bundles the result of squares.compute.js, not its code', async () => {
    const { out } = await buildExample('basics');
    const bundle = readFileSync(path.join(out, 'main.js'), 'utf8');
    expect(bundle).toContain('[1,4,9,16,25]');
    expect(bundle).not.toContain('reduce');
    expect(pageText).toContain('contains only its result, `{"squares":[1,4,9,16,25],"total":55}`');
  });

  it('makes signature.txt a dependency of hello.txt, and never reads hello.txt for ?stub', async () => {
    const { stats } = await buildExample('basics');
    // The file dependencies of each module, as its cache records them.
    const dependencies = new Map<string, string[]>();
    for (const module of stats.compilation.modules) {
      if (!(module instanceof webpack.NormalModule)) continue;
      const files = new webpack.util.LazySet<string>();
      module.addCacheDependencies(
        files,
        new webpack.util.LazySet(),
        new webpack.util.LazySet(),
        new webpack.util.LazySet(),
      );
      dependencies.set(module.resource, [...files]);
    }
    const src = path.join(EXAMPLES, 'basics', 'src');
    expect(dependencies.get(path.join(src, 'hello.txt'))).toEqual(
      expect.arrayContaining([path.join(src, 'hello.txt'), path.join(src, 'signature.txt')]),
    );
    const stub = dependencies.get(`${path.join(src, 'hello.txt')}?stub`);
    expect(stub).toBeDefined();
    expect(stub).not.toContain(path.join(src, 'hello.txt'));
    expect(stub).not.toContain(path.join(src, 'signature.txt'));
  });

  it('rebuilds hello.txt in watch mode when signature.txt changes', async () => {
    const copy = tempDir('api-loaders-watch');
    cpSync(path.join(EXAMPLES, 'basics'), copy, { recursive: true });
    const config = createRequire(path.join(copy, 'webpack.config.js'))(
      path.join(copy, 'webpack.config.js'),
    ) as webpack.Configuration;
    const out = path.join(copy, 'dist');
    const compiler = webpack({
      ...config,
      infrastructureLogging: { level: 'none' },
      watchOptions: { aggregateTimeout: 50 },
    });
    const outputs: string[] = [];
    await new Promise<void>((resolve, reject) => {
      const stop = (): void => {
        if (watching) watching.close(() => resolve());
        else resolve();
      };
      const timer = setTimeout(stop, 30_000);
      const watching = compiler.watch({}, (error) => {
        if (error) return reject(error);
        const line = stdoutOf(path.join(out, 'main.js')).split('\n')[1] ?? '';
        if (outputs.at(-1) !== line) outputs.push(line);
        if (outputs.length === 1 && line === '-- THE INCLUDE LOADER!!')
          setTimeout(() => writeFileSync(path.join(copy, 'src', 'signature.txt'), '-- edited\n'), 500);
        if (line === '-- EDITED!!') {
          clearTimeout(timer);
          stop();
        }
      });
    });
    expect(outputs).toEqual(['-- THE INCLUDE LOADER!!', '-- EDITED!!']);
  }, 60_000);

  it('sets this.hot and this.mode as the configuration does', async () => {
    const { out } = await buildExample('basics', {
      mode: 'development',
      devtool: false,
      plugins: [new webpack.HotModuleReplacementPlugin()],
    });
    const printed = stdoutOf(path.join(out, 'main.js'));
    expect(printed).toContain('"hot": true');
    expect(printed).toContain('"mode": "development"');
  });
});

describe('api/loaders: the order project', () => {
  it('prints the order the page shows', async () => {
    const { out } = await buildExample('order');
    expect(stdoutOf(path.join(out, 'main.js')).replace(/\n$/, '')).toBe(textBlock('only-inline.js'));
  });
});

describe('api/loaders: the pitch phase', () => {
  const tracer = (name: string, answer = false): string =>
    `module.exports = function (source) { globalThis.loaderTrace.push('${name}'); return source; };\n` +
    `module.exports.pitch = function (remaining, preceding, data) {\n` +
    `  globalThis.loaderTrace.push('${name}.pitch');\n` +
    `  if (this.data !== data) throw new Error('this.data is not data');\n` +
    `  ${answer ? "return 'export default 1;';" : ''}\n};\n`;

  async function trace(answeringB: boolean): Promise<string[]> {
    const dir = writeProject('pitch', {
      ...COMMONJS_PACKAGE,
      'a.js': tracer('a'),
      'b.js': tracer('b', answeringB),
      'c.js': tracer('c'),
      'src/index.js': "import './file.js';\n",
      'src/file.js': 'export default 2;\n',
    });
    (globalThis as { loaderTrace?: string[] }).loaderTrace = [];
    const stats = await build(
      fixtureConfig(dir, { module: { rules: [{ test: /file\.js$/, use: ['./a.js', './b.js', './c.js'] }] } }),
    );
    expect(stats.hasErrors()).toBe(false);
    return (globalThis as { loaderTrace?: string[] }).loaderTrace ?? [];
  }

  it('pitches from left to right, then runs the normal phase from right to left', async () => {
    expect(await trace(false)).toEqual(['a.pitch', 'b.pitch', 'c.pitch', 'c', 'b', 'a']);
    expect(
      textBlock('a.pitch')
        .split('\n')
        .map((line) => line.trim()),
    ).toEqual(['a.pitch', 'b.pitch', 'c.pitch', 'read ./file.js', 'c (normal)', 'b (normal)', 'a (normal)']);
  });

  it('skips the rest of the chain when a pitch returns a value', async () => {
    expect(await trace(true)).toEqual(['a.pitch', 'b.pitch', 'a']);
    expect(pageText).toContain('If `b.pitch` returns a value, only `a.pitch`, `b.pitch` and `a` run.');
  });
});

describe('api/loaders: errors, warnings, logging and caching', () => {
  const shout = readFileSync(path.join(EXAMPLES, 'basics', 'loaders', 'shout-loader.js'), 'utf8');

  async function report(): Promise<string> {
    const dir = writeProject('errors', {
      ...COMMONJS_PACKAGE,
      'throw-loader.js': "module.exports = function () {\n  throw new Error('cannot handle this file');\n};\n",
      'clock-loader.js': 'module.exports = function (source) {\n  this.cacheable(false);\n  return source;\n};\n',
      'shout-loader.js': shout,
      'report-loader.js':
        "module.exports = function (source) {\n  this.emitError(new Error('an error'));\n  this.emitWarning(new Error('a warning'));\n  this.emitWarning('a string');\n" +
        "  this.getLogger('facts').info('hello from the logger');\n  return source;\n};\n",
      'silent-loader.js': 'module.exports = function () {};\n',
      'src/index.js': "import './a.js';\nimport './b.js';\nimport './c.txt';\nimport './d.js';\nimport './e.js';\n",
      'src/a.js': "export default 'a';\n",
      'src/b.js': "export default 'b';\n",
      'src/c.txt': 'c\n',
      'src/d.js': "export default 'd';\n",
      'src/e.js': "export default 'e';\n",
    });
    const stats = await build(
      fixtureConfig(dir, {
        module: {
          rules: [
            { test: /a\.js$/, use: './throw-loader.js' },
            { test: /b\.js$/, use: './clock-loader.js' },
            { test: /c\.txt$/, use: { loader: './shout-loader.js', options: { punctuation: 1, loud: true } } },
            { test: /d\.js$/, use: './report-loader.js' },
            { test: /e\.js$/, use: './silent-loader.js' },
          ],
        },
      }),
    );
    return stats.toString({
      all: false,
      errors: true,
      warnings: true,
      modules: true,
      errorStack: false,
      logging: 'info',
      colors: false,
      orphanModules: true,
    });
  }

  it('reports a thrown error, emitError, emitWarning and a validation error as the page shows', async () => {
    const printed = (await report()).split('\n');
    const shown = [
      textBlock('Module build failed (from ./throw-loader.js):'),
      textBlock('Module Error (from'),
      textBlock('Module Warning (from'),
      textBlock('ValidationError: Invalid options object'),
      textBlock('hello from the logger'),
      textBlock('[not cacheable:'),
    ];
    for (const block of shown) for (const line of block.split('\n')) expect(printed, line).toContain(line);
  });

  it('says what a string warning and a missing result give', async () => {
    const printed = await report();
    expect(printed).toContain('(Emitted value instead of an instance of Error) a string');
    expect(printed).toContain("Final loader (./silent-loader.js) didn't return a Buffer or String");
    expect(pageText).toContain("``Final loader (./loaders/x.js) didn't return a Buffer or String``");
  });

  it('names the -loader suffix when a rule leaves it out', async () => {
    const dir = writeProject('suffix', { ...COMMONJS_PACKAGE, 'src/index.js': 'export default 1;\n' });
    const stats = await build(
      fixtureConfig(dir, {
        resolveLoader: { modules: [path.join(ROOT, 'node_modules')] },
        module: { rules: [{ test: /\.js$/, use: 'babel' }] },
      }),
    );
    expect(stats.toString({ all: false, errors: true })).toContain(
      "You need to specify 'babel-loader' instead of 'babel'",
    );
  });
});

describe('api/loaders: the loader context', () => {
  it('is not extensible, and takes the keys of the loader option', async () => {
    const dir = writeProject('extend', {
      ...COMMONJS_PACKAGE,
      'extend-loader.js':
        "module.exports = function () {\n  this.custom = 1;\n  let strict;\n  try { (() => { 'use strict'; this.other = 1; })(); } catch (error) { strict = error.constructor.name; }\n" +
        "  return 'export default ' + JSON.stringify({ custom: this.custom, strict, myFlag: this.myFlag }) + ';';\n};\n",
      'src/index.js': "import facts from './x.txt';\nconsole.log(JSON.stringify(facts));\n",
      'src/x.txt': 'x\n',
    });
    const stats = await build(
      fixtureConfig(dir, {
        loader: { myFlag: 'yes' },
        module: { rules: [{ test: /\.txt$/, use: './extend-loader.js' }] },
      }),
    );
    expect(stats.hasErrors()).toBe(false);
    expect(JSON.parse(stdoutOf(path.join(dir, 'dist', 'main.js')))).toEqual({ strict: 'TypeError', myFlag: 'yes' });
    expect(pageText).toContain("With `loader: { myFlag: 'yes' }`, every loader reads `this.myFlag` as `'yes'`.");
  });

  it('parses JSON and query-string options, and loads an ES module loader', async () => {
    const mjs = blocks.find((block) => block.title === 'loaders/size-loader.mjs')?.code ?? '';
    expect(mjs).toContain('export const raw = true;');
    const dir = writeProject('options', {
      ...COMMONJS_PACKAGE,
      'options-loader.js':
        "module.exports = function () { return 'export default ' + JSON.stringify(this.getOptions()) + ';'; };\n",
      'loaders/size-loader.mjs': `${mjs}\n`,
      'src/index.js':
        "import json from '../options-loader.js?{\"a\":1}!./x.txt';\nimport query from '../options-loader.js?a=1&b=2!./x.txt';\nimport none from '../options-loader.js!./x.txt';\n" +
        "import size from '../loaders/size-loader.mjs!./x.txt';\nconsole.log(JSON.stringify([json, query, none, size]));\n",
      'src/x.txt': 'twelve bytes',
    });
    const stats = await build(fixtureConfig(dir, {}));
    expect(stats.toJson({ all: false, errors: true }).errors ?? []).toEqual([]);
    expect(JSON.parse(stdoutOf(path.join(dir, 'dist', 'main.js')))).toEqual([{ a: 1 }, { a: '1', b: '2' }, {}, 12]);
  });

  it('emits files, gives requests and data as the page says', async () => {
    const dir = writeProject('requests', {
      ...COMMONJS_PACKAGE,
      'node_modules/a-loader/index.js': 'module.exports = function (s) { return s; };\n',
      'node_modules/b-loader/index.js':
        "module.exports = function () {\n  this.emitFile('extra.txt', 'extra content');\n" +
        '  const facts = { request: this.request, currentRequest: this.currentRequest, remainingRequest: this.remainingRequest, previousRequest: this.previousRequest, loaderIndex: this.loaderIndex, query: this.query, data: this.data, context: this.context, resourceFragment: this.resourceFragment };\n' +
        "  return 'export default ' + JSON.stringify(facts) + ';';\n};\nmodule.exports.pitch = function (r, p, data) { data.pitched = true; };\n",
      'node_modules/c-loader/index.js': 'module.exports = function (s) { return s; };\n',
      'src/index.js': "import facts from './file.js?lang=en#top';\nconsole.log(JSON.stringify(facts));\n",
      'src/file.js': 'export default 1;\n',
    });
    const stats = await build(
      fixtureConfig(dir, {
        module: {
          rules: [{ test: /file\.js$/, use: ['a-loader', { loader: 'b-loader', options: { x: 1 } }, 'c-loader'] }],
        },
      }),
    );
    expect(stats.hasErrors()).toBe(false);
    expect(existsSync(path.join(dir, 'dist', 'extra.txt'))).toBe(true);
    const facts = JSON.parse(stdoutOf(path.join(dir, 'dist', 'main.js'))) as Record<string, unknown>;
    // The page's examples, with /abc as the fixture's folder.
    const abc = (text: string): string => text.split('/abc').join(dir);
    const shown = (name: string): string => {
      const match = new RegExp(`### this\\.${name} .*?\`(/abc[^\`]+)\``).exec(pageText);
      expect(match, `the page shows an example of this.${name}`).not.toBeNull();
      return abc(match?.[1] ?? '');
    };
    expect(facts.request).toBe(shown('request'));
    expect(facts.currentRequest).toBe(shown('currentRequest'));
    expect(facts.remainingRequest).toBe(shown('remainingRequest'));
    expect(facts.previousRequest).toBe(shown('previousRequest'));
    expect(facts.context).toBe(path.join(dir, 'src'));
    expect(facts.resourceFragment).toBe('#top');
    expect(facts.loaderIndex).toBe(1);
    expect(facts.query).toEqual({ x: 1 });
    expect(facts.data).toEqual({ pitched: true });
  });
});
