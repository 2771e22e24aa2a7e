import { contentTree } from '../support/dist';
import type { DirectoryNode, FileNode } from '../../src/node/content/tree';
import { expect, followLinkInPage, hydrated, test } from './fixtures';

const concepts = contentTree().children.find((c) => c.name === 'concepts') as DirectoryNode;
const pages = concepts.children.filter((c): c is FileNode => c.type === 'file');
const index = pages.find((p) => p.name.startsWith('index.'));
const [first, second] = pages.filter((p) => p !== index);
/** The page with the most anchors, and its last one: far down the page. */
const longest = [...pages].sort((a, b) => b.anchors.length - a.anchors.length)[0];
const deepAnchor = longest?.anchors.at(-1);

/** An async chunk (a page's data or the route table): named by a hash of its content. */
const ASYNC_CHUNK = /^\/c[0-9a-f]{10}\.js$/;

test('the next page’s chunk loads only when the reader navigates to it', async ({ page }) => {
  if (!index || !first) throw new Error('the concepts section needs pages');
  const requested: string[] = [];
  const chunkBodies: Promise<string>[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  page.on('response', (response) => {
    if (ASYNC_CHUNK.test(new URL(response.url()).pathname)) chunkBodies.push(response.text());
  });
  await page.goto(index.url);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  // Before the click: at most the offline support's own chunk, never a page's data or the route table.
  const before = requested.filter((p) => ASYNC_CHUNK.test(p)).length;
  expect(before).toBeLessThanOrEqual(1);
  expect(
    (await Promise.all(chunkBodies)).filter(
      (body) => body.includes('"html":') || body.includes(JSON.stringify(first.url)),
    ),
  ).toEqual([]);
  chunkBodies.length = 0;
  await page.locator(`.sidebar__page > a[href="${first.url}"]`).click();
  await expect(page.locator('main h1')).toHaveText(first.title);
  await expect(page).toHaveURL(first.url);
  await expect(page).toHaveTitle(`${first.title} | ${index.title} | webpack`);
  // The route table, then exactly one page chunk: the one holding the new page's data.
  expect(requested.filter((p) => ASYNC_CHUNK.test(p))).toHaveLength(before + 2);
  const bodies = await Promise.all(chunkBodies);
  const pageChunks = bodies.filter((body) => body.includes('"html":'));
  expect(pageChunks).toHaveLength(1);
  expect(pageChunks[0]).toContain(`"url":${JSON.stringify(first.url)}`);
  // No full reload: the document was never requested again.
  expect(requested.filter((p) => p === first.url)).toEqual([]);
  // Focus moves to the new page's heading.
  await expect(page.locator('main h1')).toBeFocused();
});

test('each client navigation replaces the page: one body, one contributor list, one heading', async ({ page }) => {
  if (!index || !first || !second) throw new Error('the concepts section needs pages');
  await page.goto(index.url);
  await hydrated(page);
  for (const target of [first, second, index]) {
    await page.locator(`.sidebar__page > a[href="${target.url}"]`).click();
    await expect(page.locator('main h1')).toHaveText(target.title);
    await expect(page.locator('[data-page-body]')).toHaveCount(1);
    await expect(page.locator('main h1')).toHaveCount(1);
    expect(await page.locator('.contributors').count()).toBeLessThanOrEqual(1);
  }
});

test('back and forward restore the page and its scroll position', async ({ page }) => {
  if (!index || !first) throw new Error('the concepts section needs pages');
  await page.goto(index.url);
  await hydrated(page);
  await page.evaluate(() => window.scrollTo(0, 400));
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBe(400);
  // A click that does not scroll first, as a reader's would not.
  await page.locator(`.sidebar__page > a[href="${first.url}"]`).evaluate((a: HTMLElement) => a.click());
  await expect(page.locator('main h1')).toHaveText(first.title);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page.locator('main h1')).toHaveText(index.title);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(before);
  await page.goForward();
  await expect(page.locator('main h1')).toHaveText(first.title);
});

test('a hash in the url scrolls to that heading, on load and on client navigation', async ({ page }) => {
  if (!longest || !deepAnchor || !index) throw new Error('no page with anchors');
  await page.goto(`${longest.url}#${deepAnchor.id}`);
  await hydrated(page);
  const heading = page.locator(`[id="${deepAnchor.id}"]`);
  await expect(heading).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

  await page.goto(index.url);
  await hydrated(page);
  await followLinkInPage(page, `${longest.url}#${deepAnchor.id}`);
  await expect(page.locator('main h1')).toHaveText(longest.title);
  await expect(page.locator(`[id="${deepAnchor.id}"]`)).toBeInViewport();
});

test('a new page without a hash starts at the top', async ({ page }) => {
  if (!longest || !second) throw new Error('the concepts section needs pages');
  await page.goto(longest.url);
  await hydrated(page);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.locator(`.sidebar__page > a[href="${second.url === longest.url ? first?.url : second.url}"]`).click();
  await expect(page.locator('main h1')).not.toHaveText(longest.title);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('previous and next links follow the sidebar order', async ({ page }) => {
  if (!index || !first) throw new Error('the concepts section needs pages');
  await page.goto(first.url);
  const sidebar = await page
    .locator('.sidebar__page > a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  const at = sidebar.indexOf(first.url);
  await expect(page.locator('.prev-next a[rel="prev"]')).toHaveAttribute('href', sidebar[at - 1] ?? '');
  await expect(page.locator('.prev-next a[rel="next"]')).toHaveAttribute('href', sidebar[at + 1] ?? '');
  await expect(page.locator('.doc__actions a', { hasText: 'Edit this page' })).toHaveAttribute(
    'href',
    new RegExp(`/content/concepts/${first.name}$`),
  );
});
