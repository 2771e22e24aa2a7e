/**
 * axe (WCAG 2.2 A and AA) on every route of the build in the light theme, and on one page of each
 * kind in the dark theme too (the themes differ in colours only, so contrast is what the dark run
 * adds). Routes are checked in batches in one tab each. Printable pages repeat the pages of their
 * section, whose every page is checked; one printable page is checked in both themes. The screens
 * with lazy parts are also checked with those parts loaded (screens-a11y.spec.ts).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { builtRoutes } from '../support/dist';
import { expect, hydrated, test } from './fixtures';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const BATCH = 8;
const urls = builtRoutes()
  .map((route) => (route.url === '404' ? '/no/such/page/' : route.url))
  .filter((url) => !url.endsWith('/printable/'))
  .sort();
/** One page of each kind, for the dark theme. */
const DARK = ['/', '/concepts/', '/configuration/output/', '/guides/getting-started/', '/blog/', '/concepts/printable/', '/no/such/page/', '/app-shell/'];

async function violations(page: Page, url: string, scheme: 'light' | 'dark'): Promise<string[]> {
  await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
  await page.goto(url);
  await hydrated(page);
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return results.violations.map((violation) => `${url} (${scheme}) ${violation.id}: ${violation.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (let start = 0; start < urls.length; start += BATCH) {
  const batch = urls.slice(start, start + BATCH);
  test(`no axe violations: ${batch[0]} … ${batch[batch.length - 1]}`, async ({ page }) => {
    test.setTimeout(60_000 + batch.length * 30_000);
    const found: string[] = [];
    for (const url of batch) found.push(...(await violations(page, url, 'light')));
    expect(found).toEqual([]);
  });
}

for (const url of DARK) {
  test(`no axe violations in the dark theme: ${url}`, async ({ page }) => {
    test.setTimeout(180_000);
    expect(await violations(page, url, 'dark')).toEqual([]);
  });
}

test('no axe violations on a printable page in the light theme', async ({ page }) => {
  test.setTimeout(180_000);
  expect(await violations(page, '/concepts/printable/', 'light')).toEqual([]);
});
