/**
 * The printable page of a section: every page of the section in sidebar order, reachable from a
 * "Print section" link, hidden from the sidebar and the sitemap, and printed without the site's
 * chrome, with link addresses shown and code wrapped rather than cut off. Its HTML holds the first
 * pages and a link to each other page; the browser fills those in from each page's chunk.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page, Route } from '@playwright/test';
import { DIST_DIR } from '../../src/node/paths';
import { violationLines, WCAG_TAGS } from './axe';
import { expect, hydrated, test } from './fixtures';

const PENDING = '[data-printable-part]';
const status = (page: Page) => page.locator('.printable__status');

/** Waits until every part is in; each loads from its own chunk after hydration. */
async function filledIn(page: Page): Promise<void> {
  await expect(page.locator(PENDING)).toHaveCount(0, { timeout: 30_000 });
}

/**
 * Routes the chunks of docs pages through `decide`, which gets the url of the page a chunk holds
 * and may hold it back (by awaiting) or fail it (returning 'abort'); other chunks pass.
 */
async function pageChunks(page: Page, decide: (url: string) => Promise<'abort' | 'pass'>): Promise<void> {
  await page.route(/\/c[0-9a-f]{10}\.js$/, async (route: Route) => {
    const response = await route.fetch();
    const url = /^[^']*'\{"meta":\{"url":"([^"]+)"/.exec(await response.text())?.[1];
    if (url && (await decide(url)) === 'abort') return route.abort();
    return route.fulfill({ response });
  });
}

test('holds every page of the section in sidebar order, and is reachable from "Print section"', async ({
  page,
  consoleProblems,
}) => {
  await page.goto('/concepts/');
  await hydrated(page);
  const sidebar = await page
    .locator('.sidebar__page > a')
    .evaluateAll((links) => links.map((link) => [link.getAttribute('href'), link.textContent?.trim()]));
  expect(sidebar.length).toBeGreaterThan(5);
  expect(sidebar.map(([href]) => href)).not.toContain('/concepts/printable/');

  await page.getByRole('link', { name: 'Print section' }).click();
  await expect(page).toHaveURL(/\/concepts\/printable\/$/);
  await expect(page.locator('main h1')).toHaveText('Concepts: all pages');
  await filledIn(page);
  await expect(status(page)).toHaveText(`All ${sidebar.length} pages of this section are on this page.`);
  const parts = await page
    .locator('.printable__part > h2 > a')
    .evaluateAll((links) => links.map((link) => [link.getAttribute('href'), link.textContent?.trim()]));
  expect(parts).toEqual(sidebar);
  // Every part has its body, with its headings one level down.
  expect(
    await page
      .locator('.printable__part')
      .evaluateAll((nodes) => nodes.filter((node) => !node.querySelector('h3, p:not(.printable__pending)')).length),
  ).toBe(0);
  // Ids stay unique although every page has its own headings.
  const ids = await page.locator('main [id]').evaluateAll((nodes) => nodes.map((node) => node.id));
  expect(new Set(ids).size).toBe(ids.length);
  expect(consoleProblems).toEqual([]);
});

test('the largest section, opened by url: the first pages come with the HTML, the script adds the rest', async ({
  page,
  consoleProblems,
}) => {
  // The pages' chunks wait until the HTML's parts are counted.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await pageChunks(page, async () => {
    await held;
    return 'pass';
  });
  // Not until `load`: a held chunk the browser asks for before `load` would keep it from firing.
  await page.goto('/configuration/printable/', { waitUntil: 'domcontentloaded' });
  await hydrated(page);
  const inHtml = await page.locator('.printable__part:not([data-printable-part])').count();
  const pending = await page.locator(PENDING).count();
  expect(inHtml).toBeGreaterThan(0);
  expect(pending).toBeGreaterThan(0);
  await expect(status(page)).toHaveText(`Loading ${pending} more pages of this section…`);
  await expect(page.locator('#output-outputfilename')).toHaveCount(0);
  release();
  await filledIn(page);
  await expect(status(page)).toHaveText(`All ${inHtml + pending} pages of this section are on this page.`);
  // A part the script added: its headings and code, with ids that name the page.
  await expect(page.locator('#output-outputfilename')).toHaveCount(1);
  expect(await page.locator('[aria-busy]').count()).toBe(0);
  const ids = await page.locator('main [id]').evaluateAll((nodes) => nodes.map((node) => node.id));
  expect(new Set(ids).size).toBe(ids.length);
  // Behaviours work there too (event delegation): an option's popup opens from its button.
  const button = page.locator('.printable__part[aria-labelledby="output"] [popovertarget]').first();
  await button.scrollIntoViewIfNeeded();
  await button.click();
  await expect(page.locator(`[id="${(await button.getAttribute('popovertarget')) ?? ''}"]`)).toBeVisible();
  expect(consoleProblems).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows the first pages in full, says so, and links every other page', async ({ page }) => {
    await page.goto('/configuration/printable/');
    const total = await page.locator('.printable__part').count();
    const full = await page.locator('.printable__part:not([data-printable-part])').count();
    await expect(status(page)).toHaveText(
      `Without scripts this page holds the first ${full} of the section’s ${total} pages; each of the others is linked below.`,
    );
    const pending = page.locator(PENDING);
    expect(await pending.count()).toBe(total - full);
    for (const part of await pending.all()) {
      const url = (await part.getAttribute('data-printable-part')) ?? '';
      await expect(part.locator('.printable__pending')).toContainText(
        'This page is added here by the page’s script. Until then, read it on its own page:',
      );
      await expect(part.locator(`.printable__pending a[href="${url}"]`)).toHaveCount(1);
    }
  });
});

