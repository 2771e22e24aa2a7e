/**
 * webpack's loadLoader (node_modules/webpack/lib/loaders/loadLoader.js) in the playground worker:
 * a loader is a module of the in-memory file system (a demo package, a file of the project), run by
 * the playground's CommonJS runner instead of Node.js's require.
 */
'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS module of the worker bundle */

const { currentModules } = require('playground-build-state');

module.exports = function loadLoader(loader, callback) {
  let loaded;
  try {
    loaded = currentModules().load(loader.path);
  } catch (error) {
    callback(error);
    return;
  }
  if (typeof loaded !== 'function' && (typeof loaded !== 'object' || loaded === null)) {
    callback(new Error(`Module '${loader.path}' is not a loader (export function or es6 module)`));
    return;
  }
  loader.normal = typeof loaded === 'function' ? loaded : loaded.default;
  loader.pitch = loaded.pitch;
  loader.raw = loaded.raw;
  if (typeof loader.normal !== 'function' && typeof loader.pitch !== 'function') {
    callback(new Error(`Module '${loader.path}' is not a loader (must have normal or pitch function)`));
    return;
  }
  callback();
};
