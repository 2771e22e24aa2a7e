/** A page fixture that fails the test on any console error or warning, or uncaught error. */
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';

/** What other origins answer in tests: the browser has no internet here, and tests must not need it. */
const STUB_IMAGE =
  '<svg xmlns="http://www.w3.org/2000/svg" width="90" height="20"><rect width="90" height="20" fill="#555"/></svg>';

const SERVICE_WORKER_BLOCKED = 'Service Worker registration blocked by Playwright';

export const test = base.extend<{ consoleProblems: string[]; offsite: string[]; cspViolations: string[] }>({
  /** Requests to other origins (badges, logos, avatars, scripts), answered with a stub and listed here. */
  offsite: [
    async ({ context }, use) => {
      const requests: string[] = [];
      await context.route(
        (url) => url.hostname !== 'localhost' && url.protocol.startsWith('http'),
        (route) => {
          requests.push(route.request().url());
          // Scripts (the analytics provider's) get an empty one; anything else an image.
          if (route.request().resourceType() === 'script')
            return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
          return route.fulfill({ status: 200, contentType: 'image/svg+xml', body: STUB_IMAGE });
        },
      );
      await use(requests);
    },
    { auto: true },
  ],
  /**
   * The `securitypolicyviolation` events of every document the page opens, as
   * "<directive> blocked <what> at <page url>": the site's Content-Security-Policy (the preview
   * server sends it, and every page carries it) must never have to block anything of the site.
   */
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      await recordCspViolations(page, (line) => violations.push(line));
      await use(violations);
    },
    { auto: false },
  ],
  consoleProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      recordConsoleProblems(page, (line) => problems.push(line));
      await use(problems);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Calls `record` with "<directive> blocked <what> at <page url>" for each `securitypolicyviolation`
 * event of the documents `target` (a page, or every page of a context) opens.
 */
export async function recordCspViolations(
  target: Page | BrowserContext,
  record: (line: string) => void,
): Promise<void> {
  await target.exposeBinding('__recordCspViolation', (_source, line: string) => record(line));
  await target.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) =>
        void (window as unknown as { __recordCspViolation: (line: string) => Promise<void> }).__recordCspViolation(
          `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.documentURI}`,
        ),
      true,
    );
  });
}

/** Calls `record` with each console error or warning and each uncaught error of the page. */
export function recordConsoleProblems(page: Page, record: (line: string) => void): void {
  page.on('console', (message) => {
    // Playwright's own note where a spec keeps the default `serviceWorkers: 'block'`.
    if (message.text() === SERVICE_WORKER_BLOCKED) return;
    if (message.type() === 'error' || message.type() === 'warning') record(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => record(`uncaught: ${error.message}`));
}

/** Waits until React has hydrated the page; without a timeout, as long as the test may run. */
export async function hydrated(page: Page, timeout?: number): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout });
}

/**
 * Follows a link to `href` from inside the page's body, as a reader clicking a link of the page
 * would: the router takes it as a client navigation.
 */
export async function followLinkInPage(page: Page, href: string): Promise<void> {
  await page.evaluate((target) => {
    const link = document.createElement('a');
    link.href = target;
    link.textContent = 'go';
    link.id = 'test-link';
    document.querySelector('[data-page-body]')?.prepend(link);
  }, href);
  await page.locator('#test-link').click();
}
