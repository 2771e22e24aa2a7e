/**
 * content/plugins/define-plugin.md: the example project of examples/plugins/define-plugin/ builds
 * the bundle the page shows and prints what the page says, and the rules the page states about
 * values, keys, conflicting definitions and runtime values hold.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { codeBlocks, blockWith } from '../../support/code-blocks';
import { build, projectConfig, tempDir } from '../../support/project';
import { readPage } from '../../support/content';

const PAGE = path.join(ROOT, 'content', 'plugins', 'define-plugin.md');
const EXAMPLE = path.join(ROOT, 'examples', 'plugins', 'define-plugin');
const text = readPage(PAGE).replace(/\s+/g, ' ');
const blocks = codeBlocks(PAGE);

/** Builds `source` as src/index.js of a scratch project; returns the bundle and the warnings. */
async function buildSource(
  name: string,
  source: string,
  config: webpack.Configuration,
): Promise<{ bundle: string; out: string; warnings: string[]; errors: string[]; stats: webpack.Stats }> {
  const dir = tempDir(`define-plugin-${name}`);
  writeFileSync(path.join(dir, 'index.js'), source);
  const stats = await build({
    mode: 'production',
    target: 'node',
    context: dir,
    entry: './index.js',
    optimization: { minimize: false },
    ...config,
    output: { path: path.join(dir, 'dist') },
  });
  const json = stats.toJson({ all: false, errors: true, warnings: true });
  const bundle = stats.hasErrors() ? '' : readFileSync(path.join(dir, 'dist', 'main.js'), 'utf8');
  return {
    bundle,
    out: path.join(dir, 'dist'),
    warnings: (json.warnings ?? []).map((w) => w.message),
    errors: (json.errors ?? []).map((e) => e.message),
    stats,
  };
}

describe('the example project', () => {
  const built = (async () => {
    const out = tempDir('define-plugin-example');
    const stats = await build({ context: EXAMPLE, ...projectConfig(EXAMPLE), output: { path: out } });
    return { out, stats };
  })();

  it('builds the dist/main.js the page shows', async () => {
    const { out, stats } = await built;
    expect(stats.hasErrors() || stats.hasWarnings(), stats.toString('errors-warnings')).toBe(false);
    const shown = blocks.find(
      (block) => block.lang === 'js' && !block.title && block.code.startsWith('console.log("Version'),
    );
    expect(shown?.code).toBe(readFileSync(path.join(out, 'main.js'), 'utf8').replace(/\n$/, ''));
  });

  it('prints the three lines the page shows', async () => {
    const { out } = await built;
    const printed = execFileSync(process.execPath, [path.join(out, 'main.js')], { encoding: 'utf8' });
    expect(printed).toBe(`${blockWith(blocks, 'Search is on')}\n`);
  });
});

describe('values and keys', () => {
  it('turns each kind of value into the code the table says', async () => {
    const { bundle } = await buildSource(
      'values',
      'console.log(CODE, NUM, BOOL, NUL, BIG, RE.test("abc"), twice(2), JSON.stringify(FEATURES), FEATURES.search);',
      {
        plugins: [
          new webpack.DefinePlugin({
            CODE: '1 + 2',
            NUM: 42,
            BOOL: true,
            NUL: null,
            BIG: BigInt(10),
            RE: /b/,
            twice: (n: number) => n * 2,
            FEATURES: { search: true },
          }),
        ],
      },
    );
    expect(bundle).toContain(
      'console.log(1 + 2, 42, true, null, 10n, /b/.test("abc"), ((n) => n * 2)(2), JSON.stringify(({"search":true})), true);',
    );
    expect(text).toContain('replaces `FEATURES.search` with `true` and `FEATURES` with `{"search":true}`');
  });

  it('makes an unquoted string an identifier, which throws a ReferenceError', async () => {
    const { out } = await buildSource('unquoted', 'console.log(MODE);', {
      plugins: [new webpack.DefinePlugin({ MODE: 'production' })],
    });
    expect(() => execFileSync(process.execPath, [path.join(out, 'main.js')], { stdio: 'pipe' })).toThrow(
      /ReferenceError: production is not defined/,
    );
  });

  it('leaves strings, properties and shadowing locals alone', async () => {
    const { bundle } = await buildSource(
      'untouched',
      'const o = { __API_URL__: 1 }; function f(__API_URL__) { return __API_URL__; } console.log(o.__API_URL__, "__API_URL__", f(5), __API_URL__);',
      {
        plugins: [new webpack.DefinePlugin({ __API_URL__: JSON.stringify('U') })],
      },
    );
    expect(bundle).toContain(
      'const o = { __API_URL__: 1 }; function f(__API_URL__) { return __API_URL__; } console.log(o.__API_URL__, "__API_URL__", f(5), "U");',
    );
  });

  it('replaces process.env in a destructuring only when every name is defined', async () => {
    const plugins = [new webpack.DefinePlugin({ 'process.env.API_URL': JSON.stringify('https://api.example.com') })];
    const all = await buildSource('destructure', 'const { API_URL } = process.env; console.log(API_URL);', { plugins });
    expect(all.bundle).toContain('const { API_URL } = ({"API_URL":"https://api.example.com"});');
    const some = await buildSource(
      'destructure-missing',
      'const { API_URL, OTHER } = process.env; console.log(API_URL, OTHER);',
      { plugins },
    );
    expect(some.bundle).toContain('= process.env;');
  });

  it('replaces a typeof key only in typeof expressions', async () => {
    const { bundle } = await buildSource('typeof', 'console.log(typeof window, window === undefined);', {
      target: 'web',
      plugins: [new webpack.DefinePlugin({ 'typeof window': JSON.stringify('undefined') })],
    });
    expect(bundle).toContain('console.log("undefined", window === undefined);');
  });
});

