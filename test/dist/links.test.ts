/** Over the whole build: every internal link and #anchor in every page resolves. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtRoutes, DIST_DIR, htmlFacts, readDist, type HtmlFacts } from '../support/dist';

const routes = builtRoutes();
const facts = new Map<string, HtmlFacts>(routes.map((r) => [r.url, htmlFacts(readDist(r.file))]));

/** The page a pathname serves, as the preview server would. */
function target(pathname: string): { file: string; url: string | null } | null {
  const file = path.join(DIST_DIR, decodeURIComponent(pathname));
  if (pathname.endsWith('/')) return existsSync(path.join(file, 'index.html')) ? { file, url: pathname } : null;
  if (existsSync(file)) return { file, url: null };
  if (existsSync(path.join(file, 'index.html'))) return { file, url: `${pathname}/` };
  return null;
}

describe('links in the built site', () => {
  it('builds some routes', () => {
    expect(routes.length).toBeGreaterThan(5);
  });

  for (const route of routes) {
    it(`every internal link and anchor on ${route.url} resolves`, () => {
      const broken: string[] = [];
      const base = new URL(route.url === '404' ? '/404/' : route.url, 'https://site.invalid');
      const own = facts.get(route.url);
      for (const href of own?.links ?? []) {
        if (href.startsWith('#')) {
          const id = decodeURIComponent(href.slice(1));
          if (!own?.ids.has(id)) broken.push(`${href}: no element with id "${id}" on this page`);
          continue;
        }
        const url = new URL(href, base);
        if (url.origin !== base.origin) continue;
        const found = target(url.pathname);
        if (!found) {
          broken.push(`${href}: no such page`);
          continue;
        }
        // The playground's hash is its project (src/client/screens/playground/), not an anchor;
        // test/e2e/playground.spec.ts opens such links.
        if (!url.hash || found.url === '/playground/') continue;
        const id = decodeURIComponent(url.hash.slice(1));
        if (!found.url || !facts.get(found.url)?.ids.has(id)) broken.push(`${href}: no element with id "${id}"`);
      }
      expect(broken, `broken links on ${route.url}`).toEqual([]);
    });
  }
});
