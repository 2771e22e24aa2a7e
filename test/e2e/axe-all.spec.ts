/**
 * Every route of the build in Chromium with JavaScript, served with the headers the build wrote
 * for hosts (the preview server reads dist/_headers): it hydrates without a console error or
 * warning (a hydration mismatch is one), without a failed request to this origin and without a
 * `securitypolicyviolation` event under the enforced Content-Security-Policy, and axe
 * (WCAG 2.2 A and AA) finds nothing, in both themes. (routes.spec.ts checks every route without
 * JavaScript.) Each route is checked in full in the light theme; then the tab switches to the dark
 * theme and axe runs again with only the rules that read colours. The themes differ in colours
 * only (tokens.css: every colour is a light-dark() pair), so the rules that read structure, names
 * and roles would find the same things twice; a few pages of each kind are still checked in full
 * in the dark theme, in case that ever stops being true. Routes are checked in batches in one tab
 * each. Printable pages repeat the pages of their section, whose every page is checked; one
 * printable page is checked in both themes. The screens with lazy parts are also checked with
 * those parts loaded (screens-a11y.spec.ts).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { builtRoutes } from '../support/dist';
import { violationLines, WCAG_TAGS } from './axe';
import { expect, hydrated, test } from './fixtures';

/** The rules of those tags whose result depends on colours (axe-core's rule list). */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
const BATCH = 8;
const printable = builtRoutes()
  .map((route) => route.url)
  .filter((url) => url.endsWith('/printable/'));
/** Where the not-found page is checked: an unknown path. */
const NOT_FOUND = '/no/such/page/';
const urls = builtRoutes()
  .map((route) => (route.url === '404' ? NOT_FOUND : route.url))
  .filter((url) => !url.endsWith('/printable/'))
  .sort();
/** One page of each kind, checked in full in the dark theme too. */
const DARK_IN_FULL = ['/', '/concepts/', '/guides/getting-started/', '/blog/', NOT_FOUND, '/app-shell/'];

/**
 * axe with only the violations' nodes in the results. The result types go in before the rules:
 * AxeBuilder's `options()` replaces the rule selection made before it.
 *
 * Legacy mode runs axe once, from the page. The default mode runs it in each frame and then joins
 * the frames' partial results in a second page, passing every checked node across: twice the time
 * on the long pages (/configuration/output/: 20 s against 11). Legacy mode leaves cross-origin
 * frames out; the site has no frames at all, and `open` fails a page that has one.
 */
function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
}

function listed(url: string, scheme: string, found: Awaited<ReturnType<AxeBuilder['analyze']>>): string[] {
  return violationLines(found).map((line) => `${url} (${scheme}) ${line}`);
}

async function open(page: Page, url: string, scheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
  const response = await page.goto(url);
  // Enforced by the header as a host sends it, not only by the page's <meta>.
  expect(
    response?.headers()['content-security-policy'],
    `${url} was served without a Content-Security-Policy`,
  ).toContain("script-src 'self' 'sha256-");
  await hydrated(page, 20_000);
  // A printable page's script fills in the pages its HTML only links: check the whole.
  if (url.endsWith('/printable/'))
    await expect(page.locator('[data-printable-part]')).toHaveCount(0, { timeout: 30_000 });
  // axe runs in legacy mode, which leaves cross-origin frames out (see `axe`).
  expect(
    await page.locator('iframe, frame, object, embed').count(),
    `${url} holds a frame; axe's legacy mode leaves cross-origin frames out`,
  ).toBe(0);
  // Code blocks far from the viewport are not laid out (content-visibility in markdown.css), and
  // axe skips what has no layout: lay them all out, so that every token's contrast is checked.
  // Through the CSS object model: the site's policy refuses a <style> element it has no hash for.
  await page.evaluate(() => {
    for (const block of document.querySelectorAll<HTMLElement>('.code'))
      block.style.setProperty('content-visibility', 'visible', 'important');
  });
}

/** Every rule in the light theme, then the colour rules in the dark theme, on the same page. */
async function violationsInBothThemes(page: Page, url: string): Promise<string[]> {
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await open(page, url, 'light');
  const light = listed(url, 'light', await axe(page).withTags(WCAG_TAGS).analyze());
  const lightBackground = await background();
  await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
  // The page follows the system's change (ThemeToggle.tsx) when its 'change' event arrives.
  await page
    .waitForFunction(() => document.documentElement.dataset.theme === 'dark', undefined, { timeout: 5_000 })
    .catch(() => undefined);
  if ((await background()) === lightBackground)
    return [...light, `${url}: the page kept its light background (${lightBackground}) in the dark theme`];
  return [...light, ...listed(url, 'dark', await axe(page).withRules(COLOUR_RULES).analyze())];
}

