/** Browser entry: hydrates the prerendered page; the body of a docs page stays the DOM the browser parsed. */
import './styles/layers.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { withTrailingSlash } from '../shared/url';
import type { RouteData } from '../shared/types';
import { App } from './App';
import { ROUTE_DATA_ID } from '../shared/dom';
import { initialState, PRERENDERED_BODY } from './initial';
import { resolve } from './router/resolve';
import { loadScreen } from './screens/registry';
import { startOfflineSupport } from './pwa/start';
import { markStartFailed } from './interactive';

const container = document.getElementById('root');
const data = document.getElementById(ROUTE_DATA_ID);
const { hash } = window.location;
const pathname = withTrailingSlash(window.location.pathname);

// The service worker answers a page it has not saved with the app shell: render that page here.
const shell =
  pathname !== '/app-shell/' &&
  (data?.textContent ? (JSON.parse(data.textContent) as RouteData).kind === 'app-shell' : false);

if (container && data?.textContent && !shell) {
  const route = JSON.parse(data.textContent) as RouteData;
  // In a transition, React hydrates in slices of a few milliseconds instead of long tasks: on
  // /configuration/output/, at a quarter of this machine's CPU speed, the tasks of 289 and 244 ms
  // after load became one of 247 ms. The body is not read back as HTML (PRERENDERED_BODY).
  const hydrate = () =>
    startTransition(() => {
      hydrateRoot(container, <App initial={initialState(route, pathname, hash, PRERENDERED_BODY)} />);
    });
  // A screen's own chunk came with its page (a script tag next to the app's), so this settles at
  // once; other routes have none. If it failed, the prerendered page stays readable, unhydrated.
  loadScreen(route.kind).then(hydrate, (error: unknown) => {
    console.error(error);
    markStartFailed();
  });
  startOfflineSupport();
} else if (container) {
  // The dev server (and, offline, the service worker) sends an empty shell: load the page's
  // chunk, then render.
  if (shell) container.replaceChildren();
  const render = (route: RouteData, html = '') =>
    createRoot(container).render(<App initial={initialState(route, pathname, hash, html)} />);
  resolve(pathname, loadScreen)
    .then(async (target) => {
      if (target.kind !== 'doc') return render(target);
      const { default: page } = await target.load();
      render({ kind: 'doc', meta: page.meta }, page.html);
    })
    .catch((error: unknown) => {
      console.error(error);
      if (shell)
        createRoot(container).render(
          <App
            initial={{ pathname, hash, view: { kind: 'doc', status: 'error', error }, navigation: 0, cause: 'load' }}
          />,
        );
      else render({ kind: 'not-found' });
    });
  if (shell) startOfflineSupport();
}
