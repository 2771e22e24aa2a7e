/**
 * content/api/compiler-hooks.md against the installed webpack:
 * - every hook of a live `Compiler` (`compiler.hooks`) has a `### <name>` heading whose section
 *   names the hook's class (the live `hook.constructor.name`) and the types of its arguments (the
 *   hook's tuple in webpack's types.d.ts); no such section names a hook that does not exist;
 * - the order of hooks the page prints for `run()` and for `watch()` is the order a build of the
 *   example project calls them in, with every hook tapped;
 * - the example plugin of examples/api/compiler-hooks/ prints what the page shows, and the other
 *   claims of the page (what a child compiler copies, bail results, tap options) hold.
 */
import { utimesSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
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
import { expectPrinted, runCli } from '../../support/cli';
import { copyProject, projectConfig, tempDir } from '../../support/project';
import { readPage } from '../../support/content';

const PAGE = path.join(ROOT, 'content', 'api', 'compiler-hooks.md');
const EXAMPLE = path.join(ROOT, 'examples', 'api', 'compiler-hooks');
const requireFromRoot = createRequire(path.join(ROOT, 'package.json'));
const pageSections = hookSections(PAGE);
const blocks = codeBlocks(PAGE);

// ---------------------------------------------------------------------------------------------
// Live objects.

type AnyHook = {
  constructor: { name: string };
  taps: { name: string }[];
  tap: (
    options: string | { name: string; stage?: number; before?: string | string[] },
    fn: (...args: unknown[]) => unknown,
  ) => void;
};

function exampleConfig(out: string, plugins: webpack.WebpackPluginInstance[] = []): webpack.Configuration {
  const config = projectConfig(EXAMPLE);
  return {
    context: EXAMPLE,
    ...config,
    output: { ...config.output, path: out },
    infrastructureLogging: { level: 'none' },
    plugins: [...(config.plugins ?? []), ...plugins],
  };
}

function hooksOf(compiler: webpack.Compiler): [string, AnyHook][] {
  return Object.entries(compiler.hooks) as unknown as [string, AnyHook][];
}

/** Taps every hook of the compiler (sync taps, so every hook class accepts them) and records each call. */
class Recorder {
  calls: string[] = [];
  apply(compiler: webpack.Compiler): void {
    for (const [name, hook] of hooksOf(compiler)) {
      hook.tap('Recorder', () => {
        this.calls.push(name);
        return undefined;
      });
    }
  }
}

function collapse(calls: string[]): string[] {
  return calls.filter((name, index) => calls[index - 1] !== name);
}

const close = (compiler: webpack.Compiler): Promise<void> =>
  new Promise((resolve, reject) =>
    compiler.close((error) => (error ? reject(error ?? new Error('no stats')) : resolve())),
  );
/** Lets the calls that follow a callback (afterDone follows the run() callback) happen. */
const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 50));

describe('content/api/compiler-hooks.md', () => {
  const compiler = webpack(exampleConfig(tempDir('compiler-hooks-walk')));
  const live = hooksOf(compiler);
  const declared = declaredHooks('Compiler');

  it('walks the hooks of a live compiler and of types.d.ts', () => {
    expect(live.length).toBeGreaterThan(30);
    expect([...declared.keys()].sort()).toEqual(live.map(([name]) => name).sort());
  });

  for (const [name, hook] of live) {
    it(`documents ${name}: heading, class, argument types`, () => {
      const section = pageSections.get(name);
      expect(section, `no "### ${name}" heading`).toBeDefined();
      expect(section?.classes, `${name}: no "Class:" item`).not.toBeNull();
      expect(section?.classes?.[0], `${name}: the class the page names`).toBe(hook.constructor.name);
      const types = argumentTypes(declared.get(name) ?? '');
      const documented = (section?.args ?? []).map((arg) => arg.slice(arg.indexOf(':') + 1).replace(/\s+/g, ''));
      expect(section?.args, `${name}: no "Arguments:" item`).not.toBeNull();
      expect(documented, `${name}: the argument types (types.d.ts: ${declared.get(name)})`).toEqual(
        types.map((type) => type.replace(/\s+/g, '')),
      );
      expect((hook as unknown as { _args: string[] })._args).toHaveLength(types.length);
    });
  }

  it('documents no hook that the compiler does not have', () => {
    const names = new Set(live.map(([name]) => name));
    const unknown = [...pageSections]
      .filter(([heading, section]) => section.classes !== null && !names.has(heading))
      .map(([heading, section]) => `line ${section.line}: ${heading}`);
    expect(unknown).toEqual([]);
  });

  it('says that finishMake is declared as AsyncParallelHook but is an AsyncSeriesHook', () => {
    expect(declared.get('finishMake')).toMatch(/^AsyncParallelHook</);
    expect(compiler.hooks.finishMake.constructor.name).toBe('AsyncSeriesHook');
    expect(pageSections.get('finishMake')?.text).toContain('AsyncParallelHook');
  });
});