/** The console line of the not-found page's own 404 status, which the browser logs as an error. */
const OWN_404 = /^error: Failed to load resource: the server responded with a status of 404/;

/**
 * Requests to this origin that fail or answer with an error status, as the page makes them. A
 * request cut off by the next navigation (ERR_ABORTED) is not a failure of the site.
 */
function failedRequests(page: Page): string[] {
  const failed: string[] = [];
  const origin = siteOrigin();
  page.on('response', (response) => {
    if (new URL(response.url()).origin === origin && response.status() >= 400)
      failed.push(`${response.status()} ${response.url()}`);
  });
  page.on('requestfailed', (request) => {
    const error = request.failure()?.errorText ?? '';
    if (new URL(request.url()).origin === origin && error !== 'net::ERR_ABORTED')
      failed.push(`${error} ${request.url()}`);
  });
  return failed;
}

/** The origin the tests open (the preview server). */
function siteOrigin(): string {
  return new URL(test.info().project.use.baseURL ?? '').origin;
}

/** Removes the first line that `matches`, if there is one. */
function excuseOnce(lines: string[], matches: (line: string) => boolean): string[] {
  const index = lines.findIndex(matches);
  return index < 0 ? lines : lines.filter((_, i) => i !== index);
}

for (let start = 0; start < urls.length; start += BATCH) {
  const batch = urls.slice(start, start + BATCH);
  test(`hydrates without console problems, failed requests or CSP violations, and no axe violations in either theme: ${batch[0]} … ${batch[batch.length - 1]}`, async ({
    page,
    consoleProblems,
    cspViolations,
  }) => {
    test.setTimeout(60_000 + batch.length * 45_000);
    const failed = failedRequests(page);
    const found: string[] = [];
    // What the console and the network report from the start of one url's visit to the start of
    // the next belongs to that url; after the last, the page settles before the rest is read.
    let current: { url: string; logged: number; failed: number; blocked: number } | undefined;
    const close = (): void => {
      if (!current) return;
      const { url } = current;
      found.push(...cspViolations.slice(current.blocked).map((line) => `${url}: the policy ${line}`));
      let logged = consoleProblems.slice(current.logged);
      let requests = failed.slice(current.failed);
      if (url === NOT_FOUND) {
        logged = excuseOnce(logged, (line) => OWN_404.test(line));
        requests = excuseOnce(requests, (line) => line === `404 ${siteOrigin()}${NOT_FOUND}`);
      }
      found.push(
        ...logged.map((line) => `${url} logged ${line}`),
        ...requests.map((line) => `${url} requested ${line}`),
      );
    };
    for (const url of batch) {
      close();
      current = { url, logged: consoleProblems.length, failed: failed.length, blocked: cspViolations.length };
      // A route that fails is reported, and the batch goes on with the next.
      found.push(
        ...(await violationsInBothThemes(page, url).catch((error: unknown) => [
          `${url}: ${String(error).split('\n')[0]}`,
        ])),
      );
    }
    await page.waitForLoadState('networkidle');
    close();
    expect(found).toEqual([]);
  });
}

for (const url of DARK_IN_FULL) {
  test(`no axe violations with every rule in the dark theme: ${url}`, async ({ page }) => {
    await open(page, url, 'dark');
    expect(listed(url, 'dark', await axe(page).withTags(WCAG_TAGS).analyze())).toEqual([]);
  });
}

for (const url of printable) {
  test(`${url} hydrates without console problems, failed requests or CSP violations`, async ({
    page,
    consoleProblems,
    cspViolations,
  }) => {
    const failed = failedRequests(page);
    await page.goto(url);
    await hydrated(page);
    // Every page of the section comes in, none fails (on a busy machine, after the network has
    // been quiet for a moment), and nothing along the way is logged or blocked.
    await expect(page.locator('[data-printable-part]')).toHaveCount(0, { timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    expect([...consoleProblems, ...failed, ...cspViolations]).toEqual([]);
  });
}

test('no axe violations on a printable page in either theme', async ({ page }) => {
  test.setTimeout(180_000);
  expect(await violationsInBothThemes(page, '/concepts/printable/')).toEqual([]);
});
