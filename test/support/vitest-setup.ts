/**
 * Vitest's global setup, before any test file runs: unpack Chromium once, before test files that
 * open it run in parallel; and keep the minimizer's results (minify-cache.cjs) for every Node.js
 * process the tests start, Vitest's workers included, which inherit this environment.
 */
import { unpackChromium } from './browser';
import { MINIFY_CACHE, MINIFY_CACHE_PRELOAD, pruneMinifyCache } from './minify-cache';

export default async function setup(): Promise<void> {
  process.env.WEBPACK_DOCS_MINIFY_CACHE ??= MINIFY_CACHE;
  pruneMinifyCache(process.env.WEBPACK_DOCS_MINIFY_CACHE);
  const preload = `--require ${JSON.stringify(MINIFY_CACHE_PRELOAD)}`;
  if (!process.env.NODE_OPTIONS?.includes(preload))
    process.env.NODE_OPTIONS = [process.env.NODE_OPTIONS, preload].filter(Boolean).join(' ');
  await unpackChromium();
}
