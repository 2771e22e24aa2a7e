/**
 * Reading the pages that document webpack's hooks (compiler, compilation, parser, plugins)
 * beside what webpack's types.d.ts declares: the hooks of a class and their argument types, a
 * page's `###` sections with their `Class:` and `Arguments:` items, and its tables.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { List, Root, RootContent } from 'mdast';
import { visit } from 'unist-util-visit';
import { toString } from 'mdast-util-to-string';
import { expect } from 'vitest';
import { ROOT } from '../../src/node/paths';
import { markdownTree } from './code-blocks';
import { readPage } from './content';

const requireFromRoot = createRequire(path.join(ROOT, 'package.json'));
/** webpack's types.d.ts, as installed. */
const TYPES = readFileSync(
  path.join(path.dirname(requireFromRoot.resolve('webpack/package.json')), 'types.d.ts'),
  'utf8',
);

/**
 * Splits at `separator` outside brackets (an arrow's `>` does not close one):
 * `a, b<c, d>, [e, f]` -> `['a', 'b<c, d>', '[e, f]']`.
 */
export function splitTopLevel(text: string, separator = ','): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const char = text.charAt(i);
    if ('<([{'.includes(char)) depth++;
    else if ('>)]}'.includes(char) && text.charAt(i - 1) !== '=') depth--;
    if (char === separator && depth === 0) {
      parts.push(current.trim());
      current = '';
    } else current += char;
  }
  if (current.trim()) parts.push(current.trim());
  return parts;
}

/**
 * The text between the braces of `declare class <name> {` in types.d.ts, or of the first
 * `opening` (which ends in `{`) inside it, without comments.
 */
export function classBody(className: string, opening?: string): string {
  const head = `declare class ${className} {`;
  const at = TYPES.indexOf(head);
  if (at < 0) throw new Error(`types.d.ts declares no class ${className}`);
  const start = opening === undefined ? at + head.length : TYPES.indexOf(opening, at) + opening.length;
  let depth = 1;
  let end = start;
  for (; end < TYPES.length && depth > 0; end++) {
    if (TYPES[end] === '{') depth++;
    if (TYPES[end] === '}') depth--;
  }
  return TYPES.slice(start, end - 1).replace(/\/\*[\s\S]*?\*\//g, '');
}

/** The members of `hooks: Readonly<{ ... }>` in `declare class <name>`, as name -> type text. */
export function declaredHooks(className: string): Map<string, string> {
  const body = classBody(className, 'hooks: Readonly<{');
  const hooks = new Map<string, string>();
  let at = 0;
  while (body.slice(at).trim() !== '') {
    const head = /^\s*(?:get\s+)?([A-Za-z_$][\w$]*)(?:\(\))?\s*:\s*/.exec(body.slice(at));
    if (!head?.[1])
      throw new Error(`cannot read the hooks of ${className} in types.d.ts at: ${body.slice(at, at + 60)}`);
    at += head[0].length;
    let level = 0;
    let stop = at;
    for (; stop < body.length; stop++) {
      const char = body.charAt(stop);
      if ('<([{'.includes(char)) level++;
      else if ('>)]}'.includes(char) && body.charAt(stop - 1) !== '=') level--;
      else if (char === ';' && level === 0) break;
    }
    hooks.set(head[1], body.slice(at, stop).replace(/\s+/g, ' ').trim());
    at = stop + 1;
  }
  return hooks;
}

/** `SyncBailHook<[Compilation], boolean | void>` -> the argument types `['Compilation']`. */
export function argumentTypes(type: string): string[] {
  // HookMap<SyncBailHook<[...]>> and FakeHook<Pick<AsyncSeriesHook<[...]>, ...>>: the hook inside.
  const nested = /^(?:HookMap|FakeHook)<\s*(?:Pick<\s*)?([\s\S]*)>$/.exec(type);
  if (nested?.[1]) return argumentTypes(splitTopLevel(nested[1])[0] ?? '');
  const inner = /^\w+<\s*([\s\S]*)>$/.exec(type)?.[1] ?? '';
  const tuple = splitTopLevel(inner)[0] ?? '[]';
  return splitTopLevel(tuple.replace(/^\[|\]$/g, ''));
}

// ---------------------------------------------------------------------------------------------
// The hooks as a page documents them.

export interface HookSection {
  line: number;
  /** The inline code of the list item `Class: ...`, or null without one. */
  classes: string[] | null;
  /** The inline code of the list item `Arguments: ...` (`name: Type`), or null without one. */
  args: string[] | null;
  text: string;
}

export function inlineCodeOf(node: RootContent): string[] {
  const found: string[] = [];
  const visit = (child: RootContent): void => {
    if (child.type === 'inlineCode') found.push(child.value);
    if ('children' in child) for (const grandchild of child.children as RootContent[]) visit(grandchild);
  };
  visit(node);
  return found;
}

/** Every `###` section of a hook page, by heading text. */
export function hookSections(file: string): Map<string, HookSection> {
  const found = new Map<string, HookSection>();
  let current: HookSection | null = null;
  for (const node of markdownTree(file).children) {
    if (node.type === 'heading') {
      const heading = node;
      current = null;
      if (heading.depth === 3) {
        current = { line: heading.position?.start.line ?? 0, classes: null, args: null, text: '' };
        found.set(toString(heading).trim(), current);
      }
      continue;
    }
    if (!current) continue;
    current.text += `${toString(node)}\n`;
    if (node.type === 'list') {
      for (const item of node.children) {
        const label = toString(item).trim();
        if (label.startsWith('Class:')) current.classes = inlineCodeOf(item);
        if (label.startsWith('Arguments:')) current.args = label === 'Arguments: none' ? [] : inlineCodeOf(item);
      }
    }
  }
  return found;
}

/** A block that lists hooks one a line (a note may follow the name) as the list of names and `# markers`. */
export function listedOrder(code: string): string[] {
  return code
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => (line.startsWith('#') ? line : (line.split(/\s+/)[0] ?? '')));
}

