/**
 * Runs a query against the index in /search/ (see src/node/search/build-index.ts). It downloads
 * the meta file once, then only the shards of the query's words, the fragments of the results it
 * returns and, for a word the index does not have, the vocabulary file of its first letter;
 * everything downloaded stays in memory for the next query.
 *
 * How a query is ranked:
 * - Each word looks up its terms (the word, its parts, a dotted path). The word being typed also
 *   matches longer terms that start with it. A word the index does not have stands for the words
 *   of the site within `typoBound` edits of it.
 * - Two neighbouring words also look up the word they make together (`chunk filename` finds
 *   `chunkFilename`).
 * - A document's score is the sum of its words' weights, raised when the title or heading holds
 *   every word (a section's heading read with its page's title), and most when the query is the
 *   whole title or heading (its exact key, or another name of it), times the square of the share
 *   of the query it has, where rare words weigh more than common ones (`webpack` is nearly
 *   nothing); a page shares in what its sections score, and gives its place to its best section
 *   when it has words of the query only through its sections (see `sectionsBeforeTheirPage`).
 * - A dotted name that no heading is (`module.hot.accept`, `compiler.hooks.done.tap`) is documented
 *   where a heading is one of its later names, on a page that has the others and whose title names
 *   the most of them: that heading counts as the whole query and comes first (see `memberKeys`).
 * - Among the results shown, a title or heading that holds neighbouring words of the query side by
 *   side (`from v4`, `a plugin`) counts more (see `phraseFirst`); for a lowerCamelCase name, a
 *   class that holds it with other capitals counts less (see `classesAfterProperties`).
 * - The best results are listed at most PER_PAGE a page; every result, grouped by page, counts the
 *   documents that have as much of the query as the best does.
 */
import type { SearchFragment, SearchMeta, SearchShard, SearchVocabulary } from '../../shared/search/format';
import {
  editDistance,
  exactKey,
  joinedTerm,
  queryWords,
  quotedValues,
  shardKey,
  terms,
  tokenTerms,
  typoBound,
  vocabularyKey,
  withoutQuotedValues,
  type QueryWord,
} from '../../shared/search/tokens';

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

/** The results of one page, for the list of every result. */
export interface PageGroup {
  /** The page's url. */
  url: string;
  pageTitle: string;
  section: string;
  results: SearchResult[];
}

export interface SearchAnswer {
  /** The best results, at most `MAX_RESULTS`, at most `PER_PAGE` of one page. */
  results: SearchResult[];
  /** How many documents (pages and headings) match, on how many pages. */
  total: number;
  pages: number;
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
/** The same, when the word typed is also a whole term of the index. */
const COMPLETE_PREFIX_FACTOR = 0.2;
/** A part of a query word (`chunk` of `chunkFilename`) counts this much of the word. */
const PART_FACTOR = 0.3;
/** A word the index does not have counts the words it is a typo of this much, by number of edits. */
const TYPO_FACTOR = [1, 0.7, 0.5] as const;
/** A document whose title or heading holds every word of the query counts this much more. */
const ALL_IN_HEADING = 1.5;
/** A document whose title or heading is the query counts this much more; by `KEY_WEIGHT`. */
const KEY_ALIAS = 2;
const KEY_HEADING = 2.5;
const KEY_TITLE = 3;
const KEY_FACTOR: Record<number, number> = { 1: KEY_ALIAS, 2: KEY_HEADING, 3: KEY_TITLE };
/** The same, when the query is the start of a title or heading while its last word is typed. */
const KEY_PREFIX_FACTOR = 1.3;
/**
 * A word that more than this share of the documents have (`webpack`) adds to a document's score
 * but is not needed: documents without it still have every word of the query.
 */
const COMMON = 0.45;
/** A word the index has in fewer documents than this, and in no heading, may still be a typo. */
const RARE = 3;
/**
 * Such a word keeps its own matches, and the words it may be a typo of count this much less than
 * for a word the index lacks: an option named once in the docs (`contentBase`, in the webpack 5
 * migration) comes before a heading two edits from it (`contentHash`), and a misspelling the site
 * shares still finds the right word's pages. From 0.25 to 0.35 the evaluation sets score the same.
 */
const KNOWN_TYPO_FACTOR = 0.3;
/**
 * When the query names something as code (`chunkFilename`, `this.async`, `import()`, `--env`,
 * `[name]`), the headings of the reference sections that hold it, which document names, count
 * this much more.
 */
const REFERENCE = 1.3;
const REFERENCE_SECTIONS = new Set(['api', 'configuration', 'plugins', 'loaders']);
/** When the query is words of prose (two or more, none of them code), the guides and concepts, which explain tasks, count this much more. */
const PROSE = 1.15;
const PROSE_SECTIONS = new Set(['guides', 'concepts']);
/**
 * The migration guides and the release posts say what changed, not how to do a task: for a query
 * of prose that names no version and no change (`import a json file`, not `json in webpack 5`),
 * they count this much.
 */
const CHANGES = 0.7;
const CHANGE_SECTIONS = new Set(['migrate', 'blog']);
/** A word of a query that asks about a change: a version (`5`, `v4`, `5.113`) or a word of changing. */
const CHANGE_WORDS =
  /^(?:v?\d.*|upgrad.*|migrat.*|deprecat.*|remov.*|renam.*|replac.*|releas.*|changelog|breaking|legacy)$/;
/**
 * A page's own text stands for the whole page: a word that only its sections have counts as found
 * in it, with this share of the best section's weight (`create a library` finds Authoring
 * Libraries, whose text has no `create`).
 */
const PAGE_WORD = 0.1;
/** How much of what the other matching documents of its page score a document gets, counting the best PAGE_DOCS. */
const PAGE_SHARE = 0.2;
const PAGE_DOCS = 5;
/** A query of this many words or more may be a sentence the site quotes (see `sentenceFirst`). */
const SENTENCE = 4;
/** For such a query, this many times the results shown are read for the sentence. */
const SENTENCE_READ = 3;
/** See `phraseFirst`: a pair of the query's words side by side, and the whole query as typed. */
const PHRASE = 1;
const WHOLE_PHRASE = 1.5;
/** See `classesAfterProperties`. */
const OTHER_CASE = 2;
/** At most this many suggestions when nothing matches. */
const MAX_SUGGESTIONS = 3;

/** How a term or a query word matches one document. */
interface Match {
  score: number;
  /** In the document's title or heading. */
  heading: boolean;
  /** Whether the word itself matched, not only parts of it (`chunk` of `webpackChunkName`): only then is it found. */
  whole?: boolean;
}

type Matches = Map<number, Match>;

interface Ranked {
  doc: number;
  score: number;
  /** The share of the query's information (rare words count more) the document has. */
  covered: number;
}

export class SearchIndex {
  private meta: Promise<SearchMeta> | undefined;
  /** Shards, fragments and vocabularies by file name, as they were downloaded. */
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

