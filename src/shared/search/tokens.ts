/**
 * How text becomes search terms. The index builder and the browser use the same functions, so a
 * query finds exactly what the index holds.
 *
 * - Words are lower-cased and lightly stemmed (`loaders` → `loader`, `caching` → `cach`, the same
 *   stem as `cache`; `installation` → `install`).
 * - A word made of parts (camelCase, kebab-case, snake_case) gives the parts joined, which is what
 *   the three spellings share (`chunkFilename`, `chunk-filename` → `chunkfilenam`), and each part
 *   (`chunk`, `filenam`). A query joins two words it has apart the same way (`chunk filename`).
 * - Dotted names give the whole name and every tail of two or more names, unstemmed, with `[]`
 *   and `{}` dropped: `optimization.splitChunks.chunks` → `optimization.splitchunks.chunks`,
 *   `splitchunks.chunks`, plus the words. So `splitChunks.chunks` finds the option's heading.
 * - A name written as a call gives `name()` too (`import(request)` → `import()`), a placeholder
 *   gives itself in brackets (`[name]`), a command line flag itself with its dashes (`--env`).
 * - Version numbers give each of their prefixes (`5.113.0` → `5`, `5.113`, `5.113.0`), and `v5`
 *   is `5`.
 * - Common English words and one-letter words are left out, except inside dotted names.
 *
 * A title or heading also has exact keys (`exactKeys`): all its words joined, so that a query that
 * is the whole heading, however it is spelled, can be told from one that shares words with it.
 */

const STOP_WORDS = new Set(
  (
    'a about an and are as at be between but by can do does during for from has have how if in into is it ' +
    'its no not of on or so than that the their them then there these they this through to was via we ' +
    'were what when where which while who will with within you your'
  ).split(' '),
);

/**
 * A token of text: a name with the characters of names (`$`, `_`, `-`, and `.`, `[]`, `{}` inside
 * paths), a command line flag, or a placeholder in brackets.
 */
const RAW_TOKEN = /\[[\p{L}\p{N}_]+\]|(?:(?<![\p{L}\p{N}_$.-])--?(?=\p{L}))?[\p{L}\p{N}_$][\p{L}\p{N}_$.\-[\]{}]*/gu;
const IDENTIFIER = /^[\p{L}_$][\p{L}\p{N}_$-]*$/u;
const VERSION = /^v?\d+(?:\.\d+)*$/i;

/** Words the rules below would take for an inflected form of another (`https` is not a plural of `http`). */
const UNSTEMMED = new Set(['https', 'always', 'perhaps', 'cors']);

/**
 * Words written short, as readers and code write them, read as the words they stand for; and
 * `multiple`, which readers type, read as `several`, which the headings say.
 */
const SHORT_FORMS = new Map([
  ['multiple', 'several'],
  ['config', 'configuration'],
  ['configs', 'configurations'],
  ['dir', 'directory'],
  ['dirs', 'directories'],
  ['deps', 'dependencies'],
]);

/** A light English stemmer: enough to join plurals and -ing/-ed forms with their base. */
export function stem(word: string): string {
  const full = SHORT_FORMS.get(word);
  if (full) return stem(full);
  if (!/^[a-z]+$/.test(word) || word.length <= 3 || UNSTEMMED.has(word)) return word;
  let w = word;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us') && !w.endsWith('is') && !w.endsWith('as'))
    w = w.slice(0, -1);
  // `minify`, `minified`, `minifying`, `minifier` and `minification` → `minif`.
  const ify = /^(\w{3,}?)if(?:y|ying|ied|ier|ication)$/.exec(w);
  if (ify) return `${ify[1]}if`;
  // `migration` → `migrat`, as `migrate`; `configuration` → `configurat`, `configur` below.
  if (w.length > 7 && w.endsWith('ation')) w = w.slice(0, -3);
  else if (w.length > 5 && w.endsWith('ing')) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith('ed') && !w.endsWith('eed')) w = w.slice(0, -2);
  // `splitt` → `split`, but not `pass` or `all`.
  if (/([bdfgmnprt])\1$/.test(w)) w = w.slice(0, -1);
  if (w.length > 3 && w.endsWith('e')) w = w.slice(0, -1);
  // A long stem loses `at`: `installat` → `install`, `configurat` and `configur` meet, and so do
  // `validat` (validate, validation, validated) and `valid`. A short one keeps it: `migrat`, `creat`,
  // `format`, `stat`.
  if (w.length >= 7 && w.endsWith('at')) w = w.slice(0, -2);
  return w;
}

/** The stem of a word of letters; anything else (digits, `$`) as it is. */
function normal(lower: string): string {
  return /^[a-z]+$/.test(lower) ? stem(lower) : lower;
}

/**
 * Words or parts of a word written as one, each stemmed: `chunkFilename`, `chunk-filename` and
 * `chunk filename` all give `chunkfilenam`.
 */
