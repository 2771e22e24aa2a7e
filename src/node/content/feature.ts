/**
 * A site feature of the content pipeline (the configuration reference, the API reference): what it
 * hands the Markdown engine (components, rehype plugins, code annotators) and a pass that runs once
 * every page has compiled, for what needs all pages (an index, a summary quoted elsewhere).
 */
import type { MarkdownExtensions } from './markdown';
import type { Page } from './page';

export interface ContentFeature extends MarkdownExtensions {
  name: string;
  /** After every page has compiled: may rewrite pages' HTML (`page.compiled`). */
  afterCompile?: (pages: readonly Page[]) => void;
}
