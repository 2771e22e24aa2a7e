import type { DirectoryNode, FileNode } from '../../src/node/content/tree';
import { contentTree } from '../support/dist';
import { expect, hydrated, test } from './fixtures';

const concepts = contentTree().children.find((c) => c.name === 'concepts') as DirectoryNode;
const pages = concepts.children.filter((c): c is FileNode => c.type === 'file');
const withAnchors = pages.find((p) => p.anchors.filter((a) => a.level === 2).length >= 2);

test.use({ viewport: { width: 1280, height: 900 } });

test('lists the section’s pages, index first, the current page marked and its headings open', async ({ page }) => {
  if (!withAnchors) throw new Error('no page with headings');
  await page.goto(withAnchors.url);
  await hydrated(page);
  const sidebar = page.getByRole('navigation', { name: `${concepts.title} pages` });
  const links = await sidebar.locator('.sidebar__page > a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  expect(links[0]).toBe('/concepts/');
  expect(new Set(links)).toEqual(new Set(pages.map((p) => p.url)));
  await expect(sidebar.locator('.sidebar__page > a[aria-current="page"]')).toHaveAttribute('href', withAnchors.url);
  const toggle = sidebar.getByRole('button', { name: `Headings of ${withAnchors.title}` });
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const firstAnchor = withAnchors.anchors.find((a) => a.level === 2);
  await expect(sidebar.locator(`.sidebar__anchors a[href="#${firstAnchor?.id}"]`)).toBeVisible();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(sidebar.locator('.sidebar__anchors')).toBeHidden();
});

test('offers version 4 at the same path', async ({ page }) => {
  await page.goto('/concepts/');
  await hydrated(page);
  const versions = page.getByRole('group', { name: 'Documentation version' });
  await expect(versions.getByRole('link', { name: 'webpack 5' })).toHaveAttribute('aria-current', 'true');
  await expect(versions.getByRole('link', { name: 'webpack 4' })).toHaveAttribute('href', 'https://v4.webpack.js.org/concepts/');
});

test('closes and opens on desktop with its toggle', async ({ page }) => {
  await page.goto('/concepts/');
  await hydrated(page);
  const toggle = page.getByRole('button', { name: 'Section navigation' });
  const sidebar = page.locator('#doc-sidebar');
  await expect(sidebar).toBeVisible();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(sidebar).toBeHidden();
  await toggle.click();
  await expect(sidebar).toBeVisible();
});
