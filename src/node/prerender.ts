/**
 * Writes every route as dist/<url>/index.html, rendered by the server bundle. Every page is
 * rendered first: the Content-Security-Policy each of them carries is computed from all of them
 * (host/csp.ts), then written into each.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { SCREEN_ROUTES, screenChunkName } from '../shared/site';
import type { RouteData } from '../shared/types';
import type { ContentResult } from './content/pipeline';
import { contentSecurityPolicy, withPolicyMeta, type Directives, type PolicyInputs } from './host/csp';
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

export interface Prerendered {
  routes: PrerenderedRoute[];
  /** The Content-Security-Policy every page carries. */
  policy: Directives;
}

/**
 * @param assets the shared app's files, on every page
 * @param chunkFiles the files of a named lazy chunk: a screen's own chunk is added to its page
 * @param sources what the policy allows besides what the pages hold (see contentSecurityPolicy)
 */
export async function prerender(
  content: ContentResult,
  assets: EntryAssets,
  chunkFiles: ChunkFiles,
  sources: Omit<PolicyInputs, 'pages'>,
): Promise<Prerendered> {
  const server = loadServerEntry();
  const rendered: (PrerenderedRoute & { html: string })[] = [];
  const render = async (url: string | null, route: RouteData, pathname: string, html?: string) => {
    const appHtml = await server.render(route, pathname, html);
    const own = server.SCREENS_WITH_CHUNKS.includes(route.kind)
      ? chunkFiles(screenChunkName(route.kind))
      : { scripts: [], styles: [] };
    const pageAssets = { scripts: [...assets.scripts, ...own.scripts], styles: [...assets.styles, ...own.styles] };
    const file = url ? outputFileFor(url) : path.join(DIST_DIR, '404.html');
    rendered.push({ url: url ?? '404', file, html: renderDocument({ url, route, appHtml, assets: pageAssets }) });
  };
  for (const [url, kind] of Object.entries(SCREEN_ROUTES)) await render(url, { kind }, url);
  for (const [url, doc] of content.docs) await render(url, { kind: 'doc', meta: doc.meta }, url, doc.html);
  await render(null, { kind: 'not-found' }, '/404/');
  const policy = contentSecurityPolicy({ ...sources, pages: rendered.map((page) => page.html) });
  for (const page of rendered) {
    await mkdir(path.dirname(page.file), { recursive: true });
    await writeFile(page.file, withPolicyMeta(page.html, policy));
  }
  return { routes: rendered.map(({ url, file }) => ({ url, file })), policy };
}
