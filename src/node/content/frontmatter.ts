/** Stage 2: split off the YAML front matter and validate it against the one schema. */
import { isMap, isScalar, LineCounter, parseDocument, type Document } from 'yaml';
import type { z } from 'zod';
import { frontMatterSchema, type FrontMatter } from '../../shared/frontmatter';
import type { ContentIssue } from './errors';
import type { SourceFile } from './load';

const FENCE = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;
const FIELDS = Object.keys(frontMatterSchema.shape).join(', ');

export type FrontMatterResult = { ok: true; data: FrontMatter; body: string } | { ok: false; issues: ContentIssue[] };

/** The line (1-based, in the whole file) of the node at `path` in the YAML document. */
function lineOf(doc: Document, counter: LineCounter, path: readonly PropertyKey[]): number | undefined {
  // Prefer the key's own line for a field; fall back to its parent for missing fields.
  for (let depth = path.length; depth >= 0; depth--) {
    const parentPath = path.slice(0, depth - 1) as unknown[];
    const key = path[depth - 1];
    if (depth === 0) break;
    const parent = parentPath.length ? doc.getIn(parentPath, true) : doc.contents;
    if (isMap(parent)) {
      const pair = parent.items.find((item) => isScalar(item.key) && item.key.value === key);
      const range = pair && isScalar(pair.key) ? pair.key.range : undefined;
      if (range) return counter.linePos(range[0]).line + 1;
    }
    const node = doc.getIn(path.slice(0, depth) as unknown[], true) as { range?: [number, number, number] } | undefined;
    if (node && typeof node === 'object' && node.range) return counter.linePos(node.range[0]).line + 1;
  }
  return undefined;
}

function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (node, key) =>
      node !== null && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key] : undefined,
    value,
  );
}

function describe(issue: z.core.$ZodIssue, raw: object): { field: string; message: string } {
  const field = issue.path.map(String).join('.');
  if (issue.code === 'unrecognized_keys') {
    return {
      field: issue.keys.join(', '),
      message: `unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `\`${k}\``).join(', ')}`,
    };
  }
  if (issue.code === 'invalid_type' && valueAt(raw, issue.path) === undefined) {
    return { field, message: `\`${field}\` is required` };
  }
  if (issue.code === 'invalid_type') {
    return {
      field,
      message: `\`${field}\` must be ${issue.expected === 'int' ? 'a whole number' : `a ${issue.expected}`}`,
    };
  }
  return { field, message: `\`${field}\` ${issue.message}` };
}

export function parseFrontMatter(file: SourceFile): FrontMatterResult {
  const match = FENCE.exec(file.source);
  if (!match) {
    return {
      ok: false,
      issues: [
        {
          file: file.path,
          line: 1,
          message: 'the file has no front matter',
          fix: 'start the file with a block between two `---` lines holding at least `title` and `description`',
        },
      ],
    };
  }
  const yamlText = match[1] ?? '';
  const counter = new LineCounter();
  const doc = parseDocument(yamlText, { lineCounter: counter, prettyErrors: true, uniqueKeys: true });
  if (doc.errors.length) {
    return {
      ok: false,
      issues: doc.errors.map((error) => ({
        file: file.path,
        line: (error.linePos?.[0]?.line ?? 0) + 1,
        column: error.linePos?.[0]?.col,
        message: `malformed front matter: ${(error.message.split('\n')[0] ?? '').replace(/ at line \d+, column \d+:?$/, '')}`,
        fix: 'write valid YAML between the `---` lines',
      })),
    };
  }
  const raw: unknown = doc.toJS() ?? {};
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return {
      ok: false,
      issues: [
        {
          file: file.path,
          line: 2,
          message: 'front matter must be a map of fields',
          fix: `use \`field: value\` lines; fields: ${FIELDS}`,
        },
      ],
    };
  }
  const parsed = frontMatterSchema.safeParse(raw);
  if (!parsed.success) {
    return {
      ok: false,
      issues: parsed.error.issues.map((issue) => {
        const { message } = describe(issue, raw);
        const path = issue.code === 'unrecognized_keys' ? [issue.keys[0] ?? ''] : issue.path;
        return {
          file: file.path,
          line: lineOf(doc, counter, path) ?? 1,
          message: `invalid front matter: ${message}`,
          fix:
            issue.code === 'unrecognized_keys'
              ? `remove it or use one of: ${FIELDS}`
              : 'correct the field (see the front matter schema in src/shared/frontmatter.ts)',
        };
      }),
    };
  }
  return { ok: true, data: parsed.data, body: file.source.slice(match[0].length) };
}
