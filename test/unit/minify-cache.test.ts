/**
 * test/support/minify-cache.cjs, which every Node.js process of the tests preloads: a production
 * build with the cache writes what a build without it writes, a second build reads terser's
 * results from the cache instead of minimizing again, a changed module is minimized again, and
 * options that hold a function are never cached.
 */
import { readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildProduction, tempDir, writeProject } from '../support/project';
import { pruneMinifyCache, withoutMinifyCache } from '../support/minify-cache';

/** A module with a licence comment, which the minimizer moves to main.js.LICENSE.txt. */
const SOURCES = {
  'src/index.js': "import { greet } from './greet.js';\nglobalThis.greeting = greet(globalThis.reader);\n",
  'src/greet.js': [
    '/*! greet, a licence comment */',
    'globalThis.greet = function greet(name) {',
    '  return `Hello, ${name}!`;',
    '};',
    'export const greet = globalThis.greet;',
    '',
  ].join('\n'),
};

let folder = '';
let before: string | undefined;
beforeEach(() => {
  before = process.env.WEBPACK_DOCS_MINIFY_CACHE;
  folder = tempDir('minify-cache');
  process.env.WEBPACK_DOCS_MINIFY_CACHE = folder;
});
afterEach(() => {
  if (before === undefined) delete process.env.WEBPACK_DOCS_MINIFY_CACHE;
  else process.env.WEBPACK_DOCS_MINIFY_CACHE = before;
});

const entries = (): string[] => readdirSync(folder).sort();

describe('the tests’ cache of minimized code', { timeout: 60_000 }, () => {
  it('is preloaded into the tests’ processes', () => {
    expect(process.env.NODE_OPTIONS).toContain('minify-cache.cjs');
  });

  it('gives the output of a build without it, and the second build reads it', async () => {
    const dir = writeProject('minify-cache', SOURCES);
    const cached = await buildProduction(dir);
    expect(cached.errors).toEqual([]);
    expect(entries()).toHaveLength(1);
    const plain = await withoutMinifyCache(() => buildProduction(dir));
    expect(entries()).toHaveLength(1);
    expect(cached.files).toEqual(plain.files);
    for (const file of plain.files) expect(cached.read(file), file).toBe(plain.read(file));
    expect(cached.files).toContain('main.js.LICENSE.txt');

    // The entry is what the next build uses: a build with a marked entry writes the mark.
    const [entry = ''] = entries();
    const stored = JSON.parse(readFileSync(path.join(folder, entry), 'utf8')) as { code: string };
    writeFileSync(path.join(folder, entry), JSON.stringify({ ...stored, code: `${stored.code}/*from the cache*/` }));
    const again = await buildProduction(dir);
    expect(again.read('main.js')).toContain('/*from the cache*/');
    expect(entries()).toEqual([entry]);
  });

  it('marks an entry used when a build reads it, and the setup removes entries unused for two weeks', async () => {
    const dir = writeProject('minify-cache-prune', SOURCES);
    await buildProduction(dir);
    const [entry = ''] = entries();
    const file = path.join(folder, entry);
    const weeksAgo = new Date(Date.now() - 30 * 86_400_000);
    utimesSync(file, weeksAgo, weeksAgo);
    await buildProduction(dir);
    expect(Date.now() - statSync(file).mtimeMs).toBeLessThan(60_000);

    expect(pruneMinifyCache(folder)).toBe(0);
    utimesSync(file, weeksAgo, weeksAgo);
    expect(pruneMinifyCache(folder)).toBe(1);
    expect(entries()).toEqual([]);
  });

  it('minimizes a changed module again, under a new key', async () => {
    const dir = writeProject('minify-cache-changed', SOURCES);
    await buildProduction(dir);
    const [first] = entries();
    writeFileSync(
      path.join(dir, 'src', 'index.js'),
      "import { greet } from './greet.js';\nglobalThis.again = greet('again');\n",
    );
    const changed = await buildProduction(dir);
    expect(changed.read('main.js')).toContain('globalThis.again');
    expect(entries()).toHaveLength(2);
    expect(entries()).toContain(first);
  });

  it('does not keep results of options that hold a function', async () => {
    const dir = writeProject('minify-cache-function', SOURCES);
    const { default: TerserPlugin } = await import('terser-webpack-plugin');
    const built = await buildProduction(dir, {
      optimization: {
        minimizer: [
          new TerserPlugin({ extractComments: { condition: (_node, comment) => comment.value.includes('licence') } }),
        ],
      },
    });
    expect(built.read('main.js.LICENSE.txt')).toContain('greet, a licence comment');
    expect(entries()).toEqual([]);
  });
});
