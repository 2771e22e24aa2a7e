/** What content/guides/build-performance.md says about its project. */
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse } from 'acorn';
import type { Page } from 'playwright-core';
import webpack from 'webpack';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { describeGuide, EXAMPLES, guideBlocks, guideText, helloWebpack, pageStates } from '../../support/guides';
import { asTheReaderSees, expectPrinted, runCli } from '../../support/cli';
import { blockWith } from '../../support/code-blocks';
import { launchBrowser } from '../../support/in-browser';
import { build, buildProject, projectConfig, tempDir } from '../../support/project';
import { readPage } from '../../support/content';

const requireFromRoot = createRequire(path.join(ROOT, 'package.json'));
const formatSize = requireFromRoot('webpack/lib/util/formatSize.js') as (size: number) => string;
const WEBPACK_VERSION = (requireFromRoot('webpack/package.json') as { version: string }).version;

const project = path.join(EXAMPLES, 'build-performance');
const blocks = guideBlocks('build-performance');
const pageText = guideText('build-performance');

const pageSays = pageStates(pageText);

/**
 * webpack puts the filesystem cache below the working directory (node_modules/.cache/webpack of the
 * nearest package.json), and Babel looks up plugin names from it. The tests run from a temporary
 * folder, so that no cache lands in the repository, with Babel's packages linked into it.
 */
const workdir = tempDir('build-performance-cwd');
mkdirSync(path.join(workdir, 'node_modules'));
symlinkSync(path.join(ROOT, 'node_modules', '@babel'), path.join(workdir, 'node_modules', '@babel'), 'dir');
const startedIn = process.cwd();
process.chdir(workdir);
// Test files may share a process (vitest.config.ts): the next one starts where this one did.
afterAll(() => process.chdir(startedIn));

const LINKED = ['lodash', 'babel-loader', '@babel', 'webpack', 'webpack-cli'];

/**
 * A copy of the project as a reader has it: with a node_modules folder of its own (its packages
 * linked from the repository's), so that the cache goes into the copy.
 */
function readerCopy(name: string): string {
  const copy = tempDir(`build-performance-${name}`);
  cpSync(project, copy, { recursive: true });
  mkdirSync(path.join(copy, 'node_modules'));
  for (const name of LINKED)
    symlinkSync(path.join(ROOT, 'node_modules', name), path.join(copy, 'node_modules', name), 'dir');
  return copy;
}

/** The code of the page's webpack.config.js block that contains all of `texts` and none of `without`. */
function configSourceWith(texts: string[], without: string[] = []): string {
  const found = blocks.filter(
    (block) =>
      block.title === 'webpack.config.js' &&
      texts.every((text) => block.code.includes(text)) &&
      without.every((text) => !block.code.includes(text)),
  );
  expect(found, `one webpack.config.js block with ${texts.join(', ')}`).toHaveLength(1);
  return `${found[0]?.code ?? ''}\n`;
}

/** The configuration at the start: a Babel rule without include. */
const slowConfig = (): string => configSourceWith(['babel-loader'], ['include:']);
/** After the include. */
const includeConfig = (): string => configSourceWith(['babel-loader', 'include:'], ['cache:']);

function edit(file: string, from: string, to: string): void {
  const text = readFileSync(file, 'utf8');
  expect(text, `${file} contains ${from}`).toContain(from);
  writeFileSync(file, text.split(from).join(to));
}

function cli(copy: string, args: string[] = [], env: NodeJS.ProcessEnv = {}): string {
  const { status, printed } = runCli(copy, args, env);
  expect(status, printed).toBe(0);
  return printed;
}

describeGuide('build-performance', {
  'build-performance': {
    emits: ['main.js'],
    warnings: [],
    browser: { copy: 'dist', open: 'index.html', check: (page) => helloWebpack(page, 'Hello, Webpack!') },
  },
});

/** Opens a build's page from the disk; returns what the page throws. */
async function openBuilt(out: string, check?: (page: Page) => Promise<void>): Promise<string[]> {
  cpSync(path.join(project, 'dist', 'index.html'), path.join(out, 'index.html'));
  const page = await (await launchBrowser()).newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
  try {
    await page.goto(pathToFileURL(path.join(out, 'index.html')).href, { waitUntil: 'load' });
    await page.waitForTimeout(100);
    if (check) await check(page);
  } finally {
    await page.close();
  }
  return errors;
}

/** The project's configuration with the rule of the page's block instead of its own. */
function withRule(rule: webpack.RuleSetRule): webpack.Configuration {
  const config = projectConfig(project);
  return { cache: false, module: { ...config.module, rules: [rule] } };
}

function babelRule(extra: webpack.RuleSetRule = {}): webpack.RuleSetRule {
  return {
    test: /\.js$/,
    use: { loader: 'babel-loader', options: { plugins: ['@babel/plugin-transform-arrow-functions'] } },
    ...extra,
  };
}

