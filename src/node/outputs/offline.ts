/**
 * dist/offline.json: what a full offline copy of the site holds, for the service worker
 * (src/sw/sw.ts) to save once a page asks it to. Pages by url; files by their path from the root.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import path from 'node:path';
import { OFFLINE_MANIFEST_URL, type OfflineManifest } from '../../shared/offline';
import { DiskStore } from '../disk-store';
import { ROOT } from '../paths';

/**
 * Files a reader never needs offline: other formats of the pages, and the worker's own files. Also
 * the playground's webpack (playground/): a few MiB that only /playground/ loads, kept once visited.
 */
const SKIPPED = /(\.html|\.md|\.map|\.txt|\.xml|^sw\.js|^offline\.json|\.pf_meta|\.wasm)$|^playground\//;

export interface OfflineCost {
  pages: number;
  files: number;
  /** On disk. */
  bytes: number;
  /** Over the wire, with gzip as the preview server sends it. */
  gzip: number;
}

export async function offlineManifest(routes: readonly string[], distDir: string): Promise<OfflineManifest> {
  const entries = await readdir(distDir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(distDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => !SKIPPED.test(file))
    .map((file) => `/${file}`)
    .sort();
  return { routes: routes.filter((url) => url.endsWith('/')).sort(), files };
}

export async function writeOfflineManifest(routes: readonly string[], distDir: string): Promise<OfflineManifest> {
  const manifest = await offlineManifest(routes, distDir);
  await writeFile(path.join(distDir, OFFLINE_MANIFEST_URL.slice(1)), `${JSON.stringify(manifest)}\n`);
  return manifest;
}

/**
 * Each file's size over the wire, by a hash of its bytes, for the files of recent builds: gzipping
 * every file of the site takes a second, and after one page changed only its files, the pages'
 * HTML and the app's changed files are new. One entry, under SIZES_KEY.
 */
export const sizeStore = new DiskStore<Record<string, number>>(path.join(ROOT, '.cache', 'sizes'));
const SIZES_KEY = createHash('sha256').update('gzip sizes by content').digest('hex');
/** Past this many sizes, only the latest build's are kept. */
const MAX_SIZES = 20_000;
/** Files gzipped at once: zlib runs on libuv's threads, on every core. */
const GZIP_AT_ONCE = 8;
const gzipAsync = promisify(gzip);

/** The files' size on disk and over the wire. */
export async function sizes(
  files: readonly string[],
  store: DiskStore<Record<string, number>> = sizeStore,
): Promise<{ bytes: number; gzip: number }> {
  const known = store.read(SIZES_KEY) ?? {};
  const found: Record<string, number> = {};
  let bytes = 0;
  let total = 0;
  let next = 0;
  // A few files at a time: 1,500 files open at once could pass the process's limit of open files.
  const work = async () => {
    for (let index = next++; index < files.length; index = next++) {
      const file = files[index] ?? '';
      const body = await readFile(file);
      bytes += body.byteLength;
      const hash = createHash('sha1').update(body).digest('hex');
      const size =
        known[hash] ??
        found[hash] ??
        (/\.(png|ico|woff2)$/.test(file) ? body.byteLength : (await gzipAsync(body)).byteLength);
      found[hash] = size;
      total += size;
    }
  };
  await Promise.all(Array.from({ length: GZIP_AT_ONCE }, work));
  if (Object.keys(found).some((hash) => known[hash] === undefined)) {
    const merged = { ...known, ...found };
    store.write(SIZES_KEY, Object.keys(merged).length > MAX_SIZES ? found : merged);
  }
  return { bytes, gzip: total };
}

/** What saving the whole site for offline use downloads: every page and file of the manifest. */
export async function offlineCost(manifest: OfflineManifest, distDir: string): Promise<OfflineCost> {
  const files = [
    ...manifest.routes.map((route) => path.join(distDir, route, 'index.html')),
    ...manifest.files.map((file) => path.join(distDir, file)),
  ];
  return { pages: manifest.routes.length, files: manifest.files.length, ...(await sizes(files)) };
}

/**
 * What the service worker adds to a first visit: sw.js, what it precaches beyond the app files the
 * page has loaded already (the route table, the app shell and the 404 page), and the "pwa" chunk.
 */
export async function firstVisitExtra(
  distDir: string,
  pwaChunk: readonly string[],
  loaded: readonly string[],
): Promise<{ bytes: number; gzip: number }> {
  const worker = await readFile(path.join(distDir, 'sw.js'), 'utf8');
  const precached = [...worker.matchAll(/['"]url['"]:\s*['"](\/[^'"]+)['"]/g)]
    .map((m) => m[1] ?? '')
    .filter((url) => !loaded.includes(url));
  const files = ['sw.js', ...precached, '/app-shell/index.html', '/404.html', ...pwaChunk].map((file) =>
    path.join(distDir, file),
  );
  return sizes(files);
}
