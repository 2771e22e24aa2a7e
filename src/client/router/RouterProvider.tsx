/**
 * Client-side navigation: pushes history, loads the next page's chunk on demand, and keeps the
 * current page on screen until the chunk arrives (a placeholder shows only if it is slow).
 */
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { withTrailingSlash } from '../../shared/url';
import { RouterContext, type Router } from './context';
import { CONTENT_UPDATED_EVENT, resolve, type PrepareScreen } from './resolve';
import type { RouterState, View } from './state';
import { recoverByFullLoad } from './recover';
import { useLinkInterception } from './useLinkInterception';

/** How long a page chunk may take before the placeholder replaces the old page. */
const PLACEHOLDER_DELAY_MS = 300;

interface HistoryEntry {
  scroll?: number;
}

export function RouterProvider({
  initial,
  prepareScreen,
  children,
}: {
  initial: RouterState;
  prepareScreen: PrepareScreen;
  children: ReactNode;
}): React.JSX.Element {
  const [state, setState] = useState(initial);
  const latest = useRef(initial.pathname);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const show = useCallback(
    (pathname: string, hash: string, cause: RouterState['cause']) => {
      latest.current = pathname;
      clearTimeout(timer.current);
      const commit = (view: View) =>
        setState((s) => ({
          pathname,
          hash,
          view,
          cause,
          navigation:
            s.pathname === pathname && s.view.kind === 'doc' && s.view.status !== 'ready'
              ? s.navigation
              : s.navigation + 1,
        }));
      timer.current = setTimeout(() => {
        if (latest.current === pathname) commit({ kind: 'doc', status: 'loading' });
      }, PLACEHOLDER_DELAY_MS);
      const settle = (view: View) => {
        clearTimeout(timer.current);
        if (latest.current === pathname) commit(view);
      };
      resolve(pathname, prepareScreen)
        .then(async (target) =>
          target.kind === 'doc'
            ? ({ kind: 'doc', status: 'ready', page: (await target.load()).default } as const)
            : target,
        )
        .then(settle, async (error: unknown) => {
          if (
            latest.current === pathname &&
            (await recoverByFullLoad(error, `${pathname}${window.location.search}${hash}`))
          )
            return;
          settle({ kind: 'doc', status: 'error', error });
        });
    },
    [prepareScreen],
  );

  const navigate = useCallback(
    (href: string) => {
      const url = new URL(href, window.location.href);
      const pathname = withTrailingSlash(url.pathname);
      const samePage = pathname === latest.current;
      window.history.replaceState(
        { ...(window.history.state as HistoryEntry | null), scroll: window.scrollY } satisfies HistoryEntry,
        '',
      );
      window.history.pushState({ scroll: 0 } satisfies HistoryEntry, '', `${pathname}${url.search}${url.hash}`);
      if (samePage) {
        setState((s) => ({ ...s, hash: url.hash, cause: 'push', navigation: s.navigation + 1 }));
        return;
      }
      show(pathname, url.hash, 'push');
    },
    [show],
  );

  const retry = useCallback(() => show(latest.current, window.location.hash, 'push'), [show]);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    // A server without the trailing-slash redirect (the dev server) may hand us /a/b.
    const { pathname, search, hash } = window.location;
    if (withTrailingSlash(pathname) !== pathname) {
      window.history.replaceState(window.history.state, '', `${withTrailingSlash(pathname)}${search}${hash}`);
    }
    const onPop = () => {
      const pathname = withTrailingSlash(window.location.pathname);
      if (pathname === latest.current) {
        setState((s) => ({ ...s, hash: window.location.hash, cause: 'pop', navigation: s.navigation + 1 }));
      } else {
        show(pathname, window.location.hash, 'pop');
      }
    };
    const onContent = () => show(latest.current, window.location.hash, 'refresh');
    window.addEventListener('popstate', onPop);
    window.addEventListener(CONTENT_UPDATED_EVENT, onContent);
    return () => {
      window.removeEventListener('popstate', onPop);
      window.removeEventListener(CONTENT_UPDATED_EVENT, onContent);
    };
  }, [show]);

  useLinkInterception(navigate);

  const router = useMemo<Router>(() => ({ state, navigate, retry }), [state, navigate, retry]);
  return <RouterContext.Provider value={router}>{children}</RouterContext.Provider>;
}

/** The scroll position saved for the current history entry, if any. */
export function savedScroll(): number | undefined {
  return (window.history.state as HistoryEntry | null)?.scroll;
}
