/**
 * The search index of the built site: relevance against the table of queries and the evaluation
 * set, what a first query downloads, and the shape of the files.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { SearchIndex } from '../../src/client/search/engine';
import type { SearchFragment, SearchMeta } from '../../src/shared/search/format';
import { contentUrls, DIST_DIR } from '../support/dist';
import {
  drawnSplit,
  EVAL_QUERIES,
  evaluate,
  HELD_OUT,
  heldOutQueries,
  QUERY_KINDS,
  scoreTable,
  tuningQueries,
  writtenBlindQueries,
} from './search-eval';
import { AMONG_FIRST_THREE, SEARCH_QUERIES } from './search-queries';

const SEARCH_DIR = path.join(DIST_DIR, 'search');
const metaFile = readdirSync(SEARCH_DIR).find((name) => /^meta\.[0-9a-f]{10}\.json$/.test(name));
const metaUrl = `/search/${metaFile ?? 'missing'}`;
const readMeta = () => JSON.parse(readFileSync(path.join(SEARCH_DIR, metaFile ?? ''), 'utf8')) as SearchMeta;

/** Reads the index from dist/, counting the compressed bytes of every file read. */
function indexFromDist(): { index: SearchIndex; downloaded: () => number; files: string[] } {
  const files: string[] = [];
  const index = new SearchIndex(metaUrl, (url) => {
    files.push(url);
    return Promise.resolve(JSON.parse(readFileSync(path.join(DIST_DIR, url), 'utf8')) as unknown);
  });
  const downloaded = () => files.reduce((sum, url) => sum + gzipSync(readFileSync(path.join(DIST_DIR, url))).length, 0);
  return { index, downloaded, files };
}

describe('the search index in dist/search/', () => {
  it('has one meta file, which names shards, vocabularies and fragments that exist', () => {
    expect(metaFile).toBeDefined();
    const meta = readMeta();
    expect(meta.pages.length).toBeGreaterThan(50);
    expect(Object.keys(meta.vocabulary).length).toBeGreaterThan(20);
    const named = [...Object.values(meta.shards), ...Object.values(meta.vocabulary), ...meta.fragments.map(([, file]) => file)];
    for (const file of named) expect(() => readFileSync(path.join(SEARCH_DIR, file)), file).not.toThrow();
    const written = readdirSync(SEARCH_DIR, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(SEARCH_DIR, path.join(entry.parentPath, entry.name)));
    expect(written.sort()).toEqual([...named, metaFile].sort());
  });

  it('names every file after its content, so a published file never changes', () => {
    for (const name of readdirSync(SEARCH_DIR, { recursive: true }).map(String).filter((file) => file.endsWith('.json'))) {
      expect(name).toMatch(/(^|\/)[^/]+\.[0-9a-f]{10}\.json$/);
    }
  });

  it('indexes every page of the content, and nothing else', () => {
    expect(readMeta().pages.map(([url]) => url).sort()).toEqual(contentUrls().sort());
  });
});

describe('relevance: the first result of each query in test/dist/search-queries.ts', () => {
  const { index } = indexFromDist();

  it('has at least 30 queries', () => {
    expect(SEARCH_QUERIES.length).toBeGreaterThanOrEqual(30);
  });

  for (const [query, expected] of SEARCH_QUERIES) {
    it(`${query} → ${expected}`, async () => {
      const results = await index.search(query);
      const urls = results.map((result) => (expected.includes('#') ? result.url : result.url.split('#')[0]));
      const listed = `results: ${results.map((result) => result.url).join(', ')}`;
      if (AMONG_FIRST_THREE.has(query)) expect(urls.slice(0, 3), listed).toContain(expected);
      else expect(urls[0], listed).toBe(expected);
    });
  }
});

