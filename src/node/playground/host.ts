/**
 * The playground's runner (src/playground/run.ts) in Node.js, with the installed webpack: the
 * build decides with it which examples of the docs the playground can run, and the tests compare
 * its output with the playground worker's.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import webpack from 'webpack';
import { PROJECT_DIR } from '../../playground/project';
import type { RunnerHost, SyntaxParser } from '../../playground/run';
import type { MemoryFileSystem } from '../../playground/vfs';

const require = createRequire(import.meta.url);

interface MinimizerStatics {
  getAvailableNumberOfCores: (parallel: unknown) => number;
}

/** Set while a playground build runs in this thread: the build's file system, once it has one. */
const inPlayground = new AsyncLocalStorage<{ fs: MemoryFileSystem | null }>();
let minimizerPatched = false;
let fsPatched = false;

/**
 * A few of webpack's defaults read the project with Node.js's own `fs`, not the compiler's file
 * system (the package.json that names output.uniqueName). In the worker, `fs` is the in-memory
 * file system; here, during a playground build, reads under the project's folder go to it too.
 */
function projectReadsFromMemory(): void {
  if (fsPatched) return;
  fsPatched = true;
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
 * The browser has no worker threads for minimizer-webpack-plugin, so there it minifies in the
 * build's own thread. In Node.js it would start a pool of threads for every build, a second each;
 * during a playground build it gets no cores, as in the browser. Other builds are left alone.
 */
function minifyInThread(): void {
  if (minimizerPatched) return;
  minimizerPatched = true;
  const plugin = require('minimizer-webpack-plugin') as MinimizerStatics;
  const cores = plugin.getAvailableNumberOfCores.bind(plugin);
  plugin.getAvailableNumberOfCores = (parallel) => (inPlayground.getStore() ? 0 : cores(parallel));
}

export function nodeHost(): RunnerHost {
  minifyInThread();
  projectReadsFromMemory();
  return {
    scope: (build) => inPlayground.run({ fs: null }, build),
    useFileSystem: (files) => {
      const store = inPlayground.getStore();
      if (store) store.fs = files;
    },
    webpack: webpack,
    modules: {
      webpack,
      path: path.posix,
      'node:path': path.posix,
      'minimizer-webpack-plugin': require('minimizer-webpack-plugin') as unknown,
    },
    syntaxParser: require('webpack/lib/javascript/syntax-parser') as SyntaxParser,
  };
}
