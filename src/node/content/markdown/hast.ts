import type { Element, Nodes } from 'hast';

/** The text of a hast node and its descendants. */
export function textOf(node: Nodes): string {
  if (node.type === 'text') return node.value;
  if ('children' in node) return node.children.map((child) => textOf(child)).join('');
  return '';
}

/**
 * The class of a badge inside a heading (the release that added an option, "deprecated"): shown
 * with the heading, but not part of its text for ids, anchors, "On this page" and search.
 */
export const HEADING_BADGE_CLASS = 'heading-badge';

function isBadge(node: Nodes): boolean {
  const className = node.type === 'element' ? node.properties.className : undefined;
  return Array.isArray(className) && className.includes(HEADING_BADGE_CLASS);
}

/** A heading's own text: its badges left out. */
export function headingText(node: Nodes): string {
  if (node.type === 'text') return node.value;
  if (isBadge(node)) return '';
  if ('children' in node) return node.children.map((child) => headingText(child)).join('');
  return '';
}

export function h(tagName: string, properties: Element['properties'], children: Element['children'] = []): Element {
  return { type: 'element', tagName, properties, children };
}
