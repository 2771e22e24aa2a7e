/**
 * content/api/plugins.md documents every hook of NormalModuleFactory and ContextModuleFactory,
 * and what it says about plugins holds for the installed webpack.
 *
 * - The factories are taken from a compiler (`compiler.hooks.normalModuleFactory` and
 *   `contextModuleFactory`): each hook has a `### normalModuleFactory.hooks.<name>` or
 *   `### contextModuleFactory.hooks.<name>` section whose `Hook:` item names its tapable class
 *   (`HookMap<AsyncSeriesBailHook>` for a hook map), whose `Arguments:` item names every argument,
 *   and a hook map has a `Key:` item. A deprecated stand-in hook says so.
 * - The contract, the tapping rules, the order of the factory hooks and the ways of reporting
 *   problems are checked against webpack.
 * - The example plugin (examples/api/plugins/) is built through the Node API and webpack-cli.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { readFileSync, writeFileSync } from 'node:fs';
import webpack from 'webpack';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { codeBlocks, markdownTree, blockWith } from '../../support/code-blocks';
import { expectPrinted, runCli } from '../../support/cli';
import { buildProject, copyProject, tempDir } from '../../support/project';
import { readPage } from '../../support/content';
import { listItems, splitAtHeadings } from '../../support/hook-pages';

const PAGE = path.join(ROOT, 'content', 'api', 'plugins.md');
const EXAMPLE = path.join(ROOT, 'examples', 'api', 'plugins');
const requireExample = createRequire(path.join(EXAMPLE, 'package.json'));
const requireFromRoot = createRequire(path.join(ROOT, 'package.json'));
const blocks = codeBlocks(PAGE);
const pageText = readPage(PAGE).replace(/\s+/g, ' ');

/** A tapable hook, or webpack's deprecated stand-in for one, as the tests look at it. */
interface LiveHook {
  constructor: { name: string };
  _args?: string[];
  _factory?: (key: string) => LiveHook;
  _fakeHook?: boolean;
}

function describeHook(hook: LiveHook): { kind: string; args: string[]; map: boolean; fake: boolean } {
  if (hook._fakeHook) return { kind: 'fake', args: [], map: false, fake: true };
  if (hook.constructor.name === 'HookMap' && hook._factory) {
    const inner = hook._factory('probe');
    return { kind: `HookMap<${inner.constructor.name}>`, args: inner._args ?? [], map: true, fake: false };
  }
  return { kind: hook.constructor.name, args: hook._args ?? [], map: false, fake: false };
}

/** The factories of a compiler, as `compiler.hooks.normalModuleFactory` and `contextModuleFactory` hand them out. */
function liveFactories(): {
  normalModuleFactory: Record<string, LiveHook>;
  contextModuleFactory: Record<string, LiveHook>;
  close: () => void;
} {
  const compiler = webpack({
    mode: 'production',
    context: EXAMPLE,
    entry: {},
    infrastructureLogging: { level: 'none' },
  });
  let normalModuleFactory: Record<string, LiveHook> = {};
  let contextModuleFactory: Record<string, LiveHook> = {};
  compiler.hooks.normalModuleFactory.tap('Test', (factory) => {
    normalModuleFactory = factory.hooks;
  });
  compiler.hooks.contextModuleFactory.tap('Test', (factory) => {
    contextModuleFactory = factory.hooks;
  });
  compiler.newCompilationParams();
  return { normalModuleFactory, contextModuleFactory, close: () => compiler.close(() => undefined) };
}

