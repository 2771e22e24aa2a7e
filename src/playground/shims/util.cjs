/**
 * Node.js's `util` in the playground worker: the `util` package, plus the text coders that
 * Node.js's util also exports (webpack's HTML support reads TextDecoder from it). CommonJS, so that
 * `require('util')` gets every function of the package as its own.
 */
'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS module of the worker bundle */

module.exports = {
  ...require('util/util.js'),
  TextDecoder: globalThis.TextDecoder,
  TextEncoder: globalThis.TextEncoder,
};