describe('build-performance: the project', () => {
  it('shows webpack --profile timings under each module, and the steps over 30 ms with --stats-logging log', () => {
    const copy = readerCopy('profile');
    const printed = cli(copy, ['--profile', '--no-cache']);
    expect(printed).toMatch(
      /^ {4}\d+ ms \(resolving: \d+ ms, restoring: \d+ ms, integration: \d+ ms, building: \d+ ms, storing: \d+ ms\)$/m,
    );
    // Without it, the section shows only when a step took over 200 ms: on a fast machine, not here.
    expect(blocks.some((block) => block.code.trim() === 'npx webpack --profile --stats-logging log')).toBe(true);
    const logged = cli(copy, ['--profile', '--no-cache', '--stats-logging', 'log']);
    // The project's babel-loader step takes some 200 ms: well over the 30 ms such a line needs.
    // On a busy machine it takes longer, and webpack raises the line's level: over 200 ms `info`,
    // which prints `<i>` first, over 500 ms `warn` (`<w>`), over 1,000 ms `error` (`<e>`).
    expect(logged).toMatch(
      /LOG from webpack\.Compilation\.ModuleProfile\n(?:(?: {4}|<[iwe]> ).*\n)*?(?: {4}|<[iwe]> )\d+ ms build modules\n/,
    );
  });
});

describe('build-performance: loaders on your own code only', () => {
  it('runs Babel on lodash without include: the note, and lodash at 471 KiB', () => {
    const copy = readerCopy('slow');
    writeFileSync(path.join(copy, 'webpack.config.js'), slowConfig());
    const printed = cli(copy);
    // The reader's lodash is in the project; the copy's is a link to the repository's, and Babel names the real file.
    const note = blockWith(blocks, '[BABEL] Note').replace(
      '/path/to/hello-webpack/node_modules/lodash/lodash.js',
      realpathSync(path.join(copy, 'node_modules', 'lodash', 'lodash.js')),
    );
    expect(printed.split('\n')).toContain(note);
    expectPrinted(printed, blockWith(blocks, 'cacheable modules 471 KiB'));
    expect(readFileSync(path.join(ROOT, 'node_modules', 'lodash', 'lodash.js')).length).toBeGreaterThan(500_000);
  }, 60_000);

  it('leaves lodash to webpack with include: no note, lodash at 533 KiB', () => {
    const copy = readerCopy('include');
    writeFileSync(path.join(copy, 'webpack.config.js'), includeConfig());
    const printed = cli(copy);
    expect(printed).not.toContain('[BABEL]');
    const shown = blocks.filter((block) => block.lang === 'text' && block.code.startsWith('cacheable modules 533 KiB'));
    expect(shown).toHaveLength(1);
    expectPrinted(printed, shown[0]?.code ?? '');
    expect(formatSize(readFileSync(path.join(ROOT, 'node_modules', 'lodash', 'lodash.js')).length)).toBe('533 KiB');
  }, 60_000);

  it('sends lodash through babel-loader only without include, and exclude: /node_modules/ keeps it out too', async () => {
    const loadersOfLodash = async (rule: webpack.RuleSetRule): Promise<string> => {
      const { stats } = await buildProject(project, withRule(rule));
      const lodash = [...stats.compilation.modules].find((module) =>
        (module.nameForCondition() ?? '').endsWith(`${path.sep}lodash.js`),
      );
      return lodash?.identifier() ?? '';
    };
    expect(await loadersOfLodash(babelRule())).toContain('babel-loader');
    expect(await loadersOfLodash(babelRule({ include: path.join(project, 'src') }))).not.toContain('babel-loader');
    expect(await loadersOfLodash(babelRule({ exclude: /node_modules/ }))).not.toContain('babel-loader');
    // A package that needs the loader goes into include next to src.
    expect(
      await loadersOfLodash(
        babelRule({ include: [path.join(project, 'src'), path.join(ROOT, 'node_modules', 'lodash')] }),
      ),
    ).toContain('babel-loader');
  }, 60_000);

  it('has nothing for Babel to do in lodash, which is ECMAScript 5 without arrow functions', () => {
    pageSays('lodash is written in ECMAScript 5, without a single arrow function');
    expect(() =>
      parse(readFileSync(path.join(ROOT, 'node_modules', 'lodash', 'lodash.js'), 'utf8'), { ecmaVersion: 5 }),
    ).not.toThrow();
  });

  it('takes less time with include than without', async () => {
    const time = async (rule: webpack.RuleSetRule): Promise<number> => {
      const times: number[] = [];
      for (let run = 0; run < 2; run++) {
        const { stats } = await buildProject(project, withRule(rule));
        times.push((stats.endTime ?? 0) - (stats.startTime ?? 0));
      }
      return Math.min(...times);
    };
    const without = await time(babelRule());
    const withInclude = await time(babelRule({ include: path.join(project, 'src') }));
    expect(withInclude).toBeLessThan(without);
  }, 120_000);
});

