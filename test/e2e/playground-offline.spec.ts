/**
 * The playground offline: once it has run with the service worker in charge, its page, its app,
 * its stylesheet and webpack's worker come from the worker's caches, and it builds with the
 * network gone.
 */
import { expect, hydrated, test } from './fixtures';

test.use({ serviceWorkers: 'allow' });

test('once visited, the playground opens and builds offline', async ({ page, context }) => {
  test.setTimeout(240_000);
  await page.goto('/playground/');
  await hydrated(page);
  await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller), undefined, { timeout: 30_000 });
  await page.waitForFunction(() => Number(document.documentElement.dataset.siteCached ?? -1) >= 0, undefined, {
    timeout: 120_000,
  });
  // A visit with the service worker in charge: it keeps what the playground loads.
  await page.reload();
  await hydrated(page);
  await expect(page.locator('[data-build-state="done"]')).toBeVisible({ timeout: 45_000 });

  await context.setOffline(true);
  await page.reload();
  await hydrated(page);
  await expect(page.locator('[data-build-state="done"]')).toBeVisible({ timeout: 45_000 });
  await expect(page.locator('[data-output-file="dist/main.js"]')).toBeVisible();
  // Styled by its own stylesheet: the workspace is a grid, not a column of blocks.
  const display = await page.locator('.playground__workspace').evaluate((element) => getComputedStyle(element).display);
  expect(display).not.toBe('block');

  // And it still builds what the reader types.
  await page
    .getByRole('navigation', { name: 'Project files' })
    .getByRole('button', { name: 'src/greet.js', exact: true })
    .click();
  await page.getByRole('textbox', { name: 'Contents of src/greet.js' }).click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type('\nconsole.log("built-offline");\n');
  await expect(page.locator('[data-output-view="dist/main.js"] .cm-content')).toContainText('built-offline', {
    timeout: 45_000,
  });
});
