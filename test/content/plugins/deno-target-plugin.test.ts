/** What content/plugins/deno-target-plugin.md says about the externals of target deno. */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { build, tempDir } from '../../support/project';

async function externals(config: webpack.Configuration): Promise<string[]> {
  const dir = tempDir('deno-target');
  mkdirSync(path.join(dir, 'src'));
  writeFileSync(path.join(dir, 'package.json'), '{ "private": true }\n');
  writeFileSync(
    path.join(dir, 'src', 'index.js'),
    "import fs from 'fs';\nimport path from 'node:path';\nimport chalk from 'npm:chalk@5';\nimport { assert } from 'jsr:@std/assert';\nconst os = require('os');\nconsole.log(fs, path, os, chalk, assert);\n",
  );
  const stats = await build({
    mode: 'development',
    devtool: false,
    context: dir,
    entry: './src/index.js',
    ...config,
    output: { path: tempDir('deno-target-out') },
  });
  expect(stats.hasErrors()).toBe(false);
  return [...stats.compilation.modules]
    .filter((module): module is webpack.ExternalModule => module instanceof webpack.ExternalModule)
    .map((module) => `${String(module.request as string | string[])} ${module.externalType}`)
    .sort();
}

describe('DenoTargetPlugin', { timeout: 120_000 }, () => {
  it('target deno keeps npm:, jsr: and node: requests, prefixes built-ins with node:, and keeps require() as node-commonjs', async () => {
    expect(await externals({ target: 'deno' })).toEqual([
      'jsr:@std/assert module-import',
      'node:fs module-import',
      'node:os node-commonjs',
      'node:path module-import',
      'npm:chalk@5 module-import',
    ]);
    const compiler = webpack({ target: 'deno', entry: {} });
    expect(compiler.options.externalsPresets.deno).toBe(true);
    expect(compiler.options.output.module).toBe(true);
  });
});