describe('content/api/plugins.md documents every hook of the module factories', () => {
  const live = liveFactories();
  afterAll(() => live.close());
  const all = splitAtHeadings(markdownTree(PAGE));

  for (const owner of ['normalModuleFactory', 'contextModuleFactory'] as const) {
    const hooks = live[owner];
    const documented = all.filter((section) => section.depth === 3 && section.parent === `${owner} hooks`);
    const byName = new Map(documented.map((section) => [section.heading, section]));

    it(`finds the hooks of ${owner}`, () => {
      expect(Object.keys(hooks).length).toBeGreaterThan(owner === 'normalModuleFactory' ? 10 : 3);
    });

    for (const [name, hook] of Object.entries(hooks)) {
      const heading = `${owner}.hooks.${name}`;
      const { kind, args, map, fake } = describeHook(hook);
      it(`${heading}: ${fake ? 'a deprecated stand-in' : `a ${kind}`}${args.length ? ` with the arguments ${args.join(', ')}` : ''}`, () => {
        const section = byName.get(heading);
        expect(section, `write a "### ${heading}" section in "## ${owner} hooks"`).toBeDefined();
        if (!section) return;
        const list = listItems(section);
        if (fake) {
          expect(list.get('Hook')?.text).toMatch(/deprecated/);
          expect(list.get('Hook')?.codes).toContain('alternativeRequests');
        } else {
          expect(list.get('Hook')?.codes[0], `${heading}: the Hook: item names the tapable class`).toBe(kind);
        }
        const argsItem = list.get('Arguments');
        expect(argsItem, `${heading}: an Arguments: item`).toBeDefined();
        if (args.length === 0 && !fake) expect(argsItem?.text).toMatch(/^Arguments: none/);
        for (const arg of args)
          expect(argsItem?.codes, `${heading}: the Arguments: item names \`${arg}\``).toContain(arg);
        expect(list.has('Key'), `${heading}: a hook map says what its keys are in a Key: item`).toBe(map);
        expect(list.has('Return'), `${heading}: a Return: item`).toBe(true);
        expect(
          section.nodes.some((node) => node.type === 'paragraph'),
          `${heading}: a paragraph says when it runs`,
        ).toBe(true);
      });
    }

    it(`documents no hook that ${owner} does not have`, () => {
      expect(
        documented
          .map((section) => section.heading)
          .filter((heading) => !(heading.replace(`${owner}.hooks.`, '') in hooks)),
      ).toEqual([]);
    });
  }
});

