/**
 * The printable page of a section, `/{section}/printable/`: every page of the section in sidebar
 * order on one page, for printing. Each page becomes a part with its title as a level-2 heading;
 * its own headings move one level down and its ids get the page's name in front, so that the
 * ids stay unique and the outline stays whole. It is not in the sidebar, the search index or the
 * sitemap; each page of the section links it ("Print section").
 */
import type { DocPage, SectionNav } from '../../shared/types';
import { DOCS_BRANCH, DOCS_REPO_URL, PRINTABLE_SECTIONS, printableUrl } from '../../shared/site';
import { readingOrder } from './tree';

/** `/concepts/output/` -> `output`; a section's index -> `index`. */
function partName(url: string, section: string): string {
  const rest = url.replace(new RegExp(`^/${section}/`), '').replace(/\/$/, '');
  return rest || 'index';
}

/** Prefixes ids and the attributes that point at them; moves headings one level down. */
export function asPart(html: string, prefix: string): string {
  return html
    .replace(/\s(id|for)="([^"]+)"/g, (_, attribute: string, value: string) => ` ${attribute}="${prefix}-${value}"`)
    .replace(/\s(aria-labelledby|aria-describedby|aria-controls|popovertarget)="([^"]+)"/gi, (_, attribute: string, value: string) => ` ${attribute}="${value.split(/\s+/).map((id) => `${prefix}-${id}`).join(' ')}"`)
    .replace(/\shref="#([^"]*)"/g, (_, id: string) => ` href="#${prefix}-${id}"`)
    .replace(/<(\/?)h([2-5])(?=[\s>])/g, (_, slash: string, level: string) => `<${slash}h${Number(level) + 1}`);
}

export function printablePages(docs: ReadonlyMap<string, DocPage>, navs: ReadonlyMap<string, SectionNav>): Map<string, DocPage> {
  const printable = new Map<string, DocPage>();
  for (const section of PRINTABLE_SECTIONS) {
    const nav = navs.get(section);
    if (!nav) continue;
    const url = printableUrl(section);
    const parts = readingOrder(nav).flatMap((link) => {
      const doc = docs.get(link.url);
      if (!doc) return [];
      const name = partName(link.url, section);
      return [
        `<section class="printable__part" aria-labelledby="${name}"><h2 id="${name}"><a href="${link.url}">${escapeText(doc.meta.title)}</a></h2>\n${asPart(doc.html, name)}</section>`,
      ];
    });
    printable.set(url, {
      meta: {
        url,
        title: `${nav.title}: all pages`,
        description: `Every page of the ${nav.title} section on one page, to print or to read offline.`,
        section,
        anchors: readingOrder(nav).map((link) => ({ id: partName(link.url, section), title: link.title, level: 2 })),
        prev: null,
        next: null,
        related: [],
        contributors: [],
        editUrl: `${DOCS_REPO_URL}/tree/${DOCS_BRANCH}/content/${section}`,
        repo: null,
        sidebar: nav,
        printable: true,
      },
      html: parts.join('\n'),
    });
  }
  return printable;
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
