/**
 * The Markdown engine: compiles one page's Markdown or MDX to static HTML at build time. The
 * remark and rehype plugins run in the order listed here. It knows no feature of the site: the
 * site hands it MDX components, rehype plugins and code annotators (see ../features.ts).
 */
import { createElement } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import type { PluggableList } from 'unified';
import { VFile } from 'vfile';
import type { MDXComponents } from 'mdx/types';
import rehypeCode, { type CodeAnnotator } from './rehype-code';
import { getHighlighter } from './rehype-code/highlighter';
import rehypeHeadings from './rehype-headings';
import remarkAsides from './remark-asides';
import remarkKnownComponents from './remark-known-components';
import remarkLinks from './remark-links';
import { factsOf, report, type PageFacts, type PageProblem } from './types';
import type { Element, Root } from 'hast';
import { textOf } from './hast';
import { visit } from 'unist-util-visit';
import { CODE_CELL_CLASS } from '../../../shared/dom';

/**
 * A wide table scrolls sideways in its own box (markdown.css), so keyboard users must be able to
 * focus it to scroll it: every table is a tab stop, as code blocks are. A header cell names its
 * column to screen readers, so an empty one stops the build.
 */
function rehypeTables() {
  return (tree: Root, file: VFile) => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName === 'table') {
        node.properties = { ...node.properties, tabIndex: 0 };
        codeColumns(node);
      }
      if (node.tagName === 'th' && textOf(node).trim() === '') {
        report(
          file,
          node,
          'a table has an empty header cell',
          'name the column in the header row (a screen reader reads it before every cell below it)',
        );
      }
    });
  };
}

/** The element children of a node, without the white space between them. */
function elementsOf(node: Element): Element[] | null {
  const out: Element[] = [];
  for (const child of node.children) {
    if (child.type === 'element') out.push(child);
    else if (child.type !== 'text' || child.value.trim() !== '') return null;
  }
  return out;
}

/** The `code` a cell holds and nothing else, alone or as a link's text; null for anything else. */
function cellCode(cell: Element): { code: Element; parent: Element } | null {
  const [only, ...more] = elementsOf(cell) ?? [null];
  if (!only || more.length) return null;
  const [code, ...rest] = only.tagName === 'a' ? (elementsOf(only) ?? [null]) : [only];
  if (!code || rest.length || code.tagName !== 'code' || Object.keys(code.properties).length) return null;
  if (!code.children.every((child) => child.type === 'text')) return null;
  return { code, parent: only.tagName === 'a' ? only : cell };
}

/**
 * A column whose every cell is code (a flag, an option, a type), and nothing else, is drawn as
 * code by the cells' class (CODE_CELL_CLASS, markdown.css) rather than by a `<code>` in each: an
 * element fewer per cell in the long tables of the reference.
 */
function codeColumns(table: Element): void {
  const rows: Element[] = [];
  visit(table, 'element', (node: Element) => {
    if (node.tagName === 'tr' && node.children.some((cell) => cell.type === 'element' && cell.tagName === 'td'))
      rows.push(node);
  });
  const cells = rows.map((row) =>
    row.children.filter((cell): cell is Element => cell.type === 'element' && cell.tagName === 'td'),
  );
  const columns = Math.max(0, ...cells.map((row) => row.length));
  for (let column = 0; column < columns; column++) {
    const found = cells.map((row) => row[column]).filter((cell): cell is Element => cell !== undefined);
    const codes = found.map((cell) => (textOf(cell).trim() === '' ? 'empty' : cellCode(cell)));
    if (codes.some((code) => code === null) || !codes.some((code) => code !== 'empty')) continue;
    found.forEach((cell, i) => {
      const code = codes[i];
      if (!code || code === 'empty') return;
      code.parent.children = code.code.children;
      cell.properties = { ...cell.properties, className: [CODE_CELL_CLASS] };
    });
  }
}

/**
 * A link whose text is its own address (`<https://example.com>`) is marked, so that print does
 * not write the address a second time after it (print.css).
 */
