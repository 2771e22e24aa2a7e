/**
 * What a host must do with dist/, as data: the headers of each path and the redirects. The build
 * writes them in each host's syntax (formats.ts), and the preview server applies the same file
 * (src/node/serve.ts), so the browser tests run under the rules a host applies.
 *
 * Paths are patterns with at most one `*`. Cloudflare Pages (and Vercel, as vercel.json writes
 * them) reads a `*` as any characters, `/` included. Netlify reads a `*` that is a whole segment
 * as the rest of the path with the slash before it optional, so a pattern that ends in such a
 * segment after a folder (`/concepts/*`) is that folder on both hosts, but a `*` segment between
 * two slashes would be every path on Netlify: the rules never use one. Both hosts apply every rule
 * that matches a path and join (or override) the values of a header set twice, so no two rules
 * that match one path set the same header: the security headers come from `/*` alone, and each
 * path gets its Cache-Control and its Content-Security-Policy from exactly one rule, as each host
 * reads them (checkRules proves it over every file and page of the build). The policy goes with
 * the cache rules, not `/*`, because one file needs another: the playground's worker (csp.ts).
 */
import { HASHED_FILE } from '../../shared/offline';

export interface HeaderRule {
  path: string;
  headers: Record<string, string>;
}

export interface Redirect {
  from: string;
  to: string;
  status: number;
}

export interface HostRules {
  headers: HeaderRule[];
  redirects: Redirect[];
}

export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Stored, but asked for again (a conditional request) on every use. */
export const REVALIDATE = 'no-cache';

/** The headers of every response, beside the Content-Security-Policy. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // Features the site never uses, off for it and anything it might embed.
  'Permissions-Policy':
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
  // Two years; browsers honour it only over HTTPS. Subdomains are left to their own policy.
  'Strict-Transport-Security': 'max-age=63072000',
};

/**
 * Content-hashed files, by the names the build gives them: async chunks `c<hash>.js` (the route
 * table among them), the entries `main.<hash>.js` and `framework.<hash>.js` and every stylesheet
 * (src/node/webpack/config.ts), data files and the search index's files (src/node/search/), the
 * images the components use (icons/) and the playground's worker and stylesheet
 * (src/node/playground/worker-bundle.ts).
 */
export const HASHED_PATTERNS = [
  '/c*.js',
  '/main.*.js',
  '/framework.*.js',
  '/*.css',
  '/data/*.json',
  '/search/*.json',
  '/icons/*.svg',
  '/playground/*.js',
] as const;

/** The playground's worker script, which runs under a policy of its own (csp.ts: WORKER_POLICY). */
export const WORKER_PATTERN = '/playground/*.js';
const isWorkerScript = (path: string) => path.startsWith('/playground/') && path.endsWith('.js');

/** Cloudflare Pages reads at most 100 header rules and 2,000 static redirects. */
const MAX_HEADER_RULES = 100;
const MAX_REDIRECTS = 2000;

/** How a host reads a path pattern: Cloudflare Pages' way (the preview server's), or Netlify's. */
export type Reading = 'cloudflare' | 'netlify';

const escape = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/**
 * Netlify's reading, segment by segment: a segment that is only `*` matches anything, the slash
 * before it optional; a `*` inside a segment matches any characters; the whole is matched without
 * regard to case and with an optional slash at the end.
 */
function netlifyRegExp(pattern: string): RegExp {
  const segments = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment === '*' ? '?.*' : segment.split('*').map(escape).join('.*')));
  return new RegExp(`^/${segments.join('/')}/?$`, 'i');
}

const compiled = new Map<string, RegExp>();

function patternRegExp(pattern: string, reading: Reading): RegExp {
  const key = `${reading} ${pattern}`;
  const known = compiled.get(key);
  if (known) return known;
  if (!pattern.startsWith('/') || pattern.split('*').length > 2 || pattern.includes(':')) {
    throw new Error(`host rules: "${pattern}" is not a path with at most one * (placeholders are not used)`);
  }
  const [head = '', tail] = pattern.split('*').map(escape);
  const regExp =
    reading === 'netlify' ? netlifyRegExp(pattern) : new RegExp(`^${head}${tail === undefined ? '' : `.*${tail}`}$`);
  compiled.set(key, regExp);
  return regExp;
}

/** Whether a `_headers` path pattern matches a request path, as Cloudflare Pages (by default) or Netlify reads it. */
export function matchesPath(pattern: string, pathname: string, reading: Reading = 'cloudflare'): boolean {
  return patternRegExp(pattern, reading).test(pathname);
}

/** The headers a host sends for a path: those of every rule that matches, a repeated header joined with ", ". */
export function headersFor(
  rules: readonly HeaderRule[],
  pathname: string,
  reading: Reading = 'cloudflare',
): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules) {
    if (!matchesPath(rule.path, pathname, reading)) continue;
    for (const [name, value] of Object.entries(rule.headers))
      headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
  }
  return headers;
}

/** The redirect of a path, if one applies (the first that matches, as both hosts read them). */
export function redirectFor(redirects: readonly Redirect[], pathname: string): Redirect | undefined {
  return redirects.find((redirect) => matchesPath(redirect.from, pathname));
}

