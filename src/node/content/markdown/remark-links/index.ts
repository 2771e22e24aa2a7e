/** Records every link, link definition and image of a page, with its position, for the link check. */
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { factsOf } from '../types';

export default function remarkLinks() {
  return (tree: Root, file: VFile) => {
    const { links, images } = factsOf(file);
    visit(tree, (node) => {
      const at = { line: node.position?.start.line, column: node.position?.start.column };
      if (node.type === 'link' || node.type === 'definition') links.push({ url: node.url, ...at });
      if (node.type === 'image') images.push({ url: node.url, ...at });
    });
  };
}
