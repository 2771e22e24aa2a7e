/**
 * The printable page of a section, `/{section}/printable/`: every page of the section in sidebar
 * order on one page, for printing. Each page becomes a part with its title as a level-2 heading;
 * its own headings move one level down and its ids get the page's name in front, so that the
 * ids stay unique and the outline stays whole. It is not in the sidebar, the search index or the
 * sitemap; each page of the section links it ("Print section").
 *
 * A page's HTML stays under 60 KB of gzip, the printable pages too, although the largest sections
 * hold several times that in text alone. So the HTML holds the first parts, as many as fit in
 * `bodyBudget`, and, for each later part, its heading, a link to the page and a note;
 * the browser fills those in from each page's own chunk (src/client/components/doc/printable.ts).
 * Without scripts the reader still gets the first parts and a link to every other page.
 */
import { deflateRawSync, gzipSync } from 'node:zlib';
import type { DocMeta, DocPage, SectionNav } from '../../shared/types';
import { DOCS_BRANCH, DOCS_REPO_URL, PRINTABLE_SECTIONS, printableUrl } from '../../shared/site';
import {
  asPart,
  PART_CLASS,
  partName,
  PENDING_NOTE_CLASS,
  PENDING_PART_ATTRIBUTE,
  PRINTABLE_STATUS_CLASS,
} from '../../shared/printable';
import { contentStrings } from '../../shared/strings';
import { readingOrder } from './tree';

/**
 * Gzip bytes a printable page may weigh in all: under the 60 KB every page is held to
 * (test/dist/outputs.test.ts), with a margin, since the parts below are measured apart.
 */
export const PRINTABLE_PAGE_GZIP = 57 * 1024;
/** Gzip bytes of the page around the body and the route's data: head, header, footer. */
const FRAME_GZIP = 4 * 1024;

/**
 * What the body may weigh: the page less its frame and the route's data, which the page holds
 * twice (as JSON for hydration, and its anchors once more as the "On this page" list). A section
 * with many pages has more of that, and so a smaller body.
 */
export function bodyBudget(meta: DocMeta): number {
  return PRINTABLE_PAGE_GZIP - FRAME_GZIP - 2 * gzipSync(JSON.stringify(meta)).length;
}

interface Part {
  url: string;
  name: string;
  title: string;
  /** The title in the sidebar, which the page's headings list repeats. */
  navTitle: string;
  html: string;
}

function heading(part: Part): string {
  return `<h2 id="${part.name}"><a href="${part.url}">${escapeText(part.title)}</a></h2>`;
}

function fullPart(part: Part): string {
  return `<section class="${PART_CLASS}" aria-labelledby="${part.name}">${heading(part)}\n${asPart(part.html, part.name)}</section>`;
}

function pendingPart(part: Part): string {
  return (
    `<section class="${PART_CLASS}" aria-labelledby="${part.name}" ${PENDING_PART_ATTRIBUTE}="${part.url}">${heading(part)}\n` +
    `<p class="${PENDING_NOTE_CLASS}">${contentStrings.printablePending} <a href="${part.url}">${escapeText(part.title)}</a>.</p></section>`
  );
}

/** How far back deflate looks for repeats: what a part can share with the text before it. */
const WINDOW = 32 * 1024;

/**
 * The body: every part in full while the whole stays within `budget` gzip bytes, then the rest
 * pending. Parts are never skipped: the HTML holds a beginning of the section, in order.
 *
 * This runs on every build and on every save in the dev server, so the body is not gzipped again
 * for each part: each part is deflated once, with the text before it as deflate's dictionary,
 * which is what it costs inside the whole; then the one body is gzipped to check, and loses a
 * part in the rare case it is over.
 */
export function printableBody(parts: readonly Part[], budget: number): { html: string; full: number } {
  const whole: string[] = []; // the parts in full, made only for the ones that fit
  const pending = parts.map(pendingPart);
  // Only when parts are pending: the browser says there how the filling in goes.
  const status = (full: number) =>
    `<p class="${PRINTABLE_STATUS_CLASS}" role="status">${contentStrings.printablePartial(full, parts.length)}</p>`;
  const compose = (count: number) =>
    [...(count < parts.length ? [status(count)] : []), ...whole.slice(0, count), ...pending.slice(count)].join('\n');
  // What the parts in full may take: the budget less the status line and every part pending.
  let room = budget - gzipSync(compose(0)).length;
  let full = 0;
  let before = '';
  for (const part of parts) {
    const html = fullPart(part);
    const cost = deflateRawSync(html, before ? { dictionary: Buffer.from(before.slice(-WINDOW)) } : {}).length;
    if (cost > room) break;
    room -= cost;
    before += html;
    whole.push(html);
    full += 1;
  }
  while (full > 0 && gzipSync(compose(full)).length > budget) full -= 1;
  return { html: compose(full), full };
}

/** `budget` replaces `bodyBudget` in tests. */
export function printablePages(
  docs: ReadonlyMap<string, DocPage>,
  navs: ReadonlyMap<string, SectionNav>,
  budget?: number,
): Map<string, DocPage> {
  const printable = new Map<string, DocPage>();
  for (const section of PRINTABLE_SECTIONS) {
    const nav = navs.get(section);
    if (!nav) continue;
    const url = printableUrl(section);
    const parts = readingOrder(nav).flatMap((link): Part[] => {
      const doc = docs.get(link.url);
      return doc
        ? [
            {
              url: link.url,
              name: partName(link.url, section),
              title: doc.meta.title,
              navTitle: link.title,
              html: doc.html,
            },
          ]
        : [];
    });
    const meta: DocMeta = {
      url,
      title: `${nav.title}: all pages`,
      description: `Every page of the ${nav.title} section on one page, to print or to read offline.`,
      section,
      anchors: parts.map((part) => ({ id: part.name, title: part.navTitle, level: 2 })),
      prev: null,
      next: null,
      related: [],
      contributors: [],
      editUrl: `${DOCS_REPO_URL}/tree/${DOCS_BRANCH}/content/${section}`,
      repo: null,
      sidebar: nav,
      printable: true,
    };
    printable.set(url, { meta, html: printableBody(parts, budget ?? bodyBudget(meta)).html });
  }
  return printable;
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
