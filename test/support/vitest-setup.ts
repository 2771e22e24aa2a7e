/**
 * Vitest's global setup, before any test file runs: unpack Chromium once, before test files that
 * open it run in parallel; and keep the minimizer's results (minify-cache.cjs) for every Node.js
 * process the tests start, Vitest's workers included, which inherit this environment.
 */
import path from 'node:path';
import { ROOT } from '../../src/node/paths';
import { unpackChromium } from './browser';

/** Where terser's results are kept between runs, like the build's caches. */
export const MINIFY_CACHE = path.join(ROOT, '.cache', 'test-minify');

export default async function setup(): Promise<void> {
  process.env.WEBPACK_DOCS_MINIFY_CACHE ??= MINIFY_CACHE;
  const preload = `--require ${JSON.stringify(path.join(ROOT, 'test', 'support', 'minify-cache.cjs'))}`;
  if (!process.env.NODE_OPTIONS?.includes(preload))
    process.env.NODE_OPTIONS = [process.env.NODE_OPTIONS, preload].filter(Boolean).join(' ');
  await unpackChromium();
}
