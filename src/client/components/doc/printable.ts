/**
 * Fills in the pending parts of a section's printable page (see src/node/content/printable.ts):
 * each from its page's own chunk, all loaded at once and put in place in reading order, so that
 * what is above the reader never moves twice. The status line at the top of the body says how it
 * goes; a part that cannot load says so, with a link to its page, and a button after the status
 * line tries again. Asking to print before the end waits for it. A chunk of its own: only
 * printable pages load it.
 */
import {
  asPart,
  PART_CLASS,
  PENDING_NOTE_CLASS,
  PENDING_PART_ATTRIBUTE,
  PRINTABLE_STATUS_CLASS,
} from '../../../shared/printable';
import { printableStrings } from '../../../shared/lazy-strings';
import { strings } from '../../../shared/strings';
import type { loadRouteTable } from '../../router/resolve';

/** Marks a pending part whose page could not be loaded. */
const FAILED_PART_ATTRIBUTE = 'data-printable-failed';

function hashTarget(): string {
  try {
    return decodeURIComponent(window.location.hash.slice(1));
  } catch {
    return ''; // a malformed hash names no heading
  }
}

/** What the reader does to move on the page: after it, the filling in leaves the scroll alone. */
const MOVES = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

/**
 * Where the reader is to be once the parts are in: at the heading the url names, or, back on
 * this page, at the position the router restored but could not reach on the shorter page. Call
 * the result after each part is in; it stops acting once the reader moves.
 */
function placeKeeper(): { keep: () => void; done: () => void } {
  let target = hashTarget();
  const saved = (window.history.state as { scroll?: number } | null)?.scroll;
  const bottom = document.documentElement.scrollHeight - window.innerHeight;
  let restore =
    !target && saved !== undefined && window.scrollY > 0 && saved > window.scrollY + 1 && window.scrollY >= bottom - 1
      ? saved
      : undefined;
  const done = () => {
    target = '';
    restore = undefined;
    for (const type of MOVES) window.removeEventListener(type, done, true);
  };
  for (const type of MOVES) window.addEventListener(type, done, { capture: true, passive: true });
  const keep = () => {
    const element = target ? document.getElementById(target) : null;
    if (element) {
      element.scrollIntoView();
      // As the router does for a heading it scrolls to, unless the reader has put the focus elsewhere.
      const focus = document.activeElement;
      if (!focus || focus === document.body || focus.matches('main h1')) {
        if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
        element.focus({ preventScroll: true });
      }
      done();
    } else if (restore !== undefined) {
      window.scrollTo(0, restore);
      if (window.scrollY >= restore - 1) done();
    }
  };
  return { keep, done };
}

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
  const total = body.querySelectorAll(`.${PART_CLASS}`).length;
  const pending = () => [...body.querySelectorAll<HTMLElement>(`[${PENDING_PART_ATTRIBUTE}]`)];
  const say = (text: string) => {
    if (status) status.textContent = text;
  };

  // Outside the status line, which is a live region: announcements do not read the button out.
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.className = 'printable__retry';
  retry.textContent = strings.retry;
  retry.hidden = true;
  retry.addEventListener('click', () => void run());
  status?.after(retry);

  async function run(): Promise<void> {
    const parts = pending();
    if (running || !parts.length) return;
    running = true;
    retry.setAttribute('aria-disabled', 'true');
    try {
      // The status line changes when the filling in starts and when it ends, not with every part.
      say(printAfter ? printableStrings.printWhenLoaded : printableStrings.loading(parts.length));
      const place = placeKeeper();
      const loads = parts.map((part) => {
        part.setAttribute('aria-busy', 'true');
        return load(part.getAttribute(PENDING_PART_ATTRIBUTE) ?? '').then(
          (html) => ({ html }),
          () => null,
        );
      });
      for (const [at, part] of parts.entries()) {
        const result = await loads[at];
        if (stopped) {
          place.done();
          return;
        }
        part.removeAttribute('aria-busy');
        const note = part.querySelector(`.${PENDING_NOTE_CLASS}`);
        if (result) {
          // A keyboard reader on the note's link keeps their place: on the part's heading link.
          const focused = Boolean(note?.contains(document.activeElement));
          const fragment = document
            .createRange()
            .createContextualFragment(asPart(result.html, part.getAttribute('aria-labelledby') ?? ''));
          if (note) note.replaceWith(fragment);
          else part.append(fragment);
          part.removeAttribute(PENDING_PART_ATTRIBUTE);
          part.removeAttribute(FAILED_PART_ATTRIBUTE);
          if (focused) part.querySelector<HTMLElement>('h2 a')?.focus();
          place.keep();
        } else {
          part.setAttribute(FAILED_PART_ATTRIBUTE, '');
          // The note's text before its link.
          if (note?.firstChild) note.firstChild.textContent = `${printableStrings.partFailed} `;
        }
      }
      place.done();
      const failed = pending().length;
      if (!failed && document.activeElement === retry && status) {
        // The button goes: the focus moves to the line that says how it went.
        status.tabIndex = -1;
        status.focus();
      }
      retry.hidden = failed === 0;
      say(failed ? printableStrings.failed(failed) : printableStrings.done(total));
    } finally {
      running = false;
      retry.removeAttribute('aria-disabled');
    }
    if (printAfter) {
      // What could not load prints as its note, with the page's address.
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
    retry.remove();
  };
}
