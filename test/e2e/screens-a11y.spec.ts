/** axe (WCAG 2.2 A and AA) on the screens of their own, in both themes, with their lazy parts loaded. */
import AxeBuilder from '@axe-core/playwright';
import { violationLines, WCAG_TAGS } from './axe';
import { expect, hydrated, test } from './fixtures';

const SCREENS: { url: string; reach?: string; ready: string; timeout?: number }[] = [
  // The sponsor lists load as a reader nears them.
  { url: '/', reach: '.sponsors', ready: '[data-sponsors="loaded"]' },
  { url: '/organization/', ready: '[data-project]' },
  { url: '/vote/', ready: '[data-vote="app"]' },
  // Once webpack, in its worker, has built the default project: the output panel is filled.
  { url: '/playground/', ready: '[data-build-state="done"]', timeout: 45_000 },
];

for (const scheme of ['light', 'dark'] as const) {
  for (const { url, reach, ready, timeout } of SCREENS) {
    test(`${url} has no axe violations in the ${scheme} theme`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      await page.goto(url);
      await hydrated(page);
      if (reach) await page.locator(reach).scrollIntoViewIfNeeded();
      await expect(page.locator(ready).first()).toBeVisible({ timeout });
      expect(violationLines(await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze())).toEqual([]);
    });
  }
}
