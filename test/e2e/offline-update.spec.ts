/**
 * Updates with the service worker, against two production builds that differ in content: the
 * site of dist/ (the first deploy), then a second build of a copy of content/ whose Concepts page
 * has one more paragraph (the second deploy), served at the same origin while a tab is open.
 *
 * The second build also has an analytics measurement id and DocSearch, which dist/ has not: the
 * analytics and Content-Security-Policy tests at the end use the two builds as well, one with and
 * one without (one build less for the suite). Each build's policy names those hosts only if it
 * uses them, and nothing either build does is blocked by it.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { docSearchOrigins, parsePolicy } from '../../src/node/host/csp';
import { BUILD_MANIFEST, DIST_DIR } from '../../src/node/paths';
import { createServer } from '../../src/node/serve';
import { expect, hydrated, recordConsoleProblems, recordCspViolations, test } from './fixtures';

test.use({ serviceWorkers: 'allow' });
test.describe.configure({ mode: 'serial' });

const FIRST = DIST_DIR;
const MARKER = 'This paragraph is new in the second deploy.';
const ANALYTICS_ID = 'G-TEST1234';
const DOCSEARCH = {
  DOCSEARCH_APP_ID: 'TESTAPP1',
  DOCSEARCH_API_KEY: 'search-only-key',
  DOCSEARCH_INDEX_NAME: 'webpack-docs',
};
let work: string;
let second: string;

test.beforeAll(() => {
  test.setTimeout(600_000);
  // Inside the repository: the server bundle of the second build needs its node_modules. One
  // folder per parallel worker (the tests of this file are spread over them, each builds its own),
  // the same on every run: its generated modules' place is part of the name of webpack's cache,
  // so the next run builds from that cache instead of leaving a new one behind (~250 MB).
  work = path.resolve('.cache', `second-deploy-${test.info().parallelIndex}`);
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  // The content dist/ was built from (see src/node/build.ts), and the files its pages use.
  const { contentDir } = JSON.parse(readFileSync(BUILD_MANIFEST, 'utf8')) as { contentDir: string };
  cpSync(contentDir, path.join(work, 'content'), { recursive: true });
  cpSync(path.join(contentDir, '..', 'public'), path.join(work, 'public'), { recursive: true });
  const page = path.join(work, 'content', 'concepts', 'index.md');
  writeFileSync(page, `${readFileSync(page, 'utf8').trimEnd()}\n\n${MARKER}\n`);
  second = path.join(work, 'dist');
  const built = spawnSync(process.execPath, ['--import', 'tsx', 'src/node/build.ts'], {
    env: {
      ...process.env,
      CONTENT_DIR: path.join(work, 'content'),
      DIST_DIR: second,
      SITE_DIR: path.join(work, '.site'),
      ANALYTICS_ID,
      ...DOCSEARCH,
    },
    encoding: 'utf8',
  });
  expect(built.status, `${built.stdout}${built.stderr}`).toBe(0);
});

test.afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

/**
 * One origin whose files can be swapped for another build's, as a deploy does. A swap drops every
 * open connection to the old files, so no kept-alive socket can answer for the old build later.
 */
class Deploy {
  private server: Server | undefined;
  port = 0;

  async serve(root: string): Promise<void> {
    await this.stop();
    const server = createServer(root);
    await new Promise<void>((resolve) => server.listen(this.port, 'localhost', resolve));
    this.server = server;
    this.port = (server.address() as AddressInfo).port;
  }

  url(pathname: string): string {
    return `http://localhost:${this.port}${pathname}`;
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    const closed = new Promise((resolve) => server.close(resolve));
    server.closeAllConnections();
    await closed;
  }
}

/** Runs a test against its own origin, serving the first deploy to begin with. */
async function withDeploy(run: (deploy: Deploy) => Promise<void>): Promise<void> {
  const deploy = new Deploy();
  await deploy.serve(FIRST);
  try {
    await run(deploy);
  } finally {
    await deploy.stop();
  }
}

async function controlled(page: Page): Promise<void> {
  await hydrated(page);
  await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller), undefined, { timeout: 30_000 });
}