describe('build-performance: module.noParse', () => {
  it('includes lodash without parsing it, and the page works', async () => {
    const config = configSourceWith(['noParse']);
    const copy = readerCopy('no-parse');
    writeFileSync(path.join(copy, 'webpack.config.js'), config);
    const { out, errors } = await buildProject(copy, { devtool: false });
    expect(errors).toEqual([]);
    const code = readFileSync(path.join(out, 'main.js'), 'utf8');
    const start = code.search(/node_modules\/lodash\/lodash\.js"\n/);
    expect(start).toBeGreaterThan(-1);
    expect(code.slice(start, start + 300)).toContain('\n(module, exports) {\n');
    expect(await openBuilt(out, (page) => helloWebpack(page, 'Hello, Webpack!'))).toEqual([]);
  }, 60_000);

  it('leaves the import of a module it does not parse in the bundle: a SyntaxError', async () => {
    const { out, errors } = await buildProject(project, {
      cache: false,
      module: { ...projectConfig(project).module, noParse: /greet\.js$/ },
    });
    expect(errors).toEqual([]);
    const thrown = await openBuilt(out);
    expect(thrown).toHaveLength(1);
    expect(thrown[0]).toContain('SyntaxError');
    expect(thrown[0]).toContain('import');
  }, 60_000);
});

/**
 * Watches a configuration, makes `change` after the first build, and resolves with the stats of the
 * first build after it that rebuilt `file` and wrote new output. (A copy made just before may get a
 * rebuild of its fresh files first, which writes nothing new.)
 */
function rebuildAfter(config: webpack.Configuration, change: () => void, file: string): Promise<webpack.Stats> {
  return new Promise((resolve, reject) => {
    const compiler = webpack({ ...config, infrastructureLogging: { level: 'none' } });
    let builds = 0;
    let changed = false;
    const watching = compiler.watch({}, (error, stats) => {
      if (error || !stats) return reject(error ?? new Error('no stats'));
      builds += 1;
      if (builds === 1) {
        setTimeout(() => {
          change();
          changed = true;
        }, 200);
        return;
      }
      const modules = stats.toJson({ all: false, modules: true }).modules ?? [];
      if (
        !changed ||
        stats.compilation.emittedAssets.size === 0 ||
        !modules.some((module) => module.built && module.name?.endsWith(file))
      )
        return;
      if (!watching) return reject(new Error('webpack did not start watching'));
      watching.close(() => resolve(stats));
    });
  });
}

/** The paths the resolver looks at for `request` from src/, in order, relative to the project; and the links it reads. */
function lookups(
  copy: string,
  request: string,
  resolve: webpack.ResolveOptions = {},
  experiments: webpack.Configuration['experiments'] = {},
): Promise<{ paths: string[]; readlinks: number; result?: string; error?: string }> {
  const compiler = webpack({
    mode: 'development',
    context: copy,
    entry: './src/index.js',
    resolve,
    experiments,
    infrastructureLogging: { level: 'none' },
  });
  const paths: string[] = [];
  let readlinks = 0;
  const fileSystem = compiler.inputFileSystem as unknown as Record<string, unknown>;
  compiler.inputFileSystem = new Proxy(fileSystem, {
    get(target, property) {
      const value = target[property as string];
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (property === 'readlink') readlinks += 1;
        else if (typeof args[0] === 'string') {
          const relative = path.relative(copy, args[0]).split(path.sep).join('/');
          if (!paths.includes(relative)) paths.push(relative);
        }
        return (value as (...items: unknown[]) => unknown).apply(target, args);
      };
    },
  }) as unknown as typeof compiler.inputFileSystem;
  const resolver = compiler.resolverFactory.get('normal', { dependencyType: 'esm' });
  return new Promise((resolve) => {
    resolver.resolve({}, path.join(copy, 'src'), request, {}, (error, result) => {
      resolve({ paths, readlinks, result: result || undefined, error: error?.message });
    });
  });
}

