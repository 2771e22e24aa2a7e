/**
 * The Content Security Policy of the built site. The prerender computes it from the pages it has
 * rendered, then writes it into each of them as a <meta> element and hands it to the host files
 * (host-files.ts) as a header.
 *
 * - Scripts: the site's own files and, by their SHA-256 hashes, the exact inline scripts the pages
 *   carry (src/node/head-script.ts); never 'unsafe-inline' or 'unsafe-eval'. A page whose inline
 *   script changes gets a new hash, because the hashes are read from the HTML being written.
 * - Styles: the site's stylesheets, and by their hashes any inline <style> element of the pages and
 *   those a library renders (DocSearch's logo, in the builds with DocSearch). Style attributes
 *   are allowed ('unsafe-inline' for style-src-attr only): React writes them into the prerendered
 *   HTML (the home page's cube and heading, the diagram's delays), and a client navigation puts a
 *   page's HTML in with innerHTML, where the parser applies the same rule. A style attribute runs
 *   no code, and any url() in it is still held by img-src and font-src.
 * - Other origins only for what the site loads: badge and avatar images, the sponsors' logos, and
 *   analytics and DocSearch only in the builds that turn them on.
 */
import { createHash } from 'node:crypto';
import { BADGE_SERVICE } from '../../shared/organization';
import { avatarUrl } from '../../shared/site';
import type { DocSearchConfig } from '../../shared/search/format';

export type Directives = ReadonlyArray<readonly [name: string, sources: readonly string[]]>;

/** Directives a browser ignores (and warns about) in a <meta> element: headers only. */
const HEADER_ONLY = new Set(['frame-ancestors']);

/**
 * Google Analytics 4 (src/client/analytics/): gtag.js, by its path, so that no other script of
 * the tag manager's host may run; the hosts it sends page views to, as the provider lists them.
 */
export const ANALYTICS_SOURCES = {
  script: ['https://www.googletagmanager.com/gtag/js'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
} as const;

/** The hosts DocSearch's search client asks (algoliasearch's lite client: one, then three fallbacks). */
export function docSearchOrigins(appId: string): string[] {
  const id = appId.toLowerCase();
  return [
    `https://${id}-dsn.algolia.net`,
    `https://${id}-1.algolianet.com`,
    `https://${id}-2.algolianet.com`,
    `https://${id}-3.algolianet.com`,
  ];
}

/**
 * Images the browser adds after the page has loaded, so they are not in the prerendered HTML:
 * contributors' avatars (github.com answers with a redirect to its avatar host, and a redirect's
 * target must be allowed too) and the organization page's badges on client navigation.
 */
export const RUNTIME_IMAGE_ORIGINS = [
  new URL(avatarUrl('webpack')).origin,
  'https://avatars.githubusercontent.com',
  new URL(BADGE_SERVICE).origin,
];

export interface PolicyInputs {
  /** The HTML of every page, as it will be written (without the policy). */
  pages: Iterable<string>;
  /** Image origins the pages use only once scripts run (the sponsors' logos among them). */
  imageOrigins: Iterable<string>;
  /** The text of <style> elements the scripts render (sources.ts). */
  styles?: Iterable<string>;
  analytics: boolean;
  docSearch: DocSearchConfig | null;
}

/** A CSP hash source of the exact text. */
export function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const STYLE_ELEMENT = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;
/** Types a browser runs as script (the empty type and JavaScript MIME types, and modules). */
const EXECUTABLE_TYPE = /^(|module|(text|application)\/(x-)?(java|ecma)script)$/i;

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(` ${attributes}`);
  return match ? (match[1] ?? match[2] ?? match[3] ?? '') : undefined;
}

/**
 * The text of every inline script a browser would run, exactly as written: a script element's
 * content is raw text that ends at the first `</script`, so what is between is what is hashed.
 */
export function inlineScripts(html: string): string[] {
  const found: string[] = [];
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT_ELEMENT)) {
    if (attribute(attributes, 'src') !== undefined) continue;
    if (!EXECUTABLE_TYPE.test((attribute(attributes, 'type') ?? '').trim())) continue;
    found.push(text);
  }
  return found;
}

