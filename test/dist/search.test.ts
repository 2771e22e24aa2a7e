/**
 * The search index of the built site: relevance against the table of queries, what a first query
 * downloads, and the shape of the files.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { SearchIndex } from '../../src/client/search/engine';
import type { SearchMeta } from '../../src/shared/search/format';
import { contentUrls, DIST_DIR } from '../support/dist';
import { AMONG_FIRST_THREE, SEARCH_QUERIES } from './search-queries';

const SEARCH_DIR = path.join(DIST_DIR, 'search');
const metaFile = readdirSync(SEARCH_DIR).find((name) => /^meta\.[0-9a-f]{10}\.json$/.test(name));
const metaUrl = `/search/${metaFile ?? 'missing'}`;

/** Reads the index from dist/, counting the compressed bytes of every file read. */
function indexFromDist(): { index: SearchIndex; downloaded: () => number; files: string[] } {
  const files: string[] = [];
  const index = new SearchIndex(metaUrl, async (url) => {
    files.push(url);
    return JSON.parse(readFileSync(path.join(DIST_DIR, url), 'utf8')) as unknown;
  });
  const downloaded = () => files.reduce((sum, url) => sum + gzipSync(readFileSync(path.join(DIST_DIR, url))).length, 0);
  return { index, downloaded, files };
}

describe('the search index in dist/search/', () => {
  it('has one meta file, which names shards and fragments that exist', () => {
    expect(metaFile).toBeDefined();
    const meta = JSON.parse(readFileSync(path.join(SEARCH_DIR, metaFile ?? ''), 'utf8')) as SearchMeta;
    expect(meta.pages.length).toBeGreaterThan(50);
    const named = [...Object.values(meta.shards), ...meta.fragments.map(([, file]) => file)];
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
    const meta = JSON.parse(readFileSync(path.join(SEARCH_DIR, metaFile ?? ''), 'utf8')) as SearchMeta;
    expect(meta.pages.map(([url]) => url).sort()).toEqual(contentUrls().sort());
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

describe('what a search downloads', () => {
  it('downloads well under 100 KB compressed for a first query, and only new shards and fragments after it', async () => {
    const { index, downloaded, files } = indexFromDist();
    await index.search('output.filename');
    const first = downloaded();
    expect(first).toBeLessThan(60_000);
    const after = files.length;
    await index.search('output.filename');
    expect(files.length, 'the same query again downloads nothing').toBe(after);
    await index.search('output.path');
    const second = files.slice(after);
    expect(second.some((url) => url.includes('/meta.')), 'the meta file is downloaded once').toBe(false);
    expect(second.every((url) => url.includes('/s/') || url.includes('/f/'))).toBe(true);
  });
});
