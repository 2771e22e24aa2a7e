/**
 * Contributor avatars. No content page lists contributors yet, so the test gives one page some:
 * it edits that page's chunk on its way to the browser, then navigates to the page on the client.
 */
import { expect, hydrated, test } from './fixtures';

const TARGET = '/configuration/output/';
const HANDLES = ['sokra', 'TheLarkInn', 'broken-avatar'];
const avatar = (handle: string) => `https://github.com/${handle}.png?size=90`;

test.use({ viewport: { width: 1280, height: 800 } });

test('avatars load only once the list is in view; a broken one leaves the initials', async ({ page, offsite }) => {
  await page.route(/\/c[0-9a-f]{10}\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (!body.includes(`{"meta":{"url":"${TARGET}"`)) return route.fulfill({ response });
    return route.fulfill({
      response,
      body: body.replace('"contributors":[]', `"contributors":${JSON.stringify(HANDLES)}`),
    });
  });
  await page.route(avatar('broken-avatar'), (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto('/configuration/');
  await hydrated(page);
  await page.locator(`.sidebar__page > a[href="${TARGET}"]`).click();
  const list = page.getByRole('region', { name: 'Contributors' });
  await expect(list.getByRole('link')).toHaveText(['S@sokra', 'TL@TheLarkInn', 'BA@broken-avatar']);
  await expect(list.getByRole('link', { name: '@sokra' })).toHaveAttribute('href', 'https://github.com/sokra');
  // The list is far below the fold: several checks go by and no avatar is asked for.
  await page.waitForTimeout(1000);
  expect(offsite.filter((url) => url.includes('.png'))).toEqual([]);
  await expect(list.locator('img')).toHaveCount(0);

  await list.scrollIntoViewIfNeeded();
  await expect(list.locator('img')).toHaveCount(2);
  await expect(list.locator('ul')).toHaveAttribute('data-avatars', 'shown');
  expect(offsite.filter((url) => url.includes('.png')).sort()).toEqual([avatar('TheLarkInn'), avatar('sokra')]);
  for (const handle of ['sokra', 'TheLarkInn']) {
    const img = list.getByRole('link', { name: `@${handle}` }).locator('img');
    await expect(img).toHaveAttribute('src', avatar(handle));
    await expect(img).toHaveJSProperty('complete', true);
  }
  // The broken avatar's image is gone; its initials stay.
  const broken = list.getByRole('link', { name: '@broken-avatar' });
  await expect(broken.locator('img')).toHaveCount(0);
  await expect(broken.locator('.contributors__avatar')).toHaveText('BA');
});
