/**
 * watchpack in the playground worker: the playground never watches files, but webpack's glob
 * matching (output.clean.keep, ...) uses watchpack's glob-to-regexp translation.
 */
'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS module of the worker bundle */

const globToRegExp = require('watchpack/lib/util/globToRegExp');

function Watchpack() {
  throw new Error('The playground builds once: it does not watch files.');
}

module.exports = Object.assign(Watchpack, { util: { globToRegExp } });
