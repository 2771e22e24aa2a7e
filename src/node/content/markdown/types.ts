import type { Node } from 'unist';
import type { VFile } from 'vfile';
import type { Anchor } from '../../../shared/types';

/** A link found in a page's source. */
export interface FoundLink {
  url: string;
  line: number | undefined;
  column: number | undefined;
}

/** A problem found while compiling a page; the pipeline adds the file name. */
export interface PageProblem {
  message: string;
  fix?: string;
  line: number | undefined;
  column: number | undefined;
}

/** What the plugins record about a page on `file.data`. */
export interface PageFacts {
  /** Level 1-3 headings: the page's table of contents. */
  anchors: Anchor[];
  /** The id of every heading, any level: what `#anchor` links may point at. */
  ids: string[];
  links: FoundLink[];
  /** Image sources. */
  images: FoundLink[];
  problems: PageProblem[];
  /**
   * What the plugins of a site feature record about the page, under the feature's own key (the
   * configuration reference's `options`): plain data, kept with the compiled page.
   */
  extra: Record<string, unknown>;
}

declare module 'vfile' {
  interface DataMap {
    facts: PageFacts;
  }
}

export function factsOf(file: VFile): PageFacts {
  file.data.facts ??= { anchors: [], ids: [], links: [], images: [], problems: [], extra: {} };
  return file.data.facts;
}

export function report(file: VFile, node: Node | undefined, message: string, fix?: string): void {
  factsOf(file).problems.push({
    message,
    ...(fix ? { fix } : {}),
    line: node?.position?.start.line,
    column: node?.position?.start.column,
  });
}
