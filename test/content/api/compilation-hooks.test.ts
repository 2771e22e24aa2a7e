/**
 * content/api/compilation-hooks.md against the installed webpack:
 * - every hook of a live `Compilation` (`compilation.hooks`, taken in `thisCompilation`) has a
 *   `### <name>` heading whose section names the hook's class (the live `hook.constructor.name`;
 *   `HookMap` of the class of its hooks; "none" for the stand-ins of deprecated hooks) and the
 *   types of its arguments (the hook's tuple in webpack's types.d.ts);
 * - every `Compilation.PROCESS_ASSETS_STAGE_*` constant is in the table of stages with its value,
 *   and the plugins the table names tap processAssets at that stage;
 * - the first-call order the page prints is the order a build of the example project calls them;
 * - the example plugins of examples/api/compilation-hooks/ do what the page says, and the
 *   deprecations behave as the page says.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { blockWith, codeBlocks } from '../../support/code-blocks';
import {
  argumentTypes,
  declaredHooks,
  hookSections,
  listedOrder,
  tableRows,
  tableWith,
} from '../../support/hook-pages';
import { copyProject, projectConfig, tempDir } from '../../support/project';
import { warningsOf } from '../../support/warnings';
import { readPage } from '../../support/content';

const PAGE = path.join(ROOT, 'content', 'api', 'compilation-hooks.md');
const EXAMPLE = path.join(ROOT, 'examples', 'api', 'compilation-hooks');
const requireFromRoot = createRequire(path.join(ROOT, 'package.json'));
const pageSections = hookSections(PAGE);
const blocks = codeBlocks(PAGE);

// ---------------------------------------------------------------------------------------------
// Live objects.

type AnyHook = {
  constructor: { name: string };
  _args?: string[];
  _fakeHook?: true;
  taps: { name: string; stage: number }[];
  for: (key: string) => AnyHook;
  tap: (options: string | { name: string; stage?: number }, fn: (...args: unknown[]) => unknown) => void;
};

function exampleConfig(
  out: string,
  plugins: webpack.WebpackPluginInstance[] = [],
  overrides: webpack.Configuration = {},
): webpack.Configuration {
  const config = projectConfig(EXAMPLE);
  return {
    context: EXAMPLE,
    ...config,
    ...overrides,
    output: { ...config.output, path: out },
    infrastructureLogging: { level: 'none' },
    plugins: [...(config.plugins ?? []), ...plugins],
  };
}

/** Runs a configuration and closes the compiler. */
async function runBuild(config: webpack.Configuration): Promise<webpack.Stats> {
  const compiler = webpack(config);
  const stats = await new Promise<webpack.Stats>((resolve, reject) =>
    compiler.run((error, result) => (error || !result ? reject(error ?? new Error('no stats')) : resolve(result))),
  );
  await new Promise<void>((resolve) => compiler.close(() => resolve()));
  return stats;
}

/**
 * The hooks of a compilation by name, without calling the getter of the deprecated
 * normalModuleLoader (whose warning a test below checks): for a getter, the hook it returns.
 */
function hooksOf(compilation: webpack.Compilation): [string, AnyHook, 'value' | 'getter'][] {
  const { NormalModule } = webpack;
  return Object.entries(Object.getOwnPropertyDescriptors(compilation.hooks)).map(([name, descriptor]) =>
    descriptor.get
      ? [name, NormalModule.getCompilationHooks(compilation).loader as unknown as AnyHook, 'getter']
      : [name, descriptor.value as AnyHook, 'value'],
  );
}

/** A compilation of the example project, taken in thisCompilation (the build is not run). */
function liveCompilation(): webpack.Compilation {
  const compiler = webpack(exampleConfig(tempDir('compilation-hooks-walk')));
  let found: webpack.Compilation | undefined;
  compiler.hooks.thisCompilation.tap('Test', (compilation) => {
    found = compilation;
  });
  compiler.newCompilation(compiler.newCompilationParams());
  if (!found) throw new Error('no compilation');
  return found;
}

