/**
 * Stage 2 of the search index: sections → the files in /search/.
 *
 * Every section of every page is a document: its heading (the page title for the page's own text)
 * and its body. Scores are computed here, once: each posting carries the term's weight in that
 * document (see below), so the browser only adds numbers.
 *
 * Terms are split into shards by their first two characters; a query downloads the shards of its
 * words only. Documents are grouped into fragments of a few kilobytes in page order; a query
 * downloads the fragments of the results it shows.
 */
import { createHash } from 'node:crypto';
import type { SearchFragment, SearchMeta, SearchShard } from '../../shared/search/format';
import { shardKey, terms, weightedTerms } from '../../shared/search/tokens';
import type { Section } from './extract';

export interface IndexedPage {
  url: string;
  title: string;
  /** The title of the page's section ('' for a top-level page). */
  section: string;
  /** The page's one-sentence description: searched with the page's own text. */
  description: string;
  sections: Section[];
  /** The page's links to pages of the site. */
  links: string[];
}

/**
 * How a term's weight in a document is computed:
 *
 *   idf × (saturated body frequency + TITLE × title matches / √title length
 *          + HEADING × heading matches / √heading length) × section factor × level factor
 *
 * The body counts as in BM25 (frequency saturates, long sections count less; the page's
 * description counts double in the page's own text). Title and heading matches add linearly, so a
 * word in a short heading beats the same word repeated in prose, and `devtool` finds the heading
 * that is only `devtool` before `output.devtoolNamespace`.
 */
const K1 = 1.2;
const B = 0.5;
const TITLE = 4;
const HEADING = 2.5;
/** A part of a word in a title or heading (`chunk` of `splitChunks`) counts this much of a word. */
const PART = 0.5;
const DESCRIPTION = 2;
/**
 * Added when the query names an option by its dotted path, or the end of it, and the heading
 * documents exactly that option (`resolve.alias` finds the option, not `resolve.alias[].name` or a
 * concept page's mention; `splitChunks.chunks` finds `optimization.splitChunks.chunks`).
 */
const OPTION = 4;

/** Reference sections first when the same words match; news and history last. */
const SECTION_FACTOR: Record<string, number> = {
  configuration: 1.15,
  // For plugin and loader authors: below the configuration, which most readers look for.
  api: 0.85,
  plugins: 1.1,
  loaders: 1.1,
  concepts: 1.05,
  guides: 1.05,
  glossary: 0.9,
  migrate: 0.85,
  contribute: 0.95,
  blog: 0.7,
};

/**
 * Pages whose sections match many queries by their sheer number: the CLI's tables of a thousand
 * flags name every option, and would otherwise come before the option's own heading.
 */
const PAGE_FACTOR: Record<string, number> = { '/api/cli/': 0.6 };

/**
 * How much the links from other pages raise a section: `1 + LINKS × ln(1 + inbound links)`. The
 * options and pages the docs point to most (output.publicPath, Loaders) are the ones readers
 * look for, so among sections that match a query equally well, the most linked comes first.
 */
const LINKS = 0.15;

/** Each heading level below h2 weighs a little less: the option `output` beats one of its children's sections. */
const LEVEL_FACTOR = [1, 1, 1, 0.97, 0.94, 0.92, 0.9] as const;

/** Characters of a document's text kept for excerpts. */
const EXCERPT_SOURCE = 1000;
/** A fragment is closed once its documents hold this many characters. */
const FRAGMENT_SIZE = 3000;

/**
 * Abbreviations readers type, added to the title and headings that spell them out (and the other
 * way round), so `hmr` finds Hot Module Replacement.
 */
export const SYNONYMS: readonly (readonly [added: string, present: string])[] = [
  ['hmr', 'hot module replacement'],
  ['cli', 'command line interface'],
  ['esm', 'ecmascript module'],
  ['esm', 'es module'],
  ['pwa', 'progressive web application'],
  ['csp', 'content security policy'],
  ['env', 'environment variables'],
  ['devserver', 'dev server'],
  ['source maps sourcemap', 'devtool'],
  ['sourcemap', 'source map'],
];

/** The text with the words of every synonym whose phrase it contains, unless it has them already. */
function withSynonyms(text: string): string {
  const lower = text.toLowerCase();
  const added = SYNONYMS.flatMap(([words, phrase]) => (lower.includes(phrase) && !lower.includes(words) ? [words] : []));
  return added.length ? `${text} ${added.join(' ')}` : text;
}

interface Doc {
  page: number;
  section: Section;
  title: [string, number][];
  heading: [string, number][];
  /** Body terms, then the description's, which count double. */
  body: string[];
  description: string[];
}

function hash(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 10);
}

export interface SearchFiles {
  /** Path below /search/ → file content. */
  files: Map<string, string>;
  /** The path of the meta file below /search/. */
  meta: string;
  documents: number;
  terms: number;
}

