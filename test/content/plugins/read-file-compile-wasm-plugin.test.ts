/** What content/plugins/read-file-compile-wasm-plugin.md says: Node.js builds with experiments.syncWebAssembly read .wasm files from disk. */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build, tempDir } from '../../support/project';

/** A WebAssembly module that exports `answer()`, which returns 42. */
const ANSWER_WASM = Buffer.from(
  '0061736d010000000105016000017f03020100070a0106616e7377657200000a06010400412a0b',
  'hex',
);

describe('ReadFileCompileWasmPlugin', { timeout: 120_000 }, () => {
  it('a Node.js build with synchronous WebAssembly reads the file next to the chunk and runs', async () => {
    const dir = tempDir('sync-wasm-node');
    mkdirSync(path.join(dir, 'src'));
    writeFileSync(path.join(dir, 'package.json'), '{ "private": true }\n');
    writeFileSync(path.join(dir, 'src', 'answer.wasm'), ANSWER_WASM);
    writeFileSync(
      path.join(dir, 'src', 'index.js'),
      "import('./answer.wasm').then(({ answer }) => console.log(answer()));\n",
    );
    const out = tempDir('sync-wasm-node-out');
    const stats = await build({
      mode: 'development',
      devtool: false,
      target: 'node',
      context: dir,
      entry: './src/index.js',
      experiments: { syncWebAssembly: true },
      output: { path: out },
    });
    expect(stats.hasErrors(), String(stats.toJson({ all: false, errors: true }).errors?.[0]?.message)).toBe(false);
    expect(stats.compilation.outputOptions.wasmLoading).toBe('async-node');
    expect(readFileSync(path.join(out, 'main.js'), 'utf8')).toContain('readFile(join(__dirname, ');
    expect(execFileSync(process.execPath, [path.join(out, 'main.js')], { encoding: 'utf8' })).toBe('42\n');
  });
});