test('a link to a heading in a part the script adds lands on that heading', async ({ page, request }) => {
  // The heading is not in the HTML: the script brings it.
  expect(await (await request.get('/configuration/printable/')).text()).not.toContain('id="output-outputfilename"');
  await page.goto('/configuration/printable/#output-outputfilename');
  await hydrated(page);
  const heading = page.locator('#output-outputfilename');
  await expect(heading).toBeInViewport({ timeout: 30_000 });
  await expect(heading).toBeFocused();
});

test('back to a printable page from one of its parts returns to where the reader was', async ({ page }) => {
  await page.goto('/plugins/printable/');
  await hydrated(page);
  await filledIn(page);
  // A link in a part the script added, far down the page. Followed by keyboard: code blocks that
  // come into view are laid out then, and may move a link from under a mouse click.
  const link = page.locator('.printable__part:last-of-type h2 a');
  const target = (await link.getAttribute('href')) ?? '';
  await link.focus();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(20_000);
  await link.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await page.goBack();
  await expect(page).toHaveURL(/\/plugins\/printable\/$/);
  await filledIn(page);
  await expect(link).toBeInViewport({ timeout: 10_000 });
});

test('a page that cannot load says so with its link, and "Try again" brings it', async ({ page }) => {
  // axe reads the whole printable page of the configuration, its largest, once every part is in:
  // on a busy 2-core machine that alone can take most of a minute.
  test.setTimeout(150_000);
  let failing = true;
  await pageChunks(page, async (url) => (failing && url === '/configuration/dev-server/' ? 'abort' : 'pass'));
  await page.goto('/configuration/printable/');
  await hydrated(page);
  await expect(status(page)).toHaveText('1 page of this section could not be loaded. It is linked below.', {
    timeout: 30_000,
  });
  const failed = page.locator('[data-printable-failed]');
  await expect(failed).toHaveCount(1);
  await expect(failed).toHaveAttribute('data-printable-part', '/configuration/dev-server/');
  await expect(failed.locator('.printable__pending')).toHaveText(
    'Error loading content. Read it on its own page: Dev Server.',
  );
  await expect(failed.locator('.printable__pending a')).toHaveAttribute('href', '/configuration/dev-server/');
  // Every other page is in.
  await expect(page.locator(PENDING)).toHaveCount(1);
  expect(
    violationLines(
      await new AxeBuilder({ page })
        .setLegacyMode(true)
        .include('.printable__status')
        .include('.printable__retry')
        .include('[data-printable-failed]')
        .withTags(WCAG_TAGS)
        .analyze(),
    ),
  ).toEqual([]);

  failing = false;
  const retry = page.getByRole('button', { name: 'Try again' });
  await retry.focus();
  await retry.press('Enter');
  await filledIn(page);
  await expect(page.locator('[data-printable-failed]')).toHaveCount(0);
  await expect(page.locator('.printable__part[aria-labelledby="dev-server"] h3').first()).toBeVisible();
  await expect(status(page)).toContainText('pages of this section are on this page.');
  await expect(retry).toBeHidden();
  await expect(status(page)).toBeFocused();
});

