/** What content/plugins/side-effects-flag-plugin.md says: skipping re-exports, the modes, and moduleHasSideEffects. */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { build, tempDir } from '../../support/project';

/** The modules of a build that imports one function through a barrel of a package with "sideEffects": false. */
async function modules(config: webpack.Configuration): Promise<string[]> {
  const dir = tempDir('side-effects');
  mkdirSync(path.join(dir, 'src'));
  mkdirSync(path.join(dir, 'node_modules', 'tools'), { recursive: true });
  writeFileSync(path.join(dir, 'package.json'), '{ "private": true }\n');
  writeFileSync(path.join(dir, 'src', 'index.js'), "import { a } from 'tools';\nconsole.log(a());\n");
  writeFileSync(
    path.join(dir, 'node_modules', 'tools', 'package.json'),
    '{ "name": "tools", "version": "1.0.0", "sideEffects": false }\n',
  );
  writeFileSync(
    path.join(dir, 'node_modules', 'tools', 'index.js'),
    "export { a } from './a.js';\nexport { b } from './b.js';\n",
  );
  writeFileSync(path.join(dir, 'node_modules', 'tools', 'a.js'), "export const a = () => 'a';\n");
  writeFileSync(path.join(dir, 'node_modules', 'tools', 'b.js'), "export const b = () => 'b';\n");
  const stats = await build({
    mode: 'development',
    devtool: false,
    context: dir,
    entry: './src/index.js',
    output: { path: tempDir('side-effects-out') },
    ...config,
  });
  expect(stats.hasErrors()).toBe(false);
  const { chunkGraph, chunks, requestShortener } = stats.compilation;
  return [...chunks]
    .flatMap((chunk) => chunkGraph.getChunkModules(chunk).map((module) => module.readableIdentifier(requestShortener)))
    .filter((name) => !name.startsWith('webpack/'))
    .sort();
}

describe('SideEffectsFlagPlugin', { timeout: 120_000 }, () => {
  it('goes straight to the module that has the export; without the plugin the barrel and b.js stay', async () => {
    expect(await modules({ optimization: { sideEffects: 'flag' } })).toEqual([
      './node_modules/tools/a.js',
      './src/index.js',
    ]);
    expect(await modules({ optimization: { sideEffects: false } })).toEqual([
      './node_modules/tools/a.js',
      './node_modules/tools/b.js',
      './node_modules/tools/index.js',
      './src/index.js',
    ]);
    expect(
      await modules({
        optimization: { sideEffects: false },
        plugins: [new webpack.optimize.SideEffectsFlagPlugin(true)],
      }),
    ).toEqual(['./node_modules/tools/a.js', './src/index.js']);
  });

  it('moduleHasSideEffects answers as the page shows', () => {
    const { SideEffectsFlagPlugin } = webpack.optimize;
    const cache = new Map<string, RegExp>();
    expect(SideEffectsFlagPlugin.moduleHasSideEffects('./src/polyfill.js', ['./src/polyfill.js', '*.css'], cache)).toBe(
      true,
    );
    expect(SideEffectsFlagPlugin.moduleHasSideEffects('./src/utils.js', ['./src/polyfill.js', '*.css'], cache)).toBe(
      false,
    );
    expect(SideEffectsFlagPlugin.moduleHasSideEffects('./src/a.js', undefined, cache)).toBe(true);
    expect(SideEffectsFlagPlugin.moduleHasSideEffects('./src/a.js', false, cache)).toBe(false);
  });
});
