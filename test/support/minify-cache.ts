/**
 * The tests' cache of minimized code (minify-cache.cjs, which Node.js preloads): where it is, how
 * old entries leave it, and a way to build without it.
 */
import { readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../src/node/paths';

/** Where terser's results are kept between runs, like the build's caches. */
export const MINIFY_CACHE = path.join(ROOT, '.cache', 'test-minify');

/** The module Node.js preloads into every process of the tests. */
export const MINIFY_CACHE_PRELOAD = path.join(ROOT, 'test', 'support', 'minify-cache.cjs');

/** An entry of the minify cache that no run has used for this long is removed. */
export const MINIFY_CACHE_DAYS = 14;

/**
 * Removes the entries of a minify cache folder that were last used more than `days` ago (a read
 * marks an entry used): entries of inputs that changed are never read again. Returns how many.
 */
export function pruneMinifyCache(folder: string, days = MINIFY_CACHE_DAYS, now = Date.now()): number {
  let removed = 0;
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return 0;
  }
  for (const name of names) {
    const file = path.join(folder, name);
    if (now - statSync(file).mtimeMs > days * 86_400_000) {
      rmSync(file, { force: true });
      removed++;
    }
  }
  return removed;
}

/** Runs `work` with the cache off in this process (minimizing as a reader's build does), then on again. */
export async function withoutMinifyCache<T>(work: () => Promise<T>): Promise<T> {
  const folder = process.env.WEBPACK_DOCS_MINIFY_CACHE;
  delete process.env.WEBPACK_DOCS_MINIFY_CACHE;
  try {
    return await work();
  } finally {
    if (folder !== undefined) process.env.WEBPACK_DOCS_MINIFY_CACHE = folder;
  }
}