export function compound(parts: readonly string[]): string {
  return parts.map((part) => normal(part.toLowerCase())).join('');
}

/**
 * - `word`: a whole word, or the parts of a word joined (`chunkfilenam`); also `[name]`, `--env`,
 *   `import()` and version numbers.
 * - `part`: one part of a word made of parts (`chunk` of `chunkFilename`).
 * - `path`: a dotted name or a tail of it.
 */
export type TermKind = 'word' | 'part' | 'path';

type Collect = (term: string, kind: TermKind) => void;

/** The parts of a word, lower-cased: split at `-`, `_` and camelCase humps (`ECMAScript` → `ecma`, `script`). */
export function wordParts(word: string): string[] {
  return word
    .split(/-+/)
    .flatMap((part) => part.split(/(?<=[\p{Ll}\p{N}])(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u))
    .map((part) => part.toLowerCase())
    .filter(Boolean);
}

const isDigits = (text: string) => /^\d+$/.test(text);

/**
 * The terms of one word (no dots): the word, or its parts joined and each part. A snake_case
 * name (`__webpack_public_path__`, `NODE_ENV`) is kept whole, with its parts.
 */
function wordTerms(word: string, collect: Collect, keepStopWords: boolean): void {
  if (/[\p{L}\p{N}]_|_[\p{L}\p{N}]/u.test(word)) {
    collect(word.toLowerCase(), 'word');
    for (const part of word.split('_'))
      if (part.length >= 2) for (const [term] of tokenKindedTerms(part, false)) collect(term, 'part');
    return;
  }
  const parts = wordParts(word);
  const [only] = parts;
  if (only === undefined) return;
  if (parts.length === 1) {
    if (isDigits(only)) collect(only, 'word');
    else if (only.length >= 2 && (keepStopWords || !STOP_WORDS.has(only))) collect(normal(only), 'word');
    return;
  }
  const joined = compound(parts);
  collect(joined, 'word');
  // The same word as a reader types it in lower case, stemmed as one word (`typescript` for
  // `TypeScript`, whose parts give `typscript`).
  const whole = normal(parts.join(''));
  if (whole !== joined) collect(whole, 'word');
  for (const part of parts)
    if ((part.length >= 2 || isDigits(part)) && !STOP_WORDS.has(part)) collect(normal(part), 'part');
}

/** A raw token without its brackets and braces and the dots or dashes around it. */
function clean(raw: string): string {
  return raw.replace(/\[\]|[{}[\]]/g, '').replace(/^[.-]+|[.-]+$/g, '');
}

function collectToken(raw: string, call: boolean, collect: Collect): void {
  if (raw.startsWith('[')) {
    collect(raw.toLowerCase(), 'word');
    wordTerms(raw.slice(1, -1), collect, false);
    return;
  }
  if (raw.startsWith('-')) collect(raw.toLowerCase().replace(/[.-]+$/, ''), 'word');
  const cleaned = clean(raw);
  if (!cleaned) return;
  if (VERSION.test(cleaned)) {
    const numbers = cleaned.replace(/^v/i, '').split('.');
    // `5.113` is a version of 5 but not what `webpack 5` asks for: the shorter numbers are parts.
    for (let end = 1; end <= numbers.length; end++)
      collect(numbers.slice(0, end).join('.'), end === numbers.length ? 'word' : 'part');
    return;
  }
  const segments = cleaned.split('.');
  const dotted = segments.length > 1 && segments.every((segment) => segment.length >= 2 && IDENTIFIER.test(segment));
  if (dotted) {
    const lower = segments.map((segment) => segment.toLowerCase());
    for (let start = 0; start < lower.length - 1; start++) collect(lower.slice(start).join('.'), 'path');
  }
  for (const segment of segments) if (segment) wordTerms(segment, collect, dotted);
  const last = segments[segments.length - 1];
  if (call && last && IDENTIFIER.test(last)) collect(`${last.toLowerCase()}()`, 'word');
}

/** Calls `visit` with each raw token of the text and whether a call's parenthesis follows it. */
function eachToken(text: string, visit: (raw: string, call: boolean) => void): void {
  for (const match of text.matchAll(RAW_TOKEN)) visit(match[0], text[match.index + match[0].length] === '(');
}

/** Every term of a text with its kind, in order, with repeats (term frequency counts them). */
export function kindedTerms(text: string): [term: string, kind: TermKind][] {
  const out: [string, TermKind][] = [];
  eachToken(text, (raw, call) => collectToken(raw, call, (term, kind) => out.push([term, kind])));
  return out;
}

/** Every term of a text, in order, with repeats. */
export function terms(text: string): string[] {
  return kindedTerms(text).map(([term]) => term);
}

/**
 * Every term of a text, as `terms` gives them, and apart the ones that are parts of longer names
 * (`my` of `my-app`, `chunk` of `webpackChunkName`), with repeats: one reading of the text.
 */
export function termsAndParts(text: string): { terms: string[]; parts: string[] } {
  const all: string[] = [];
  const parts: string[] = [];
  for (const [term, kind] of kindedTerms(text)) {
    all.push(term);
    if (kind === 'part') parts.push(term);
  }
  return { terms: all, parts };
}

/** The terms of one raw token, with their kinds. */
function tokenKindedTerms(raw: string, call: boolean): [string, TermKind][] {
  const out: [string, TermKind][] = [];
  collectToken(raw, call, (term, kind) => out.push([term, kind]));
  return out;
}

/** The terms of one raw token. */
export function tokenTerms(raw: string, call = false): string[] {
  return tokenKindedTerms(raw, call).map(([term]) => term);
}

/** The text of a word for joining with its neighbour: letters and digits only, lower-cased. */
function joinable(raw: string): string {
  return clean(raw)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/**
 * The key of a text as a whole: the words, stemmed, joined without spaces (the names of a dotted
 * name with their dots). A word of parts is stemmed part by part, or with `whole`, as one word. Common words are left out (but kept inside dotted names), and what a
 * call's parentheses hold is dropped:
 * `Writing a Loader` and `write loaders` → `=writloader`; `import(request)` and `import()` →
 * `=import()`.
 */
export function exactKey(text: string, whole = false): string {
  const pieces: string[] = [];
  eachToken(text.replace(/(?<=[\p{L}\p{N}_$])\([^()]*\)/gu, '()'), (raw, call) => {
    if (raw.startsWith('[') || raw.startsWith('-')) {
      pieces.push(raw.toLowerCase());
      return;
    }
    const cleaned = clean(raw);
    if (VERSION.test(cleaned)) {
      pieces.push(cleaned.replace(/^v/i, '').toLowerCase());
      return;
    }
    const segments = cleaned.split('.').filter(Boolean);
    const dotted = segments.length > 1 && segments.every((segment) => IDENTIFIER.test(segment));
    const names: string[] = [];
    for (const segment of segments) {
      const parts = wordParts(segment);
      if (
        parts.length === 1 &&
        !dotted &&
        (STOP_WORDS.has(parts[0] ?? '') || (parts[0]?.length ?? 0) < 2) &&
        !isDigits(parts[0] ?? '')
      )
        continue;
      if (parts.length) names.push(whole ? normal(parts.join('')) : compound(parts));
    }
    // A dotted name keeps its dots: `import.meta.url` is not the option `importMeta.url`.
    if (names.length) pieces.push(names.join(dotted ? '.' : ''));
    if (call) pieces.push('()');
  });
  return pieces.length ? `=${pieces.join('')}` : '';
}

/**
 * The exact keys of a title or heading: its key, and for a dotted name alone, the key of each tail
 * of two or more names (`optimization.splitChunks.chunks` → also `splitChunks.chunks`).
 */
export function exactKeys(text: string): string[] {
  const texts = [text];
  const trimmed = text.trim();
  if (/^[^\s]+$/.test(trimmed)) {
    const segments = clean(trimmed).split('.');
    if (segments.length > 2 && segments.every((segment) => IDENTIFIER.test(segment))) {
      for (let start = 1; start < segments.length - 1; start++) texts.push(segments.slice(start).join('.'));
    }
  }
  // Each key also as a reader types a word of parts in lower case (`typescript` for `TypeScript`).
  return [...new Set(texts.flatMap((item) => [exactKey(item), exactKey(item, true)]).filter(Boolean))];
}

/** One word of a query and the terms it looks for. */
export interface QueryWord {
  /** The word as typed. */
  raw: string;
  /** The word as typed, lower-cased, for highlighting and suggestions. */
  text: string;
  /** The terms of the word, each once; the first is the word itself (or its path). */
  terms: string[];
  /** The kind of each term. */
  kinds: TermKind[];
  /** The word's letters and digits, for joining it with the next word (`chunk` + `filename`). */
  join: string;
  /** The last word, still being typed: it also matches terms that start with it. */
  prefix: boolean;
}

/** Splits a query into words; each word keeps the terms it stands for. */
export function queryWords(query: string): QueryWord[] {
  const raws: { raw: string; call: boolean }[] = [];
  eachToken(query, (raw, call) => raws.push({ raw, call }));
  const endsInWord = /[\p{L}\p{N}_$\]})]$/u.test(query);
  return raws
    .map(({ raw, call }, index) => {
      const unique = new Map<string, TermKind>();
      // A term that is a whole word somewhere in the word counts as one (`chunk` of `splitChunks.chunks`).
      for (const [term, kind] of tokenKindedTerms(raw, call))
        if (!unique.has(term) || unique.get(term) === 'part') unique.set(term, kind);
      return {
        raw,
        text: clean(raw).toLowerCase() || raw.toLowerCase(),
        terms: [...unique.keys()],
        kinds: [...unique.values()],
        join: joinable(raw),
        // A number is whole as typed (`webpack 5`), not the start of `5.113`.
        prefix: endsInWord && index === raws.length - 1 && !call && !raw.startsWith('[') && !/^v?\d+$/i.test(raw),
      };
    })
    .filter((word) => word.terms.length > 0);
}

