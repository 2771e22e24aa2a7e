/** The sidebar as a drawer on a phone: menu button, swipes, tap outside, Escape, and no sideways scrolling. */
import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';

test.use({ viewport: { width: 390, height: 800 }, hasTouch: true, isMobile: true });

const drawer = (page: Page) => page.locator('.doc__drawer');
const menu = (page: Page) => page.getByRole('button', { name: 'Section navigation', exact: true });

/** A one-finger drag through the given points, as touch events on the document. */
async function swipe(page: Page, points: [number, number][], hold?: () => Promise<void>): Promise<void> {
  const send = (type: string, x: number, y: number) =>
    page.evaluate(
      ({ type, x, y }) => {
        const target = document.elementFromPoint(x, y) ?? document.body;
        const touch = new Touch({ identifier: 1, target, clientX: x, clientY: y });
        const touches = type === 'touchend' ? [] : [touch];
        target.dispatchEvent(
          new TouchEvent(type, {
            bubbles: true,
            cancelable: true,
            touches,
            targetTouches: touches,
            changedTouches: [touch],
          }),
        );
      },
      { type, x, y },
    );
  const [first, ...rest] = points;
  if (!first) return;
  await send('touchstart', ...first);
  for (const point of rest) await send('touchmove', ...point);
  await hold?.();
  const last = points[points.length - 1] ?? first;
  await send('touchend', ...last);
}

/** The drawer's horizontal offset from its open position, px (0 when fully open). */
const offset = (page: Page) => drawer(page).evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m41);

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' }); // no transition: positions settle at once
  await page.goto('/concepts/');
  await hydrated(page);
  // The swipe code arrives as a chunk after hydration on narrow screens.
  await page.waitForLoadState('networkidle');
});

test('the menu button opens the drawer; its close button, Escape and a tap outside close it', async ({ page }) => {
  await expect(drawer(page)).toBeHidden();
  await menu(page).click();
  await expect(drawer(page)).toBeVisible();
  await expect(menu(page)).toHaveAttribute('aria-expanded', 'true');
  const close = page.getByRole('button', { name: 'Close the section navigation' });
  await expect(close).toBeFocused();
  // The version switcher and the page's headings are in the drawer on a phone too.
  await expect(drawer(page).getByRole('link', { name: 'webpack 4' })).toBeVisible();
  await close.click();
  await expect(drawer(page)).toBeHidden();
  await expect(menu(page)).toBeFocused();
  await expect(menu(page)).toHaveAttribute('aria-expanded', 'false');

  await menu(page).click();
  await page.keyboard.press('Escape');
  await expect(drawer(page)).toBeHidden();
  await expect(menu(page)).toBeFocused();

  await menu(page).click();
  await page.mouse.click(370, 500); // outside the 295px drawer
  await expect(drawer(page)).toBeHidden();
});

test('a swipe from the left edge opens it, following the finger; a swipe back closes it', async ({ page }) => {
  await swipe(
    page,
    [
      [5, 400],
      [60, 402],
      [105, 405],
    ],
    async () => {
      await expect(drawer(page)).toBeVisible();
      expect(await offset(page)).toBe(-195); // 295px wide, pulled out 100px
    },
  );
  await expect(drawer(page)).toBeVisible();
  expect(await offset(page)).toBe(0);
  await expect(menu(page)).toHaveAttribute('aria-expanded', 'true');

  await swipe(page, [
    [250, 400],
    [200, 400],
    [150, 410],
  ]);
  await expect(drawer(page)).toBeHidden();
});

test('beyond 295px of drag the drawer stays fully open', async ({ page }) => {
  await swipe(
    page,
    [
      [5, 400],
      [200, 400],
      [380, 400],
    ],
    async () => {
      expect(await offset(page)).toBe(0);
    },
  );
  await expect(drawer(page)).toBeVisible();
});

test('19px does nothing, 21px toggles, both ways', async ({ page }) => {
  await swipe(page, [
    [5, 400],
    [24, 400],
  ]);
  await expect(drawer(page)).toBeHidden();
  await swipe(page, [
    [5, 400],
    [26, 400],
  ]);
  await expect(drawer(page)).toBeVisible();
  await swipe(page, [
    [200, 400],
    [181, 400],
  ]);
  await expect(drawer(page)).toBeVisible();
  await swipe(page, [
    [200, 400],
    [179, 400],
  ]);
  await expect(drawer(page)).toBeHidden();
});

test('a drag of slope 0.9 is a scroll, not a swipe, both ways', async ({ page }) => {
  await swipe(page, [
    [5, 400],
    [105, 490],
  ]);
  await expect(drawer(page)).toBeHidden();
  await menu(page).click();
  await swipe(page, [
    [250, 400],
    [150, 490],
  ]);
  await expect(drawer(page)).toBeVisible();
});

test('drags of 20px or less, steep drags, and drags away from the edge do nothing', async ({ page }) => {
  await swipe(page, [
    [5, 400],
    [25, 400],
  ]);
  await expect(drawer(page)).toBeHidden();
  await swipe(page, [
    [5, 400],
    [105, 480],
  ]); // slope 0.8
  await expect(drawer(page)).toBeHidden();
  await swipe(page, [
    [150, 400],
    [300, 400],
  ]);
  await expect(drawer(page)).toBeHidden();
  await menu(page).click();
  await swipe(page, [
    [250, 400],
    [230, 400],
  ]);
  await expect(drawer(page)).toBeVisible();
});

test('following a link in the drawer navigates and closes it', async ({ page }) => {
  await menu(page).click();
  await drawer(page).locator('a[href="/concepts/output/"]').click();
  await expect(page).toHaveURL(/\/concepts\/output\/$/);
  await expect(page.locator('h1')).toHaveText('Output');
  await expect(drawer(page)).toBeHidden();
});

test('no page scrolls sideways on a phone, and the header’s links and menus are reachable', async ({ page }) => {
  for (const url of ['/', '/concepts/', '/configuration/output/', '/organization/', '/vote/', '/blog/']) {
    await page.goto(url);
    await hydrated(page);
    const { scroll, width } = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      width: window.innerWidth,
    }));
    expect(scroll, url).toBeLessThanOrEqual(width);
  }
  await page.getByRole('button', { name: 'Language: English' }).click();
  const chinese = page.getByRole('link', { name: '中文' });
  await expect(chinese).toBeVisible();
  const box = await chinese.boundingBox();
  expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 390).toBe(true);
});
