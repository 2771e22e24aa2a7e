import { contentTree } from '../support/dist';
import { expect, hydrated, test } from './fixtures';

const sections = contentTree()
  .children.filter((c) => c.type === 'directory' && c.name !== 'contribute' && c.name !== 'blog')
  .map((c) => c.url);

test('the header links home, to the docs, Contribute, Vote and Blog, and to the outside with names', async ({
  page,
}) => {
  await page.goto('/migrate/');
  await hydrated(page);
  const header = page.locator('header.header');
  await expect(header.getByRole('link', { name: 'webpack home' })).toHaveAttribute('href', '/');
  await expect(header.getByRole('link', { name: 'Documentation', exact: true })).toHaveAttribute('href', '/concepts/');
  await expect(header.getByRole('link', { name: 'Documentation', exact: true })).toHaveClass(/is-active/);
  for (const [name, href] of [
    ['Contribute', '/contribute/'],
    ['Vote', '/vote/'],
    ['Blog', '/blog/'],
  ]) {
    await expect(header.getByRole('link', { name, exact: true })).toHaveAttribute('href', href ?? '');
  }
  await expect(header.getByRole('link', { name: 'webpack on GitHub' })).toHaveAttribute(
    'href',
    'https://github.com/webpack/webpack',
  );
  await expect(header.getByRole('link', { name: 'webpack on X' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'webpack questions on Stack Overflow' })).toBeVisible();
});

test('"Documentation" is not active outside the docs sections', async ({ page }) => {
  await page.goto('/contribute/');
  await hydrated(page);
  await expect(page.locator('header').getByRole('link', { name: 'Documentation', exact: true })).not.toHaveClass(
    /is-active/,
  );
  await expect(page.locator('header').getByRole('link', { name: 'Contribute', exact: true })).toHaveClass(/is-active/);
});

test('the Documentation sub-menu lists the section folders except contribute', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  const toggle = page.getByRole('button', { name: 'Documentation sections' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const list = page.locator('.docs-menu__list');
  expect(await list.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(sections);
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(toggle).toBeFocused();
});

// Both menus share useHoverMenu.
for (const menu of [
  { name: 'Documentation', button: { name: 'Documentation sections' }, list: '.docs-menu__list' },
  { name: 'language', button: { name: /^Language:/ }, list: '.language-menu__list' },
]) {
  test(`the ${menu.name} menu that a mouse opened by hovering stays open on a click of its toggle`, async ({
    page,
  }) => {
    await page.goto('/concepts/');
    await hydrated(page);
    const toggle = page.getByRole('button', menu.button);
    await toggle.hover();
    // The hover has opened it, and the page has drawn that, before the click.
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await toggle.click();
    await expect(page.locator(menu.list)).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // The next click closes it.
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
}

for (const menu of [
  { button: { name: 'Documentation sections' }, items: '.docs-menu__list a' },
  { button: { name: /^Language:/ }, items: '.language-menu__list a' },
]) {
  test(`on a phone, the menu of ${String(menu.button.name)} shows over a docs page’s bar`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/configuration/');
    await hydrated(page);
    await page.getByRole('button', menu.button).click();
    const links = page.locator(menu.items);
    await expect(links.first()).toBeVisible();
    // Each item is what a tap at its middle reaches: nothing is drawn over it.
    const covered = await links.evaluateAll((items) =>
      items.flatMap((item) => {
        const box = item.getBoundingClientRect();
        const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return top && item.contains(top) ? [] : [`${item.textContent ?? ''} under ${top?.className ?? 'nothing'}`];
      }),
    );
    expect(covered).toEqual([]);
  });
}

test('on a phone from 360 px wide, the links of the header take one row, each a target of at least 24 px, and the search field shows its whole placeholder', async ({
  page,
}) => {
  for (const width of [360, 390]) {
    await page.setViewportSize({ width, height: 740 });
    await page.goto('/guides/');
    await hydrated(page);
    const boxes = await page
      .locator('.header__nav > ul > li')
      .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect));
    expect(boxes, `${width} px`).toHaveLength(4);
    expect(new Set(boxes.map((box) => Math.round(box.top))).size, `${width} px: rows`).toBe(1);
    for (const box of boxes) expect(box.height, `${width} px`).toBeGreaterThanOrEqual(24);
    // Not past the screen's edge.
    expect(Math.max(...boxes.map((box) => box.right)), `${width} px`).toBeLessThanOrEqual(width);
    // The search field's placeholder fits inside its padding.
    const field = await page.getByRole('searchbox', { name: 'Search' }).evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d');
      if (context) context.font = `${style.fontSize} ${style.fontFamily}`;
      const inner = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return { inner, text: context?.measureText(input.placeholder).width ?? Infinity };
    });
    expect(field.text, `${width} px: the placeholder`).toBeLessThanOrEqual(field.inner);
  }
  // The smaller text is the bar's: the Documentation menu's items are as large as on a desktop.
  const itemSize = async () => {
    await page.getByRole('button', { name: 'Documentation sections' }).click();
    const size = await page
      .locator('.docs-menu__list a')
      .first()
      .evaluate((link) => getComputedStyle(link).fontSize);
    await page.keyboard.press('Escape');
    return size;
  };
  const onPhone = await itemSize();
  await page.setViewportSize({ width: 1280, height: 740 });
  expect(onPhone).toBe(await itemSize());
});

test('on a 320 px phone, the logo, search and tools keep one row: the language button shows its code', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/guides/');
  await hydrated(page);
  const bottoms = await page
    .locator('.header__logo, .header__tools > *')
    .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().bottom)));
  expect(bottoms.length).toBeGreaterThanOrEqual(5);
  // One row: the items end within a few pixels of each other; an item on a second row ends a
  // whole row (over 30 px) lower.
  expect(Math.max(...bottoms) - Math.min(...bottoms)).toBeLessThan(24);
  const language = page.getByRole('button', { name: 'Language: English' });
  // What shows (innerText leaves out what is not displayed).
  const shown = () => language.evaluate((button: HTMLElement) => button.innerText.trim());
  await expect.poll(shown).toBe('EN');
  await page.setViewportSize({ width: 390, height: 640 });
  await expect.poll(shown).toBe('English');
});
