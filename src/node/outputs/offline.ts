/**
 * dist/offline.json: what a full offline copy of the site holds, for the service worker
 * (src/sw/sw.ts) to save once a page asks it to. Pages by url; files by their path from the root.
 */
import { readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { OFFLINE_MANIFEST_URL, type OfflineManifest } from '../../shared/offline';

/** Files a reader never needs offline: other formats of the pages, and the worker's own files. */
const SKIPPED = /(\.html|\.md|\.map|\.txt|\.xml|^sw\.js|^offline\.json|\.pf_meta|\.wasm)$/;

export interface OfflineCost {
  pages: number;
  files: number;
  bytes: number;
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

/** The bytes on disk of a manifest's pages and files (before compression). */
export async function offlineCost(manifest: OfflineManifest, distDir: string): Promise<OfflineCost> {
  let bytes = 0;
  for (const route of manifest.routes) bytes += (await stat(path.join(distDir, route, 'index.html'))).size;
  for (const file of manifest.files) bytes += (await stat(path.join(distDir, file))).size;
  return { pages: manifest.routes.length, files: manifest.files.length, bytes };
}
