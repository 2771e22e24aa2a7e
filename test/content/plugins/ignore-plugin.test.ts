/**
 * content/plugins/ignore-plugin.md: the example project of examples/plugins/ignore-plugin/ builds
 * the modules and prints the lines the page shows, with and without the plugin, and the claims
 * about ignored imports, entries, checkResource and contexts hold.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { codeBlocks, blockWith } from '../../support/code-blocks';
import { expectPrinted, runCli } from '../../support/cli';
import { build, copyProject, projectConfig, tempDir } from '../../support/project';
import { readPage } from '../../support/content';

const PAGE = path.join(ROOT, 'content', 'plugins', 'ignore-plugin.md');
const EXAMPLE = path.join(ROOT, 'examples', 'plugins', 'ignore-plugin');
const text = readPage(PAGE).replace(/\s+/g, ' ');
const blocks = codeBlocks(PAGE);

describe('the example project', () => {
  it('builds the three modules the page lists (webpack-cli)', () => {
    const copy = copyProject(EXAMPLE, 'ignore-plugin-cli');
    const { status, printed } = runCli(copy, []);
    expect(status, printed).toBe(0);
    expectPrinted(printed, blockWith(blocks, './src/index.js 276 bytes'));
    expect(printed).not.toContain('fr.js');
    expect(printed).not.toContain('es.js');
    expect(execFileSync(process.execPath, [path.join(copy, 'dist', 'main.js')], { encoding: 'utf8' })).toBe(
      `${blockWith(blocks, 'Hallo, Ada!')}\n`,
    );
  }, 60_000);

  it('bundles every locale and greets in French without the plugin', async () => {
    const out = tempDir('ignore-plugin-without');
    const stats = await build({ context: EXAMPLE, ...projectConfig(EXAMPLE), plugins: [], output: { path: out } });
    const names = (stats.toJson({ all: false, modules: true }).modules ?? []).map((m) => m.name);
    expect(names).toEqual(
      expect.arrayContaining(['./src/vendor/greeting-lib/locale/fr.js', './src/vendor/greeting-lib/locale/es.js']),
    );
    expect(names.some((name) => name?.startsWith('./src/vendor/greeting-lib/locale/ sync'))).toBe(true);
    expect(execFileSync(process.execPath, [path.join(out, 'main.js')], { encoding: 'utf8' })).toBe(
      'Hallo, Ada!\nBonjour, Ada!\n',
    );
    expect(text).toContain('the second line is `Bonjour, Ada!`');
  });
});

async function buildFiles(
  name: string,
  files: Record<string, string>,
  config: webpack.Configuration,
): Promise<{ dir: string; stats: webpack.Stats }> {
  const dir = tempDir(`ignore-plugin-${name}`);
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  const stats = await build({
    mode: 'production',
    target: 'node',
    context: dir,
    entry: './index.js',
    output: { path: path.join(dir, 'dist') },
    ...config,
  });
  return { dir, stats };
}

describe('ignored requests', () => {
  it('compile, and throw Cannot find module when they run', async () => {
    const { dir, stats } = await buildFiles(
      'throws',
      {
        'optional.js': 'module.exports = 1;',
        'index.js': 'try { require("./optional.js"); } catch (error) { console.log(error.message); }',
      },
      { plugins: [new webpack.IgnorePlugin({ resourceRegExp: /optional/ })] },
    );
    expect(stats.hasErrors() || stats.hasWarnings()).toBe(false);
    expect(execFileSync(process.execPath, [path.join(dir, 'dist', 'main.js')], { encoding: 'utf8' })).toBe(
      "Cannot find module './optional.js'\n",
    );
  });

  it('match the request as written, not the resolved path', async () => {
    const { dir } = await buildFiles(
      'request',
      { 'lib/optional.js': 'module.exports = "built";', 'index.js': 'console.log(require("./lib/optional.js"));' },
      { plugins: [new webpack.IgnorePlugin({ resourceRegExp: /^\/.*lib\/optional\.js$/ })] },
    );
    expect(execFileSync(process.execPath, [path.join(dir, 'dist', 'main.js')], { encoding: 'utf8' })).toBe('built\n');
  });

  it('need contextRegExp to match the folder of the requesting module', async () => {
    const files = {
      'a/locale.js': 'module.exports = "a";',
      'b/locale.js': 'module.exports = "b";',
      'a/index.js': 'module.exports = () => { try { return require("./locale"); } catch { return "ignored"; } };',
      'b/index.js': 'module.exports = () => { try { return require("./locale"); } catch { return "ignored"; } };',
      'index.js': 'console.log(require("./a/index.js")(), require("./b/index.js")());',
    };
    const { dir } = await buildFiles('context', files, {
      plugins: [new webpack.IgnorePlugin({ resourceRegExp: /^\.\/locale$/, contextRegExp: /[\\/]a$/ })],
    });
    expect(execFileSync(process.execPath, [path.join(dir, 'dist', 'main.js')], { encoding: 'utf8' })).toBe(
      'ignored b\n',
    );
  });

  it('go to checkResource with the request and the context', async () => {
    const calls: string[] = [];
    const { dir } = await buildFiles(
      'check-resource',
      {
        'helper.test.js': 'module.exports = "test";',
        'index.js': 'let x; try { x = require("./helper.test.js"); } catch { x = "ignored"; } console.log(x);',
      },
      {
        plugins: [
          new webpack.IgnorePlugin({
            checkResource: (resource, context) => {
              calls.push(`${resource} ${path.basename(context)}`);
              return resource.endsWith('.test.js');
            },
          }),
        ],
      },
    );
    expect(calls).toContain(`./helper.test.js ${path.basename(dir)}`);
    expect(execFileSync(process.execPath, [path.join(dir, 'dist', 'main.js')], { encoding: 'utf8' })).toBe('ignored\n');
  });

  it('turn an ignored entry into an empty module, and the entry chunk is still written', async () => {
    const { dir, stats } = await buildFiles(
      'entry',
      { 'index.js': 'console.log("entry");' },
      { plugins: [new webpack.IgnorePlugin({ resourceRegExp: /^\.\/index\.js$/ })] },
    );
    expect(stats.hasErrors()).toBe(false);
    expect(existsSync(path.join(dir, 'dist', 'main.js'))).toBe(true);
    expect(readFileSync(path.join(dir, 'dist', 'main.js'), 'utf8')).not.toContain('entry');
  });
});

describe('checkIgnore', () => {
  it('returns false for a request to ignore and undefined otherwise', () => {
    const plugin = new webpack.IgnorePlugin({ resourceRegExp: /^x$/ });
    const data = (request: string) =>
      ({ request, context: '/', dependencies: [] }) as unknown as Parameters<typeof plugin.checkIgnore>[0];
    expect(plugin.checkIgnore(data('x'))).toBe(false);
    expect(plugin.checkIgnore(data('y'))).toBeUndefined();
  });
});
