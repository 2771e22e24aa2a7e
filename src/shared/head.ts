/** The title and description of every route, used by the prerender and on client navigation. */
import { SITE_NAME } from './site';
import { strings } from './strings';
import type { RouteData } from './types';

export interface Head {
  title: string;
  description: string;
}

export function headFor(route: RouteData): Head {
  switch (route.kind) {
    case 'doc': {
      // A page inside a section names it too: "Output | Configuration" and "Output | Concepts"
      // are different pages.
      const { meta } = route;
      const section = meta.sidebar && meta.sidebar.url !== meta.url ? ` | ${meta.sidebar.title}` : '';
      return { title: `${meta.title}${section} | ${SITE_NAME}`, description: meta.description };
    }
    case 'home':
      return { title: `${SITE_NAME}: module bundler for JavaScript`, description: strings.homeDescription };
    case 'app-shell':
      return { title: strings.appShellTitle, description: strings.appShellDescription };
    case 'not-found':
      return { title: `${strings.notFoundTitle} | ${SITE_NAME}`, description: strings.notFoundDescription };
    default:
      // The other screens (vote, organization, playground): a title and a description in the strings, by their kind.
      return {
        title: `${strings[`${route.kind}Title`]} | ${SITE_NAME}`,
        description: strings[`${route.kind}Description`],
      };
  }
}