  private async shard(term: string): Promise<SearchShard | null> {
    const file = (await this.loadMeta()).shards[shardKey(term)];
    return file ? this.file<SearchShard>(file) : null;
  }

  private async vocabulary(word: string): Promise<SearchVocabulary> {
    const file = (await this.loadMeta()).vocabulary[vocabularyKey(word)];
    return file ? this.file<SearchVocabulary>(file) : [];
  }

  /** The postings of one term, or null when the index does not have it. */
  private async term(term: string): Promise<Matches | null> {
    const shard = await this.shard(term);
    if (!shard) return null;
    const index = binarySearch(shard.terms, term);
    return index >= 0 ? decode(shard.postings[index] ?? []) : null;
  }

  /**
   * Terms of the index that start with `start` (not `start` itself), the most common first; a
   * dotted path only grows from a dotted start, so `entry` does not find `entry.{name}.worker`.
   */
  private async expansions(start: string, limit = MAX_EXPANSIONS): Promise<Matches[]> {
    const shard = await this.shard(start);
    if (!shard) return [];
    const exact = binarySearch(shard.terms, start);
    const dotted = start.includes('.');
    const found: number[] = [];
    for (
      let i = exact >= 0 ? exact + 1 : -exact - 1;
      i < shard.terms.length && shard.terms[i]?.startsWith(start);
      i++
    ) {
      if (dotted || !shard.terms[i]?.includes('.')) found.push(i);
    }
    return found
      .sort((a, b) => (shard.postings[b]?.length ?? 0) - (shard.postings[a]?.length ?? 0))
      .slice(0, limit)
      .map((i) => decode(shard.postings[i] ?? []));
  }

  /** The words of the site nearest to `word`, within `bound` edits, nearest and most common first. */
  private async nearestWords(
    word: string,
    bound: number,
    limit: number,
  ): Promise<{ word: string; distance: number }[]> {
    if (!/^[\p{L}]/u.test(word)) return [];
    const near: { word: string; distance: number; order: number }[] = [];
    (await this.vocabulary(word)).forEach((candidate, order) => {
      if (candidate === word) return;
      const distance = editDistance(word, candidate, bound);
      if (distance <= bound) near.push({ word: candidate, distance, order });
    });
    return near.sort((a, b) => a.distance - b.distance || a.order - b.order).slice(0, limit);
  }

  /** Document → match of the terms of one query word (as typed, or corrected), each term weighted by its kind. */
  /**
   * Document → match of the terms of one query word (as typed, or corrected), each term weighted
   * by its kind, and whether the index surely has the word: as a word of a heading, of several
   * documents, or the start of longer terms while it is typed.
   */
  private async termsMatches(word: QueryWord, factor: number): Promise<{ matches: Matches; known: boolean }> {
    const matches: Matches = new Map();
    let known = false;
    const named = qualifierTerms(word);
    // Only a name the index has is qualified: `__webpack_require__.p` has no term for `p`.
    const qualifiers = named.last && (await this.term(named.last)) ? named.qualifiers : new Set<string>();
    await Promise.all(
      word.terms.map(async (term, position) => {
        const found = await this.term(term);
        const whole = word.kinds[position] !== 'part' && !qualifiers.has(term);
        const weight = (whole ? 1 : PART_FACTOR) * factor;
        if (found) {
          if (whole && (found.size >= RARE || [...found.values()].some((match) => match.heading))) known = true;
          add(matches, found, weight, whole);
        }
        if (!word.prefix || !whole || !word.text.endsWith(term.replace(/\(\)$/, ''))) return;
        // Longer terms that start with what is typed: `output.filen` → `output.filename`; each
        // document counts its best expansion only.
        const expanded = await this.expansions(term);
        if (expanded.length) known = true;
        add(matches, best(expanded), weight * (found ? COMPLETE_PREFIX_FACTOR : PREFIX_FACTOR));
      }),
    );
    return { matches, known };
  }

