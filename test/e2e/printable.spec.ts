/**
 * The printable page of a section: every page of the section in sidebar order, reachable from a
 * "Print section" link, hidden from the sidebar and the sitemap, and printed without the site's
 * chrome, with link addresses shown and code wrapped rather than cut off. Its HTML holds the first
 * pages and a link to each other page; the browser fills those in from each page's chunk.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, Route } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';

const PENDING = '[data-printable-part]';
const status = (page: Page) => page.locator('.printable__status');

/** Waits until every part is in; each loads from its own chunk after hydration. */
async function filledIn(page: Page): Promise<void> {
  await expect(page.locator(PENDING)).toHaveCount(0, { timeout: 30_000 });
}

/** Page chunks of the configuration section: their data starts with the page's url. */
async function isConfigurationPage(route: Route, url: string): Promise<boolean> {
  if (!/\/c[0-9a-f]{10}\.js$/.test(route.request().url())) return false;
  const response = await route.fetch();
  return (await response.text()).includes(`"url":"${url}","title"`);
}

test('holds every page of the section in sidebar order, and is reachable from "Print section"', async ({ page, consoleProblems }) => {
  await page.goto('/concepts/');
  await hydrated(page);
  const sidebar = await page.locator('.sidebar__page > a').evaluateAll((links) => links.map((link) => [link.getAttribute('href'), link.textContent?.trim()]));
  expect(sidebar.length).toBeGreaterThan(5);
  expect(sidebar.map(([href]) => href)).not.toContain('/concepts/printable/');

  await page.getByRole('link', { name: 'Print section' }).click();
  await expect(page).toHaveURL(/\/concepts\/printable\/$/);
  await expect(page.locator('main h1')).toHaveText('Concepts: all pages');
  await filledIn(page);
  await expect(status(page)).toHaveText(`All ${sidebar.length} pages of this section are on this page.`);
  const parts = await page.locator('.printable__part > h2 > a').evaluateAll((links) => links.map((link) => [link.getAttribute('href'), link.textContent?.trim()]));
  expect(parts).toEqual(sidebar);
  // Every part has its body, with its headings one level down.
  expect(await page.locator('.printable__part').evaluateAll((nodes) => nodes.filter((node) => !node.querySelector('h3, p:not(.printable__pending)')).length)).toBe(0);
  // Ids stay unique although every page has its own headings.
  const ids = await page.locator('main [id]').evaluateAll((nodes) => nodes.map((node) => node.id));
  expect(new Set(ids).size).toBe(ids.length);
  expect(consoleProblems).toEqual([]);
});

test('the largest section, opened by url: the first pages come with the HTML, the script adds the rest', async ({ page, consoleProblems }) => {
  await page.goto('/configuration/printable/');
  const inHtml = await page.locator('.printable__part:not([data-printable-part])').count();
  const pending = await page.locator(PENDING).count();
  expect(inHtml).toBeGreaterThan(0);
  expect(pending).toBeGreaterThan(0);
  await hydrated(page);
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
    await expect(status(page)).toHaveText(`Without scripts this page holds the first ${full} of the section’s ${total} pages; each of the others is linked below.`);
    const pending = page.locator(PENDING);
    expect(await pending.count()).toBe(total - full);
    for (const part of await pending.all()) {
      const url = (await part.getAttribute('data-printable-part')) ?? '';
      await expect(part.locator('.printable__pending')).toContainText('This page is added here by the page’s script. Until then, read it on its own page:');
      await expect(part.locator(`.printable__pending a[href="${url}"]`)).toHaveCount(1);
    }
  });
});

test('a link to a heading in a part the script adds lands on that heading', async ({ page }) => {
  await page.goto('/configuration/printable/#output-outputfilename');
  await hydrated(page);
  await expect(page.locator('#output-outputfilename')).toBeInViewport({ timeout: 30_000 });
});

