/**
 * Gives every heading a GitHub-style id and a permalink, records the page's anchors, and fails on
 * two headings with the same id in one page.
 */
import { slug } from 'github-slugger';
import type { Element, Root } from 'hast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { contentStrings } from '../../../../shared/strings';
import { h, headingText } from '../hast';
import { factsOf, report } from '../types';

const LEVELS: Record<string, number> = { h1: 1, h2: 2, h3: 3, h4: 4, h5: 5, h6: 6 };

export default function rehypeHeadings() {
  return (tree: Root, file: VFile) => {
    const seen = new Map<string, number | undefined>();
    const { anchors, ids } = factsOf(file);
    visit(tree, 'element', (node: Element) => {
      const level = LEVELS[node.tagName];
      if (!level) return;
      const title = headingText(node).trim();
      // An id set by an earlier plugin (an option heading's, from the catalog) is kept.
      const id = typeof node.properties.id === 'string' && node.properties.id ? node.properties.id : slug(title);
      const line = node.position?.start.line;
      if (!id) {
        report(file, node, 'a heading has no text to make an id from', 'give the heading some words');
        return;
      }
      if (seen.has(id)) {
        report(
          file,
          node,
          `two headings have the id \`${id}\` (the other is on line ${seen.get(id) ?? '?'})`,
          'make every heading of a page unique',
        );
        return;
      }
      seen.set(id, line);
      ids.push(id);
      node.properties = { ...node.properties, id };
      node.children.push(
        h('a', { className: ['heading-anchor'], href: `#${id}`, ariaLabel: contentStrings.permalink(title) }, [
          { type: 'text', value: '#' },
        ]),
      );
      if (level <= 3) anchors.push({ title, id, level });
    });
  };
}
