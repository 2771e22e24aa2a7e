/**
 * The files of the search index, as the build writes them to /search/ and the browser reads them.
 * Every file name carries a hash of its content, so a file never changes once published.
 */

/** /search/meta.<hash>.json: the one file every search reads first. */
export interface SearchMeta {
  /** [url, title, section title] of each page; a document names its page by index. */
  pages: [url: string, title: string, section: string][];
  /** How many documents (pages and headings) the index holds. */
  documents: number;
  /**
   * Fragments hold documents in order, never two pages in one: [first document's id, file name,
   * page index] of each, sorted by id.
   */
  fragments: [first: number, file: string, page: number][];
  /** Shard key (see `shardKey`) → file name of the shard that holds the terms starting with it. */
  shards: Record<string, string>;
  /** Vocabulary key (see `vocabularyKey`) → file name of the site's words that start with it. */
  vocabulary: Record<string, string>;
}

/** /search/s/<key>.<hash>.json: the terms of one shard, sorted, with their postings. */
export interface SearchShard {
  terms: string[];
  /**
   * For each term, pairs of (document id minus the previous pair's id, weight), by document id.
   * The weight is the term's score in that document, times 10 and rounded, times 2, plus 1 when
   * the term is in the document's title or heading. For an exact key (a term that starts with
   * `=`), the weight is how the document has the key (`KEY_WEIGHT` in build-index.ts), times 2,
   * plus 1.
   */
  postings: number[][];
}

/**
 * /search/v/<key>.<hash>.json: the words of the site (lower-cased, as written, not stemmed) that
 * start with one character, the most common first. Read to correct a typo and to suggest words
 * when a query finds nothing.
 */
export type SearchVocabulary = string[];

/** /search/f/<n>.<hash>.json: consecutive documents of one page, what a result shows of them. */
export interface SearchFragment {
  /** Index into `SearchMeta.pages`. */
  page: number;
  /**
   * [heading id ('' for the page's own text), heading text, text, what it shows printed (when it
   * shows something)] of each document.
   */
  docs: [anchor: string, heading: string, text: string, output?: string][];
}

export const SEARCH_DIR = 'search';

/** Algolia DocSearch's settings, when the build switches it on (src/node/search/docsearch.ts). */
export interface DocSearchConfig {
  appId: string;
  /** The public, search-only key. */
  apiKey: string;
  indexName: string;
}
