/**
 * Vitest's global setup, before any test file runs: unpack Chromium once, before test files that
 * open it run in parallel; and keep the minimizer's results (minify-cache.cjs) for every Node.js
 * process the tests start, Vitest's workers included, which inherit this environment.
 */
import { readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../src/node/paths';
import { unpackChromium } from './browser';

/** Where terser's results are kept between runs, like the build's caches. */
export const MINIFY_CACHE = path.join(ROOT, '.cache', 'test-minify');

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

export default async function setup(): Promise<void> {
  process.env.WEBPACK_DOCS_MINIFY_CACHE ??= MINIFY_CACHE;
  pruneMinifyCache(process.env.WEBPACK_DOCS_MINIFY_CACHE);
  const preload = `--require ${JSON.stringify(path.join(ROOT, 'test', 'support', 'minify-cache.cjs'))}`;
  if (!process.env.NODE_OPTIONS?.includes(preload))
    process.env.NODE_OPTIONS = [process.env.NODE_OPTIONS, preload].filter(Boolean).join(' ');
  await unpackChromium();
}
