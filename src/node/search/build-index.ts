/**
 * Stage 2 of the search index: sections → the files in /search/.
 *
 * Every section of every page is a document: its heading (the page title for the page's own text)
 * and its body. Scores are computed here, once: each posting carries the term's weight in that
 * document (see below), so the browser only adds numbers.
 *
 * Terms are split into shards by their first two characters; a query downloads the shards of its
 * words only. Documents are grouped into fragments of a few kilobytes in page order; a query
 * downloads the fragments of the results it shows. The words of the site, by their first letter,
 * are in vocabulary files that a query downloads only when a word of it is not in the index (a
 * typo) or finds nothing.
 */
import { createHash } from 'node:crypto';
import type { SearchFragment, SearchMeta, SearchShard } from '../../shared/search/format';
import {
  compound,
  exactKey,
  exactKeys,
  initialisms,
  kindedTerms,
  shardKey,
  terms,
  termsAndParts,
  vocabularyKey,
  withoutQuotedValues,
  wordParts,
  type TermKind,
} from '../../shared/search/tokens';
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
  /** The links of the page's text, with their text: other pages' words for a page are searched with it. */
  linkTexts?: { url: string; text: string }[];
  /** Each section's terms (`sectionTerms`), when the caller has them already (search/cache.ts). */
  tokens?: SectionTerms;
  /** The page mirrors the readme of a package webpack does not ship (a loader, a plugin): front matter `repo`. */
  mirrored?: boolean;
}

/**
 * How a term's weight in a document is computed:
 *
 *   idf × (saturated body frequency + strong + context) × prior
 *
 * - The body counts as in BM25 (frequency saturates, long sections count less; the page's
 *   description counts double in the page's own text).
 * - `strong` is the title (of the page's own text) or the heading (of a section): each match adds
 *   TITLE or HEADING divided by the square root of the heading's number of words, so a word in a
 *   short heading beats the same word repeated in prose, and `devtool` finds the heading that is
 *   only `devtool` before `output.devtoolNamespace`. A part of a word (`chunk` of `splitChunks`)
 *   counts PART of a word, in the heading and in the body alike (`my` of `my-app` is not the
 *   reader's `my`).
 * - `context` is the page's title for its sections, and the section's name for the page itself,
 *   so that `hmr accept` finds `accept` of the Hot Module Replacement API.
 * - `prior` prefers reference sections, headings other pages link to, and higher headings.
 */
const K1 = 1.2;
const B = 0.5;
const TITLE = 5;
const HEADING = 2.5;
const CONTEXT = 1;
const PART = 0.3;
/** A word of the page's section or address, in the page's title. */
const ADDRESS = 0.2;
const DESCRIPTION = 1.3;
/**
 * A word of the section's printed text (`Section.output`), so that a message pasted finds the
 * section that shows it. Fitted on the tuning set: from 0.5 to 1.2 it put one or two answers
 * fewer first.
 */
const OUTPUT = 1;
/**
 * The words of the links other pages make to a document (`source maps` for the devtool page):
 * each adds ANCHOR × ln(1 + the number of pages that link with it).
 */
const ANCHOR = 0.5;

/**
 * Exact keys (see `exactKey` in tokens.ts) are stored as terms `=<key>`; the weight of their
 * postings says how the document has the key. The browser multiplies a document's score when the
 * query's key is one of them.
 */
export const KEY_WEIGHT = {
  /**
   * Another name of the title or heading: its initials, the name of a plugin or loader without
   * `Plugin` or `-loader`, an option's or a member's own name without its parents (`resourcePath`
   * of this.resourcePath), an option's names as words (`output path`), the page's title and the
   * heading together.
   */
  alias: 1,
  /** The whole heading. */
  heading: 2,
  /**
   * The page's title; the heading that documents an option (the build put the option's facts
   * under it) and its tails; a term of the glossary whose definition names the option.
   */
  title: 3,
} as const;

/**
 * How much a document of each section of the site counts when the same words match: reference
 * sections above explanations, news last. The values were fitted on the tuning part of
 * test/dist/search-eval.ts (bench/README.md has the figures): the migration guides come high,
 * as readers who type a change between versions (`mjs`, `node.js version for webpack 5`) look for
 * them and their headings name the change; the pages for contributors come low, as their headings
 * (`The loader context`, `Reporting problems`) repeat the reference's for readers who change
 * webpack itself.
 */
