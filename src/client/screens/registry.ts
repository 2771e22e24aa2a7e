/**
 * Screens with code of their own (the home splash, the ecosystem list, the vote page, the playground) live in lazy chunks, so
 * docs pages never download them. The prerendered page of such a screen loads its chunk next to
 * the shared app, and the browser waits for it before hydrating: the tree it hydrates is the one
 * the server rendered.
 */
import type { RouteData } from '../../shared/types';

/** Any route's kind: docs pages and the not-found screen simply have no chunk of their own. */
type Kind = RouteData['kind'];

export type ScreenComponent = () => React.JSX.Element;

const LOADERS: Partial<Record<Kind, () => Promise<{ default: ScreenComponent }>>> = {
  home: () => import(/* webpackChunkName: "screen-home" */ './home/HomeScreen'),
  organization: () => import(/* webpackChunkName: "screen-organization" */ './organization/OrganizationScreen'),
  vote: () => import(/* webpackChunkName: "screen-vote" */ './VoteScreen'),
  playground: () => import(/* webpackChunkName: "screen-playground" */ './PlaygroundScreen'),
};

/**
 * The screens with a chunk of their own. Each import above names its chunk `screen-<kind>`
 * (screenChunkName in shared/site.ts): the build looks the chunk up by that name to list its
 * files in the screen's prerendered page, and stops if one is missing.
 */
export const SCREENS_WITH_CHUNKS = /* @__PURE__ */ Object.keys(LOADERS) as Kind[];

const loaded = new Map<Kind, ScreenComponent>();
const pending = new Map<Kind, Promise<void>>();

/** Loads a screen's chunk once; routes without a chunk of their own resolve at once. */
export function loadScreen(kind: Kind): Promise<void> {
  const load = LOADERS[kind];
  if (!load || loaded.has(kind)) return Promise.resolve();
  let promise = pending.get(kind);
  if (!promise) {
    promise = load().then(
      (module) => {
        loaded.set(kind, module.default);
        pending.delete(kind);
      },
      (error: unknown) => {
        pending.delete(kind); // the next navigation tries again
        throw error;
      },
    );
    pending.set(kind, promise);
  }
  return promise;
}

/** The component of a screen whose chunk has loaded. */
export function loadedScreen(kind: Kind): ScreenComponent | undefined {
  return loaded.get(kind);
}
