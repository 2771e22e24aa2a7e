/**
 * `npm start`: the dev server renders a page, and a saved content file shows in the open page
 * without a restart or a reload. Runs the real dev server on a throwaway content folder.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ROOT } from '../../src/node/paths';
import { CHROMIUM_ARGS, unpackChromium } from '../support/browser';
import { freePort } from '../support/cli';
import { contentFixture, page } from '../support/content';

/** A port nothing listens on when the tests start: a fixed one may be taken on the machine. */
let port = 0;
let server: ChildProcess;
let browser: Browser;
let file: string;
let output = '';
/**
 * The dev server's generated modules go to a folder of their own: in .site/ they would replace the
 * build's, which the checks over dist/ and the browser tests read. Inside the repository, so that
 * the generated modules resolve the repository's node_modules.
 */
let siteDir = '';

beforeAll(async () => {
  port = await freePort();
  const { contentDir } = await contentFixture({
    'guides/index.md': page({ title: 'Guides' }, 'Welcome to the guides.\n'),
    'guides/first.md': page({ title: 'First', sort: 1 }, 'The original text.\n'),
  });
  file = path.join(contentDir, 'guides/first.md');
  mkdirSync(path.join(ROOT, '.cache'), { recursive: true });
  siteDir = mkdtempSync(path.join(ROOT, '.cache', 'dev-site-'));
  server = spawn(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'src/node/dev.ts'], {
    cwd: ROOT,
    env: { ...process.env, CONTENT_DIR: contentDir, SITE_DIR: siteDir, PORT: String(port) },
  });
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const started = Date.now();
  while (!/compiled successfully/.test(output)) {
    if (Date.now() - started > 120_000 || server.exitCode !== null)
      throw new Error(`the dev server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  browser = await chromium.launch({ executablePath: await unpackChromium(), args: CHROMIUM_ARGS });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  // The folder goes once the server has stopped writing to it.
  if (server && server.exitCode === null) await new Promise((resolve) => server.once('exit', resolve).kill());
  if (siteDir) rmSync(siteDir, { recursive: true, force: true });
});

it('shows a saved content file in the open page without a reload', async () => {
  const tab = await browser.newPage();
  await tab.goto(`http://localhost:${port}/guides/first`);
  await tab.waitForFunction(() => document.querySelector('main h1')?.textContent === 'First');
  // The client added the trailing slash the dev server does not redirect.
  expect(new URL(tab.url()).pathname).toBe('/guides/first/');
  await tab.evaluate(() => Object.assign(window, { __sameDocument: true }));
  writeFileSync(file, readFileSync(file, 'utf8').replace('The original text.', 'The edited text.'));
  await tab
    .waitForFunction(
      () => document.querySelector('[data-page-body]')?.textContent?.includes('The edited text.'),
      null,
      { timeout: 30_000 },
    )
    .catch((error: unknown) => {
      throw new Error(`the edit did not show; dev server said:\n${output.slice(-3000)}`, { cause: error });
    });
  expect(await tab.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
}, 60_000);

it('shows a content error in the browser until it is fixed', async () => {
  const tab = await browser.newPage();
  await tab.goto(`http://localhost:${port}/guides/first/`);
  await tab.waitForFunction(() => document.querySelector('main h1')?.textContent === 'First');
  const good = readFileSync(file, 'utf8');
  writeFileSync(file, good.replace('sort: 1', 'sort: "one"'));
  const overlay = tab.frameLocator('#webpack-dev-server-client-overlay');
  await expect
    .poll(
      async () =>
        (await overlay
          .locator('body')
          .textContent({ timeout: 1000 })
          .catch(() => '')) ?? '',
      { timeout: 30_000 },
    )
    .toContain('content/guides/first.md:4: invalid front matter: `sort` must be a number');
  writeFileSync(file, good);
  await expect.poll(() => tab.locator('#webpack-dev-server-client-overlay').count(), { timeout: 30_000 }).toBe(0);
}, 90_000);

it('serves a bundle with React Refresh', async () => {
  const response = await fetch(`http://localhost:${port}/main.js`);
  expect(response.status).toBe(200);
  const hasRefresh = (await response.text()).includes('$Refresh$');
  expect(hasRefresh, 'main.js carries the React Refresh runtime').toBe(true);
});
