/** What content/plugins/fetch-compile-wasm-plugin.md says: web builds with experiments.syncWebAssembly fetch .wasm files. */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build, tempDir } from '../../support/project';

/** A WebAssembly module that exports `answer()`, which returns 42. */
const ANSWER_WASM = Buffer.from(
  '0061736d010000000105016000017f03020100070a0106616e7377657200000a06010400412a0b',
  'hex',
);

describe('FetchCompileWasmPlugin', { timeout: 120_000 }, () => {
  it('a web build with synchronous WebAssembly fetches the file, with streaming compilation where available', async () => {
    const dir = tempDir('sync-wasm-web');
    mkdirSync(path.join(dir, 'src'));
    writeFileSync(path.join(dir, 'package.json'), '{ "private": true }\n');
    writeFileSync(path.join(dir, 'src', 'answer.wasm'), ANSWER_WASM);
    writeFileSync(
      path.join(dir, 'src', 'index.js'),
      "import('./answer.wasm').then(({ answer }) => console.log(answer()));\n",
    );
    const out = tempDir('sync-wasm-web-out');
    const stats = await build({
      mode: 'development',
      devtool: false,
      context: dir,
      entry: './src/index.js',
      experiments: { syncWebAssembly: true },
      output: { path: out },
    });
    expect(stats.hasErrors(), String(stats.toJson({ all: false, errors: true }).errors?.[0]?.message)).toBe(false);
    expect(stats.compilation.outputOptions.wasmLoading).toBe('fetch');
    const main = readFileSync(path.join(out, 'main.js'), 'utf8');
    expect(main).toMatch(/fetch\(/);
    expect(main).toMatch(/compileStreaming|instantiateStreaming/);
  });
});
