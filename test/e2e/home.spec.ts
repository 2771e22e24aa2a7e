/** The home splash: what the HTML holds before scripts, the sponsors, the clocks, reduced motion. */
import type { Page, Route } from '@playwright/test';
import { sponsorView, type SponsorData } from '../../src/shared/sponsors';
import { expect, hydrated, test } from './fixtures';

const SPONSOR_DATA = '**/data/sponsors.*.json';

/**
 * Where the fixture's logo is: on the site's own origin, which the Content-Security-Policy allows
 * (a logo host is allowed only when the build's sponsor data names it; the committed data has no
 * logos). Each test answers it.
 */
const LOGO = '/e2e-logos/big.svg';
const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="90" height="20"><rect width="90" height="20" fill="#8ed6fb"/></svg>';
const serveLogo = (route: Route) => route.fulfill({ status: 200, contentType: 'image/svg+xml', body: LOGO_SVG });

/** Sponsor data with amounts, in the shape of data/sponsors/<date>.json. */
const WITH_AMOUNTS: SponsorData = {
  date: '2026-11-22',
  source: 'e2e fixture',
  currency: 'USD',
  sponsors: [
    {
      slug: 'steady',
      name: 'Steady Co',
      website: 'https://steady.example',
      image: null,
      tier: 'platinum',
      since: '2019-01-01',
      totalCents: 1_000_000,
      monthlyCents: 90_000,
    },
    {
      slug: 'big-once',
      name: 'Big Once',
      website: 'https://big.example',
      image: LOGO,
      tier: 'platinum',
      since: '2018-01-01',
      totalCents: 5_000_000,
      monthlyCents: 0,
    },
    {
      slug: 'fresh',
      name: 'Fresh Start',
      website: null,
      image: null,
      tier: 'gold',
      since: '2026-11-15',
      totalCents: 20_000,
      monthlyCents: 1_667,
    },
  ],
};

/** Answers the lists' request with what the build would make of `data`. */
const serveSponsors = (data: SponsorData) => (route: Route) =>
  route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(sponsorView(data)) });

/** A clock that moves only when the test says: timers fire on runFor alone. */
async function stopClock(page: Page): Promise<void> {
  const start = new Date('2026-11-22T12:00:00Z');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
}

async function fixRandom(page: Page, value: number): Promise<void> {
  await page.addInitScript((v) => {
    Math.random = () => v;
  }, value);
}

/** Lighthouse's phone: the sponsor section starts more than two of its screens down. */
const PHONE = { width: 412, height: 823 };

/**
 * Scrolls the sponsor section into view: its lists load only once a reader comes near it
 * (src/client/screens/home/Sponsors.tsx), however tall the window.
 */
async function reachSponsors(page: Page): Promise<void> {
  await page.locator('.sponsors').scrollIntoViewIfNeeded();
}

