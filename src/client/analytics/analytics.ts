/**
 * The analytics chunk, loaded only by builds with a measurement id (see src/node/analytics.ts) and
 * only once the page is interactive. It queues the page views for the provider's script (gtag.js),
 * which it adds once the browser is idle; the script sends what is queued when it arrives.
 */
declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

let started = false;
let last: string | null = null;

/** gtag.js reads each call's `arguments` object from the data layer. */
function gtag(..._args: unknown[]): void {
  // eslint-disable-next-line prefer-rest-params -- gtag.js reads the arguments object itself, not an array
  (window.dataLayer ??= []).push(arguments);
}

function start(id: string): void {
  started = true;
  gtag('js', new Date());
  // Page views are sent by hand: a client navigation is one too, and the automatic one would count the first page twice.
  gtag('config', id, { send_page_view: false });
  const add = () => {
    const script = document.createElement('script');
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtag/js?id=${id}`;
    document.head.append(script);
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(add, { timeout: 3000 });
  else setTimeout(add, 0);
}

/** Reports the page on screen, once per address (a jump to a heading is not a new page). */
export function pageView(id: string): void {
  if (!started) start(id);
  const at = window.location.pathname + window.location.search;
  if (at === last) return;
  last = at;
  gtag('event', 'page_view', { page_location: window.location.href, page_title: document.title });
}