describe('build-performance: the resolver', () => {
  it('looks at the paths the page lists for lodash', async () => {
    const copy = readerCopy('resolve');
    const { paths, readlinks, result } = await lookups(copy, 'lodash');
    expect(result).toBe(realpathSync(path.join(copy, 'node_modules', 'lodash', 'lodash.js')));
    // The list leaves out the folders above the project: a tsconfig.json in each, up to the root.
    const above = paths.filter((item) => item.startsWith('../'));
    const levels = path.relative(path.parse(copy).root, copy).split(path.sep).length;
    expect(above).toEqual(Array.from({ length: levels }, (_, index) => `${'../'.repeat(index + 1)}tsconfig.json`));
    expect(paths.indexOf(above[0] ?? '')).toBe(paths.indexOf('tsconfig.json') + 1);
    expect(paths.filter((item) => !item.startsWith('../'))).toEqual(
      blockWith(blocks, 'node_modules/lodash.wasm').split('\n'),
    );
    pageSays(
      'It looks for a `tsconfig.json` in the folder of the importing file and in each folder above it, up to the root of the disk (the list leaves out the folders above the project)',
    );
    expect(readlinks).toBeGreaterThan(0);
  });

  it('lets the paths of a tsconfig.json map the name to a file', async () => {
    pageSays('because the `paths` of a `tsconfig.json` can map the name to a file');
    const copy = readerCopy('tsconfig-paths');
    writeFileSync(path.join(copy, 'src', 'my-lodash.js'), 'export const capitalize = (text) => text;\n');
    writeFileSync(
      path.join(copy, 'tsconfig.json'),
      JSON.stringify({ compilerOptions: { paths: { lodash: ['./src/my-lodash.js'] } } }),
    );
    expect((await lookups(copy, 'lodash')).result).toBe(path.join(copy, 'src', 'my-lodash.js'));
  });

  it('looks for no tsconfig.json and no .ts file with experiments.typescript false, and then needs a loader for types', async () => {
    pageSays('`experiments: { typescript: false }` removes both');
    const copy = readerCopy('no-typescript');
    const shown = blockWith(blocks, 'node_modules/lodash.wasm').split('\n');
    const { paths, result } = await lookups(copy, 'lodash', {}, { typescript: false });
    expect(result).toBe(realpathSync(path.join(copy, 'node_modules', 'lodash', 'lodash.js')));
    expect(paths).toEqual(
      shown.filter((item) => !['src/tsconfig.json', 'tsconfig.json', 'node_modules/lodash.ts'].includes(item)),
    );

    // By default, experiments.typescript is on because no rule handles .ts files.
    const compiler = webpack({
      mode: 'development',
      context: copy,
      entry: './src/index.js',
      infrastructureLogging: { level: 'none' },
    });
    expect(compiler.options.experiments.typescript).toBe(true);
    const withRule = webpack({
      mode: 'development',
      context: copy,
      entry: './src/index.js',
      module: { rules: [{ test: /\.ts$/, loader: 'babel-loader' }] },
      infrastructureLogging: { level: 'none' },
    });
    expect(withRule.options.experiments.typescript).toBe(false);

    writeFileSync(path.join(copy, 'src', 'typed.ts'), 'export const twice = (value: number): number => value * 2;\n');
    writeFileSync(
      path.join(copy, 'src', 'typed-entry.js'),
      "import { twice } from './typed.ts';\nconsole.log(twice(2));\n",
    );
    const typed = await buildProject(copy, { entry: './src/typed-entry.js', cache: false });
    expect(typed.errors).toEqual([]);
    const untyped = await buildProject(copy, {
      entry: './src/typed-entry.js',
      cache: false,
      experiments: { typescript: false },
    });
    expect(untyped.errors).toHaveLength(1);
    expect(untyped.errors[0]).toContain('Module parse failed');
  });

  it('tries the extensions .ts, .js, .json, .wasm, .html and .css for an import, and only .js with resolve.extensions', async () => {
    pageSays(
      `For \`import\` statements, webpack ${WEBPACK_VERSION} tries \`.ts\`, \`.js\`, \`.json\`, \`.wasm\`, \`.html\` and \`.css\`, in this order.`,
    );
    const compiler = webpack({
      mode: 'development',
      context: project,
      entry: './src/index.js',
      infrastructureLogging: { level: 'none' },
    });
    expect(compiler.options.resolve.byDependency?.esm?.extensions).toEqual([
      '.ts',
      '.js',
      '.json',
      '.wasm',
      '.html',
      '.css',
    ]);

    const copy = readerCopy('extensions');
    const { paths, result } = await lookups(copy, 'lodash', { extensions: ['.js'] });
    expect(result).toBe(realpathSync(path.join(copy, 'node_modules', 'lodash', 'lodash.js')));
    expect(paths.filter((item) => item.startsWith('node_modules/lodash.'))).toEqual(['node_modules/lodash.js']);

    writeFileSync(path.join(copy, 'src', 'data.json'), '{}\n');
    expect((await lookups(copy, './data')).result).toBe(path.join(copy, 'src', 'data.json'));
    expect((await lookups(copy, './data', { extensions: ['.js'] })).error).toContain("Can't resolve './data'");
  });

  it('finds ./greet.js at the first try, and tries greet and greet.ts before greet.js for ./greet', async () => {
    const copy = readerCopy('relative');
    expect((await lookups(copy, './greet.js')).paths.filter((item) => item.startsWith('src/greet'))).toEqual([
      'src/greet.js',
    ]);
    expect((await lookups(copy, './greet')).paths.filter((item) => item.startsWith('src/greet'))).toEqual([
      'src/greet',
      'src/greet.ts',
      'src/greet.js',
    ]);
  });

  it('looks only in the one folder with an absolute resolve.modules, and misses nested packages', async () => {
    const copy = readerCopy('modules');
    const modules = [path.join(copy, 'node_modules')];
    const { paths, result } = await lookups(copy, 'lodash', { modules });
    expect(result).toBeDefined();
    expect(paths).not.toContain('src/node_modules');

    // A package with its own version of another package, installed inside it.
    const outer = path.join(copy, 'node_modules', 'outer');
    mkdirSync(path.join(outer, 'node_modules', 'inner'), { recursive: true });
    writeFileSync(path.join(outer, 'package.json'), '{ "name": "outer", "version": "1.0.0", "main": "index.js" }\n');
    writeFileSync(path.join(outer, 'index.js'), "module.exports = require('inner');\n");
    writeFileSync(
      path.join(outer, 'node_modules', 'inner', 'package.json'),
      '{ "name": "inner", "version": "2.0.0", "main": "index.js" }\n',
    );
    writeFileSync(path.join(outer, 'node_modules', 'inner', 'index.js'), "module.exports = 'inner';\n");
    writeFileSync(path.join(copy, 'src', 'index.js'), "import inner from 'outer';\nconsole.log(inner);\n");
    const config = {
      context: copy,
      mode: 'development' as const,
      devtool: false as const,
      entry: './src/index.js',
      output: { path: tempDir('build-performance-nested') },
    };
    const found = (await build(config)).toJson({ all: false, errors: true }).errors ?? [];
    expect(found).toEqual([]);
    const missed = (await build({ ...config, resolve: { modules } })).toJson({ all: false, errors: true }).errors ?? [];
    expect(missed.map((error) => error.message).join('\n')).toContain("Module not found: Error: Can't resolve 'inner'");
  });

  it('takes the resolver results from the cache in a second run with the filesystem cache and in a rebuild', async () => {
    const copy = readerCopy('resolver-cache');
    cli(copy);
    const printed = cli(copy, ['--stats-logging', 'verbose']);
    expect(printed).toMatch(
      /^ {4}0% really resolved \(0 real resolves with 0 cached but invalid, [1-9]\d* cached valid, 0 concurrent\)$/m,
    );

    const rebuilt = await rebuildAfter(
      {
        ...projectConfig(copy),
        cache: { type: 'memory' },
        context: copy,
        output: { path: tempDir('build-performance-resolver-watch') },
      },
      () => edit(path.join(copy, 'src', 'greet.js'), 'Hello', 'Hi'),
      'src/greet.js',
    );
    const logging = rebuilt.toJson({ all: false, logging: 'verbose' }).logging ?? {};
    const entries = (logging['webpack.ResolverCachePlugin']?.entries ?? []).map((entry) => entry.message);
    // Only the import of the changed greet.js is resolved again.
    expect(entries.join('\n')).toMatch(
      /\(1 real resolves with \d+ cached but invalid, [1-9]\d* cached valid, 0 concurrent\)/,
    );
  }, 60_000);

  it('reads no links with resolve.symlinks: false, and bundles a file reached through two links twice', async () => {
    const copy = readerCopy('symlinks');
    expect((await lookups(copy, 'lodash', { symlinks: false })).readlinks).toBe(0);

    mkdirSync(path.join(copy, 'shared'));
    writeFileSync(path.join(copy, 'shared', 'value.js'), 'export const value = 1;\n');
    symlinkSync(path.join(copy, 'shared'), path.join(copy, 'src', 'one'), 'dir');
    symlinkSync(path.join(copy, 'shared'), path.join(copy, 'src', 'two'), 'dir');
    writeFileSync(
      path.join(copy, 'src', 'index.js'),
      "import { value as a } from './one/value.js';\nimport { value as b } from './two/value.js';\nconsole.log(a, b);\n",
    );
    const count = async (symlinks: boolean): Promise<number> => {
      const stats = await build({
        context: copy,
        mode: 'development',
        devtool: false,
        entry: './src/index.js',
        resolve: { symlinks },
        output: { path: tempDir('build-performance-links') },
      });
      return [...stats.compilation.modules].filter((module) =>
        (module.nameForCondition() ?? '').endsWith(`${path.sep}value.js`),
      ).length;
    };
    expect(await count(true)).toBe(1);
    expect(await count(false)).toBe(2);
  });
});

