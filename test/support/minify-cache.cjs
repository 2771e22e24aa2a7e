/**
 * Preloaded into every Node.js process of the tests (NODE_OPTIONS, set by vitest-setup.ts):
 * terser, the default minimizer of webpack (minimizer-webpack-plugin) and of TerserPlugin, keeps
 * its results on disk under a key of its whole input (the code, the source map, the options, the
 * versions of terser and of the plugin), so that code the tests minimized once is not minimized
 * again. Minimizing is a pure function of that input, so a build's output is the same byte for
 * byte. Most of the tests' production builds spend most of their time in it, and many build the
 * same project more than once (with the Node API, then with the CLI). With the cache, minimizing
 * runs in the build's own thread: the tests already keep every core busy. Without
 * `WEBPACK_DOCS_MINIFY_CACHE` (a folder) nothing changes; the test of the plugin's own workers
 * removes it from its environment. A read marks an entry used, and the setup removes the entries
 * no run has used for two weeks.
 */
'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS module that Node.js preloads */
const { createHash } = require('node:crypto');
const { mkdirSync, readFileSync, renameSync, utimesSync, writeFileSync } = require('node:fs');
const Module = require('node:module');
const path = require('node:path');

/** The module of each plugin whose default minimizer is terser: webpack's, and TerserPlugin. */
const UTILS = /[\\/](?:minimizer|terser)-webpack-plugin[\\/]dist[\\/]utils\.js$/;
const load = Module._load;

/** The input as JSON, or null when it holds a function, whose effect the key cannot capture. */
function keyText(value) {
  let plain = true;
  const text = JSON.stringify(value, (_key, item) => {
    if (typeof item === 'function') plain = false;
    if (item instanceof RegExp) return `RegExp ${item.source} ${item.flags}`;
    return item;
  });
  return plain ? text : null;
}

function wrap(utils, file) {
  const minify = utils.terserMinify;
  const versions = [
    minify.getMinimizerVersion?.(),
    JSON.parse(readFileSync(path.join(path.dirname(file), '..', 'package.json'), 'utf8')).version,
  ].join(' ');
  async function terserMinify(input, sourceMap, minimizerOptions, extractComments) {
    const folder = process.env.WEBPACK_DOCS_MINIFY_CACHE;
    const text = folder ? keyText([versions, input, sourceMap, minimizerOptions, extractComments]) : null;
    if (!folder || text === null) return minify(input, sourceMap, minimizerOptions, extractComments);
    const file = path.join(folder, `${createHash('sha256').update(text).digest('hex')}.json`);
    try {
      const result = JSON.parse(readFileSync(file, 'utf8'));
      // Used now: the setup removes entries unused for weeks (vitest-setup.ts).
      const now = new Date();
      utimesSync(file, now, now);
      return result;
    } catch {
      // Not there yet (or cut short by a process that stopped): minimize.
    }
    const result = await minify(input, sourceMap, minimizerOptions, extractComments);
    mkdirSync(folder, { recursive: true });
    const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    writeFileSync(temporary, JSON.stringify(result));
    renameSync(temporary, file);
    return result;
  }
  Object.assign(terserMinify, minify);
  // TerserPlugin sends its minimizer to a worker as source text: the original's, since the cache
  // around it would not come along. With the cache, no workers.
  terserMinify.toString = () => minify.toString();
  terserMinify.supportsWorker = () => !process.env.WEBPACK_DOCS_MINIFY_CACHE;
  terserMinify.cached = true;
  utils.terserMinify = terserMinify;
}

Module._load = function loadWithCache(request, parent, isMain) {
  const loaded = load.call(this, request, parent, isMain);
  // Only a module that exports a terserMinify not yet wrapped is worth resolving.
  if (typeof loaded?.terserMinify !== 'function' || loaded.terserMinify.cached) return loaded;
  const file = Module._resolveFilename(request, parent, isMain);
  if (UTILS.test(file)) wrap(loaded, file);
  return loaded;
};
