/// <reference types="webpack/module" />
/** Modules the content pipeline writes into .site/ before webpack runs. */
declare module '@site/routes' {
  import type { DocPage } from '../shared/types';
  /** Each docs page's url and a loader for its chunk. */
  export const pages: Record<string, () => Promise<{ default: DocPage }>>;
}

declare module '*.css';

declare const __DEV__: boolean;
