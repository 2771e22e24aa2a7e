/**
 * The glossary is linked from where its terms are used: every term (each `##` heading of
 * content/glossary.md) is linked as `/glossary/#<id>` from at least one other page, every link into
 * the glossary names an existing term, and every term, or a close form of it (plural or singular,
 * any case), appears in the text of at least one other page, so the glossary only defines words the
 * docs use.
 */
import path from 'node:path';
import { slug } from 'github-slugger';
import type { Heading, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { CONTENT_DIR, ROOT } from '../../src/node/paths';
import { contentFiles, markdownTree } from '../support/code-blocks';

const GLOSSARY = path.join(CONTENT_DIR, 'glossary.md');
/** `/glossary/#chunk` (the form the docs use) and `/glossary#chunk`; the id is group 1. */
const GLOSSARY_LINK = /^\/glossary\/?#(.*)$/;
/**
 * Terms the glossary keeps although no page writes them in its text, each with the reason. Once a
 * page uses the word, the test asks to drop the exception.
 */
const NOT_IN_TEXT: ReadonlyMap<string, string> = new Map([
  [
    'Dist-tag',
    'npm\'s name for a tag such as `latest`, which pages call "the `latest` tag" and list with `npm view webpack dist-tags`',
  ],
]);

interface Term {
  title: string;
  id: string;
}

interface Link {
  /** `content/concepts/output.md:42` */
  where: string;
  id: string;
}

interface Page {
  file: string;
  tree: Root;
}

function where(file: string, line: number | undefined): string {
  return `${path.relative(ROOT, file)}:${line ?? 0}`;
}

function termsOf(tree: Root): Term[] {
  const terms: Term[] = [];
  visit(tree, 'heading', (node: Heading) => {
    if (node.depth !== 2) return;
    const title = toString(node).trim();
    terms.push({ title, id: slug(title) });
  });
  return terms;
}

/** Links and link definitions whose url matches `pattern`, with the id it captures. */
function linksOf(page: Page, pattern: RegExp): Link[] {
  const links: Link[] = [];
  visit(page.tree, (node) => {
    if (node.type !== 'link' && node.type !== 'definition') return;
    const match = pattern.exec(node.url);
    if (match)
      links.push({ where: where(page.file, node.position?.start.line), id: decodeURIComponent(match[1] ?? '') });
  });
  return links;
}

/** What a reader reads of a page: its text and inline code, without front matter, code blocks or HTML. */
function proseOf(tree: Root): string {
  const parts: string[] = [];
  visit(tree, (node) => {
    if (node.type === 'text' || node.type === 'inlineCode') parts.push(node.value);
  });
  return parts.join(' ').toLowerCase().replace(/\s+/g, ' ');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The term and its close forms, lower case: `chunk group`, `chunk groups`; `side effects`, `side effect`. */
function formsOf(title: string): string[] {
  const term = title.toLowerCase().replace(/\s+/g, ' ');
  const forms = new Set([term, `${term}s`, `${term}es`]);
  if (/[^aeiou]y$/.test(term)) forms.add(`${term.slice(0, -1)}ies`);
  if (term.endsWith('s')) forms.add(term.slice(0, -1));
  return [...forms];
}

/** Whether one of the term's forms occurs in `prose` as whole words. */
function usesTerm(prose: string, title: string): boolean {
  return formsOf(title).some((form) => new RegExp(`(?<![\\w-])${escapeRegExp(form)}(?![\\w-])`).test(prose));
}

const glossary: Page = { file: GLOSSARY, tree: markdownTree(GLOSSARY) };
const terms = termsOf(glossary.tree);
const termIds = new Set(terms.map((t) => t.id));
const pages: Page[] = contentFiles()
  .filter((file) => file !== GLOSSARY)
  .map((file) => ({ file, tree: markdownTree(file) }));
const links = pages.flatMap((page) => linksOf(page, GLOSSARY_LINK));
const prose = pages.map((page) => proseOf(page.tree));

describe('the glossary', () => {
  it('defines terms, and other pages link to them', () => {
    expect(terms.length).toBeGreaterThan(50);
    expect(links.length).toBeGreaterThan(terms.length);
  });

  it('has a unique id for every term', () => {
    const seen = new Set<string>();
    const repeated = terms.filter((t) => seen.size === seen.add(t.id).size).map((t) => t.title);
    expect(repeated, 'these glossary headings repeat an id').toEqual([]);
  });

  it('has every term linked from at least one other page', () => {
    const linked = new Set(links.map((l) => l.id));
    const unlinked = terms.filter((t) => !linked.has(t.id)).map((t) => `${t.title} (/glossary/#${t.id})`);
    expect(unlinked, 'no page other than the glossary links to these terms').toEqual([]);
  });

  it('is linked only to terms it defines', () => {
    const broken = links.filter((l) => !termIds.has(l.id)).map((l) => `${l.where} links to /glossary/#${l.id}`);
    expect(broken, 'these links name no glossary term').toEqual([]);
  });

  it('links between its own terms only to terms it defines', () => {
    const inPage = linksOf(glossary, /^#(.*)$/);
    expect(inPage.length).toBeGreaterThan(0);
    const broken = inPage.filter((l) => !termIds.has(l.id)).map((l) => `${l.where} links to #${l.id}`);
    expect(broken, 'these links in the glossary name no term').toEqual([]);
  });

  it('defines only terms that another page uses in its text', () => {
    const unused = terms
      .filter((t) => !NOT_IN_TEXT.has(t.title) && !prose.some((text) => usesTerm(text, t.title)))
      .map((t) => t.title);
    expect(unused, 'no page other than the glossary uses these terms (or their plural) in its text').toEqual([]);
  });

  for (const [title, reason] of NOT_IN_TEXT) {
    it(`keeps ${title} although pages do not use the word: ${reason}`, () => {
      expect(
        terms.map((t) => t.title),
        `${title} is no glossary term: remove it from NOT_IN_TEXT`,
      ).toContain(title);
      expect(
        prose.some((text) => usesTerm(text, title)),
        `a page now uses ${title}: remove it from NOT_IN_TEXT`,
      ).toBe(false);
    });
  }

  it('recognises a term and its close forms as whole words only', () => {
    expect(usesTerm('two chunk groups load', 'Chunk group')).toBe(true);
    expect(usesTerm('a side effect', 'Side effects')).toBe(true);
    expect(usesTerm('some dependencies', 'Dependency')).toBe(true);
    expect(usesTerm('run webpack-cli serve', 'webpack-cli')).toBe(true);
    expect(usesTerm('the [contenthash] placeholder', 'Hash')).toBe(false);
    expect(usesTerm('a chunkgroup', 'Chunk group')).toBe(false);
  });
});