  /** Shorter terms that a word being typed goes past: `cachi` → `cach`, the stem of cache and caching. */
  private async shortened(word: QueryWord): Promise<Matches | null> {
    const [term] = word.terms;
    if (!word.prefix || !term || !/^[a-z]+$/.test(term)) return null;
    for (let length = term.length - 1; length >= Math.max(4, term.length - 3); length--) {
      const found = await this.term(term.slice(0, length));
      if (found) return found;
    }
    return null;
  }

  /**
   * The word as the reader meant it, when the index does not have it: each name of it (between
   * dots) replaced by the nearest word of the site, if one is near enough. Null when nothing is.
   */
  private async corrected(word: QueryWord): Promise<{ word: QueryWord; distance: number } | null> {
    let distance = 0;
    const names = await Promise.all(
      word.text.split('.').map(async (name) => {
        const [own] = tokenTerms(name);
        const found = own ? await this.term(own) : null;
        if (!name || (found && (found.size >= RARE || [...found.values()].some((match) => match.heading)))) return name;
        const [nearest] = await this.nearestWords(name, typoBound(name.length), 1);
        if (!nearest) return name;
        distance = Math.max(distance, nearest.distance);
        return nearest.word;
      }),
    );
    const text = names.join('.');
    if (text === word.text) return null;
    const [fixed] = queryWords(text);
    return fixed ? { word: { ...fixed, prefix: false }, distance } : null;
  }

  /**
   * Document → match of one query word, and the word as corrected when it was a typo: a word the
   * index does not surely have also stands for the words of the site a few edits from it.
   */
  private async wordMatches(word: QueryWord): Promise<{ matches: Matches; word: QueryWord }> {
    const typed = await this.termsMatches(word, 1);
    if (typed.known) return { matches: typed.matches, word };
    const fix = await this.corrected(word);
    if (!fix) {
      const shorter = typed.matches.size ? null : await this.shortened(word);
      if (shorter) add(typed.matches, shorter, PREFIX_FACTOR);
      return { matches: typed.matches, word };
    }
    const factor = TYPO_FACTOR[fix.distance] ?? 0.5;
    const fixed = await this.termsMatches(fix.word, factor * (typed.matches.size ? KNOWN_TYPO_FACTOR : 1));
    const matches: Matches = new Map(typed.matches);
    for (const [doc, match] of fixed.matches) {
      const previous = matches.get(doc);
      if (!previous || match.score > previous.score) matches.set(doc, match);
    }
    return { matches, word: fixed.matches.size ? fix.word : word };
  }

  /** Document → weight of the exact key the query is (or starts, while its last word is typed). */
  private async keyMatches(query: string, prefix: boolean): Promise<Map<number, number>> {
    const factors = new Map<number, number>();
    const key = exactKey(query);
    if (!key) return factors;
    for (const [doc, match] of (await this.term(key)) ?? []) factors.set(doc, KEY_FACTOR[match.score] ?? 1);
    if (prefix && key.length >= 4) {
      for (const expanded of await this.expansions(key, 10)) {
        for (const [doc] of expanded) if (!factors.has(doc)) factors.set(doc, KEY_PREFIX_FACTOR);
      }
    }
    return factors;
  }

  /**
   * Document → key factor of the members of a dotted name (`accept` of `module.hot.accept`, `emit`
   * of `compiler.hooks.emit.tapAsync`): a heading that is one of its names after the first, on a
   * page that has each of its other names, documents the name the reader wrote.
   */
  private async memberKeys(word: QueryWord): Promise<Map<number, number> | null> {
    const { names, terms: nameTerms } = dottedNames(word);
    if (names.length < 2 || !names.every((name) => /^[\p{L}_$][\p{L}\p{N}_$]*$/u.test(name))) return null;
    const meta = await this.loadMeta();
    // The pages that have each name (by its own term), or null for a name without one (`this`).
    const pagesOf = await Promise.all(
      nameTerms.map(async ([own]) => {
        if (!own) return null;
        return new Set([...((await this.term(own))?.keys() ?? [])].map((doc) => pageOf(meta, doc)));
      }),
    );
    const candidates: { doc: number; factor: number; titled: number }[] = [];
    for (let i = 1; i < names.length; i++) {
      for (const [doc, factor] of await this.keyMatches(names[i] ?? '', false)) {
        const page = pageOf(meta, doc);
        if (!pagesOf.every((pages, j) => j === i || !pages || pages.has(page))) continue;
        // How many of the other names the page's title has, in part (`hot` of `webpackHot`).
        const title = new Set(terms(meta.pages[page]?.[1] ?? ''));
        const titled = nameTerms.filter((own, j) => j !== i && own.some((term) => title.has(term))).length;
        candidates.push({ doc, factor, titled });
      }
    }
    // The headings on the pages whose titles name the most of the rest.
    const most = Math.max(0, ...candidates.map((item) => item.titled));
    const factors = new Map<number, number>();
    for (const { doc, factor, titled } of candidates)
      if (titled === most) factors.set(doc, Math.max(factors.get(doc) ?? 0, factor));
    return factors;
  }