test.describe('home page before scripts run', () => {
  test('holds the heading, the diagram, the intro and a sponsor placeholder, with its own chunk linked', async ({
    request,
  }) => {
    const html = await (await request.get('/')).text();
    expect(html).toContain('Bundle your assets, scripts, images and styles');
    expect(html).toMatch(/<svg class="diagram"[^>]*role="img"/);
    for (const title of ['Write your code', 'Bundle it', 'Dive into the docs', 'Support the Team'])
      expect(html).toContain(`>${title}</h2>`);
    expect(html).toContain('data-sponsors="placeholder"');
    expect(html).not.toContain('data-sponsors="loaded"');
    // The page's own stylesheet and script come with it: readable before any script runs.
    expect(html.match(/<link rel="stylesheet" href="\/[^"]+\.css">/g)).toHaveLength(2);
    // React, the app (with webpack's runtime) and the page's own chunk.
    expect(html.match(/<script defer src="[^"]+"><\/script>/g)).toHaveLength(3);
  });
});

test.describe('sponsors', () => {
  test('replace the placeholder with the lists once, in a box of the same size', async ({ page }) => {
    // Counts the placeholders taken out of the page: the section should change once, from the
    // prerendered placeholder to the lists, with no placeholder of the lists' own in between.
    await page.addInitScript(() => {
      const counter = window as unknown as { placeholdersRemoved: number };
      counter.placeholdersRemoved = 0;
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.removedNodes)
            if (node instanceof Element && node.matches('[data-sponsors="placeholder"]')) counter.placeholdersRemoved++;
      }).observe(document, { childList: true, subtree: true });
    });
    const removed = () =>
      page.evaluate(() => (window as unknown as { placeholdersRemoved: number }).placeholdersRemoved);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked: () => void = () => {};
    const requested = new Promise<void>((resolve) => (asked = resolve));
    await page.route(SPONSOR_DATA, async (route) => {
      asked();
      await held;
      await route.continue();
    });
    await page.goto('/');
    await hydrated(page);
    await reachSponsors(page);
    // The lists' chunk and their data arrive together: until then the prerendered placeholder stays.
    await requested;
    const groups = page.locator('.sponsors__groups');
    await expect(groups).toHaveAttribute('data-sponsors', 'placeholder');
    expect(await removed()).toBe(0);
    // The amounts' checkbox waits for the lists it switches.
    await expect(page.getByLabel('Show the average monthly amount over the last year')).toBeDisabled();
    const before = await groups.boundingBox();
    release();
    await expect(groups).toHaveAttribute('data-sponsors', 'loaded');
    expect(await removed()).toBe(1);
    await expect(page.getByLabel('Show the average monthly amount over the last year')).toBeEnabled();
    const after = await groups.boundingBox();
    expect(after?.height).toBe(before?.height);
    expect(after?.width).toBe(before?.width);
    // The committed data: names stand in for missing logos, each links to the sponsor's site.
    const link = page.getByRole('link', { name: 'trivago' });
    await expect(link).toHaveAttribute('href', 'https://www.trivago.com');
    await expect(page.getByRole('heading', { name: 'Backers' })).toBeVisible();
  });

  test('load only as a reader nears them, one screen ahead: not on a phone that shows the splash alone', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (/\/data\/sponsors\.[^/]+\.json$/.test(request.url())) asked.push(request.url());
    });
    await page.goto('/');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    const groups = page.locator('.sponsors__groups');
    expect(asked).toEqual([]);
    await expect(groups).toHaveAttribute('data-sponsors', 'placeholder');
    // The section's top half a screen below the window: near enough.
    const top = await page.locator('.sponsors').evaluate((node) => node.getBoundingClientRect().top + window.scrollY);
    await page.evaluate((y) => window.scrollTo(0, y), top - PHONE.height * 1.5);
    await expect(groups).toHaveAttribute('data-sponsors', 'loaded');
    expect(asked).toHaveLength(1);
    expect(await page.locator('.sponsors').evaluate((node) => node.getBoundingClientRect().top)).toBeGreaterThan(
      PHONE.height,
    );
  });

  test('print neither empty tiles nor their controls before the lists load, and the lists once they have', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await hydrated(page);
    const section = page.locator('.sponsors');
    await expect(page.locator('.sponsors__groups')).toHaveAttribute('data-sponsors', 'placeholder');
    await page.emulateMedia({ media: 'print' });
    await expect(section).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Support the Team' })).toBeVisible();
    await page.emulateMedia({ media: 'screen' });
    await reachSponsors(page);
    await expect(page.locator('.sponsors__groups')).toHaveAttribute('data-sponsors', 'loaded');
    await page.emulateMedia({ media: 'print' });
    await expect(section).toBeVisible();
  });

  test('switch between total and monthly amounts with the checkbox', async ({ page }) => {
    await page.route(SPONSOR_DATA, serveSponsors(WITH_AMOUNTS));
    await page.route(`**${LOGO}`, serveLogo);
    await fixRandom(page, 0.34);
    await page.goto('/');
    await hydrated(page);
    await reachSponsors(page);
    const toggle = page.getByLabel('Show the average monthly amount over the last year');
    await expect(page.locator('[data-sponsors="loaded"]')).toHaveAttribute('data-mode', 'total');
    await expect(toggle).not.toBeChecked();
    const platinum = page.locator('.sponsors__group--platinum .sponsor');
    await expect(platinum.locator('.sponsor__amount')).toHaveText(['$50,000 in total', '$10,000 in total']);
    await expect(platinum.locator('.sponsor__logo')).toHaveText(['', 'Steady Co']);
    await toggle.check();
    await expect(page.locator('[data-sponsors="loaded"]')).toHaveAttribute('data-mode', 'monthly');
    await expect(platinum.locator('.sponsor__amount')).toHaveText(['$900 a month', '$0 a month']);
    await expect(platinum.locator('.sponsor__logo')).toHaveText(['Steady Co', '']);
    // A logo that loads shows as an image named for the sponsor; the newest sponsor is also in "latest".
    await expect(page.getByRole('img', { name: 'Big Once' })).toBeVisible();
    await expect(page.locator('.sponsors__group--latest .sponsor')).toHaveText(['Fresh Start$17 a month']);
    await toggle.uncheck();
    await expect(platinum.locator('.sponsor__amount').first()).toHaveText('$50,000 in total');
  });

  test('start monthly when the random draw is under 0.33', async ({ page }) => {
    await page.route(SPONSOR_DATA, serveSponsors(WITH_AMOUNTS));
    await fixRandom(page, 0.32);
    await page.goto('/');
    await hydrated(page);
    await reachSponsors(page);
    await expect(page.getByLabel('Show the average monthly amount over the last year')).toBeChecked();
    await expect(page.locator('[data-sponsors="loaded"]')).toHaveAttribute('data-mode', 'monthly');
  });

  test('fall back to the name when a logo fails to load', async ({ page }) => {
    await page.route(SPONSOR_DATA, serveSponsors(WITH_AMOUNTS));
    await page.route(`**${LOGO}`, (route) =>
      route.fulfill({ status: 200, contentType: 'image/png', body: 'not a png' }),
    );
    await page.goto('/');
    await hydrated(page);
    await reachSponsors(page);
    await expect(page.locator('[data-sponsor="big-once"] .sponsor__name')).toHaveText('Big Once');
    await expect(page.locator('[data-sponsor="big-once"] img')).toHaveCount(0);
  });

  test('say so when the list cannot load, and the page keeps working', async ({ page, consoleProblems }) => {
    await page.route(SPONSOR_DATA, (route) => route.abort('internetdisconnected'));
    await page.goto('/');
    await hydrated(page);
    await reachSponsors(page);
    await expect(page.getByText('The sponsor list could not load.')).toBeVisible();
    await page.getByRole('link', { name: 'Get started' }).click();
    await expect(page).toHaveURL(/\/guides\/getting-started\/$/);
    consoleProblems.length = 0; // the aborted request is logged by the browser itself
  });
});