describe('content/api/compilation-hooks.md', () => {
  const compilation = liveCompilation();
  const live = hooksOf(compilation);
  const declared = declaredHooks('Compilation');

  it('walks the hooks of a live compilation and of types.d.ts', () => {
    expect(live.length).toBeGreaterThan(80);
    expect([...declared.keys()].sort()).toEqual(live.map(([name]) => name).sort());
  });

  for (const [name, hook] of live) {
    it(`documents ${name}: heading, class, argument types`, () => {
      const section = pageSections.get(name);
      expect(section, `no "### ${name}" heading`).toBeDefined();
      expect(section?.classes, `${name}: no "Class:" item`).not.toBeNull();
      if (hook._fakeHook) {
        expect(section?.text, `${name} is a stand-in, not a tapable hook`).toMatch(/^Class: none/m);
      } else if (hook.constructor.name === 'HookMap') {
        expect(section?.classes?.slice(0, 2), `${name}: the classes the page names`).toEqual([
          'HookMap',
          hook.for('__test__').constructor.name,
        ]);
      } else {
        expect(section?.classes?.[0], `${name}: the class the page names`).toBe(hook.constructor.name);
      }
      const types = argumentTypes(declared.get(name) ?? '');
      const documented = (section?.args ?? []).map((arg) => arg.slice(arg.indexOf(':') + 1).replace(/\s+/g, ''));
      expect(section?.args, `${name}: no "Arguments:" item`).not.toBeNull();
      expect(documented, `${name}: the argument types (types.d.ts: ${declared.get(name)})`).toEqual(
        types.map((type) => type.replace(/\s+/g, '')),
      );
      if (!hook._fakeHook) {
        const args = hook.constructor.name === 'HookMap' ? hook.for('__test__')._args : hook._args;
        expect(args).toHaveLength(types.length);
      }
    });
  }

  it('documents no hook that the compilation does not have', () => {
    const names = new Set(live.map(([name]) => name));
    const unknown = [...pageSections]
      .filter(([heading, section]) => section.classes !== null && !names.has(heading))
      .map(([heading, section]) => `line ${section.line}: ${heading}`);
    expect(unknown).toEqual([]);
  });
});

describe('the stages of processAssets', () => {
  const table = tableRows(tableWith(PAGE, '`PROCESS_ASSETS_STAGE_ADDITIONAL`'));
  const constants = Object.entries(webpack.Compilation).filter(([key]) => key.startsWith('PROCESS_ASSETS_STAGE_'));

  it('lists every PROCESS_ASSETS_STAGE_* constant with its value, in the order of the values', () => {
    expect(constants.length).toBeGreaterThan(10);
    const sorted = [...constants].sort((a, b) => Number(a[1]) - Number(b[1]));
    expect(table.map(([name, value]) => [name, Number(value)])).toEqual(sorted);
  });

  it('names, for each stage, plugins of webpack that tap processAssets at that stage', async () => {
    const { BannerPlugin, CopyPlugin, HotModuleReplacementPlugin, ManifestPlugin } = webpack as unknown as Record<
      string,
      new (options?: unknown) => webpack.WebpackPluginInstance
    >;
    let taps: { name: string; stage: number }[] = [];
    const plugins = [
      new (BannerPlugin as new (o: string) => webpack.WebpackPluginInstance)('banner'),
      new (CopyPlugin as new (o: object) => webpack.WebpackPluginInstance)({ patterns: [] }),
      new (HotModuleReplacementPlugin as new () => webpack.WebpackPluginInstance)(),
      new (ManifestPlugin as new (o: object) => webpack.WebpackPluginInstance)({}),
      {
        apply(compiler: webpack.Compiler) {
          compiler.hooks.afterCompile.tap('Test', (compilation) => {
            taps = (compilation.hooks.processAssets as unknown as AnyHook).taps.map(({ name, stage }) => ({
              name,
              stage,
            }));
          });
        },
      },
    ];
    await runBuild(exampleConfig(tempDir('compilation-hooks-stages'), plugins));
    const values = Object.fromEntries(constants) as Record<string, number>;
    for (const [name, , , owners] of table) {
      for (const owner of (owners ?? '')
        .split(',')
        .map((cell) => cell.trim().split(' ')[0] ?? '')
        .filter(Boolean)) {
        expect(taps, `${owner} taps processAssets at ${name}`).toContainEqual({
          name: owner,
          stage: values[name ?? ''],
        });
      }
    }
  });

  it('a tap without a stage runs between the stages below 0 and above 0', () => {
    const compilation = liveCompilation();
    const hook = compilation.hooks.processAssets as unknown as AnyHook;
    const before = hook.taps.length;
    hook.tap({ name: 'Plus', stage: 1 }, () => undefined);
    hook.tap('None', () => undefined);
    hook.tap({ name: 'Minus', stage: -1 }, () => undefined);
    expect(hook.taps.length).toBe(before + 3);
    expect(hook.taps.map((tap) => tap.name).filter((name) => ['Plus', 'None', 'Minus'].includes(name))).toEqual([
      'Minus',
      'None',
      'Plus',
    ]);
  });
});

