/** What content/plugins/read-file-compile-wasm-plugin.md says: Node.js builds with experiments.syncWebAssembly read .wasm files from disk. */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { answerProject, build, tempDir } from '../../support/project';

describe('ReadFileCompileWasmPlugin', { timeout: 120_000 }, () => {
  it('a Node.js build with synchronous WebAssembly reads the file next to the chunk and runs', async () => {
    const dir = answerProject(
      'sync-wasm-node',
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
