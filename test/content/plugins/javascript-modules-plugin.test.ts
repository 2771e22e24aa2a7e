/** What content/plugins/javascript-modules-plugin.md says: the deprecated export and the example plugin. */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { codeBlocks } from '../../support/code-blocks';
import { loadConfig } from '../../support/examples';
import { build, tempDir } from '../../support/project';
import { readPage } from '../../support/content';

const PAGE = path.join(ROOT, 'content', 'plugins', 'javascript-modules-plugin.md');
const blocks = codeBlocks(PAGE);
const pageText = readPage(PAGE).replace(/\s+/g, ' ');

describe('JavascriptModulesPlugin', { timeout: 120_000 }, () => {
  it('reading webpack.JavascriptModulesPlugin prints the deprecation warning the page quotes, and gives the same class', () => {
    const { stderr, stdout } = spawnSync(
      process.execPath,
      [
        '-e',
        "const w = require('webpack'); console.log(w.JavascriptModulesPlugin === w.javascript.JavascriptModulesPlugin)",
      ],
      { cwd: ROOT, encoding: 'utf8' },
    );
    const shown =
      blocks.find((block) => block.lang === 'text' && block.code.includes('DEP_WEBPACK_JAVASCRIPT_MODULES_PLUGIN'))
        ?.code ?? '';
    expect(shown).not.toBe('');
    expect(stderr).toContain(shown.replace(/^\(node:\d+\) /, ''));
    expect(stdout.trim()).toBe('true');
  });

  it('the example plugin writes the comment the page shows, and changes the chunk hash', async () => {
    const block = blocks.find((item) => item.title === 'webpack.config.js' && item.code.includes('ChunkSummaryPlugin'));
    expect(block).toBeDefined();
    const dir = tempDir('javascript-modules-example');
    mkdirSync(path.join(dir, 'src'));
    writeFileSync(path.join(dir, 'package.json'), '{ "private": true }\n');
    writeFileSync(path.join(dir, 'src', 'index.js'), "console.log('hello');\n");
    writeFileSync(path.join(dir, 'webpack.config.js'), block?.code ?? '');
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
    const config = loadConfig(path.join(dir, 'webpack.config.js')) as webpack.Configuration;
    const out = tempDir('javascript-modules-example-out');
    const stats = await build({ ...config, context: dir, output: { path: out, filename: '[name].[chunkhash].js' } });
    expect(stats.hasErrors()).toBe(false);
    const file = Object.keys(stats.compilation.assets).find((name) => name.startsWith('main.'));
    expect(readFileSync(path.join(out, file ?? ''), 'utf8').startsWith('/* chunk main: 1 modules */\n')).toBe(true);
    expect(pageText).toContain('starts its `main.js` with `/* chunk main: 1 modules */`');
    const minimizedOut = tempDir('javascript-modules-example-min');
    await build({ ...config, mode: 'production', context: dir, output: { path: minimizedOut } });
    expect(readFileSync(path.join(minimizedOut, 'main.js'), 'utf8')).not.toContain('chunk main');
    const plain = await build({
      mode: 'development',
      devtool: false,
      context: dir,
      entry: './src/index.js',
      output: { path: tempDir('javascript-modules-plain'), filename: '[name].[chunkhash].js' },
    });
    expect(Object.keys(plain.compilation.assets)).not.toContain(file);
  });

  it('getCompilationHooks gives the same hooks for a compilation, with the classes the page names', () => {
    const compiler = webpack({ entry: {} });
    compiler.hooks.compilation.tap('test', (compilation) => {
      const hooks = webpack.javascript.JavascriptModulesPlugin.getCompilationHooks(compilation);
      expect(webpack.javascript.JavascriptModulesPlugin.getCompilationHooks(compilation)).toBe(hooks);
      const classes = Object.fromEntries(
        Object.entries(hooks).map(([name, hook]) => [name, (hook as object).constructor.name]),
      );
      for (const [name, hookClass] of Object.entries(classes)) {
        expect(pageText, `### ${name} names ${hookClass}`).toMatch(new RegExp(`### ${name} \`${hookClass}<`));
      }
    });
    compiler.newCompilation(compiler.newCompilationParams());
  });
});
