import { expect, hydrated, test } from './fixtures';

/** An async chunk (a page's data or the route table): named by a hash of its content. */
const ASYNC_CHUNK = /\/c[0-9a-f]{10}\.js$/;

test('a page chunk that fails shows "Error loading content." and retry loads it', async ({ page, consoleProblems }) => {
  await page.goto('/concepts/');
  await hydrated(page);
  const target = await page.locator('.sidebar__page > a:not([aria-current])').first().getAttribute('href');
  if (!target) throw new Error('no other page in the sidebar');
  await page.route(ASYNC_CHUNK, (route) => route.abort('failed'));
  await page.locator(`.sidebar__page > a[href="${target}"]`).click();
  await expect(page.locator('main h1')).toHaveText('Error loading content.');
  await expect(page.locator('main')).toHaveAttribute('data-error', 'ChunkLoadError');
  // The frame stays usable.
  await expect(page.locator('header')).toBeVisible();
  await page.unroute(ASYNC_CHUNK);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.locator('main h1')).not.toHaveText('Error loading content.');
  await expect(page.locator('[data-page-body]')).toBeVisible();
  // The failed request is the only problem the console saw.
  expect(consoleProblems.filter((p) => !p.includes('net::ERR_FAILED'))).toEqual([]);
  consoleProblems.length = 0;
});
