/** The router's first state, from the route data the prerender embedded in the page. */
import type { RouteData } from '../shared/types';
import type { RouterState, View } from './router/state';

/**
 * The `html` of the page the browser opened: its body is in the document already, where the
 * prerender wrote it, and React does not read a `dangerouslySetInnerHTML` when it hydrates. So
 * the body is not read back as HTML (on the longest pages, 40 to 90 ms at a quarter of this
 * machine's CPU speed, in the first task after load). React sets a body only when its `html`
 * changes, and the body is replaced only by another page's, which comes from that page's chunk
 * (DocScreen never shows the first page's object again once its article is gone).
 */
export const PRERENDERED_BODY = '<!-- the body the page came with -->';

export function initialState(route: RouteData, pathname: string, hash: string, html: string): RouterState {
  const view: View =
    route.kind === 'doc' ? { kind: 'doc', status: 'ready', page: { meta: route.meta, html } } : { kind: route.kind };
  return { pathname, hash, view, navigation: 0, cause: 'load' };
}