function rehypeSelfLinks() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName !== 'a') return;
      const href = node.properties.href;
      if (typeof href === 'string' && /^https?:/.test(href) && textOf(node).trim() === href)
        node.properties = { ...node.properties, dataPrintSelf: '' };
    });
  };
}

export interface CompiledPage extends Omit<PageFacts, 'problems'> {
  html: string;
}

export type CompileResult = { ok: true; page: CompiledPage } | { ok: false; problems: PageProblem[] };

/** What the site adds to the engine. */
export interface MarkdownExtensions {
  /** Components MDX pages may use; they render at build time only. */
  components?: MDXComponents;
  /**
   * rehype plugins that run before headings get their ids and permalinks (they read a heading's
   * text as written, may set its id, and may add badges to it).
   */
  rehypeBeforeHeadings?: PluggableList;
  /** Code block annotators: links over ranges of a block's lines, elements added to its figure. */
  codeAnnotators?: readonly CodeAnnotator[];
}

export type CompilePage = (source: string, format: 'md' | 'mdx', path: string) => Promise<CompileResult>;

/** A compiler with the site's extensions. */
export function createMarkdownCompiler(extensions: MarkdownExtensions = {}): CompilePage {
  return (source, format, path) => compileMarkdown(extensions, source, format, path);
}

async function compileMarkdown(
  extensions: MarkdownExtensions,
  source: string,
  format: 'md' | 'mdx',
  path: string,
): Promise<CompileResult> {
  const components = extensions.components ?? {};
  const names = Object.keys(components);
  const highlighter = await getHighlighter();
  const remarkPlugins: PluggableList = [
    // Front matter is parsed and validated separately; this only keeps it out of the body
    // while line numbers stay those of the file.
    [remarkFrontmatter, ['yaml']],
    remarkGfm,
    // Before anything else reads blockquotes.
    remarkAsides,
    remarkLinks,
    ...(format === 'mdx' ? ([[remarkKnownComponents, { components: names }]] satisfies PluggableList) : []),
  ];
  const rehypePlugins: PluggableList = [
    // Read heading text before the permalinks are added to it.
    ...(extensions.rehypeBeforeHeadings ?? []),
    // Ids first: the code plugin replaces <pre>, and headings inside it do not exist.
    rehypeHeadings,
    [rehypeCode, { highlighter, annotators: extensions.codeAnnotators ?? [] }],
    rehypeTables,
    rehypeSelfLinks,
  ];
  const file = new VFile({ value: source, path });
  factsOf(file);
  // Loaded with the first page to compile (a third of a second): a build whose pages all come
  // from the content cache never needs it.
  const { compile, run } = await import('@mdx-js/mdx');
  let html: string;
  try {
    const code = await compile(file, {
      format,
      outputFormat: 'function-body',
      development: false,
      remarkPlugins,
      rehypePlugins,
    });
    const problems = factsOf(code).problems;
    if (problems.length) return { ok: false, problems };
    const { default: Content } = await run(code, { ...runtime, baseUrl: import.meta.url });
    html = renderToStaticMarkup(createElement(Content, { components }));
  } catch (error) {
    const err = error as {
      reason?: string;
      message?: string;
      line?: number;
      column?: number;
      place?: { line?: number; column?: number; start?: { line?: number; column?: number } };
    };
    const problems = factsOf(file).problems;
    if (problems.length) return { ok: false, problems };
    const place = err.place && 'start' in err.place ? err.place.start : err.place;
    return {
      ok: false,
      problems: [
        {
          message: `cannot compile ${format === 'mdx' ? 'MDX' : 'Markdown'}: ${err.reason ?? err.message ?? String(error)}`,
          fix:
            format === 'mdx'
              ? 'in .mdx files escape `<` and `{` in text as `\\<` and `\\{`, or rename the file to .md'
              : 'correct the syntax at that line',
          line: err.line ?? place?.line,
          column: err.column ?? place?.column,
        },
      ],
    };
  }
  const { anchors, ids, links, images, extra } = factsOf(file);
  return { ok: true, page: { html, anchors, ids, links, images, extra } };
}

/** The engine alone, without the site's extensions: for its own tests and tools. */
export const compilePage: CompilePage = createMarkdownCompiler();
