/** What content/plugins/bun-target-plugin.md says about the externals of target bun. */
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { externalsOf } from '../../support/project';

/** A module that imports built-ins, one with node:, and bun:sqlite, and requires one built-in. */
const SOURCE =
  "import fs from 'fs';\nimport path from 'node:path';\nimport { Database } from 'bun:sqlite';\nconst os = require('os');\nconsole.log(fs, path, os, Database);\n";

describe('BunTargetPlugin', { timeout: 120_000 }, () => {
  it('target bun keeps bun: and node: requests, prefixes built-ins with node:, and keeps require() as node-commonjs', async () => {
    expect(await externalsOf(SOURCE, { target: 'bun' })).toEqual([
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