const SECTION_FACTOR: Record<string, number> = {
  configuration: 1.15,
  // For plugin and loader authors: below the configuration, which most readers look for.
  api: 0.95,
  plugins: 1.1,
  loaders: 1.1,
  concepts: 1.05,
  guides: 1.05,
  // A few lines for each term, pointing to the page that explains it in full.
  glossary: 0.7,
  migrate: 1.27,
  contribute: 0.62,
  blog: 0.7,
};

/**
 * SECTION_FACTOR for the titles of a section's pages, where it differs from their headings': the
 * contributors' headings repeat the reference's, their pages' titles (Writing a Loader) do not.
 */
const TITLE_SECTION_FACTOR: Record<string, number> = { contribute: 1 };

/**
 * Pages whose sections match many queries by their sheer number: the CLI's tables of a thousand
 * flags name every option, and would otherwise come before the option's own heading.
 */
const PAGE_FACTOR: Record<string, number> = { '/api/cli/': 0.9 };

/**
 * The pages that mirror the readme of a package webpack does not ship (html-webpack-plugin,
 * expose-loader) count this much: a name both have (`afterEmit`, `exposes`) is first webpack's
 * own, which every reader has installed. Fitted on the tuning queries: from 0.85 down to 0.7 the
 * same queries come first, and none that came first before comes later.
 */
const MIRRORED = 0.8;

/**
 * How much the links from other pages raise a section: `1 + LINKS × ln(1 + inbound links)`. The
 * options and pages the docs point to most (output.publicPath, Loaders) are the ones readers
 * look for, so among sections that match a query equally well, the most linked comes first.
 */
const LINKS = 0.15;

/**
 * A heading with (almost) no text of its own, only headings below it (`Watch mode` over the
 * watch hooks), has nothing to show: it counts this much.
 */
const SHORT_TEXT = 40;
const SHORT_FACTOR = 0.7;

/** Each heading level below h2 weighs a little less: the option `output` beats one of its children's sections. */
const LEVEL_FACTOR = [1, 1, 1, 0.97, 0.94, 0.92, 0.9] as const;

const GLOSSARY = '/glossary/';

/** Characters of a document's text kept for excerpts. */
const EXCERPT_SOURCE = 1000;
/** A fragment is closed once its documents hold this many characters. */
const FRAGMENT_SIZE = 3000;

