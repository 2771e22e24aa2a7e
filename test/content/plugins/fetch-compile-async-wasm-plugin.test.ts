/** What content/plugins/fetch-compile-async-wasm-plugin.md says: web builds fetch .wasm files. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { answerProject, build, tempDir } from '../../support/project';

describe('FetchCompileAsyncWasmPlugin', { timeout: 120_000 }, () => {
  it("a web build loads the .wasm file with fetch(), and the default wasm loading is 'fetch'", async () => {
    const dir = answerProject('fetch-wasm', "import { answer } from './answer.wasm';\nconsole.log(answer());\n");
    const out = tempDir('fetch-wasm-out');
    const stats = await build({
      mode: 'development',
      devtool: false,
      context: dir,
      entry: './src/index.js',
      output: { path: out },
    });
    expect(stats.hasErrors()).toBe(false);
    expect(stats.compilation.outputOptions.wasmLoading).toBe('fetch');
    const main = readFileSync(path.join(out, 'main.js'), 'utf8');
    expect(main).toMatch(/fetch\(/);
    expect(main).toContain('instantiateStreaming');
  });
});
