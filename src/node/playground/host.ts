/**
 * The playground's runner (src/playground/run.ts) in Node.js, with the installed webpack: the
 * build decides with it which examples of the docs the playground can run, and the tests compare
 * its output with the playground worker's.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { Console } from 'node:console';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import Module, { createRequire } from 'node:module';
import path from 'node:path';
import { Writable } from 'node:stream';
import webpack, { type Compiler } from 'webpack';
import type { ModuleRunner } from '../../playground/commonjs';
import { PROJECT_DIR } from '../../playground/project';
import { HOST_PACKAGES, type HostPackage } from '../../playground/host-packages';
import type { RunnerHost, SyntaxParser } from '../../playground/run';
import { unavailable, UNAVAILABLE } from '../../playground/unavailable';
import { noNetwork } from '../../playground/no-network';
import type { MemoryFileSystem } from '../../playground/vfs';
import { WEBPACK_HOT_FILES, webpackPackageFiles } from '../../playground/webpack-files';

const require = createRequire(import.meta.url);

/** The packages of HOST_PACKAGES that minify: each would start a pool of threads (minifyInThread). */
const MINIMIZERS: readonly HostPackage[] = ['minimizer-webpack-plugin', 'terser-webpack-plugin'];

interface MinimizerStatics {
  getAvailableNumberOfCores: (parallel: unknown) => number;
}

/** Set while a playground build runs in this thread: the build's file system and module runner, once it has them. */
const inPlayground = new AsyncLocalStorage<{ fs: MemoryFileSystem | null; modules: ModuleRunner | null }>();

/**
 * A few of webpack's defaults read the project with Node.js's own `fs`, not the compiler's file
 * system (the package.json that names output.uniqueName). In the worker, `fs` is the in-memory
 * file system; here, during a playground build, reads under the project's folder go to it too.
 */
function projectReadsFromMemory(): void {
  const memory = (file: unknown) => {
    const store = inPlayground.getStore();
    return store?.fs && typeof file === 'string' && file.startsWith(`${PROJECT_DIR}/`) ? store.fs : null;
  };
  const { readFileSync, statSync } = fs;
  Object.assign(fs, {
    readFileSync: (file: string, options?: unknown) =>
      memory(file)?.readFileSync(file, options) ?? readFileSync(file, options as 'utf8'),
    statSync: (file: string, options?: { throwIfNoEntry: false }) =>
      memory(file)?.statSync(file, options) ?? statSync(file, options),
  });
}

/**
 * The browser has no worker threads for the minimizer plugins, so there they minify in the
 * build's own thread. In Node.js they would start a pool of threads for every build, a second each;
 * during a playground build they get no cores, as in the browser. Other builds are left alone.
 */
function minifyInThread(): void {
  for (const name of MINIMIZERS) {
    const plugin = require(name) as MinimizerStatics;
    const cores = plugin.getAvailableNumberOfCores.bind(plugin);
    plugin.getAvailableNumberOfCores = (parallel) => (inPlayground.getStore() ? 0 : cores(parallel));
  }
}

/**
 * In the worker, the file systems webpack's Node.js environment gives a new compiler are the
 * build's in-memory one (through the worker's `fs`), so a plugin that writes as it is applied
 * (ProfilingPlugin opens its trace file) writes there, or fails as it would in the browser. Here,
 * during a playground build, a new compiler gets the in-memory file system too: never the disk.
 */
function compilersUseMemory(): void {
  const plugin = require('webpack/lib/node/NodeEnvironmentPlugin') as {
    prototype: { apply: (compiler: Compiler) => void };
  };
  const { apply } = plugin.prototype;
  plugin.prototype.apply = function (this: unknown, compiler: Compiler) {
    apply.call(this, compiler);
    const files = inPlayground.getStore()?.fs as unknown as Compiler['inputFileSystem'] & Compiler['outputFileSystem'];
    if (!files) return;
    compiler.inputFileSystem = files;
    compiler.outputFileSystem = files;
    compiler.intermediateFileSystem = files as unknown as Compiler['intermediateFileSystem'];
    compiler.watchFileSystem = null;
  };
}

