/**
 * The CodeMirror 6 setup of the playground: the languages of its files, colours from the site's
 * code tokens (so both themes follow the site's), and the extensions of an editable file and of a
 * read-only one (an output file, a demo package).
 */
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { css } from '@codemirror/lang-css';
import { html } from '@codemirror/lang-html';
import { javascript } from '@codemirror/lang-javascript';
import { json } from '@codemirror/lang-json';
import { bracketMatching, HighlightStyle, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import { lintGutter } from '@codemirror/lint';
import { EditorState, type Extension } from '@codemirror/state';
import {
  drawSelection,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  keymap,
  lineNumbers,
} from '@codemirror/view';
import { tags } from '@lezer/highlight';

const highlight = HighlightStyle.define([
  {
    tag: [tags.keyword, tags.operatorKeyword, tags.modifier, tags.controlKeyword],
    color: 'var(--shiki-token-keyword)',
  },
  { tag: [tags.string, tags.special(tags.string), tags.regexp], color: 'var(--shiki-token-string)' },
  {
    tag: [tags.number, tags.bool, tags.null, tags.atom, tags.constant(tags.name)],
    color: 'var(--shiki-token-constant)',
  },
  {
    tag: [tags.comment, tags.lineComment, tags.blockComment],
    color: 'var(--shiki-token-comment)',
    fontStyle: 'italic',
  },
  { tag: [tags.function(tags.variableName), tags.function(tags.propertyName)], color: 'var(--shiki-token-function)' },
  { tag: [tags.propertyName, tags.attributeName], color: 'var(--shiki-token-parameter)' },
  { tag: [tags.typeName, tags.className, tags.tagName], color: 'var(--shiki-token-function)' },
]);

const theme = EditorView.theme({
  '&': {
    height: '100%',
    fontSize: 'var(--wp-text-sm)',
    backgroundColor: 'var(--wp-color-code-bg)',
    color: 'var(--wp-color-text)',
  },
  '.cm-scroller': { fontFamily: 'var(--wp-font-code)', lineHeight: '1.5' },
  '.cm-content': { caretColor: 'var(--wp-color-text)' },
  '.cm-gutters': {
    backgroundColor: 'var(--wp-color-bg-soft)',
    color: 'var(--wp-color-text-muted)',
    borderRight: '1px solid var(--wp-color-border)',
  },
  '.cm-activeLine, .cm-activeLineGutter': { backgroundColor: 'var(--wp-color-highlight)' },
  '&.cm-focused': { outline: '2px solid var(--wp-color-accent)', outlineOffset: '-2px' },
  '&.cm-focused .cm-selectionBackground, .cm-selectionBackground, ::selection': {
    backgroundColor: 'color-mix(in srgb, var(--wp-color-accent) 30%, transparent)',
  },
  '.cm-cursor': { borderLeftColor: 'var(--wp-color-text)' },
  '.cm-tooltip': {
    backgroundColor: 'var(--wp-color-bg)',
    color: 'var(--wp-color-text)',
    border: '1px solid var(--wp-color-border)',
  },
  // @codemirror/lint draws its underlines and gutter marks as data: images, which the site's
  // img-src refuses (and reports in the console): the same marks, drawn with CSS.
  '.cm-lintRange': {
    backgroundImage: 'none',
    textDecorationLine: 'underline',
    textDecorationStyle: 'wavy',
    textDecorationSkipInk: 'none',
    textUnderlineOffset: '3px',
  },
  '.cm-lintRange-error': { textDecorationColor: 'var(--wp-color-error)' },
  '.cm-lintRange-warning': { textDecorationColor: 'var(--wp-color-warning)' },
  '.cm-lintRange-info, .cm-lintRange-hint': { textDecorationColor: 'var(--wp-color-text-muted)' },
  '.cm-lint-marker': { content: 'normal', width: '0.7em', height: '0.7em', margin: '0.15em' },
  '.cm-lint-marker-error': { borderRadius: '50%', backgroundColor: 'var(--wp-color-error)' },
  '.cm-lint-marker-warning': {
    clipPath: 'polygon(50% 0, 100% 100%, 0 100%)',
    backgroundColor: 'var(--wp-color-warning)',
  },
  '.cm-lint-marker-info': { backgroundColor: 'var(--wp-color-text-muted)' },
});

/** The language of a file, by its extension. */
export function languageOf(path: string): Extension {
  if (/\.(m?js|cjs)$/.test(path)) return javascript();
  if (/\.(jsx)$/.test(path)) return javascript({ jsx: true });
  if (/\.tsx?$/.test(path)) return javascript({ typescript: true, jsx: path.endsWith('x') });
  if (/\.(json|webmanifest|map)$/.test(path)) return json();
  if (/\.css$/.test(path)) return css();
  if (/\.(html?|svg)$/.test(path)) return html();
  return [];
}

export function editorExtensions(
  path: string,
  label: string,
  readOnly: boolean,
  onChange?: (text: string) => void,
): Extension[] {
  return [
    lineNumbers(),
    drawSelection(),
    // Only where the reader types: in the output, a minified file is one line, and all of it was
    // tinted as the line of a cursor that is not there.
    ...(readOnly ? [] : [highlightActiveLineGutter(), highlightActiveLine()]),
    bracketMatching(),
    syntaxHighlighting(highlight),
    theme,
    languageOf(path),
    EditorView.contentAttributes.of({ 'aria-label': label }),
    EditorView.lineWrapping,
    ...(readOnly
      ? [
          EditorState.readOnly.of(true),
          EditorView.editable.of(false),
          EditorView.contentAttributes.of({ tabindex: '0' }),
        ]
      : [
          history(),
          indentOnInput(),
          lintGutter(),
          keymap.of([...defaultKeymap, ...historyKeymap]),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) onChange?.(update.state.doc.toString());
          }),
        ]),
  ];
}
