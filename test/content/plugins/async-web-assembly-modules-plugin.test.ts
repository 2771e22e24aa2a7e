/** What content/plugins/async-web-assembly-modules-plugin.md says: wasm imports are modules, and the renderModuleContent hook. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ANSWER_WASM, answerProject, buildForNode } from '../../support/project';

describe('AsyncWebAssemblyModulesPlugin', { timeout: 120_000 }, () => {
  it('imports a .wasm file as an async module, emits it under webassemblyModuleFilename, and calls renderModuleContent with its bytes', async () => {
    const dir = answerProject('async-wasm', "import { answer } from './answer.wasm';\nconsole.log(answer());\n");
    const contents: Buffer[] = [];
    const { stats, out, stdout } = await buildForNode(dir, {
      output: { webassemblyModuleFilename: 'wasm/[hash].wasm' },
      plugins: [
        (compiler: webpack.Compiler) => {
          compiler.hooks.compilation.tap('test', (compilation) => {
            webpack.wasm.AsyncWebAssemblyModulesPlugin.getCompilationHooks(compilation).renderModuleContent.tap(
              'test',
              (source) => {
                contents.push(source.buffer());
                return source;
              },
            );
          });
        },
      ],
    });
    expect(stats.hasErrors()).toBe(false);
    expect(contents).toEqual([ANSWER_WASM]);
    const wasm = Object.keys(stats.compilation.assets).find((name) => name.startsWith('wasm/'));
    expect(wasm && readFileSync(path.join(out, wasm))).toEqual(ANSWER_WASM);
    const { moduleGraph, modules, requestShortener } = stats.compilation;
    const index = [...modules].find((module) => module.readableIdentifier(requestShortener) === './src/index.js');
    expect(index && moduleGraph.isAsync(index)).toBe(true);
    expect(stdout()).toBe('42\n');
  });
});
