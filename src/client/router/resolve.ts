import { SCREEN_ROUTES, type ScreenKind } from '../../shared/site';
import type { DocPage } from '../../shared/types';

export type Target =
  { kind: 'doc'; load: () => Promise<{ default: DocPage }> } | { kind: ScreenKind } | { kind: 'not-found' };

type RouteTable = Record<string, () => Promise<{ default: DocPage }>>;

let table: Promise<RouteTable> | undefined;

/**
 * The table of every docs page's chunk. It grows with the site, so it is not part of the first
 * download: it loads on the first sign that the reader may navigate (see useLinkInterception).
 */
export function loadRouteTable(): Promise<RouteTable> {
  table ??= import(/* webpackChunkName: "routes" */ '@site/routes').then(
    (module) => module.pages,
    (error: unknown) => {
      table = undefined; // let the next navigation try again
      throw error;
    },
  );
  return table;
}

/** Loads what a screen needs before it shows (its chunk); the app gives the screens' registry. */
export type PrepareScreen = (kind: ScreenKind) => Promise<void>;

/** What a pathname (with its trailing slash) shows. */
export async function resolve(pathname: string, prepareScreen: PrepareScreen): Promise<Target> {
  const screen = (SCREEN_ROUTES as Record<string, ScreenKind>)[pathname];
  if (screen) {
    await prepareScreen(screen);
    return { kind: screen };
  }
  const load = (await loadRouteTable())[pathname];
  return load ? { kind: 'doc', load } : { kind: 'not-found' };
}

/** Dispatched when the dev server swaps in new page data (a content file was saved). */
export const CONTENT_UPDATED_EVENT = 'docs:content-updated';

if (import.meta.webpackHot) {
  import.meta.webpackHot.accept('@site/routes', () => {
    table = undefined;
    window.dispatchEvent(new Event(CONTENT_UPDATED_EVENT));
  });
}
