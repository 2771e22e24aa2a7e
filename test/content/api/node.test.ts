/**
 * content/api/node.md: the scripts of examples/api/node/ print what the page shows, the behavior
 * the page describes holds, and every export of the webpack package is named.
 *
 * Convention for the exports: every key of `require('webpack')` whose name does not end in
 * `Plugin` has a table row whose first cell is `webpack.<key>` in code. A member of a namespace
 * (`webpack.util.createHash`) that is not a plugin is named in code in the row of its namespace
 * (`createHash` in the row of `webpack.util`) or has a row of its own. An export that webpack
 * marks deprecated says "Deprecated" in its row (or names the member deprecated in its
 * namespace's row).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Table } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { CONTENT_DIR, ROOT } from '../../../src/node/paths';
import { codeBlocks, markdownTree, type CodeBlock } from '../../support/code-blocks';
import { copyProject } from '../../support/project';
import { readPage } from '../../support/content';

const requireFromRoot = createRequire(path.join(ROOT, 'package.json'));
const PAGE = path.join(CONTENT_DIR, 'api', 'node.md');
const PROJECT = path.join(ROOT, 'examples', 'api', 'node');
const blocks: CodeBlock[] = existsSync(PAGE) ? codeBlocks(PAGE) : [];
const pageText = existsSync(PAGE) ? readPage(PAGE) : '';

/** The output the page shows for a script: the first `text` block after the block titled with it. */
function outputShownFor(script: string): string {
  const at = blocks.findIndex((block) => block.title === `examples/api/node/${script}`);
  expect(at, `a block shows examples/api/node/${script}`).toBeGreaterThanOrEqual(0);
  const output = blocks.slice(at + 1).find((block) => block.lang === 'text');
  expect(output, `a text block follows examples/api/node/${script}`).toBeDefined();
  return output?.code ?? '';
}

function runScript(copy: string, script: string): string {
  return execFileSync(process.execPath, [path.join(copy, script)], { cwd: copy, encoding: 'utf8', timeout: 60_000 });
}