describe('the order of the compiler hooks', () => {
  it('is, for run() and close(), the order the page prints', async () => {
    const recorder = new Recorder();
    const calls = recorder.calls;
    const compiler = webpack(exampleConfig(tempDir('compiler-hooks-run'), [recorder]));
    calls.push('# webpack() returns');
    await new Promise<void>((resolve, reject) =>
      compiler.run((error) => {
        calls.push('# run() callback');
        if (error) reject(error);
        else resolve();
      }),
    );
    await settle();
    await close(compiler);
    calls.push('# close() callback');
    expect(listedOrder(blockWith(blocks, 'beforeRun'))).toEqual(collapse(calls));
  });

  it('is, for watch(), a change and close(), the order the page prints', async () => {
    const project = copyProject(EXAMPLE, 'compiler-hooks-watch');
    // Files written a moment ago can look changed to a watcher that starts now; date them back.
    const past = new Date(Date.now() - 60_000);
    for (const file of [
      'package.json',
      'webpack.config.js',
      'build-summary-plugin.js',
      'src/index.js',
      'src/greeting.js',
      'src',
      '.',
    ]) {
      utimesSync(path.join(project, file), past, past);
    }
    const recorder = new Recorder();
    const calls = recorder.calls;
    // The output goes outside the watched project, so that writing it changes nothing there.
    const config = exampleConfig(tempDir('compiler-hooks-watch-out'), [recorder]);
    const compiler = webpack({ ...config, context: project });
    const modified: (string[] | undefined)[] = [];
    compiler.hooks.watchRun.tap('Test', (c) => {
      modified.push(c.modifiedFiles && [...c.modifiedFiles]);
    });
    calls.push('# webpack() returns');
    let builds = 0;
    await new Promise<void>((resolve, reject) => {
      compiler.watch({ aggregateTimeout: 500 }, (error) => {
        if (error) return reject(error);
        builds += 1;
        calls.push(`# watch() handler, build ${builds}`);
        if (builds === 1) {
          setTimeout(() => {
            calls.push('# src/greeting.js changes');
            writeFileSync(path.join(project, 'src', 'greeting.js'), "export const greeting = 'Hello again';\n");
          }, 200);
        } else setTimeout(resolve, 100);
      });
    });
    await close(compiler);
    calls.push('# close() callback');
    // The watcher may report the change (of the file, or of its folder) a moment before the write
    // returns, so the marker of the write is compared on its own: after the first build.
    const CHANGE = '# src/greeting.js changes';
    const recorded = collapse(calls);
    expect(recorded.indexOf(CHANGE)).toBeGreaterThan(recorded.indexOf('# watch() handler, build 1'));
    expect(listedOrder(blockWith(blocks, CHANGE)).filter((line) => line !== CHANGE)).toEqual(
      recorded.filter((line) => line !== CHANGE),
    );
    // watchRun: modifiedFiles is undefined on the first build, then the changed paths.
    expect(modified).toHaveLength(2);
    expect(modified[0]).toBeUndefined();
    expect(modified[1]).toContain(path.join(project, 'src', 'greeting.js'));
  }, 30_000);
});