/** What a reader returning to the tab triggers: the page asks the worker's script for changes. */
async function returnToTab(page: Page): Promise<void> {
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
}

test('a deploy while the tab is open: the notice, UPDATING, and a reload into the new content at the same place', async ({
  page,
  cspViolations,
}) => {
  // Two workers install (each downloads its build's offline copy) and the page reloads: on a busy
  // 2-core machine (a build and a benchmark ran beside the tests) it went past the default 60 s once.
  test.slow();
  await withDeploy(async (deploy) => {
    await page.goto(deploy.url('/concepts/'));
    await controlled(page);
    await expect(page.getByText(MARKER)).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 600));

    await deploy.serve(second);
    await returnToTab(page);
    const notice = page.getByRole('region', { name: 'Site update' });
    await expect(notice.getByText('A new version is available')).toBeVisible({ timeout: 30_000 });
    const button = notice.getByRole('button', { name: 'UPDATE', exact: true });
    expect((await button.boundingBox())?.width).toBe(100);
    expect((await button.locator('svg').boundingBox())?.width).toBe(20);

    // Record what the button shows until the page goes away.
    const states: string[] = [];
    await page.exposeFunction('recordButton', (state: string) => states.push(state));
    await page.evaluate(() => {
      const target = document.querySelector('.update-notice__button');
      if (!target) throw new Error('no update button');
      new MutationObserver(() =>
        (window as unknown as { recordButton: (s: string) => void }).recordButton(
          `${target.textContent} ${(target as HTMLButtonElement).disabled}`,
        ),
      ).observe(target, {
        attributes: true,
        childList: true,
        subtree: true,
      });
    });
    const reloaded = page.waitForEvent('load');
    await button.click();
    await reloaded;
    expect(states).toContain('UPDATING true');

    await hydrated(page);
    expect(page.url()).toBe(deploy.url('/concepts/'));
    await expect(page.getByText(MARKER)).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(600);
    await expect(notice).toHaveCount(0);
    // Each build's page ran under its own policy, the worker in between, with nothing blocked.
    expect(cspViolations).toEqual([]);
  });
});

test('the notice stays collapsed across a reload', async ({ page }) => {
  await withDeploy(async (deploy) => {
    await page.goto(deploy.url('/concepts/'));
    await controlled(page);
    await deploy.serve(second);
    await returnToTab(page);
    const notice = page.getByRole('region', { name: 'Site update' });
    const toggle = notice.getByRole('button', { name: 'Hide the update notice' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true', { timeout: 30_000 });
    await toggle.click();
    await expect(notice.getByRole('button', { name: 'Show the update notice' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(notice.getByText('A new version is available')).toBeHidden();

    await page.reload();
    await controlled(page);
    // The new worker is still waiting: the notice is back, collapsed as the reader left it.
    const expand = notice.getByRole('button', { name: 'Show the update notice' });
    await expect(expand).toHaveAttribute('aria-expanded', 'false', { timeout: 30_000 });
    await expand.click();
    await expect(notice.getByText('A new version is available')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('update-notice-collapsed'))).toBe('0');
  });
});

test('an online reader gets the new page on the next load, with only the new build’s files', async ({ page }) => {
  await withDeploy(async (deploy) => {
    await page.goto(deploy.url('/concepts/'));
    await controlled(page);
    await deploy.serve(second);
    const scripts: string[] = [];
    page.on('request', (request) => {
      // This origin's scripts (the second build has analytics, whose script comes from elsewhere).
      if (request.resourceType() === 'script' && request.url().startsWith(deploy.url('/')))
        scripts.push(new URL(request.url()).pathname.slice(1));
    });
    await page.reload();
    await hydrated(page);
    await expect(page.getByText(MARKER)).toBeVisible();
    // Every script the page loaded is a file of the second build.
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(readFileSync(path.join(second, script)).length, script).toBeGreaterThan(0);
    const firstMain = readFileSync(path.join(FIRST, 'concepts', 'index.html'), 'utf8').match(
      /src="\/(main\.[0-9a-f]{10}\.js)"/,
    )?.[1];
    const secondMain = readFileSync(path.join(second, 'concepts', 'index.html'), 'utf8').match(
      /src="\/(main\.[0-9a-f]{10}\.js)"/,
    )?.[1];
    expect(await page.locator('script[src^="/main."]').getAttribute('src')).toBe(`/${secondMain}`);
    expect(firstMain).toBeDefined();
  });
});

test.describe('without the service worker', () => {
  test.use({ serviceWorkers: 'block' });

  test('a deploy that removed the old chunks: client navigation loads the new version in full', async ({ page }) => {
    await withDeploy(async (deploy) => {
      await page.goto(deploy.url('/concepts/why-webpack/'));
      await hydrated(page);
      // The files the page fetches once loaded (the pwa chunk) come from the first deploy too.
      await page.waitForLoadState('networkidle');
      await deploy.serve(second);
      // The old build's route table and page chunks are gone from the server.
      const loads: string[] = [];
      const traffic: string[] = [];
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) loads.push(frame.url());
      });
      page.on('response', (response) =>
        traffic.push(`${response.request().method()} ${response.status()} ${response.url()}`),
      );
      page.on('requestfailed', (request) =>
        traffic.push(`${request.method()} failed ${request.url()}: ${request.failure()?.errorText}`),
      );
      page.on('console', (message) => traffic.push(`console ${message.type()}: ${message.text()}`));
      try {
        await page.locator('.sidebar__page > a[href="/concepts/"]').click();
        await expect(page.getByText(MARKER)).toBeVisible({ timeout: 15_000 });
        expect(page.url()).toBe(deploy.url('/concepts/'));
        // A full page load of the target, not "Error loading content.".
        expect(loads).toContain(deploy.url('/concepts/'));
        expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
        expect(
          await page.evaluate(
            () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).name,
          ),
        ).toBe(deploy.url('/concepts/'));
        await expect(page.locator('main h1')).toHaveText('Concepts');
      } catch (error) {
        // What happened is the clue when this fails only on another machine.
        throw new Error(
          `${error instanceof Error ? error.message : String(error)}\n\nafter the click:\n${traffic.join('\n')}`,
          { cause: error },
        );
      }
    });
  });
});

