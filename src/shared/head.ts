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
    case 'vote':
      return { title: `${strings.voteTitle} | ${SITE_NAME}`, description: strings.voteDescription };
    case 'organization':
      return { title: `${strings.organizationTitle} | ${SITE_NAME}`, description: strings.organizationDescription };
    case 'app-shell':
      return { title: strings.appShellTitle, description: strings.appShellDescription };
    case 'not-found':
      return { title: `${strings.notFoundTitle} | ${SITE_NAME}`, description: strings.notFoundDescription };
  }
}
