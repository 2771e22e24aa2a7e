/**
 * The host rules (rules.ts) in the files hosts read from the site's root, and back:
 * - `_headers` and `_redirects`, as Netlify and Cloudflare Pages read them (the preview server
 *   reads these two);
 * - `vercel.json`: the same headers and redirects, with each path written as Vercel's sources
 *   read it (path-to-regexp, `*` as the group `(.*)`).
 */
import type { HeaderRule, HostRules, Redirect } from './rules';

export const HEADERS_FILE = '_headers';
export const REDIRECTS_FILE = '_redirects';
export const VERCEL_FILE = 'vercel.json';
/** The host files: configuration, never served as part of the site. */
export const HOST_FILES = [HEADERS_FILE, REDIRECTS_FILE, VERCEL_FILE] as const;

/** Cloudflare Pages reads lines of at most 2,000 characters. */
const MAX_LINE = 2000;

const GENERATED = '# Written by `npm run build` (src/node/host/): edit the rules there, not here.';

export function headersFile(rules: readonly HeaderRule[]): string {
  const blocks = rules.map((rule) =>
    [rule.path, ...Object.entries(rule.headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n'),
  );
  const text = `${GENERATED}\n\n${blocks.join('\n\n')}\n`;
  const long = text.split('\n').find((line) => line.length > MAX_LINE);
  if (long)
    throw new Error(
      `${HEADERS_FILE}: a line of ${long.length} characters, more than the ${MAX_LINE} Cloudflare Pages reads: ${long.slice(0, 80)}...`,
    );
  return text;
}

export function redirectsFile(redirects: readonly Redirect[]): string {
  return `${GENERATED}\n${redirects.map((r) => `${r.from} ${r.to} ${r.status}`).join('\n')}\n`;
}

/** A `_headers` path as a Vercel source: the one `*` as an unnamed group. */
export function vercelSource(path: string): string {
  if (/[:()+?{}]/.test(path))
    throw new Error(`${VERCEL_FILE}: "${path}" has a character path-to-regexp reads as syntax`);
  return path.replace('*', '(.*)');
}

export interface VercelConfig {
  headers: { source: string; headers: { key: string; value: string }[] }[];
  redirects: { source: string; destination: string; statusCode: number }[];
}

export function vercelConfig(rules: HostRules): VercelConfig {
  return {
    headers: rules.headers.map((rule) => ({
      source: vercelSource(rule.path),
      headers: Object.entries(rule.headers).map(([key, value]) => ({ key, value })),
    })),
    redirects: rules.redirects.map((r) => ({ source: r.from, destination: r.to, statusCode: r.status })),
  };
}

function fail(file: string, line: number, problem: string): never {
  throw new Error(`${file}:${line}: ${problem}`);
}

/** Reads a `_headers` file: a path at the start of a line, its headers indented under it. */
export function parseHeadersFile(text: string, file = HEADERS_FILE): HeaderRule[] {
  const rules: HeaderRule[] = [];
  text.split('\n').forEach((line, index) => {
    if (!line.trim() || line.trim().startsWith('#')) return;
    if (!/^\s/.test(line)) {
      if (!line.startsWith('/'))
        fail(file, index + 1, `"${line}" is neither a path (starting with /) nor an indented header`);
      rules.push({ path: line.trim(), headers: {} });
      return;
    }
    const rule = rules[rules.length - 1];
    const match = /^\s+([A-Za-z0-9-]+):\s*(.*)$/.exec(line);
    if (!rule) fail(file, index + 1, 'a header before any path');
    if (!match) fail(file, index + 1, `"${line.trim()}" is not "Name: value"`);
    rule.headers[match[1] ?? ''] = match[2] ?? '';
  });
  return rules;
}

/** Reads a `_redirects` file: `from to status` on each line. */
export function parseRedirectsFile(text: string, file = REDIRECTS_FILE): Redirect[] {
  const redirects: Redirect[] = [];
  text.split('\n').forEach((line, index) => {
    if (!line.trim() || line.trim().startsWith('#')) return;
    const [from, to, status = '302', ...rest] = line.trim().split(/\s+/);
    if (!from?.startsWith('/') || !to || rest.length > 0 || !/^30[12378]$/.test(status))
      fail(file, index + 1, `"${line.trim()}" is not "/from /to 301"`);
    redirects.push({ from, to, status: Number(status) });
  });
  return redirects;
}
