import { gzipSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import type { Page, Request } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';

const FIELD = { name: 'Search the documentation' } as const;

function dialog(page: Page) {
  return page.getByRole('dialog', FIELD);
}

function dialogInput(page: Page) {
  return dialog(page).getByRole('combobox', FIELD);
}

/** Every request the page makes from now on. */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

test('a page that never opens search downloads nothing for it', async ({ page }) => {
  const requests = recordRequests(page);
  await page.goto('/concepts/');
  await hydrated(page);
  await page.locator('.sidebar__page > a:not([aria-current])').first().click();
  await expect(page.locator('[data-page-body]')).toBeVisible();
  const before = requests.map((request) => request.url());
  expect(before.filter((url) => url.includes('/search/'))).toEqual([]);

  await page.keyboard.press('Control+k');
  await dialogInput(page).fill('loader');
  await expect(dialog(page).getByRole('option').first()).toBeVisible();
  const opened = requests.map((request) => request.url()).slice(before.length);
  expect(
    opened.some((url) => url.endsWith('.js')),
    'the dialog is a chunk of its own',
  ).toBe(true);
  expect(opened.filter((url) => before.includes(url))).toEqual([]);
});

test('Ctrl+K opens the dialog; results show where they are, with the words marked; the keyboard picks one', async ({
  page,
  consoleProblems,
}) => {
  await page.goto('/guides/getting-started/');
  await hydrated(page);
  await page.keyboard.press('Control+k');
  await expect(dialog(page)).toBeVisible();
  await expect(dialogInput(page)).toBeFocused();

  await page.keyboard.type('output.filename');
  const options = dialog(page).getByRole('option');
  await expect(options.first()).toContainText('output.filename');
  await expect(options.first().locator('.search-result__where')).toHaveText('Configuration › Output');
  await expect(options.first().locator('mark').first()).toBeVisible();
  for (const mark of await dialog(page).locator('mark').allTextContents())
    expect(mark.toLowerCase()).toMatch(/output|filename/);
  await expect(dialog(page).getByRole('status')).toHaveText(/\d+ results?/);

  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(dialogInput(page)).toHaveAttribute(
    'aria-activedescendant',
    (await options.nth(1).getAttribute('id')) ?? 'missing',
  );
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  // Up from the first wraps to the last.
  await expect(options.last()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');

  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same document'));
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toBeHidden();
  await expect(page).toHaveURL('/configuration/output/#outputfilename');
  await expect(page.locator('#outputfilename')).toBeInViewport();
  await expect(page.locator('#outputfilename')).toBeFocused();
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker), 'a client-side navigation').toBe(
    'same document',
  );
  expect(consoleProblems).toEqual([]);
});

