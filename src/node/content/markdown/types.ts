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
  /** Configuration pages: the options documented under their headings, in page order. */
  options: DocumentedOption[];
}

/** An option heading of a configuration page. */
export interface DocumentedOption {
  /** Full dotted name: `output.library.type`. */
  path: string;
  id: string;
  /** The first sentence under the heading. */
  summary: string;
}

declare module 'vfile' {
  interface DataMap {
    facts: PageFacts;
  }
}


export function factsOf(file: VFile): PageFacts {
  file.data.facts ??= { anchors: [], ids: [], links: [], images: [], problems: [], options: [] };
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
