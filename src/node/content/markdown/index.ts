/**
 * Compiles one page's Markdown or MDX to static HTML at build time. The remark and rehype plugins
 * run in the order listed here.
 */
import { compile, run } from '@mdx-js/mdx';
import { createElement } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import type { PluggableList } from 'unified';
import { VFile } from 'vfile';
import { COMPONENT_NAMES, contentComponents } from '../components';
import rehypeCode from './rehype-code';
import { getHighlighter } from './rehype-code/highlighter';
import rehypeOptions from '../config-reference/rehype-options';
import rehypeHeadings from './rehype-headings';
import remarkAsides from './remark-asides';
import remarkKnownComponents from './remark-known-components';
import remarkLinks from './remark-links';
import { factsOf, report, type PageFacts, type PageProblem } from './types';
import type { Element, Root } from 'hast';
import { textOf } from './hast';
import { visit } from 'unist-util-visit';

/**
 * A wide table scrolls sideways in its own box (markdown.css), so keyboard users must be able to
 * focus it to scroll it: every table is a tab stop, as code blocks are. A header cell names its
 * column to screen readers, so an empty one stops the build.
 */
function rehypeTables() {
  return (tree: Root, file: VFile) => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName === 'table') node.properties = { ...node.properties, tabIndex: 0 };
      if (node.tagName === 'th' && textOf(node).trim() === '') {
        report(file, node, 'a table has an empty header cell', 'name the column in the header row (a screen reader reads it before every cell below it)');
      }
    });
  };
}

export interface CompiledPage extends Omit<PageFacts, 'problems'> {
  html: string;
}

export type CompileResult = { ok: true; page: CompiledPage } | { ok: false; problems: PageProblem[] };

export async function compilePage(source: string, format: 'md' | 'mdx', path: string): Promise<CompileResult> {
  const highlighter = await getHighlighter();
  const remarkPlugins: PluggableList = [
    // Front matter is parsed and validated separately; this only keeps it out of the body
    // while line numbers stay those of the file.
    [remarkFrontmatter, ['yaml']],
    remarkGfm,
    // Before anything else reads blockquotes.
    remarkAsides,
    remarkLinks,
    ...(format === 'mdx' ? ([[remarkKnownComponents, { components: COMPONENT_NAMES }]] satisfies PluggableList) : []),
  ];
  const rehypePlugins: PluggableList = [
    // Reads heading text before the permalinks are added to it.
    rehypeOptions,
    // Ids first: the code plugin replaces <pre>, and headings inside it do not exist.
    rehypeHeadings,
    [rehypeCode, { highlighter }],
    rehypeTables,
  ];
  const file = new VFile({ value: source, path });
  factsOf(file);
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
    html = renderToStaticMarkup(createElement(Content, { components: contentComponents }));
  } catch (error) {
    const err = error as { reason?: string; message?: string; line?: number; column?: number; place?: { line?: number; column?: number; start?: { line?: number; column?: number } } };
    const problems = factsOf(file).problems;
    if (problems.length) return { ok: false, problems };
    const place = err.place && 'start' in err.place ? err.place.start : err.place;
    return {
      ok: false,
      problems: [
        {
          message: `cannot compile ${format === 'mdx' ? 'MDX' : 'Markdown'}: ${err.reason ?? err.message ?? String(error)}`,
          fix: format === 'mdx' ? 'in .mdx files escape `<` and `{` in text as `\\<` and `\\{`, or rename the file to .md' : 'correct the syntax at that line',
          line: err.line ?? place?.line,
          column: err.column ?? place?.column,
        },
      ],
    };
  }
  const { anchors, ids, links, images, options } = factsOf(file);
  return { ok: true, page: { html, anchors, ids, links, images, options } };
}
