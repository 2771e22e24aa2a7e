/**
 * The part of the offline support that every page carries: it restores the scroll position after
 * an update's reload, and once the page has loaded and is interactive it fetches the "pwa" chunk,
 * which registers the service worker (production builds, browsers that support it) and draws the
 * update notice and the offline indicator.
 */
import { interactive } from '../interactive';
import { restoreScrollAfterReload } from './reload-scroll';

export function startOfflineSupport(): void {
  restoreScrollAfterReload();
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