describe('the order of the compilation hooks', () => {
  it('is, in a build of the example project, the first-call order the page prints', async () => {
    const calls: string[] = [];
    const recorder = {
      apply(compiler: webpack.Compiler) {
        compiler.hooks.thisCompilation.tap('Recorder', (compilation) => {
          for (const [name, hook, kind] of hooksOf(compilation)) {
            if (
              kind === 'getter' ||
              hook._fakeHook ||
              hook.constructor.name === 'HookMap' ||
              name === 'optimizeAssets' ||
              name === 'afterOptimizeAssets'
            )
              continue;
            hook.tap('Recorder', (...args: unknown[]) => {
              calls.push(name);
              return hook.constructor.name.includes('Waterfall') ? args[0] : undefined;
            });
          }
        });
      },
    };
    const stats = await runBuild(exampleConfig(tempDir('compilation-hooks-order'), [recorder]));
    const seal = [...new Set(calls)];
    calls.length = 0;
    stats.toString();
    const statsCalls = [...new Set(calls)];
    expect(listedOrder(blockWith(blocks, 'addEntry'))).toEqual(seal);
    expect(listedOrder(blockWith(blocks, 'statsNormalize'))).toEqual(statsCalls);
  });
});

describe('the example plugins', () => {
  const EXAMPLE_BANNER = '/* Example Corp. All rights reserved. */\n';

  it('write the banner at the top of each JavaScript file, the source maps shifted by its line, and assets.txt as shown', async () => {
    const out = tempDir('compilation-hooks-example');
    const stats = await runBuild(exampleConfig(out));
    expect(stats.hasErrors()).toBe(false);
    for (const file of ['main.js', '853.js']) {
      expect(readFileSync(path.join(out, file), 'utf8').startsWith(EXAMPLE_BANNER), file).toBe(true);
      const map = JSON.parse(readFileSync(path.join(out, `${file}.map`), 'utf8')) as { mappings: string };
      expect(map.mappings.startsWith(';'), `${file}.map starts with an empty line`).toBe(true);
    }
    expect(readFileSync(path.join(out, 'assets.txt'), 'utf8')).toBe(`${blockWith(blocks, 'main.js.map')}\n`);
    expect(readPage(PAGE)).toContain(`\`${EXAMPLE_BANNER.trim()}\``);
  });

  it('lose the banner to the minimizer when the banner plugin taps PROCESS_ASSETS_STAGE_ADDITIONS', async () => {
    const code = readFileSync(path.join(EXAMPLE, 'banner-comment-plugin.js'), 'utf8');
    expect(code).toContain('Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1');
    const module = { exports: {} as new (text: string) => webpack.WebpackPluginInstance };
    new Function(
      'module',
      'require',
      code.replace('Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1', 'Compilation.PROCESS_ASSETS_STAGE_ADDITIONS'),
    )(module, requireFromRoot);
    const out = tempDir('compilation-hooks-additions');
    await runBuild({ ...exampleConfig(out), plugins: [new module.exports('Example Corp. All rights reserved.')] });
    expect(readFileSync(path.join(out, 'main.js'), 'utf8')).not.toContain('Example Corp.');
  });

  it('add the banner to a JavaScript file that a later stage adds, thanks to additionalAssets', async () => {
    const out = tempDir('compilation-hooks-additional');
    const late = {
      apply(compiler: webpack.Compiler) {
        compiler.hooks.thisCompilation.tap('Late', (compilation) => {
          compilation.hooks.processAssets.tap(
            { name: 'Late', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH },
            () => {
              compilation.emitAsset('late.js', new webpack.sources.RawSource('console.log("late");\n'), {
                minimized: true,
              });
            },
          );
        });
      },
    };
    await runBuild(exampleConfig(out, [late]));
    expect(readFileSync(path.join(out, 'late.js'), 'utf8')).toBe(`${EXAMPLE_BANNER}console.log("late");\n`);
  });
});

