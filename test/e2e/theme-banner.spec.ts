import { expect, hydrated, test } from './fixtures';

const APP_SCRIPTS = /\/(runtime|framework|main)\.[0-9a-f]{10}\.js$/;

test.describe('banner', () => {
  test('shows until dismissed, then stays hidden on later visits without a flash', async ({ page }) => {
    await page.goto('/concepts/');
    await hydrated(page);
    const banner = page.getByRole('region', { name: 'Announcement' });
    await expect(banner).toBeVisible();
    await expect(page.locator('body')).toHaveClass(/notification-bar-visible/);
    await page.getByRole('button', { name: 'Dismiss the announcement' }).click();
    await expect(banner).toBeHidden();
    await expect(page.locator('body')).not.toHaveClass(/notification-bar-visible/);
    expect(await page.evaluate(() => window.localStorage.getItem('notification-dismissed'))).toBe('3');
    // Later visit, with the app's scripts blocked: only the inline head script runs, as at first paint.
    await page.route(APP_SCRIPTS, (route) => route.abort());
    await page.goto('/concepts/output/');
    await expect(page.locator('.banner')).toBeHidden();
    await expect(page.locator('body')).not.toHaveClass(/notification-bar-visible/);
  });

  test('has no close button and no error where localStorage throws', async ({ page, consoleProblems }) => {
    await page.addInitScript(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    });
    await page.goto('/concepts/');
    await hydrated(page);
    await expect(page.getByRole('region', { name: 'Announcement' })).toBeVisible();
    await expect(page.locator('.banner__close')).toBeHidden();
    expect(consoleProblems).toEqual([]);
  });
});

test.describe('theme', () => {
  test('follows the system until the reader picks one, then keeps the choice without a flash', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/concepts/');
    await hydrated(page);
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'dark');
    const toggle = page.getByRole('button', { name: 'Dark theme' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const darkBg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await toggle.click();
    await expect(html).toHaveAttribute('data-theme', 'light');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(darkBg);
    await page.route(APP_SCRIPTS, (route) => route.abort());
    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'light');
  });

  test('changes with the system while no choice is stored', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/concepts/');
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});
