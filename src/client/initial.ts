/** The router's first state, from the route data the prerender embedded in the page. */
import type { RouteData } from '../shared/types';
import type { RouterState, View } from './router/state';

export function initialState(route: RouteData, pathname: string, hash: string, html: string): RouterState {
  const view: View =
    route.kind === 'doc' ? { kind: 'doc', status: 'ready', page: { meta: route.meta, html } } : { kind: route.kind };
  return { pathname, hash, view, navigation: 0, cause: 'load' };
}
