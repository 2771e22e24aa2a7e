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

function scrollToHash(hash: string): boolean {
  if (!hash) return false;
  const target = document.getElementById(decodeURIComponent(hash.slice(1)));
  target?.scrollIntoView();
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
      const target = document.getElementById(decodeURIComponent(state.hash.slice(1)));
      if (target && target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target?.focus({ preventScroll: true });
    } else {
      window.scrollTo(0, 0);
      const heading = document.querySelector<HTMLElement>('main h1');
      heading?.focus({ preventScroll: true });
    }
  }, [settled, state.navigation, state.cause, state.hash]);

  useEffect(() => {
    const route = routeOf(state.view);
    if (!route || state.navigation === 0) return;
    const head = headFor(route);
    document.title = head.title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', head.description);
  }, [state.view, state.navigation]);
}
