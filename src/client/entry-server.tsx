/** Prerender entry, bundled for Node: renders one route to HTML with the same tree the browser hydrates. */
import { renderToString } from 'react-dom/server';
import type { RouteData } from '../shared/types';
import { App } from './App';
import { initialState } from './initial';
import { loadScreen } from './screens/registry';

export { SCREENS_WITH_CHUNKS } from './screens/registry';

export async function render(route: RouteData, pathname: string, html = ''): Promise<string> {
  await loadScreen(route.kind);
  return renderToString(<App initial={initialState(route, pathname, '', html)} />);
}
