/**
 * The CLI's tables of flags (`| Flag | Type | Multiple | Option |`, the convention of
 * content/api/cli.md that test/content/api/cli.test.ts reads) are drawn as lined lists: one
 * `<li>` per flag, holding the flag, its type and the link to its option, set in columns by
 * markdown.css. A table row costs six elements (a row, four cells and the link), an item three:
 * /api/cli/ lists some 1,500 flags, whose tables made it the longest page of the site (11,347
 * elements; issue 27). The Markdown stays a table, which is what a writer reads and the test
 * compares row by row.
 *
 * "Multiple" becomes the word "repeatable" after the type; the header row stays, hidden from
 * screen readers, which read each item as one line ("--cache-type "memory" | "filesystem"
 * cache.type").
 */
import type { Element, ElementContent, Root } from 'hast';
import { visit } from 'unist-util-visit';
import { breakable } from '../../../shared/breakable';
import { h, textOf } from '../markdown/hast';

const FLAG_LIST_CLASS = 'flag-list';
const HEADER = ['Flag', 'Type', 'Multiple', 'Option'];

function childElements(node: Element, tagName: string): Element[] {
  return node.children.filter((child): child is Element => child.type === 'element' && child.tagName === tagName);
}

/** The cell's content without the white space around it. */
function contentOf(cell: Element): ElementContent[] {
  return cell.children.filter((child) => child.type !== 'text' || child.value.trim() !== '');
}

/** A lone `<code>` of text becomes the item's code; anything else is wrapped in a `<span>`. */
function flagItem(cell: Element): Element {
  const content = contentOf(cell);
  const [only] = content;
  if (content.length === 1 && only?.type === 'element' && only.tagName === 'code') return only;
  return h('span', {}, content);
}

/**
 * A lone link of code becomes a link drawn as code (its `<code>` unwrapped), breakable as the
 * lists of headings are (`module.parser.javascript/auto.createRequire` is one word otherwise);
 * anything else is wrapped in a `<span>`.
 */
function optionItem(cell: Element): Element {
  const content = contentOf(cell);
  const [only] = content;
  if (content.length === 1 && only?.type === 'element' && only.tagName === 'a') {
    const [code] = contentOf(only);
    if (only.children.length !== 1 || code?.type !== 'element' || code.tagName !== 'code') return only;
    if (!code.children.every((child) => child.type === 'text')) return { ...only, children: code.children };
    return { ...only, children: [{ type: 'text', value: breakable(textOf(code)) }] };
  }
  return h('span', {}, content);
}

/** The type as the item's own text between the flag and the option, or a `<span>` if it holds elements. */
function typeItem(type: Element, multiple: Element): ElementContent {
  const repeatable = textOf(multiple).trim() === 'yes' ? ', repeatable' : '';
  const content = contentOf(type);
  if (content.every((child) => child.type === 'text'))
    return { type: 'text', value: ` ${textOf(type).trim()}${repeatable} ` };
  return h('span', {}, [...content, ...(repeatable ? [{ type: 'text' as const, value: repeatable }] : [])]);
}

function isFlagTable(table: Element): boolean {
  const head = childElements(table, 'thead')[0];
  const row = head ? childElements(head, 'tr')[0] : undefined;
  const names = row ? childElements(row, 'th').map((cell) => textOf(cell).trim()) : [];
  return names.join('|') === HEADER.join('|');
}

export function flagList(table: Element): Element {
  const rows = childElements(table, 'tbody').flatMap((body) => childElements(body, 'tr'));
  const head = h(
    'li',
    { className: [`${FLAG_LIST_CLASS}__head`], ariaHidden: 'true' },
    ['Flag', 'Type', 'Option'].flatMap((name, i) => [
      ...(i ? [{ type: 'text' as const, value: ' ' }] : []),
      h('span', {}, [{ type: 'text', value: name }]),
    ]),
  );
  const items = rows.map((row) => {
    const [flag, type, multiple, option] = childElements(row, 'td');
    if (!flag || !type || !multiple || !option) throw new Error(`a flag row without four cells: ${textOf(row)}`);
    return h('li', {}, [flagItem(flag), typeItem(type, multiple), optionItem(option)]);
  });
  return h('ul', { className: [FLAG_LIST_CLASS] }, [head, ...items]);
}

export default function rehypeFlagLists() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName !== 'table' || !parent || index === undefined || !isFlagTable(node)) return;
      parent.children[index] = flagList(node);
    });
  };
}
