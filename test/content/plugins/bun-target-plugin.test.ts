/** What content/plugins/bun-target-plugin.md says about the externals of target bun. */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { build, tempDir } from '../../support/project';

async function externals(config: webpack.Configuration): Promise<string[]> {
  const dir = tempDir('bun-target');
  mkdirSync(path.join(dir, 'src'));
  writeFileSync(path.join(dir, 'package.json'), '{ "private": true }\n');
  writeFileSync(
    path.join(dir, 'src', 'index.js'),
    "import fs from 'fs';\nimport path from 'node:path';\nimport { Database } from 'bun:sqlite';\nconst os = require('os');\nconsole.log(fs, path, os, Database);\n",
  );
  const stats = await build({
    mode: 'development',
    devtool: false,
    context: dir,
    entry: './src/index.js',
    ...config,
    output: { path: tempDir('bun-target-out') },
  });
  expect(stats.hasErrors()).toBe(false);
  return [...stats.compilation.modules]
    .filter((module): module is webpack.ExternalModule => module instanceof webpack.ExternalModule)
    .map((module) => `${String(module.request as string | string[])} ${module.externalType}`)
    .sort();
}

describe('BunTargetPlugin', { timeout: 120_000 }, () => {
  it('target bun keeps bun: and node: requests, prefixes built-ins with node:, and keeps require() as node-commonjs', async () => {
    expect(await externals({ target: 'bun' })).toEqual([
      'bun:sqlite module-import',
      'node:fs module-import',
      'node:os node-commonjs',
      'node:path module-import',
    ]);
    const compiler = webpack({ target: 'bun', entry: {} });
    expect(compiler.options.externalsPresets.bun).toBe(true);
    expect(compiler.options.externalsPresets.node).toBe(false);
    expect(compiler.options.output.module).toBe(true);
  });
});
