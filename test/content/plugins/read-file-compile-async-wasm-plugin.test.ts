/** What content/plugins/read-file-compile-async-wasm-plugin.md says: Node.js builds read .wasm files from disk. */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { answerProject, build, tempDir } from '../../support/project';

async function buildWasm(config: webpack.Configuration): Promise<string> {
  const dir = answerProject('wasm', "import { answer } from './answer.wasm';\nconsole.log(answer());\n");
  const out = tempDir('wasm-out');
  const stats = await build({
    mode: 'development',
    devtool: false,
    context: dir,
    entry: './src/index.js',
    ...config,
    output: { ...config.output, path: out },
  });
  expect(stats.hasErrors(), String(stats.toJson({ all: false, errors: true }).errors?.[0]?.message)).toBe(false);
  return out;
}

describe('ReadFileCompileAsyncWasmPlugin', { timeout: 120_000 }, () => {
  it('a Node.js build reads the .wasm file with readFile and runs', async () => {
    const out = await buildWasm({ target: 'node' });
    expect(readFileSync(path.join(out, 'main.js'), 'utf8')).toContain('readFile(join(__dirname, ');
    expect(execFileSync(process.execPath, [path.join(out, 'main.js')], { encoding: 'utf8' })).toBe('42\n');
  });

  it('with output.module, it loads fs with import() and finds the file from import.meta.url', async () => {
    const out = await buildWasm({ target: 'node', output: { module: true } });
    const main = readFileSync(path.join(out, 'main.mjs'), 'utf8');
    expect(main).toContain("import('fs')");
    expect(main).toContain('import.meta.url');
    expect(execFileSync(process.execPath, [path.join(out, 'main.mjs')], { encoding: 'utf8' })).toBe('42\n');
  });
});
