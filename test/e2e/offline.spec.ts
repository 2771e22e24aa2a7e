/**
 * Offline reading with the service worker (/sw.js): after a first visit, every docs page opens
 * with the network gone, by url, by reload and by client navigation, styled; an unknown page gets
 * the 404 page; the reader is told when the network goes and comes back. All of it under the
 * site's Content-Security-Policy (the worker's script is served with it too, and the pages it
 * answers with keep theirs): nothing is blocked.
 */
import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';

test.use({ serviceWorkers: 'allow' });

/** Visits a page, and waits until the worker controls it and has saved the whole site. */
async function firstVisit(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await hydrated(page);
  await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller), undefined, { timeout: 30_000 });
  await page.waitForFunction(() => Number(document.documentElement.dataset.siteCached ?? -1) >= 0, undefined, {
    timeout: 90_000,
  });
}

/** The site's stylesheet applies: the header is laid out by it, not by the browser's defaults. */
async function expectStyled(page: Page): Promise<void> {
  const display = await page
    .locator('header')
    .first()
    .evaluate((header) => getComputedStyle(header).display);
  expect(display).not.toBe('block');
}

test('after a first visit, pages open offline by url, by reload and by client navigation', async ({
  page,
  context,
  cspViolations,
}) => {
  test.setTimeout(180_000);
  await firstVisit(page, '/concepts/');
  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: 'You are back online.' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'You are back online.' })).toBeHidden({ timeout: 10_000 });
  await context.setOffline(true);

  // A page that was never opened, by url.
  await page.goto('/configuration/output/');
  await hydrated(page);
  await expect(page.locator('main h1')).toHaveText('Output');
  await expectStyled(page);

  // By reload.
  await page.reload();
  await hydrated(page);
  await expect(page.locator('main h1')).toHaveText('Output');
  await expectStyled(page);

  // By client navigation, to another page never opened.
  const link = page.locator('.sidebar__page > a:not([aria-current])').first();
  const title = (await link.textContent())?.trim() ?? '';
  await link.click();
  await expect(page.locator('main h1')).toHaveText(title);
  await expect(page.locator('main [data-page-body]')).not.toBeEmpty();

  // A guide, by url; and a url that is no page at all.
  await page.goto('/guides/getting-started/');
  await expect(page.locator('main h1')).toHaveText('Getting Started');
  await expectStyled(page);
  const missing = await page.goto('/no/such/page/');
  expect(missing?.status()).toBe(404);
  await expect(page.locator('main h1')).toHaveText('Page Not Found');
  // The worker answered with the page as saved, the policy's header included.
  expect(missing?.headers()['content-security-policy']).toContain("worker-src 'self'");
  expect(cspViolations).toEqual([]);
});

test('a printable page opens offline, styled, after a first visit elsewhere', async ({
  page,
  context,
  cspViolations,
}) => {
  test.setTimeout(180_000);
  await firstVisit(page, '/concepts/');
  await context.setOffline(true);
  await page.goto('/guides/printable/');
  await hydrated(page);
  await expect(page.locator('main h1')).toHaveText('Guides: all pages');
  expect(await page.locator('.printable__part').count()).toBeGreaterThan(10);
  // The pages its HTML only links come from the saved chunks.
  await expect(page.locator('[data-printable-part]')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.locator('.printable__status')).toHaveText(/^All \d+ pages of this section are on this page\.$/);
  await expectStyled(page);
  expect(cspViolations).toEqual([]);
});

test('the offline support’s chunk is requested only after the page is interactive and loaded', async ({ page }) => {
  const requested: { url: string; at: number }[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') requested.push({ url: request.url(), at: Date.now() });
  });
  // The largest page on a slow CPU: React hydrates it in slices, and `load` comes in between.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await page.goto('/configuration/output/');
  await hydrated(page);
  const { hydratedAt, loadedAt } = await page.evaluate(() => ({
    hydratedAt: performance.timeOrigin + (performance.getEntriesByName('hydrated')[0]?.startTime ?? Number.NaN),
    loadedAt:
      performance.timeOrigin +
      (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
  }));
  await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller), undefined, { timeout: 30_000 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const shared = requested.filter((request) => /\/(framework|main)\.[0-9a-f]+\.js$/.test(request.url));
  const later = requested.filter((request) => !shared.includes(request));
  expect(shared).toHaveLength(2);
  expect(later.length).toBeGreaterThan(0);
  for (const request of later) {
    expect(request.at, request.url).toBeGreaterThanOrEqual(Math.floor(hydratedAt));
    expect(request.at, request.url).toBeGreaterThanOrEqual(Math.floor(loadedAt));
  }
});

test('the offline support still starts where the page’s own screen chunk fails and React cannot start', async ({
  page,
  request,
  consoleProblems,
}) => {
  const html = await (await request.get('/')).text();
  const own = [...html.matchAll(/<script defer src="([^"]+)"/g)]
    .map((match) => match[1] ?? '')
    .filter((src) => !/\/(framework|main)\./.test(src));
  expect(own).toHaveLength(1);
  await page.route(
    (url) => url.pathname === own[0],
    (route) => route.abort('failed'),
  );
  const pwa = page.waitForRequest(/\/pwa\.[0-9a-f]+\.css$/, { timeout: 15_000 });
  await page.goto('/');
  await pwa;
  // The prerendered page stays readable, without the app.
  await expect(page.locator('h1').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
  expect(consoleProblems.length).toBeGreaterThan(0);
});
