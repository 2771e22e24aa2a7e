/**
 * Highlights code blocks at build time (nothing ships to the browser) and wraps each in a figure
 * with its file name; marks highlighted, added and removed lines.
 */
import type { Element, ElementContent, Root } from 'hast';
import type { BundledLanguage, Highlighter } from 'shiki';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { contentStrings, strings } from '../../../../shared/strings';
import { h, textOf } from '../hast';
import { report } from '../types';
import { optionCatalog } from '../../config-reference/catalog';
import { CONFIG_TITLE, optionKeys, type OptionKey } from '../../config-reference/code-links';
import { optionFacts } from '../../config-reference/rehype-options';
import { PLAIN, theme } from './highlighter';
import { parseCodeMeta } from './meta';

const FONT_STYLE: Record<number, string> = { 1: 'font-italic', 2: 'font-bold', 4: 'font-underline' };

const JS = new Set(['js', 'javascript', 'mjs', 'cjs']);

interface Piece {
  text: string;
  classes: string[];
}

/**
 * One line's spans, with the pieces that spell an option key wrapped in a link to its heading.
 * Tokens are split where a key starts or ends inside them.
 */
function lineContent(pieces: Piece[], keys: readonly OptionKey[]): ElementContent[] {
  const span = (piece: Piece): ElementContent =>
    piece.classes.length ? h('span', { className: piece.classes }, [{ type: 'text', value: piece.text }]) : { type: 'text', value: piece.text };
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
  let link = null as { key: OptionKey; element: Element } | null;
  for (const piece of split) {
    const key = keys.find((k) => piece.at >= k.start && piece.at + piece.text.length <= k.end);
    if (!key) {
      link = null;
      content.push(span(piece));
      continue;
    }
    if (link?.key !== key) {
      link = { key, element: h('a', { href: key.href, className: ['code__option'] }, []) };
      content.push(link.element, detailToggle(key));
    }
    link.element.children.push(span(piece));
  }
  return content;
}

/** The id of an option's details popup; one popup per option and page, whatever uses it. */
function detailId(key: OptionKey): string {
  return `option-detail-${key.href.slice(key.href.indexOf('#') + 1)}`;
}

/**
 * The button after an option's name that opens its details. It has no text of its own (the icon
 * is CSS), so copying the code copies only the code. The popup is a native popover: the button
 * toggles it, a click outside or Escape closes it; behaviours.ts keeps aria-expanded in step.
 */
function detailToggle(key: OptionKey): Element {
  return h('button', { type: 'button', className: ['code__detail-toggle'], popovertarget: detailId(key), ariaExpanded: 'false', ariaLabel: contentStrings.optionDetails(key.path) }, []);
}

/** Where the pipeline puts the first sentence under the option's heading, once every page has compiled. */
export const OPTION_SUMMARY_ATTRIBUTE = 'data-option-summary';

/** The popup: the option's name, type and default, the first sentence of its documentation and a link to it. */
function detailPopup(key: OptionKey): Element {
  const option = optionCatalog().byPath.get(key.path);
  return h('div', { id: detailId(key), popover: 'auto', className: ['code__detail'], role: 'dialog', ariaLabel: key.path }, [
    h('p', { className: ['code__detail-name'] }, [h('code', {}, [{ type: 'text', value: key.path }])]),
    ...(option ? optionFacts(option) : []),
    h('p', { [OPTION_SUMMARY_ATTRIBUTE]: key.path }, []),
    h('p', {}, [h('a', { href: key.href }, [{ type: 'text', value: contentStrings.optionReadMore(key.path) }])]),
  ]);
}

/** The option popups each page has drawn so far. */
const drawnPopups = new WeakMap<VFile, Set<string>>();

function tokenClass(color: string | undefined): string | null {
  const m = color ? /^var\(--shiki-([a-z-]+)\)$/.exec(color) : null;
  return m && m[1] !== 'foreground' ? `sh-${m[1]}` : null;
}