  /** Every document that matches the query, best first. */
  private async rank(query: string): Promise<Ranked[]> {
    const typed = queryWords(query);
    if (typed.length === 0) return [];
    const perWord = await Promise.all(typed.map((word) => this.wordMatches(word)));
    const words = perWord.map((item) => item.word);
    const joined = await Promise.all(
      words.slice(1).map(async (second, index) => {
        const first = words[index];
        const term = first ? joinedTerm(first, second) : null;
        if (!term) return null;
        const found = await this.term(term);
        if (found || !second.prefix) return found;
        return best(await this.expansions(term, 10));
      }),
    );
    const correctedQuery = words.map((word) => word.text).join(' ');
    const keys = await this.keyMatches(
      correctedQuery === typed.map((word) => word.text).join(' ') ? query : correctedQuery,
      typed[typed.length - 1]?.prefix ?? false,
    );

    // A lowerCamelCase name the query holds (`libraryTarget` of `libraryTarget umd`), by the
    // documents whose title or heading it is.
    const nameKeys =
      typed.length > 1
        ? await Promise.all(
            typed.map((word) => (isLowerCamel(word.raw) ? this.keyMatches(word.raw, false) : Promise.resolve(null))),
          )
        : [];

    const members = await Promise.all(typed.map((word) => this.memberKeys(word)));

    const meta = await this.loadMeta();
    // Common words (`webpack`) count for the score but are not needed; nor, in a pasted message,
    // are the values it quotes (`'/home/me/app'`), which are the reader's own.
    const values = typed.length >= SENTENCE ? quotedWords(query) : new Set<string>();
    const quoted = typed.map((word) => values.has(word.text));
    const common = perWord.map(
      ({ matches }, i) => (words.length > 1 && matches.size > COMMON * meta.documents) || Boolean(quoted[i]),
    );
    const needed = Math.max(1, common.filter((item) => !item).length);
    const code = typed.some((word) => isCode(word.raw) || word.terms.some((term) => term.endsWith('()')));
    const prose = !code && needed >= 2;
    // A task in words, not a question about what changed: the migration guides count less.
    const task = prose && !typed.some((word) => CHANGE_WORDS.test(word.text));
    const docs = new Set<number>();
    for (const { matches } of perWord) for (const doc of matches.keys()) docs.add(doc);
    for (const matches of joined) for (const doc of matches?.keys() ?? []) docs.add(doc);
    const pageDocs = pageDocsOf(meta);
    // Per word, in one walk over its matches: its best score on each page, and the pages whose
    // title has it (a section is read under its page's title).
    const onPage = perWord.map(({ matches }) => {
      const best = new Map<number, number>();
      const titled = new Set<number>();
      for (const [doc, match] of matches) {
        const page = pageOf(meta, doc);
        best.set(page, Math.max(best.get(page) ?? 0, match.score));
        if (match.heading && pageDocs.get(page) === doc) titled.add(page);
      }
      return { best, titled };
    });
    for (const doc of [...docs]) {
      const pageDoc = pageDocs.get(pageOf(meta, doc));
      if (pageDoc !== undefined) docs.add(pageDoc);
    }
    // What finding each word is worth: rare words more than common ones.
    const information = perWord.map(({ matches }, i) =>
      quoted[i] ? 0 : Math.log(1 + meta.documents / Math.max(1, matches.size)),
    );
    const allInformation = information.reduce((sum, value) => sum + value, 0);
    const scored: { doc: number; score: number; borrowed: number; covered: number }[] = [];
    // The headings that document a member of a dotted name of the query, when no heading is the
    // whole query (the heading `module.rules` answers `module.rules`, not a heading `rules`).
    const documented = new Set<number>();
    for (const doc of docs) {
      const page = pageOf(meta, doc);
      const isPage = pageDocs.get(page) === doc;
      let borrowed = 0;
      const scores = perWord.map(({ matches }, i) => {
        const own = matches.get(doc);
        if (own || !isPage) return own;
        const elsewhere = onPage[i]?.best.get(page);
        if (elsewhere !== undefined && !common[i]) borrowed++;
        return elsewhere === undefined ? undefined : { score: elsewhere * PAGE_WORD, heading: false };
      });
      let score = 0;
      let inHeading = 0;
      let covered = 0;
      for (let i = 0; i < scores.length; i++) {
        const pair = joined[i]?.get(doc);
        const here = scores[i];
        const next = scores[i + 1];
        if (pair && pair.score * 2 > (here?.score ?? 0) + (next?.score ?? 0)) {
          score += pair.score * 2;
          const counted = (common[i] ? 0 : 1) + (common[i + 1] ? 0 : 1);
          covered += (information[i] ?? 0) + (information[i + 1] ?? 0);
          if (pair.heading) inHeading += counted;
          i++;
          continue;
        }
        if (!here) continue;
        score += here.score;
        if (here.whole === false) continue;
        covered += information[i] ?? 0;
        if (!common[i] && (here.heading || onPage[i]?.titled.has(page))) inHeading += 1;
      }
      // A lowerCamelCase name's heading (`lazy` in the section webpackMode) answers the query as if
      // it were the whole query; so does the heading of a dotted name's member, which also comes
      // first when no heading is the whole query.
      let key = keys.get(doc) ?? namedFactor(nameKeys, doc, perWord, common);
      if (!key) {
        key = namedFactor(members, doc, perWord, common);
        if (key && keys.size === 0) documented.add(doc);
      }
      if (key) covered = allInformation;
      const section = meta.pages[page]?.[0].split('/')[1] ?? '';
      // The reference documents a name where its heading is the name, not where its text mentions it.
      const prior =
        code && inHeading > 0 && REFERENCE_SECTIONS.has(section)
          ? REFERENCE
          : prose && PROSE_SECTIONS.has(section)
            ? PROSE
            : 1;
      const changePrior = task && CHANGE_SECTIONS.has(section) ? CHANGES : 1;
      scored.push({
        doc,
        score: score * (inHeading >= needed ? ALL_IN_HEADING : 1) * (key ?? 1) * prior * changePrior,
        borrowed,
        covered: covered / Math.max(allInformation, 1e-9),
      });
    }
    // A document that lacks words of the query counts less, the more so the rarer the words.
    const kept = scored.map((item) => ({ ...item, score: item.score * item.covered ** 2 }));
    // A page that many of its sections match is about the query: each of its documents gets a
    // share of what the page's other matching documents score (the best PAGE_DOCS of them).
    const byPage = new Map<number, number[]>();
    for (const item of kept) {
      const page = pageOf(meta, item.doc);
      const list = byPage.get(page) ?? [];
      list.push(item.score);
      byPage.set(page, list);
    }
    const mass = new Map(
      [...byPage].map(([page, list]) => [
        page,
        list
          .sort((a, b) => b - a)
          .slice(0, PAGE_DOCS)
          .reduce((sum, value) => sum + value, 0),
      ]),
    );
    const final = kept.map(({ doc, score, covered, borrowed }) => {
      const total = mass.get(pageOf(meta, doc)) ?? score;
      return { doc, score: score + PAGE_SHARE * Math.max(0, total - score), covered, borrowed };
    });
    if (needed >= 2) sectionsBeforeTheirPage(final, meta, pageDocs);
    membersFirst(final, documented);
    return final.sort((a, b) => b.score - a.score || a.doc - b.doc);
  }

