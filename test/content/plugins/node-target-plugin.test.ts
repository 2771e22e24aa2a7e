/** What content/plugins/node-target-plugin.md says about the externals the plugin makes. */
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { externalsOf } from '../../support/project';

/** A module that imports built-ins, one with node:, and requires one. */
const SOURCE =
  "import fs from 'fs';\nimport path from 'node:path';\nconst os = require('os');\nconsole.log(fs, path, os);\n";

describe('NodeTargetPlugin', { timeout: 120_000 }, () => {
  it('target node makes built-in modules node-commonjs externals; with output.module, module-import except for require()', async () => {
    expect(await externalsOf(SOURCE, { target: 'node' })).toEqual([
      'fs node-commonjs',
      'node:path node-commonjs',
      'os node-commonjs',
    ]);
    expect(await externalsOf(SOURCE, { target: 'node', output: { module: true } })).toEqual([
      'fs module-import',
      'node:path module-import',
      'os node-commonjs',
    ]);
  });

  it('added to a web build, it does the same', async () => {
    expect(await externalsOf(SOURCE, { target: 'web', plugins: [new webpack.node.NodeTargetPlugin()] })).toEqual([
      'fs node-commonjs',
      'node:path node-commonjs',
      'os node-commonjs',
    ]);
  });

  it('lists the built-in modules, pnpapi and /^node:/', () => {
    const { builtins } = webpack.node.NodeTargetPlugin;
    expect(builtins).toEqual(expect.arrayContaining(['assert', 'fs/promises', 'zlib', 'pnpapi', /^node:/]));
  });
});