/** The rows of the page's table that starts with `header`: cells without backticks. */
function tableRowsAfter(header: string): string[][] {
  const start = pageText.indexOf(header);
  expect(start, `the page has a table starting with ${header}`).toBeGreaterThan(-1);
  const source = readPage(path.join(ROOT, 'content', 'guides', 'build-performance.md'));
  const lines = source.slice(source.indexOf(header)).split('\n');
  const rows: string[][] = [];
  for (const line of lines.slice(2)) {
    if (!line.startsWith('|')) break;
    rows.push(
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
  }
  return rows;
}

function defaultsFor(mode: 'development' | 'production'): webpack.WebpackOptionsNormalized {
  const options = webpack.config.getNormalizedWebpackOptions({ mode, entry: './src/index.js', context: project });
  webpack.config.applyWebpackOptionsDefaults(options);
  return options;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The source columns of every mapping of a source map's `mappings`. */
function sourceColumns(mappings: string): number[] {
  const columns: number[] = [];
  let column = 0;
  for (const line of mappings.split(';')) {
    for (const segment of line.split(',').filter(Boolean)) {
      const values: number[] = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = BASE64.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          values.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      if (values.length < 4) continue;
      column += values[3] ?? 0;
      columns.push(column);
    }
  }
  return columns;
}

describe('build-performance: development settings', () => {
  it('lists the defaults of development and production mode that the page names', () => {
    const development = defaultsFor('development');
    const production = defaultsFor('production');
    const rows = tableRowsAfter('| option | `development` | `production` |');
    expect(rows.map(([option]) => option?.replace(/^\[([^\]]+)\].*$/, '$1'))).toEqual([
      'optimization.minimize',
      'optimization.concatenateModules',
      'optimization.usedExports',
      'optimization.mangleExports',
      'optimization.realContentHash',
      'cache',
    ]);
    const value = (options: webpack.WebpackOptionsNormalized, option: string): string => {
      if (option === 'cache')
        return options.cache === false ? '`false`' : `\`{ type: '${(options.cache as { type: string }).type}' }\``;
      const key = option.split('.')[1] as keyof typeof options.optimization;
      return `\`${JSON.stringify(options.optimization[key])}\``;
    };
    for (const [cell, shownDevelopment, shownProduction] of rows) {
      const option = cell?.replace(/^\[([^\]]+)\].*$/, '$1') ?? '';
      expect(value(development, option), `${option} in development`).toBe(shownDevelopment);
      expect(value(production, option), `${option} in production`).toBe(shownProduction);
    }
  });

  it('writes main.js in the sizes the devtool table gives', async () => {
    const rows = tableRowsAfter('| devtool | size of `main.js` |');
    expect(rows.length).toBe(5);
    for (const [devtoolCell, sizeCell] of rows) {
      const devtool = /^`([^`]+)`/.exec(devtoolCell ?? '')?.[1] ?? '';
      const { assets, out } = await buildProject(project, {
        cache: false,
        devtool: devtool === 'false' ? false : devtool,
      });
      const sizes = /^(\d+(?:\.\d+)? (?:KiB|MiB))(?:, and (\d+(?:\.\d+)? (?:KiB|MiB)) in `main\.js\.map`)?$/.exec(
        sizeCell ?? '',
      );
      expect(sizes, `${devtoolCell}: ${sizeCell}`).not.toBeNull();
      expect(formatSize(assets.get('main.js') ?? 0), devtool).toBe(sizes?.[1]);
      const map = path.join(out, 'main.js.map');
      if (sizes?.[2]) expect(formatSize(statSync(map).size)).toBe(sizes[2]);
      else expect(existsSync(map)).toBe(false);
    }
    expect(defaultsFor('development').devtool).toEqual([
      { type: 'css', use: 'source-map' },
      { type: 'javascript', use: 'eval' },
    ]);
  }, 120_000);

  it('keeps a map for each module inside the eval- code, and one map for the bundle with source-map', async () => {
    const evalBuild = await buildProject(project, { cache: false, devtool: 'eval-cheap-module-source-map' });
    const code = readFileSync(path.join(evalBuild.out, 'main.js'), 'utf8');
    expect(code.match(/sourceMappingURL=data:application\/json/g)).toHaveLength(3);
    const mapBuild = await buildProject(project, { cache: false, devtool: 'source-map' });
    const map = JSON.parse(readFileSync(path.join(mapBuild.out, 'main.js.map'), 'utf8')) as { sources: string[] };
    for (const file of ['src/index.js', 'src/greet.js', 'lodash/lodash.js'])
      expect(
        map.sources.some((source) => source.endsWith(file)),
        file,
      ).toBe(true);
  }, 60_000);

  it('maps lines but no columns with eval-cheap-module-source-map', async () => {
    const greetMap = async (devtool: string): Promise<{ sources: string[]; mappings: string }> => {
      const { out } = await buildProject(project, { cache: false, devtool });
      const maps = readFileSync(path.join(out, 'main.js'), 'utf8')
        .split('sourceMappingURL=data:application/json;charset=utf-8;base64,')
        .slice(1)
        .map(
          (part) =>
            JSON.parse(Buffer.from(/^[A-Za-z0-9+/=]+/.exec(part)?.[0] ?? '', 'base64').toString('utf8')) as {
              sources: string[];
              mappings: string;
            },
        );
      expect(maps).toHaveLength(3);
      const found = maps.find((map) => map.sources.some((source) => source.includes('/src/greet.js')));
      expect(found).toBeDefined();
      return found ?? { sources: [], mappings: '' };
    };
    const cheap = sourceColumns((await greetMap('eval-cheap-module-source-map')).mappings);
    expect(cheap.length).toBeGreaterThan(0);
    expect(new Set(cheap)).toEqual(new Set([0]));
    // eval-source-map keeps the columns.
    expect(sourceColumns((await greetMap('eval-source-map')).mappings).some((column) => column > 0)).toBe(true);
  }, 60_000);

  it('writes the whole main.js.map again, lodash included, when a module changes with source-map', async () => {
    const copy = readerCopy('source-map-rebuild');
    const out = tempDir('build-performance-source-map');
    const rebuilt = await rebuildAfter(
      {
        ...projectConfig(copy),
        cache: { type: 'memory' },
        devtool: 'source-map',
        context: copy,
        output: { path: out },
      },
      () => edit(path.join(copy, 'src', 'greet.js'), 'Hello', 'Hi'),
      'src/greet.js',
    );
    expect([...rebuilt.compilation.emittedAssets].sort()).toEqual(['main.js', 'main.js.map']);
    const map = JSON.parse(readFileSync(path.join(out, 'main.js.map'), 'utf8')) as { sources: string[] };
    expect(map.sources.some((source) => source.endsWith('lodash/lodash.js'))).toBe(true);
  }, 60_000);

  it('writes path comments with pathinfo in development, and a few hundred bytes less without', async () => {
    expect(defaultsFor('development').output.pathinfo).toBe(true);
    const without = await buildProject(project, { cache: false });
    const withComments = await buildProject(project, { cache: false, output: { pathinfo: true } });
    expect(readFileSync(path.join(withComments.out, 'main.js'), 'utf8')).toContain('!*** ./src/greet.js ***!');
    expect(readFileSync(path.join(without.out, 'main.js'), 'utf8')).not.toContain('!*** ./src/greet.js ***!');
    const saved = (withComments.assets.get('main.js') ?? 0) - (without.assets.get('main.js') ?? 0);
    expect(saved).toBeGreaterThanOrEqual(100);
    expect(saved).toBeLessThan(1000);
  }, 60_000);

  it('runs the chunk passes in both modes and leaves removeAvailableModules off; the project has one chunk', async () => {
    for (const mode of ['development', 'production'] as const) {
      const { optimization } = defaultsFor(mode);
      expect(optimization.removeEmptyChunks).toBe(true);
      expect(optimization.mergeDuplicateChunks).toBe(true);
      expect(optimization.splitChunks).not.toBe(false);
      expect(optimization.removeAvailableModules).toBe(false);
    }
    const { stats } = await buildProject(project, { cache: false });
    expect(stats.compilation.chunks.size).toBe(1);
  });

  it('stops watching node_modules with watchOptions.ignored', async () => {
    const copy = readerCopy('watch');
    const ignored = (configSourceWith(['watchOptions']).match(/ignored: '([^']+)'/) ?? [])[1];
    expect(ignored).toBe('**/node_modules');
    const watched = (watchOptions: NonNullable<webpack.Configuration['watchOptions']>): Promise<string[]> =>
      new Promise((resolve, reject) => {
        const compiler = webpack({
          ...projectConfig(copy),
          context: copy,
          cache: false,
          output: { path: tempDir('build-performance-watch') },
          infrastructureLogging: { level: 'none' },
        });
        let done = false;
        const watching = compiler.watch(watchOptions, (error) => {
          if (error) return reject(error);
          if (done) return;
          done = true;
          // The watcher starts after the first build.
          const read = (): void => {
            const watcher = (
              compiler.watchFileSystem as unknown as { watcher: { fileWatchers: Map<string, unknown> } | null }
            ).watcher;
            if (!watcher) return void setTimeout(read, 50);
            const files = [...watcher.fileWatchers.keys()].map(String);
            if (!watching) return reject(new Error('webpack did not start watching'));
            watching.close(() => resolve(files));
          };
          read();
        });
      });
    const lodash = realpathSync(path.join(copy, 'node_modules', 'lodash', 'lodash.js'));
    const everything = await watched({});
    expect(everything).toContain(lodash);
    expect(everything).toContain(path.join(copy, 'src', 'greet.js'));
    const fewer = await watched({ ignored });
    expect(fewer).not.toContain(lodash);
    expect(fewer).toContain(path.join(copy, 'src', 'greet.js'));
  }, 60_000);
});

/** A build through the Node.js API in a process of its own, as a script of the reader's would run it. */
const BUILD_SCRIPT = `const webpack = require('webpack');
const config = require('./webpack.config.js');

webpack({ ...config, infrastructureLogging: { level: 'none' } }, (error, stats) => {
  if (error) throw error;
  const { modules } = stats.toJson({ all: false, modules: true, cachedModules: true });
  console.log(JSON.stringify(modules.filter((module) => module.built).map((module) => module.name)));
});
`;

function scriptBuild(copy: string): string[] {
  writeFileSync(path.join(copy, 'build.js'), BUILD_SCRIPT);
  return JSON.parse(execFileSync(process.execPath, ['build.js'], { cwd: copy, encoding: 'utf8' })) as string[];
}

const greetCode = (copy: string): string =>
  /const greet = .*/.exec(readFileSync(path.join(copy, 'dist', 'main.js'), 'utf8'))?.[0] ?? '';

describe('build-performance: the filesystem cache', () => {
  it('writes the cache on the first build, takes every module from it on the second, and rebuilds only a changed file', () => {
    const copy = readerCopy('cache');
    const first = cli(copy);
    expectPrinted(first, blockWith(blocks, `webpack ${WEBPACK_VERSION} compiled successfully in 430 ms`), {
      '430 ms': '<time> ms',
    });
    expect(readdirSync(path.join(copy, 'node_modules', '.cache', 'webpack'))).toEqual(['default-development']);
    expect(readdirSync(path.join(copy, 'node_modules', '.cache', 'webpack', 'default-development'))).toContain(
      'index.pack',
    );

    const second = cli(copy);
    expectPrinted(
      second,
      blockWith(blocks, 'cached modules 533 KiB (javascript) 931 bytes (runtime) [cached] 8 modules'),
    );
    expect(asTheReaderSees(second)).not.toContain('[built]');
    // "took a fraction of the time"
    const time = (printed: string): number => Number(/compiled successfully in (\d+) ms/.exec(printed)?.[1] ?? NaN);
    expect(time(second)).toBeLessThan(time(first));

    edit(path.join(copy, 'src', 'greet.js'), 'Hello', 'Hi');
    const third = cli(copy);
    expectPrinted(third, blockWith(blocks, 'cached modules 533 KiB [cached] 2 modules'));
    expect(third.match(/\[built\]/g)).toHaveLength(1);
  }, 60_000);

  it('starts watch mode from the cache on the disk', async () => {
    const copy = readerCopy('cache-watch');
    cli(copy);
    const modules = await new Promise<webpack.StatsModule[]>((resolve, reject) => {
      const config = projectConfig(copy);
      // The CLI ran in the copy; this process runs elsewhere, so it names the cache folder the CLI used.
      const cache = {
        ...(config.cache as webpack.FileCacheOptions),
        cacheDirectory: path.join(copy, 'node_modules', '.cache', 'webpack'),
      };
      const compiler = webpack({ ...config, cache, context: copy, infrastructureLogging: { level: 'none' } });
      const watching = compiler.watch({}, (error, stats) => {
        if (error || !stats) return reject(error ?? new Error('no stats'));
        const found = stats.toJson({ all: false, modules: true, cachedModules: true }).modules ?? [];
        if (!watching) return reject(new Error('webpack did not start watching'));
        watching.close(() => resolve(found));
      });
    });
    expect(modules.filter((module) => module.name?.includes('src/')).length).toBe(2);
    expect(modules.filter((module) => module.built).map((module) => module.name)).toEqual([]);
  }, 60_000);

  it('adds webpack itself to the build dependencies, and the CLI adds the configuration file', () => {
    const normalized = webpack.config.getNormalizedWebpackOptions({
      mode: 'development',
      cache: { type: 'filesystem' },
    });
    webpack.config.applyWebpackOptionsDefaults(normalized);
    const cache = normalized.cache as {
      buildDependencies: Record<string, string[]>;
      name: string;
      cacheDirectory: string;
    };
    expect(Object.keys(cache.buildDependencies)).toEqual(['defaultWebpack']);
    expect(cache.name).toBe('default-development');

    // With the CLI, a configuration without buildDependencies still notices its own change.
    const copy = readerCopy('cli-default-config');
    edit(path.join(copy, 'webpack.config.js'), '    buildDependencies: {\n      config: [__filename],\n    },\n', '');
    cli(copy);
    expect(greetCode(copy)).toContain('function (name)');
    edit(path.join(copy, 'webpack.config.js'), "plugins: ['@babel/plugin-transform-arrow-functions']", 'plugins: []');
    cli(copy);
    expect(greetCode(copy)).toContain('name =>');
  }, 60_000);

  it('goes stale through the Node.js API without buildDependencies, and not with config: [__filename]', () => {
    const stale = readerCopy('api-without');
    edit(path.join(stale, 'webpack.config.js'), '    buildDependencies: {\n      config: [__filename],\n    },\n', '');
    expect(scriptBuild(stale)).toHaveLength(3);
    expect(greetCode(stale)).toContain('function (name)');
    edit(path.join(stale, 'webpack.config.js'), "plugins: ['@babel/plugin-transform-arrow-functions']", 'plugins: []');
    expect(scriptBuild(stale)).toEqual([]);
    expect(greetCode(stale)).toContain('function (name)');

    const fresh = readerCopy('api-with');
    scriptBuild(fresh);
    edit(path.join(fresh, 'webpack.config.js'), "plugins: ['@babel/plugin-transform-arrow-functions']", 'plugins: []');
    expect(scriptBuild(fresh)).toHaveLength(3);
    expect(greetCode(fresh)).toContain('name =>');
  }, 60_000);

  it('follows the require calls of the configuration file', () => {
    const copy = readerCopy('api-require');
    writeFileSync(
      path.join(copy, 'babel-options.js'),
      "module.exports = { plugins: ['@babel/plugin-transform-arrow-functions'] };\n",
    );
    edit(
      path.join(copy, 'webpack.config.js'),
      "options: {\n            plugins: ['@babel/plugin-transform-arrow-functions'],\n          },",
      "options: require('./babel-options.js'),",
    );
    scriptBuild(copy);
    expect(greetCode(copy)).toContain('function (name)');
    writeFileSync(path.join(copy, 'babel-options.js'), 'module.exports = { plugins: [] };\n');
    expect(scriptBuild(copy)).toHaveLength(3);
    expect(greetCode(copy)).toContain('name =>');
  }, 60_000);

  it('misses an environment variable the configuration reads, unless it is in cache.version', () => {
    const variant = (name: string, version: boolean): string => {
      const copy = readerCopy(name);
      edit(
        path.join(copy, 'webpack.config.js'),
        "plugins: ['@babel/plugin-transform-arrow-functions']",
        "plugins: process.env.ARROWS === 'keep' ? [] : ['@babel/plugin-transform-arrow-functions']",
      );
      if (version)
        edit(
          path.join(copy, 'webpack.config.js'),
          "type: 'filesystem',",
          "type: 'filesystem',\n    version: process.env.ARROWS ?? '',",
        );
      cli(copy);
      expect(greetCode(copy)).toContain('function (name)');
      cli(copy, [], { ARROWS: 'keep' });
      return greetCode(copy);
    };
    expect(variant('env-without-version', false)).toContain('function (name)');
    expect(variant('env-with-version', true)).toContain('name =>');
  }, 60_000);

  it('keeps production builds in a cache of their own', () => {
    const copy = readerCopy('production');
    const scripts = (
      JSON.parse(readFileSync(path.join(copy, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
    ).scripts;
    expect(scripts.build).toBe('webpack --mode production --no-devtool');
    cli(copy);
    cli(copy, ['--mode', 'production', '--no-devtool']);
    expect(readdirSync(path.join(copy, 'node_modules', '.cache', 'webpack')).sort()).toEqual([
      'default-development',
      'default-production',
    ]);
    expect(readFileSync(path.join(copy, 'dist', 'main.js'), 'utf8')).not.toContain('eval(');
  }, 60_000);

  it('logs why it does not use the cache after a change to the configuration', () => {
    const copy = readerCopy('log');
    cli(copy);
    edit(path.join(copy, 'webpack.config.js'), "entry: './src/index.js',", "entry: './src/index.js', // changed");
    const printed = cli(copy, ['--infrastructure-logging-level', 'log']);
    const line = blockWith(blocks, 'but build dependencies have changed.').replace('/path/to/hello-webpack', copy);
    expect(printed.split('\n')).toContain(line);
  }, 60_000);

  it('puts the cache into node_modules/.cache/webpack next to the nearest package.json', () => {
    const copy = readerCopy('directory');
    cli(path.join(copy, 'src'), ['--config', '../webpack.config.js', '--context', copy]);
    expect(existsSync(path.join(copy, 'node_modules', '.cache', 'webpack', 'default-development'))).toBe(true);
    expect(existsSync(path.join(copy, 'src', 'node_modules'))).toBe(false);
  }, 60_000);
});

describe('build-performance: lazy compilation', () => {
  it('is an experiment that compiles entry points and import()s when they are accessed', () => {
    const schema = requireFromRoot('webpack/schemas/WebpackOptions.json') as {
      definitions: { Experiments: { properties: { lazyCompilation: { description: string } } } };
    };
    expect(schema.definitions.Experiments.properties.lazyCompilation.description).toBe(
      'Compile entrypoints and import()s only when they are accessed.',
    );
  });
});
