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

/** What a built project's page reported in Chromium: its uncaught errors and its console lines. */
export interface OnPage {
  /** As Chromium's console reports them: `Uncaught ReferenceError: ...`. */
  errors: string[];
  logged: string[];
  page: Page;
}

/**
 * Opens `url` in Chromium and waits until `until` holds; then `check` may ask the page more. Errors
 * are named as Chromium's console names them, `Uncaught ReferenceError`: Playwright gives some
 * errors' names with that `Uncaught ` and others (a script that does not parse) without.
 */
export async function watchPage(
  url: string,
  until: (seen: OnPage) => boolean | Promise<boolean>,
  check: (seen: OnPage) => Promise<void> = async () => {},
): Promise<OnPage> {
  const page = await (await launchBrowser()).newPage();
  const seen: OnPage = { errors: [], logged: [], page };
  page.on('pageerror', (error) =>
    seen.errors.push(`${error.name.startsWith('Uncaught ') ? '' : 'Uncaught '}${error.name}: ${error.message}`),
  );
  page.on('console', (message) => seen.logged.push(message.text()));
  try {
    await page.goto(url, { waitUntil: 'load' });
    await expect.poll(() => until(seen)).toBe(true);
    await check(seen);
    return seen;
  } finally {
    await page.close();
  }
}

/** The computed value of `property` on the first element `selector` finds. */
export function computedStyle(page: Page, selector: string, property: string): Promise<string> {
  return page.locator(selector).evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);
}