describe('the example plugin', () => {
  it('prints, in the CLI, the output the page shows', () => {
    const copy = copyProject(EXAMPLE, 'compiler-hooks-cli');
    const { status, printed } = runCli(copy, []);
    expect(status, printed).toBe(0);
    expectPrinted(printed, blockWith(blocks, '[BuildSummaryPlugin]'));
  }, 60_000);

  it('counts only the files it writes: none when a second compiler builds into the same folder', async () => {
    const out = tempDir('compiler-hooks-twice');
    const logged: string[] = [];
    for (let i = 0; i < 2; i++) {
      const compiler = webpack(exampleConfig(out));
      compiler.hooks.infrastructureLog.tap('Test', (origin, _type, args) => {
        if (origin === 'BuildSummaryPlugin') logged.push(String(args?.[0]));
        return undefined;
      });
      await new Promise<void>((resolve, reject) => compiler.run((error) => (error ? reject(error) : resolve())));
      await close(compiler);
    }
    expect(logged).toEqual([
      expect.stringMatching(/^wrote 2 files \(\d+ bytes\): 853\.js, main\.js$/),
      'wrote 0 files (0 bytes): ',
    ]);
    expect(readPage(PAGE)).toContain('`wrote 0 files (0 bytes): `');
  }, 30_000);
});