export function inlineStyles(html: string): string[] {
  return [...html.matchAll(STYLE_ELEMENT)].map((match) => match[1] ?? '');
}

/** The origins of the absolute image urls in the HTML (src and srcset of img and source). */
export function imageOrigins(html: string): string[] {
  const origins = new Set<string>();
  for (const [tag] of html.matchAll(/<(?:img|source)\b[^>]*>/gi)) {
    const srcset = (attribute(tag, 'srcset') ?? '').split(',').map((entry) => entry.trim().split(/\s+/)[0] ?? '');
    for (const url of [attribute(tag, 'src') ?? '', ...srcset])
      if (/^https?:\/\//i.test(url)) origins.add(new URL(url).origin);
  }
  return [...origins];
}

const sorted = (values: Iterable<string>) => [...new Set(values)].sort();

/** The site's policy, from the pages it will write and the features the build turns on. */
export function contentSecurityPolicy({
  pages,
  imageOrigins: runtimeImages,
  styles: runtimeStyles = [],
  analytics,
  docSearch,
}: PolicyInputs): Directives {
  const scripts = new Set<string>();
  const styles = new Set<string>([...runtimeStyles].map(hashSource));
  const images = new Set<string>(runtimeImages);
  for (const html of pages) {
    for (const text of inlineScripts(html)) scripts.add(hashSource(text));
    for (const text of inlineStyles(html)) styles.add(hashSource(text));
    for (const origin of imageOrigins(html)) images.add(origin);
  }
  return [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...sorted(scripts), ...(analytics ? ANALYTICS_SOURCES.script : [])]],
    ['style-src', ["'self'", ...sorted(styles)]],
    ['style-src-attr', ["'unsafe-inline'"]],
    ['img-src', ["'self'", ...sorted(images), ...(analytics ? ANALYTICS_SOURCES.img : [])]],
    [
      'connect-src',
      [
        "'self'",
        ...(analytics ? ANALYTICS_SOURCES.connect : []),
        ...(docSearch ? docSearchOrigins(docSearch.appId) : []),
      ],
    ],
    // The service worker (/sw.js) and the playground's Web Worker (/playground/worker.<hash>.js).
    ['worker-src', ["'self'"]],
    ['frame-src', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
}

/**
 * The policy of the playground's Web Worker (/playground/worker.<hash>.js), sent as the header of
 * its own file: a dedicated worker runs under the policy of the response that delivered its
 * script, not the page's. webpack compiles code while it runs (tapable builds each hook's call
 * function with `new Function`, and the reader's webpack.config.js is evaluated as code) and hashes
 * with WebAssembly, so this one file may evaluate code: 'unsafe-eval', which no page has. A worker
 * has no document to write into, and it may load or ask nothing but this site's own files.
 */
export const WORKER_POLICY: Directives = [
  ['default-src', ["'none'"]],
  ['script-src', ["'self'", "'unsafe-eval'"]],
  ['connect-src', ["'self'"]],
];

/** The policy as a header's value, or as a <meta> element's (without the header-only directives). */
export function serializePolicy(directives: Directives, where: 'header' | 'meta'): string {
  return directives
    .filter(([name]) => where === 'header' || !HEADER_ONLY.has(name))
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** A policy read back from its text (for the checks over dist/ and the tests). */
export function parsePolicy(text: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of text.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

const CHARSET = '<meta charset="utf-8">';

/**
 * The page with its policy as the first element after the charset: a <meta> policy holds only
 * for what comes after it, so it must precede the inline script in <head>.
 */
export function withPolicyMeta(html: string, directives: Directives): string {
  const at = html.indexOf(CHARSET);
  if (at < 0) throw new Error(`withPolicyMeta: the page has no ${CHARSET} to put the Content-Security-Policy after`);
  const content = serializePolicy(directives, 'meta').replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  const end = at + CHARSET.length;
  return `${html.slice(0, end)}\n<meta http-equiv="Content-Security-Policy" content="${content}">${html.slice(end)}`;
}
