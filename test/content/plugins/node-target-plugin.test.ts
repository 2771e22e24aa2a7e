/** What content/plugins/node-target-plugin.md says about the externals the plugin makes. */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { build, tempDir } from '../../support/project';

/** A project that imports and requires built-in modules; returns its externals as `request type`. */
async function externals(config: webpack.Configuration): Promise<string[]> {
  const dir = tempDir('node-target');
  mkdirSync(path.join(dir, 'src'));
  writeFileSync(path.join(dir, 'package.json'), '{ "private": true }\n');
  writeFileSync(
    path.join(dir, 'src', 'index.js'),
    "import fs from 'fs';\nimport path from 'node:path';\nconst os = require('os');\nconsole.log(fs, path, os);\n",
  );
  const stats = await build({
    mode: 'development',
    devtool: false,
    context: dir,
    entry: './src/index.js',
    ...config,
    output: { path: tempDir('node-target-out'), ...config.output },
  });
  expect(stats.hasErrors()).toBe(false);
  return [...stats.compilation.modules]
    .filter((module): module is webpack.ExternalModule => module instanceof webpack.ExternalModule)
    .map((module) => `${String(module.request as string | string[])} ${module.externalType}`)
    .sort();
}

describe('NodeTargetPlugin', { timeout: 120_000 }, () => {
  it('target node makes built-in modules node-commonjs externals; with output.module, module-import except for require()', async () => {
    expect(await externals({ target: 'node' })).toEqual([
      'fs node-commonjs',
      'node:path node-commonjs',
      'os node-commonjs',
    ]);
    expect(await externals({ target: 'node', output: { module: true } })).toEqual([
      'fs module-import',
      'node:path module-import',
      'os node-commonjs',
    ]);
  });

  it('added to a web build, it does the same', async () => {
    expect(await externals({ target: 'web', plugins: [new webpack.node.NodeTargetPlugin()] })).toEqual([
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