test('a page that cannot load says so with its link, and "Try again" brings it', async ({ page }) => {
  let failing = true;
  await page.route(/\/c[0-9a-f]{10}\.js$/, async (route) => {
    if (failing && (await isConfigurationPage(route, '/configuration/dev-server/'))) return route.abort();
    return route.fallback();
  });
  await page.goto('/configuration/printable/');
  await hydrated(page);
  await expect(status(page)).toHaveText('1 page of this section could not be loaded. Each is linked below. Try again', { timeout: 30_000 });
  const failed = page.locator('[data-printable-failed]');
  await expect(failed).toHaveCount(1);
  await expect(failed).toHaveAttribute('data-printable-part', '/configuration/dev-server/');
  await expect(failed.locator('.printable__pending')).toHaveText('Error loading content. Read it on its own page: Dev Server.');
  await expect(failed.locator('.printable__pending a')).toHaveAttribute('href', '/configuration/dev-server/');
  // Every other page is in.
  await expect(page.locator(PENDING)).toHaveCount(1);

  failing = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await filledIn(page);
  await expect(page.locator('[data-printable-failed]')).toHaveCount(0);
  await expect(page.locator('.printable__part[aria-labelledby="dev-server"] h3').first()).toBeVisible();
  await expect(status(page)).toContainText('pages of this section are on this page.');
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
  await page.route(/\/c[0-9a-f]{10}\.js$/, async (route) => {
    if (await isConfigurationPage(route, '/configuration/other-options/')) await held;
    return route.fallback();
  });
  await page.goto('/configuration/printable/');
  await hydrated(page);
  await expect(status(page)).toContainText('more of this section…', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Print', exact: true }).click();
  await expect(status(page)).toHaveText('The section prints once every page has loaded…');
  expect(await page.evaluate(() => (window as unknown as { prints: number[] }).prints)).toEqual([]);
  release();
  await expect.poll(() => page.evaluate(() => (window as unknown as { prints: number[] }).prints), { timeout: 30_000 }).toEqual([0]);
  // Once everything is in, the button prints at once.
  await page.getByRole('button', { name: 'Print', exact: true }).click();
  expect(await page.evaluate(() => (window as unknown as { prints: number[] }).prints)).toEqual([0, 0]);
});

test('prints only the content, with link addresses and wrapped code', async ({ page }) => {
  await page.goto('/configuration/printable/');
  await hydrated(page);
  await filledIn(page);
  await page.emulateMedia({ media: 'print' });
  for (const chrome of ['.header', '.footer', '.doc__drawer', '.doc__actions', '.toc', '.banner', '.printable__status']) {
    const hidden = await page.locator(chrome).evaluateAll((nodes) => nodes.every((node) => getComputedStyle(node).display === 'none'));
    expect(hidden, chrome).toBe(true);
  }
  const link = page.locator('.markdown a[href^="/"]').first();
  const after = await link.evaluate((node) => getComputedStyle(node, '::after').content);
  expect(after).toContain('https://webpack.js.org/');
  const pre = page.locator('.markdown pre').first();
  expect(await pre.evaluate((node) => getComputedStyle(node).whiteSpace)).toBe('pre-wrap');
  // Nothing of a code block is cut off: it is as wide as its box (blocks in closed popups aside).
  expect(await page.locator('.markdown pre').evaluateAll((nodes) => nodes.filter((node) => node.clientWidth > 0).length)).toBeGreaterThan(100);
  const cut = await page.locator('.markdown pre').evaluateAll((nodes) => nodes.filter((node) => node.clientWidth > 0 && node.scrollWidth > node.clientWidth + 1).length);
  expect(cut).toBe(0);
});

test('is not in the sitemap', () => {
  const sitemap = readFileSync(path.resolve('dist', 'sitemap.xml'), 'utf8');
  expect(sitemap).toContain('/concepts/</loc>');
  expect(sitemap).not.toContain('/printable/');
});
