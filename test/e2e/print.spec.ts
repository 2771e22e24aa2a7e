/**
 * Printing: the printable pages of two sections printed to PDF, as Chromium's print does, and
 * their text read back. A link to this site prints as its text only; a link to another site gets
 * its address once, after it; code prints as code, without addresses inside it; the page's chrome
 * is left out.
 */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Page } from '@playwright/test';
import { PRINTABLE_SECTIONS } from '../../src/shared/site';
import { expect, hydrated, test } from './fixtures';

test.describe.configure({ timeout: 180_000 });

/** The text of a PDF, page by page, with its line breaks and white space collapsed. */
async function pdfText(pdf: Buffer): Promise<{ text: string; pages: number }> {
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false }).promise;
  const parts: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    parts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return { text: parts.join(' ').replace(/\s+/g, ' '), pages: document.numPages };
}

async function printed(
  page: Page,
  url: string,
): Promise<{ text: string; pages: number; external: string[]; codeLine: string }> {
  await page.goto(url);
  await hydrated(page);
  await expect(page.locator('.printable__status')).toHaveText(/^All \d+ pages of this section are on this page\.$/, {
    timeout: 60_000,
  });
  // The links to other sites outside code, whose text is not their own address.
  const external = await page
    .locator('.markdown a[href^="http"]:not(pre a):not([data-print-self])')
    .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href') ?? ''))]);
  // A line of an option-linked configuration example: it has links to this site inside it.
  const codeLine = await page
    .locator('figure[data-title="webpack.config.js"] a.code__option')
    .first()
    .evaluate(
      (a) => (a.closest('pre')?.textContent ?? '').split('\n').find((line) => line.includes(a.textContent ?? '')) ?? '',
    );
  const pdf = await page.pdf({ format: 'A4', printBackground: false });
  return { ...(await pdfText(pdf)), external, codeLine };
}

const squash = (text: string) => text.replace(/\s+/g, '');

for (const url of ['/concepts/printable/', '/configuration/printable/']) {
  test(`${url} prints its text: no addresses for this site's links, one for each other site's, none in code`, async ({
    page,
  }) => {
    const { text, pages, external, codeLine } = await printed(page, url);
    expect(pages).toBeGreaterThan(10);
    // No address of this site, written out or as a path in brackets, after a link. (A message that
    // webpack prints, shown as printed text, may name webpack.js.org: `mode` shows one.)
    expect(text).not.toMatch(/\(\s*https?:\/\/webpack\.js\.org\//);
    // (A path in brackets that is no page of the site, such as a folder in an error message, may stay.)
    const path = new RegExp(`\\(/(${[...PRINTABLE_SECTIONS, 'blog', 'glossary'].join('|')})/[^)]*\\)`).exec(text);
    expect(
      path ? text.slice(Math.max(0, path.index - 80), path.index + 80) : null,
      'an address of this site in brackets',
    ).toBeNull();
    // The chrome is not printed.
    for (const chrome of ['Skip to content', 'Edit this page', 'On this page', 'Section navigation'])
      expect(text).not.toContain(chrome);
    // An example's line reads as code: the option, the colon, the value, nothing in between.
    expect(codeLine.trim().length).toBeGreaterThan(3);
    expect(squash(text)).toContain(squash(codeLine));
    // Each address of another site, after its link: the first few, whole (wrapped lines joined).
    for (const href of external.slice(0, 5)) expect(squash(text)).toContain(squash(`(${href})`));
  });
}

test('a heading is printed on the same page as the text after it', async ({ page }) => {
  await page.goto('/concepts/output/');
  await hydrated(page);
  const rules = await page.evaluate(() => {
    const style = (selector: string) => {
      const element = document.querySelector(selector);
      return element ? getComputedStyle(element) : null;
    };
    return { heading: style('.markdown h2')?.breakAfter, code: style('.markdown figure.code')?.breakInside };
  });
  // Read with print styles in force.
  await page.emulateMedia({ media: 'print' });
  const print = await page.evaluate(() => ({
    heading: getComputedStyle(document.querySelector('.markdown h2') as Element).breakAfter,
    code: getComputedStyle(document.querySelector('.markdown figure.code') ?? document.body).breakInside,
    header: getComputedStyle(document.querySelector('header.header') as Element).display,
  }));
  expect(rules.heading).not.toBe('avoid');
  expect(print).toEqual({ heading: 'avoid', code: 'avoid', header: 'none' });
});

test('the playground prints its files and output, not its buttons', async ({ page }) => {
  await page.goto('/playground/');
  await hydrated(page);
  await expect(page.getByRole('button', { name: 'Reset' })).toBeVisible();
  // Without spaces: the PDF's text splits the ligature of `fi` (`Project fi les`).
  const text = squash((await pdfText(await page.pdf({ format: 'A4', printBackground: false }))).text);
  for (const shown of ['Project files', 'src/index.js', "module.exports={mode:'production'"])
    expect(text).toContain(squash(shown));
  for (const control of ['Copy link', 'Reset', 'Add file', 'Rename', 'Remove'])
    expect(text).not.toContain(squash(control));
});

test('a page printed in the dark theme prints in the light theme’s colours', async ({ page }) => {
  const printedColours = async (scheme: 'light' | 'dark') => {
    await page.emulateMedia({ colorScheme: scheme, media: 'screen' });
    await page.goto('/guides/getting-started/');
    await hydrated(page);
    await page.emulateMedia({ colorScheme: scheme, media: 'print' });
    const theme = await page.locator('html').getAttribute('data-theme');
    const colours = await page.evaluate(() =>
      ['body', 'p code', '.code pre span', '.code__title'].map((selector) => {
        const style = getComputedStyle(document.querySelector(selector) ?? document.body);
        return `${selector}: ${style.colorScheme}, ${style.color} on ${style.backgroundColor}`;
      }),
    );
    return { theme, colours };
  };
  const light = await printedColours('light');
  const dark = await printedColours('dark');
  expect([light.theme, dark.theme]).toEqual(['light', 'dark']);
  expect(light.colours[0]).toMatch(/^body: light,/);
  expect(dark.colours).toEqual(light.colours);
});