test.describe('analytics', () => {
  test.use({ serviceWorkers: 'block' });

  /** The calls the page made to gtag, as arrays. */
  const calls = (page: Page): Promise<unknown[][]> =>
    page.evaluate(() =>
      ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((args) => Array.from(args)),
    );
  const pageViews = async (page: Page) =>
    (await calls(page))
      .filter((call) => call[0] === 'event' && call[1] === 'page_view')
      .map((call) => call[2] as { page_location: string; page_title: string });

  test('off in a build without a measurement id: no script, nothing queued, through client navigation', async ({
    page,
    offsite,
    cspViolations,
  }) => {
    const response = await page.goto('/concepts/');
    // Nor does its policy name the provider's hosts.
    expect(response?.headers()['content-security-policy']).not.toMatch(/google/);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    await page.locator('.sidebar__page > a[href="/concepts/why-webpack/"]').click();
    await expect(page.locator('main h1')).toHaveText(/webpack/i);
    await page.waitForLoadState('networkidle');
    expect(offsite.filter((url) => url.includes('googletagmanager'))).toEqual([]);
    expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);
    for (const file of readdirSync(FIRST).filter((name) => name.endsWith('.js'))) {
      expect(readFileSync(path.join(FIRST, file), 'utf8'), file).not.toContain('googletagmanager');
    }
    expect(cspViolations).toEqual([]);
  });

  test('with one: the script loads once the page is interactive, allowed by the policy; every page view counts once, client navigations included', async ({
    page,
    offsite,
    cspViolations,
  }) => {
    await withDeploy(async (deploy) => {
      await deploy.serve(second);
      // When the provider's script is added, has the page hydrated and loaded?
      await page.addInitScript(() => {
        new MutationObserver((records, observer) => {
          for (const record of records) {
            for (const node of record.addedNodes) {
              if (node instanceof HTMLScriptElement && node.src.includes('googletagmanager')) {
                (window as unknown as { analyticsAdded: string }).analyticsAdded =
                  `${document.documentElement.dataset.hydrated} ${document.readyState}`;
                observer.disconnect();
              }
            }
          }
        }).observe(document, { childList: true, subtree: true });
      });
      const served = await page.request.get(deploy.url('/concepts/'));
      // No script element for it in the HTML (its policy names the host, in the <meta> element).
      expect(await served.text()).not.toMatch(/<script[^>]*googletagmanager/);
      const policy = parsePolicy(served.headers()['content-security-policy'] ?? '');
      expect(policy.get('script-src')).toContain('https://www.googletagmanager.com/gtag/js');
      expect(policy.get('connect-src')).toEqual(expect.arrayContaining(['https://*.google-analytics.com']));
      await page.goto(deploy.url('/concepts/'));
      await hydrated(page);
      await expect
        .poll(() => offsite.filter((url) => url.includes('googletagmanager')))
        .toEqual([`https://www.googletagmanager.com/gtag/js?id=${ANALYTICS_ID}`]);
      expect(await page.evaluate(() => (window as unknown as { analyticsAdded: string }).analyticsAdded)).toBe(
        'true complete',
      );
      const first = await calls(page);
      expect(first.slice(0, 2).map((call) => call[0])).toEqual(['js', 'config']);
      expect(first[1]).toEqual(['config', ANALYTICS_ID, { send_page_view: false }]);
      expect(await pageViews(page)).toEqual([
        { page_location: deploy.url('/concepts/'), page_title: await page.title() },
      ]);

      await page.locator('.sidebar__page > a[href="/concepts/why-webpack/"]').click();
      await expect(page).toHaveURL(deploy.url('/concepts/why-webpack/'));
      await expect.poll(async () => (await pageViews(page)).length).toBe(2);
      expect((await pageViews(page))[1]).toEqual({
        page_location: deploy.url('/concepts/why-webpack/'),
        page_title: await page.title(),
      });
      expect(await page.title()).not.toBe((await pageViews(page))[0]?.page_title);

      // A jump to a heading of the same page is not a page view; going back to a page is.
      await page.locator('main h2 a.heading-anchor').first().click();
      await page.goBack();
      await page.goBack();
      await expect(page).toHaveURL(deploy.url('/concepts/'));
      await expect.poll(async () => (await pageViews(page)).length).toBe(3);
      expect((await pageViews(page))[2]?.page_location).toBe(deploy.url('/concepts/'));
      // The script was added once.
      expect(offsite.filter((url) => url.includes('googletagmanager'))).toHaveLength(1);
      expect(cspViolations).toEqual([]);
    });
  });
});

