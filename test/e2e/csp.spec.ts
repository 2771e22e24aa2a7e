/**
 * The Content-Security-Policy in force. The preview server sends the headers the build wrote for
 * hosts (dist/_headers); a page whose inline script changed after the build no longer matches the
 * hashes and is refused, by the header alone and by the page's <meta> alone; no other site may
 * frame a page. (axe-all.spec.ts opens every route under the policy and expects no violation.)
 */
import { readdirSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { HEADERS_FILE, parseHeadersFile } from '../../src/node/host/formats';
import { headersFor } from '../../src/node/host/rules';
import { DIST_DIR, readDist } from '../support/dist';
import { BANNER_BODY_CLASS } from '../../src/shared/dom';
import { expect, test } from './fixtures';

const rules = parseHeadersFile(readDist(HEADERS_FILE));
const META_POLICY = /<meta http-equiv="Content-Security-Policy" content="[^"]*">/;

test('the preview server sends the headers, redirects and 404s the build wrote for hosts', async ({ request }) => {
  const main = readdirSync(DIST_DIR).find((name) => /^main\.[0-9a-f]{10}\.js$/.test(name));
  for (const pathname of ['/concepts/', '/sw.js', '/offline.json', `/${main}`]) {
    const response = await request.get(pathname);
    expect(response.status(), pathname).toBe(200);
    const expected = headersFor(rules, pathname);
    expect(Object.keys(expected)).toContain('Content-Security-Policy');
    for (const [name, value] of Object.entries(expected)) expect(response.headers()[name.toLowerCase()], `${pathname} ${name}`).toBe(value);
  }
  const redirect = await request.get('/concepts', { maxRedirects: 0 });
  expect([redirect.status(), redirect.headers().location]).toEqual([301, '/concepts/']);
  const missing = await request.get('/no/such/page/');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('Page Not Found');
  expect((await request.get(`/${HEADERS_FILE}`)).status()).toBe(404);
});

for (const kept of ['header', 'meta'] as const) {
  test(`a page whose inline script changed after the build is refused by the policy's ${kept} alone`, async ({ page, cspViolations, baseURL }) => {
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
    await expect.poll(() => cspViolations).toEqual([expect.stringMatching(new RegExp(`^script-src(-elem)? blocked inline at ${baseURL ?? ''}/concepts/$`))]);
    // The changed script did not run; the page's other inline script, unchanged, did.
    expect(await page.evaluate(() => document.documentElement.dataset.changed)).toBeUndefined();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBeUndefined();
    expect(await page.evaluate((name) => document.body.classList.contains(name), BANNER_BODY_CLASS)).toBe(true);
  });
}

test('no other site may show a page in a frame', async ({ page, baseURL }) => {
  // Another origin: another port of this machine (Chromium keeps public sites from framing local ones).
  const other = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' }).end(`<!doctype html><title>framing</title><iframe src="${baseURL ?? ''}/concepts/"></iframe>`);
  });
  await new Promise<void>((resolve) => other.listen(0, 'localhost', resolve));
  try {
    const refused = page.waitForEvent('console', (message) => message.type() === 'error' && message.text().includes("frame-ancestors 'none'"));
    await page.goto(`http://localhost:${(other.address() as AddressInfo).port}/`);
    await refused;
    const frame = page.frames().find((f) => f !== page.mainFrame());
    expect(await frame?.locator('main h1').count()).toBe(0);
  } finally {
    other.close();
  }
});
