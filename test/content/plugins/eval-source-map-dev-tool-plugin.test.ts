/**
 * content/plugins/eval-source-map-dev-tool-plugin.md and eval-dev-tool-module-plugin.md: the eval
 * plugins wrap modules in eval() with the comments the pages describe, start the file with the
 * ATTENTION comment, and exclude leaves modules unwrapped.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { build, tempDir } from '../../support/project';

async function bundle(
  name: string,
  plugins: webpack.WebpackPluginInstance[],
  devtool: webpack.Configuration['devtool'] = false,
): Promise<string> {
  const dir = tempDir(`eval-plugins-${name}`);
  writeFileSync(path.join(dir, 'index.js'), 'import { b } from "./b.js";\nconsole.log(b);');
  writeFileSync(path.join(dir, 'b.js'), 'export const b = 1;');
  await build({
    mode: 'development',
    devtool,
    context: dir,
    entry: './index.js',
    output: { path: path.join(dir, 'dist') },
    plugins,
  });
  return readFileSync(path.join(dir, 'dist', 'main.js'), 'utf8');
}

describe('EvalDevToolModulePlugin', () => {
  it('adds a sourceURL per module after the template and the namespace', async () => {
    const code = await bundle('module', [
      new webpack.EvalDevToolModulePlugin({
        namespace: 'my-app',
        moduleFilenameTemplate: 'webpack://[namespace]/[resource-path]',
      }),
    ]);
    expect(code).toContain('//# sourceURL=webpack://my-app/./index.js');
    expect(code.startsWith('/*\n * ATTENTION: The "eval" devtool has been used')).toBe(true);
  });

  it('takes another comment with sourceUrlComment', async () => {
    const code = await bundle('comment', [
      new webpack.EvalDevToolModulePlugin({ sourceUrlComment: '\n//@ sourceURL=[url]' }),
    ]);
    expect(code).toContain('//@ sourceURL=webpack:///./index.js?');
  });
});

describe('EvalSourceMapDevToolPlugin', () => {
  it('inlines a map per module and adds the webpack-internal sourceURL', async () => {
    const code = await bundle('map', [new webpack.EvalSourceMapDevToolPlugin({})]);
    expect(code.startsWith('/*\n * ATTENTION: An "eval-source-map" devtool has been used.')).toBe(true);
    expect(code).toContain('//# sourceMappingURL=data:application/json;charset=utf-8;base64,');
    expect(code).toContain('//# sourceURL=webpack-internal:///./index.js');
  });

  it('leaves excluded modules plain', async () => {
    const code = await bundle('exclude', [new webpack.EvalSourceMapDevToolPlugin({ exclude: /b\.js$/ })]);
    expect(code).toContain('const b = 1;');
    expect(code).not.toContain('webpack-internal:///./b.js');
  });

  it('is what devtool eval-source-map applies', async () => {
    expect(await bundle('devtool', [], 'eval-source-map')).toContain('//# sourceURL=webpack-internal:///./index.js');
  });
});
