import type { ScreenKind } from '../../shared/site';
import type { DocPage } from '../../shared/types';

/** What the main area draws. */
export type View =
  | { kind: 'doc'; status: 'ready'; page: DocPage }
  | { kind: 'doc'; status: 'loading' }
  | { kind: 'doc'; status: 'error'; error: unknown }
  | { kind: ScreenKind }
  | { kind: 'not-found' };

export interface RouterState {
  pathname: string;
  hash: string;
  view: View;
  /** Counts navigations; 0 is the page the browser loaded. */
  navigation: number;
  /** How the current page was reached: a click, back/forward, the first load, or new content in the dev server. */
  cause: 'load' | 'push' | 'pop' | 'refresh';
}
