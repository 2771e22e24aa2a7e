/** What content/plugins/fetch-compile-wasm-plugin.md says: web builds with experiments.syncWebAssembly fetch .wasm files. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { answerProject, build, tempDir } from '../../support/project';

describe('FetchCompileWasmPlugin', { timeout: 120_000 }, () => {
  it('a web build with synchronous WebAssembly fetches the file, with streaming compilation where available', async () => {
    const dir = answerProject(
      'sync-wasm-web',
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
