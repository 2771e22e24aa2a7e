/** The HTML document around a rendered route: head tags, styles, scripts and the route's data. */
import { ROUTE_DATA_ID } from '../shared/dom';
import { headFor } from '../shared/head';
import { escapeMarkup } from './escape';
import { bodyScript, headScript } from './head-script';
import { SITE_NAME, SITE_URL } from '../shared/site';
import type { RouteData } from '../shared/types';

export interface EntryAssets {
  scripts: string[];
  styles: string[];
}

/** JSON that is safe inside a <script> element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export interface DocumentOptions {
  /** The route's url, or null for the not-found page (served at any path). */
  url: string | null;
  /** Null in the dev server's shell: the browser renders the route itself. */
  route: RouteData | null;
  appHtml: string;
  assets: EntryAssets;
}

export function renderDocument({ url, route, appHtml, assets }: DocumentOptions): string {
  const head = route ? headFor(route) : { title: SITE_NAME, description: '' };
  const tags = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<script>${headScript()}</script>`,
    `<title>${escapeMarkup(head.title)}</title>`,
    `<meta name="description" content="${escapeMarkup(head.description)}">`,
    '<meta name="theme-color" content="#2b3a42">',
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    '<link rel="alternate" type="application/rss+xml" title="webpack blog" href="/blog/feed.xml">',
  ];
  if (url) {
    tags.push(
      `<link rel="canonical" href="${escapeMarkup(SITE_URL + url)}">`,
      '<meta property="og:type" content="website">',
      `<meta property="og:site_name" content="${SITE_NAME}">`,
      `<meta property="og:title" content="${escapeMarkup(route?.kind === 'doc' ? route.meta.title : head.title)}">`,
      `<meta property="og:description" content="${escapeMarkup(head.description)}">`,
      `<meta property="og:url" content="${escapeMarkup(SITE_URL + url)}">`,
      '<meta name="twitter:card" content="summary">',
    );
  }
  tags.push(...assets.styles.map((href) => `<link rel="stylesheet" href="${href}">`));
  tags.push(...assets.scripts.map((src) => `<script defer src="${src}"></script>`));
  const data = route ? `<script type="application/json" id="${ROUTE_DATA_ID}">${scriptJson(route)}</script>` : '';
  return `<!doctype html>\n<html lang="en">\n<head>\n${tags.join('\n')}\n</head>\n<body>\n<script>${bodyScript()}</script>\n<div id="root">${appHtml}</div>\n${data}\n</body>\n</html>\n`;
}
