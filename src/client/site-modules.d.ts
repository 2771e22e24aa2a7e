/// <reference types="webpack/module" />
/** Modules the content pipeline writes into .site/ before webpack runs. */
declare module '@site/routes' {
  import type { DocPage } from '../shared/types';
  /** Each docs page's url and a loader for its chunk. */
  export const pages: Record<string, () => Promise<{ default: DocPage }>>;
  /** Each section's sidebar headings lists, by page url, in a chunk of its own. */
  export const anchors: Record<string, () => Promise<{ default: Record<string, import('../shared/types').Anchor[]> }>>;
}

declare module '@site/sections.json' {
  import type { Link } from '../shared/types';
  /** The documentation sections for the header's menu, in order. */
  const sections: Link[];
  export default sections;
}

declare module '*.css';

declare const __DEV__: boolean;

/** The Google Analytics measurement id when the build has one, else null (src/node/analytics.ts). */
declare const __ANALYTICS_ID__: string | null;

declare module '@site/search.json' {
  /** The url of the search index's meta file, written by the build (src/node/search/index.ts). */
  const search: { meta: string };
  export default search;
}

/** Algolia DocSearch's settings when the build switches it on, else null (src/node/search/docsearch.ts). */
declare const __DOCSEARCH__: import('../shared/search/format').DocSearchConfig | null;

declare module '@site/module-diagram.json' {
  /** The home page's diagram as SVG markup, drawn at build time (src/node/home/diagram.ts). */
  const diagram: { svg: string };
  export default diagram;
}

declare module '@site/home-code.json' {
  /** The home page's code snippets as highlighted code blocks (src/node/home/code.ts). */
  const snippets: Record<'index' | 'greet' | 'run' | 'html', string>;
  export default snippets;
}

declare module '@site/sponsor-layout.json' {
  /** How many sponsors each group of the home page shows (src/node/home/sponsors-data.ts). */
  const layout: Record<import('../shared/sponsors').SponsorGroup, number>;
  export default layout;
}

declare module '*.svg' {
  /** The address of the emitted file (an asset module; see src/node/webpack/config.ts). */
  const url: string;
  export default url;
}

declare module 'webpack/lib/util/formatSize.js' {
  /** A size as webpack prints it in its stats: `512 bytes`, `12.7 KiB`. */
  const formatSize: (size?: number) => string;
  export default formatSize;
}