  private async resultOf(meta: SearchMeta, { doc, score }: Ranked, words: readonly QueryWord[]): Promise<SearchResult> {
    const [first, file] = meta.fragments[fragmentOf(meta, doc)] ?? [0, ''];
    const data = await this.file<SearchFragment>(file);
    const [anchor, heading, text, output = ''] = data.docs[doc - first] ?? ['', '', ''];
    const [url, pageTitle, section] = meta.pages[data.page] ?? ['/', '', ''];
    // The prose around the words; what the section shows printed when only that has them.
    const prose = excerpt(text, words);
    const printed = output && !prose.some((part) => part.match) ? excerpt(output, words) : [];
    return {
      url: anchor ? `${url}#${anchor}` : url,
      pageTitle,
      section,
      heading,
      isPage: !anchor,
      excerpt: printed.some((part) => part.match) ? printed : prose,
      score,
    };
  }

  /** The best results for a query, best first, with their excerpts. */
  async search(query: string, limit = MAX_RESULTS): Promise<SearchResult[]> {
    return (await this.answer(query, limit)).results;
  }

  /** The best results for a query, and how many there are in all. */
  async answer(query: string, limit = MAX_RESULTS): Promise<SearchAnswer> {
    const ranked = await this.rank(query);
    if (ranked.length === 0) return { results: [], total: 0, pages: 0 };
    const meta = await this.loadMeta();
    const words = queryWords(query);
    // A sentence may be a message that a section further down shows, on a page whose other
    // sections score more: more are read to find it, and the limit per page is kept after.
    const sentence = words.length >= SENTENCE;
    const read = sentence ? limit * SENTENCE_READ : limit;
    const readPerPage = sentence ? PER_PAGE * SENTENCE_READ : PER_PAGE;
    const chosen: Ranked[] = [];
    const perPage = new Map<number, number>();
    for (const item of ranked) {
      const page = pageOf(meta, item.doc);
      const count = perPage.get(page) ?? 0;
      perPage.set(page, count + 1);
      if (chosen.length < read && count < readPerPage) chosen.push(item);
    }
    const all = complete(ranked);
    const results = await Promise.all(chosen.map((item) => this.resultOf(meta, item, words)));
    const texts = await Promise.all(chosen.map(({ doc }) => this.textOf(meta, doc)));
    const sorted = sentenceFirst(classesAfterProperties(phraseFirst(results, texts, query), query), query, words);
    const shown = new Map<string, number>();
    return {
      results: sorted
        .filter((result) => {
          const page = result.url.split('#')[0] ?? '';
          const count = shown.get(page) ?? 0;
          shown.set(page, count + 1);
          return count < PER_PAGE;
        })
        .slice(0, limit),
      total: all.length,
      pages: new Set(all.map((item) => pageOf(meta, item.doc))).size,
    };
  }

