/**
 * The parts of a section's printable page (`/{section}/printable/`), shared by the build, which
 * writes the first parts into the page, and the browser, which fills in the others from each
 * page's own chunk (see src/node/content/printable.ts).
 */

/** Each page of the section: a <section> with the page's title as its heading. */
export const PART_CLASS = 'printable__part';
/** On a part the browser fills in: the url of the page it holds. */
export const PENDING_PART_ATTRIBUTE = 'data-printable-part';
/** The status line at the top of a printable page's body. */
export const PRINTABLE_STATUS_CLASS = 'printable__status';
/** The paragraph that stands in for a pending part's body. */
export const PENDING_NOTE_CLASS = 'printable__pending';

/** `/concepts/output/` -> `output`; a section's index -> `index`. */
export function partName(url: string, section: string): string {
  const rest = url.replace(new RegExp(`^/${section}/`), '').replace(/\/$/, '');
  return rest || 'index';
}

/** Prefixes ids and the attributes that point at them; moves headings one level down. */
export function asPart(html: string, prefix: string): string {
  return html
    .replace(/\s(id|for)="([^"]+)"/g, (_, attribute: string, value: string) => ` ${attribute}="${prefix}-${value}"`)
    .replace(
      /\s(aria-labelledby|aria-describedby|aria-controls|popovertarget)="([^"]+)"/gi,
      (_, attribute: string, value: string) =>
        ` ${attribute}="${value
          .split(/\s+/)
          .map((id) => `${prefix}-${id}`)
          .join(' ')}"`,
    )
    .replace(/\shref="#([^"]*)"/g, (_, id: string) => ` href="#${prefix}-${id}"`)
    .replace(/<(\/?)h([2-5])(?=[\s>])/g, (_, slash: string, level: string) => `<${slash}h${Number(level) + 1}`);
}
