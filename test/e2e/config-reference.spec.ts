import { optionCatalog } from '../../src/node/content/config-reference/catalog';
import { expect, hydrated, test } from './fixtures';

const catalog = optionCatalog();

test('the index of all options lists every option and leads to its documentation', async ({ page }) => {
  await page.goto('/configuration/option-index/');
  await hydrated(page);
  const rows = page.locator('.option-index tbody tr');
  await expect(rows).toHaveCount(catalog.options.length);
  // Every option is documented, so every row links to its heading.
  await expect(page.locator('.option-index tbody tr td:first-child a')).toHaveCount(catalog.options.length);
  const row = rows.filter({ has: page.locator('code', { hasText: /^output\.filename$/ }) });
  await expect(row.locator('td').nth(2)).toHaveText('"[name].js"');
  await row.getByRole('link').click();
  await expect(page).toHaveURL('/configuration/output/#outputfilename');
  await expect(page.locator('#outputfilename')).toBeInViewport();
});

test('an option heading shows its type and its default for each mode', async ({ page }) => {
  await page.goto('/configuration/optimization/#optimizationminimize');
  const facts = page.locator('#optimizationminimize + .option-facts');
  await expect(facts.locator('dt')).toHaveText(['Type', 'Default']);
  await expect(facts.locator('dd').nth(1)).toHaveText('true in production; false in development and none');
});

test('option names in a configuration example link to their headings', async ({ page }) => {
  await page.goto('/configuration/output/');
  await hydrated(page);
  const link = page.locator('figure[data-title="webpack.config.js"] a.code__option[href="/configuration/output/#outputpath"]').first();
  await expect(link).toHaveText('path');
  await link.click();
  await expect(page).toHaveURL('/configuration/output/#outputpath');
  await expect(page.locator('#outputpath')).toBeInViewport();
});
