/**
 * dist/offline.json: what a full offline copy of the site holds, for the service worker
 * (src/sw/sw.ts) to save once a page asks it to. Pages by url; files by their path from the root.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
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

/** The sizes of the files of earlier builds, by a hash of their names and bytes: gzipping them all takes a second. */
export const sizeStore = new DiskStore<{ bytes: number; gzip: number }>(path.join(ROOT, '.cache', 'sizes'));

async function sizes(files: readonly string[]): Promise<{ bytes: number; gzip: number }> {
  // One file at a time: 1,500 files open at once could pass the process's limit of open files.
  const bodies: Buffer[] = [];
  const hash = createHash('sha256');
  for (const file of files) {
    const body = await readFile(file);
    bodies.push(body);
    hash.update(`${file}\0`).update(body).update('\0');
  }
  const key = hash.digest('hex');
  const known = sizeStore.read(key);
  if (known) return known;
  let bytes = 0;
  let gzip = 0;
  files.forEach((file, index) => {
    const body = bodies[index] ?? Buffer.alloc(0);
    bytes += body.byteLength;
    gzip += /\.(png|ico|woff2)$/.test(file) ? body.byteLength : gzipSync(body).byteLength;
  });
  sizeStore.write(key, { bytes, gzip });
  return { bytes, gzip };
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
