/**
 * The printable page of a section: every page of the section in sidebar order, reachable from a
 * "Print section" link, hidden from the sidebar and the sitemap, and printed without the site's
 * chrome, with link addresses shown and code wrapped rather than cut off.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, hydrated, test } from './fixtures';

test('holds every page of the section in sidebar order, and is reachable from "Print section"', async ({ page }) => {
  await page.goto('/concepts/');
  await hydrated(page);
  const sidebar = await page.locator('.sidebar__page > a').evaluateAll((links) => links.map((link) => [link.getAttribute('href'), link.textContent?.trim()]));
  expect(sidebar.length).toBeGreaterThan(5);
  expect(sidebar.map(([href]) => href)).not.toContain('/concepts/printable/');

  await page.getByRole('link', { name: 'Print section' }).click();
  await expect(page).toHaveURL(/\/concepts\/printable\/$/);
  await expect(page.locator('main h1')).toHaveText('Concepts: all pages');
  const parts = await page.locator('.printable__part > h2 > a').evaluateAll((links) => links.map((link) => [link.getAttribute('href'), link.textContent?.trim()]));
  expect(parts).toEqual(sidebar);
  // Ids stay unique although every page has its own headings.
  const ids = await page.locator('main [id]').evaluateAll((nodes) => nodes.map((node) => node.id));
  expect(new Set(ids).size).toBe(ids.length);
  // Straight from the server too.
  await page.goto('/concepts/printable/');
  expect(await page.locator('.printable__part').count()).toBe(sidebar.length);
});

test('prints only the content, with link addresses and wrapped code', async ({ page }) => {
  await page.goto('/configuration/printable/');
  await hydrated(page);
  await page.emulateMedia({ media: 'print' });
  for (const chrome of ['.header', '.footer', '.doc__drawer', '.doc__actions', '.toc', '.banner']) {
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
