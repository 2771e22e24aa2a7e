/**
 * Reading a docs page as the best docs sites let you: a heading reached any way lands at the top,
 * below what sticks there, and stays there; the header, the sidebar and "On this page" stay in
 * view; menus work with touch; nothing scrolls sideways on a small phone; a page that loads slowly
 * or fails keeps its frame; long option names break after a dot; the CLI's flags line up in
 * columns, and on a phone stack; blocks keep their copy button off the code; blog posts show their
 * date and author.
 */
import type { Page } from '@playwright/test';
import { expect, followLinkInPage, hydrated, test } from './fixtures';

test.use({ viewport: { width: 1280, height: 800 } });

/** Where a heading should be once reached: at the top of the reading area, below the sticky header. */
async function readingTop(page: Page): Promise<number> {
  return page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop));
}

/** The heading's distance from where it should land, now and after the page has settled. */
async function expectLanded(page: Page, id: string): Promise<void> {
  const top = await readingTop(page);
  const heading = page.locator(`[id="${id}"]`);
  await expect
    .poll(async () => Math.round(((await heading.boundingBox())?.y ?? -999) - top))
    .toBeGreaterThanOrEqual(-2);
  await expect.poll(async () => Math.round(((await heading.boundingBox())?.y ?? -999) - top)).toBeLessThanOrEqual(2);
  // Later layout (code blocks laid out as they come into view) does not move it.
  await page.waitForTimeout(1200);
  const after = Math.round(((await heading.boundingBox())?.y ?? -999) - top);
  expect(Math.abs(after), `#${id} moved ${after}px after landing`).toBeLessThanOrEqual(2);
}

const TARGETS = [
  { url: '/loaders/babel-loader/', id: 'customize' },
  { url: '/guides/getting-started/', id: 'add-a-configuration-file' },
  { url: '/configuration/output/', id: 'outputenvironmentnodebuiltinmodulegetter' },
];