/** The markdown source of the one table of a page that contains `text`. */
export function tableWith(file: string, text: string): string {
  const tables = readPage(file)
    .split(/\n\s*\n/)
    .filter((chunk) => chunk.trimStart().startsWith('|') && chunk.includes(text));
  expect(tables, `one table contains ${text}`).toHaveLength(1);
  return tables[0] ?? '';
}

/** The cells of a table's body rows, without code marks. */
export function tableRows(table: string): string[][] {
  return table
    .split('\n')
    .slice(2)
    .filter((row) => row.trim() !== '')
    .map((row) =>
      row
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim().replace(/`/g, '')),
    );
}

/** A part of a page between two headings. */
export interface PageSection {
  depth: number;
  heading: string;
  /** The `### heading` of the `##` section it is in. */
  parent: string;
  nodes: RootContent[];
}

/** A page's Markdown tree split at its headings. */
export function splitAtHeadings(tree: Root): PageSection[] {
  const result: PageSection[] = [];
  let parent = '';
  for (const node of tree.children) {
    if (node.type === 'heading') {
      const heading = toString(node).trim();
      if (node.depth <= 2) parent = heading;
      result.push({ depth: node.depth, heading, parent, nodes: [] });
    } else {
      result.at(-1)?.nodes.push(node);
    }
  }
  return result;
}

/** The items of the first list of a section, by their label (`Hook`, `Key`, `Arguments`). */
export function listItems(section: PageSection): Map<string, { text: string; codes: string[] }> {
  const list = section.nodes.find((node): node is List => node.type === 'list');
  const result = new Map<string, { text: string; codes: string[] }>();
  for (const item of list?.children ?? []) {
    const text = toString(item);
    const label = /^(\w+):/.exec(text)?.[1];
    if (!label) continue;
    const codes: string[] = [];
    visit(item, 'inlineCode', (code) => {
      codes.push(code.value);
    });
    result.set(label, { text, codes });
  }
  return result;
}
