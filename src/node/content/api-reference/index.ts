/**
 * The API reference, as a feature of the content pipeline: the headings of hooks get a badge with
 * the release that added the hook, and "deprecated", as webpack's own types.d.ts says (`@since`,
 * `@deprecated` in the hook's doc comment); the CLI's tables of flags are drawn as lined lists.
 */
import type { ContentFeature } from '../feature';
import rehypeFlagLists from './rehype-flag-lists';
import rehypeHookBadges from './rehype-hook-badges';

export const apiReference: ContentFeature = {
  name: 'api-reference',
  rehypeBeforeHeadings: [rehypeHookBadges, rehypeFlagLists],
};