describe('the claims about hooks', () => {
  it('an entry that cannot be resolved ends in succeedEntry, with an error', async () => {
    const called: string[] = [];
    const stats = await runBuild(
      exampleConfig(
        tempDir('compilation-hooks-missing'),
        [
          {
            apply(compiler: webpack.Compiler) {
              compiler.hooks.thisCompilation.tap('Test', (compilation) => {
                compilation.hooks.succeedEntry.tap('Test', () => called.push('succeedEntry'));
                compilation.hooks.failedEntry.tap('Test', () => called.push('failedEntry'));
              });
            },
          },
        ],
        { entry: './src/missing.js' },
      ),
    );
    expect(called).toEqual(['succeedEntry']);
    expect(stats.hasErrors()).toBe(true);
  });

  it('a module that does not parse still succeeds, with an error', async () => {
    const dir = tempDir('compilation-hooks-parse');
    const file = path.join(dir, 'broken.js');
    (await import('node:fs')).writeFileSync(file, 'export const = ;\n');
    const called: string[] = [];
    const stats = await runBuild(
      exampleConfig(
        tempDir('compilation-hooks-parse-out'),
        [
          {
            apply(compiler: webpack.Compiler) {
              compiler.hooks.thisCompilation.tap('Test', (compilation) => {
                compilation.hooks.succeedModule.tap('Test', (module) =>
                  called.push(`succeed ${path.basename(module.identifier())}`),
                );
                compilation.hooks.failedModule.tap('Test', (module) =>
                  called.push(`failed ${path.basename(module.identifier())}`),
                );
              });
            },
          },
        ],
        { entry: file },
      ),
    );
    expect(called).toEqual(['succeed broken.js']);
    expect(stats.hasErrors()).toBe(true);
  });

  it('optimizeChunks runs again while a tap returns true', async () => {
    let calls = 0;
    await runBuild(
      exampleConfig(tempDir('compilation-hooks-loop'), [
        {
          apply(compiler: webpack.Compiler) {
            compiler.hooks.thisCompilation.tap('Test', (compilation) => {
              compilation.hooks.optimizeChunks.tap('Test', () => {
                calls += 1;
                return calls < 3 ? true : undefined;
              });
            });
          },
        },
      ]),
    );
    expect(calls).toBe(3);
  });

  it('log: a tap that returns true keeps the message out of compilation.logging', async () => {
    let logging = new Map<string, unknown[]>();
    await runBuild(
      exampleConfig(tempDir('compilation-hooks-log'), [
        {
          apply(compiler: webpack.Compiler) {
            compiler.hooks.thisCompilation.tap('Test', (compilation) => {
              compilation.hooks.log.tap('Test', (origin) => (origin === 'Quiet' ? true : undefined));
              compilation.hooks.finishModules.tap('Test', () => {
                compilation.getLogger('Quiet').info('hidden');
                compilation.getLogger('Loud').info('shown');
              });
            });
            compiler.hooks.afterCompile.tap('Test', (compilation) => {
              logging = compilation.logging;
            });
          },
        },
      ]),
    );
    expect(logging.has('Quiet')).toBe(false);
    expect(logging.get('Loud')).toHaveLength(1);
  });

  it('the runtimeRequirementInTree example adds its runtime module', async () => {
    const block = blocks.find(
      (candidate) => candidate.lang === 'js' && candidate.code.includes('BuildTimeRuntimeModule'),
    );
    expect(block).toBeDefined();
    const plugin = { apply: new Function('compiler', block?.code ?? '') as (compiler: webpack.Compiler) => void };
    const out = tempDir('compilation-hooks-runtime');
    await runBuild(exampleConfig(out, [plugin], { optimization: { minimize: false } }));
    expect(readFileSync(path.join(out, 'main.js'), 'utf8')).toMatch(/__webpack_require__\.buildTime = \d+;/);
  });

  it('chunkHashDependencies: the example gives main.js a new [contenthash] when the lazy chunk changes, unless realContentHash recomputes it', async () => {
    const code =
      blocks.find((candidate) => candidate.lang === 'js' && candidate.code.includes('hooks.chunkHashDependencies.tap'))
        ?.code ?? '';
    expect(code).toContain('HashLinkPlugin');
    const project = copyProject(EXAMPLE, 'compilation-hooks-hash-dependencies');
    /** The name of the main file after a build with `greeting.js` set to `text`. */
    const mainFile = async (text: string, withPlugin: boolean, realContentHash: boolean): Promise<string> => {
      writeFileSync(path.join(project, 'src', 'greeting.js'), `export const greeting = '${text}';\n`);
      const out = tempDir('compilation-hooks-hash-dependencies-out');
      const plugins = withPlugin
        ? [{ apply: new Function('compiler', code) as (compiler: webpack.Compiler) => void }]
        : [];
      const config = exampleConfig(out, plugins, { context: project, optimization: { realContentHash } });
      const stats = await runBuild({
        ...config,
        output: { path: out, filename: '[name].[contenthash].js', chunkFilename: '[id].js' },
      });
      expect(stats.hasErrors() || stats.hasWarnings(), stats.toString()).toBe(false);
      return (
        Object.keys(stats.compilation.assets).find((name) => name.startsWith('main.') && name.endsWith('.js')) ?? ''
      );
    };
    // Without the plugin, main.js does not name 853.js by a hash, so its hash ignores 853.js.
    expect(await mainFile('one', false, false)).toBe(await mainFile('two', false, false));
    expect(await mainFile('one', true, false)).not.toBe(await mainFile('two', true, false));
    expect(await mainFile('one', true, true)).toBe(await mainFile('two', true, true));
  }, 60_000);

  it('chunkHashDependencies: webpack ignores the chunk itself and warns, as the page says, about a chunk hashed later and about a circle', async () => {
    const declare = (
      pick: (chunk: webpack.Chunk, compilation: webpack.Compilation) => webpack.Chunk[],
    ): webpack.WebpackPluginInstance => ({
      apply(compiler: webpack.Compiler) {
        compiler.hooks.thisCompilation.tap('Test', (compilation) => {
          compilation.hooks.chunkHashDependencies.tap('Test', (chunk, dependencies) => {
            for (const other of pick(chunk, compilation)) dependencies.add(other);
          });
        });
      },
    });
    const warnings = async (
      plugin: webpack.WebpackPluginInstance,
      entry: webpack.Configuration['entry'] = './src/index.js',
    ): Promise<string[]> =>
      (
        await runBuild(exampleConfig(tempDir('compilation-hooks-hash-warnings'), [plugin], { entry }))
      ).compilation.warnings.map((warning) => warning.message);
    const asked: number[] = [];
    const self = declare((chunk) => [chunk]);
    const reader = {
      apply(compiler: webpack.Compiler) {
        compiler.hooks.thisCompilation.tap('Reader', (compilation) => {
          compilation.hooks.chunkHash.tap('Reader', (chunk) =>
            asked.push(compilation.getChunkHashDependencies(chunk).size),
          );
        });
      },
    };
    expect(
      await warnings({
        apply: (compiler: webpack.Compiler) => [self, reader].forEach((plugin) => plugin.apply(compiler)),
      }),
    ).toEqual([]);
    expect(asked).toEqual([0, 0]);
    const later = declare((chunk, compilation) =>
      chunk.canBeInitial() ? [] : [...compilation.chunks].filter((other) => other.name === 'main'),
    );
    expect(await warnings(later)).toEqual([
      "Chunk 853 cannot read the hash of chunk main, which is hashed after it.\nIts hash will not change with that chunk's.",
    ]);
    const page = readPage(PAGE).replace(/\s+/g, ' ');
    expect(page).toContain('`Chunk <name> cannot read the hash of chunk <name>, which is hashed after it.`');
    const runtimes = declare((chunk, compilation) =>
      chunk.hasRuntime() ? [...compilation.chunks].filter((other) => other !== chunk && other.hasRuntime()) : [],
    );
    const twoEntries = { a: './src/index.js', b: './src/greeting.js' };
    expect((await warnings(runtimes, twoEntries)).map((message) => message.split(' (')[0])).toEqual([
      'Circular dependency between chunks with runtime',
    ]);
    expect(page).toContain('`Circular dependency between chunks with runtime (<names>)`');
    const lazy = declare((chunk, compilation) =>
      chunk.canBeInitial() ? [] : [...compilation.chunks].filter((other) => other !== chunk && !other.canBeInitial()),
    );
    const project = copyProject(EXAMPLE, 'compilation-hooks-two-lazy');
    writeFileSync(path.join(project, 'src', 'other.js'), 'export const other = 1;\n');
    writeFileSync(
      path.join(project, 'src', 'index.js'),
      "import('./greeting').then(console.log);\nimport('./other').then(console.log);\n",
    );
    const twoLazy = path.join(project, 'src', 'index.js');
    expect((await warnings(lazy, twoLazy)).map((message) => message.split(' (')[0])).toEqual([
      'Circular hash dependency between chunks',
    ]);
    expect(page).toContain('`Circular hash dependency between chunks (<names>)`');
  }, 60_000);

  it('optimizeAssets and afterOptimizeAssets are the processAssets and afterProcessAssets objects', () => {
    const compilation = liveCompilation();
    expect(compilation.hooks.optimizeAssets).toBe(compilation.hooks.processAssets);
    expect(compilation.hooks.afterOptimizeAssets).toBe(compilation.hooks.afterProcessAssets);
  });
});

