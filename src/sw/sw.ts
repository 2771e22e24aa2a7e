/**
 * The service worker (/sw.js), built by Workbox's InjectManifest from this file.
 *
 * - Precached at install: the app every page runs (runtime, framework, main, the route table) and
 *   the app shell and 404 pages. That is all a first visit costs beyond the page itself.
 * - Pages: network first, so a reader online always gets the newest deployed page; the copy is
 *   kept for offline use. Offline, an unknown page gets the cached 404 page, a known page that was
 *   never saved gets the app shell (which renders it from the route table and the page's chunk).
 * - Content-hashed files (chunks, stylesheets, data): cache first; a name never changes content.
 * - Other files of the site (images, the search index): network first, cached for offline use.
 * - On request (`CACHE_SITE`, sent by the page once it is idle) it saves every page and file of
 *   dist/offline.json, so that every page opens offline later, visited or not.
 * - It waits until the page asks it to take over (`SKIP_WAITING`, the update notice's button).
 *
 * Every cache belongs to one build (its name ends with this worker's version, a hash of its
 * precache manifest); activating a new worker deletes the caches of the others, so a page never
 * mixes the files of two builds. A page saved while online whose app files are not this build's
 * is not kept for offline use.
 */
/// <reference lib="webworker" />
import { cleanupOutdatedCaches, getCacheKeyForURL, matchPrecache, precache } from 'workbox-precaching';
import type { PrecacheEntry } from 'workbox-precaching';
import {
  CACHE_PREFIX,
  cacheName,
  HASHED_FILE,
  OFFLINE_MANIFEST_URL,
  type FromWorker,
  type OfflineManifest,
  type ToWorker,
} from '../shared/offline';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

const MANIFEST = self.__WB_MANIFEST;
const SHELL_URL = '/app-shell/';
const NOT_FOUND_URL = '/404.html';

/** A short hash of the precache manifest: it changes with every build that changes the app. */
function hashOf(text: string): string {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return (hash >>> 0).toString(16).padStart(8, '0');
}

const VERSION = hashOf(JSON.stringify(MANIFEST));
const PAGES = cacheName('pages', VERSION);
const FILES = cacheName('files', VERSION);
/** The app's own script: a page that does not load it belongs to another build. */
const MAIN_SCRIPT = MANIFEST.map((entry) => (typeof entry === 'string' ? entry : entry.url)).find((url) =>
  /(^|\/)main\.[0-9a-f]{10}\.js$/.test(url),
);

precache([...MANIFEST, { url: SHELL_URL, revision: VERSION }, { url: NOT_FOUND_URL, revision: VERSION }]);
cleanupOutdatedCaches();

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith(`${CACHE_PREFIX}-`) && name !== PAGES && name !== FILES)
          .map((name) => caches.delete(name)),
      );
      // The first worker takes the open pages at once, so the first visit already works offline.
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const message = event.data as ToWorker;
  if (message.type === 'SKIP_WAITING') void self.skipWaiting();
  if (message.type === 'CACHE_SITE') event.waitUntil(cacheSite(event.source));
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname === '/sw.js') return;
  if (getCacheKeyForURL(url.href)) event.respondWith(precached(request));
  else if (request.mode === 'navigate') event.respondWith(page(request, url));
  else if (HASHED_FILE.test(url.pathname)) event.respondWith(hashedFile(request));
  else event.respondWith(otherFile(request));
});

async function precached(request: Request): Promise<Response> {
  return (await matchPrecache(request.url)) ?? fetch(request);
}

/** The page's html, if it belongs to this build. */
async function keepable(response: Response): Promise<boolean> {
  if (!response.ok || response.redirected || !MAIN_SCRIPT) return false;
  const html = await response.clone().text();
  return html.includes(`src="${MAIN_SCRIPT}"`) || html.includes(`src="/${MAIN_SCRIPT.replace(/^\//, '')}"`);
}

async function page(request: Request, url: URL): Promise<Response> {
  const key = url.pathname;
  try {
    const response = await fetch(request);
    if (await keepable(response)) {
      const cache = await caches.open(PAGES);
      await cache.put(key, response.clone());
    }
    return response;
  } catch (error) {
    const saved = await caches.match(key, { cacheName: PAGES });
    if (saved) return saved;
    const fallback = (await knownRoute(key)) ? SHELL_URL : NOT_FOUND_URL;
    const shell = await matchPrecache(fallback);
    if (!shell) throw error;
    const status = fallback === NOT_FOUND_URL ? 404 : 200;
    return new Response(shell.body, { status, headers: shell.headers });
  }
}

async function knownRoute(pathname: string): Promise<boolean> {
  const manifest = await offlineManifest(true);
  return manifest ? manifest.routes.includes(pathname) : true;
}

async function hashedFile(request: Request): Promise<Response> {
  const cache = await caches.open(FILES);
  const saved = await cache.match(request);
  if (saved) return saved;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

async function otherFile(request: Request): Promise<Response> {
  const cache = await caches.open(FILES);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(request, response.clone());
    return response;
  } catch (error) {
    const saved = await cache.match(request);
    if (saved) return saved;
    throw error;
  }
}

/** dist/offline.json: from the network, else the copy saved with the site. */
async function offlineManifest(cachedOnly = false): Promise<OfflineManifest | null> {
  const cache = await caches.open(FILES);
  if (!cachedOnly) {
    try {
      const response = await fetch(OFFLINE_MANIFEST_URL, { cache: 'no-store' });
      if (response.ok) {
        await cache.put(OFFLINE_MANIFEST_URL, response.clone());
        return (await response.json()) as OfflineManifest;
      }
    } catch {
      // offline: use the saved copy
    }
  }
  const saved = await cache.match(OFFLINE_MANIFEST_URL);
  return saved ? ((await saved.json()) as OfflineManifest) : null;
}

/** Saves every page and file the site has, skipping what is saved already; a few at a time. */
async function cacheSite(client: ExtendableMessageEvent['source']): Promise<void> {
  const manifest = await offlineManifest();
  if (!manifest) return;
  const pages = await caches.open(PAGES);
  const files = await caches.open(FILES);
  let bytes = 0;
  let saved = 0;
  const jobs = [
    ...manifest.routes.map((route) => async () => {
      if (await pages.match(route)) return;
      const response = await fetch(route);
      if (!(await keepable(response))) return;
      bytes += (await response.clone().arrayBuffer()).byteLength;
      await pages.put(route, response);
      saved += 1;
    }),
    ...manifest.files.map((file) => async () => {
      if (getCacheKeyForURL(new URL(file, self.location.origin).href) || (await files.match(file))) return;
      const response = await fetch(file);
      if (!response.ok) return;
      bytes += (await response.clone().arrayBuffer()).byteLength;
      await files.put(file, response);
    }),
  ];
  const run = async () => {
    for (let job = jobs.shift(); job; job = jobs.shift()) await job().catch(() => undefined);
  };
  await Promise.all([run(), run(), run(), run()]);
  const done: FromWorker = { type: 'SITE_CACHED', pages: saved, bytes };
  client?.postMessage(done);
}
