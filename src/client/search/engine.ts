/**
 * Runs a query against the index in /search/ (see src/node/search/build-index.ts). It downloads
 * the meta file once, then only the shards of the query's words and the fragments of the results
 * it returns; everything downloaded stays in memory for the next query.
 */
import type { SearchFragment, SearchMeta, SearchShard } from '../../shared/search/format';
import { queryWords, shardKey, type QueryWord } from '../../shared/search/tokens';

export interface SearchResult {
  /** The page's url with the heading's hash, if the result is a section. */
  url: string;
  pageTitle: string;
  section: string;
  /** The heading of the section; the page title for the page's own text. */
  heading: string;
  /** Whether the result is the page itself rather than one of its sections. */
  isPage: boolean;
  /** An excerpt of the text, as runs of plain and matched text. */
  excerpt: ExcerptPart[];
  score: number;
}

export interface ExcerptPart {
  text: string;
  match: boolean;
}

/** Reads a file of the index; tests in Node.js pass one that reads dist/. */
export type Fetcher = (url: string) => Promise<unknown>;

export const defaultFetcher: Fetcher = async (url) => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.json();
};

/** At most this many results; at most this many of them from one page. */
export const MAX_RESULTS = 10;
const PER_PAGE = 3;
/** A word being typed matches at most this many longer terms. */
const MAX_EXPANSIONS = 40;
/** A term the word being typed only starts counts this much of a whole word. */
const PREFIX_FACTOR = 0.6;
/** A document whose title or heading holds every word of the query counts this much more. */
const ALL_IN_HEADING = 1.5;
/** The same, when the word typed is also a whole term of the index. */
const COMPLETE_PREFIX_FACTOR = 0.3;

export class SearchIndex {
  private meta: Promise<SearchMeta> | undefined;
  /** Shards and fragments by file name, as they were downloaded. */
  private readonly files = new Map<string, Promise<unknown>>();

  /** `metaUrl` is `/search/meta.<hash>.json`; the other files are relative to its folder. */
  constructor(
    private readonly metaUrl: string,
    private readonly fetcher: Fetcher = defaultFetcher,
  ) {}

  private get base(): string {
    return this.metaUrl.slice(0, this.metaUrl.lastIndexOf('/') + 1);
  }

  /** Loads the meta file; a failed load is retried by the next call. */
  loadMeta(): Promise<SearchMeta> {
    this.meta ??= (this.fetcher(this.metaUrl) as Promise<SearchMeta>).catch((error: unknown) => {
      this.meta = undefined;
      throw error;
    });
    return this.meta;
  }

  /** A file below the meta file's folder, fetched once; a failed fetch is tried again next time. */
  private file<T>(name: string): Promise<T> {
    let file = this.files.get(name) as Promise<T> | undefined;
    if (!file) {
      file = (this.fetcher(this.base + name) as Promise<T>).catch((error: unknown) => {
        this.files.delete(name);
        throw error;
      });
      this.files.set(name, file);
    }
    return file;
  }

  private async shard(key: string): Promise<SearchShard | null> {
    const file = (await this.loadMeta()).shards[key];
    return file ? this.file<SearchShard>(file) : null;
  }

  /** Document id → score of one word: its exact terms, plus longer terms if it is being typed. */
  private async wordScores(word: QueryWord): Promise<Map<number, Match>> {
    const scores = new Map<number, Match>();
    const add = (matches: Map<number, Match>, factor: number) => {
      for (const [doc, match] of matches) {
        const total = scores.get(doc) ?? { score: 0, heading: false };
        scores.set(doc, { score: total.score + match.score * factor, heading: total.heading || match.heading });
      }
    };
    await Promise.all(
      word.terms.map(async (term) => {
        const shard = await this.shard(shardKey(term));
        if (!shard) return;
        const exact = binarySearch(shard.terms, term);
        if (exact >= 0) add(decode(shard.postings[exact] ?? []), 1);
        if (!word.prefix || !word.text.endsWith(term)) return;
        // Longer terms that start with what is typed: `output.filen` → `output.filename`.
        // A dotted path only grows from a dotted query: `entry` does not find `entry.{name}.worker` this way.
        const dotted = term.includes('.');
        let expansions: number[] = [];
        for (let i = exact >= 0 ? exact + 1 : -exact - 1; i < shard.terms.length && shard.terms[i]?.startsWith(term); i++) {
          if (dotted || !shard.terms[i]?.includes('.')) expansions.push(i);
        }
        if (expansions.length > MAX_EXPANSIONS) expansions = expansions.sort((a, b) => (shard.postings[b]?.length ?? 0) - (shard.postings[a]?.length ?? 0)).slice(0, MAX_EXPANSIONS);
        // When the word is already a whole term, longer ones are only a guess at what comes next.
        const factor = exact >= 0 ? COMPLETE_PREFIX_FACTOR : PREFIX_FACTOR;
        // Each document counts its best expansion only, not the sum of all it has.
        const best = new Map<number, Match>();
        for (const i of expansions) {
          for (const [doc, match] of decode(shard.postings[i] ?? [])) {
            const previous = best.get(doc);
            if (!previous || match.score > previous.score) best.set(doc, match);
          }
        }
        add(best, factor);
        // Shorter terms that what is typed goes past: `cachi` → `cach`, the stem of cache and caching.
        if (exact < 0 && /^[a-z]+$/.test(term)) {
          for (let length = term.length - 1; length >= Math.max(3, term.length - 3); length--) {
            const stem = term.slice(0, length);
            const index = binarySearch(shard.terms, stem);
            if (index >= 0) {
              add(decode(shard.postings[index] ?? []), PREFIX_FACTOR);
              break;
            }
          }
        }
      }),
    );
    return scores;
  }

