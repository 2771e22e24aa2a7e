/**
 * How the main screens look, compared with committed baselines (visual.spec.ts-snapshots/), in
 * both themes: a change in layout, spacing or colour fails here and shows the difference. After a
 * change that is meant, look at the new screenshots and update them:
 *   npx playwright test test/e2e/visual.spec.ts --update-snapshots
 * Animations stop, the clock stands still and images from other sites are stubbed (fixtures.ts),
 * so the same build gives the same pictures.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';

const THEMES = ['light', 'dark'] as const;

async function open(page: Page, url: string, theme: (typeof THEMES)[number]): Promise<void> {
  await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
  await page.clock.install({ time: new Date('2026-11-28T12:00:00Z') });
  await page.goto(url);
  await hydrated(page);
  await page.evaluate(() => document.fonts.ready);
}

const SCREENS: {
  name: string;
  url: string;
  viewport?: { width: number; height: number };
  then?: (page: Page) => Promise<void>;
  /** What changes from one run to the next, covered in the picture. */
  mask?: (page: Page) => Locator[];
}[] = [
  { name: 'home', url: '/' },
  { name: 'short-docs-page', url: '/concepts/why-webpack/' },
  { name: 'long-docs-page', url: '/configuration/output/' },
  { name: 'reference-middle', url: '/configuration/output/#outputpublicpath' },
  {
    name: 'search-open',
    url: '/concepts/',
    then: async (page) => {
      await page.getByRole('searchbox', { name: 'Search' }).click();
      await page.getByRole('combobox', { name: 'Search' }).fill('entry points');
      await expect(page.getByRole('option').first()).toBeVisible();
    },
  },
  {
    name: 'mobile-drawer-open',
    url: '/concepts/',
    viewport: { width: 375, height: 812 },
    then: async (page) => {
      await page.getByRole('button', { name: 'Section navigation' }).click();
      await expect(page.locator('#doc-sidebar')).toBeInViewport();
    },
  },
  // The header on a small phone: one row of links, the search field's placeholder whole.
  { name: 'phone-docs-page', url: '/guides/', viewport: { width: 360, height: 640 } },
  { name: 'not-found', url: '/no/such/page/' },
  { name: 'organization', url: '/organization/' },
  { name: 'vote', url: '/vote/' },
  {
    name: 'playground',
    url: '/playground/',
    then: async (page) => {
      await expect(page.locator('[data-build-state="done"]')).toBeVisible({ timeout: 60_000 });
    },
    // "Built in N ms".
    mask: (page) => [page.locator('.playground__toolbar [role="status"]')],
  },
];

for (const screen of SCREENS) {
  for (const theme of THEMES) {
    test(`${screen.name} (${theme})`, async ({ page }) => {
      await page.setViewportSize(screen.viewport ?? { width: 1280, height: 800 });
      await open(page, screen.url, theme);
      await screen.then?.(page);
      await expect(page).toHaveScreenshot(`${screen.name}-${theme}.png`, {
        animations: 'disabled',
        caret: 'hide',
        maxDiffPixelRatio: 0.01,
        mask: screen.mask?.(page),
      });
    });
  }
}
