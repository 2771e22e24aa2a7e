/**
 * MDX only: fails on a JSX element that names no known component, and on import/export
 * statements (components come from the registry, not from imports).
 */
import type { Root } from 'mdast';
import type {} from 'mdast-util-mdx';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { report } from '../types';

export default function remarkKnownComponents(options: { components: readonly string[] }) {
  const known = new Set(options.components);
  return (tree: Root, file: VFile) => {
    visit(tree, (node) => {
      if (node.type === 'mdxjsEsm') {
        report(
          file,
          node,
          'import and export statements are not allowed in content',
          `remove the statement; the components ${[...known].join(', ')} are available without an import`,
        );
        return;
      }
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      const name = node.name;
      if (!name) return; // a fragment
      const isComponent = /^[A-Z]/.test(name) || name.includes('.');
      if (isComponent && !known.has(name)) {
        report(
          file,
          node,
          `unknown component <${name}>`,
          known.size
            ? `use one of ${[...known].map((c) => `<${c}>`).join(', ')}, or add it to src/node/content/features.tsx`
            : 'add it to src/node/content/features.tsx',
        );
      }
    });
  };
}
