import { expect, hydrated, test } from './fixtures';

test('the footer has the spec’s links', async ({ page }) => {
  await page.goto('/concepts/');
  await hydrated(page);
  const footer = page.getByRole('navigation', { name: 'Footer' });
  const hrefs = await footer.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs.slice(0, 6)).toEqual([
    '/guides/getting-started/',
    '/organization/',
    '/comparison/',
    '/glossary/',
    '/branding/',
    '/license/',
  ]);
  for (const name of ['Swag Store', 'Chat', 'Changelog']) {
    await expect(footer.getByRole('link', { name })).toHaveAttribute('href', /^https:\/\//);
  }
  // /license without the slash, as the spec writes it, reaches the page.
  const response = await page.goto('/license');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL('/license/');
});
