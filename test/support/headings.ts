/** The headings of a content page. */
import type { Heading } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import { markdownTree } from './code-blocks';

/** The text of every heading of a Markdown page, trimmed, in order, each passed through `key`. */
export function headingsOf(file: string, key: (text: string) => string = (text) => text): string[] {
  const found: string[] = [];
  visit(markdownTree(file), 'heading', (node: Heading) => {
    found.push(key(toString(node).trim()));
  });
  return found;
}
