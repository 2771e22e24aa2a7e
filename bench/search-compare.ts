/**
 * The search part of `npm run bench`: the evaluation set of test/dist/search-eval.ts through the
 * site's own search (the index the build wrote into dist/search/), through Pagefind and through
 * MiniSearch, both indexing the same sections (every page's rendered body split at its headings,
 * code blocks left out, as src/node/search/extract.ts does), and what a first query downloads
 * with each.
 *
 * - Ours: the engine of the browser, reading dist/ (the e2e tests type into the real dialog).
 * - Pagefind 1.6 (its Node API writes the index; the search runs in Chromium with its own
 *   pagefind.js and WebAssembly): a result is the page's sub-result (heading) with the most
 *   matches, the one its UI shows first.
 * - MiniSearch 7 with the settings its documentation suggests for a site search: title and
 *   heading boosted, prefix search and fuzzy matching on. It must download its whole index.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import MiniSearch from 'minisearch';
import type { Browser, Response } from 'playwright-core';
import { SearchIndex } from '../src/client/search/engine';
import { build } from '../src/node/build';
import { runContentPipeline } from '../src/node/content/pipeline';
import { SIDE_OUTPUT_URLS } from '../src/node/outputs';
import { DIST_DIR, ROOT } from '../src/node/paths';
import type { IndexedPage } from '../src/node/search/build-index';
import { indexedPages } from '../src/node/search/index';
import { createServer } from '../src/node/serve';
import { evaluate, heldOutQueries, QUERY_KINDS, tuningQueries, type Evaluation } from '../test/dist/search-eval';

export const ENGINES = ['ours', 'pagefind', 'minisearch'] as const;
export type Engine = (typeof ENGINES)[number];

export interface SearchComparison {
  /** Engine → set → per-kind scores. */
  scores: Record<Engine, { tuning: Evaluation['byKind']; heldOut: Evaluation['byKind'] }>;
  /** Engine → compressed bytes a first query downloads (code and index), for `FIRST_QUERY`. */
  firstQueryBytes: Record<Engine, { code: number; index: number }>;
}

/** The query whose downloads are counted. */
export const FIRST_QUERY = 'code splitting';

type Search = (query: string) => Promise<readonly string[]>;

/** Bytes of a response as sent compressed: gzip for text, as it is for what is compressed already. */
const sent = (body: Buffer) => Math.min(body.byteLength, gzipSync(body).byteLength);

async function scoresOf(search: Search): Promise<{ tuning: Evaluation['byKind']; heldOut: Evaluation['byKind'] }> {
  return {
    tuning: (await evaluate(tuningQueries(), search)).byKind,
    heldOut: (await evaluate(heldOutQueries(), search)).byKind,
  };
}

/** Builds the site into DIST_DIR when it has no search index yet. */
async function ensureBuilt(): Promise<void> {
  if (existsSync(path.join(DIST_DIR, 'search'))) return;
  await build();
}

function oursInNode(): Search {
  const dir = path.join(DIST_DIR, 'search');
  const meta = readdirSync(dir).find((name) => name.startsWith('meta.'));
  if (!meta) throw new Error(`no search index in ${dir}`);
  const index = new SearchIndex(`/search/${meta}`, (url) =>
    Promise.resolve(JSON.parse(readFileSync(path.join(DIST_DIR, url), 'utf8')) as unknown),
  );
  return async (query) => (await index.search(query)).map((result) => result.url);
}

/** Every section as a document of its own, as the site's index has them. */
function sectionDocuments(pages: readonly IndexedPage[]) {
  return pages.flatMap((page) =>
    page.sections.map((section, position) => ({
      id: `${page.url}#${position}`,
      url: section.anchor ? `${page.url}#${section.anchor}` : page.url,
      title: page.title,
      heading: section.level === 1 ? page.title : section.heading,
      text: section.level === 1 ? `${page.description} ${section.text}` : section.text,
    })),
  );
}

function miniSearch(pages: readonly IndexedPage[]): { search: Search; indexBytes: number; codeBytes: number } {
  const index = new MiniSearch({ fields: ['title', 'heading', 'text'], storeFields: ['url', 'heading', 'title'] });
  index.addAll(sectionDocuments(pages));
  const options = { boost: { heading: 3, title: 2 }, prefix: true, fuzzy: 0.2 };
  const code = readFileSync(path.join(ROOT, 'node_modules/minisearch/dist/umd/index.js'));
  return {
    search: (query) =>
      Promise.resolve(
        index
          .search(query, options)
          .slice(0, 10)
          .map((result) => String(result.url)),
      ),
    indexBytes: gzipSync(JSON.stringify(index)).byteLength,
    codeBytes: gzipSync(code).byteLength,
  };
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A Pagefind index of the same sections, written below `dir`/pagefind/, with a page that loads it. */
async function writePagefind(pages: readonly IndexedPage[], dir: string): Promise<void> {
  const pagefind = await import('pagefind');
  const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
  if (!index) throw new Error(`pagefind: ${errors.join(', ')}`);
  for (const page of pages) {
    const body = page.sections
      .map((section) =>
        section.level === 1
          ? `<h1>${escape(page.title)}</h1><p>${escape(page.description)}</p><p>${escape(section.text)}</p>`
          : `<h${section.level} id="${escape(section.anchor)}">${escape(section.heading)}</h${section.level}><p>${escape(section.text)}</p>`,
      )
      .join('\n');
    const added = await index.addHTMLFile({
      url: page.url,
      content: `<!doctype html><html lang="en"><head><title>${escape(page.title)}</title></head><body><main data-pagefind-body>${body}</main></body></html>`,
    });
    if (added.errors.length) throw new Error(`pagefind: ${page.url}: ${added.errors.join(', ')}`);
  }
  const written = await index.writeFiles({ outputPath: path.join(dir, 'pagefind') });
  if (written.errors.length) throw new Error(`pagefind: ${written.errors.join(', ')}`);
  await pagefind.close();
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Pagefind</title></head><body></body></html>',
  );
}