describe('what the page says about hooks and plugins', () => {
  it('names every hook class of the compiler, the compilation and the factories in its table, and no unused one', () => {
    const compiler = webpack({
      mode: 'production',
      context: EXAMPLE,
      entry: {},
      infrastructureLogging: { level: 'none' },
    });
    const params = compiler.newCompilationParams();
    const compilation = compiler.newCompilation(params);
    const kinds = new Set<string>();
    for (const hooks of [
      compiler.hooks,
      compilation.hooks,
      params.normalModuleFactory.hooks,
      params.contextModuleFactory.hooks,
    ]) {
      const byName = hooks as unknown as Record<string, LiveHook>;
      for (const name of Object.keys(byName)) {
        // A deprecated getter: reading it prints a deprecation warning.
        if (name === 'normalModuleLoader') continue;
        const hook = byName[name];
        // Deprecated stand-ins for hooks that moved.
        if (!hook || hook._fakeHook) continue;
        kinds.add(hook.constructor.name);
        if (hook.constructor.name === 'HookMap' && hook._factory) kinds.add(hook._factory('probe').constructor.name);
      }
    }
    compiler.close(() => undefined);
    const table = sectionSource(PAGE, 'Hook classes');
    for (const kind of kinds) expect(table, `the table of hook classes names ${kind}`).toContain(`| \`${kind}\` |`);
    for (const unused of ['SyncLoopHook', 'AsyncParallelBailHook', 'AsyncSeriesLoopHook', 'MultiHook'])
      expect(kinds.has(unused)).toBe(false);
  });

  it('quotes the stage constants webpack exports', () => {
    expect(webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL).toBe(-2000);
    expect(webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT).toBe(5000);
    expect(webpack.OptimizationStages).toEqual({ STAGE_BASIC: -10, STAGE_DEFAULT: 0, STAGE_ADVANCED: 10 });
    expect(pageText).toContain('`STAGE_BASIC` (`-10`), `STAGE_DEFAULT` (`0`) and `STAGE_ADVANCED` (`10`)');
  });

  it('orders taps by stage and before, and refuses tapAsync on a synchronous hook', () => {
    type Tap = string | { name: string; stage?: number; before?: string };
    interface TestHook {
      tap: (options: Tap, fn: (order: string[]) => void) => void;
      tapAsync: (options: Tap, fn: () => void) => void;
      call: (order: string[]) => void;
    }
    const { SyncHook } = requireFromRoot('tapable') as { SyncHook: new (args: string[]) => TestHook };
    const hook = new SyncHook(['order']);
    hook.tap('A', (order) => order.push('A'));
    hook.tap({ name: 'B', stage: -1 }, (order) => order.push('B'));
    hook.tap({ name: 'C', before: 'A' }, (order) => order.push('C'));
    const order: string[] = [];
    hook.call(order);
    expect(order).toEqual(['B', 'C', 'A']);
    expect(() => hook.tapAsync('D', () => undefined)).toThrow('tapAsync is not supported on a SyncHook');
  });

  it('applies plugins in order before the defaults, calls functions with the compiler as this, and skips falsy entries', () => {
    const seen: string[] = [];
    const plugin = {
      apply(compiler: webpack.Compiler) {
        seen.push(`apply: mode ${String(compiler.options.mode)}, filename ${String(compiler.options.output.filename)}`);
        compiler.hooks.validate.tap('Test', () => {
          seen.push(`validate: filename ${String(compiler.options.output.filename)}`);
        });
      },
    };
    function functionPlugin(this: webpack.Compiler, compiler: webpack.Compiler): void {
      seen.push(`function: this is the compiler ${String(this === compiler)}`);
    }
    const compiler = webpack({
      context: EXAMPLE,
      entry: {},
      infrastructureLogging: { level: 'none' },
      plugins: [plugin, functionPlugin, false, null, undefined, 0, ''],
    });
    compiler.close(() => undefined);
    expect(seen).toEqual([
      'apply: mode undefined, filename undefined',
      'function: this is the compiler true',
      'validate: filename [name].js',
    ]);
  });

  it('creates new factories for each compilation, and calls the factory hooks in the documented order', async () => {
    const factories: unknown[] = [];
    const order: string[] = [];
    const probe = {
      apply(compiler: webpack.Compiler) {
        compiler.hooks.normalModuleFactory.tap('Probe', (factory) => {
          factories.push(factory);
          const hooks = factory.hooks as unknown as Record<
            string,
            LiveHook & {
              tap: (name: string, fn: (...args: unknown[]) => unknown) => void;
              for: (key: string) => { tap: (name: string, fn: (...args: unknown[]) => unknown) => void };
            }
          >;
          for (const [name, hook] of Object.entries(hooks)) {
            const record = (...args: unknown[]): unknown => {
              if (order.length < 12) order.push(name);
              return name === 'module' ? args[0] : undefined;
            };
            if (hook.constructor.name === 'HookMap') hook.for('javascript/auto').tap('Probe', record);
            else hook.tap('Probe', record);
          }
        });
      },
    };
    const compiler = webpack({
      mode: 'production',
      target: 'node',
      context: EXAMPLE,
      entry: './src/locales/en.js',
      output: { path: tempDir('api-plugins-order') },
      infrastructureLogging: { level: 'none' },
      plugins: [probe],
    });
    const run = (): Promise<void> =>
      new Promise((resolve, reject) => compiler.run((error) => (error ? reject(error) : resolve())));
    await run();
    await run();
    await new Promise((resolve) => compiler.close(resolve));
    expect(factories).toHaveLength(2);
    expect(factories[0]).not.toBe(factories[1]);
    expect(order).toEqual([
      'beforeResolve',
      'factorize',
      'resolve',
      'prepareModuleType',
      'createParser',
      'parser',
      'createGenerator',
      'generator',
      'afterResolve',
      'createModule',
      'createModuleClass',
      'module',
    ]);
  });

  it('lists the properties of WebpackError that the page names', () => {
    const error = new webpack.WebpackError('message', { cause: new Error('cause') });
    expect(Object.keys(error).sort()).toEqual(['chunk', 'details', 'file', 'hideStack', 'loc', 'module']);
    expect(error.cause).toBeInstanceOf(Error);
  });

  it('turns an error in a factory hook into "Module not found", and an error in a compilation hook into a fatal error', async () => {
    const failing = (name: string): webpack.WebpackPluginInstance => ({
      apply(compiler) {
        compiler.hooks.compilation.tap('Failing', (compilation, { normalModuleFactory }) => {
          if (name === 'beforeResolve') {
            normalModuleFactory.hooks.beforeResolve.tapAsync('Failing', (resolveData, callback) => {
              callback(resolveData.request === './legacy/format.js' ? new Error('no, thanks') : undefined);
            });
          } else {
            compilation.hooks.finishModules.tap('Failing', () => {
              throw new Error('stop');
            });
          }
        });
      },
    });
    const { errors } = await buildProject(EXAMPLE, { plugins: [failing('beforeResolve')] });
    expect(errors).toEqual(['Module not found: Error: no, thanks']);
    await expect(buildProject(EXAMPLE, { plugins: [failing('finishModules')] })).rejects.toThrow('stop');
  });

  it('reports a module warning again when the module comes from the cache, and loses one pushed to the compilation by a parser tap', async () => {
    const ParserExample = path.join(ROOT, 'examples', 'api', 'parser');
    const parserConfig = requireExample(path.join(ParserExample, 'webpack.config.js')) as webpack.Configuration;
    const toCompilation: webpack.WebpackPluginInstance = {
      apply(compiler) {
        compiler.hooks.compilation.tap('ToCompilation', (compilation, { normalModuleFactory }) => {
          normalModuleFactory.hooks.parser.for('javascript/auto').tap('ToCompilation', (parser) => {
            parser.hooks.program.tap('ToCompilation', () => {
              if (parser.state.module.resource.endsWith('checkout.js'))
                compilation.warnings.push(new webpack.WebpackError('pushed to the compilation'));
            });
          });
        });
      },
    };
    const compiler = webpack({
      ...parserConfig,
      mode: 'development',
      cache: { type: 'memory' },
      output: { path: tempDir('api-plugins-cache') },
      infrastructureLogging: { level: 'none' },
      plugins: [...(parserConfig.plugins ?? []), toCompilation],
    });
    const run = (): Promise<{ warnings: string[]; built: number }> =>
      new Promise((resolve, reject) =>
        compiler.run((error, stats) => {
          if (error || !stats) return reject(error ?? new Error('no stats'));
          const json = stats.toJson({ all: false, warnings: true, modules: true });
          resolve({
            warnings: (json.warnings ?? []).map((item) => item.message).sort(),
            built: (json.modules ?? []).filter((module) => module.built).length,
          });
        }),
      );
    const first = await run();
    const second = await run();
    await new Promise((resolve) => compiler.close(resolve));
    expect(first).toEqual({
      warnings: ['FeatureFlagsPlugin: unknown flag "darkmode", replaced with false', 'pushed to the compilation'],
      built: 3,
    });
    expect(second).toEqual({
      warnings: ['FeatureFlagsPlugin: unknown flag "darkmode", replaced with false'],
      built: 0,
    });
  });

  it('can validate in the constructor with schema-utils, which is installed', () => {
    const { validate } = requireFromRoot('schema-utils') as {
      validate: (schema: object, value: unknown, configuration: object) => void;
    };
    expect(() =>
      validate(
        { type: 'object', additionalProperties: false },
        { extra: 1 },
        { name: 'My Plugin', baseDataPath: 'options' },
      ),
    ).toThrow(
      'Invalid options object. My Plugin has been initialized using an options object that does not match the API schema.',
    );
  });
});

