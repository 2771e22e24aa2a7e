/**
 * What the playground worker has in place of a package that needs Node.js or a native program
 * (see ../unavailable.ts): using it fails with an error that says so. Which package it stands for
 * is the query of its request (`unavailable.cjs?esbuild`).
 */
'use strict';
/* global __resourceQuery -- webpack's, the query of this module's request */
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS module of the worker bundle */

module.exports = require('../unavailable').unavailable(__resourceQuery.slice(1));