/**
 * Opens each url in one of `tabs` pages of the context at once; returns what went wrong, by url:
 * what the policy blocked, what the console reported, and what `check` threw.
 */
async function visitAll(
  context: BrowserContext,
  urls: readonly string[],
  tabs: number,
  check: (page: Page, url: string) => Promise<void>,
): Promise<string[]> {
  const problems: string[] = [];
  await recordCspViolations(context, (line) => problems.push(`the policy: ${line}`));
  const queue = [...urls];
  await Promise.all(
    Array.from({ length: tabs }, async () => {
      const page = await context.newPage();
      let current = '';
      recordConsoleProblems(page, (line) => problems.push(`${current} logged ${line}`));
      for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
        current = url;
        await check(page, url).catch((error: unknown) => problems.push(`${url}: ${String(error).split('\n')[0]}`));
      }
      await page.close();
    }),
  );
  return problems;
}

test.describe('every route of the build with analytics and DocSearch', () => {
  test.use({ serviceWorkers: 'block' });

  test('hydrates under its policy with nothing blocked and nothing logged, and loads the provider script', async ({
    context,
    offsite,
  }) => {
    test.setTimeout(900_000);
    const manifest = JSON.parse(readFileSync(path.join(work, '.site', 'build-manifest.json'), 'utf8')) as {
      routes: { url: string }[];
    };
    const unknown = '/no/such/page/';
    const urls = manifest.routes.map((route) => (route.url === '404' ? unknown : route.url));
    expect(urls.length).toBeGreaterThan(200);
    await withDeploy(async (deploy) => {
      await deploy.serve(second);
      const gtag = 'https://www.googletagmanager.com/gtag/js';
      const problems = await visitAll(context, urls, 2, async (page, url) => {
        const script = page.waitForRequest((request) => request.url().startsWith(gtag), { timeout: 30_000 });
        // Awaited below; where a check fails first, its timeout must not surface as an unhandled rejection.
        script.catch(() => undefined);
        const response = await page.goto(deploy.url(url));
        expect(response?.status()).toBe(url === unknown ? 404 : 200);
        expect(parsePolicy(response?.headers()['content-security-policy'] ?? '').get('script-src')).toContain(gtag);
        await hydrated(page, 30_000);
        if (url.endsWith('/printable/'))
          await expect(page.locator('[data-printable-part]')).toHaveCount(0, { timeout: 30_000 });
        await script;
      });
      // The page itself answers 404 at the unknown path: the one line the console has for it.
      const own404 = problems.findIndex((line) =>
        line.startsWith(`${unknown} logged error: Failed to load resource: the server responded with a status of 404`),
      );
      expect(problems.filter((_, index) => index !== own404)).toEqual([]);
      // Every page asked for the provider's script (each visit waited for the request above); that
      // a page adds it only once is the analytics test's. The stubbed answers are not counted: the
      // browser may take one from its cache, and then no stub sees the request.
      expect(offsite.filter((url) => url.startsWith(gtag)).length).toBeGreaterThan(0);
    });
  });
});

