/**
 * A CodeMirror 6 editor for one file at a time. Each file keeps its own editor state (its undo
 * history, its selection) while the reader moves between files. The problems webpack named in
 * this file are underlined and marked in the gutter; `reveal` moves the cursor to one of them.
 */
import { setDiagnostics, type Diagnostic } from '@codemirror/lint';
import { EditorState, type Text } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { useEffect, useRef, useState } from 'react';
import type { Problem, SourceRange } from '../../../playground/result';
import { editorExtensions } from './codemirror';
import { syncText } from './editor-sync';

export interface Reveal {
  at: SourceRange;
  /** A new object for each request, so the same place can be revealed twice. */
  token: number;
}

function offset(doc: Text, line: number, column: number): number {
  const at = doc.line(Math.min(Math.max(line, 1), doc.lines));
  return Math.min(at.from + Math.max(column - 1, 0), at.to);
}

/** The problems of one file as CodeMirror diagnostics: the range webpack names, else the whole line. */
export function diagnosticsOf(doc: Text, problems: readonly Problem[], path: string): Diagnostic[] {
  return problems.flatMap((problem) => {
    const at = problem.at;
    if (!at || at.file !== path) return [];
    const from = offset(doc, at.line, at.column);
    const end = at.endColumn
      ? offset(doc, at.endLine ?? at.line, at.endColumn)
      : doc.line(Math.min(Math.max(at.line, 1), doc.lines)).to;
    return [{ from, to: Math.max(end, from), severity: problem.severity, message: problem.text }];
  });
}

interface Props {
  path: string;
  text: string;
  label: string;
  readOnly?: boolean;
  problems?: readonly Problem[];
  reveal?: Reveal | null;
  onChange?: (path: string, text: string) => void;
}

export function Editor({
  path,
  text,
  label,
  readOnly = false,
  problems = [],
  reveal = null,
  onChange,
}: Props): React.JSX.Element {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const states = useRef(new Map<string, EditorState>());
  const change = useRef(onChange);
  change.current = onChange;

  // One view; a state per file. The view lives in a shadow root of its element: CodeMirror's
  // styles then go into a constructed style sheet of that root instead of the <style> elements it
  // adds to a document, which the site's Content-Security-Policy refuses (style-src has no
  // 'unsafe-inline'). Its theme reads the site's custom properties, which cross the boundary.
  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const root = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
    const created = new EditorView({ parent: root, root });
    view.current = created;
    return () => {
      created.destroy();
      view.current = null;
    };
  }, []);

  // The file shown: its saved state if the text is the same, else a new one (the file changed
  // outside the editor: a reset, a new link). Text the editor itself reported (typing), even a
  // keystroke behind what it holds now, keeps the editor as it is (see editor-sync.ts).
  const shown = useRef<string | null>(null);
  const reported = useRef<{ path: string; texts: string[] }>({ path: '', texts: [] });
  /** Counts the states set, so that the problems are put into each. */
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const current = view.current;
    if (!current) return;
    // Another file than the one shown is never the editor's own text.
    const showing = shown.current === path;
    const sync = syncText(
      showing && reported.current.path === path ? reported.current.texts : [],
      showing ? current.state.doc.toString() : null,
      text,
    );
    reported.current = { path, texts: sync.pending };
    if (sync.own) return;
    if (shown.current !== null) states.current.set(shown.current, current.state);
    const saved = states.current.get(path);
    current.setState(
      saved && saved.doc.toString() === text
        ? saved
        : EditorState.create({
            doc: text,
            extensions: editorExtensions(path, label, readOnly, (next) => {
              if (reported.current.path === path) reported.current.texts.push(next);
              else reported.current = { path, texts: [next] };
              change.current?.(path, next);
            }),
          }),
    );
    shown.current = path;
    setVersion((version) => version + 1);
  }, [path, text, label, readOnly]);

  // The build's problems, again for each new state; while the reader types, CodeMirror moves
  // them with the text.
  useEffect(() => {
    const current = view.current;
    if (!current || readOnly) return;
    current.dispatch(setDiagnostics(current.state, diagnosticsOf(current.state.doc, problems, path)));
  }, [problems, path, readOnly, version]);

  useEffect(() => {
    const current = view.current;
    if (!current || !reveal || reveal.at.file !== path) return;
    const anchor = offset(current.state.doc, reveal.at.line, reveal.at.column);
    current.dispatch({ selection: { anchor }, effects: EditorView.scrollIntoView(anchor, { y: 'center' }) });
    current.focus();
  }, [reveal, path]);

  return <div ref={host} className="playground__editor" data-editor-path={path} />;
}
