import { optionCatalog } from '../../src/node/content/config-reference/catalog';
import { compareVersions } from '../../src/shared/versions';
import { expect, hydrated, test } from './fixtures';

const catalog = optionCatalog();

test('the index of all options lists every option and leads to its documentation', async ({ page }) => {
  await page.goto('/configuration/option-index/');
  await hydrated(page);
  const rows = page.locator('.option-index tbody tr');
  await expect(rows).toHaveCount(catalog.options.length);
  // Every option is documented, so every row links to its heading.
  await expect(page.locator('.option-index tbody tr td:first-child a')).toHaveCount(catalog.options.length);
  const row = rows.filter({ has: page.locator('td:first-child', { hasText: /^output\.filename$/ }) });
  await expect(row.locator('td').nth(2)).toHaveText('"[name].js"');
  await row.getByRole('link').click();
  await expect(page).toHaveURL('/configuration/output/#outputfilename');
  await expect(page.locator('#outputfilename')).toBeInViewport();
});

test('the index of all options lists what is new since a release the reader picks', async ({ page }) => {
  const newest = [...new Set(catalog.options.flatMap((o) => (o.added ? [o.added] : [])))]
    .sort(compareVersions)
    .reverse();
  const [latest, previous] = newest;
  if (!latest || !previous) throw new Error('the schema marks fewer than two releases');
  const since = (release: string) => catalog.options.filter((o) => o.added && compareVersions(o.added, release) >= 0);
  await page.goto('/configuration/option-index/');
  await hydrated(page);
  const rows = page.locator('.option-index tbody tr');
  const control = page.getByLabel('Show options added in');
  await expect(page.locator('.option-index__count')).toHaveText(`${catalog.options.length} options`);
  await control.selectOption(latest);
  await expect(page.locator('.option-index tbody tr:visible')).toHaveCount(since(latest).length);
  await expect(page.locator('.option-index__count')).toHaveText(`${since(latest).length} options`);
  for (const option of since(latest).slice(0, 3))
    await expect(
      rows.filter({
        has: page.locator('td:first-child', {
          hasText: new RegExp(`^${option.path.replace(/[.[\]{}]/g, '\\$&')}$`),
        }),
      }),
    ).toBeVisible();
  await control.selectOption(previous);
  await expect(page.locator('.option-index tbody tr:visible')).toHaveCount(since(previous).length);
  await control.selectOption('');
  await expect(page.locator('.option-index tbody tr:visible')).toHaveCount(catalog.options.length);
});

test('without scripts the index of all options has no control that cannot work', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/configuration/option-index/');
  await expect(page.locator('.option-index__filter')).toBeHidden();
  await expect(page.locator('.option-index tbody tr').first()).toBeVisible();
  await context.close();
});

test('an option heading shows the release that added it, as a badge outside its text', async ({ page }) => {
  const option = catalog.options.find((o) => o.added && o.page === '/configuration/output/');
  if (!option?.added) throw new Error('no output option has "added" in the schema');
  await page.goto(`${option.page}#${option.id}`);
  const heading = page.locator(`#${option.id}`);
  await expect(heading.locator('.badge--since')).toHaveText(`Added in webpack ${option.added}+`);
  await expect(heading.locator('.badge--since .visually-hidden')).toHaveText('Added in webpack ');
  await expect(page.locator(`#${option.id} + .option-facts`).locator('dt')).toContainText(['Type', 'Added in']);
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
  const link = page
    .locator('figure[data-title="webpack.config.js"] a.code__option[href="/configuration/output/#outputpath"]')
    .first();
  await expect(link).toHaveText('path');
  await link.click();
  await expect(page).toHaveURL('/configuration/output/#outputpath');
  await expect(page.locator('#outputpath')).toBeInViewport();
});