test('typing in the header field opens the dialog with the text, and Escape returns the focus', async ({ page }) => {
  await page.goto('/concepts/');
  await hydrated(page);
  const field = page.getByRole('search').getByRole('searchbox', FIELD);
  await field.click();
  await expect(dialogInput(page)).toBeFocused();
  await page.keyboard.type('devtool');
  await expect(dialogInput(page)).toHaveValue('devtool');
  await expect(dialog(page).getByRole('option').first()).toContainText('Devtool');
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect(field).toBeFocused();
  await expect(field).toHaveValue('');

  // "/" opens it from anywhere but a text field, and the close button closes it.
  await page.locator('main h1').click();
  await page.keyboard.press('/');
  await expect(dialog(page)).toBeVisible();
  await expect(dialogInput(page)).toHaveValue('devtool');
  await dialog(page).getByRole('button', { name: 'Close' }).click();
  await expect(dialog(page)).toBeHidden();

  // Cmd-K on a Mac.
  await page.keyboard.press('Meta+k');
  await expect(dialog(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
});

test('a click on a result leads to its heading', async ({ page }) => {
  await page.goto('/concepts/');
  await hydrated(page);
  await page.keyboard.press('Control+k');
  await dialogInput(page).fill('resolve.alias');
  const result = dialog(page).getByRole('option').first();
  await expect(result).toContainText('resolve.alias');
  await result.click();
  await expect(page).toHaveURL('/configuration/resolve/#resolvealias');
  await expect(page.locator('#resolvealias')).toBeInViewport();
});

test('says so when nothing matches, and offers no words when none of the site is near', async ({ page }) => {
  await page.goto('/concepts/');
  await hydrated(page);
  await page.keyboard.press('Control+k');
  await dialogInput(page).fill('qqqqzzzz');
  await expect(dialog(page).getByRole('status')).toHaveText('No results for “qqqqzzzz”.');
  await expect(dialog(page).getByRole('option')).toHaveCount(0);
  await expect(dialog(page).getByText('Did you mean:')).toHaveCount(0);
});

test('when nothing matches, suggests the nearest words of the site, and a suggestion searches for it', async ({
  page,
  consoleProblems,
}) => {
  await page.goto('/concepts/');
  await hydrated(page);
  await page.keyboard.press('Control+k');
  // Two edits from webpack: more than a typo of six letters may be, so nothing matches.
  await dialogInput(page).fill('wbpxck');
  await expect(dialog(page).getByRole('status')).toHaveText('No results for “wbpxck”.');
  await expect(dialog(page).getByText('Did you mean:')).toBeVisible();
  const suggestion = dialog(page).getByRole('button', { name: 'webpack', exact: true });
  await expect(suggestion).toBeVisible();
  const axe = await new AxeBuilder({ page }).include('dialog').analyze();
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  await suggestion.click();
  await expect(dialogInput(page)).toHaveValue('webpack');
  await expect(dialogInput(page)).toBeFocused();
  await expect(dialog(page).getByRole('option').first()).toBeVisible();
  await expect(dialog(page).getByText('Did you mean:')).toHaveCount(0);
  expect(consoleProblems).toEqual([]);
});

test('a typo still finds the page of the term it means', async ({ page }) => {
  await page.goto('/concepts/');
  await hydrated(page);
  await page.keyboard.press('Control+k');
  await dialogInput(page).fill('extenals');
  await expect(dialog(page).getByRole('option').first()).toHaveAttribute('data-url', /^\/configuration\/externals\//);
});

test('a pasted error message finds the section that shows it printed', async ({ page }) => {
  await page.goto('/concepts/');
  await hydrated(page);
  await page.keyboard.press('Control+k');
  // Webpack 5 prints it for a Node.js core module; the Troubleshooting guide's section on it shows
  // it in a block of output.
  await dialogInput(page).fill("Module not found: Error: Can't resolve 'path' in '/home/me/app/src'");
  const first = dialog(page).getByRole('option').first();
  await expect(first).toHaveAttribute('data-url', '/guides/troubleshooting/#a-nodejs-built-in-module-in-browser-code');
  // Its excerpt is the message as the page shows it, with the words of the query marked.
  await expect(first).toContainText("Module not found: Error: Can't resolve 'path' in '/home/you/project/src'");
  await expect(first.locator('mark').first()).toHaveText('Module');
});

test('past the best ten, every result shows grouped by page, a few pages at a time, and the keyboard still picks one', async ({
  page,
  consoleProblems,
}) => {
  await page.goto('/concepts/');
  await hydrated(page);
  await page.keyboard.press('Control+k');
  await dialogInput(page).fill('loader');
  const options = dialog(page).getByRole('option');
  await expect(options).toHaveCount(10);
  const status = dialog(page).getByRole('status');
  await expect(status).toHaveText(/^10 of \d+ results$/);
  const total = Number(/of (\d+)/.exec((await status.textContent()) ?? '')?.[1]);
  expect(total).toBeGreaterThan(10);
  await expect(dialog(page).getByRole('group')).toHaveCount(0);

  await dialog(page)
    .getByRole('button', { name: /^Show all \d+ results, by page/ })
    .click();
  await expect(dialogInput(page)).toBeFocused();
  await expect(status).toHaveText(new RegExp(`^${total} results on \\d+ pages$`));
  const groups = dialog(page).getByRole('group');
  await expect(groups).toHaveCount(10);
  // Each group is named after its page, and its results show no page of their own.
  const firstGroup = groups.first();
  await expect(firstGroup).toHaveAccessibleName(/›/);
  await expect(firstGroup.getByRole('option').first()).toBeVisible();
  await expect(firstGroup.locator('.search-result__where')).toHaveCount(0);
  expect(await options.count()).toBeGreaterThan(10);
  const urls = await options.evaluateAll((items) => items.map((item) => item.getAttribute('data-url')?.split('#')[0]));
  // One group per page: a page's results are together.
  expect(urls.filter((url, index) => url !== urls[index - 1]).length).toBe(10);

  const axe = await new AxeBuilder({ page }).include('dialog').analyze();
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);

  const shown = await options.count();
  await dialog(page)
    .getByRole('button', { name: /^Show \d+ more pages?$/ })
    .click();
  await expect(groups).toHaveCount(20);
  expect(await options.count()).toBeGreaterThan(shown);

  // The arrows go through every option, from one group into the next.
  await dialogInput(page).focus();
  const secondGroupFirst = groups.nth(1).getByRole('option').first();
  const before = await firstGroup.getByRole('option').count();
  for (let step = 0; step < before; step++) await page.keyboard.press('ArrowDown');
  await expect(secondGroupFirst).toHaveAttribute('aria-selected', 'true');
  const target = (await secondGroupFirst.getAttribute('data-url')) ?? 'missing';
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toBeHidden();
  expect(new URL(page.url()).pathname + new URL(page.url()).hash).toBe(target);
  expect(consoleProblems).toEqual([]);
});

test('offline, searches already made still work and the others say why they fail', async ({
  page,
  context,
  consoleProblems,
}) => {
  await page.goto('/concepts/');
  await hydrated(page);
  await page.keyboard.press('Control+k');
  await dialogInput(page).fill('output.filename');
  const first = dialog(page).getByRole('option').first();
  await expect(first).toContainText('output.filename');
  const online = await dialog(page).getByRole('option').allTextContents();
  await page.keyboard.press('Escape');

  await context.setOffline(true);
  await page.keyboard.press('Control+k');
  await dialogInput(page).fill('output.filename');
  await expect(first).toContainText('output.filename');
  expect(await dialog(page).getByRole('option').allTextContents()).toEqual(online);

  await dialogInput(page).fill('mode');
  await expect(dialog(page).getByRole('status')).toHaveText(/Search could not load/);
  // The page itself keeps working.
  await expect(page.locator('main h1')).toBeVisible();

  await context.setOffline(false);
  await dialogInput(page).fill('mode ');
  await expect(dialog(page).getByRole('option').first()).toContainText(/mode/i);
  expect(consoleProblems.filter((problem) => !problem.includes('net::ERR_INTERNET_DISCONNECTED'))).toEqual([]);
  consoleProblems.length = 0;
});

test('opening search and a first query download well under 100 KB compressed', async ({ page }) => {
  await page.goto('/guides/getting-started/');
  await hydrated(page);
  const sizes: Promise<number>[] = [];
  page.on('response', (response) =>
    sizes.push(
      response.body().then(
        (body) => gzipSync(body).length,
        () => 0,
      ),
    ),
  );
  await page.keyboard.press('Control+k');
  await dialogInput(page).fill('splitChunks.chunks');
  await expect(dialog(page).getByRole('option').first()).toContainText('optimization.splitChunks.chunks');
  const total = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
  expect(sizes.length).toBeGreaterThan(3);
  expect(total).toBeLessThan(100_000);
});

test('the open dialog has no accessibility violations', async ({ page }) => {
  await page.goto('/concepts/');
  await hydrated(page);
  await page.keyboard.press('Control+k');
  await dialogInput(page).fill('entry');
  await expect(dialog(page).getByRole('option').first()).toBeVisible();
  const results = await new AxeBuilder({ page }).include('dialog').analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
});