describe('the claims of the page', () => {
  it('a child compiler copies the taps of every hook but make, compile, emit, afterEmit, invalid, done and thisCompilation', async () => {
    let copied: string[] = [];
    const compiler = webpack(
      exampleConfig(tempDir('compiler-hooks-child'), [
        new Recorder(),
        {
          apply(parent: webpack.Compiler) {
            parent.hooks.thisCompilation.tap('Test', (compilation) => {
              const child = compilation.createChildCompiler('child', {}, []);
              copied = hooksOf(child)
                .filter(([, hook]) => hook.taps.some((tap) => tap.name === 'Recorder'))
                .map(([name]) => name);
            });
          },
        },
      ]),
    );
    await new Promise<void>((resolve, reject) => compiler.run((error) => (error ? reject(error) : resolve())));
    await close(compiler);
    const notCopied = hooksOf(compiler)
      .map(([name]) => name)
      .filter((name) => !copied.includes(name));
    expect(notCopied.sort()).toEqual(['afterEmit', 'compile', 'done', 'emit', 'invalid', 'make', 'thisCompilation']);
    expect(readPage(PAGE).replace(/\s+/g, ' ')).toContain(
      'copies the taps of every compiler hook except `make`, `compile`, `emit`, `afterEmit`, `invalid`, `done` and `thisCompilation`',
    );
  });

  it('entryOption: a tap that returns true keeps webpack from adding the configured entries', async () => {
    const compiler = webpack(
      exampleConfig(tempDir('compiler-hooks-entry-option'), [
        {
          apply(c: webpack.Compiler) {
            c.hooks.entryOption.tap('Test', () => true);
          },
        },
      ]),
    );
    const stats = await new Promise<webpack.Stats>((resolve, reject) =>
      compiler.run((error, result) => (error || !result ? reject(error ?? new Error('no stats')) : resolve(result))),
    );
    await close(compiler);
    expect(stats.compilation.entries.size).toBe(0);
    expect(stats.compilation.getAssets()).toEqual([]);
  });

  it('shouldEmit: returning false skips writing, and done still runs', async () => {
    const recorder = new Recorder();
    const compiler = webpack(
      exampleConfig(tempDir('compiler-hooks-should-emit'), [
        recorder,
        {
          apply(c: webpack.Compiler) {
            c.hooks.shouldEmit.tap('Test', () => false);
          },
        },
      ]),
    );
    await new Promise<void>((resolve, reject) => compiler.run((error) => (error ? reject(error) : resolve())));
    await settle();
    await close(compiler);
    expect(recorder.calls).toContain('done');
    for (const name of ['emit', 'assetEmitted', 'afterEmit', 'emitRecords']) expect(recorder.calls).not.toContain(name);
  });

  it('failed: an error passed to a callback ends the run; failed runs and done does not', async () => {
    const recorder = new Recorder();
    const afterDoneWith: unknown[] = [];
    const compiler = webpack(
      exampleConfig(tempDir('compiler-hooks-failed'), [
        recorder,
        {
          apply(c: webpack.Compiler) {
            c.hooks.afterDone.tap('Test', (stats) => {
              afterDoneWith.push(stats);
            });
            c.hooks.beforeRun.tapAsync('Test', (_compiler, callback) => callback(new Error('no network')));
          },
        },
      ]),
    );
    const error = await new Promise<Error | null>((resolve) => compiler.run((result) => resolve(result)));
    await settle();
    await close(compiler);
    expect(error?.message).toBe('no network');
    expect(recorder.calls).toContain('failed');
    expect(recorder.calls).not.toContain('done');
    expect(recorder.calls).toContain('afterDone');
    expect(afterDoneWith).toEqual([undefined]);
  });

  it('additionalPass: when needAdditionalPass says so, done runs, then additionalPass, then a second compile', async () => {
    const recorder = new Recorder();
    let asked = 0;
    const compiler = webpack(
      exampleConfig(tempDir('compiler-hooks-additional-pass'), [
        recorder,
        {
          apply(c: webpack.Compiler) {
            c.hooks.thisCompilation.tap('Test', (compilation) => {
              compilation.hooks.needAdditionalPass.tap('Test', () => {
                asked += 1;
                return asked === 1 ? true : undefined;
              });
            });
          },
        },
      ]),
    );
    await new Promise<void>((resolve, reject) => compiler.run((error) => (error ? reject(error) : resolve())));
    await settle();
    await close(compiler);
    const calls = collapse(recorder.calls);
    const pass = calls.indexOf('additionalPass');
    expect(pass).toBeGreaterThan(0);
    expect(calls[pass - 1]).toBe('done');
    expect(calls.slice(pass + 1, pass + 3)).toEqual(['normalModuleFactory', 'contextModuleFactory']);
    expect(calls.filter((name) => name === 'compile')).toHaveLength(2);
    expect(calls.filter((name) => name === 'done')).toHaveLength(2);
  });

  it('readRecords and emitRecords are called only when tapped (or with records paths)', async () => {
    const compiler = webpack(exampleConfig(tempDir('compiler-hooks-records')));
    const called: string[] = [];
    for (const name of ['readRecords', 'emitRecords'] as const) {
      const hook = compiler.hooks[name];
      const original = hook.callAsync.bind(hook);
      hook.callAsync = (callback) => {
        called.push(name);
        original(callback);
      };
    }
    await new Promise<void>((resolve, reject) => compiler.run((error) => (error ? reject(error) : resolve())));
    await close(compiler);
    expect(called).toEqual([]);
  });

  it('a MultiCompiler has the hooks, with the classes, of the table on the page', () => {
    const multi = webpack([
      exampleConfig(tempDir('compiler-hooks-multi-a')),
      exampleConfig(tempDir('compiler-hooks-multi-b')),
    ]);
    const rows = tableRows(tableWith(PAGE, '`MultiHook`'));
    const live = Object.entries(multi.hooks).map(([name, hook]) => [name, (hook as object).constructor.name]);
    expect(rows.map(([name, cls]) => [name, cls])).toEqual(live);
  });

  it('a MultiCompiler waits for the async taps of done, whose error reaches the run() callback without stats', async () => {
    const runMulti = async (
      tap: (stats: webpack.MultiStats, changed: webpack.Compiler[]) => Promise<void>,
    ): Promise<{ error: Error | null; stats: unknown }> => {
      const multi = webpack([
        exampleConfig(tempDir('compiler-hooks-multi-done-a')),
        exampleConfig(tempDir('compiler-hooks-multi-done-b')),
      ]);
      multi.hooks.done.tapPromise('Test', tap);
      const result = await new Promise<{ error: Error | null; stats: unknown }>((resolve) =>
        multi.run((error, stats) => resolve({ error: error ?? null, stats })),
      );
      await new Promise<void>((resolve) => multi.close(() => resolve()));
      return result;
    };
    const order: string[] = [];
    const ok = await runMulti(async (stats, changed) => {
      order.push(`done ${changed.length} ${stats.constructor.name}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
      order.push('settled');
    });
    order.push('callback');
    expect(ok.error).toBeNull();
    expect(order).toEqual(['done 2 MultiStats', 'settled', 'callback']);
    const failed = await runMulti(async () => {
      throw new Error('upload failed');
    });
    expect(failed.error?.message).toBe('upload failed');
    expect(failed.stats).toBeUndefined();
    const block = blockWith(blocks, "tapPromise('UploadPlugin'", 'js');
    expect(block).toContain('(multiStats, changedCompilers)');
  }, 60_000);

  it('calling a MultiCompiler done hook with call() prints DEP_WEBPACK_MULTI_COMPILER_DONE_CALL and throws once a tap is async', () => {
    // A process of its own: Node prints a deprecation once per process.
    const script = `
      const webpack = require('webpack');
      process.on('warning', (warning) => console.log('warning ' + warning.code));
      const multi = webpack([{ entry: ${JSON.stringify(path.join(EXAMPLE, 'src', 'index.js'))} }, { entry: ${JSON.stringify(path.join(EXAMPLE, 'src', 'greeting.js'))} }]);
      multi.hooks.done.tap('Sync', () => console.log('sync tap'));
      multi.hooks.done.call(null, []);
      multi.hooks.done.tapAsync('Async', (stats, changed, callback) => callback());
      try { multi.hooks.done.call(null, []); } catch (error) { console.log('throws ' + error.message); }
      setTimeout(() => {}, 50);
    `;
    const result = spawnSync(process.execPath, ['-e', script], { cwd: ROOT, encoding: 'utf8' });
    expect(result.stdout.trim().split('\n')).toEqual([
      'sync tap',
      'throws MultiCompiler.hooks.done has async taps; call it with callAsync() or promise()',
      'warning DEP_WEBPACK_MULTI_COMPILER_DONE_CALL',
    ]);
    const page = readPage(PAGE).replace(/\s+/g, ' ');
    expect(page).toContain('`DEP_WEBPACK_MULTI_COMPILER_DONE_CALL`');
    expect(page).toContain('`MultiCompiler.hooks.done has async taps; call it with callAsync() or promise()`');
  });

  it('tapAsync and tapPromise throw on a sync hook', () => {
    const compiler = webpack(exampleConfig(tempDir('compiler-hooks-sync')));
    // The types leave tapAsync and tapPromise off a SyncHook; at runtime they exist and throw.
    const compile = compiler.hooks.compile as unknown as {
      tapAsync: (name: string, fn: () => void) => void;
      tapPromise: (name: string, fn: () => Promise<void>) => void;
    };
    expect(() => compile.tapAsync('Test', () => undefined)).toThrow('tapAsync is not supported on a SyncHook');
    expect(() => compile.tapPromise('Test', () => Promise.resolve())).toThrow(
      'tapPromise is not supported on a SyncHook',
    );
  });

  it('stage and before order the taps of one hook as the page says', () => {
    const block = blockWith(blocks, 'before:', 'js');
    // The block taps compiler.hooks.compile; a SyncHook of its own stands in for it, so that
    // webpack's own taps of compile stay out of it.
    const { SyncHook } = requireFromRoot('tapable') as {
      SyncHook: new (args: string[]) => AnyHook & { call: (...args: unknown[]) => void };
    };
    const compile = new SyncHook(['params']);
    const order: string[] = [];
    const run = new Function('compiler', 'console', block) as (
      c: unknown,
      log: { log: (text: string) => void },
    ) => void;
    run({ hooks: { compile } }, { log: (text) => order.push(text) });
    compile.call({});
    expect(order).toEqual(['Early', 'First', 'Second', 'Late']);
  });
});
