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
  await expect(page.locator('main .doc__error')).toHaveAttribute('data-error', 'ChunkLoadError');
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

test('a stylesheet chunk that fails shows "Error loading content." and retry loads the page', async ({
  page,
  consoleProblems,
}) => {
  const STYLESHEET = /\/screen-organization\.[0-9a-f]{10}\.css$/;
  await page.goto('/concepts/');
  await hydrated(page);
  await page.route(STYLESHEET, (route) => route.abort('failed'));
  await page.locator('footer a[href="/organization/"]').click();
  await expect(page.locator('main h1')).toHaveText('Error loading content.');
  await expect(page.locator('main .doc__error')).toHaveAttribute('data-error', 'CSS_CHUNK_LOAD_FAILED');
  await expect(page.locator('header')).toBeVisible();
  await page.unroute(STYLESHEET);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.locator('main h1')).not.toHaveText('Error loading content.');
  await expect(page).toHaveURL(/\/organization\/$/);
  // The screen's own stylesheet is in the page now.
  expect(await page.locator('link[rel="stylesheet"][href*="screen-organization"]').count()).toBe(1);
  expect(consoleProblems.filter((p) => !p.includes('net::ERR_FAILED'))).toEqual([]);
  consoleProblems.length = 0;
});

test('every page works, quietly, where localStorage throws on every call', async ({ page, consoleProblems }) => {
  await page.addInitScript(() => {
    const fail = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    for (const method of ['getItem', 'setItem', 'removeItem', 'key', 'clear'] as const)
      Storage.prototype[method] = fail;
    Object.defineProperty(window, 'localStorage', { get: fail });
  });
  for (const url of ['/', '/concepts/', '/configuration/output/', '/organization/', '/vote/']) {
    await page.goto(url);
    await hydrated(page);
    await expect(page.locator('main')).toBeVisible();
  }
  // The banner offers no close button; the theme still switches for this visit.
  await page.goto('/concepts/');
  await hydrated(page);
  await expect(page.locator('.banner__close')).toBeHidden();
  const before = await page.locator('html').getAttribute('data-theme');
  await page.locator('button.theme-toggle').click();
  await expect(page.locator('html')).not.toHaveAttribute('data-theme', before ?? '');
  expect(consoleProblems).toEqual([]);
});