export function buildSearchIndex(pages: readonly IndexedPage[]): SearchFiles {
  const docs: Doc[] = [];
  pages.forEach((page, pageIndex) => {
    for (const section of page.sections) {
      const own = section.level === 1;
      docs.push({
        page: pageIndex,
        section,
        // The section's title counts as part of the page's: `migrate 5` finds "To v5 from v4".
        title: own ? [...weightedTerms(withSynonyms(page.title), PART), ...weightedTerms(page.section, PART).map(([term]): [string, number] => [term, PART])] : [],
        heading: own ? [] : weightedTerms(withSynonyms(section.heading), PART),
        body: terms(section.text),
        description: own ? terms(page.description) : [],
      });
    }
  });
  const bodyLength = (doc: Doc) => doc.body.length + DESCRIPTION * doc.description.length;
  const averageBody = docs.reduce((sum, doc) => sum + bodyLength(doc), 0) / Math.max(1, docs.length);

  /** term → doc id → the parts of its weight before idf */
  const parts = new Map<string, Map<number, { body: number; boost: number }>>();
  const entry = (term: string, id: number) => {
    let byDoc = parts.get(term);
    if (!byDoc) parts.set(term, (byDoc = new Map<number, { body: number; boost: number }>()));
    let item = byDoc.get(id);
    if (!item) byDoc.set(id, (item = { body: 0, boost: 0 }));
    return item;
  };
  docs.forEach((doc, id) => {
    for (const term of doc.body) entry(term, id).body += 1;
    for (const term of doc.description) entry(term, id).body += DESCRIPTION;
    for (const [term, weight] of doc.title) entry(term, id).boost += (weight * TITLE) / Math.sqrt(doc.title.length);
    for (const [term, weight] of doc.heading) entry(term, id).boost += (weight * HEADING) / Math.sqrt(doc.heading.length);
    // A dotted heading's path and its tails: `optimization.splitchunks.chunks`, `splitchunks.chunks`.
    if (doc.section.option) for (const [term] of doc.heading) if (term.includes('.')) entry(term, id).boost += OPTION;
  });
  const inbound = new Map<string, number>();
  for (const page of pages) {
    for (const link of new Set(page.links)) {
      // Links within a page say nothing of its importance, and the glossary is linked from every
      // use of a term, which says how common a word is rather than where readers want to go.
      if (link.split('#')[0] === page.url || link.startsWith('/glossary/')) continue;
      inbound.set(link, (inbound.get(link) ?? 0) + 1);
    }
  }
  const factor = docs.map((doc) => {
    const url = pages[doc.page]?.url ?? '';
    const section = url.split('/')[1] ?? '';
    const links = inbound.get(doc.section.anchor ? `${url}#${doc.section.anchor}` : url) ?? 0;
    return (SECTION_FACTOR[section] ?? 1) * (PAGE_FACTOR[url] ?? 1) * (LEVEL_FACTOR[doc.section.level] ?? 1) * (1 + LINKS * Math.log(1 + links));
  });

  const files = new Map<string, string>();
  const shards = new Map<string, SearchShard>();
  const total = docs.length;
  for (const term of [...parts.keys()].sort()) {
    const byDoc = parts.get(term) ?? new Map<number, { body: number; boost: number }>();
    const idf = Math.log(1 + (total - byDoc.size + 0.5) / (byDoc.size + 0.5));
    const postings: number[] = [];
    let previous = 0;
    for (const id of [...byDoc.keys()].sort((a, b) => a - b)) {
      const { body, boost } = byDoc.get(id) ?? { body: 0, boost: 0 };
      const doc = docs[id];
      const norm = 1 - B + (B * (doc ? bodyLength(doc) : averageBody)) / averageBody;
      const saturated = body > 0 ? (body * (K1 + 1)) / (body + K1 * norm) : 0;
      const score = idf * (saturated + boost) * (factor[id] ?? 1);
      // The lowest bit says whether the term is in the title or heading.
      postings.push(id - previous, Math.max(1, Math.round(score * 10)) * 2 + (boost > 0 ? 1 : 0));
      previous = id;
    }
    const key = shardKey(term);
    let shard = shards.get(key);
    if (!shard) shards.set(key, (shard = { terms: [], postings: [] }));
    shard.terms.push(term);
    shard.postings.push(postings);
  }

  const meta: SearchMeta = { pages: pages.map((page) => [page.url, page.title, page.section]), fragments: [], shards: {} };
  for (const [key, shard] of shards) {
    const json = JSON.stringify(shard);
    const name = `s/${key}.${hash(json)}.json`;
    files.set(name, json);
    meta.shards[key] = name;
  }

  let fragment: SearchFragment | null = null;
  let size = 0;
  let first = 0;
  const close = () => {
    if (!fragment) return;
    const json = JSON.stringify(fragment);
    const name = `f/${meta.fragments.length}.${hash(json)}.json`;
    files.set(name, json);
    meta.fragments.push([first, name, fragment.page]);
    fragment = null;
  };
  docs.forEach((doc, id) => {
    if (fragment && (fragment.page !== doc.page || size >= FRAGMENT_SIZE)) close();
    if (!fragment) {
      fragment = { page: doc.page, docs: [] };
      size = 0;
      first = id;
    }
    const text = doc.section.text.length > EXCERPT_SOURCE ? doc.section.text.slice(0, EXCERPT_SOURCE) : doc.section.text;
    fragment.docs.push([doc.section.anchor, doc.section.heading, text]);
    size += text.length + doc.section.heading.length;
  });
  close();

  const metaJson = JSON.stringify(meta);
  const metaName = `meta.${hash(metaJson)}.json`;
  files.set(metaName, metaJson);
  return { files, meta: metaName, documents: docs.length, terms: parts.size };
}
