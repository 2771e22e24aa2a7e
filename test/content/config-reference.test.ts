/**
 * The configuration reference is complete against the installed webpack and webpack-dev-server:
 * every option of their schemas has a heading of its full dotted name on its page, and no heading
 * names an option that does not exist. Also checks every option has an example near it.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Heading } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { optionCatalog } from '../../src/node/content/config-reference/catalog';
import { CONTENT_DIR } from '../../src/node/paths';
import { markdownTree } from '../support/code-blocks';

const catalog = optionCatalog();
const pages = [...new Set(catalog.options.map((o) => o.page))].sort();

function fileOf(page: string): string | null {
  const base = path.join(CONTENT_DIR, page.replace(/^\/|\/$/g, ''));
  for (const candidate of [`${base}.md`, `${base}.mdx`]) if (existsSync(candidate)) return candidate;
  return null;
}

function headingsWithLines(file: string): { text: string; line: number }[] {
  const found: { text: string; line: number }[] = [];
  visit(markdownTree(file), 'heading', (node: Heading) => {
    found.push({ text: toString(node).trim(), line: node.position?.start.line ?? 0 });
  });
  return found;
}

/** The code of each option heading's section (up to the next heading), by option. */
function exampleCode(file: string): Map<string, string> {
  const code = new Map<string, string>();
  let current: string | null = null;
  for (const node of markdownTree(file).children) {
    if (node.type === 'heading') {
      const text = toString(node).trim();
      current = catalog.byPath.has(text) ? text : null;
      if (current) code.set(current, '');
    } else if (node.type === 'code' && current) code.set(current, `${code.get(current) ?? ''}\n${node.value}`);
  }
  return code;
}

/** `stats.colors.red` -> `stats.colors`; `module.rules[].test` -> `module.rules`. */
function parentOption(optionPath: string): string | null {
  const at = optionPath.lastIndexOf('.');
  return at < 0 ? null : optionPath.slice(0, at).replace(/(\[\])+$/, '');
}

/** A heading that looks like an option name: a known top-level key, then dotted names. */
function looksLikeOption(text: string): boolean {
  const first = text.split(/[.[]/)[0] ?? '';
  return text !== first && catalog.byPath.has(first) && /^[\w$]+(\[\]|\.[\w$/{}-]+)*$/.test(text);
}

describe('the configuration reference', () => {
  it('walks a schema of several hundred options', () => {
    expect(catalog.options.length).toBeGreaterThan(800);
  });

  for (const page of pages) {
    const expected = catalog.options.filter((o) => o.page === page).map((o) => o.path);
    it(`${page} has a heading for each of its ${expected.length} options`, () => {
      const file = fileOf(page);
      expect(file, `${page} has no content file`).not.toBeNull();
      const headings = new Set(headingsWithLines(file as string).map((h) => h.text));
      const missing = expected.filter((p) => !headings.has(p));
      expect(missing, `${path.relative(process.cwd(), file as string)} lacks a heading for these options`).toEqual([]);
    });

    it(`${page} shows every option in an example, in its own section or its parent's`, () => {
      const file = fileOf(page);
      if (!file) return;
      const code = exampleCode(file);
      // An option may share its parent's example (the six keys of stats.colors), if that example
      // sets it.
      const bare = [...code]
        .filter(([option, own]) => {
          if (own) return false;
          const parent = parentOption(option);
          const key = option.slice(option.lastIndexOf('.') + 1);
          return !parent || !(code.get(parent) ?? '').includes(key);
        })
        .map(([option]) => option);
      expect(bare, 'these options have no example').toEqual([]);
    });

    it(`${page} names no option that does not exist`, () => {
      const file = fileOf(page);
      if (!file) return;
      const unknown = headingsWithLines(file)
        .filter((h) => looksLikeOption(h.text) && !catalog.byPath.has(h.text) && !catalog.aliases.has(h.text))
        .map((h) => `line ${h.line}: ${h.text}`);
      expect(
        unknown,
        'these headings look like options but webpack has no such option (typo, or an option of another version?)',
      ).toEqual([]);
    });
  }
});
