/** Records every link and link definition of a page, with its position, for the link check. */
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { factsOf } from '../types';

export default function remarkLinks() {
  return (tree: Root, file: VFile) => {
    const { links } = factsOf(file);
    visit(tree, (node) => {
      if (node.type === 'link' || node.type === 'definition') {
        links.push({ url: node.url, line: node.position?.start.line, column: node.position?.start.column });
      }
    });
  };
}
