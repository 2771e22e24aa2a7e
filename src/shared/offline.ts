/**
 * What the service worker and the page say to each other, and the file the build writes for the
 * worker: every route and every file a full offline copy needs.
 */

/** dist/offline.json */
export const OFFLINE_MANIFEST_URL = '/offline.json';

export interface OfflineManifest {
  /** Every page's url (`/concepts/`), printable pages included. */
  routes: string[];
  /** Every other same-origin file a page may load: chunks, stylesheets, data, images. */
  files: string[];
}

/** Messages from the page to the worker. */
export type ToWorker = { type: 'SKIP_WAITING' } | { type: 'CACHE_SITE' };

/** Messages from the worker to its pages. */
export type FromWorker = { type: 'SITE_CACHED'; pages: number; bytes: number };

/** Cache names: one set per build, so that a page never mixes files of two builds. */
export const CACHE_PREFIX = 'webpack-docs';
export function cacheName(kind: 'pages' | 'files', version: string): string {
  return `${CACHE_PREFIX}-${kind}-${version}`;
}

/** A content-hashed file: `main.1a2b3c4d5e.js`, `c1a2b3c4d5e.js`, `data/x.1a2b3c4d5e.json`. */
export const HASHED_FILE = /(?:\.[0-9a-f]{10}\.\w+|\/c[0-9a-f]{10}\.js)$/;