test.describe('motion', () => {
  test('the heading’s word changes first after 5000 ms, then every 5000 ms, without moving the heading', async ({
    page,
  }) => {
    await stopClock(page);
    await page.goto('/');
    await hydrated(page);
    const word = page.locator('.rotating__word');
    const box = await page.locator('.rotating').boundingBox();
    expect(box?.width).toBe(110);
    const lead = await page.locator('.splash__lead').boundingBox();
    await expect(word).toHaveText('assets');
    await page.clock.runFor(4900);
    await expect(word).toHaveText('assets');
    await page.clock.runFor(100);
    await expect(word).toHaveText('scripts');
    await page.clock.runFor(4900);
    await expect(word).toHaveText('scripts');
    await page.clock.runFor(100);
    await expect(word).toHaveText('images');
    await page.clock.runFor(5000);
    await expect(word).toHaveText('styles');
    await page.clock.runFor(5000);
    await expect(word).toHaveText('assets');
    expect(await page.locator('.splash__lead').boundingBox()).toEqual(lead);
  });

  test('the cube turns every 5000 ms', async ({ page }) => {
    await stopClock(page);
    await page.goto('/');
    await hydrated(page);
    const cube = page.locator('.cube');
    await expect(cube).toHaveAttribute('data-step', '0');
    expect(await cube.evaluate((el) => getComputedStyle(el).width)).toBe('120px');
    await page.clock.runFor(4900);
    await expect(cube).toHaveAttribute('data-step', '0');
    await page.clock.runFor(100);
    await expect(cube).toHaveAttribute('data-step', '1');
    await page.clock.runFor(5000);
    await expect(cube).toHaveAttribute('data-step', '2');
  });

  test('everything stands still under prefers-reduced-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await stopClock(page);
    await page.goto('/');
    await hydrated(page);
    await page.clock.runFor(30_000);
    await expect(page.locator('.rotating__word')).toHaveText('assets');
    await expect(page.locator('.cube')).toHaveAttribute('data-step', '0');
    const animations = await page.evaluate(() => document.getAnimations().length);
    expect(animations).toBe(0);
    const layer = await page
      .locator('.diagram__flow')
      .first()
      .evaluate((el) => getComputedStyle(el).animationName);
    expect(layer).toBe('none');
  });

  test('the diagram moves from 5000 ms on, only in view and while the tab is shown, with opacity and transform only', async ({
    page,
  }) => {
    await stopClock(page);
    await page.goto('/');
    await hydrated(page);
    const diagram = page.locator('.home__diagram');
    const running = () =>
      page.evaluate(() =>
        document
          .getAnimations()
          .filter((a) => a.playState === 'running' && (a.effect as KeyframeEffect).target?.closest('.home__diagram'))
          .map((a) => (a.effect as KeyframeEffect).target?.getAttribute('class') ?? ''),
      );
    // In view, it stands still while the page loads, and starts with the heading and the cube.
    await diagram.scrollIntoViewIfNeeded();
    await page.clock.runFor(4900);
    await expect(diagram).toHaveAttribute('data-moving', 'false');
    expect(await running()).toEqual([]);
    await page.clock.runFor(100);
    await expect(diagram).toHaveAttribute('data-moving', 'true');
    // Scrolled out of view: paused.
    await page.locator('footer').scrollIntoViewIfNeeded();
    await expect(diagram).not.toBeInViewport();
    await expect(diagram).toHaveAttribute('data-moving', 'false');
    expect(await running()).toEqual([]);
    await diagram.scrollIntoViewIfNeeded();
    await expect(diagram).toHaveAttribute('data-moving', 'true');
    await expect
      .poll(running)
      .toEqual(
        expect.arrayContaining([
          'diagram__flow diagram__flow--in',
          'diagram__flow diagram__flow--out',
          'diagram__pulse',
        ]),
      );
    // Every animated property is one the compositor runs.
    const properties = await page.evaluate(() =>
      document
        .getAnimations()
        .flatMap((a) =>
          (a.effect as KeyframeEffect)
            .getKeyframes()
            .flatMap((frame) =>
              Object.keys(frame).filter((key) => !['offset', 'computedOffset', 'easing', 'composite'].includes(key)),
            ),
        ),
    );
    expect(new Set(properties)).toEqual(new Set(['opacity', 'transform']));
    // Ten cycles of 2.4 s to an iteration: the main thread's frames around an iteration's end (for
    // its event) come every 24 s, not every 1.2 s.
    const iterations = await page.evaluate(() =>
      document
        .getAnimations()
        .filter((a) => (a.effect as KeyframeEffect).target?.closest('.home__diagram'))
        .map((a) => Number(a.effect?.getComputedTiming().duration)),
    );
    expect(iterations).toHaveLength(3);
    expect(Math.min(...iterations)).toBeGreaterThanOrEqual(20_000);
    // A hidden tab pauses it.
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await expect(diagram).toHaveAttribute('data-moving', 'false');
    expect(await running()).toEqual([]);
  });
});

test.describe('home screen chunk', () => {
  test('docs pages do not download it; navigating home loads it and shows the splash', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    const homeHtml = await (await page.request.get('/')).text();
    const ownChunk = [...homeHtml.matchAll(/<script defer src="([^"]+)"/g)]
      .map((m) => m[1])
      .find((src) => !/\/(runtime|framework|main)\./.test(src ?? ''));
    expect(ownChunk).toBeTruthy();
    await page.goto('/concepts/');
    await hydrated(page);
    expect(scripts).not.toContain(ownChunk);
    await page.locator('header').getByRole('link', { name: 'webpack home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('.rotating__word')).toHaveText('assets');
    expect(scripts).toContain(ownChunk);
    await expect(page.locator('[data-sponsors="loaded"]')).toBeVisible();
  });
});
