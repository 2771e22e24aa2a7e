/**
 * Highlights code blocks at build time (nothing ships to the browser) and wraps each in a figure
 * with its file name; marks highlighted, added and removed lines. Annotators (given by site
 * features) may link ranges of a block's lines and add elements to its figure.
 */
import type { Element, ElementContent, Root } from 'hast';
import type { BundledLanguage } from 'shiki';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { contentStrings, strings } from '../../../../shared/strings';
import { h, textOf } from '../hast';
import { report } from '../types';
import { PLAIN, TEXT_COLOURED, theme, type CodeHighlighter } from './highlighter';
import { parseCodeMeta } from './meta';

const FONT_STYLE: Record<number, string> = { 1: 'font-italic', 2: 'font-bold', 4: 'font-underline' };

/** What an annotator is told about a code block. */
export interface CodeBlockInfo {
  lang: string;
  title: string | null;
  diff: boolean;
  /** The block's code: for a diff, without the marker column. */
  code: string;
  /** The page's file: an annotator that adds an element once per page keys on it. */
  file: VFile;
}

/** A range of one line of a code block, wrapped in a link; `after` is put right after the link. */
export interface CodeLink {
  /** 1-based line, 0-based columns. */
  line: number;
  start: number;
  end: number;
  href: string;
  className: string[];
  after?: Element;
}

export interface CodeAnnotation {
  links: CodeLink[];
  /** Elements added to the block's figure, after the code and its copy button. */
  append: Element[];
}

/** Looks at a code block and returns links and elements for it, or null to leave it alone. */
export type CodeAnnotator = (block: CodeBlockInfo) => CodeAnnotation | null;

interface Piece {
  text: string;
  classes: string[];
}

/**
 * One line's spans, with the pieces that a link covers wrapped in it. Tokens are split where a
 * link starts or ends inside them.
 */
function lineContent(pieces: Piece[], keys: readonly CodeLink[]): ElementContent[] {
  const span = (piece: Piece): ElementContent =>
    piece.classes.length
      ? h('span', { className: piece.classes }, [{ type: 'text', value: piece.text }])
      : { type: 'text', value: piece.text };
  if (!keys.length) return pieces.map(span);
  const cuts = new Set(keys.flatMap((k) => [k.start, k.end]));
  const split: (Piece & { at: number })[] = [];
  let at = 0;
  for (const piece of pieces) {
    let from = 0;
    for (let i = 1; i < piece.text.length; i += 1) {
      if (cuts.has(at + i)) {
        split.push({ text: piece.text.slice(from, i), classes: piece.classes, at: at + from });
        from = i;
      }
    }
    split.push({ text: piece.text.slice(from), classes: piece.classes, at: at + from });
    at += piece.text.length;
  }
  const content: ElementContent[] = [];
  let link = null as { key: CodeLink; element: Element } | null;
  for (const piece of split) {
    const key = keys.find((k) => piece.at >= k.start && piece.at + piece.text.length <= k.end);
    if (!key) {
      link = null;
      content.push(span(piece));
      continue;
    }
    if (link?.key !== key) {
      link = { key, element: h('a', { href: key.href, className: key.className }, []) };
      content.push(link.element, ...(key.after ? [key.after] : []));
    }
    link.element.children.push(span(piece));
  }
  return content;
}

function tokenClass(color: string | undefined): string | null {
  const m = color ? /^var\(--shiki-([a-z-]+)\)$/.exec(color) : null;
  return m?.[1] && !TEXT_COLOURED.has(m[1]) ? `sh-${m[1]}` : null;
}

/**
 * Neighbouring tokens drawn alike become one piece: fewer elements on pages with hundreds of
 * examples, the same text and colours.
 */
function mergePieces(pieces: readonly Piece[]): Piece[] {
  const merged: Piece[] = [];
  for (const piece of pieces) {
    const last = merged[merged.length - 1];
    if (last && last.classes.join(' ') === piece.classes.join(' ')) last.text += piece.text;
    else merged.push({ text: piece.text, classes: [...piece.classes] });
  }
  return merged;
}

/** The language a code block names (`language-js` → `js`), or ''. */
function languageOf(code: Element): string {
  const classes = Array.isArray(code.properties.className) ? code.properties.className : [];
  const langClass = classes.map(String).find((c) => c.startsWith('language-'));
  return langClass ? langClass.slice('language-'.length) : '';
}

/** The `<code>` of a `<pre>` with one. */
function codeOf(node: Element): Element | null {
  const code = node.tagName === 'pre' ? node.children[0] : undefined;
  return code?.type === 'element' && code.tagName === 'code' ? code : null;
}

