/**
 * Turns GitHub-style alerts into asides:
 *   > [!TIP]
 *   > Text
 * becomes <div class="aside aside--tip" role="note"><p class="aside__title">Tip</p>...</div>.
 */
import type { Blockquote, Paragraph, Root, Text } from 'mdast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { report } from '../types';

export const ASIDE_KINDS = { TIP: 'Tip', WARNING: 'Warning', TODO: 'To do' } as const;
const MARKER = /^\[!([A-Za-z]+)\][ \t]*(?:\r?\n|$)/;

export default function remarkAsides() {
  return (tree: Root, file: VFile) => {
    visit(tree, 'blockquote', (node: Blockquote) => {
      const first = node.children[0];
      if (first?.type !== 'paragraph') return;
      const text = first.children[0];
      if (text?.type !== 'text') return;
      const match = MARKER.exec(text.value);
      if (!match) return;
      const kind = (match[1] ?? '').toUpperCase();
      if (!(kind in ASIDE_KINDS) || match[1] !== kind) {
        report(
          file,
          node,
          `unknown aside \`[!${match[1]}]\``,
          `use one of ${Object.keys(ASIDE_KINDS)
            .map((k) => `[!${k}]`)
            .join(', ')}`,
        );
        return;
      }
      const label = ASIDE_KINDS[kind as keyof typeof ASIDE_KINDS];
      text.value = text.value.slice(match[0].length);
      if (!text.value) first.children.shift();
      if (!first.children.length) node.children.shift();
      const title: Paragraph = {
        type: 'paragraph',
        data: { hProperties: { className: ['aside__title'] } },
        children: [{ type: 'text', value: label } satisfies Text],
      };
      node.children.unshift(title);
      node.data = {
        ...node.data,
        hName: 'div',
        hProperties: { className: ['aside', `aside--${kind.toLowerCase()}`], role: 'note' },
      };
    });
  };
}
