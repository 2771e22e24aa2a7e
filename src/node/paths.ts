import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const CONTENT_DIR = path.join(ROOT, 'content');
/** Generated modules and the server bundle: build input, never deployed. */
export const SITE_DIR = process.env.SITE_DIR ? path.resolve(process.env.SITE_DIR) : path.join(ROOT, '.site');
/** The built site. `DIST_DIR` and `SITE_DIR` let a test build a second site beside the first. */
export const DIST_DIR = process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : path.join(ROOT, 'dist');
export const SERVER_BUNDLE = path.join(SITE_DIR, 'server', 'entry-server.cjs');
/** The routes the last build wrote: read by the checks over dist/ and the browser tests. */
export const BUILD_MANIFEST = path.join(SITE_DIR, 'build-manifest.json');
