/**
 * Behaviour for the build-time HTML of a page body, by event delegation: the content is never
 * part of the bundle, and pages loaded later get the same behaviour for free.
 * - `.code__copy` copies its block's code; for a diff, the resulting code (no removed lines).
 * - `.heading-anchor` (a heading's permalink) also copies the link to that heading.
 * - `.code__detail` (an option's popup in a configuration example, a native popover) keeps the
 *   `aria-expanded` of the buttons that open it in step with it.
 * - `.option-index__since` (above the index of all options) shows the options added since a
 *   release, by a chunk of its own.
 */
import { useEffect } from 'react';
import { strings } from '../../shared/strings';
import { announce } from '../components/LiveRegion';

/** The code of a block as the reader wants it pasted: for a diff, without its removed lines. */
export function codeToCopy(figure: Element): string {
  const code = figure.querySelector('pre code');
  if (!code) return '';
  if (!figure.classList.contains('code--diff')) return code.textContent ?? '';
  return [...code.querySelectorAll('.line')]
    .filter((line) => !line.classList.contains('is-removed'))
    .map((line) => (line.textContent ?? '').replace(/\n$/, ''))
    .join('\n');
}

async function copy(text: string, done: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    announce(done);
    return true;
  } catch {
    announce(strings.copyFailed);
    return false;
  }
}

function onClick(event: MouseEvent): void {
  const target = event.target as Element | null;
  const button = target?.closest?.('.code__copy');
  if (button instanceof HTMLButtonElement) {
    const figure = button.closest('figure.code');
    if (!figure) return;
    void copy(codeToCopy(figure), strings.copied).then((ok) => {
      if (!ok) return;
      button.textContent = strings.copied;
      setTimeout(() => (button.textContent = strings.copyCode), 2000);
    });
    return;
  }
  const anchor = target?.closest?.('a.heading-anchor');
  if (anchor instanceof HTMLAnchorElement && !event.metaKey && !event.ctrlKey && !event.shiftKey) {
    // The browser still follows the link to the heading; this only adds the copy.
    void copy(anchor.href, strings.linkCopied);
  }
}

/** `toggle` does not bubble: listened for in the capture phase. */
function onToggle(event: Event): void {
  const popup = event.target as HTMLElement;
  if (!popup.classList?.contains('code__detail')) return;
  const open = String((event as ToggleEvent).newState === 'open');
  for (const button of document.querySelectorAll(`[popovertarget="${popup.id}"]`))
    button.setAttribute('aria-expanded', open);
}

function onChange(event: Event): void {
  const select = event.target as HTMLSelectElement;
  if (select.classList?.contains('option-index__since'))
    void import(/* webpackChunkName: "option-filter" */ './option-filter').then(
      ({ filterOptions }) => filterOptions(select),
      () => undefined,
    );
}

export function useContentBehaviours(): void {
  useEffect(() => {
    document.addEventListener('click', onClick);
    document.addEventListener('toggle', onToggle, true);
    document.addEventListener('change', onChange);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('toggle', onToggle, true);
      document.removeEventListener('change', onChange);
    };
  }, []);
}