/** The term two neighbouring words make when written as one (`tree shaking` → `treeshak`), if both are plain words. */
export function joinedTerm(first: QueryWord, second: QueryWord): string | null {
  if (!/^[\p{L}\p{N}]+$/u.test(first.join) || !/^[\p{L}\p{N}]+$/u.test(second.join)) return null;
  if (STOP_WORDS.has(first.join) || STOP_WORDS.has(second.join)) return null;
  return compound([first.join, second.join]);
}

/**
 * The index file that holds a term: its first two characters (after the `=` of an exact key),
 * made safe for a file name.
 */
export function shardKey(term: string): string {
  const body = term.startsWith('=') ? term.slice(1) : term;
  return [...body.slice(0, 2)]
    .map((char) => (/[a-z0-9]/.test(char) ? char : `_${char.codePointAt(0)?.toString(16) ?? ''}`))
    .join('');
}

/** The vocabulary file that holds a word: its first character, made safe for a file name. */
export function vocabularyKey(word: string): string {
  return shardKey(word.slice(0, 1));
}

/**
 * The initials of a title or heading, for the abbreviations readers type: each word's first letter,
 * camelCase parts' first letters, or an upper-case word or part whole (`Hot Module Replacement` →
 * `hmr`, `ECMAScript Modules` → `esm`, `ES modules` → `esm`, `TypeScript` → `ts`, `CommonJS` →
 * `cjs`). Common words are skipped.
 */