  /** The text of a document and what it shows printed, from the fragment its result reads anyway. */
  private async textOf(meta: SearchMeta, doc: number): Promise<Text> {
    const [first, file] = meta.fragments[fragmentOf(meta, doc)] ?? [0, ''];
    const [, , text = '', output = ''] = (await this.file<SearchFragment>(file)).docs[doc - first] ?? [];
    return { text, output };
  }

  /**
   * Every result of a query, grouped by page: the pages in the order of their best result, each
   * page's results in their own order. `from` and `count` choose which pages to return (their
   * excerpts are downloaded).
   */
  async groups(query: string, from = 0, count = Number.POSITIVE_INFINITY): Promise<PageGroup[]> {
    const ranked = complete(await this.rank(query));
    const meta = await this.loadMeta();
    const byPage = new Map<number, Ranked[]>();
    for (const item of ranked) {
      const page = pageOf(meta, item.doc);
      const list = byPage.get(page) ?? [];
      list.push(item);
      byPage.set(page, list);
    }
    const words = queryWords(query);
    return Promise.all(
      [...byPage].slice(from, from + count).map(async ([page, items]) => {
        const [url, pageTitle, section] = meta.pages[page] ?? ['/', '', ''];
        return {
          url,
          pageTitle,
          section,
          results: await Promise.all(items.map((item) => this.resultOf(meta, item, words))),
        };
      }),
    );
  }

