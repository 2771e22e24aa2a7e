/** The preview server's caching: hashed files forever, everything else revalidated. */
import { readdirSync } from 'node:fs';
import { DIST_DIR, htmlFacts } from '../support/dist';
import { expect, test } from './fixtures';

test('content-hashed files are immutable; pages, the feed and the 404 page are revalidated', async ({ request }) => {
  const page = await request.get('/concepts/');
  expect(page.headers()['cache-control']).toBe('no-cache');
  const { scripts, styles } = htmlFacts(await page.text());
  for (const url of [...scripts, ...styles]) {
    expect((await request.get(url)).headers()['cache-control'], url).toBe('public, max-age=31536000, immutable');
  }
  const chunk = readdirSync(DIST_DIR).find((name) => /^c[0-9a-f]{10}\.js$/.test(name));
  if (!chunk) throw new Error('no async chunk was built');
  expect((await request.get(`/${chunk}`)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await request.get('/blog/feed.xml')).headers()['cache-control']).toBe('no-cache');
  const missing = await request.get('/missing/');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['cache-control']).toBe('no-cache');
});

test('text is sent gzip-compressed to clients that accept it', async ({ request }) => {
  const response = await request.get('/concepts/', { headers: { 'accept-encoding': 'gzip' } });
  expect(response.headers()['content-encoding']).toBe('gzip');
  expect(await response.text()).toContain('<!doctype html>');
});
