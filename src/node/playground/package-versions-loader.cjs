/**
 * A loader of the playground worker's build, for minimizer-webpack-plugin's `dist/utils.js`: its
 * `packageVersion(name)` finds a minifier's version by resolving the package on disk, which a
 * bundle cannot, so in the worker every minifier was "0.0.0". The plugin hashes those versions
 * into every chunk's hash, so every `[contenthash]` of the playground differed from webpack's in
 * Node.js. Here the function answers from the versions the same walk finds at the worker's build.
 */
'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS loader, which webpack requires */

const { readFileSync } = require('node:fs');
const path = require('node:path');

/** What the plugin's own walk finds: the nearest package.json above the package's main file with its name. */
function versionOf(name, from) {
  let directory;
  try {
    directory = path.dirname(require.resolve(name, { paths: [from] }));
  } catch {
    return undefined;
  }
  for (;;) {
    try {
      const json = JSON.parse(readFileSync(path.join(directory, 'package.json'), 'utf8'));
      if (json.name === name) return json.version;
    } catch {
      // Not this folder: keep walking.
    }
    const parent = path.dirname(directory);
    if (parent === directory) return undefined;
    directory = parent;
  }
}

module.exports = function packageVersionsLoader(source) {
  const head = 'function packageVersion(name) {';
  if (!source.includes(head)) throw new Error(`${this.resourcePath}: no \`${head}\` to answer from a table`);
  const names = [...new Set([...source.matchAll(/packageVersion\("([^"]+)"\)/g)].map((match) => match[1]))];
  const versions = Object.fromEntries(names.map((name) => [name, versionOf(name, this.context)]));
  return source.replace(
    head,
    `const PACKAGE_VERSIONS = ${JSON.stringify(versions)};\n${head}\n  return PACKAGE_VERSIONS[name];`,
  );
};
