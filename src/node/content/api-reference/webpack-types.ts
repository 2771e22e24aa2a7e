/**
 * Reads webpack's own declarations (node_modules/webpack/types.d.ts): the members of a class or
 * interface, of its `hooks`, or of the hooks its `getCompilationHooks` returns, each with its type
 * text and the `@since` and `@deprecated` of its doc comment. The build shows `@since` as a badge
 * on the headings of hooks; the API pages' tests read the same declarations.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from '../../paths';

export interface DeclaredMember {
  name: string;
  /** The type as written, white space collapsed: `SyncHook<[Compilation], void>`. */
  type: string;
  /** The release of the doc comment's `@since`, or null. */
  since: string | null;
  deprecated: boolean;
}

/** Which members: the declaration's own, its `hooks: Readonly<{...}>`, or its `getCompilationHooks` result. */
export type MemberBlock = 'members' | 'hooks' | 'compilationHooks';

let source: string | null = null;

/** The text of the installed webpack's types.d.ts. */
export function webpackTypes(): string {
  if (source === null) {
    const require = createRequire(path.join(ROOT, 'package.json'));
    source = readFileSync(path.join(path.dirname(require.resolve('webpack/package.json')), 'types.d.ts'), 'utf8');
  }
  return source;
}

/** The index just after the `{` that closes the block opened at `open` (the index after its `{`), skipping comments. */
function blockEnd(text: string, open: number): number {
  let depth = 1;
  let i = open;
  while (i < text.length && depth > 0) {
    if (text.startsWith('/*', i)) {
      i = text.indexOf('*/', i + 2) + 2;
      continue;
    }
    if (text.startsWith('//', i)) {
      i = text.indexOf('\n', i);
      continue;
    }
    const char = text[i];
    if (char === '{') depth += 1;
    else if (char === '}') depth -= 1;
    i += 1;
  }
  return i;
}

/** The body (between the braces) of `declare class Name` or `declare interface Name`. */
function declarationBody(text: string, name: string): string | null {
  const match = new RegExp(
    `\\ndeclare (?:abstract )?(?:class|interface) ${name}(?:<[^{]*>)?(?: (?:extends|implements) [^{]*)? \\{`,
  ).exec(text);
  if (!match) return null;
  const open = match.index + match[0].length;
  return text.slice(open, blockEnd(text, open) - 1);
}

/** The members of a block's text at its top level, with their doc comments. */
export function membersOf(body: string): DeclaredMember[] {
  const members: DeclaredMember[] = [];
  let comment = '';
  let i = 0;
  while (i < body.length) {
    const rest = body.slice(i);
    const space = /^\s+/.exec(rest);
    if (space) {
      i += space[0].length;
      continue;
    }
    if (rest.startsWith('/*')) {
      const end = body.indexOf('*/', i + 2) + 2;
      comment = body.slice(i, end);
      i = end;
      continue;
    }
    // `name: Type;`, `name?: Type;`, `get name(): Type;`, `static name: ...;`, `name(args): Type;`
    const head = /^(?:(?:static|readonly|protected|private|get|set|abstract)\s+)*([A-Za-z_$][\w$]*)(\??)/.exec(rest);
    let stop = i + (head ? head[0].length : 1);
    let depth = 0;
    for (; stop < body.length; stop += 1) {
      if (body.startsWith('/*', stop)) {
        stop = body.indexOf('*/', stop + 2) + 1;
        continue;
      }
      const char = body.charAt(stop);
      if ('<([{'.includes(char)) depth += 1;
      else if ('>)]}'.includes(char) && body.charAt(stop - 1) !== '=') depth -= 1;
      else if (char === ';' && depth <= 0) break;
    }
    if (head?.[1]) {
      const declared = body.slice(i + head[0].length, stop).replace(/^\s*(?:\([^)]*\))?\s*:\s*/, '');
      members.push({
        name: head[1],
        type: declared.replace(/\s+/g, ' ').trim(),
        since: /@since\s+(\S+)/.exec(comment)?.[1] ?? null,
        deprecated: /@deprecated\b/.test(comment),
      });
    }
    comment = '';
    i = stop + 1;
  }
  return members;
}

/** The members of `block` of the declaration `owner` (a class or interface of types.d.ts); empty if there is none. */
export function declaredMembers(owner: string, block: MemberBlock, text = webpackTypes()): DeclaredMember[] {
  const body = declarationBody(text, owner);
  if (body === null) return [];
  if (block === 'members') return membersOf(body);
  const member = membersOf(body).find((m) => m.name === (block === 'hooks' ? 'hooks' : 'getCompilationHooks'));
  if (!member) return [];
  // `Readonly<{ ... }>`, `(compilation: Compilation) => { ... }`, or the name of an interface.
  const inline = member.type.indexOf('{');
  if (inline >= 0) return membersOf(member.type.slice(inline + 1, member.type.lastIndexOf('}')));
  const named = /([A-Z]\w*)\s*;?$/.exec(member.type)?.[1];
  return named ? declaredMembers(named, 'members', text) : [];
}
