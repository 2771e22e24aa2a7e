/** Writes every route as dist/<url>/index.html, rendered by the server bundle. */
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { SCREEN_ROUTES, screenChunkName } from '../shared/site';
import type { RouteData } from '../shared/types';
import type { ContentResult } from './content/pipeline';
import { renderDocument, type EntryAssets } from './html';
import type { ChunkFiles } from './webpack/run';
import { DIST_DIR, SERVER_BUNDLE } from './paths';

interface ServerEntry {
  render: (route: RouteData, pathname: string, html?: string) => Promise<string>;
  SCREENS_WITH_CHUNKS: RouteData['kind'][];
}

export interface PrerenderedRoute {
  url: string;
  file: string;
}

function loadServerEntry(): ServerEntry {
  const require = createRequire(import.meta.url);
  delete require.cache[SERVER_BUNDLE];
  return require(SERVER_BUNDLE) as ServerEntry;
}

export function outputFileFor(url: string): string {
  return path.join(DIST_DIR, ...url.split('/').filter(Boolean), 'index.html');
}

/**
 * @param assets the shared app's files, on every page
 * @param chunkFiles the files of a named lazy chunk: a screen's own chunk is added to its page
 */
export async function prerender(content: ContentResult, assets: EntryAssets, chunkFiles: ChunkFiles): Promise<PrerenderedRoute[]> {
  const server = loadServerEntry();
  const written: PrerenderedRoute[] = [];
  const write = async (url: string | null, route: RouteData, pathname: string, html?: string) => {
    const appHtml = await server.render(route, pathname, html);
    const own = server.SCREENS_WITH_CHUNKS.includes(route.kind) ? chunkFiles(screenChunkName(route.kind)) : { scripts: [], styles: [] };
    const pageAssets = { scripts: [...assets.scripts, ...own.scripts], styles: [...assets.styles, ...own.styles] };
    const file = url ? outputFileFor(url) : path.join(DIST_DIR, '404.html');
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, renderDocument({ url, route, appHtml, assets: pageAssets }));
    written.push({ url: url ?? '404', file });
  };
  for (const [url, kind] of Object.entries(SCREEN_ROUTES)) await write(url, { kind }, url);
  for (const [url, doc] of content.docs) await write(url, { kind: 'doc', meta: doc.meta }, url, doc.html);
  await write(null, { kind: 'not-found' }, '/404/');
  return written;
}