  /**
   * Queries like this one that would find something: each word the site does not have replaced by
   * the nearest words it has (further than a typo may be), nearest first.
   */
  async suggestions(query: string): Promise<string[]> {
    const words = queryWords(query);
    const options = await Promise.all(
      words.map(async (word) => {
        const [own] = word.terms;
        if (own && (await this.term(own))) return [word.text];
        const near = await this.nearestWords(
          word.text,
          Math.max(2, Math.round(word.text.length * 0.4)),
          MAX_SUGGESTIONS,
        );
        return near.map((item) => item.word);
      }),
    );
    const suggestions: string[] = [];
    for (let choice = 0; choice < MAX_SUGGESTIONS; choice++) {
      if (options.every((list) => list.length === 1) && choice > 0) break;
      const picked = options.map((list) => list[Math.min(choice, list.length - 1)]);
      if (picked.some((item) => item === undefined)) return [];
      const text = picked.join(' ');
      if (!suggestions.includes(text) && text !== words.map((word) => word.text).join(' ')) suggestions.push(text);
    }
    return suggestions;
  }
}

/**
 * Whether a word of a query names something as code: a dotted name, a lowerCamelCase or
 * snake_case name, a call, a placeholder or a flag.
 */
function isCode(raw: string): boolean {
  return /[\p{L}\p{N}_$]\.[\p{L}_$]|^\p{Ll}[\p{Ll}\p{N}]*\p{Lu}|_|^\[|^-/u.test(raw);
}

/**
 * Results whose title or heading holds two neighbouring words of the query side by side (`from v4`
 * in "To v5 from v4", `a plugin` in "Using a plugin", `stats presets` in Presets of the page Stats)
 * count PHRASE more for each such pair, as a share of the query's pairs; a heading of its own that
 * holds the whole query of three words or more as it was typed (`Report a problem well` for
 * `report a problem`, before `Reporting problems`, whose words only share its stems) counts
 * WHOLE_PHRASE more again. The results are sorted again, each with its text. It reads only what
 * the results read anyway. (The same pairs in the text, tried, put fewer answers first.)
 */
function phraseFirst(
  results: SearchResult[],
  texts: readonly Text[],
  query: string,
): { result: SearchResult; text: Text }[] {
  const words = phraseWords(query);
  const pairs = words.slice(1).map((word, i) => `${words[i] ?? ''} ${word}`);
  const phrase = ` ${words.join(' ')} `;
  const items = results.map((result, i) => ({ result, text: texts[i] ?? { text: '', output: '' } }));
  if (pairs.length === 0) return items;
  const scored = items.map(({ result, text }) => {
    const own = ` ${phraseWords(result.heading).join(' ')} `;
    // A section's heading read after its page's title too: `stats presets` is Presets of Stats.
    const heading = `${own}${result.isPage ? '' : `| ${phraseWords(`${result.pageTitle} ${result.heading}`).join(' ')} `}`;
    const inHeading = pairs.filter((pair) => heading.includes(` ${pair} `)).length;
    const whole = pairs.length >= 2 && own.includes(phrase) ? WHOLE_PHRASE : 1;
    return { result: { ...result, score: result.score * whole * (1 + (PHRASE * inHeading) / pairs.length) }, text };
  });
  return scored.sort((a, b) => b.result.score - a.result.score);
}

/** Whether a word is one lowerCamelCase name (`chunkFilename`, `webpackMode`): lower first, a capital later. */
function isLowerCamel(word: string): boolean {
  return /^\p{Ll}[\p{L}\p{N}]*\p{Lu}[\p{L}\p{N}]*$/u.test(word);
}

/**
 * A query that is one lowerCamelCase name (`realContentHash`, `chunkFilename`) names a property,
 * an option or a variable, as the reader wrote it: a result whose title or heading holds the name
 * only with other capitals, inside a longer name (the class `RealContentHashPlugin`), counts
 * OTHER_CASE less, and the results are sorted again. A heading of words (`Public Path`) is not a
 * name and keeps its score.
 */
function classesAfterProperties(
  items: { result: SearchResult; text: Text }[],
  query: string,
): { result: SearchResult; text: Text }[] {
  const name = query.trim();
  if (!isLowerCamel(name)) return items;
  const lower = name.toLowerCase();
  const otherCase = (heading: string) =>
    heading.split(/[^\p{L}\p{N}_$]+/u).some((token) => token.toLowerCase().includes(lower) && !token.includes(name));
  return items
    .map(({ result, text }) => ({
      result: otherCase(result.heading) ? { ...result, score: result.score / OTHER_CASE } : result,
      text,
    }))
    .sort((a, b) => b.result.score - a.result.score);
}

/**
 * A query of SENTENCE words or more that a result's text or printed text holds as it is (an error
 * message webpack prints, pasted) puts the results that hold it first, in their order: the
 * section that quotes the message answers it. Among them, those that hold more of it as it was
 * pasted, from its start and with its quoted values (`Can't resolve 'path'` before `Can't resolve
 * './util'`), come first. A result that shows the message printed has it as its excerpt.
 */
function sentenceFirst(
  items: readonly { result: SearchResult; text: Text }[],
  query: string,
  words: readonly QueryWord[],
): SearchResult[] {
  if (words.length < SENTENCE) return items.map((item) => item.result);
  const exact = plain(query, false).split(' ');
  const sentence = plain(query);
  return items
    .map(({ result, text }) => {
      const inProse = holdsWhole(plain(text.text), sentence);
      if (!inProse && !holdsWhole(plain(text.output), sentence)) return { result, hold: 0 };
      // How many of the pasted words, from the first, the text holds as they are, values too.
      const asIs = [plain(text.text, false), plain(text.output, false)];
      let held = exact.length;
      while (held > 0 && !asIs.some((item) => item.includes(exact.slice(0, held).join(' ')))) held--;
      // The message shown printed, not in the prose: the excerpt is the printed message.
      return { result: inProse ? result : { ...result, excerpt: excerpt(text.output, words) }, hold: 1 + held };
    })
    .sort((a, b) => b.hold - a.hold)
    .map(({ result }) => result);
}

/**
 * Whether `text` holds `sentence` with whole words at both ends: `extract css into separate file`
 * is not the question "extract CSS into separate files?" that a page quotes, but a message pasted
 * whole is.
 */
function holdsWhole(text: string, sentence: string): boolean {
  for (let at = text.indexOf(sentence); at !== -1; at = text.indexOf(sentence, at + 1)) {
    const before = text[at - 1] ?? ' ';
    const after = text[at + sentence.length] ?? ' ';
    if (!/[\p{L}\p{N}]/u.test(before) && !/[\p{L}\p{N}]/u.test(after)) return true;
  }
  return false;
}

/** The words of the single values a text quotes (`'path'`, `"/home/me/app"`). */
function quotedWords(text: string): Set<string> {
  return new Set(quotedValues(text).flatMap((value) => queryWords(value).map((word) => word.text)));
}

/** A document's prose and its printed text (`Section.output` of src/node/search/extract.ts). */
interface Text {
  text: string;
  output: string;
}

function phraseWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * Text as a sentence to compare: lower-cased, spaces collapsed, no punctuation at its ends, and,
 * unless `values` is false, without quoted single values (`The provided value "dist" is not…`): a
 * message webpack prints names the reader's own value, which the page's copy and the pasted one
 * need not share.
 */
function plain(text: string, values = true): string {
  return (values ? withoutQuotedValues(text) : text)
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/^[\s\p{P}]+|[\s\p{P}]+$/gu, '');
}

/**
 * A page's own text that lacks words of the query, which it borrows from its sections
 * (`PAGE_WORD`), and ranks above all of them gives its place to its best section, which takes the
 * page's score, and the page takes the section's: for a query of several words (`forward api calls
 * to a backend in the dev server`), the section that holds them is the answer, not the top of the
 * page. A page whose own text has every needed word keeps its place.
 */
function sectionsBeforeTheirPage(
  ranked: (Ranked & { borrowed: number })[],
  meta: SearchMeta,
  pageDocs: ReadonlyMap<number, number>,
): void {
  const bestSection = new Map<number, Ranked>();
  for (const item of ranked) {
    const page = pageOf(meta, item.doc);
    if (pageDocs.get(page) === item.doc) continue;
    const previous = bestSection.get(page);
    if (!previous || item.score > previous.score) bestSection.set(page, item);
  }
  for (const item of ranked) {
    const page = pageOf(meta, item.doc);
    if (pageDocs.get(page) !== item.doc || item.borrowed === 0) continue;
    const section = bestSection.get(page);
    if (!section || section.score >= item.score) continue;
    [item.score, section.score] = [section.score, item.score];
  }
}

/**
 * The key factor of a document whose heading one word of the query names (`named[i]`: document →
 * factor, for word i), when the document has each of the query's other words that are not common
 * itself; the best such factor, or undefined.
 */
function namedFactor(
  named: readonly (ReadonlyMap<number, number> | null)[],
  doc: number,
  perWord: readonly { matches: Matches }[],
  common: readonly boolean[],
): number | undefined {
  let factor: number | undefined;
  named.forEach((byDoc, i) => {
    const found = byDoc?.get(doc);
    if (found && perWord.every(({ matches }, j) => j === i || common[j] || matches.has(doc)))
      factor = Math.max(factor ?? 0, found);
  });
  return factor;
}

/**
 * The headings that document a member of a dotted name of the query (`data` of `module.hot.data`,
 * `emit` of `compiler.hooks.emit.tapAsync`) come before every other result, their page too: the
 * name is documented there, where the rest only mention it.
 */
function membersFirst(ranked: Ranked[], documented: ReadonlySet<number>): void {
  if (documented.size === 0) return;
  const top = Math.max(...ranked.map((item) => item.score));
  for (const item of ranked) if (documented.has(item.doc)) item.score += top;
}

/** The documents that have as much of the query as the best result does: what "every result" lists. */
function complete(ranked: readonly Ranked[]): Ranked[] {
  const most = ranked.reduce((max, item) => Math.max(max, item.covered), 0);
  return ranked.filter((item) => item.covered >= most - 1e-9);
}

/** Adds the matches of a term to a word's, weighted. */
function add(into: Matches, matches: Matches, weight: number, whole = true): void {
  for (const [doc, match] of matches) {
    const total = into.get(doc) ?? { score: 0, heading: false, whole: false };
    const counts = whole && match.whole !== false;
    into.set(doc, {
      score: total.score + match.score * weight,
      heading: total.heading || (counts && match.heading),
      whole: total.whole || counts,
    });
  }
}

/** The names of a word as a dotted name (`module.hot.accept()` → module, hot, accept), each with its terms. */
function dottedNames(word: QueryWord): { names: string[]; terms: string[][] } {
  const names = word.raw.replace(/\([^()]*\)$/, '').split('.');
  return { names, terms: names.map((name) => tokenTerms(name)) };
}

/**
 * The terms of the names before the last of a dotted name (`compilation` of
 * `Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE`, `console` of `console.log`): they qualify the
 * name the reader means, so a document that has only them has a part of the word, not the word
 * (the page Compilation Hooks, by its title, is not where a stage is documented). `last` is the
 * last name's own term.
 */
function qualifierTerms(word: QueryWord): { qualifiers: Set<string>; last: string | undefined } {
  const { terms: nameTerms } = dottedNames(word);
  const last = nameTerms.at(-1) ?? [];
  if (nameTerms.length < 2) return { qualifiers: new Set(), last: undefined };
  const qualifiers = nameTerms.slice(0, -1).flatMap((own) => own.filter((term) => !last.includes(term)));
  return { qualifiers: new Set(qualifiers), last: last[0] };
}

/** Each document's best match among several terms. */
function best(list: readonly Matches[]): Matches {
  const out: Matches = new Map();
  for (const matches of list) {
    for (const [doc, match] of matches) {
      const previous = out.get(doc);
      if (!previous || match.score > previous.score) out.set(doc, match);
    }
  }
  return out;
}

/** Postings as stored (id deltas, and weights whose lowest bit marks a heading) → document id → match. */
function decode(postings: readonly number[]): Matches {
  const matches: Matches = new Map();
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

function pageOf(meta: SearchMeta, doc: number): number {
  return meta.fragments[fragmentOf(meta, doc)]?.[2] ?? -1;
}

const pageDocsCache = new WeakMap<SearchMeta, Map<number, number>>();

/** Page → the document of the page's own text: the first document of its first fragment. */
function pageDocsOf(meta: SearchMeta): Map<number, number> {
  let found = pageDocsCache.get(meta);
  if (!found) {
    found = new Map();
    for (const [first, , page] of meta.fragments) if (!found.has(page)) found.set(page, first);
    pageDocsCache.set(meta, found);
  }
  return found;
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
