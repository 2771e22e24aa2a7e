import { expect, followLinkInPage, hydrated, test } from './fixtures';

test('an unknown path gets the Not Found screen with status 404', async ({ page }) => {
  const response = await page.goto('/no/such/page/');
  expect(response?.status()).toBe(404);
  await hydrated(page);
  await expect(page.locator('main h1')).toHaveText('Page Not Found');
  await expect(page.locator('main')).toContainText('Oops! The page you are looking for has been removed or relocated.');
  await expect(page).toHaveURL('/no/such/page/');
  await page.getByRole('link', { name: 'Go to Homepage' }).click();
  await expect(page).toHaveURL('/');
});

test('a client navigation to an unknown path shows the Not Found screen', async ({ page }) => {
  await page.goto('/concepts/');
  await hydrated(page);
  await followLinkInPage(page, '/concepts/not-a-page/');
  await expect(page.locator('main h1')).toHaveText('Page Not Found');
  await expect(page).toHaveTitle('Page Not Found | webpack');
});

test.describe('trailing slash', () => {
  test('the server redirects a path without the slash', async ({ request }) => {
    const response = await request.get('/concepts', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe('/concepts/');
    expect((await request.get('/concepts?x=1', { maxRedirects: 0 })).headers().location).toBe('/concepts/?x=1');
    // Only where the folder exists: anything else is a 404.
    expect((await request.get('/nothing-here', { maxRedirects: 0 })).status()).toBe(404);
  });

  test('the browser ends on the slash form', async ({ page }) => {
    await page.goto('/concepts');
    await expect(page).toHaveURL('/concepts/');
  });

  test('the client adds the slash when a server did not', async ({ page, request }) => {
    const html = await (await request.get('/concepts/')).text();
    await page.route('**/concepts', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: html }));
    await page.goto('/concepts');
    await hydrated(page);
    await expect(page).toHaveURL('/concepts/');
  });
});
