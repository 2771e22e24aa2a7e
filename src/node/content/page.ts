import type { FrontMatter } from '../../shared/frontmatter';
import type { SourceFile } from './load';
import type { CompiledPage } from './markdown';

/** A content file after every stage: its source, front matter, place and compiled body. */
export interface Page {
  file: SourceFile;
  frontMatter: FrontMatter;
  /** The section folder, or null for a top-level page. */
  section: string | null;
  isIndex: boolean;
  sort: number;
  compiled: CompiledPage;
}