test.describe('a heading reached', () => {
  for (const { url, id } of TARGETS) {
    test(`by its address lands below the header and stays: ${url}#${id}`, async ({ page }) => {
      await page.goto(`${url}#${id}`);
      await hydrated(page);
      await expectLanded(page, id);
      // "On this page" marks it.
      if (await page.locator(`.toc a[href="#${id}"]`).count())
        await expect(page.locator(`.toc a[href="#${id}"]`)).toHaveAttribute('aria-current', 'location');
    });
  }

  test('from "On this page" and by a change of the hash', async ({ page }) => {
    await page.goto('/configuration/output/');
    await hydrated(page);
    await page.locator('.toc a[href="#outputclean"]').click();
    await expectLanded(page, 'outputclean');
    await expect(page.locator('.toc a[href="#outputclean"]')).toHaveAttribute('aria-current', 'location');
    await page.evaluate(() => (window.location.hash = '#outputcopy'));
    await expectLanded(page, 'outputcopy');
  });

  test('by a link from another page (client navigation)', async ({ page }) => {
    await page.goto('/concepts/output/');
    await hydrated(page);
    await followLinkInPage(page, '/configuration/output/#outputpublicpath');
    await expect(page).toHaveURL(/\/configuration\/output\/#outputpublicpath$/);
    await expectLanded(page, 'outputpublicpath');
  });

  test('by a search result', async ({ page }) => {
    await page.goto('/concepts/');
    await hydrated(page);
    await page.getByRole('searchbox', { name: 'Search' }).click();
    const input = page.getByRole('combobox', { name: 'Search' });
    await input.fill('output.publicPath');
    await expect(page.getByRole('option').first()).toBeVisible();
    await input.press('Enter');
    await expect(page).toHaveURL(/#outputpublicpath$/);
    await expectLanded(page, 'outputpublicpath');
  });
});

test.describe('on a long page', () => {
  test('the header, the sidebar and "On this page" stay in view, each scrolling on its own', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/configuration/output/');
    await hydrated(page);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await page.waitForTimeout(200);
    const header = await page.locator('header.header').boundingBox();
    expect(header?.y).toBe(0);
    const sidebar = page.getByRole('navigation', { name: /pages/i }).first();
    await expect(sidebar).toBeInViewport();
    await expect(page.getByRole('navigation', { name: 'On this page' })).toBeInViewport();
    // Each column scrolls by itself: its box ends at the window's bottom.
    const side = await page.locator('.doc__side').boundingBox();
    expect(Math.round((side?.y ?? 0) + (side?.height ?? 0))).toBe(900);
    expect(await page.locator('.doc__drawer').evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
  });

  test('on a phone, the bar with the menu button stays at the top and opens the sidebar', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/configuration/output/');
    await hydrated(page);
    await page.evaluate(() => window.scrollTo(0, 20_000));
    const bar = page.locator('.doc__bar');
    await expect(bar).toBeInViewport();
    expect((await bar.boundingBox())?.y).toBe(0);
    await page.getByRole('button', { name: 'Section navigation' }).click();
    await expect(page.locator('#doc-sidebar')).toBeInViewport();
  });
});

test.describe('the header', () => {
  test('its menus open with a tap and stay open', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await page.goto('/concepts/');
    await hydrated(page);
    await page.getByRole('button', { name: 'Documentation sections' }).tap();
    await page.waitForTimeout(400);
    await expect(page.locator('.docs-menu__list')).toBeVisible();
    await page.getByRole('button', { name: /^Language/ }).tap();
    await page.waitForTimeout(400);
    await expect(page.locator('.language-menu__list')).toBeVisible();
    await context.close();
  });

  test('its items sit on one line, and nothing scrolls sideways, down to 320 px', async ({ page }) => {
    await page.goto('/concepts/');
    await hydrated(page);
    const centre = async (selector: string) => {
      const box = await page.locator(selector).first().boundingBox();
      return Math.round((box?.y ?? 0) + (box?.height ?? 0) / 2);
    };
    expect(await centre('.docs-menu > a')).toBe(await centre('.header__nav a[href="/contribute/"]'));
    for (const url of [
      '/',
      '/concepts/',
      '/configuration/output/',
      '/api/cli/',
      '/organization/',
      '/vote/',
      '/glossary/',
      '/blog/',
      '/no/such/page/',
    ]) {
      await page.setViewportSize({ width: 320, height: 700 });
      await page.goto(url);
      await hydrated(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${url} is wider than 320 px`).toBeLessThanOrEqual(0);
      await expect(page.getByRole('link', { name: 'Blog' }).first()).toBeInViewport();
    }
  });
});

test.describe('the frame', () => {
  test('stays while a page loads slowly, and when it fails, with a styled error and a retry', async ({ page }) => {
    await page.goto('/concepts/');
    await hydrated(page);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/c[0-9a-f]{10}\.js$/, async (route) => {
      await held;
      await route.abort();
    });
    await page.locator('.sidebar a[href="/concepts/output/"]').click();
    await expect(page.locator('.doc__placeholder')).toBeVisible();
    await expect(page.locator('#doc-sidebar')).toBeVisible();
    await expect(page.locator('main')).toHaveAttribute('aria-busy', 'true');
    release();
    const error = page.locator('.doc__error');
    await expect(error.getByRole('heading', { name: 'Error loading content.' })).toBeVisible();
    await expect(page.locator('#doc-sidebar')).toBeVisible();
    const retry = error.getByRole('button', { name: 'Try again' });
    await expect(retry).toHaveClass(/button/);
    const [button, box] = [await retry.boundingBox(), await error.boundingBox()];
    expect(button && box && button.x >= box.x && button.x + button.width <= box.x + box.width).toBe(true);
    await page.unroute(/\/c[0-9a-f]{10}\.js$/);
    await retry.click();
    await expect(page.locator('main h1')).toHaveText('Output');
  });

  test('a top-level page without a sidebar sits in the middle', async ({ page }) => {
    await page.setViewportSize({ width: 1100, height: 800 });
    await page.goto('/glossary/');
    await hydrated(page);
    const article = await page.locator('.doc__article').boundingBox();
    const left = article?.x ?? 0;
    const right = 1100 - left - (article?.width ?? 0);
    expect(Math.abs(left - right)).toBeLessThanOrEqual(20);
  });
});

test('a long option name breaks after a dot, never in a word', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/configuration/output/#outputenvironmentnodebuiltinmodulegetter');
  await hydrated(page);
  const link = page.locator('.toc a[href="#outputenvironmentnodebuiltinmodulegetter"]');
  const breaks = await link.evaluate((a) => {
    // The characters after which the rendered text goes to a new line.
    const text = a.textContent ?? '';
    const walker = document.createTreeWalker(a, NodeFilter.SHOW_TEXT);
    const tops: { char: string; top: number }[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (let i = 0; i < (node.textContent ?? '').length; i += 1) {
        // The zero-width space that allows the break has no box of its own to place.
        if (node.textContent?.[i] === '\u200B') continue;
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        tops.push({ char: node.textContent?.[i] ?? '', top: Math.round(range.getBoundingClientRect().top) });
      }
    }
    return {
      text,
      before: tops.flatMap((t, i) => (i > 0 && t.top > (tops[i - 1]?.top ?? 0) ? [tops[i - 1]?.char] : [])),
    };
  });
  // The break is a zero-width space after each dot, which the link's name leaves out.
  expect(breaks.text).toBe('output.\u200Benvironment.\u200BnodeBuiltinModuleGetter');
  await expect(
    page.locator('.toc').getByRole('link', { name: 'output.environment.nodeBuiltinModuleGetter', exact: true }),
  ).toHaveCount(1);
  expect(breaks.before.length).toBeGreaterThan(0);
  for (const char of breaks.before) expect(char).toBe('.');
});

/** The boxes of the flag, type and option of the first items of the list under a heading. */
async function flagItems(page: Page, heading: string) {
  return page.locator(`[id="${heading}"] + .flag-list > li:not([aria-hidden])`).evaluateAll((items) =>
    items.slice(0, 16).map((item) => {
      const box = (node: Node) => {
        const range = document.createRange();
        range.selectNodeContents(node);
        const rect = range.getBoundingClientRect();
        return { x: Math.round(rect.x), y: Math.round(rect.y), bottom: Math.round(rect.bottom) };
      };
      const [flag, type, option] = [...item.childNodes].filter(
        (node) => node.nodeType === Node.ELEMENT_NODE || node.textContent?.trim(),
      );
      if (!flag || !type || !option) throw new Error(`an item without three parts: ${item.textContent}`);
      return { flag: box(flag), type: box(type), option: box(option), text: type.textContent?.trim() };
    }),
  );
}

test('the CLI’s flags: flag, type and option in columns; on a phone the flag above its type and option', async ({
  page,
}) => {
  await page.goto('/api/cli/#cache-flags');
  await hydrated(page);
  const wide = await flagItems(page, 'cache-flags');
  expect(wide.length).toBe(16);
  expect(wide.map((item) => item.text)).toContain('RegExp | path, repeatable');
  for (const item of wide) {
    // One row: the three start on the same line, left to right.
    expect(Math.abs(item.type.y - item.flag.y)).toBeLessThanOrEqual(4);
    expect(item.flag.x).toBeLessThan(item.type.x);
    expect(item.type.x).toBeLessThan(item.option.x);
  }
  // Columns: each part starts where the same part of every other item does.
  for (const part of ['flag', 'type', 'option'] as const)
    expect(new Set(wide.map((item) => item[part].x)).size, part).toBe(1);

  await page.setViewportSize({ width: 360, height: 740 });
  const narrow = await flagItems(page, 'cache-flags');
  for (const item of narrow) {
    expect(item.type.y).toBeGreaterThanOrEqual(item.flag.bottom - 1);
    expect(item.type.x).toBe(item.flag.x);
  }
  await expect(page.locator('.flag-list__head').first()).toBeHidden();
});

test('a code block without a title keeps its copy button off the code', async ({ page }) => {
  await page.goto('/api/cli/');
  await hydrated(page);
  const block = page.locator('figure.code:not([data-title])').first();
  const [button, code] = [await block.locator('.code__copy').boundingBox(), await block.locator('pre').boundingBox()];
  if (!button || !code) throw new Error('not laid out');
  expect(button.x >= code.x + code.width - 1 || button.y + button.height <= code.y + 1).toBe(true);
});

test('the sidebar: its menu button clear of the version switcher, whose items have room; none on the blog', async ({
  page,
}) => {
  await page.goto('/concepts/');
  await hydrated(page);
  const [toggle, switcher] = [
    await page.locator('.doc__sidebar-toggle').boundingBox(),
    await page.locator('.version-switcher').boundingBox(),
  ];
  if (!toggle || !switcher) throw new Error('not laid out');
  expect(toggle.y + toggle.height <= switcher.y || toggle.x + toggle.width <= switcher.x).toBe(true);
  const padding = await page
    .locator('.version-switcher__item')
    .first()
    .evaluate((el) => parseFloat(getComputedStyle(el).paddingInlineStart));
  expect(padding).toBeGreaterThanOrEqual(8);
  await page.goto('/blog/2026-11-19-webpack-5-113/');
  await hydrated(page);
  await expect(page.locator('.version-switcher')).toHaveCount(0);
});

test('a blog post shows its date and author', async ({ page }) => {
  await page.goto('/blog/2026-11-19-webpack-5-113/');
  await hydrated(page);
  const byline = page.locator('.doc__byline');
  await expect(byline.locator('time')).toHaveAttribute('datetime', '2026-11-19');
  await expect(byline).toContainText('November 19, 2026');
  await expect(byline).toContainText('by The webpack documentation team');
});

test('the home page’s snippets are highlighted code blocks with a copy button', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  const blocks = page.locator('.home__code figure.code');
  await expect(blocks).toHaveCount(4);
  await expect(blocks.first().locator('.sh-token-keyword').first()).toBeVisible();
  await expect(blocks.first().getByRole('button', { name: 'Copy code' })).toBeVisible();
  // Nothing is cut off: every line fits its box.
  for (const pre of await page.locator('.home__code pre').all())
    expect(await pre.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
});

test('an ecosystem badge that cannot load becomes a text badge of the same size', async ({ page }) => {
  await page.route(/img\.shields\.io/, (route) => route.abort());
  await page.goto('/organization/');
  await hydrated(page);
  const first = page.locator('.project').first();
  const fallback = first.locator('.badge-fallback[data-badge="downloads"]');
  await expect(fallback).toBeVisible();
  await expect(fallback).toContainText('downloads');
  const box = await fallback.boundingBox();
  expect(box?.width).toBe(130);
  expect(box?.height).toBe(20);
  await expect(first.locator('img')).toHaveCount(0);
});
