/**
 * The options a JSON schema declares, by full dotted name, the way reference pages title their
 * headings: `filename`, `modules.auto`, `patterns[].from`, `shared.{name}.singleton`. Array items
 * are `[]`; keys the reader chooses (`additionalProperties` with a schema of its own) are a
 * `{placeholder}`. `$ref`s to the schema's own definitions are followed once per path, so
 * recursive schemas end.
 *
 * `optionKey` compares names the way a reader would: `exclude[].glob` (an array of objects) and
 * `exclude.glob` (one object) are the same option, and any `{placeholder}` matches any other.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SchemaNode } from '../../src/node/content/config-reference/catalog';

/**
 * `file` is where the schema lives: a `$ref` into another file (`../../WebpackOptions.json#/definitions/X`)
 * is read from there.
 */
export function schemaOptions(schema: SchemaNode, file?: string): string[] {
  const found = new Set<string>();
  interface Scope {
    definitions: Record<string, SchemaNode>;
    file: string | undefined;
  }

  function resolve(node: SchemaNode, seen: Set<string>, scope: Scope): [SchemaNode, Scope] | null {
    if (!node.$ref) return [node, scope];
    const match = /^([^#]*)#\/definitions\/(.+)$/.exec(node.$ref);
    if (!match) throw new Error(`cannot follow ${node.$ref}`);
    const [, target = '', name = ''] = match;
    let next = scope;
    if (target) {
      if (!scope.file) throw new Error(`cannot follow ${node.$ref} without the schema's file`);
      const other = path.resolve(path.dirname(scope.file), target);
      next = { definitions: (JSON.parse(readFileSync(other, 'utf8')) as SchemaNode).definitions ?? {}, file: other };
    }
    const key = `${next.file ?? ''}#${name}`;
    if (seen.has(key)) return null;
    seen.add(key);
    const resolved = next.definitions[name];
    if (!resolved) throw new Error(`${node.$ref} is not in the schema`);
    return [resolved, next];
  }

  function walk(input: SchemaNode, prefix: string, seen: Set<string>, scope: Scope): void {
    const resolved = resolve(input, seen, scope);
    if (!resolved) return;
    const [node, here] = resolved;
    for (const [key, value] of Object.entries(node.properties ?? {})) {
      const name = prefix ? `${prefix}.${key}` : key;
      if (![...found].some((known) => optionKey(known) === optionKey(name))) found.add(name);
      walk(value, name, new Set(seen), here);
    }
    for (const alternative of [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])])
      walk(alternative, prefix, new Set(seen), here);
    if (node.additionalProperties && typeof node.additionalProperties === 'object' && prefix)
      walk(node.additionalProperties, `${prefix}.{name}`, new Set(seen), here);
    const items = Array.isArray(node.items) ? node.items : node.items ? [node.items] : [];
    for (const item of items) if (prefix) walk(item, `${prefix}[]`, new Set(seen), here);
  }

  walk(schema, '', new Set(), { definitions: schema.definitions ?? {}, file });
  return [...found].sort();
}

/** The name without `[]` and with every placeholder alike, for matching headings to options. */
export function optionKey(name: string): string {
  return name.replace(/\[\]/g, '').replace(/\{[^}]*\}/g, '{}');
}

export function schemaOptionsOf(file: string): string[] {
  return schemaOptions(JSON.parse(readFileSync(file, 'utf8')) as SchemaNode, file);
}