describe('the scripts of content/api/node.md', () => {
  for (const script of ['build.js', 'run.js', 'watch.js', 'multi.js', 'memory.js', 'validate.js', 'defaults.js']) {
    it(`${script} prints what the page shows`, () => {
      const copy = copyProject(PROJECT, `api-node-${script}`);
      const printed = runScript(copy, script);
      expect(printed.trimEnd()).toBe(outputShownFor(script).split('/path/to/project').join(copy));
    }, 60_000);
  }

  it('build.js writes dist/main.js, which greets', () => {
    const copy = copyProject(PROJECT, 'api-node-build-output');
    runScript(copy, 'build.js');
    expect(execFileSync(process.execPath, [path.join(copy, 'dist', 'main.js')], { encoding: 'utf8' })).toBe(
      'Hello, Node.js API!\n',
    );
  });

  it('build.js exits with 1 on a compilation error', () => {
    const copy = copyProject(PROJECT, 'api-node-build-error');
    execFileSync('sh', ['-c', `rm ${path.join(copy, 'src', 'greet.js')}`]);
    const result = spawnSync(process.execPath, [path.join(copy, 'build.js')], { cwd: copy, encoding: 'utf8' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("Can't resolve './greet.js'");
  });

  it('memory.js writes nothing to disk', () => {
    const copy = copyProject(PROJECT, 'api-node-memory');
    runScript(copy, 'memory.js');
    expect(existsSync(path.join(copy, 'dist'))).toBe(false);
  });
});

describe('what content/api/node.md says about webpack()', () => {
  const webpack = requireFromRoot('webpack') as (
    options: object,
    callback?: (error: Error | null, stats?: unknown) => void,
  ) => unknown;

  it('returns null for an invalid configuration with a callback, and calls it with the ValidationError later', async () => {
    expect(pageText).toContain('returns `null` and calls the callback with the\n`ValidationError` on the next tick');
    let called = false;
    const error = await new Promise<Error | null>((resolve) => {
      const returned = webpack({ mode: 'prod' }, (err) => {
        called = true;
        resolve(err);
      });
      expect(returned).toBeNull();
      expect(called).toBe(false);
    });
    expect(error?.name).toBe('ValidationError');
  });

  it('throws the ValidationError without a callback', () => {
    expect(() => webpack({ mode: 'prod' })).toThrow(expect.objectContaining({ name: 'ValidationError' }));
  });

  it('warns with DEP_WEBPACK_WATCH_WITHOUT_CALLBACK for watch: true without a callback', () => {
    expect(pageText).toContain('DEP_WEBPACK_WATCH_WITHOUT_CALLBACK');
    const result = spawnSync(
      process.execPath,
      ['-e', "const c = require('webpack')({ mode: 'none', watch: true, entry: './nothing.js' }); c.close(() => {});"],
      { cwd: PROJECT, encoding: 'utf8' },
    );
    expect(result.stderr).toContain('DEP_WEBPACK_WATCH_WITHOUT_CALLBACK');
  });

  it('reports an unresolved request as a webpack.ModuleNotFoundError: an error, or a warning when optional', () => {
    const copy = copyProject(PROJECT, 'api-node-not-found');
    const script = `
      const webpack = require('webpack');
      const { writeFileSync } = require('fs');
      writeFileSync('src/index.js', "import './missing.js';\\ntry { require('./optional.js'); } catch {}\\n");
      webpack({ mode: 'none', context: process.cwd(), entry: './src/index.js' }, (error, stats) => {
        if (error) throw error;
        const show = (list) => list.map((item) => [item instanceof webpack.ModuleNotFoundError, item instanceof webpack.WebpackError, item.name, item.message.split('\\n')[0], item.module && item.module.rawRequest, item.loc && item.loc.start.line]);
        console.log(JSON.stringify({ errors: show(stats.compilation.errors), warnings: show(stats.compilation.warnings) }));
      });
    `;
    const printed = execFileSync(process.execPath, ['-e', script], { cwd: copy, encoding: 'utf8' });
    const { errors, warnings } = JSON.parse(printed) as { errors: unknown[][]; warnings: unknown[][] };
    expect(errors).toEqual([
      [
        true,
        true,
        'ModuleNotFoundError',
        `Module not found: Error: Can't resolve './missing.js' in '${path.join(copy, 'src')}'`,
        './src/index.js',
        1,
      ],
    ]);
    expect(warnings.map((warning) => warning.slice(0, 3))).toEqual([[true, true, 'ModuleNotFoundError']]);
    expect(pageText).toContain('`Module not found: `');
  });

  it('exports hmr.LazyCompilationPlugin with its transport hook, and no longer experiments.typescript', () => {
    const exports = requireFromRoot('webpack') as Record<string, Record<string, unknown>>;
    const plugin = exports.hmr?.LazyCompilationPlugin as {
      getCompilerHooks: (compiler: unknown) => { transport: object };
    };
    const compiler = (requireFromRoot('webpack') as (options: object) => unknown)({
      mode: 'none',
      entry: path.join(PROJECT, 'src', 'index.js'),
    });
    const hooks = plugin.getCompilerHooks(compiler);
    expect(hooks.transport.constructor.name).toBe('AsyncSeriesWaterfallHook');
    expect(plugin.getCompilerHooks(compiler)).toBe(hooks);
    expect(Object.keys(exports.experiments ?? {})).toEqual(['schemes', 'ids']);
  });

  it('names webpack.ValidationError and webpack.WebpackOptionsValidationError as one class', () => {
    const exports = requireFromRoot('webpack') as Record<string, unknown>;
    expect(exports.ValidationError).toBe(exports.WebpackOptionsValidationError);
  });
});

// ---------------------------------------------------------------------------------------------
// The exports.

interface Row {
  first: string[];
  text: string;
}
function pageTableRows(): Row[] {
  const rows: Row[] = [];
  if (!existsSync(PAGE)) return rows;
  visit(markdownTree(PAGE), 'table', (table: Table) => {
    for (const row of table.children.slice(1)) {
      const first: string[] = [];
      visit(row.children[0] ?? row, 'inlineCode', (code: { value: string }) => void first.push(code.value));
      const codes: string[] = [];
      visit(row, 'inlineCode', (code: { value: string }) => void codes.push(code.value));
      rows.push({ first, text: `${toString(row)} ${codes.join(' ')}` });
    }
  });
  return rows;
}

/**
 * Export paths that webpack's lib/index.js marks `@deprecated`, e.g. `validateSchema` or
 * `dependencies.HarmonyImportDependency`: a getter one tab deep is a top-level export, two tabs
 * deep a member of the namespace object literal it stands in. Plugins are left to their pages.
 */
function deprecatedExports(): Set<string> {
  const lines = readFileSync(requireFromRoot.resolve('webpack/lib/index.js'), 'utf8').split('\n');
  const found = new Set<string>();
  let namespace = '';
  let deprecated = false;
  for (const line of lines) {
    const opened = /^\t(\w+): \{$/.exec(line);
    if (opened) namespace = opened[1] ?? '';
    if (/@deprecated/.test(line)) deprecated = true;
    const getter = /^(\t+)get (\w+)\(\)/.exec(line);
    if (getter) {
      const name = getter[2] ?? '';
      if (deprecated && !/Plugin$/.test(name)) found.add(getter[1] === '\t' ? name : `${namespace}.${name}`);
      deprecated = false;
    }
  }
  return found;
}

describe('the exports on content/api/node.md', () => {
  const exportsObject = requireFromRoot('webpack') as Record<string, unknown>;
  const rows = pageTableRows();
  const rowOf = (exportPath: string) => rows.find((row) => row.first.includes(`webpack.${exportPath}`));
  const keys = Object.keys(exportsObject).filter((key) => !/Plugin$/.test(key));

  it('walks the exports', () => {
    expect(keys.length).toBeGreaterThan(50);
    expect(keys).toContain('validate');
  });

  it('has a row for every export that is not a plugin', () => {
    expect(keys.filter((key) => !rowOf(key))).toEqual([]);
  });

  it('names every member of a namespace that is not a plugin', () => {
    const missing: string[] = [];
    for (const key of keys) {
      const value = exportsObject[key];
      if (!/^[a-z]/.test(key) || !value || typeof value !== 'object') continue;
      for (const member of Object.keys(value).filter((name) => !/Plugin$/.test(name))) {
        const own = rowOf(`${key}.${member}`);
        const namespaceRow = rowOf(key);
        if (!own && !namespaceRow?.text.split(' ').includes(member)) missing.push(`webpack.${key}.${member}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('says which exports are deprecated', () => {
    const deprecated = deprecatedExports();
    expect(deprecated.size).toBeGreaterThan(5);
    const unmarked = [...deprecated].filter((exportPath) => {
      const [first, member] = exportPath.split('.');
      if (!member) return !/Deprecated/.test(rowOf(first ?? '')?.text ?? '');
      const own = rowOf(exportPath);
      if (own) return !/Deprecated/.test(own.text);
      return !new RegExp(`\\b${member}\\b[^,;]*deprecated`).test(rowOf(first ?? '')?.text ?? '');
    });
    expect(unmarked).toEqual([]);
  });
});