const isHashed = (file: string) => HASHED_PATTERNS.some((pattern) => matchesPath(pattern, file));
/** The top-level folder of a file in one (`concepts` of `/concepts/index.md`). */
const folderOf = (file: string) => /^\/([^/]+)\//.exec(file)?.[1];

/**
 * The paths revalidated on every visit: `/`; every top-level folder that holds no content-hashed
 * file, as a whole (`/concepts/*`: its pages, and the Markdown copies and images beside them);
 * and every other file that is not content-hashed by its path (`/sw.js`, `/offline.json`,
 * `/404.html`). A folder whose pattern would also match a file outside it, as Netlify reads it
 * (`/vote/*` is `/vote-app.<hash>.css` there too), is listed page by page and file by file instead.
 */
export function revalidatedPatterns(files: readonly string[]): string[] {
  const hashedFolders = new Set(files.filter(isHashed).map(folderOf));
  const whole = new Map<string, boolean>();
  const asWhole = (folder: string) => {
    const pattern = `/${folder}/*`;
    const known = whole.get(folder);
    if (known !== undefined) return known;
    const fits =
      !hashedFolders.has(folder) &&
      files.every(
        (file) =>
          folderOf(file) === folder ||
          !(['cloudflare', 'netlify'] as const).some((reading) => matchesPath(pattern, file, reading)),
      );
    whole.set(folder, fits);
    return fits;
  };
  const patterns = new Set(['/']);
  for (const file of [...files].sort()) {
    if (isHashed(file)) continue;
    const folder = folderOf(file);
    if (folder !== undefined && asWhole(folder)) {
      patterns.add(`/${folder}/*`);
      continue;
    }
    // A page is asked for by its url, its file by its path.
    if (file.endsWith('/index.html')) patterns.add(file.slice(0, -'index.html'.length));
    patterns.add(file);
  }
  return [...patterns];
}

export interface SiteFacts {
  /** Every file of dist/ by its path from the root (`/sw.js`), the host files excluded. */
  files: readonly string[];
  /** Every page's url (`/concepts/`). */
  pages: readonly string[];
  /** The Content-Security-Policy header's value. */
  policy: string;
  /** The playground worker's Content-Security-Policy (csp.ts: WORKER_POLICY). */
  workerPolicy: string;
}

export function hostRules({ files, pages, policy, workerPolicy }: SiteFacts): HostRules {
  const cache = (paths: readonly string[], value: string): HeaderRule[] =>
    paths.map((path) => ({
      path,
      headers: { 'Cache-Control': value, 'Content-Security-Policy': path === WORKER_PATTERN ? workerPolicy : policy },
    }));
  return {
    headers: [
      { path: '/*', headers: { ...SECURITY_HEADERS } },
      ...cache(HASHED_PATTERNS, IMMUTABLE),
      ...cache(revalidatedPatterns(files), REVALIDATE),
    ],
    redirects: pages
      .filter((url) => url !== '/' && url.endsWith('/'))
      .map((url) => ({ from: url.slice(0, -1), to: url, status: 301 })),
  };
}

/**
 * Every file and page gets exactly one Cache-Control, immutable exactly for the content-hashed
 * names (the service worker's test, src/shared/offline.ts), and exactly one policy, the site's
 * but for the playground's worker; every page is reached without its slash; the rules fit
 * Cloudflare Pages' limits. Throws with every problem.
 */
export function checkRules(rules: HostRules, { files, pages, policy, workerPolicy }: SiteFacts): void {
  const problems: string[] = [];
  for (const reading of ['cloudflare', 'netlify'] as const) {
    const on = reading === 'netlify' ? ' on Netlify' : '';
    for (const path of [...files, ...pages]) {
      const headers = headersFor(rules.headers, path, reading);
      const wants: Record<string, string> = {
        'Cache-Control': pages.includes(path) || !HASHED_FILE.test(path) ? REVALIDATE : IMMUTABLE,
        'Content-Security-Policy': isWorkerScript(path) ? workerPolicy : policy,
      };
      for (const [name, want] of Object.entries(wants)) {
        const from = rules.headers
          .filter((rule) => matchesPath(rule.path, path, reading) && name in rule.headers)
          .map((rule) => rule.path);
        if (from.length !== 1)
          problems.push(`${path} gets ${name} from ${from.length} rules${on} (${from.join(', ') || 'none'}), not 1`);
        else if (headers[name] !== want)
          problems.push(`${path} would be served${on} with ${name} "${headers[name]}", not "${want}"`);
      }
    }
  }
  for (const url of pages.filter((page) => page !== '/')) {
    const redirect = redirectFor(rules.redirects, url.slice(0, -1));
    if (redirect?.to !== url || redirect.status !== 301)
      problems.push(`${url.slice(0, -1)} is not redirected to ${url} with 301`);
    if (redirectFor(rules.redirects, url)) problems.push(`${url} is redirected, but it is a page`);
  }
  if (rules.headers.length > MAX_HEADER_RULES)
    problems.push(`${rules.headers.length} header rules; Cloudflare Pages reads ${MAX_HEADER_RULES}`);
  if (rules.redirects.length > MAX_REDIRECTS)
    problems.push(`${rules.redirects.length} redirects; Cloudflare Pages reads ${MAX_REDIRECTS}`);
  if (problems.length > 0) {
    throw new Error(
      `The host rules do not fit the build (src/node/host/rules.ts: HASHED_PATTERNS names the content-hashed files):\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
  }
}
