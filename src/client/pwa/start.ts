/**
 * The part of the offline support that every page carries: it restores the scroll position after
 * an update's reload, and once the page has loaded and is interactive it fetches the "pwa" chunk,
 * which registers the service worker (production builds, browsers that support it) and draws the
 * update notice and the offline indicator.
 */
import { UPDATE_SCROLL_KEY } from '../../shared/storage-keys';
import { interactive } from '../interactive';

interface SavedScroll {
  url: string;
  y: number;
}

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Called by the update notice just before it reloads the page. */
export function saveScrollForReload(): void {
  try {
    session()?.setItem(UPDATE_SCROLL_KEY, JSON.stringify({ url: window.location.href, y: window.scrollY } satisfies SavedScroll));
  } catch {
    // No session storage: the page reloads at its top.
  }
}

function restoreScroll(): void {
  try {
    const storage = session();
    const raw = storage?.getItem(UPDATE_SCROLL_KEY);
    if (!storage || !raw) return;
    storage.removeItem(UPDATE_SCROLL_KEY);
    const saved = JSON.parse(raw) as SavedScroll;
    if (saved.url === window.location.href) window.scrollTo(0, saved.y);
  } catch {
    // Nothing to restore.
  }
}

export function startOfflineSupport(): void {
  restoreScroll();
  if (__DEV__ || !('serviceWorker' in navigator)) return;
  const load = () => {
    import(/* webpackChunkName: "pwa" */ './pwa').then(
      (module) => module.start(),
      // Offline before the worker was ever installed: the page itself works, nothing to offer.
      () => undefined,
    );
  };
  // After the page is interactive (React's hydration can end after `load`) and after `load`.
  void interactive.then(() => {
    if (document.readyState === 'complete') load();
    else window.addEventListener('load', load, { once: true });
  });
}