  /** The best results for a query, best first, with their excerpts. */
  async search(query: string, limit = MAX_RESULTS): Promise<SearchResult[]> {
    const words = queryWords(query);
    if (words.length === 0) return [];
    const meta = await this.loadMeta();
    const perWord = await Promise.all(words.map((word) => this.wordScores(word)));
    const totals = new Map<number, { score: number; words: number; inHeading: number }>();
    for (const scores of perWord) {
      for (const [doc, match] of scores) {
        const total = totals.get(doc) ?? { score: 0, words: 0, inHeading: 0 };
        total.score += match.score;
        total.words += 1;
        if (match.heading) total.inHeading += 1;
        totals.set(doc, total);
      }
    }
    // A document that has every word comes first; one whose title or heading has every word gets a
    // boost; among the rest, the higher score.
    const ranked = [...totals]
      .map(([doc, { score, words: found, inHeading }]) => ({
        doc,
        score: score * (found / words.length) ** 2 * (inHeading === words.length ? ALL_IN_HEADING : 1),
      }))
      .sort((a, b) => b.score - a.score || a.doc - b.doc);

    const chosen: { doc: number; score: number; fragment: number }[] = [];
    const perPage = new Map<number, number>();
    for (const item of ranked) {
      if (chosen.length >= limit) break;
      const fragment = fragmentOf(meta, item.doc);
      const page = pageOfFragment(meta, fragment);
      const count = perPage.get(page) ?? 0;
      if (count >= PER_PAGE) continue;
      perPage.set(page, count + 1);
      chosen.push({ ...item, fragment });
    }

    return Promise.all(
      chosen.map(async ({ doc, score, fragment }) => {
        const [first, file] = meta.fragments[fragment] ?? [0, ''];
        const data = await this.file<SearchFragment>(file);
        const [anchor, heading, text] = data.docs[doc - first] ?? ['', '', ''];
        const [url, pageTitle, section] = meta.pages[data.page] ?? ['/', '', ''];
        return { url: anchor ? `${url}#${anchor}` : url, pageTitle, section, heading, isPage: !anchor, excerpt: excerpt(text, words), score };
      }),
    );
  }
}

/** How a term or a query word matches one document. */
interface Match {
  score: number;
  /** In the document's title or heading. */
  heading: boolean;
}

/** Postings as stored (id deltas, and weights whose lowest bit marks a heading) → document id → match. */
function decode(postings: readonly number[]): Map<number, Match> {
  const matches = new Map<number, Match>();
  let id = 0;
  for (let i = 0; i < postings.length; i += 2) {
    id += postings[i] ?? 0;
    const stored = postings[i + 1] ?? 0;
    matches.set(id, { score: stored >> 1, heading: stored % 2 === 1 });
  }
  return matches;
}

function binarySearch(sorted: readonly string[], value: string): number {
  let low = 0;
  let high = sorted.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const item = sorted[middle] ?? '';
    if (item < value) low = middle + 1;
    else if (item > value) high = middle - 1;
    else return middle;
  }
  return -(low + 1);
}

/** The fragment that holds a document. */
function fragmentOf(meta: SearchMeta, doc: number): number {
  let low = 0;
  let high = meta.fragments.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((meta.fragments[middle]?.[0] ?? 0) <= doc) low = middle;
    else high = middle - 1;
  }
  return low;
}

function pageOfFragment(meta: SearchMeta, fragment: number): number {
  return meta.fragments[fragment]?.[2] ?? -1;
}

/** Characters of text around the first match. */
const EXCERPT_LENGTH = 160;

/** The words of `text` that a query word matches: the word itself, or a word it is the stem or start of. */
function matcher(words: readonly QueryWord[]): (token: string) => boolean {
  const starts = words.flatMap((word) => [word.text, ...word.terms]).filter((item) => item.length >= 2);
  return (token) => {
    const lower = token.toLowerCase();
    // `output.filename` is a match for `filename` too: try every tail that starts after a dot.
    const tails = [lower, ...[...lower.matchAll(/\./g)].map((dot) => lower.slice(dot.index + 1))];
    return tails.some((tail) => starts.some((start) => tail.startsWith(start)));
  };
}

/** An excerpt of `text` around the first word the query matches, with every match marked. */
export function excerpt(text: string, words: readonly QueryWord[]): ExcerptPart[] {
  if (!text) return [];
  const matches = matcher(words);
  const spans: [number, number][] = [];
  for (const match of text.matchAll(/[\p{L}\p{N}_$][\p{L}\p{N}_$.\-[\]{}]*[\p{L}\p{N}_$]|[\p{L}\p{N}_$]/gu)) {
    if (matches(match[0])) spans.push([match.index, match.index + match[0].length]);
  }
  const firstMatch = spans[0]?.[0] ?? 0;
  let start = Math.max(0, firstMatch - 50);
  if (start > 0) {
    const space = text.indexOf(' ', start);
    start = space >= 0 && space < firstMatch ? space + 1 : start;
  }
  let end = Math.min(text.length, start + EXCERPT_LENGTH);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    end = space > start ? space : end;
  }
  const parts: ExcerptPart[] = [];
  if (start > 0) parts.push({ text: '…', match: false });
  let at = start;
  for (const [from, to] of spans) {
    if (to <= start || from >= end) continue;
    const clippedFrom = Math.max(from, start);
    if (clippedFrom > at) parts.push({ text: text.slice(at, clippedFrom), match: false });
    parts.push({ text: text.slice(clippedFrom, Math.min(to, end)), match: true });
    at = Math.min(to, end);
  }
  if (at < end) parts.push({ text: text.slice(at, end), match: false });
  if (end < text.length) parts.push({ text: '…', match: false });
  return parts;
}
