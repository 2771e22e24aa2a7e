/**
 * The "pwa" chunk: registers /sw.js, asks it to save the site for offline use once the page is
 * idle, and draws the update notice and the offline indicator in a root of their own, outside the
 * prerendered page.
 */
import { createRoot } from 'react-dom/client';
import type { FromWorker, ToWorker } from '../../shared/offline';
import { OfflineStatus } from './OfflineStatus';
import { UpdateNotice } from './UpdateNotice';
import './pwa.css';

const ROOT_ID = 'pwa-root';

/** Dispatched on window (and marked on <html>) once the worker has saved the site. */
export const SITE_CACHED_EVENT = 'docs:site-cached';

function idle(callback: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(callback, { timeout: 5000 });
  else setTimeout(callback, 1000);
}

function post(worker: ServiceWorker | null | undefined, message: ToWorker): void {
  worker?.postMessage(message);
}

export async function start(): Promise<void> {
  const container =
    document.getElementById(ROOT_ID) ??
    document.body.appendChild(Object.assign(document.createElement('div'), { id: ROOT_ID }));
  const root = createRoot(container);
  let waiting: ServiceWorker | null = null;
  const render = () =>
    root.render(
      <>
        {waiting ? <UpdateNotice worker={waiting} /> : null}
        <OfflineStatus />
      </>,
    );
  render();

  let registration: ServiceWorkerRegistration | undefined;
  try {
    registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  } catch {
    // Service workers turned off: the site works online as before.
  }
  // (Playwright's `serviceWorkers: 'block'` resolves with nothing.)
  if (!registration) return;

  const onWaiting = (worker: ServiceWorker) => {
    // A waiting worker with no controller is the first install, which activates by itself.
    if (!navigator.serviceWorker.controller) return;
    waiting = worker;
    render();
  };
  if (registration.waiting) onWaiting(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration?.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') onWaiting(installing);
    });
  });
  // Look for a new build when the reader comes back to the tab.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') registration?.update().catch(() => undefined);
  });

  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<FromWorker>) => {
    if (event.data.type === 'SITE_CACHED') {
      document.documentElement.dataset.siteCached = String(event.data.pages);
      window.dispatchEvent(new CustomEvent(SITE_CACHED_EVENT, { detail: event.data }));
    }
  });
  const ready = await navigator.serviceWorker.ready;
  // A reader who asked the browser to save data gets pages saved as they open them, not the site.
  if ((navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData) return;
  idle(() => post(ready.active, { type: 'CACHE_SITE' }));
}
