import { pages } from '@site/routes';
import { SCREEN_ROUTES, type ScreenKind } from '../../shared/site';
import type { DocPage } from '../../shared/types';

export type Target =
  | { kind: 'doc'; load: () => Promise<{ default: DocPage }> }
  | { kind: ScreenKind }
  | { kind: 'not-found' };

/** What a pathname (with its trailing slash) shows. */
export function resolve(pathname: string): Target {
  const load = pages[pathname];
  if (load) return { kind: 'doc', load };
  const screen = (SCREEN_ROUTES as Record<string, ScreenKind>)[pathname];
  if (screen) return { kind: screen };
  return { kind: 'not-found' };
}

/** Dispatched when the dev server swaps in new page data (a content file was saved). */
export const CONTENT_UPDATED_EVENT = 'docs:content-updated';

if (import.meta.webpackHot) {
  import.meta.webpackHot.accept('@site/routes', () => window.dispatchEvent(new Event(CONTENT_UPDATED_EVENT)));
}