interface Doc {
  page: number;
  section: Section;
  /** The title (of the page's own text) or heading terms, with their weight and whether they are whole words. */
  strong: [string, number, boolean][];
  /** The number of whole words of the title or heading. */
  strongLength: number;
  strongFactor: number;
  context: [string, number, boolean][];
  /** Term → the number of other pages that link to the document with it. */
  anchors: Map<string, number>;
  /** Body terms, then the description's, which count double, and the printed text's (OUTPUT). */
  body: string[];
  description: string[];
  output: string[];
  /** The terms of `body` and `output` that are parts of longer names: they count PART of a word. */
  bodyParts: string[];
  outputParts: string[];
  keys: [key: string, weight: number][];
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

const WEIGHT: Record<TermKind, number> = { word: 1, path: 1, part: PART };

/**
 * The terms of a title or heading with their weights and whether each is a whole word (a part of a
 * word does not make the heading hold the query's word), and its number of whole words.
 */
function strongTerms(text: string): { terms: [string, number, boolean][]; length: number } {
  const found = kindedTerms(text);
  const out: [string, number, boolean][] = found.map(([term, kind]) => [term, WEIGHT[kind], kind !== 'part']);
  const words = found.filter(([, kind]) => kind === 'word').map(([term]) => term);
  // Two neighbouring words written as one (`Tree Shaking` → `treeshak`), as readers also type them.
  // A version (`5.107`) is one word, which joins nothing: `Webpack 5.107` is not `webpack5`.
  const plain = [...text.matchAll(/[\p{L}\p{N}]+(?:\.\d+)*/gu)]
    .map((match) => match[0].toLowerCase())
    .filter((word) => terms(word).length > 0);
  for (let i = 0; i + 1 < plain.length; i++) {
    if (plain[i]?.includes('.') || plain[i + 1]?.includes('.')) continue;
    for (const joined of new Set([
      compound([plain[i] ?? '', plain[i + 1] ?? '']),
      ...terms(`${plain[i] ?? ''}${plain[i + 1] ?? ''}`),
    ])) {
      if (!words.includes(joined)) out.push([joined, 1, true]);
    }
  }
  return { terms: out, length: Math.max(1, new Set(words).size) };
}

/**
 * The terms of each section's text (`terms`) and of its printed text without its values
 * (`outputTerms`), and apart the parts of longer names among each (`partTerms`, `outputPartTerms`),
 * which count PART of a word: one reading of each text.
 */
export interface SectionTerms {
  terms: string[][];
  outputTerms: string[][];
  partTerms: string[][];
  outputPartTerms: string[][];
}

export function sectionTerms(sections: readonly Section[]): SectionTerms {
  const text = sections.map((section) => termsAndParts(section.text));
  const output = sections.map((section) => termsAndParts(withoutValues(section.output)));
  return {
    terms: text.map((item) => item.terms),
    outputTerms: output.map((item) => item.terms),
    partTerms: text.map((item) => item.parts),
    outputPartTerms: output.map((item) => item.parts),
  };
}

/**
 * Printed text without the values a program fills in (`'dist'`, `"/project"`, a url): they are
 * the example's, not the reader's, and would make the words of a path or an address find the
 * section (`clean the dist folder`).
 */
function withoutValues(output: string): string {
  return withoutQuotedValues(output).replace(/\b(?:https?|wss?):\/\/\S+/g, ' ');
}

/** The first sentence of a text. */
function firstSentence(text: string): string {
  return /^.*?[.!?](?=\s|$)/s.exec(text)?.[0] ?? text.slice(0, 200);
}

/** The title of a plugin or loader page without its kind: `DllPlugin` → `Dll`, `terser-webpack-plugin` → `terser`. */
function nameWithoutKind(title: string): string | null {
  if (/\s/.test(title.trim())) return null;
  const parts = wordParts(title);
  let end = parts.length;
  while (end > 1 && ['plugin', 'loader', 'webpack'].includes(parts[end - 1] ?? '')) end--;
  return end < parts.length ? parts.slice(0, end).join('-') : null;
}

/** The names of an option's path: `devServer.static[].directory` → devServer, static, directory. */
function optionNames(heading: string): string[] {
  const trimmed = heading.trim();
  if (/\s/.test(trimmed) || !trimmed.includes('.')) return [];
  return trimmed
    .replace(/\[\]|[{}[\]]/g, '')
    .split('.')
    .filter(Boolean);
}

/**
 * Whether a heading is a dotted name of code (`this.resourcePath`, `compilation.emitAsset()`),
 * whose last name readers type alone; not a product name (`Node.js`), whose last name is shorter
 * than three characters.
 */
function isMemberName(heading: string): boolean {
  return /^[\p{L}_$][\p{L}\p{N}_$]*(?:\.[\p{L}_$][\p{L}\p{N}_$]*)*\.[\p{L}_$][\p{L}\p{N}_$]{2,}(?:\(\))?$/u.test(
    heading.trim(),
  );
}

/**
 * The initials of a title or heading that the site uses as a word somewhere (`hmr`, `csp`,
 * `esm`): readers type them, and the pages that spell them out should answer.
 */
function usedInitialisms(text: string, words: ReadonlySet<string>): string[] {
  return initialisms(text).filter((initials) => words.has(initials));
}

/** Every word of the site (lower-cased, as written) with the number of documents that have it. */
function vocabularyOf(texts: readonly string[][]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const doc of texts) {
    const words = new Set<string>();
    for (const text of doc) {
      for (const match of text.matchAll(/[\p{L}][\p{L}\p{N}_-]*[\p{L}\p{N}]/gu)) {
        const word = match[0].toLowerCase();
        if (word.length >= 3 && word.length <= 40) words.add(word);
      }
    }
    for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return counts;
}

/**
 * What the glossary's terms give the index, by exact key, from one walk over its terms:
 * - `names`: the terms whose definition names an option (`Source map: … The devtool option decides
 *   which kind webpack writes`), by the key of the option: the option's page and heading are where
 *   such a term is explained in full;
 * - `shortForms`: the short forms it gives its terms (`WebAssembly: … Wasm for short`), by the key
 *   of the term: readers type the short form, and a page or heading named by the term should
 *   answer it, as one named by the initials of a title does.
 */
function glossaryTerms(pages: readonly IndexedPage[]): {
  names: Map<string, string[]>;
  shortForms: Map<string, string[]>;
} {
  const names = new Map<string, string[]>();
  const shortForms = new Map<string, string[]>();
  const add = (map: Map<string, string[]>, key: string, value: string) =>
    map.set(key, [...(map.get(key) ?? []), value]);
  for (const section of pages.find((page) => page.url === GLOSSARY)?.sections ?? []) {
    if (section.level !== 2) continue;
    const term = exactKey(section.heading);
    // Named as the option, or set in code (`watch: true`).
    for (const match of section.text.matchAll(
      /\b[Tt]he ([\p{L}][\p{L}\p{N}.]*) option\b|(?<![\p{L}\p{N}_.-])(\p{Ll}[\p{L}\p{N}]*): (?:true|false)\b/gu,
    )) {
      const key = exactKey(match[1] ?? match[2] ?? '');
      if (key && key !== term) add(names, key, section.heading);
    }
    if (!term) continue;
    for (const match of section.text.matchAll(/(?<![\p{L}\p{N}])([\p{L}][\p{L}\p{N}]*) for short\b/gu)) {
      const form = match[1] ?? '';
      if (exactKey(form) !== term) add(shortForms, term, form.toLowerCase());
    }
  }
  return { names, shortForms };
}

/**
 * The words other pages link to each target with: target url (with its hash) → term → the number
 * of pages whose links to it hold the term.
 */
function anchorsByTarget(pages: readonly IndexedPage[]): Map<string, Map<string, number>> {
  const byTarget = new Map<string, Map<string, Set<string>>>();
  for (const page of pages) {
    for (const { url, text } of page.linkTexts ?? []) {
      if (url.split('#')[0] === page.url) continue;
      let byTerm = byTarget.get(url);
      if (!byTerm) byTarget.set(url, (byTerm = new Map<string, Set<string>>()));
      for (const [term, kind] of kindedTerms(text)) {
        if (kind === 'part') continue;
        let sources = byTerm.get(term);
        if (!sources) byTerm.set(term, (sources = new Set()));
        sources.add(page.url);
      }
    }
  }
  return new Map(
    [...byTarget].map(([url, byTerm]) => [url, new Map([...byTerm].map(([term, sources]) => [term, sources.size]))]),
  );
}

export function buildSearchIndex(pages: readonly IndexedPage[]): SearchFiles {
  const vocabulary = vocabularyOf(
    pages.flatMap((page) =>
      page.sections.map((section) => [
        section.heading,
        section.text,
        ...(section.level === 1 ? [page.title, page.description] : []),
      ]),
    ),
  );
  // Each section's terms, tokenised once (the longest work of the index), or as the caller has them.
  const tokens = pages.map((page) => page.tokens ?? sectionTerms(page.sections));
  // Every term of the site, for the initials it uses as words (`ts`, `hmr`).
  const used = new Set(tokens.flatMap((page) => page.terms.flat()));
  const anchorTexts = anchorsByTarget(pages);
  const { names: glossary, shortForms } = glossaryTerms(pages);
  const docs: Doc[] = [];
  pages.forEach((page, pageIndex) => {
    // A page's title gives its initials even where the site never writes them (`mf` for Module
    // Federation): a query of them finds nothing else. A heading's only where the site does.
    const titleInitials = initialisms(page.title);
    const kindless = nameWithoutKind(page.title);
    const slug = page.url.split('/').filter(Boolean).join(' ').replace(/-/g, ' ');
    const lastSlug = page.url.split('/').filter(Boolean).pop()?.replace(/-/g, ' ') ?? '';
    // The page's title, its initials and its address, for each of its sections: the same for all.
    const context = strongTerms(`${page.title} ${titleInitials.join(' ')} ${slug}`).terms;
    page.sections.forEach((section, sectionIndex) => {
      const own = section.level === 1;
      const text = own ? page.title : section.heading;
      const strong = strongTerms(text);
      const initials = [
        ...(own ? titleInitials : usedInitialisms(section.heading, used)),
        ...(shortForms.get(exactKey(text)) ?? []),
      ];
      for (const initial of initials) strong.terms.push([initial, 1, true]);
      // The section's title and the page's address count as part of the page's title: `migrate 5`
      // finds "To v5 from v4" at /migrate/5/, `vagrant` the guide at /guides/development-vagrant/.
      if (own)
        for (const [term] of strongTerms(`${page.section} ${slug}`).terms) strong.terms.push([term, ADDRESS, true]);
      const exact = own || section.option ? KEY_WEIGHT.title : KEY_WEIGHT.heading;
      const keys: [string, number][] = exactKeys(text).map((key) => [key, exact]);
      // An option's or a member's own name without its parents, and its names as words
      // (`output path` for output.path, `resourcePath` for this.resourcePath), as readers type them.
      const names = section.option || (!own && isMemberName(section.heading)) ? optionNames(section.heading) : [];
      if (names.length) keys.push([exactKey(names[names.length - 1] ?? ''), KEY_WEIGHT.alias]);
      if (names.length > 1) keys.push([exactKey(names.join(' ')), KEY_WEIGHT.alias]);
      for (const term of glossary.get(own ? exactKey(page.title) : section.option ? exactKey(section.heading) : '') ??
        []) {
        keys.push([exactKey(term), KEY_WEIGHT.title]);
        for (const [word, weight, whole] of strongTerms(term).terms) strong.terms.push([word, weight, whole]);
      }
      // The page's title and a heading together, also as a dotted name: `compiler.hooks.done` is
      // `done` of Compiler Hooks.
      const withTitle = own
        ? []
        : [`${page.title} ${section.heading}`, `${page.title.split(/\s+/).join('.')}.${section.heading}`];
      const aliases = [...initials, ...(own && kindless ? [kindless] : []), ...(own ? [slug, lastSlug] : withTitle)];
      for (const alias of aliases) keys.push([exactKey(alias), KEY_WEIGHT.alias]);
      docs.push({
        page: pageIndex,
        section,
        strong: strong.terms,
        strongLength: strong.length,
        strongFactor: own ? TITLE : HEADING,
        context: own ? [] : context,
        anchors:
          anchorTexts.get(section.anchor ? `${page.url}#${section.anchor}` : page.url) ?? new Map<string, number>(),
        body: tokens[pageIndex]?.terms[sectionIndex] ?? [],
        bodyParts: tokens[pageIndex]?.partTerms[sectionIndex] ?? [],
        // The description, and the page's first sentence, say what the page is about.
        description: own ? terms(`${page.description} ${firstSentence(section.text)}`) : [],
        output: tokens[pageIndex]?.outputTerms[sectionIndex] ?? [],
        outputParts: tokens[pageIndex]?.outputPartTerms[sectionIndex] ?? [],
        keys: keys.filter(([key]) => key),
      });
    });
  });
  const bodyLength = (doc: Doc) => doc.body.length + DESCRIPTION * doc.description.length + OUTPUT * doc.output.length;
  const averageBody = docs.reduce((sum, doc) => sum + bodyLength(doc), 0) / Math.max(1, docs.length);

  /** term → doc id → the parts of its weight before idf */
  const parts = new Map<string, Map<number, { body: number; boost: number; strong: boolean }>>();
  const entry = (term: string, id: number) => {
    let byDoc = parts.get(term);
    if (!byDoc) parts.set(term, (byDoc = new Map<number, { body: number; boost: number; strong: boolean }>()));
    let item = byDoc.get(id);
    if (!item) byDoc.set(id, (item = { body: 0, boost: 0, strong: false }));
    return item;
  };
  /** exact key → doc id → KEY_WEIGHT */
  const keys = new Map<string, Map<number, number>>();
  docs.forEach((doc, id) => {
    for (const term of doc.body) entry(term, id).body += 1;
    for (const term of doc.bodyParts) entry(term, id).body -= 1 - PART;
    for (const term of doc.description) entry(term, id).body += DESCRIPTION;
    for (const term of doc.output) entry(term, id).body += OUTPUT;
    for (const term of doc.outputParts) entry(term, id).body -= OUTPUT * (1 - PART);
    const strongNorm = doc.strongFactor / Math.sqrt(doc.strongLength);
    for (const [term, weight, whole] of doc.strong) {
      const item = entry(term, id);
      item.boost += weight * strongNorm;
      item.strong ||= whole;
    }
    const contextNorm = CONTEXT / Math.sqrt(Math.max(1, doc.context.filter(([, , whole]) => whole).length));
    for (const [term, weight] of doc.context) entry(term, id).boost += weight * contextNorm;
    for (const [term, count] of doc.anchors) entry(term, id).boost += ANCHOR * Math.log(1 + count);
    for (const [key, weight] of doc.keys) {
      let byDoc = keys.get(key);
      if (!byDoc) keys.set(key, (byDoc = new Map<number, number>()));
      byDoc.set(id, Math.max(byDoc.get(id) ?? 0, weight));
    }
  });
  const inbound = new Map<string, number>();
  for (const page of pages) {
    for (const link of new Set(page.links)) {
      // Links within a page say nothing of its importance, and the glossary is linked from every
      // use of a term, which says how common a word is rather than where readers want to go.
      if (link.split('#')[0] === page.url || link.startsWith('/glossary/')) continue;
      inbound.set(link, (inbound.get(link) ?? 0) + 1);
    }
    // Every page of a section links to the section's index page from its sidebar.
    const index = page.url.match(/^\/[^/]+\//)?.[0];
    if (index && index !== page.url && pages.some((other) => other.url === index))
      inbound.set(index, (inbound.get(index) ?? 0) + 1);
  }
  const factor = docs.map((doc) => {
    const url = pages[doc.page]?.url ?? '';
    const section = url.split('/')[1] ?? '';
    const links = inbound.get(doc.section.anchor ? `${url}#${doc.section.anchor}` : url) ?? 0;
    const empty = doc.section.level > 1 && doc.section.text.length < SHORT_TEXT ? SHORT_FACTOR : 1;
    return (
      ((doc.section.level === 1 ? TITLE_SECTION_FACTOR[section] : undefined) ?? SECTION_FACTOR[section] ?? 1) *
      (PAGE_FACTOR[url] ?? 1) *
      (pages[doc.page]?.mirrored ? MIRRORED : 1) *
      (LEVEL_FACTOR[doc.section.level] ?? 1) *
      (1 + LINKS * Math.log(1 + links)) *
      empty
    );
  });

  const files = new Map<string, string>();
  const shards = new Map<string, SearchShard>();
  const addTerm = (term: string, postings: number[]) => {
    const key = shardKey(term);
    let shard = shards.get(key);
    if (!shard) shards.set(key, (shard = { terms: [], postings: [] }));
    shard.terms.push(term);
    shard.postings.push(postings);
  };
  const total = docs.length;
  const allTerms = [...new Set([...parts.keys(), ...keys.keys()])].sort();
  for (const term of allTerms) {
    const postings: number[] = [];
    let previous = 0;
    const byKey = keys.get(term);
    if (byKey) {
      for (const id of [...byKey.keys()].sort((a, b) => a - b)) {
        postings.push(id - previous, (byKey.get(id) ?? 1) * 2 + 1);
        previous = id;
      }
      addTerm(term, postings);
      continue;
    }
    const byDoc = parts.get(term) ?? new Map<number, { body: number; boost: number; strong: boolean }>();
    const idf = Math.log(1 + (total - byDoc.size + 0.5) / (byDoc.size + 0.5));
    for (const id of [...byDoc.keys()].sort((a, b) => a - b)) {
      const { body, boost, strong } = byDoc.get(id) ?? { body: 0, boost: 0, strong: false };
      const doc = docs[id];
      const norm = 1 - B + (B * (doc ? bodyLength(doc) : averageBody)) / averageBody;
      const saturated = body > 0 ? (body * (K1 + 1)) / (body + K1 * norm) : 0;
      const score = idf * (saturated + boost) * (factor[id] ?? 1);
      // The lowest bit says whether the term is in the title or heading.
      postings.push(id - previous, Math.max(1, Math.round(score * 10)) * 2 + (strong ? 1 : 0));
      previous = id;
    }
    addTerm(term, postings);
  }

  const meta: SearchMeta = {
    pages: pages.map((page) => [page.url, page.title, page.section]),
    documents: docs.length,
    fragments: [],
    shards: {},
    vocabulary: {},
  };
  for (const [key, shard] of shards) {
    const json = JSON.stringify(shard);
    const name = `s/${key}.${hash(json)}.json`;
    files.set(name, json);
    meta.shards[key] = name;
  }

  // The words readers may mistype, by first letter, most common first.
  const byLetter = new Map<string, string[]>();
  for (const [word] of [...vocabulary].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))) {
    const key = vocabularyKey(word);
    let list = byLetter.get(key);
    if (!list) byLetter.set(key, (list = []));
    list.push(word);
  }
  for (const [key, words] of [...byLetter].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const json = JSON.stringify(words);
    const name = `v/${key}.${hash(json)}.json`;
    files.set(name, json);
    meta.vocabulary[key] = name;
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
    const text =
      doc.section.text.length > EXCERPT_SOURCE ? doc.section.text.slice(0, EXCERPT_SOURCE) : doc.section.text;
    const output = doc.section.output.slice(0, EXCERPT_SOURCE);
    fragment.docs.push(
      output
        ? [doc.section.anchor, doc.section.heading, text, output]
        : [doc.section.anchor, doc.section.heading, text],
    );
    size += text.length + doc.section.heading.length + output.length;
  });
  close();

  const metaJson = JSON.stringify(meta);
  const metaName = `meta.${hash(metaJson)}.json`;
  files.set(metaName, metaJson);
  return { files, meta: metaName, documents: docs.length, terms: parts.size };
}
