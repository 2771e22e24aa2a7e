/** What content/plugins/deno-target-plugin.md says about the externals of target deno. */
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { externalsOf } from '../../support/project';

/** A module that imports built-ins, one with node:, an npm: and a jsr: package, and requires one built-in. */
const SOURCE =
  "import fs from 'fs';\nimport path from 'node:path';\nimport chalk from 'npm:chalk@5';\nimport { assert } from 'jsr:@std/assert';\nconst os = require('os');\nconsole.log(fs, path, os, chalk, assert);\n";

describe('DenoTargetPlugin', { timeout: 120_000 }, () => {
  it('target deno keeps npm:, jsr: and node: requests, prefixes built-ins with node:, and keeps require() as node-commonjs', async () => {
    expect(await externalsOf(SOURCE, { target: 'deno' })).toEqual([
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