describe('relevance: the evaluation set of test/dist/search-eval.ts', () => {
  /** Every heading and page the index holds, as a result url. */
  const urls = (() => {
    const meta = readMeta();
    const found = new Set(meta.pages.map(([url]) => url));
    for (const [, file] of meta.fragments) {
      const fragment = JSON.parse(readFileSync(path.join(SEARCH_DIR, file), 'utf8')) as SearchFragment;
      for (const [anchor] of fragment.docs) if (anchor) found.add(`${meta.pages[fragment.page]?.[0] ?? ''}#${anchor}`);
    }
    return found;
  })();

  it('has at least 200 queries of every kind, each once, whose answers are pages and headings of the site', () => {
    expect(EVAL_QUERIES.length).toBeGreaterThanOrEqual(200);
    expect(new Set(EVAL_QUERIES.map((item) => item.query)).size).toBe(EVAL_QUERIES.length);
    for (const kind of QUERY_KINDS) expect(EVAL_QUERIES.filter((item) => item.kind === kind).length, kind).toBeGreaterThanOrEqual(15);
    for (const item of EVAL_QUERIES) for (const url of item.accept) expect(urls.has(url), `${item.query}: ${url}`).toBe(true);
  });

  it('holds out the third its seed draws, of every kind', () => {
    expect([...HELD_OUT].sort()).toEqual(drawnSplit().sort());
    for (const kind of QUERY_KINDS) expect(heldOutQueries().filter((item) => item.kind === kind).length, kind).toBeGreaterThan(0);
  });

  const search = async (query: string) => (await indexFromDist().index.search(query)).map((result) => result.url);

  // The targets of issue 23: 95% of the tuning set, 90% of the held-out set. The tuning queries
  // written before the 60 written blind (longer, looser, each accepting a section) are held to
  // the target on their own too, so that the blind ones do not hide a loss among them.
  const blind = new Set(writtenBlindQueries().map((item) => item.query));
  it('puts an accepted answer first for at least 95% of the tuning set before the queries written blind', async () => {
    const { byKind, misses } = await evaluate(
      tuningQueries().filter((item) => !blind.has(item.query)),
      search,
    );
    expect(byKind.all.top1, [...scoreTable({ byKind, misses }), ...misses.map((miss) => `${miss.query} → ${miss.first}`)].join('\n')).toBeGreaterThanOrEqual(0.95);
  });

  it('puts an accepted answer first for at least 95% of the tuning set', async () => {
    const { byKind, misses } = await evaluate(tuningQueries(), search);
    expect(byKind.all.top1, [...scoreTable({ byKind, misses }), ...misses.map((miss) => `${miss.query} → ${miss.first}`)].join('\n')).toBeGreaterThanOrEqual(0.95);
  });

  it('puts an accepted answer first for at least 90% of the held-out set', async () => {
    const { byKind, misses } = await evaluate(heldOutQueries(), search);
    expect(byKind.all.top1, [...scoreTable({ byKind, misses }), ...misses.map((miss) => `${miss.query} → ${miss.first}`)].join('\n')).toBeGreaterThanOrEqual(0.9);
  });
});

describe('what a search downloads', () => {
  it('downloads well under 100 KB compressed for a first query, and only new shards and fragments after it', async () => {
    const { index, downloaded, files } = indexFromDist();
    await index.search('output.filename');
    const first = downloaded();
    expect(first).toBeLessThan(60_000);
    expect(files.some((url) => url.includes('/v/')), 'a query whose words the index has reads no vocabulary').toBe(false);
    const after = files.length;
    await index.search('output.filename');
    expect(files.length, 'the same query again downloads nothing').toBe(after);
    await index.search('output.path');
    const second = files.slice(after);
    expect(second.some((url) => url.includes('/meta.')), 'the meta file is downloaded once').toBe(false);
    expect(second.every((url) => url.includes('/s/') || url.includes('/f/'))).toBe(true);
  });

  it('reads the vocabulary of a first letter only for a word the index does not have', async () => {
    const { index, files } = indexFromDist();
    const [first] = await index.search('extenals');
    expect(first?.url).toMatch(/^\/configuration\/externals\//);
    expect(files.filter((url) => url.includes('/v/'))).toEqual([expect.stringMatching(/\/search\/v\/e\.[0-9a-f]{10}\.json$/)]);
  });
});
