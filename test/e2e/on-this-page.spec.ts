import type { DirectoryNode, FileNode } from '../../src/node/content/tree';
import { contentTree } from '../support/dist';
import { expect, hydrated, test } from './fixtures';

const files = (contentTree().children.find((c) => c.name === 'concepts') as DirectoryNode).children.filter(
  (c): c is FileNode => c.type === 'file',
);
const longest = [...files].sort((a, b) => b.anchors.length - a.anchors.length)[0];

test.use({ viewport: { width: 1440, height: 900 } });

test('"On this page" lists the headings and marks the one being read', async ({ page }) => {
  if (!longest || longest.anchors.length < 4) throw new Error('no page with enough headings');
  await page.goto(longest.url);
  await hydrated(page);
  const toc = page.getByRole('navigation', { name: 'On this page' });
  await expect(toc).toBeVisible();
  expect(await toc.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(
    longest.anchors.filter((a) => a.level >= 2).map((a) => `#${a.id}`),
  );
  const target = longest.anchors.filter((a) => a.level === 2).at(-2) ?? longest.anchors[2];
  if (!target) throw new Error('no target heading');
  await page.evaluate((id) => document.getElementById(id)?.scrollIntoView(), target.id);
  await expect(toc.locator(`a[href="#${target.id}"]`)).toHaveAttribute('aria-current', 'location');
  await expect(toc.locator('a[aria-current]')).toHaveCount(1);
});

test('"On this page" is hidden on narrow screens', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 });
  if (!longest) throw new Error('no page');
  await page.goto(longest.url);
  await expect(page.getByRole('navigation', { name: 'On this page' })).toBeHidden();
});
