/**
 * content/loaders/index.md: the table lists every loader once, under the heading that is the
 * sidebar group of its page, and each page's sort number lies in the range of its group, so the
 * groups of the sidebar are contiguous and in the order of the table. Also the facts the page
 * states about installed packages.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Link, Table } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { ROOT } from '../../../src/node/paths';
import { markdownTree } from '../../support/code-blocks';
import { LOADERS, readPage } from '../../support/content';
import { installedVersion } from '../../../src/node/content/versions';

const INDEX = path.join(ROOT, 'content', 'loaders', 'index.md');
const GROUPS: Record<string, [number, number]> = {
  Files: [10, 19],
  'JSON and data': [20, 29],
  Transpiling: [30, 39],
  Templating: [40, 49],
  Styling: [50, 59],
  Testing: [60, 69],
  Other: [70, 79],
};

/** loader name -> the group heading of the table row it is listed under. */
function tableGroups(): Map<string, string> {
  const groups = new Map<string, string>();
  visit(markdownTree(INDEX), 'table', (table: Table) => {
    let group = '';
    for (const row of table.children.slice(1)) {
      const [first] = row.children;
      if (!first) continue;
      const links: string[] = [];
      visit(first, 'link', (link: Link) => {
        links.push(link.url);
      });
      if (links.length === 0) {
        group = toString(first).trim();
        continue;
      }
      for (const url of links) {
        const name = /^\/loaders\/([\w-]+)\/$/.exec(url)?.[1];
        if (name) {
          expect(groups.has(name), `${name} is listed once`).toBe(false);
          groups.set(name, group);
        }
      }
    }
  });
  return groups;
}

function frontMatter(name: string): { group?: string; sort?: number } {
  const text = readPage(path.join(ROOT, 'content', 'loaders', `${name}.md`));
  return parseYaml(/^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '') as { group?: string; sort?: number };
}

describe('the loaders index', () => {
  const groups = tableGroups();

  it('lists every loader under one of the seven group headings, in their order', () => {
    expect([...groups.keys()].sort()).toEqual([...LOADERS].sort());
    const order = [...new Set(groups.values())];
    expect(order).toEqual(Object.keys(GROUPS));
  });

  for (const name of LOADERS) {
    it(`${name} has the group of its table row and a sort number in that group's range`, () => {
      const group = groups.get(name) ?? '';
      const front = frontMatter(name);
      expect(front.group).toBe(group);
      const [min, max] = GROUPS[group] ?? [0, -1];
      expect(front.sort).toBeGreaterThanOrEqual(min);
      expect(front.sort).toBeLessThanOrEqual(max);
    });
  }

  it('states what the installed css-loader README says', () => {
    const readme = readFileSync(path.join(ROOT, 'node_modules', 'css-loader', 'README.md'), 'utf8');
    expect(readme).toContain('**`css-loader` is deprecated**');
    const version = installedVersion('css-loader');
    expect(readPage(INDEX).replace(/\s+/g, ' ')).toContain(
      `The README of \`css-loader\` ${version} marks the loader deprecated`,
    );
  });
});