/** In the page: Pagefind's results for a query, each page as its sub-result with the most matches. */
const PAGEFIND_SEARCH = `async (query) => {
  window.pf ??= await import('/pagefind/pagefind.js');
  const found = await window.pf.search(query);
  const data = await Promise.all(found.results.slice(0, 10).map((result) => result.data()));
  return data.map((page) => {
    const best = [...(page.sub_results ?? [])].sort((a, b) => (b.locations?.length ?? 0) - (a.locations?.length ?? 0))[0];
    return best ? best.url : page.url;
  });
}`;

async function serve(root: string) {
  const server = createServer(root);
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  return { server, origin: `http://localhost:${(server.address() as AddressInfo).port}` };
}

/** Opens `url` in a fresh context, waits for `before`, then adds up what `act` downloads. */
async function downloads(
  browser: Browser,
  url: string,
  before: (tab: import('playwright-core').Page) => Promise<void>,
  act: (tab: import('playwright-core').Page) => Promise<void>,
) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const tab = await context.newPage();
  await tab.goto(url);
  await before(tab);
  const responses: Response[] = [];
  tab.on('response', (response) => responses.push(response));
  await act(tab);
  await tab.waitForLoadState('networkidle');
  const bytes = { code: 0, index: 0 };
  for (const response of responses) {
    const body = await response.body().catch(() => Buffer.alloc(0));
    const kind = /\.(js|wasm)$|wasm\.|pagefind\.js/.test(response.url()) ? 'code' : 'index';
    bytes[kind] += sent(body);
  }
  await context.close();
  return bytes;
}

export async function compareSearch(browser: Browser): Promise<SearchComparison> {
  await ensureBuilt();
  const content = await runContentPipeline({ rootDir: ROOT, extraUrls: SIDE_OUTPUT_URLS });
  const pages = indexedPages(content);
  const work = mkdtempSync(path.join(tmpdir(), 'bench-search-'));
  // The preview server serves a folder with the host files a build writes; Pagefind's site needs none.
  writeFileSync(path.join(work, '_headers'), '');
  writeFileSync(path.join(work, '_redirects'), '');
  const site = await serve(DIST_DIR);
  try {
    const ours = await scoresOf(oursInNode());
    const mini = miniSearch(pages);
    const minisearch = await scoresOf(mini.search);
    await writePagefind(pages, work);
    const pagefindSite = await serve(work);
    try {
      const context = await browser.newContext({ serviceWorkers: 'block' });
      const tab = await context.newPage();
      await tab.goto(`${pagefindSite.origin}/`);
      const pagefind = await scoresOf((query) =>
        tab.evaluate<string[]>(`(${PAGEFIND_SEARCH})(${JSON.stringify(query)})`),
      );
      await context.close();
      const oursBytes = await downloads(
        browser,
        `${site.origin}/guides/getting-started/`,
        // Hydrated, and done with what the page fetches by itself after it, which is not search's.
        async (page) => {
          await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
          await page.waitForLoadState('networkidle');
        },
        async (page) => {
          await page.keyboard.press('Control+k');
          await page.getByRole('dialog').getByRole('combobox').fill(FIRST_QUERY);
          await page.getByRole('dialog').getByRole('option').first().waitFor();
        },
      );
      const pagefindBytes = await downloads(
        browser,
        `${pagefindSite.origin}/`,
        () => Promise.resolve(),
        async (page) => {
          await page.evaluate(`(${PAGEFIND_SEARCH})(${JSON.stringify(FIRST_QUERY)})`);
        },
      );
      return {
        scores: { ours, pagefind, minisearch },
        firstQueryBytes: {
          ours: oursBytes,
          pagefind: pagefindBytes,
          minisearch: { code: mini.codeBytes, index: mini.indexBytes },
        },
      };
    } finally {
      pagefindSite.server.close();
    }
  } finally {
    site.server.close();
    rmSync(work, { recursive: true, force: true });
  }
}

const percent = (value: number) => `${(value * 100).toFixed(1)}%`.padStart(7);

/** The comparison as lines of a table: one per kind of query and set, each engine's top-1, top-3 and MRR. */
export function comparisonReport(comparison: SearchComparison): string[] {
  const lines = ['Search: the evaluation set (test/dist/search-eval.ts), top-1 / top-3 / MRR per kind of query'];
  const head = ENGINES.map((engine) => engine.padEnd(25)).join('');
  for (const set of ['tuning', 'heldOut'] as const) {
    lines.push(`  ${(set === 'tuning' ? 'tuning set' : 'held-out set').padEnd(18)}${head}`);
    for (const kind of ['all', ...QUERY_KINDS] as const) {
      const cells = ENGINES.map((engine) => {
        const { top1, top3, mrr } = comparison.scores[engine][set][kind];
        return `${percent(top1)} ${percent(top3)} ${mrr.toFixed(3)}  `;
      });
      lines.push(`  ${`${kind} (${comparison.scores.ours[set][kind].queries})`.padEnd(18)}${cells.join('')}`);
    }
  }
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  lines.push(`  First query ("${FIRST_QUERY}"), compressed: code + index`);
  for (const engine of ENGINES) {
    const { code, index } = comparison.firstQueryBytes[engine];
    lines.push(`    ${engine.padEnd(12)}${kib(code)} + ${kib(index)} = ${kib(code + index)}`);
  }
  return lines;
}
