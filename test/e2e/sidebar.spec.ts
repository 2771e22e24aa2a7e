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

test('every other page has its headings list too, closed, loaded when opened; its links lead to the heading', async ({
  page,
}) => {
  const others = pages.filter((p) => p.url !== '/concepts/' && p.anchors.some((a) => a.level === 2));
  const [other, another] = others;
  const plain = pages.find((p) => p.url !== '/concepts/' && !p.anchors.some((a) => a.level <= 3));
  if (!other || !another) throw new Error('the concepts section has too few pages with headings');
  const requests: string[] = [];
  page.on('request', (r) => requests.push(new URL(r.url()).pathname));
  await page.goto('/concepts/');
  await hydrated(page);
  const sidebar = page.locator('#doc-sidebar');
  // Every page with headings has a closed toggle; the lists themselves are not in the page yet.
  for (const p of others)
    await expect(sidebar.getByRole('button', { name: `Headings of ${p.title}` })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  if (plain) await expect(sidebar.getByRole('button', { name: `Headings of ${plain.title}` })).toHaveCount(0);
  const html = await (await page.request.get('/concepts/')).text();
  const firstOf = other.anchors.find((a) => a.level === 2);
  expect(html).not.toContain(`href="${other.url}#${firstOf?.id}"`);
  const before = requests.length;

  const toggle = sidebar.getByRole('button', { name: `Headings of ${other.title}` });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const list = page.locator(`#${await toggle.getAttribute('aria-controls')}`.replaceAll(':', '\\:'));
  const expected = other.anchors.filter((a) => a.level === 2 || a.level === 3).map((a) => `${other.url}#${a.id}`);
  await expect(list.locator('a')).toHaveCount(expected.length);
  expect(await list.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(expected);
  // The section's lists came as one file; opening a second list fetches nothing more.
  const fetched = requests.slice(before);
  expect(fetched.length).toBeGreaterThan(0);
  const second = sidebar.getByRole('button', { name: `Headings of ${another.title}` });
  const count = requests.length;
  await second.click();
  await expect(
    page
      .locator(`#${await second.getAttribute('aria-controls')}`.replaceAll(':', '\\:'))
      .locator('a')
      .first(),
  ).toBeVisible();
  expect(requests.slice(count)).toEqual([]);

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(list).toBeHidden();
  await toggle.click();
  const last = expected.at(-1) ?? '';
  await list.locator(`a[href="${last}"]`).click();
  await expect(page).toHaveURL(last);
  await expect(page.locator('main h1')).toHaveText(other.title);
  const id = decodeURIComponent(last.split('#')[1] ?? '');
  await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
  // Now current, the page's list is open; the page left behind has a closed one.
  await expect(sidebar.getByRole('button', { name: `Headings of ${other.title}` })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
});

test('a headings list that cannot load says so, and opening it again tries again', async ({ page }) => {
  const other = pages.find((p) => p.url !== '/concepts/' && p.anchors.some((a) => a.level === 2));
  if (!other) throw new Error('no concepts page with headings');
  await page.goto('/concepts/');
  await hydrated(page);
  // Fail every chunk from now on: the list's code or its data.
  await page.route(/\/c[0-9a-f]{10}\.js$/, (route) => route.abort());
  const toggle = page.locator('#doc-sidebar').getByRole('button', { name: `Headings of ${other.title}` });
  await toggle.click();
  const list = page.locator(`#${await toggle.getAttribute('aria-controls')}`.replaceAll(':', '\\:'));
  await expect(list).toHaveText('The headings could not load.');
  await page.unroute(/\/c[0-9a-f]{10}\.js$/);
  await toggle.click();
  await toggle.click();
  await expect(list.locator('a').first()).toBeVisible();
});

test('offers version 4 at the same path', async ({ page }) => {
  await page.goto('/concepts/');
  await hydrated(page);
  const versions = page.getByRole('group', { name: 'Documentation version' });
  await expect(versions.getByRole('link', { name: 'webpack 5' })).toHaveAttribute('aria-current', 'true');
  await expect(versions.getByRole('link', { name: 'webpack 4' })).toHaveAttribute(
    'href',
    'https://v4.webpack.js.org/concepts/',
  );
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