export function initialisms(text: string): string[] {
  const words = [...text.matchAll(/[\p{L}\p{N}]+/gu)]
    .map((match) => match[0])
    .filter((word) => !STOP_WORDS.has(word.toLowerCase()));
  const byWord = words.map((word) => (word[0] ?? '').toLowerCase()).join('');
  const byPart = words
    .map((word) =>
      wordParts(word)
        .map((part) => part[0] ?? '')
        .join(''),
    )
    .join('');
  const upper = words
    .map((word) => (/^\p{Lu}{2,}$/u.test(word) ? word.toLowerCase() : (word[0] ?? '').toLowerCase()))
    .join('');
  // A part in capitals is kept whole, as it is read: `CommonJS` → `cjs`.
  const upperParts = words
    .map((word) =>
      [...word.matchAll(/\p{Lu}{2,}(?!\p{Ll})|\p{Lu}?\p{Ll}+|\p{N}+/gu)]
        .map(([part]) => (/^\p{Lu}{2,}$/u.test(part) ? part : (part[0] ?? '')).toLowerCase())
        .join(''),
    )
    .join('');
  // Two letters only from the parts of one word (`TypeScript` → `ts`); otherwise three or more.
  return [...new Set([byWord, byPart, upper, upperParts])].filter(
    (item) => item.length <= 5 && (item.length >= 3 || (item.length === 2 && words.length === 1 && byPart === item)),
  );
}

/**
 * Damerau-Levenshtein distance (adjacent transpositions count as one edit) of two words, or
 * `bound + 1` as soon as it is sure to be larger than `bound`.
 */
export function editDistance(a: string, b: string, bound: number): number {
  if (Math.abs(a.length - b.length) > bound) return bound + 1;
  let previous2: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let smallest = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, (previous2[j - 2] ?? 0) + 1);
      current.push(value);
      smallest = Math.min(smallest, value);
    }
    if (smallest > bound) return bound + 1;
    previous2 = previous;
    previous = current;
  }
  return previous[b.length] ?? bound + 1;
}

/** How many edits a word of this length may be from the term it means: none up to 3 letters, 1 up to 7, 2 beyond. */
export function typoBound(length: number): number {
  return length <= 3 ? 0 : length <= 7 ? 1 : 2;
}

/**
 * A single value a message quotes (`'path'`, `"dist"`, `` `src` ``): a program fills in the
 * reader's own, so the site's copy of a message and the reader's need not share them.
 */
const QUOTED_VALUE = /(["'`])([^"'`\s]{1,60})\1/g;

/** The single values a text quotes, without their quotes. */
export function quotedValues(text: string): string[] {
  return [...text.matchAll(QUOTED_VALUE)].map((match) => match[2] ?? '');
}

/** The text with a space where each single value it quotes was. */
export function withoutQuotedValues(text: string): string {
  return text.replace(QUOTED_VALUE, ' ');
}
