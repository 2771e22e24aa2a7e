/**
 * What the playground worker has in place of a package that needs Node.js or a native program
 * (esbuild, SWC, Lightning CSS, sharp, ...): using it fails with an error that says so. Which
 * package it stands for is the query of its request (`unavailable.cjs?esbuild`).
 */
'use strict';
/* global __resourceQuery -- webpack's, the query of this module's request */

const name = __resourceQuery.slice(1);

function fail() {
  throw new Error(
    `The playground cannot run ${name}: it needs Node.js or a native program. Run this configuration in a project on your machine (see /guides/installation/).`,
  );
}

module.exports = new Proxy(fail, {
  get(_target, key) {
    if (key === '__esModule') return false;
    if (typeof key === 'symbol' || key === 'then') return undefined;
    return fail();
  },
  apply: fail,
  construct: fail,
});
