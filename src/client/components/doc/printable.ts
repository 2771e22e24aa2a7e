/**
 * Fills in the pending parts of a section's printable page (see src/node/content/printable.ts):
 * each from its page's own chunk, all loaded at once and put in place in reading order, so that
 * what is above the reader never moves twice. The status line at the top of the body says how it
 * goes; a part that cannot load says so, with a link to its page, and the status line offers to
 * try again. Asking to print before the end waits for it. A chunk of its own: only printable
 * pages load it.
 */
import { asPart, PENDING_NOTE_CLASS, PENDING_PART_ATTRIBUTE, PRINTABLE_STATUS_CLASS } from '../../../shared/printable';
import { printableStrings } from '../../../shared/lazy-strings';
import { strings } from '../../../shared/strings';
import type { loadRouteTable } from '../../router/resolve';

/** Marks a pending part whose page could not be loaded. */
export const FAILED_PART_ATTRIBUTE = 'data-printable-failed';

/**
 * Starts filling in `body`'s pending parts with the pages of `routes` (the route table: passed in,
 * not imported, so that the router's modules stay joined into the app's chunk); returns what
 * stops it (the reader leaves the page).
 */
export function fillParts(body: HTMLElement, routes: typeof loadRouteTable): () => void {
  const load = async (url: string) => {
    const page = (await routes())[url];
    if (!page) throw new Error(`No page at ${url}`);
    return (await page()).default.html;
  };
  let stopped = false;
  let running = false;
  let printAfter = false;
  const status = body.querySelector<HTMLElement>(`.${PRINTABLE_STATUS_CLASS}`);
  const total = body.querySelectorAll('.printable__part').length;
  const pending = () => [...body.querySelectorAll<HTMLElement>(`[${PENDING_PART_ATTRIBUTE}]`)];

  const say = (text: string, retry = false) => {
    if (!status) return;
    status.textContent = text;
    if (!retry) return;
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'printable__retry';
    button.textContent = strings.retry;
    button.addEventListener('click', () => {
      // The button goes with the text it is in: the focus stays on the status line.
      status.tabIndex = -1;
      status.focus();
      void run();
    });
    status.append(' ', button);
  };

  async function run(): Promise<void> {
    const parts = pending();
    if (running || !parts.length) return;
    running = true;
    // The status line is a live region: it changes when the filling in starts and when it ends,
    // not with every part.
    say(printAfter ? printableStrings.printWhenLoaded : printableStrings.loading(parts.length));
    // A link to a heading in a part that was still pending: go there once it is in, unless the
    // reader has scrolled meanwhile.
    const target = decodeURIComponent(window.location.hash.slice(1));
    const startY = window.scrollY;
    const loads = parts.map((part) => {
      part.setAttribute('aria-busy', 'true');
      return load(part.getAttribute(PENDING_PART_ATTRIBUTE) ?? '').then(
        (html) => ({ html }),
        () => null,
      );
    });
    for (const [at, part] of parts.entries()) {
      const result = await loads[at];
      if (stopped) return;
      part.removeAttribute('aria-busy');
      const note = part.querySelector(`.${PENDING_NOTE_CLASS}`);
      if (result) {
        const name = part.getAttribute('aria-labelledby') ?? '';
        const fragment = document.createRange().createContextualFragment(asPart(result.html, name));
        if (note) note.replaceWith(fragment);
        else part.append(fragment);
        part.removeAttribute(PENDING_PART_ATTRIBUTE);
        part.removeAttribute(FAILED_PART_ATTRIBUTE);
        if (target && window.scrollY === startY) document.getElementById(target)?.scrollIntoView();
      } else {
        part.setAttribute(FAILED_PART_ATTRIBUTE, '');
        // The note's text before its link.
        if (note?.firstChild) note.firstChild.textContent = `${printableStrings.partFailed} `;
      }
    }
    running = false;
    const failed = pending().length;
    say(failed ? printableStrings.failed(failed) : printableStrings.done(total), failed > 0);
    if (printAfter) {
      printAfter = false;
      window.print();
    }
  }

  // The page's print button (DocPageFrame) prints at once; while parts are loading, this takes
  // the click first (capture, on the document, before React's listener on the root) and prints
  // when they are in.
  const onClick = (event: MouseEvent) => {
    if (!running || !(event.target as Element | null)?.closest?.('.doc__print')) return;
    event.stopPropagation();
    printAfter = true;
    say(printableStrings.printWhenLoaded);
  };
  document.addEventListener('click', onClick, true);
  void run();
  return () => {
    stopped = true;
    document.removeEventListener('click', onClick, true);
  };
}
