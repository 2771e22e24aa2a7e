/** Pages opened in one Chromium per test file, failing on what they log as errors. */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { CHROMIUM_ARGS, unpackChromium } from './browser';
import { afterEachFile } from './file-cleanup';

let browser: Promise<Browser> | undefined;
/** One Chromium per test file, closed after it. */
export function launchBrowser(): Promise<Browser> {
  browser ??= unpackChromium().then((executablePath) => chromium.launch({ executablePath, args: CHROMIUM_ARGS }));
  return browser;
}

afterEachFile(async () => {
  const open = browser;
  browser = undefined;
  if (open) await (await open).close();
});

/**
 * Opens `open` from the folder `site` in Chromium, runs `check`, and fails on any error or
 * warning the page logs.
 */
export async function checkInBrowser(site: string, open: string, check: (page: Page) => Promise<void>): Promise<void> {
  const page = await (await launchBrowser()).newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  try {
    await page.goto(pathToFileURL(path.join(site, open)).href, { waitUntil: 'load' });
    await check(page);
  } finally {
    await page.close();
  }
  expect(problems).toEqual([]);
}