/** The Markdown source of a `###` section of a page. */
function sectionSource(file: string, heading: string): string {
  const text = readFileSync(file, 'utf8');
  const start = text.indexOf(`### ${heading}\n`);
  const end = text.indexOf('\n#', start + 1);
  return start === -1 ? '' : text.slice(start, end === -1 ? undefined : end);
}

describe('the ImportRulesPlugin example', () => {
  const ImportRulesPlugin = requireExample(path.join(EXAMPLE, 'import-rules-plugin.js')) as new (
    options?: object,
  ) => webpack.WebpackPluginInstance;
  const config = () => requireExample(path.join(EXAMPLE, 'webpack.config.js')) as webpack.Configuration;
  const warning = 'ImportRulesPlugin: "./legacy/format.js" is not allowed: use Intl.NumberFormat';

  it('builds with the warning, and a chunk for each translation but none for the test file', async () => {
    const { out, errors, warnings, assets } = await buildProject(EXAMPLE);
    expect(errors).toEqual([]);
    expect(warnings).toEqual([warning]);
    expect([...assets.keys()].sort()).toEqual(['101.js', '453.js', 'main.js']);
    for (const file of assets.keys())
      expect(readFileSync(path.join(out, file), 'utf8')).not.toContain('wrong English price label');
    expect(readFileSync(path.join(out, 'main.js'), 'utf8')).toContain('$${');
  });

  it('prints what the page says when the bundle runs in Node.js', async () => {
    const { out } = await buildProject(EXAMPLE);
    const main = path.join(out, 'main.js');
    expect(execFileSync(process.execPath, [main, 'de'], { encoding: 'utf8' })).toBe('Preis: $12.50\n');
    expect(pageText).toContain('`node dist/main.js de` prints `Preis: $12.50`');
    const failed = spawnSync(process.execPath, [main, 'en.test'], { encoding: 'utf8' });
    expect(failed.status).not.toBe(0);
    expect(failed.stderr).toContain("Cannot find module './en.test.js'");
  });

  it('prints the output the page shows with webpack-cli', () => {
    const copy = copyProject(EXAMPLE, 'api-plugins-cli');
    const { status, printed } = runCli(copy, []);
    expect(status, printed).toBe(0);
    expectPrinted(printed, blockWith(blocks, 'WARNING in ./src/index.js'));
  }, 60_000);

  it('reports an error and leaves the module out with severity "error"; webpack-cli exits with 1', async () => {
    const options = {
      rules: [{ request: './legacy/format.js', severity: 'error', message: 'use Intl.NumberFormat' }],
      contextExclude: ['.test.js'],
    };
    const { errors, warnings, stats } = await buildProject(EXAMPLE, { plugins: [new ImportRulesPlugin(options)] });
    expect({ errors, warnings }).toEqual({ errors: [warning], warnings: [] });
    const modules = (stats.toJson({ all: false, modules: true }).modules ?? []).map((module) => module.name);
    expect(modules).not.toContain('./src/legacy/format.js');
    expect(modules.some((name) => name?.includes('legacy'))).toBe(false);
    expect(stats.toString({ preset: 'errors-warnings', colors: false })).toContain(
      blockWith(blocks, 'ERROR in ./src/index.js'),
    );

    const copy = copyProject(EXAMPLE, 'api-plugins-cli-error');
    const source = readFileSync(path.join(copy, 'webpack.config.js'), 'utf8').replace(
      "severity: 'warning'",
      "severity: 'error'",
    );
    expect(source).toContain("severity: 'error'");
    writeFileSync(path.join(copy, 'webpack.config.js'), source);
    const { status, printed } = runCli(copy, []);
    expect(status).toBe(1);
    expectPrinted(printed, blockWith(blocks, 'ERROR in ./src/index.js'));
  }, 60_000);

  it('throws the validation error the page shows, and validates nothing with validate: false', () => {
    const invalid = new ImportRulesPlugin({ rules: [{ request: 'x', severity: 'fatal' }], extra: 1 });
    expect(() => webpack({ ...config(), plugins: [invalid] })).toThrow(
      blockWith(blocks, 'Invalid options object. Import Rules Plugin'),
    );
    const compiler = webpack({ ...config(), validate: false, plugins: [invalid] });
    compiler.close(() => undefined);
  });

  it('exits webpack-cli with 2 on invalid options', () => {
    const copy = copyProject(EXAMPLE, 'api-plugins-cli-invalid');
    const source = readFileSync(path.join(copy, 'webpack.config.js'), 'utf8').replace(
      "severity: 'warning'",
      "severity: 'fatal'",
    );
    writeFileSync(path.join(copy, 'webpack.config.js'), source);
    const { status, printed } = runCli(copy, []);
    expect(status).toBe(2);
    expect(printed).toContain('options.rules[0].severity should be one of these:');
  }, 60_000);
});
