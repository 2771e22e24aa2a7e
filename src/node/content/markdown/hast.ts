import type { Element, Nodes } from 'hast';

/** The text of a hast node and its descendants. */
export function textOf(node: Nodes): string {
  if (node.type === 'text') return node.value;
  if ('children' in node) return node.children.map((child) => textOf(child)).join('');
  return '';
}

export function h(tagName: string, properties: Element['properties'], children: Element['children'] = []): Element {
  return { type: 'element', tagName, properties, children };
}
