/** What content/plugins/html-modules-plugin.md says: the injectTags example, and the order of the hooks. */
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { codeBlocks } from '../../support/code-blocks';
import { loadConfig } from '../../support/examples';
import { build, tempDir } from '../../support/project';

const PAGE = path.join(ROOT, 'content', 'plugins', 'html-modules-plugin.md');

function htmlProject(config: string): string {
  const dir = tempDir('html-modules');
  mkdirSync(path.join(dir, 'src'));
  writeFileSync(path.join(dir, 'package.json'), '{ "private": true }\n');
  writeFileSync(
    path.join(dir, 'src', 'index.html'),
    '<!doctype html>\n<html>\n  <head>\n    <title>Shop</title>\n  </head>\n  <body>\n    <script src="./main.js"></script>\n  </body>\n</html>\n',
  );
  writeFileSync(path.join(dir, 'src', 'main.js'), "console.log('shop');\n");
  writeFileSync(path.join(dir, 'webpack.config.js'), config);
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

describe('HtmlModulesPlugin', { timeout: 120_000 }, () => {
  it('the ThemeColorPlugin of the page adds its meta tag to the emitted page', async () => {
    const block = codeBlocks(PAGE).find(
      (item) => item.title === 'webpack.config.js' && item.code.includes('ThemeColorPlugin'),
    );
    expect(block).toBeDefined();
    const dir = htmlProject(block?.code ?? '');
    const out = tempDir('html-modules-out');
    const stats = await build({
      ...(loadConfig(path.join(dir, 'webpack.config.js')) as webpack.Configuration),
      mode: 'development',
      devtool: false,
      context: dir,
      output: { path: out },
    });
    expect(stats.hasErrors(), String(stats.toJson({ all: false, errors: true }).errors?.[0]?.message)).toBe(false);
    const page = Object.keys(stats.compilation.assets).find((name) => name.endsWith('.html')) ?? '';
    expect(readFileSync(path.join(out, page), 'utf8')).toMatch(/<meta name="theme-color" content="#1d78c1"\s*\/?>/);
  });

  it('calls injectTags, transformTags, transformHtml and htmlEmitted in this order, with the page name', async () => {
    const calls: string[] = [];
    class OrderPlugin {
      apply(compiler: webpack.Compiler): void {
        compiler.hooks.compilation.tap('OrderPlugin', (compilation) => {
          const hooks = webpack.html.HtmlModulesPlugin.getCompilationHooks(compilation);
          hooks.injectTags.tap('OrderPlugin', (tags, context) => {
            calls.push(`injectTags ${context.outputName} ${tags.length}`);
            return tags;
          });
          hooks.transformTags.tap('OrderPlugin', (tags, context) => {
            calls.push(`transformTags ${context.outputName} ${tags.some((tag) => tag.tag === 'script')}`);
          });
          hooks.transformHtml.tap('OrderPlugin', (html, context) => {
            calls.push(`transformHtml ${context.outputName}`);
            return html;
          });
          hooks.htmlEmitted.tap('OrderPlugin', (context) => {
            calls.push(`htmlEmitted ${context.outputName}`);
          });
        });
      }
    }
    const dir = htmlProject('module.exports = {};\n');
    const stats = await build({
      mode: 'development',
      devtool: false,
      context: dir,
      entry: './src/index.html',
      experiments: { html: true },
      output: { path: tempDir('html-modules-order') },
      plugins: [new OrderPlugin()],
    });
    expect(stats.hasErrors()).toBe(false);
    const page = Object.keys(stats.compilation.assets).find((name) => name.endsWith('.html')) ?? '';
    expect(calls).toEqual([
      `injectTags ${page} 0`,
      `transformTags ${page} true`,
      `transformHtml ${page}`,
      `htmlEmitted ${page}`,
    ]);
  });
});
