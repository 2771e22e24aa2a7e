/**
 * content/loaders/imports-loader.md: imports-loader 5.0.0 turns the page's legacy file into the code
 * the page shows, the result works, the inline form works, and the syntax table, wrapper args,
 * additionalCode and the 'use strict' rule hold.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { codeBlocks } from '../../support/code-blocks';
import { build, tempDir } from '../../support/project';
import { readPage } from '../../support/content';

const PAGE = path.join(ROOT, 'content', 'loaders', 'imports-loader.md');
const text = readPage(PAGE).replace(/\s+/g, ' ');
const blocks = codeBlocks(PAGE).filter((block) => block.lang === 'js' && !block.title);
const legacy = blocks.find((block) => block.code.startsWith('this.LegacyPlugin'))?.code ?? '';
const transformed = blocks.find((block) => block.code.startsWith('/*** IMPORTS FROM'))?.code ?? '';

function project(files: Record<string, string>): string {
  const dir = tempDir('imports-loader-src');
  const all: Record<string, string> = {
    'vendor/legacy-plugin.js': `${legacy}\n`,
    'src/formatter.js': "export function currency(value) {\n  return '$' + value.toFixed(2);\n}\n",
    'src/index.js': "import '../vendor/legacy-plugin.js';\n\nconsole.log(window.LegacyPlugin.price(3));\n",
    ...files,
  };
  for (const [file, content] of Object.entries(all)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

async function buildWithImports(dir: string, options?: Record<string, unknown>) {
  const out = tempDir('imports-loader-out');
  const rules: webpack.RuleSetRule[] = options
    ? [{ test: path.join(dir, 'vendor', 'legacy-plugin.js'), loader: 'imports-loader', options }]
    : [];
  const stats = await build({
    mode: 'development',
    devtool: false,
    target: 'web',
    context: dir,
    entry: './src/index.js',
    resolveLoader: { modules: [path.join(ROOT, 'node_modules')] },
    output: { path: out },
    module: { rules },
  });
  const source = () =>
    String(
      stats
        .toJson({ all: false, modules: true, source: true })
        .modules?.find((item) => item.name?.includes('legacy-plugin.js'))?.source,
    );
  // The bundle is for browsers; in Node.js, window is the global object.
  const stdout = () =>
    execFileSync(
      process.execPath,
      ['-e', `globalThis.window = globalThis; require(${JSON.stringify(path.join(out, 'main.js'))});`],
      { encoding: 'utf8' },
    );
  return { stats, errors: stats.toString('errors-only'), source, stdout };
}

describe('imports-loader 5.0.0', () => {
  it('turns the legacy file into the code the page shows, which works', async () => {
    expect(legacy).not.toBe('');
    const { stats, source, stdout } = await buildWithImports(project({}), {
      imports: 'namespace ../src/formatter.js formatter',
      wrapper: 'window',
    });
    expect(stats.hasErrors(), stats.toString('errors-only')).toBe(false);
    expect(source()).toBe(`${transformed}\n`);
    expect(stdout()).toBe('$3.00\n');
    expect(text).toContain('`price(3)` returns `$3.00`');
  });

  it('works inline with | for the spaces', async () => {
    const inline =
      "import 'imports-loader?imports=namespace|../src/formatter.js|formatter&wrapper=window!../vendor/legacy-plugin.js'";
    expect(text.includes(`\`${inline}\``), 'the page shows the inline import').toBe(true);
    const { stdout } = await buildWithImports(
      project({ 'src/index.js': `${inline};\nconsole.log(window.LegacyPlugin.price(3));\n` }),
    );
    expect(stdout()).toBe('$3.00\n');
  });

  it('writes the lines of the syntax table', async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['module', { imports: 'default jquery $' }, 'import $ from "jquery";'],
      ['module', { imports: 'named lodash debounce wait' }, 'import { debounce as wait } from "lodash";'],
      ['module', { imports: 'side-effects ./polyfills.js' }, 'import "./polyfills.js";'],
      ['module', { imports: 'jquery' }, 'import jquery from "jquery";'],
      ['commonjs', { imports: 'single jquery $' }, 'var $ = require("jquery");'],
      ['commonjs', { imports: 'multiple lodash debounce wait' }, 'var { debounce: wait } = require("lodash");'],
      ['commonjs', { imports: 'pure ./polyfills.js' }, 'require("./polyfills.js");'],
    ];
    for (const [type, options, line] of cases) {
      // The modules do not exist, so the build has errors; the loader's output is still in the stats.
      const { source } = await buildWithImports(project({}), { type, ...options });
      expect(source()).toContain(line);
      expect(text).toContain(`\`${line}\``);
    }
  });

  it('stops the build on a syntax of the other format, an alias on default, and duplicates', async () => {
    const dir = project({});
    expect((await buildWithImports(dir, { imports: 'single jquery $' })).errors).toContain(
      'The "module" format does not support the "single" syntax',
    );
    expect((await buildWithImports(dir, { type: 'commonjs', imports: 'default jquery $' })).errors).toContain(
      'The "commonjs" type does not support the "default" syntax',
    );
    expect((await buildWithImports(dir, { imports: 'default jquery $ jq' })).errors).toContain(
      'does not support "jq" alias',
    );
    expect((await buildWithImports(dir, { imports: ['default jquery $', 'default zepto $'] })).errors).toContain(
      'Duplicate',
    );
  });

  it('passes wrapper args as the page comment says, and puts additionalCode before the wrapper', async () => {
    const { source } = await buildWithImports(project({}), {
      additionalCode: 'var define = false;',
      wrapper: { thisArg: 'window', args: { jQuery: '$', global: 'window' } },
    });
    expect(source()).toContain('var define = false;\n\n(function(jQuery, global) {');
    expect(source()).toContain('}.call(window, $, window));');
  });

  it("repeats 'use strict' above the imports", async () => {
    const { source } = await buildWithImports(project({ 'vendor/legacy-plugin.js': `'use strict';\n${legacy}\n` }), {
      imports: 'namespace ../src/formatter.js formatter',
    });
    expect(source().startsWith("/*** IMPORTS FROM imports-loader ***/\n'use strict';\nimport * as formatter")).toBe(
      true,
    );
  });
});