export default function rehypeCode(options: { highlighter: Highlighter }) {
  const { highlighter } = options;
  const languages = new Set(highlighter.getLoadedLanguages());
  return (tree: Root, file: VFile) => {
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName !== 'pre' || !parent || index === undefined) return;
      const code = node.children[0];
      if (code?.type !== 'element' || code.tagName !== 'code') return;
      const classes = Array.isArray(code.properties.className) ? code.properties.className : [];
      const langClass = classes.map(String).find((c) => c.startsWith('language-'));
      const lang = langClass ? langClass.slice('language-'.length) : '';
      const metaResult = parseCodeMeta((code.data as { meta?: string } | undefined)?.meta);
      if (!lang) {
        report(file, node, 'a code block has no language', 'name one after the opening fence, e.g. ```js (use ```text for plain text)');
        return;
      }
      if (!PLAIN.has(lang) && !languages.has(lang)) {
        report(file, node, `unknown code language \`${lang}\``, `use one of the languages in src/node/content/markdown/rehype-code/highlighter.ts or add it there`);
        return;
      }
      if (!metaResult.ok) {
        report(file, node, metaResult.error, 'code block options are title="name", {line ranges} and diff');
        return;
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
              { type: 'x', position: { start: { line: (node.position?.start.line ?? 0) + i + 1, column: 1 }, end: { line: 0, column: 0 } } },
              'a line of a diff block does not start with `+`, `-` or a space',
              'in a diff block the first column of every line is a marker: + added, - removed, space unchanged',
            );
            return;
          }
          marks[i] = marker === '+' ? 'added' : marker === '-' ? 'removed' : null;
        }
        lines = lines.map((line) => line.slice(1));
      }
      const tokens = PLAIN.has(lang)
        ? lines.map((line) => [{ content: line, color: undefined, fontStyle: 0 }])
        : highlighter.codeToTokensBase(lines.join('\n'), { lang: lang as BundledLanguage, theme });
      // Option names in a configuration example link to their documentation.
      const keys = !meta.diff && JS.has(lang) && meta.title && CONFIG_TITLE.test(meta.title) ? optionKeys(lines.join('\n')) : [];
      const lineElements: ElementContent[] = [];
      tokens.forEach((lineTokens, i) => {
        const className = ['line'];
        if (meta.highlight.has(i + 1)) className.push('is-highlighted');
        if (marks[i]) className.push(`is-${marks[i]}`);
        const pieces = lineTokens.map((token) => ({
          text: token.content,
          classes: [tokenClass(token.color), FONT_STYLE[token.fontStyle ?? 0]].filter((c): c is string => Boolean(c)),
        }));
        if (i > 0) lineElements.push({ type: 'text', value: '\n' });
        lineElements.push(h('span', { className }, lineContent(pieces, keys.filter((k) => k.line === i + 1))));
      });
      const figureChildren: ElementContent[] = [];
      if (meta.title) figureChildren.push(h('figcaption', { className: ['code__title'] }, [{ type: 'text', value: meta.title }]));
      figureChildren.push(
        h('pre', { className: ['code__pre'], tabIndex: 0 }, [h('code', { className: [`language-${lang}`] }, lineElements)]),
        // Shown once the app runs (see src/client/content/behaviours.ts).
        h('button', { type: 'button', className: ['code__copy'], ariaLabel: contentStrings.copyCodeLabel }, [{ type: 'text', value: strings.copyCode }]),
      );
      // The popups of the options this block is the first on the page to name.
      const drawn = drawnPopups.get(file) ?? new Set<string>();
      drawnPopups.set(file, drawn);
      for (const key of keys) {
        if (drawn.has(detailId(key))) continue;
        drawn.add(detailId(key));
        figureChildren.push(detailPopup(key));
      }
      const figure = h(
        'figure',
        { className: ['code', ...(meta.diff ? ['code--diff'] : [])], dataLang: lang, ...(meta.title ? { dataTitle: meta.title } : {}) },
        figureChildren,
      );
      figure.position = node.position;
      parent.children[index] = figure;
      return 'skip';
    });
  };
}
