/**
 * Every route of the build without JavaScript: served and readable before any script runs. Every
 * route with JavaScript (hydrated without a console problem) is checked in axe-all.spec.ts, on the
 * same visit as axe.
 */
import { builtRoutes, contentUrls, htmlFacts } from '../support/dist';
import { expect, test } from './fixtures';

const routes = builtRoutes().filter((r) => r.url !== '404');
const docs = new Set(contentUrls());

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  for (const route of routes) {
    test(`${route.url} shows its title and content`, async ({ page }) => {
      const response = await page.goto(route.url);
      expect(response?.status()).toBe(200);
      if (route.url === '/app-shell/') {
        await expect(page.locator('header').first()).toBeVisible();
        return;
      }
      const h1 = page.locator('main h1');
      await expect(h1).toBeVisible();
      const title = (await h1.textContent())?.trim() ?? '';
      expect(await page.title()).toContain(route.url === '/' ? 'webpack' : title);
      if (docs.has(route.url)) {
        const html = await response?.text();
        const body = page.locator('[data-page-body]');
        await expect(body).toBeVisible();
        expect((await body.textContent())?.length, 'a docs page has a body').toBeGreaterThan(200);
        // The shared app only: React, and the app with webpack's runtime.
        expect(htmlFacts(html ?? '').scripts).toHaveLength(2);
      }
    });
  }
});
