/**
 * Stage 1 of the search index: a page's rendered body → the sections a result can point at.
 *
 * The body is the HTML the pipeline compiled, which prerendering puts into the page as it is.
 * Each heading (h2 to h6) starts a section; the text before the first heading belongs to the page
 * itself. Code blocks, the facts the build adds under option headings, permalinks and the option
 * index table are left out: they repeat what the headings and prose say. The blocks of printed
 * text (```text: messages, a build's output) are kept apart, as the section's `output`.
 */
import { parseFragment } from 'parse5';
import type { DefaultTreeAdapterMap } from 'parse5';
import { BREAK } from '../../shared/breakable';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

export interface Section {
  /** The heading's id; '' for the text before the first heading. */
  anchor: string;
  /** The heading's text; the page title for the text before the first heading. */
  heading: string;
  /** 1 for the page itself, 2 to 6 for headings. */
  level: number;
  /** The section's prose, whitespace collapsed. */
  text: string;
  /**
   * What the section's `text` code blocks show a program print (a build's output, an error
   * message), whitespace collapsed: searched as the prose is, without the values the program
   * filled in (`withoutValues` in build-index.ts), so that a pasted message finds the section.
   */
  output: string;
  /** Whether the heading names an option the section documents (the build put its facts under it). */
  option: boolean;
  /** The links of the section's text: where each points (as written) and its text. */
  links: SectionLink[];
}

export interface SectionLink {
  href: string;
  text: string;
}

const HEADING = /^h([2-6])$/;

function attr(element: Element, name: string): string | undefined {
  return element.attrs.find((item) => item.name === name)?.value;
}

function hasClass(element: Element, name: string): boolean {
  return (attr(element, 'class') ?? '').split(/\s+/).includes(name);
}

/** Elements whose text is not searched. */
function skipped(element: Element): boolean {
  if (element.tagName === 'figure' && hasClass(element, 'code')) return true;
  if (element.tagName === 'pre' || element.tagName === 'script' || element.tagName === 'style') return true;
  return (
    hasClass(element, 'heading-anchor') ||
    hasClass(element, 'heading-badge') ||
    hasClass(element, 'option-facts') ||
    hasClass(element, 'option-index')
  );
}

/** Block elements end a run of words: their text is joined with a space. */
const BLOCKS = new Set([
  'p',
  'li',
  'td',
  'th',
  'tr',
  'dt',
  'dd',
  'div',
  'blockquote',
  'figcaption',
  'table',
  'ul',
  'ol',
  'br',
  'aside',
  'section',
]);

/** A code block of printed text (```text), whose words readers paste. */
function isOutput(element: Element): boolean {
  return element.tagName === 'figure' && hasClass(element, 'code') && attr(element, 'data-lang') === 'text';
}

/** The text of a node and everything in it. */
function allText(node: Node, out: string[]): void {
  if (node.nodeName === '#text') out.push((node as DefaultTreeAdapterMap['textNode']).value);
  else if ('childNodes' in node) for (const child of node.childNodes) allText(child, out);
}

function textOf(node: Node, out: string[], links?: SectionLink[], output?: string[]): void {
  if (node.nodeName === '#text') {
    // Without the breaks of long names (src/shared/breakable.ts): `output.\u200Bpath` is `output.path`.
    out.push((node as DefaultTreeAdapterMap['textNode']).value.replaceAll(BREAK, ''));
    return;
  }
  if (!('childNodes' in node)) return;
  if ('tagName' in node && skipped(node)) {
    if (output && isOutput(node)) {
      // The block's code only, not its buttons.
      for (const child of node.childNodes) if ('tagName' in child && child.tagName === 'pre') allText(child, output);
      output.push(' ');
    }
    return;
  }
  const href = 'tagName' in node && node.tagName === 'a' ? attr(node, 'href') : undefined;
  if (href && links) {
    const text: string[] = [];
    textOf(node, text);
    links.push({ href, text: collapse(text) });
  }
  const block = 'tagName' in node && BLOCKS.has(node.tagName);
  if (block) out.push(' ');
  for (const child of node.childNodes) textOf(child, out, links, output);
  if (block) out.push(' ');
}

function collapse(parts: string[]): string {
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/** Splits a page body into the page's own text and one section per heading. */
export function extractSections(html: string, title: string): Section[] {
  const root = parseFragment(html);
  const sections: Section[] = [];
  let current: Section = {
    anchor: '',
    heading: title,
    level: 1,
    text: '',
    output: '',
    option: false,
    links: [],
  };
  let parts: string[] = [];
  let output: string[] = [];
  const flush = () => {
    current.text = collapse(parts);
    current.output = collapse(output);
    if (current.level === 1 || current.anchor) sections.push(current);
  };

  const walk = (nodes: Node[]) => {
    for (const node of nodes) {
      const match = 'tagName' in node ? HEADING.exec(node.tagName) : null;
      if (match && 'tagName' in node) {
        flush();
        const heading: string[] = [];
        textOf(node, heading);
        current = {
          anchor: attr(node, 'id') ?? '',
          heading: collapse(heading),
          level: Number(match[1]),
          text: '',
          output: '',
          option: false,
          links: [],
        };
        parts = [];
        output = [];
      } else if (
        'tagName' in node &&
        !skipped(node) &&
        (node.tagName === 'section' || node.tagName === 'div') &&
        containsHeading(node)
      ) {
        // Headings nested in a wrapper still split the page.
        walk(node.childNodes);
      } else {
        if ('tagName' in node && node.tagName === 'dl' && hasClass(node, 'option-facts')) current.option = true;
        textOf(node, parts, current.links, output);
      }
    }
  };
  walk(root.childNodes);
  flush();
  return sections;
}

function containsHeading(node: Node): boolean {
  if (!('childNodes' in node)) return false;
  return node.childNodes.some((child) => ('tagName' in child && HEADING.test(child.tagName)) || containsHeading(child));
}
