/**
 * How text becomes search terms. The index builder and the browser use the same functions, so a
 * query finds exactly what the index holds.
 *
 * - Words are lower-cased and lightly stemmed (`loaders` → `loader`, `caching` → `cach`, the same
 *   stem as `cache`; `installation` → `install`).
 * - camelCase and hyphenated words also give their parts: `splitChunks` → `splitchunk`, `split`,
 *   `chunk`; `webpack-dev-server` → `webpack-dev-server`, `webpack`, `dev`, `server`.
 * - Dotted names give the whole name and every shorter tail of it, unstemmed, with `[]` and `{}`
 *   dropped: `optimization.splitChunks.chunks` → `optimization.splitchunks.chunks`,
 *   `splitchunks.chunks`, plus the words. So `splitChunks.chunks` finds the option's heading.
 * - Common English words and one-letter words are left out.
 */

const STOP_WORDS = new Set(
  (
    'a an and are as at be but by can do does for from has have how if in into is it its no not of on or ' +
    'so than that the their them then there these they this to was we were what when where which while ' +
    'who will with you your'
  ).split(' '),
);

/** Letters, digits and the characters of names: `$`, `_`, `-`, and `.`, `[]`, `{}` inside dotted paths. */
const RAW_TOKEN = /[\p{L}\p{N}_$][\p{L}\p{N}_$.\-[\]{}]*/gu;
const IDENTIFIER = /^[\p{L}_$][\p{L}\p{N}_$-]*$/u;

/** A light English stemmer: enough to join plurals and -ing/-ed forms with their base. */
export function stem(word: string): string {
  if (!/^[a-z]+$/.test(word) || word.length <= 3) return word;
  let w = word;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us') && !w.endsWith('is') && !w.endsWith('as')) w = w.slice(0, -1);
  // `installation` → `install`, `configuration` and `configure` → `configur`.
  if (w.length > 9 && w.endsWith('ation')) w = w.slice(0, -5);
  else if (w.length > 5 && w.endsWith('ing')) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith('ed') && !w.endsWith('eed')) w = w.slice(0, -2);
  // `splitt` → `split`, but not `pass` or `all`.
  if (/([bdfgmnprt])\1$/.test(w)) w = w.slice(0, -1);
  if (w.length > 3 && w.endsWith('e')) w = w.slice(0, -1);
  return w;
}

/** Receives each term, and whether it is only a part of a longer word (`chunk` of `splitChunks`). */
type Collect = (term: string, part: boolean) => void;

/** The terms of one word (no dots): the word itself and its camelCase or hyphenated parts. */
function wordTerms(word: string, collect: Collect): void {
  const lower = word.toLowerCase();
  if (lower.length < 2) return;
  const plain = /^[a-z]+$/.test(lower);
  if (plain && STOP_WORDS.has(lower)) return;
  collect(plain ? stem(lower) : lower, false);
  const parts = word
    .split('-')
    .flatMap((part) => part.split(/(?<=[\p{Ll}\p{N}])(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u))
    .map((part) => part.toLowerCase())
    .filter((part) => part.length >= 2 && !STOP_WORDS.has(part));
  if (parts.length > 1) for (const part of parts) collect(stem(part), true);
}

function collectToken(raw: string, collect: Collect): void {
  const cleaned = raw.replace(/\[\]|[{}[\]]/g, '').replace(/^[.-]+|[.-]+$/g, '');
  if (!cleaned) return;
  const parts = cleaned.split('.');
  if (parts.length > 1 && parts.every((part) => part.length >= 2 && IDENTIFIER.test(part))) {
    const lower = parts.map((part) => part.toLowerCase());
    for (let start = 0; start < lower.length - 1; start++) collect(lower.slice(start).join('.'), false);
  }
  for (const part of parts) if (part) wordTerms(part, collect);
}

/** The terms of one raw token, in order, with repeats (term frequency counts them). */
export function tokenTerms(raw: string, out: string[] = []): string[] {
  collectToken(raw, (term) => out.push(term));
  return out;
}

/** Every term of a text, in order, with repeats. */
export function terms(text: string): string[] {
  const out: string[] = [];
  for (const match of text.matchAll(RAW_TOKEN)) collectToken(match[0], (term) => out.push(term));
  return out;
}

/** Every term of a text with its weight: 1 for a word or path, `partWeight` for a part of a word. */
export function weightedTerms(text: string, partWeight: number): [term: string, weight: number][] {
  const out: [string, number][] = [];
  for (const match of text.matchAll(RAW_TOKEN)) collectToken(match[0], (term, part) => out.push([term, part ? partWeight : 1]));
  return out;
}

/** One word of a query and the terms it looks for. */
export interface QueryWord {
  /** The word as typed, lower-cased, for highlighting. */
  text: string;
  terms: string[];
  /** The last word, still being typed: it also matches terms that start with it. */
  prefix: boolean;
}

/** Splits a query into words; each word keeps the terms it stands for. */
export function queryWords(query: string): QueryWord[] {
  const raws = [...query.matchAll(RAW_TOKEN)].map((match) => match[0]);
  const endsInWord = /[\p{L}\p{N}_$\]}]$/u.test(query);
  return raws
    .map((raw, index) => ({
      text: raw.toLowerCase().replace(/\[\]|[{}[\]]/g, '').replace(/^[.-]+|[.-]+$/g, ''),
      terms: [...new Set(tokenTerms(raw))],
      prefix: endsInWord && index === raws.length - 1,
    }))
    .filter((word) => word.terms.length > 0);
}

/** The index file that holds a term: its first two characters, made safe for a file name. */
export function shardKey(term: string): string {
  return [...term.slice(0, 2)].map((char) => (/[a-z0-9]/.test(char) ? char : `_${char.codePointAt(0)?.toString(16) ?? ''}`)).join('');
}
