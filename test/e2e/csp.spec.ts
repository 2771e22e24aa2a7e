/**
 * The Content-Security-Policy in force. The preview server sends the headers the build wrote for
 * hosts (dist/_headers); a page whose inline script changed after the build no longer matches the
 * hashes and is refused, by the header alone and by the page's <meta> alone; no other site may
 * frame a page. (axe-all.spec.ts opens every route under the policy and expects no violation.)
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  HEADERS_FILE,
  HOST_FILES,
  parseHeadersFile,
  parseRedirectsFile,
  REDIRECTS_FILE,
} from '../../src/node/host/formats';
import { headersFor, redirectFor } from '../../src/node/host/rules';
import { siteFiles } from '../../src/node/host/write';
import { builtRoutes, DIST_DIR, readDist } from '../support/dist';
import { BANNER_BODY_CLASS } from '../../src/shared/dom';
import { expect, test } from './fixtures';

const rules = parseHeadersFile(readDist(HEADERS_FILE));
const redirects = parseRedirectsFile(readDist(REDIRECTS_FILE));
const META_POLICY = /<meta http-equiv="Content-Security-Policy" content="[^"]*">/;

/** Headers of the transfer itself, which a host adds whatever its rules say. */
const TRANSFER = new Set([
  'connection',
  'content-encoding',
  'content-length',
  'content-type',
  'date',
  'keep-alive',
  'transfer-encoding',
  'vary',
]);

/** The headers of a response that come from the host rules, by lower-case name. */
function ruled(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !TRANSFER.has(name)));
}

const lowerCase = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));

/** Runs `check` over the items, `size` at a time. */
async function eachInBatches<T>(items: readonly T[], size: number, check: (item: T) => Promise<void>): Promise<void> {
  for (let start = 0; start < items.length; start += size)
    await Promise.all(items.slice(start, start + size).map(check));
}

test('the preview server sends exactly the headers the build wrote for hosts, for every page and file, and its redirects and 404s', async ({
  request,
}) => {
  test.setTimeout(180_000);
  const pages = builtRoutes().flatMap((route) => (route.url === '404' ? [] : [route.url]));
  const problems: string[] = [];
  const paths = [...pages, ...(await siteFiles(DIST_DIR))];
  expect(paths).toContain('/sw.js');
  await eachInBatches(paths, 16, async (pathname) => {
    const response = await request.head(pathname);
    if (response.status() !== 200) problems.push(`${pathname}: status ${response.status()}`);
    const want = lowerCase(headersFor(rules, pathname));
    expect(Object.keys(want)).toContain('content-security-policy');
    expect(Object.keys(want)).toContain('cache-control');
    const got = ruled(response.headers());
    if (JSON.stringify(got, Object.keys(got).sort()) !== JSON.stringify(want, Object.keys(want).sort()))
      problems.push(`${pathname}: ${JSON.stringify(got)} instead of ${JSON.stringify(want)}`);
  });
  await eachInBatches(
    pages.filter((page) => page !== '/'),
    16,
    async (url) => {
      const redirect = await request.get(url.slice(0, -1), { maxRedirects: 0 });
      const { to, status } = redirectFor(redirects, url.slice(0, -1)) ?? {};
      if (redirect.status() !== status || redirect.headers().location !== to || to !== url)
        problems.push(
          `${url.slice(0, -1)}: ${redirect.status()} to ${redirect.headers().location} instead of ${status} to ${to}`,
        );
    },
  );
  expect(problems).toEqual([]);
  const missing = await request.get('/no/such/page/');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('Page Not Found');
  expect(ruled(missing.headers())).toEqual(lowerCase(headersFor(rules, '/404.html')));
  for (const file of HOST_FILES) expect((await request.get(`/${file}`)).status(), file).toBe(404);
});

for (const kept of ['header', 'meta'] as const) {
  test(`a page whose inline script changed after the build is refused by the policy's ${kept} alone`, async ({
    page,
    cspViolations,
    baseURL,
  }) => {
    await page.route('**/concepts/', async (route) => {
      const response = await route.fetch();
      let body = (await response.text()).replace('d.dataset.theme=t', 'd.dataset.theme=t;d.dataset.changed="1"');
      const headers = { ...response.headers() };
      delete headers['content-encoding'];
      delete headers['content-length'];
      if (kept === 'meta') delete headers['content-security-policy'];
      else body = body.replace(META_POLICY, '');
      expect(body.includes('d.dataset.changed="1"') && (kept === 'meta') === META_POLICY.test(body)).toBe(true);
      await route.fulfill({ status: response.status(), headers, body });
    });
    await page.goto('/concepts/');
    await expect
      .poll(() => cspViolations)
      .toEqual([
        expect.stringMatching(new RegExp(`^script-src(-elem)? blocked inline at ${baseURL ?? ''}/concepts/$`)),
      ]);
    // The changed script did not run; the page's other inline script, unchanged, did.
    expect(await page.evaluate(() => document.documentElement.dataset.changed)).toBeUndefined();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBeUndefined();
    expect(await page.evaluate((name) => document.body.classList.contains(name), BANNER_BODY_CLASS)).toBe(true);
  });
}

test('no other site may show a page in a frame', async ({ page, baseURL }) => {
  // Another origin: another port of this machine (Chromium keeps public sites from framing local ones).
  const other = http.createServer((_request, response) => {
    response
      .writeHead(200, { 'content-type': 'text/html' })
      .end(`<!doctype html><title>framing</title><iframe src="${baseURL ?? ''}/concepts/"></iframe>`);
  });
  await new Promise<void>((resolve) => other.listen(0, 'localhost', resolve));
  try {
    const refused = page.waitForEvent(
      'console',
      (message) => message.type() === 'error' && message.text().includes("frame-ancestors 'none'"),
    );
    await page.goto(`http://localhost:${(other.address() as AddressInfo).port}/`);
    await refused;
    const frame = page.frames().find((f) => f !== page.mainFrame());
    expect(await frame?.locator('main h1').count()).toBe(0);
  } finally {
    other.close();
  }
});

test("the playground builds under the policy: its worker alone may evaluate code, and the editor's styles need no inline <style>", async ({
  page,
  cspViolations,
}) => {
  test.setTimeout(120_000);
  const worker = page.waitForResponse((response) => /\/playground\/worker\.[0-9a-f]{10}\.js$/.test(response.url()));
  const document = await page.goto('/playground/');
  expect(document?.headers()['content-security-policy']).not.toMatch(/unsafe-eval/);
  expect(document?.headers()['content-security-policy']).toMatch(/style-src 'self'[^;]*;/);
  expect((await worker).headers()['content-security-policy']).toMatch(/script-src 'self' 'unsafe-eval'/);
  await expect(page.locator('[data-build-state="done"]')).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('[data-output-view="dist/main.js"] .cm-content')).toContainText('Hello, webpack!');
  // CodeMirror's styles are in force: the editor's gutter has its theme's border.
  await expect(page.locator('[data-editor-path] .cm-gutters').first()).toHaveCSS('border-right-style', 'solid');
  expect(cspViolations).toEqual([]);
});
