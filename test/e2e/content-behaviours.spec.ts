import { readFileSync } from 'node:fs';
import path from 'node:path';
import { builtRoutes, DIST_DIR } from '../support/dist';
import { expect, hydrated, test } from './fixtures';

/** A built docs page that has a diff block, and one that has any code block (the home page's snippets are code blocks too). */
const pages = builtRoutes()
  .map((r) => ({ url: r.url, html: readFileSync(path.join(DIST_DIR, r.file), 'utf8') }))
  .filter((p) => p.html.includes('data-page-body'));
const withDiff = pages.find((p) => p.html.includes('class="code code--diff"'));
const withCode = pages.find((p) => p.html.includes('class="code"'));

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('the copy button copies a block’s code, and for a diff only the resulting lines', async ({ page }) => {
  const target = withDiff ?? withCode;
  if (!target) throw new Error('no page with a code block');
  await page.goto(target.url);
  await hydrated(page);
  const figure = page.locator(withDiff ? 'figure.code--diff' : 'figure.code').first();
  await figure.getByRole('button', { name: 'Copy code' }).click();
  await expect(figure.getByRole('button', { name: 'Copy code' })).toHaveText('Copied');
  await expect(page.getByRole('status')).toHaveText('Copied');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  // The code as it reads, less a diff's removed lines (a diff's lines are elements, their newline inside).
  const expected = await figure.evaluate((el) =>
    el.classList.contains('code--diff')
      ? [...el.querySelectorAll('.line')]
          .filter((l) => !l.classList.contains('is-removed'))
          .map((l) => (l.textContent ?? '').replace(/\n$/, ''))
          .join('\n')
      : (el.querySelector('pre code')?.textContent ?? ''),
  );
  expect(expected.length).toBeGreaterThan(0);
  expect(copied).toBe(expected);
  if (withDiff) {
    // Removed lines are left out: the copy has exactly the kept lines.
    const all = await figure.locator('.line').count();
    const removed = await figure.locator('.line.is-removed').count();
    expect(removed).toBeGreaterThan(0);
    expect(copied.split('\n')).toHaveLength(all - removed);
    expect(copied).not.toMatch(/^[+-] /m);
  }
});

test('copy buttons appear only once the app runs', async ({ browser }) => {
  if (!withCode) throw new Error('no page with a code block');
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(withCode.url);
  await expect(page.locator('.code__copy').first()).toBeHidden();
  await context.close();
});

test('a heading’s permalink copies the link to that heading, by keyboard too', async ({ page }) => {
  if (!withCode) throw new Error('no page');
  await page.goto(withCode.url);
  await hydrated(page);
  const anchor = page.locator('[data-page-body] h2 .heading-anchor').first();
  const id = await page.locator('[data-page-body] h2').first().getAttribute('id');
  await anchor.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`#${id}$`));
  await expect(page.getByRole('status')).toHaveText('Link copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${new URL(page.url()).origin}${withCode.url}#${id}`,
  );
});