describe('conflicting values', () => {
  it('warns, and the plugin applied first wins, also over optimization.nodeEnv', async () => {
    const { bundle, warnings } = await buildSource('conflict', 'console.log(process.env.NODE_ENV, DUP);', {
      plugins: [
        new webpack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('staging'), DUP: '1' }),
        new webpack.DefinePlugin({ DUP: '2' }),
      ],
    });
    expect(bundle).toContain('console.log("staging", 1);');
    expect(warnings).toEqual(
      expect.arrayContaining([
        "DefinePlugin\nConflicting values for 'process.env.NODE_ENV'",
        "DefinePlugin\nConflicting values for 'DUP'",
      ]),
    );
    expect(blockWith(blocks, 'Conflicting values')).toBe(
      "WARNING in DefinePlugin\nConflicting values for 'process.env.NODE_ENV'",
    );
  });

  it('does not warn when optimization.nodeEnv sets the value', async () => {
    const { bundle, warnings } = await buildSource('node-env', 'console.log(process.env.NODE_ENV);', {
      optimization: { minimize: false, nodeEnv: 'staging' },
    });
    expect(warnings).toEqual([]);
    expect(bundle).toContain('console.log("staging");');
  });
});

describe('runtime values', () => {
  it('computes a value per module, and awaits async generators', async () => {
    const { bundle } = await buildSource('runtime', 'console.log(FILE, LATER, PROMISED);', {
      plugins: [
        new webpack.DefinePlugin({
          FILE: webpack.DefinePlugin.runtimeValue(({ module, key }) =>
            JSON.stringify(`${key}:${path.basename(module.resource)}`),
          ),
          LATER: webpack.DefinePlugin.runtimeValue(async () => JSON.stringify('later')),
          PROMISED: webpack.DefinePlugin.runtimeValue(() => Promise.resolve('"promised"'), { async: true }),
        }),
      ],
    });
    expect(bundle).toContain('console.log("FILE:index.js", "later", "promised");');
  });

  it('rejects a promise from a generator not known to be asynchronous', async () => {
    const { errors } = await buildSource('runtime-promise', 'console.log(PROMISED);', {
      plugins: [new webpack.DefinePlugin({ PROMISED: webpack.DefinePlugin.runtimeValue(() => Promise.resolve('1')) })],
    });
    const message =
      'DefinePlugin: the runtime value for "PROMISED" returned a Promise, but the generator was not declared asynchronous.';
    expect(errors.join('\n')).toContain(message);
    expect(text).toContain(message.replace('"PROMISED"', '"<key>"'));
  });

  it('marks modules that use an uncached runtime value as not cacheable', async () => {
    const { stats } = await buildSource('runtime-true', 'console.log(NOW);', {
      plugins: [new webpack.DefinePlugin({ NOW: webpack.DefinePlugin.runtimeValue(() => '1', true) })],
    });
    const module = stats.toJson({ all: false, modules: true }).modules?.find((m) => m.name === './index.js');
    expect(module?.cacheable).toBe(false);
    expect(module?.notCacheableReasons).toEqual(['DefinePlugin runtime value NOW']);
  });
});

describe('the definitions hook', () => {
  it('merges the definitions of every DefinePlugin', async () => {
    let merged: Record<string, unknown> = {};
    await buildSource('hook', 'console.log(A, B);', {
      plugins: [
        new webpack.DefinePlugin({ A: '1' }),
        new webpack.DefinePlugin({ B: '2' }),
        (compiler: webpack.Compiler) => {
          compiler.hooks.compilation.tap('Test', (compilation) => {
            compilation.hooks.finishModules.tap('Test', () => {
              merged = webpack.DefinePlugin.getCompilationHooks(compilation).definitions.call({});
            });
          });
        },
      ],
    });
    expect(merged).toMatchObject({ A: '1', B: '2', 'process.env.NODE_ENV': '"production"' });
  });
});