test.describe('DocSearch', () => {
  test.use({ serviceWorkers: 'block' });

  test('a build with DocSearch asks Algolia, allowed by its policy; a build without names no Algolia host', async ({
    page,
    cspViolations,
    consoleProblems,
  }) => {
    const off = await page.request.get('/concepts/');
    expect(off.headers()['content-security-policy']).not.toMatch(/algolia/);
    await withDeploy(async (deploy) => {
      await deploy.serve(second);
      const searchHosts = docSearchOrigins(DOCSEARCH.DOCSEARCH_APP_ID);
      const asked: string[] = [];
      // Algolia answers: no hits (the browser has no internet here). On the context, not the page,
      // so that a request the service worker passes on is answered too, and on each of the hosts
      // the client may ask (it moves to the next when one is slow on a busy machine).
      await page.context().route(
        (url) => searchHosts.includes(url.origin),
        (route) => {
          asked.push(route.request().url());
          return route.fulfill({
            contentType: 'application/json',
            headers: { 'access-control-allow-origin': '*' },
            body: JSON.stringify({
              results: [
                {
                  hits: [],
                  nbHits: 0,
                  page: 0,
                  nbPages: 0,
                  hitsPerPage: 20,
                  exhaustiveNbHits: true,
                  query: 'zzzz',
                  params: '',
                  index: DOCSEARCH.DOCSEARCH_INDEX_NAME,
                  processingTimeMS: 1,
                },
              ],
            }),
          });
        },
      );
      // Every request to Algolia's domains, answered or not, for the message of a failure.
      const seen: string[] = [];
      page.context().on('request', (request) => {
        if (/algolia/i.test(new URL(request.url()).hostname)) seen.push(`${request.method()} ${request.url()}`);
      });
      const response = await page.goto(deploy.url('/concepts/'));
      expect(parsePolicy(response?.headers()['content-security-policy'] ?? '').get('connect-src')).toEqual(
        expect.arrayContaining(docSearchOrigins(DOCSEARCH.DOCSEARCH_APP_ID)),
      );
      await hydrated(page);
      await page.keyboard.press('Control+k');
      // The modal comes with its chunk: type once its field has the focus.
      await expect(page.locator('.DocSearch-Modal input')).toBeFocused();
      await page.keyboard.type('zzzz');
      // The modal may show "No results" for the new query before its request goes out: wait for
      // the request first (the test read the count the moment the text showed, and found none).
      // Polls until an answered request: a failure shows the requests seen to Algolia's domains.
      await expect
        .poll(() => (asked.length > 0 ? 'asked' : `not asked; requests seen: ${seen.join(', ') || 'none'}`), {
          timeout: 15_000,
        })
        .toBe('asked');
      await expect(page.getByText('No results found for')).toBeVisible({ timeout: 15_000 });
      expect([...cspViolations, ...consoleProblems]).toEqual([]);
    });
  });
});