export default function rehypeCode(options: { highlighter: CodeHighlighter; annotators?: readonly CodeAnnotator[] }) {
  const { annotators = [] } = options;
  const languages = options.highlighter.known;
  return async (tree: Root, file: VFile) => {
    // One walk finds the blocks; their languages' grammars load; then each block is replaced.
    const blocks: { node: Element; code: Element; index: number; parent: { children: unknown[] } }[] = [];
    visit(tree, 'element', (node: Element, index, parent) => {
      const code = codeOf(node);
      if (!code || !parent || index === undefined) return;
      blocks.push({ node, code, index, parent });
      return 'skip';
    });
    const highlighter = await options.highlighter.load(blocks.map(({ code }) => languageOf(code)));
    for (const { node, code, index, parent } of blocks) {
      const figure = highlight(node, code);
      if (figure) parent.children[index] = figure;
    }

    /** The block's figure, or null (with a problem reported) when it cannot be highlighted. */
    function highlight(node: Element, code: Element): Element | null {
      const lang = languageOf(code);
      const metaResult = parseCodeMeta((code.data as { meta?: string } | undefined)?.meta);
      if (!lang) {
        report(
          file,
          node,
          'a code block has no language',
          'name one after the opening fence, e.g. ```js (use ```text for plain text)',
        );
        return null;
      }
      if (!PLAIN.has(lang) && !languages.has(lang)) {
        report(
          file,
          node,
          `unknown code language \`${lang}\``,
          `use one of the languages in src/node/content/markdown/rehype-code/highlighter.ts or add it there`,
        );
        return null;
      }
      if (!metaResult.ok) {
        report(file, node, metaResult.error, 'code block options are title="name", {line ranges} and diff');
        return null;
      }
      const { meta } = metaResult;
      let lines = textOf(code).replace(/\n$/, '').split('\n');
      const marks: ('added' | 'removed' | null)[] = lines.map(() => null);
      if (meta.diff) {
        for (const [i, line] of lines.entries()) {
          const marker = line[0];
          if (line !== '' && marker !== '+' && marker !== '-' && marker !== ' ') {
            report(
              file,
              {
                type: 'x',
                position: {
                  start: { line: (node.position?.start.line ?? 0) + i + 1, column: 1 },
                  end: { line: 0, column: 0 },
                },
              },
              'a line of a diff block does not start with `+`, `-` or a space',
              'in a diff block the first column of every line is a marker: + added, - removed, space unchanged',
            );
            return null;
          }
          marks[i] = marker === '+' ? 'added' : marker === '-' ? 'removed' : null;
        }
        lines = lines.map((line) => line.slice(1));
      }
      // No time limit per line: Shiki's default (500 ms) gives up on a line while its grammar is
      // still cold or the machine is busy, and leaves the rest of the line one token: the output
      // would depend on the machine's load.
      const tokens = PLAIN.has(lang)
        ? lines.map((line) => [{ content: line, color: undefined, fontStyle: 0 }])
        : highlighter.codeToTokensBase(lines.join('\n'), {
            lang: lang as BundledLanguage,
            theme,
            tokenizeTimeLimit: 0,
          });
      const annotations = annotators.flatMap(
        (annotate) => annotate({ lang, title: meta.title, diff: meta.diff, code: lines.join('\n'), file }) ?? [],
      );
      const keys = annotations.flatMap((annotation) => annotation.links);
      // A line that is marked (highlighted, added, removed) is an element of its own, drawn as a
      // block with its newline inside it; every line of a diff is (its marker column). Other lines
      // are text: the long reference pages hold thousands of them.
      const lineElements: ElementContent[] = [];
      tokens.forEach((lineTokens, i) => {
        const className = ['line'];
        if (meta.highlight.has(i + 1)) className.push('is-highlighted');
        if (marks[i]) className.push(`is-${marks[i]}`);
        const pieces = mergePieces(
          lineTokens.map((token) => ({
            text: token.content,
            classes: [tokenClass(token.color), FONT_STYLE[token.fontStyle ?? 0]].filter((c): c is string => Boolean(c)),
          })),
        );
        const content = lineContent(
          pieces,
          keys.filter((k) => k.line === i + 1),
        );
        const last = i === tokens.length - 1;
        const newline: ElementContent[] = last ? [] : [{ type: 'text', value: '\n' }];
        if (meta.diff || className.length > 1) lineElements.push(h('span', { className }, [...content, ...newline]));
        else lineElements.push(...content, ...newline);
      });
      const figureChildren: ElementContent[] = [];
      if (meta.title)
        figureChildren.push(h('figcaption', { className: ['code__title'] }, [{ type: 'text', value: meta.title }]));
      figureChildren.push(
        h('pre', { className: ['code__pre'], tabIndex: 0 }, [
          h('code', { className: [`language-${lang}`] }, lineElements),
        ]),
        // Shown once the app runs (see src/client/content/behaviours.ts).
        h('button', { type: 'button', className: ['code__copy'], ariaLabel: contentStrings.copyCodeLabel }, [
          { type: 'text', value: strings.copyCode },
        ]),
      );
      for (const annotation of annotations) figureChildren.push(...annotation.append);
      const figure = h(
        'figure',
        {
          className: ['code', ...(meta.diff ? ['code--diff'] : [])],
          dataLang: lang,
          ...(meta.title ? { dataTitle: meta.title } : {}),
        },
        figureChildren,
      );
      figure.position = node.position;
      return figure;
    }
  };
}
