/**
 * content/api/index.md guides the reader to every page of the API section: it links each page
 * that exists in content/api/ (and the pages the section is made of, even before they exist), and
 * the pages have the sort values that order the sidebar as the index describes it.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Link, Yaml } from 'mdast';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { CONTENT_DIR } from '../../../src/node/paths';
import { markdownTree } from '../../support/code-blocks';

const SECTION = path.join(CONTENT_DIR, 'api');
const INDEX = path.join(SECTION, 'index.md');

/** The pages of the section and their place in the sidebar. */
const SORT: Record<string, number> = {
  index: -1,
  cli: 1,
  node: 2,
  stats: 3,
  'hot-module-replacement': 4,
  loaders: 5,
  logging: 6,
  'module-methods': 7,
  'module-variables': 8,
  'compilation-object': 9,
  'compiler-hooks': 10,
  'compilation-hooks': 11,
  parser: 12,
  plugins: 13,
  resolvers: 14,
};

function frontMatter(file: string): Record<string, unknown> {
  let front: Record<string, unknown> = {};
  visit(markdownTree(file), 'yaml', (node: Yaml) => {
    front = (parseYaml(node.value) ?? {}) as Record<string, unknown>;
  });
  return front;
}

describe('content/api/index.md', () => {
  const links = new Set<string>();
  if (existsSync(INDEX)) visit(markdownTree(INDEX), 'link', (node: Link) => void links.add(node.url));

  it('links every page of the section', () => {
    const pages = new Set([...Object.keys(SORT), ...readdirSync(SECTION).map((file) => file.replace(/\.mdx?$/, ''))]);
    pages.delete('index');
    expect([...pages].filter((page) => !links.has(`/api/${page}/`)).sort()).toEqual([]);
  });

  for (const [page, sort] of Object.entries(SORT)) {
    const file = path.join(SECTION, `${page}.md`);
    it.runIf(existsSync(file))(`${page}.md has sort ${sort}`, () => {
      expect(frontMatter(file).sort).toBe(sort);
    });
  }

  it('names no page that the section does not have once every page is written', () => {
    const files = readdirSync(SECTION).map((file) => file.replace(/\.mdx?$/, ''));
    expect(files.filter((page) => !(page in SORT))).toEqual([]);
  });
});