describe('the deprecated hooks', () => {
  it('the stand-ins print their deprecation codes when read, and forward to processAssets at their stage', async () => {
    const compilation = liveCompilation();
    const { Compilation } = webpack;
    const expected: [string, string, number][] = [
      [
        'additionalChunkAssets',
        'DEP_WEBPACK_COMPILATION_ADDITIONAL_CHUNK_ASSETS',
        Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
      ],
      [
        'optimizeChunkAssets',
        'DEP_WEBPACK_COMPILATION_OPTIMIZE_CHUNK_ASSETS',
        Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE,
      ],
      [
        'afterOptimizeChunkAssets',
        'DEP_WEBPACK_COMPILATION_AFTER_OPTIMIZE_CHUNK_ASSETS',
        Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE + 1,
      ],
    ];
    const hooks = compilation.hooks as unknown as Record<
      string,
      { tap: (name: string | object, fn: () => void) => void; intercept: (i: object) => void }
    >;
    for (const [name, code, stage] of expected) {
      const codes = await warningsOf(() => hooks[name]?.tap(`Test ${name}`, () => undefined));
      expect(codes, name).toContain(code);
      expect(pageSections.get(name)?.text ?? '', name).toContain(code);
      const tap = (compilation.hooks.processAssets as unknown as AnyHook).taps.find(
        (candidate) => candidate.name === `Test ${name}`,
      );
      expect(tap?.stage, name).toBe(stage);
      expect(() => hooks[name]?.tap({ name: 'Staged', stage: 1 }, () => undefined), name).toThrow(
        "it's using the 'stage' option",
      );
      expect(() => hooks[name]?.intercept({}), name).toThrow("it's using 'intercept'");
    }
    const quiet = await warningsOf(() => hooks.additionalAssets?.tap('Test additionalAssets', () => undefined));
    expect(quiet).toEqual([]);
    expect(
      (compilation.hooks.processAssets as unknown as AnyHook).taps.find(
        (candidate) => candidate.name === 'Test additionalAssets',
      )?.stage,
    ).toBe(Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL);
  });

  it('normalModuleLoader prints its deprecation code when read and is the loader hook of NormalModule', async () => {
    const compilation = liveCompilation();
    let hook: unknown;
    const codes = await warningsOf(() => {
      hook = (compilation.hooks as unknown as Record<string, unknown>).normalModuleLoader;
    });
    expect(codes).toContain('DEP_WEBPACK_COMPILATION_NORMAL_MODULE_LOADER_HOOK');
    expect(pageSections.get('normalModuleLoader')?.text).toContain('DEP_WEBPACK_COMPILATION_NORMAL_MODULE_LOADER_HOOK');
    expect(hook).toBe(webpack.NormalModule.getCompilationHooks(compilation).loader);
  });

  it('with experiments.backCompat off, three stand-ins are gone and additionalAssets stays', () => {
    const compiler = webpack({
      ...exampleConfig(tempDir('compilation-hooks-backcompat')),
      experiments: { backCompat: false },
    });
    let hooks: Record<string, unknown> = {};
    compiler.hooks.thisCompilation.tap('Test', (compilation) => {
      hooks = compilation.hooks;
    });
    compiler.newCompilation(compiler.newCompilationParams());
    expect([hooks.additionalChunkAssets, hooks.optimizeChunkAssets, hooks.afterOptimizeChunkAssets]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    expect(hooks.additionalAssets).toBeDefined();
  });
});
