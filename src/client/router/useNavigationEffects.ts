/** After each client navigation: the title, the scroll position and the focus. */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { headFor } from '../../shared/head';
import type { RouteData } from '../../shared/types';
import { useRouter } from './context';
import { savedScroll } from './RouterProvider';

function routeOf(view: ReturnType<typeof useRouter>['state']['view']): RouteData | null {
  if (view.kind !== 'doc') return { kind: view.kind };
  return view.status === 'ready' ? { kind: 'doc', meta: view.page.meta } : null;
}

/** The element a hash names, if any (a malformed hash names none). */
function hashTarget(hash: string): HTMLElement | null {
  try {
    return hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  } catch {
    return null;
  }
}

/**
 * Scrolls a heading to the top of the screen, below what sticks there (html's scroll-padding).
 * Code blocks above it are laid out first: those laid out only near the viewport
 * (content-visibility, markdown.css) would change their height once scrolled past, and move it.
 */
export function landOn(target: Element): void {
  for (const block of document.querySelectorAll<HTMLElement>('.code')) {
    if (block.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING)
      block.style.contentVisibility = 'visible';
  }
  target.scrollIntoView();
}

function scrollToHash(hash: string): boolean {
  const target = hashTarget(hash);
  if (target) landOn(target);
  return Boolean(target);
}

export function useNavigationEffects(): void {
  const { state } = useRouter();
  const handled = useRef(0);
  const settled = !(state.view.kind === 'doc' && state.view.status === 'loading');

  useLayoutEffect(() => {
    if (!settled || state.navigation === handled.current) return;
    handled.current = state.navigation;
    if (state.cause === 'refresh') return;
    if (state.cause === 'pop') {
      const saved = savedScroll();
      if (saved !== undefined) window.scrollTo(0, saved);
      else if (!scrollToHash(state.hash)) window.scrollTo(0, 0);
      return;
    }
    if (scrollToHash(state.hash)) {
      // The heading a link or a search result pointed at gets the focus, so reading goes on from there.
      const target = hashTarget(state.hash);
      if (target && target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target?.focus({ preventScroll: true });
    } else {
      window.scrollTo(0, 0);
      const heading = document.querySelector<HTMLElement>('main h1');
      heading?.focus({ preventScroll: true });
    }
  }, [settled, state.navigation, state.cause, state.hash]);

  // The browser scrolled to the address's heading before the app ran; code blocks laid out since
  // may have moved it: land on it again.
  useEffect(() => {
    const target = hashTarget(window.location.hash);
    if (target) landOn(target);
  }, []);

  useEffect(() => {
    const route = routeOf(state.view);
    if (!route || state.navigation === 0) return;
    const head = headFor(route);
    document.title = head.title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', head.description);
  }, [state.view, state.navigation]);
}
