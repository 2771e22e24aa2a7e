/** What content/plugins/css-modules-plugin.md says: CSS files per chunk, and the orderModules and renderModulePackage hooks. */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { build, tempDir } from '../../support/project';

async function css(plugins: webpack.Configuration['plugins'] = []): Promise<string> {
  const dir = tempDir('css-modules');
  mkdirSync(path.join(dir, 'src'));
  writeFileSync(path.join(dir, 'package.json'), '{ "private": true }\n');
  writeFileSync(path.join(dir, 'src', 'index.js'), "import './a.css';\nimport './b.css';\n");
  writeFileSync(path.join(dir, 'src', 'a.css'), '.a { color: red; }\n');
  writeFileSync(path.join(dir, 'src', 'b.css'), '.b { color: blue; }\n');
  const out = tempDir('css-modules-out');
  const stats = await build({
    mode: 'development',
    devtool: false,
    context: dir,
    entry: './src/index.js',
    output: { path: out },
    plugins,
  });
  expect(stats.hasErrors()).toBe(false);
  return readFileSync(path.join(out, 'main.css'), 'utf8');
}

describe('CssModulesPlugin', { timeout: 120_000 }, () => {
  it('writes the CSS of a chunk to main.css in import order; orderModules changes the order, renderModulePackage the CSS', async () => {
    const plain = await css();
    expect(plain.indexOf('.a')).toBeLessThan(plain.indexOf('.b'));
    const changed = await css([
      (compiler: webpack.Compiler) => {
        compiler.hooks.compilation.tap('test', (compilation) => {
          const hooks = webpack.css.CssModulesPlugin.getCompilationHooks(compilation);
          hooks.orderModules.tap('test', (chunk, modules) => [...modules].reverse());
          hooks.renderModulePackage.tap('test', (source) => new webpack.sources.ConcatSource('/* module */\n', source));
        });
      },
    ]);
    expect(changed.indexOf('.b')).toBeLessThan(changed.indexOf('.a'));
    expect(changed.match(/\/\* module \*\//g)).toHaveLength(2);
  });
});
