/** Option names in configuration examples: a link to the option, and a details popup beside it. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { builtRoutes, DIST_DIR } from '../support/dist';
import { expect, hydrated, test } from './fixtures';

const withDetails = builtRoutes()
  .filter((r) => !r.url.endsWith('/printable/'))
  .map((r) => ({ url: r.url, html: readFileSync(path.join(DIST_DIR, r.file), 'utf8') }))
  .find((p) => p.html.includes('class="code__detail-toggle"'));

async function firstOption(page: import('@playwright/test').Page) {
  if (!withDetails) throw new Error('no built page has a linked configuration example');
  await page.goto(withDetails.url);
  await hydrated(page);
  const toggle = page.locator('.code__detail-toggle').first();
  const name = ((await toggle.getAttribute('aria-label')) ?? '').replace(/^Details of /, '');
  const popup = page.getByRole('dialog', { name, exact: true });
  return { toggle, name, popup };
}

test('the details button toggles a popup beside it with the option’s type and a link to its documentation', async ({
  page,
}) => {
  const { toggle, name, popup } = await firstOption(page);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  // Not in the page's DOM until it is opened: it waits in a <template>.
  const id = (await toggle.getAttribute('popovertarget')) ?? '';
  await expect(page.locator(`[id="${id}"]`)).toHaveCount(0);
  expect(await page.locator('template.code__details').count()).toBeGreaterThan(0);
  await toggle.click();
  await expect(popup).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(popup.locator('code').first()).toHaveText(name);
  await expect(popup.locator('dt').first()).toHaveText('Type');
  // The same heading as the option's name links to.
  const href = await toggle.evaluate((button) => button.previousElementSibling?.getAttribute('href'));
  // Its text names the option: a bare "Read more" says nothing out of context (Lighthouse's link-text audit).
  await expect(popup.getByRole('link', { name: `Read more about ${name}`, exact: true })).toHaveAttribute(
    'href',
    href ?? '',
  );
  // Beside the button, not somewhere else on the screen.
  const [button, box] = [await toggle.boundingBox(), await popup.boundingBox()];
  if (!button || !box) throw new Error('not laid out');
  expect(Math.abs(box.y - (button.y + button.height)) < 40 || Math.abs(box.y + box.height - button.y) < 40).toBe(true);
  await toggle.click();
  await expect(popup).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test('a click outside or Escape closes the popup; the keyboard opens it', async ({ page }) => {
  const { toggle, popup } = await firstOption(page);
  await toggle.click();
  await expect(popup).toBeVisible();
  await page.locator('main h1').click();
  await expect(popup).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(popup).toBeVisible();
  // The popup's link comes next in the tab order.
  await page.keyboard.press('Tab');
  await expect(popup.getByRole('link', { name: 'Read more' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test('the popup opens before the app’s scripts have run, and copying the code leaves the buttons out', async ({
  page,
}) => {
  if (!withDetails) throw new Error('no built page has a linked configuration example');
  // Only the page's inline script runs: its own scripts never arrive.
  await page.route(/\.js$/, (route) => route.abort());
  await page.goto(withDetails.url);
  const toggle = page.locator('.code__detail-toggle').first();
  const name = ((await toggle.getAttribute('aria-label')) ?? '').replace(/^Details of /, '');
  await toggle.click();
  await expect(page.getByRole('dialog', { name, exact: true })).toBeVisible();
  // The button draws its icon with CSS: the code's text is the code alone.
  const code = toggle.locator('xpath=ancestor::code');
  const text = (await code.textContent()) ?? '';
  expect(text).toContain(name.split('.').at(-1)?.replace(/\[\]$/, '') ?? '');
  expect(await toggle.textContent()).toBe('');
});

test('without scripts the buttons are hidden, and the option names still link to their documentation', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  if (!withDetails) throw new Error('no built page has a linked configuration example');
  await page.goto(withDetails.url);
  const option = page.locator('a.code__option').first();
  await expect(option).toBeVisible();
  await expect(page.locator('.code__detail-toggle').first()).toBeHidden();
  const href = (await option.getAttribute('href')) ?? '';
  await option.click();
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  await expect(page.locator(`[id="${href.split('#')[1] ?? ''}"]`)).toBeInViewport();
  await context.close();
});