/**
 * In the worker, webpack loads a loader of the project with the build's module runner (see
 * src/playground/shims/load-loader.cjs), and a package that needs Node.js or a native program is
 * a stand-in that fails when used (src/playground/unavailable.ts). Here, during a playground build,
 * Node.js's `require` does the same: a file in the project's folder (webpack's loadLoader asks for
 * them) comes from the build's module runner, and such a package is the same stand-in.
 */
function projectModulesFromMemory(): void {
  const loader = Module as unknown as { _load: (request: string, parent: unknown, isMain: boolean) => unknown };
  const load = loader._load;
  const missing = new Set(UNAVAILABLE);
  loader._load = function (this: unknown, request, parent, isMain) {
    const store = inPlayground.getStore();
    if (store?.modules && request.startsWith(`${PROJECT_DIR}/`)) return store.modules.load(request);
    if (store && missing.has(request)) return unavailable(request);
    return load.call(this, request, parent, isMain);
  };
}

/**
 * The worker has no server and no network (src/playground/no-network.ts): there, lazy
 * compilation's server cannot start and `experiments.buildHttp`'s requests fail. Here, during a
 * playground build, `http` and `https` do the same, rather than open a port or reach the network.
 */
function noNetworkInPlayground(): void {
  for (const [name, api] of [
    ['http', http],
    ['https', https],
  ] as const) {
    const none = noNetwork(name);
    for (const method of ['createServer', 'request', 'get'] as const) {
      const real = api[method] as (...args: unknown[]) => unknown;
      Object.assign(api, {
        [method]: function (this: unknown, ...args: unknown[]) {
          return inPlayground.getStore() ? none[method]() : real.apply(this, args);
        },
      });
    }
  }
}

/**
 * A warning Node.js would print for a playground build (webpack's deprecation of an API an
 * example uses) is the example's business, not the site's build log's: it is dropped.
 */
function quietWarningsInPlayground(): void {
  const emit = process.emitWarning.bind(process);
  process.emitWarning = ((...args: Parameters<typeof emit>) => {
    if (!inPlayground.getStore()) emit(...args);
  }) as typeof process.emitWarning;
}

/** node_modules/webpack/ of a project, from the installed package, as the worker's bundle holds it. */
function installedWebpackFiles(): Record<string, string> {
  const hot = Object.fromEntries(
    WEBPACK_HOT_FILES.map((file) => [file, fs.readFileSync(require.resolve(`webpack/hot/${file}`), 'utf8')]),
  ) as Record<(typeof WEBPACK_HOT_FILES)[number], string>;
  return webpackPackageFiles(webpack.version, hot);
}

let webpackFiles: Record<string, string> | undefined;
let patched = false;
const quiet = new Console(new Writable({ write: (_chunk, _encoding, done) => done() }));

export function nodeHost(): RunnerHost {
  if (!patched) {
    patched = true;
    minifyInThread();
    projectReadsFromMemory();
    compilersUseMemory();
    projectModulesFromMemory();
    noNetworkInPlayground();
    quietWarningsInPlayground();
  }
  return {
    // What an example's configuration prints (its plugins' messages, a progress handler's lines)
    // would only clutter the site's build log: the decisions need its errors, not its output.
    console: quiet,
    scope: (build) => inPlayground.run({ fs: null, modules: null }, build),
    useFileSystem: (files, modules) => {
      const store = inPlayground.getStore();
      if (!store) return;
      store.fs = files;
      store.modules = modules;
    },
    webpack: webpack,
    webpackFiles: (webpackFiles ??= installedWebpackFiles()),
    modules: {
      webpack,
      path: path.posix,
      'node:path': path.posix,
      ...Object.fromEntries(HOST_PACKAGES.map((name) => [name, require(name) as unknown])),
    },
    syntaxParser: require('webpack/lib/javascript/syntax-parser') as SyntaxParser,
  };
}
