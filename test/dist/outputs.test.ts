/** Over the whole build: head tags, side outputs, and what each page loads. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { describe, expect, it } from 'vitest';
import { PRINTABLE_SECTIONS, printableUrl, SITE_URL } from '../../src/shared/site';
import { ROUTE_DATA_ID } from '../../src/shared/dom';
import type { DocMeta } from '../../src/shared/types';
import { builtRoutes, contentTree, contentUrls, DIST_DIR, htmlFacts, readDist } from '../support/dist';

const routes = builtRoutes();
const urls = contentUrls();
const gzipBytes = (file: string) => gzipSync(readFileSync(path.join(DIST_DIR, file))).byteLength;

describe('prerendered routes', () => {
  it('writes every url of the content tree, the screens and the 404 page', () => {
    const built = new Set(routes.map((r) => r.url));
    for (const url of [...urls, '/', '/vote/', '/organization/', '/app-shell/', '/playground/', '404']) expect(built, url).toContain(url);
    expect(routes.find((r) => r.url === '404')?.file).toBe('404.html');
  });

  it('gives every page a title, a description, a canonical url and Open Graph tags; titles are unique', () => {
    const titles = new Map<string, string>();
    for (const route of routes) {
      const html = readDist(route.file);
      const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
      expect(title, route.url).toBeTruthy();
      expect(html, route.url).toMatch(/<meta name="description" content="[^"]{10,}">/);
      if (route.url === '404') {
        // Served with status 404, which keeps it out of search indexes: no canonical url to
        // claim, and no `noindex`, which would cost the page its Lighthouse SEO score where a
        // host serves /404.html itself with 200.
        expect(html).not.toContain('rel="canonical"');
        expect(html).not.toContain('name="robots"');
        continue;
      }
      expect(html, route.url).toContain(`<link rel="canonical" href="${SITE_URL}${route.url}">`);
      expect(html, route.url).toContain(`<meta property="og:url" content="${SITE_URL}${route.url}">`);
      expect(html, route.url).toMatch(/<meta property="og:title" content="[^"]+">/);
      if (route.url !== '/app-shell/') {
        expect(titles.get(title ?? ''), `${route.url} repeats the title of ${titles.get(title ?? '')}`).toBeUndefined();
        titles.set(title ?? '', route.url);
      }
    }
  });

  /** Screens with code of their own (src/client/screens/registry.ts) add their chunk to their page. */
  const SCREENS_WITH_CHUNKS = ['/', '/vote/', '/organization/', '/playground/'];
  const SHARED_SCRIPTS = ['/framework', '/main'];

  it('references only the shared app, plus a screen’s own chunk on its own page', () => {
    const ownChunks = new Map<string, string>();
    for (const route of routes) {
      const { scripts, styles } = htmlFacts(readDist(route.file));
      const names = scripts.map((s) => s.replace(/\.[0-9a-f]{10}\.js$/, ''));
      expect(names.slice(0, SHARED_SCRIPTS.length), route.url).toEqual(SHARED_SCRIPTS);
      expect(styles[0]?.replace(/\.[0-9a-f]{10}\.css$/, ''), route.url).toBe('/main');
      if (!SCREENS_WITH_CHUNKS.includes(route.url)) {
        expect(scripts, route.url).toHaveLength(SHARED_SCRIPTS.length);
        expect(styles, route.url).toHaveLength(1);
        continue;
      }
      expect(scripts, route.url).toHaveLength(SHARED_SCRIPTS.length + 1);
      const own = scripts[SHARED_SCRIPTS.length] ?? '';
      expect([...ownChunks.values()], `${route.url} shares a chunk with another screen`).not.toContain(own);
      ownChunks.set(route.url, own);
    }
    expect([...ownChunks.keys()]).toEqual(SCREENS_WITH_CHUNKS);
  });

  // Printable pages too: theirs hold the first pages of the section and stand-ins for the others
  // (src/node/content/printable.ts; the next test).
  it('keeps every docs page within 80 KB of gzip JavaScript, a screen’s own chunk within 6 KB, and HTML under 60 KB gzip', () => {
    const over: string[] = [];
    for (const route of routes) {
      const { scripts } = htmlFacts(readDist(route.file));
      const shared = scripts.slice(0, SHARED_SCRIPTS.length).reduce((sum, src) => sum + gzipBytes(src), 0);
      const own = scripts.slice(SHARED_SCRIPTS.length).reduce((sum, src) => sum + gzipBytes(src), 0);
      const html = gzipBytes(route.file);
      if (shared > 80 * 1024) over.push(`${route.url}: ${shared} bytes of gzip JS, ${shared - 80 * 1024} over`);
      if (own > 6 * 1024) over.push(`${route.url}: its own chunk is ${own} bytes of gzip JS, ${own - 6 * 1024} over`);
      if (html >= 60 * 1024) over.push(`${route.url}: ${html} bytes of gzip HTML, ${html - 60 * 1024 + 1} over`);
    }
    expect(over).toEqual([]);
  });

  /**
   * The DOM a browser builds for the longest reference pages, counted as Lighthouse counts it:
   * elements in the document, not in a <template>'s content (where configuration examples keep
   * their option popups until one is opened). The reference site's /configuration/output/ has
   * 7,840 (issue 27).
   */
  const LONG_PAGES = ['/configuration/output/', '/configuration/module-parsers/', '/configuration/option-index/', '/api/cli/'];
  it.each(LONG_PAGES)('keeps the DOM of %s under the reference site’s 7,840 elements', (url) => {
    const route = routes.find((r) => r.url === url);
    if (!route) throw new Error(`${url} was not built`);
    const count = (node: DefaultTreeAdapterMap['node']): number =>
      ('tagName' in node ? 1 : 0) +
      ('childNodes' in node ? node.childNodes.reduce((sum, child) => sum + count(child), 0) : 0);
    const html = readDist(route.file);
    expect(count(parse(html))).toBeLessThan(7840);
    // What they show is still there: option popups, one per option named in an example; the index's
    // rows, each linking to its option; the CLI's flags, each with its option; the lists of
    // headings, breakable after a dot.
    if (url === '/configuration/option-index/') {
      expect(html.match(/<tr data-added=|<tr>/g)?.length).toBeGreaterThan(900);
    } else if (url === '/api/cli/') {
      expect(html.match(/<li><code>--[^<]+<\/code> [^<]+ <a href="\/configuration\//g)?.length).toBeGreaterThan(1400);
    } else {
      expect(html.match(/<template class="code__details">/g)?.length).toBeGreaterThan(50);
      expect(html).toMatch(/<a href="#[a-z]+">[a-z]+\.\u200B[a-z]+/i);
    }
  });

  it('draws the flags of /api/cli/ as lists, one item of flag, type and option link per flag', () => {
    const route = routes.find((r) => r.url === '/api/cli/');
    if (!route) throw new Error('/api/cli/ was not built');
    const html = readDist(route.file);
    const lists = [...html.matchAll(/<ul class="flag-list">([^]*?)<\/ul>/g)].map((match) => match[1] ?? '');
    // One list per table of the page's source: every schema section, and webpack serve's.
    expect(lists.length).toBeGreaterThan(50);
    expect(html).not.toContain('<th>Multiple</th>');
    const items = lists.flatMap((list) => list.match(/<li>[^]*?<\/li>/g) ?? []);
    expect(items.length).toBeGreaterThan(1500);
    // Every item: the flag (code, or a span of a short and a long flag), the type as the item's own
    // text, and the option as one link, drawn as code by the list's style.
    const shape = /^<li>(<code>--?[\w-]+<\/code>|<span><code>-\w<\/code>, <code>--[\w-]+<\/code><\/span>) [^<]+ <a href="\/configuration\/[^"]+">[^<]+<\/a><\/li>$/;
    expect(items.filter((item) => !shape.test(item))).toEqual([]);
    expect(items.filter((item) => item.includes(', repeatable ')).length).toBeGreaterThan(400);
  });

  /**
   * The playground's own files: its screen chunk (in the test above), the app's chunks it loads
   * (CodeMirror and the app), its stylesheet, and webpack bundled for its Web Worker.
   */
  it('keeps the playground’s chunks within their budget, and no other page references them', () => {
    const page = readDist('playground/index.html');
    const screen = htmlFacts(page).scripts[SHARED_SCRIPTS.length] ?? '';
    const app = [...readDist(screen).matchAll(/\.e\("(c[0-9a-f]{10})"\)/g)].map((m) => `/${m[1]}.js`);
    expect(app.length).toBeGreaterThan(0);
    const worker = readdirSync(path.join(DIST_DIR, 'playground')).filter((file) => /^worker\.[0-9a-f]{10}\.js$/.test(file));
    const styles = readdirSync(path.join(DIST_DIR, 'playground')).filter((file) => /^playground\.[0-9a-f]{10}\.css$/.test(file));
    expect(worker).toHaveLength(1);
    expect(styles).toHaveLength(1);
    const appBytes = app.reduce((sum, file) => sum + gzipBytes(file), 0);
    expect(appBytes, 'the app and CodeMirror, gzip').toBeLessThanOrEqual(190 * 1024);
    expect(gzipBytes(`playground/${worker[0]}`), 'webpack in the worker, gzip').toBeLessThanOrEqual(2100 * 1024);
    expect(gzipBytes(`playground/${styles[0]}`), 'the app’s stylesheet, gzip').toBeLessThanOrEqual(2 * 1024);
    // The screen chunk names the worker and the stylesheet; nothing else does.
    const own = [screen, ...app];
    expect(own.map((file) => readDist(file)).join('\n')).toContain(`/playground/${worker[0]}`);
    for (const route of routes) {
      if (route.url === '/playground/') continue;
      const html = readDist(route.file);
      for (const file of [...own, `/playground/${worker[0]}`, `/playground/${styles[0]}`]) expect(html, route.url).not.toContain(file);
    }
    for (const file of readdirSync(DIST_DIR).filter((name) => /^(main|framework|runtime)\..*\.js$/.test(name))) {
      const code = readDist(file);
      expect(code, file).not.toContain(`playground/${worker[0]}`);
      expect(code, file).not.toContain(`playground/${styles[0]}`);
    }
  });

  /**
   * A browser's first collator took about 10 ms of main thread (Chromium on this 2-core machine). The
   * build ranks the sponsors and formats their amounts (`sponsorView`), so neither the home page's
   * scripts nor the chunks its own chunk loads (the sponsor lists) make one (issue 27).
   */
  it('leaves the home page’s scripts and the sponsor lists without a collator or number formatter', () => {
    const scripts = htmlFacts(readDist('index.html')).scripts;
    const own = scripts[SHARED_SCRIPTS.length] ?? '';
    const lazy = [...readDist(own).matchAll(/\.e\("(c[0-9a-f]{10})"\)/g)].map((m) => `/${m[1]}.js`);
    expect(lazy.map((file) => readDist(file)).join('\n')).toContain('SponsorLists');
    for (const file of [...scripts, ...lazy]) expect(readDist(file), file).not.toMatch(/localeCompare|\bIntl\./);
  });

  it('gives each printable page every page of its section in sidebar order: the first in full, then a heading and a link for each of the others', () => {
    const printable = routes.filter((route) => route.url.endsWith('/printable/'));
    expect(printable.map((route) => route.url).sort()).toEqual(PRINTABLE_SECTIONS.map(printableUrl).sort());
    let pendingSeen = 0;
    for (const route of printable) {
      const html = readDist(route.file);
      const data = JSON.parse(new RegExp(`<script [^>]*id="${ROUTE_DATA_ID}">([\\s\\S]*?)</script>`).exec(html)?.[1] ?? 'null') as { meta: DocMeta } | null;
      const order = (data?.meta.sidebar?.groups ?? []).flatMap((group) => group.pages.map((page) => page.url));
      const parts = [...html.matchAll(/<section class="printable__part" aria-labelledby="([^"]+)"( data-printable-part="([^"]+)")?><h2 id="\1"><a href="([^"]+)">/g)].map((m) => ({ href: m[4], pending: m[3] }));
      expect(parts.map((part) => part.href), route.url).toEqual(order);
      const firstPending = parts.findIndex((part) => part.pending);
      for (const [at, part] of parts.entries()) {
        // Once one part waits for the script, every later one does: no page is skipped.
        if (firstPending >= 0 && at >= firstPending) expect(part.pending, `${route.url}: ${part.href ?? ''}`).toBe(part.href);
        else expect(part.pending, `${route.url}: ${part.href ?? ''}`).toBeUndefined();
      }
      if (firstPending >= 0) {
        pendingSeen += 1;
        expect(html, route.url).toContain(`of the section’s ${parts.length} pages`);
      }
    }
    // The largest sections do not fit in 60 KB: this test sees both kinds of printable page.
    expect(pendingSeen).toBeGreaterThan(0);
    expect(pendingSeen).toBeLessThan(printable.length);
  });

  it('keeps the stylesheets of every page within 20 KB gzip', () => {
    const over: string[] = [];
    for (const route of routes) {
      const { styles } = htmlFacts(readDist(route.file));
      const css = styles.reduce((sum, href) => sum + gzipBytes(href), 0);
      if (css > 20 * 1024) over.push(`${route.url}: ${css} bytes of gzip CSS, ${css - 20 * 1024} over`);
    }
    expect(routes.length).toBeGreaterThan(10);
    expect(over).toEqual([]);
  });

  it('puts the whole body of a docs page in the HTML and none of it in the scripts it loads', () => {
    const doc = routes.find((r) => urls.includes(r.url) && r.url !== '/');
    if (!doc) throw new Error('no docs page was built');
    const html = readDist(doc.file);
    const body = /<div class="markdown" data-page-body="">([\s\S]*?)<\/div><(?:section|nav|\/article)/.exec(html)?.[1] ?? '';
    expect(body.length).toBeGreaterThan(100);
    const sample = /<p>([^<]{40,})/.exec(body)?.[1]?.slice(0, 40);
    expect(sample).toBeTruthy();
    for (const src of htmlFacts(html).scripts) expect(readDist(src)).not.toContain(sample);
  });
});

describe('side outputs', () => {
  it('lists every docs page and screen in sitemap.xml, but not the app shell', () => {
    const sitemap = readDist('sitemap.xml');
    for (const url of [...urls, '/', '/vote/', '/organization/']) expect(sitemap).toContain(`<loc>${SITE_URL}${url}</loc>`);
    expect(sitemap).not.toContain('/app-shell/');
    expect(readDist('robots.txt')).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  });

  it('writes an RSS feed with one item per blog post', () => {
    const feed = readDist('blog/feed.xml');
    expect(feed).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    const blog = contentTree().children.find((c) => c.name === 'blog');
    const posts = blog?.type === 'directory' ? blog.children.filter((c) => c.name !== 'index.md' && c.name !== 'index.mdx') : [];
    expect(feed.match(/<item>/g)?.length ?? 0).toBe(posts.length);
  });

  it('writes llms.txt and a Markdown copy of every page', () => {
    const llms = readDist('llms.txt');
    for (const url of urls) {
      expect(llms).toContain(`(${SITE_URL}${url}index.md)`);
      expect(readDist(`${url.slice(1)}index.md`)).toMatch(/^# .+\n\n> .+\n\n/);
    }
  });
});
