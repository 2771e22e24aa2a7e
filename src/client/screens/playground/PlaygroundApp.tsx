/**
 * The playground: a project's files in an editor, webpack building them in a Web Worker as the
 * reader types, and what it wrote and said. Loaded only in the browser, by /playground/ alone.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { DEMO_PACKAGES } from '../../../playground/demo-packages';
import { CONFIG_FILE, fileSize, MODES, type Mode, type Project, type ProjectFile } from '../../../playground/project';
import type { SourceRange } from '../../../playground/result';
import { Editor, type Reveal } from './Editor';
import { FileTree } from './FileTree';
import formatSize from 'webpack/lib/util/formatSize.js';
import { OutputPanel } from './OutputPanel';
import { playgroundStrings as S } from './strings';
import { useBuilder, type BuildState } from './useBuilder';
import { useProjectSource } from './useProjectSource';

function demoFile(path: string): ProjectFile | undefined {
  const [, name, ...rest] = path.split('/');
  return DEMO_PACKAGES.find((pkg) => pkg.name === name)?.files[rest.join('/')];
}

function Status({ state }: { state: BuildState }): React.JSX.Element {
  let text: string;
  if (state.status === 'loading') text = S.loadingWebpack;
  else if (state.status === 'building') text = S.building;
  else if (state.status === 'failed')
    text = state.message ? S.workerCrashed(state.message.split('\n')[0] ?? '') : S.workerFailed;
  else {
    const { result } = state;
    const errors = result.problems.filter((p) => p.severity === 'error').length;
    text = S.built(result.time, result.files.length, errors, result.problems.length - errors);
  }
  return (
    <p
      className={`playground__status${state.status === 'failed' ? ' playground__status--failed' : ''}`}
      role="status"
      data-build-state={state.status}
    >
      {text}
    </p>
  );
}

function ModeSwitch({
  project,
  effective,
  onChange,
}: {
  project: Project;
  effective: Mode | null;
  onChange: (mode: Mode) => void;
}): React.JSX.Element {
  const shown = project.mode ?? effective ?? 'production';
  return (
    <fieldset className="playground__mode">
      <legend>{S.mode}</legend>
      {MODES.map((mode) => (
        <label key={mode}>
          <input
            type="radio"
            name="playground-mode"
            value={mode}
            checked={shown === mode}
            onChange={() => onChange(mode)}
          />
          {mode}
        </label>
      ))}
      {!project.mode && effective ? <span className="playground__mode-note">{S.modeFromConfig}</span> : null}
    </fieldset>
  );
}

export function PlaygroundApp(): React.JSX.Element {
  const { source, project, setProject, addStandIns, reset } = useProjectSource();
  const state = useBuilder(project, source?.fillMissing ?? false);
  const [selected, setSelected] = useState(CONFIG_FILE);
  const [reveal, setReveal] = useState<Reveal | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const result = 'result' in state ? state.result : null;

  // An example's first build names the stand-ins it added: they join the project, and later builds
  // add none (useProjectSource).
  const added = result?.added;
  useEffect(() => {
    if (added && Object.keys(added).length) addStandIns(added);
    // addStandIns changes identity every render; the stand-ins are what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [added]);

  const standIns = useMemo(() => Object.keys(result?.added ?? {}), [result]);
  // The same function on every render: the output panel then draws again only for a new result.
  const onReveal = useCallback((at: SourceRange) => {
    setSelected(at.file);
    setReveal({ at, token: Date.now() });
  }, []);
  if (!project || !source) {
    return (
      <div className="playground__placeholder" aria-busy="true">
        <p>{S.loadingWebpack}</p>
      </div>
    );
  }

  const file = selected in project.files ? project.files[selected] : demoFile(selected);
  const fileText = typeof file === 'string' ? file : null;
  const problems = result?.problems ?? [];

  return (
    <div className="playground" data-playground="app">
      {source.notice ? (
        <p className="playground__notice" role="alert">
          {source.notice}
        </p>
      ) : null}
      {source.from ? (
        <p className="playground__notice">
          {S.exampleFrom} <a href={source.from}>{source.from}</a>.{standIns.length ? ` ${S.standIns(standIns)}` : ''}
        </p>
      ) : null}
      <div className="playground__toolbar" role="group" aria-label={S.toolbar}>
        <ModeSwitch
          project={project}
          effective={result?.mode ?? null}
          onChange={(mode) => setProject((p) => ({ ...p, mode }))}
        />
        <button
          type="button"
          onClick={() => {
            navigator.clipboard.writeText(window.location.href).then(
              () => setNotice(S.shareDone),
              () => setNotice(S.shareFailed),
            );
          }}
        >
          {S.share}
        </button>
        <button
          type="button"
          onClick={() => {
            reset();
            setNotice(S.resetDone);
          }}
        >
          {S.reset}
        </button>
        <Status state={state} />
      </div>
      <p className="playground__live" role="status">
        {notice}
      </p>
      <div className="playground__workspace">
        <FileTree
          project={project}
          selected={selected}
          onSelect={setSelected}
          onAdd={(path) => {
            setProject((p) => ({ ...p, files: { ...p.files, [path]: '' } }));
            setSelected(path);
          }}
          onRename={(from, to) => {
            setProject((p) => ({
              ...p,
              files: Object.fromEntries(
                Object.entries(p.files).map(([path, content]) => [path === from ? to : path, content]),
              ),
            }));
            setSelected(to);
          }}
          onRemove={(path) => {
            setProject((p) => ({
              ...p,
              files: Object.fromEntries(Object.entries(p.files).filter(([each]) => each !== path)),
            }));
            setSelected(CONFIG_FILE);
            setNotice(S.removed(path));
          }}
        />
        <section className="playground__source" aria-label={selected}>
          <h2 className="playground__heading playground__filename">{selected}</h2>
          {fileText !== null ? (
            <Editor
              path={selected}
              text={fileText}
              label={S.editorLabel(selected)}
              readOnly={!(selected in project.files)}
              problems={problems}
              reveal={reveal}
              onChange={(path, text) =>
                setProject((p) => (p.files[path] === text ? p : { ...p, files: { ...p.files, [path]: text } }))
              }
            />
          ) : (
            <p className="playground__note">
              {file && typeof file !== 'string' ? S.binaryFile(formatSize(fileSize(file))) : ''}
            </p>
          )}
          {!(selected in project.files) && file ? <p className="playground__note">{S.readOnlyPackage}</p> : null}
        </section>
        <OutputPanel result={result} onReveal={onReveal} />
      </div>
      <aside className="playground__limits" aria-labelledby="playground-limits">
        <h2 id="playground-limits">{S.limitsTitle}</h2>
        <p>
          {S.limits(result?.webpackVersion ?? null)} <a href="/guides/installation/">{S.limitsLink}</a>.
        </p>
      </aside>
    </div>
  );
}
