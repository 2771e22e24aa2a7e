/**
 * Finds the option names in a webpack configuration example, so the code block can link each to
 * the heading that documents it: in `module.exports = { output: { filename: '...' } }` the key
 * `filename` is `output.filename`. Array items are `[]` and keys the reader chooses match a
 * `{placeholder}`, as in the catalog.
 */
import { parse, type Node } from 'acorn';
import { slug } from 'github-slugger';
import { optionCatalog } from './catalog';

/** Code blocks with this title are whole webpack configurations: validated, and linked. */
export const CONFIG_TITLE = /^webpack\.config\.(c|m)?js$/;

export interface OptionKey {
  /** 1-based line and 0-based columns of the key in the code. */
  line: number;
  start: number;
  end: number;
  path: string;
  href: string;
}

interface AnyNode extends Node {
  [key: string]: unknown;
}

function isNode(value: unknown): value is AnyNode {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
}

function keyName(property: AnyNode): string | null {
  if (property.computed) return null;
  const key = property.key as AnyNode;
  if (key.type === 'Identifier') return key.name as string;
  if (key.type === 'Literal' && typeof key.value === 'string') return key.value;
  return null;
}

let patterns: { segments: string[]; path: string }[] | null = null;

/** The documented option a concrete path stands for: `entry.main.import` -> `entry.{name}.import`. */
export function matchOption(concrete: string): string | null {
  const catalog = optionCatalog();
  if (catalog.byPath.has(concrete)) return concrete;
  patterns ??= catalog.options
    .filter((o) => o.path.includes('{'))
    .map((o) => ({ segments: o.path.split('.'), path: o.path }));
  const segments = concrete.split('.');
  for (const pattern of patterns) {
    if (pattern.segments.length !== segments.length) continue;
    const matches = pattern.segments.every((segment, i) => {
      const given = segments[i] ?? '';
      if (segment === given) return true;
      // `{name}` or `{name}[]`: any key, with the same array suffix.
      const placeholder = /^\{[^}]+\}((?:\[\])*)$/.exec(segment);
      return placeholder !== null && given.endsWith(placeholder[1] ?? '') && !given.startsWith('[');
    });
    if (matches) return pattern.path;
  }
  return null;
}

/** Option keys of the configuration objects in `code`; none if it does not parse. */
export function optionKeys(code: string): OptionKey[] {
  let program: AnyNode;
  try {
    program = parse(code, {
      ecmaVersion: 'latest',
      sourceType: 'module',
      locations: true,
      allowReturnOutsideFunction: true,
    }) as unknown as AnyNode;
  } catch {
    try {
      program = parse(code, {
        ecmaVersion: 'latest',
        sourceType: 'script',
        locations: true,
        allowReturnOutsideFunction: true,
      }) as unknown as AnyNode;
    } catch {
      return [];
    }
  }
  const catalog = optionCatalog();
  const found: OptionKey[] = [];

  const walkObject = (object: AnyNode, at: string) => {
    for (const property of object.properties as AnyNode[]) {
      if (property.type !== 'Property') continue;
      const name = keyName(property);
      if (name === null) continue;
      const concrete = at ? `${at}.${name}` : name;
      const documented = matchOption(concrete);
      if (documented) {
        const key = property.key as AnyNode;
        const loc = key.loc;
        if (loc && loc.start.line === loc.end.line) {
          found.push({
            line: loc.start.line,
            start: loc.start.column,
            end: loc.end.column,
            path: documented,
            href: `${catalog.byPath.get(documented)?.page ?? ''}#${catalog.byPath.get(documented)?.id ?? slug(documented)}`,
          });
        }
      }
      walkValue(property.value as AnyNode, concrete);
    }
  };
  const walkValue = (value: AnyNode, at: string) => {
    if (value.type === 'ObjectExpression') walkObject(value, at);
    else if (value.type === 'ArrayExpression') {
      for (const element of value.elements as (AnyNode | null)[]) if (element) walkValue(element, `${at}[]`);
    }
  };

  // A configuration is an object literal with a top-level option among its keys, not passed to
  // a constructor (`new SomePlugin({ ... })` takes the plugin's options, not webpack's).
  const visit = (node: AnyNode, insideNew: boolean) => {
    if (node.type === 'ObjectExpression') {
      const keys = (node.properties as AnyNode[]).filter((p) => p.type === 'Property').map(keyName);
      if (!insideNew && keys.some((k) => k !== null && catalog.byPath.has(k) && !k.includes('.'))) {
        walkObject(node, '');
        return;
      }
    }
    for (const [field, child] of Object.entries(node)) {
      if (field === 'loc') continue;
      const nextInsideNew = insideNew || node.type === 'NewExpression';
      if (Array.isArray(child)) for (const item of child) if (isNode(item)) visit(item, nextInsideNew);
      if (isNode(child)) visit(child, nextInsideNew);
    }
  };
  visit(program, false);
  return found;
}
