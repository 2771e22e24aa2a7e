import { expect, hydrated, test } from './fixtures';

test.beforeEach(async ({ page }) => {
  await page.goto('/concepts/');
  await hydrated(page);
});

const button = (page: import('@playwright/test').Page) => page.getByRole('button', { name: /^Language:/ });
const list = (page: import('@playwright/test').Page) => page.locator('.language-menu__list');

test('each entry leads to that language’s site at the same path', async ({ page }) => {
  await button(page).click();
  await expect(page.getByRole('link', { name: 'English' })).toHaveAttribute('href', 'https://webpack.js.org/concepts/');
  await expect(page.getByRole('link', { name: '中文' })).toHaveAttribute(
    'href',
    'https://webpack.docschina.org/concepts/',
  );
});

test('opens on hover and closes when the pointer leaves', async ({ page }) => {
  await button(page).hover();
  await expect(list(page)).toBeVisible();
  await expect(button(page)).toHaveAttribute('aria-expanded', 'true');
  await page.mouse.move(5, 600);
  await expect(list(page)).toBeHidden();
});

test('works by keyboard: arrows move and wrap, Escape closes and returns focus', async ({ page }) => {
  await button(page).focus();
  await page.keyboard.press('Enter');
  await expect(list(page)).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('link', { name: 'English' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('link', { name: '中文' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('link', { name: 'English' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('link', { name: '中文' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(list(page)).toBeHidden();
  await expect(button(page)).toBeFocused();
  await expect(button(page)).toHaveAttribute('aria-expanded', 'false');
});

test('ArrowDown on the closed button opens the menu on the first entry', async ({ page }) => {
  await button(page).focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('link', { name: 'English' })).toBeFocused();
});

test('closes on a click outside and on focus outside', async ({ page }) => {
  await button(page).click();
  await expect(list(page)).toBeVisible();
  await page.locator('main h1').click();
  await expect(list(page)).toBeHidden();
  await button(page).click();
  await expect(list(page)).toBeVisible();
  await page.locator('main a').first().focus();
  await expect(list(page)).toBeHidden();
});