test('"Print" before every page is in prints once they are', async ({ page }) => {
  await page.addInitScript(() => {
    const prints: number[] = [];
    (window as unknown as { prints: number[] }).prints = prints;
    // What is still pending when the page prints.
    window.print = () => void prints.push(document.querySelectorAll('[data-printable-part]').length);
  });
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await pageChunks(page, async (url) => {
    if (url === '/configuration/other-options/') await held;
    return 'pass';
  });
  // Not until `load`: the held chunk, asked for before `load`, would keep it from firing.
  await page.goto('/configuration/printable/', { waitUntil: 'domcontentloaded' });
  await hydrated(page);
  await expect(status(page)).toContainText('more pages of this section…', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Print', exact: true }).click();
  await expect(status(page)).toHaveText('The section prints once every page has loaded…');
  expect(await page.evaluate(() => (window as unknown as { prints: number[] }).prints)).toEqual([]);
  release();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { prints: number[] }).prints), { timeout: 30_000 })
    .toEqual([0]);
  // Once everything is in, the button prints at once.
  await page.getByRole('button', { name: 'Print', exact: true }).click();
  expect(await page.evaluate(() => (window as unknown as { prints: number[] }).prints)).toEqual([0, 0]);
});

test('prints only the content, with addresses only for other sites, and wrapped code', async ({ page }) => {
  await page.goto('/configuration/printable/');
  await hydrated(page);
  await filledIn(page);
  await page.emulateMedia({ media: 'print' });
  for (const chrome of [
    '.header',
    '.footer',
    '.doc__drawer',
    '.doc__actions',
    '.toc',
    '.banner',
    '.printable__status',
    // Buttons and links that only work on screen: a code block's copy, option details and playground.
    '.code__copy',
    '.code__detail-toggle',
    '.code__playground',
  ]) {
    const hidden = await page
      .locator(chrome)
      .evaluateAll((nodes) => nodes.every((node) => getComputedStyle(node).display === 'none'));
    expect(hidden, chrome).toBe(true);
  }
  // A link to this site prints as its text (its page is in the printout or on the site); a link
  // to another site gets its address after it (print.spec.ts reads the printed PDF).
  const link = page.locator('.markdown a[href^="/"]').first();
  expect(await link.evaluate((node) => getComputedStyle(node, '::after').content)).toBe('none');
  const external = page.locator('.markdown p a[href^="https://"]:not([data-print-self])').first();
  const href = (await external.getAttribute('href')) ?? '';
  expect(await external.evaluate((node) => getComputedStyle(node, '::after').content)).toContain(href);
  const pre = page.locator('.markdown pre').first();
  expect(await pre.evaluate((node) => getComputedStyle(node).whiteSpace)).toBe('pre-wrap');
  // Nothing of a code block is cut off: it is as wide as its box (blocks in closed popups aside).
  expect(
    await page.locator('.markdown pre').evaluateAll((nodes) => nodes.filter((node) => node.clientWidth > 0).length),
  ).toBeGreaterThan(100);
  const cut = await page
    .locator('.markdown pre')
    .evaluateAll(
      (nodes) => nodes.filter((node) => node.clientWidth > 0 && node.scrollWidth > node.clientWidth + 1).length,
    );
  expect(cut).toBe(0);
});

test('is not in the sitemap', () => {
  const sitemap = readFileSync(path.join(DIST_DIR, 'sitemap.xml'), 'utf8');
  expect(sitemap).toContain('/concepts/</loc>');
  expect(sitemap).not.toContain('/printable/');
});
