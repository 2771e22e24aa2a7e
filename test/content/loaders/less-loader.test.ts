/**
 * content/loaders/less-loader.md: less-loader 13 with the installed less compiles Less for
 * css-loader, the built-in CSS type takes its output, lessOptions, additionalData,
 * webpackImporter, implementation and lessLogAsWarnOrErr behave as the page says, files Less reads
 * synchronously become dependencies, and the page names the Node.js requirement of package.json.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { buildForNode, tempDir, installedManifest } from '../../support/project';
import { readPage } from '../../support/content';

const text = readPage(path.join(ROOT, 'content', 'loaders', 'less-loader.md')).replace(/\s+/g, ' ');

function project(files: Record<string, string>): string {
  const dir = tempDir('less-loader-src');
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

const PRINT = "import css from './style.less';\nconsole.log(String(css));\n";

/** Builds ./src/index.js of `dir` for Node.js in development mode with `rules`, `extra` over it. */
const buildLess = (dir: string, rules: webpack.RuleSetRule[], extra: webpack.Configuration = {}) =>
  buildForNode(dir, { module: { rules }, ...extra });

const lessRule = (options: Record<string, unknown> = {}): webpack.RuleSetRule => ({
  test: /\.less$/i,
  use: ['css-loader', { loader: 'less-loader', options }],
});

describe('less-loader 13', () => {
  it('is the installed major version, and the page names it, less and the Node.js requirement', () => {
    // The page's "Changes in less-loader 13" describe this major version.
    expect(installedManifest('less-loader').version).toMatch(/^13\./);
    expect(text).toContain(
      `This page documents \`less-loader\` ${installedManifest('less-loader').version} with \`less\` ${installedManifest('less').version}`,
    );
    expect(installedManifest('less-loader').engines.node).toBe('>= 22.11.0');
    expect(text).toContain('`less-loader` 13 requires Node.js 22.11.0 or later');
    expect(text).toContain('Node.js 22.11.0 or later is required; `less-loader` 12 ran on Node.js 18.12.0.');
  });

  it('compiles Less for css-loader, and lessOptions reach Less', async () => {
    const dir = project({
      'src/index.js': PRINT,
      'src/style.less': '@primary-color: red;\n.a { color: @primary-color; width: (10px / 2); }\n',
    });
    expect((await buildLess(dir, [lessRule()])).stdout()).toContain('.a {\n  color: red;\n  width: 5px;\n}');
    const modified = await buildLess(dir, [lessRule({ lessOptions: { modifyVars: { 'primary-color': '#1c78c0' } } })]);
    expect(modified.stdout()).toContain('color: #1c78c0;');
  });

  it("hands its CSS to webpack's built-in CSS support with type 'css/auto'", async () => {
    const dir = project({
      'src/index.js': "import './style.less';\n",
      'src/style.less': '.a { .b { color: red; } }\n',
    });
    const { out, stats } = await buildLess(dir, [{ test: /\.less$/i, type: 'css/auto', use: ['less-loader'] }], {
      target: 'web',
    });
    expect(stats.hasErrors(), stats.toString('errors-only')).toBe(false);
    const css = readdirSync(out).filter((file) => file.endsWith('.css'));
    expect(css).toHaveLength(1);
    expect(readFileSync(path.join(out, css[0] ?? ''), 'utf8')).toContain('.a .b');
  });

  it("rewrites an imported file's url() relative to the compiled file", async () => {
    const dir = project({
      'src/index.js': PRINT,
      'src/style.less': "@import './parts/hero.less';\n",
      'src/parts/hero.less': '.hero { background: url(./bg.png); }\n',
    });
    const { stdout } = await buildLess(dir, [
      { test: /\.less$/i, use: [{ loader: 'css-loader', options: { url: false } }, 'less-loader'] },
    ]);
    expect(stdout()).toContain('url(./parts/bg.png)');
  });

  it('puts a string of additionalData above the content', async () => {
    const dir = project({ 'src/index.js': PRINT, 'src/style.less': '.a { color: @brand; }\n' });
    expect((await buildLess(dir, [lessRule({ additionalData: '@brand: green;' })])).stdout()).toContain(
      'color: green;',
    );
  });

  it("resolves an alias with webpackImporter true or 'only', not with false", async () => {
    const dir = project({
      'src/index.js': PRINT,
      'src/style.less': "@import 'theme/colors';\n.a { color: @brand; }\n",
      'design/colors.less': '@brand: navy;\n',
    });
    const alias: webpack.Configuration = { resolve: { alias: { theme: path.join(dir, 'design') } } };
    expect((await buildLess(dir, [lessRule()], alias)).stdout()).toContain('color: navy;');
    expect((await buildLess(dir, [lessRule({ webpackImporter: 'only' })], alias)).stdout()).toContain('color: navy;');
    expect((await buildLess(dir, [lessRule({ webpackImporter: false })], alias)).stats.hasErrors()).toBe(true);
  });

  it("makes Less's warnings build warnings by default, and only logs them with lessLogAsWarnOrErr: false", async () => {
    const dir = project({ 'src/index.js': PRINT, 'src/style.less': '.m() { color: red; }\n.a { .m; }\n' });
    const warned = await buildLess(dir, [lessRule()]);
    expect(warned.stats.hasWarnings()).toBe(true);
    expect(warned.stats.toString('errors-warnings')).toContain('WARNING in ./src/style.less');
    const logged = await buildLess(dir, [lessRule({ lessLogAsWarnOrErr: false })]);
    expect(logged.stats.hasWarnings()).toBe(false);
    const output = logged.stats.toString();
    expect(output).toMatch(/LOG from .*less-loader/);
    expect(output).toContain('<w> DEPRECATED WARNING: Calling a mixin without parentheses is deprecated');
    expect(text).toContain('`DEPRECATED WARNING: Calling a mixin without parentheses is deprecated`');
    expect(text).toContain('Type: `boolean`. Default: `true`.');
  });

  it('makes a file that data-uri() reads a dependency of the module', async () => {
    const dir = project({
      'src/index.js': PRINT,
      'src/style.less': ".a { background: data-uri('./dot.svg'); }\n",
      'src/dot.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    });
    const { stats, stdout } = await buildLess(dir, [lessRule()]);
    expect(stats.hasErrors(), stats.toString('errors-only')).toBe(false);
    expect(stdout()).toContain('url("data:image/svg+xml,');
    expect([...stats.compilation.fileDependencies]).toContain(path.join(dir, 'src', 'dot.svg'));
    expect(text).toContain("such as the image of `data-uri('./dot.svg')`");
  });

  it('loads a string implementation with import(), so an .mjs file works', async () => {
    const dir = project({ 'src/index.js': PRINT, 'src/style.less': '@c: teal;\n.a { color: @c; }\n' });
    const wrapper = path.join(dir, 'my-less.mjs');
    writeFileSync(
      wrapper,
      `import less from ${JSON.stringify(createRequire(path.join(ROOT, 'package.json')).resolve('less'))};\nexport default less;\n`,
    );
    const { stats, stdout } = await buildLess(dir, [lessRule({ implementation: wrapper })]);
    expect(stats.hasErrors(), stats.toString('errors-only')).toBe(false);
    expect(stdout()).toContain('color: teal;');
  });
});
