/**
 * The project's files (select one to edit it; add, rename, remove) and the demo packages of its
 * node_modules (read only).
 */
import { useState } from 'react';
import { DEMO_PACKAGES } from '../../../playground/demo-packages';
import { CONFIG_FILE, MAX_FILES, pathProblem, type Project } from '../../../playground/project';
import { playgroundStrings as S } from './strings';

/** A file of the tree: a project file by its path, a demo package's as `node_modules/<package>/<file>`. */
export type Selection = string;

interface Props {
  project: Project;
  selected: Selection;
  onSelect: (path: Selection) => void;
  onAdd: (path: string) => void;
  onRename: (from: string, to: string) => void;
  onRemove: (path: string) => void;
}

function NameForm({
  label,
  initial,
  submit,
  onSubmit,
  onCancel,
  check,
}: {
  label: string;
  initial: string;
  submit: string;
  onSubmit: (path: string) => void;
  onCancel: () => void;
  check: (path: string) => string | null;
}): React.JSX.Element {
  const [value, setValue] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <form
      className="playground__name-form"
      onSubmit={(event) => {
        event.preventDefault();
        const path = value.trim();
        const found = check(path);
        setProblem(found);
        if (!found) onSubmit(path);
      }}
    >
      <label>
        {label}
        <input
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'playground-name-problem' : undefined}
          spellCheck={false}
          autoComplete="off"
        />
      </label>
      {problem ? (
        <p id="playground-name-problem" className="playground__problem-text" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="playground__form-actions">
        <button type="submit">{submit}</button>
        <button type="button" onClick={onCancel}>
          {S.cancel}
        </button>
      </div>
    </form>
  );
}

/** One file of a list: a button that selects it, marked while it is the file shown. */
function FileItem({
  path,
  selected,
  onSelect,
  title,
}: {
  path: Selection;
  selected: Selection;
  onSelect: (path: Selection) => void;
  title?: string;
}): React.JSX.Element {
  return (
    <li>
      <button
        type="button"
        className="playground__file"
        aria-current={path === selected ? 'true' : undefined}
        onClick={() => onSelect(path)}
        title={title}
      >
        {path}
      </button>
    </li>
  );
}

export function FileTree({ project, selected, onSelect, onAdd, onRename, onRemove }: Props): React.JSX.Element {
  const [editing, setEditing] = useState<'add' | 'rename' | null>(null);
  const paths = Object.keys(project.files).sort((a, b) =>
    a === CONFIG_FILE ? -1 : b === CONFIG_FILE ? 1 : a.localeCompare(b),
  );
  const isProjectFile = selected in project.files;
  const check = (except: string | null) => (path: string) => {
    const problem = pathProblem(path);
    if (problem) return problem;
    if (path !== except && path in project.files) return S.fileExists(path);
    if (except === null && paths.length >= MAX_FILES) return S.tooManyFiles(MAX_FILES);
    return null;
  };
  return (
    <nav className="playground__files" aria-label={S.files}>
      <h2 className="playground__heading">{S.files}</h2>
      <ul className="playground__file-list">
        {paths.map((path) => (
          <FileItem key={path} path={path} selected={selected} onSelect={onSelect} />
        ))}
      </ul>
      {editing === 'add' ? (
        <NameForm
          label={S.newFileName}
          initial="src/"
          submit={S.add}
          check={check(null)}
          onCancel={() => setEditing(null)}
          onSubmit={(path) => (setEditing(null), onAdd(path))}
        />
      ) : editing === 'rename' && isProjectFile ? (
        <NameForm
          label={S.renameTo(selected)}
          initial={selected}
          submit={S.save}
          check={check(selected)}
          onCancel={() => setEditing(null)}
          onSubmit={(path) => (setEditing(null), onRename(selected, path))}
        />
      ) : (
        <div className="playground__file-actions">
          <button type="button" onClick={() => setEditing('add')}>
            {S.addFile}
          </button>
          <button type="button" disabled={!isProjectFile} onClick={() => setEditing('rename')}>
            {S.rename}
          </button>
          <button type="button" disabled={!isProjectFile} onClick={() => onRemove(selected)}>
            {S.remove}
          </button>
        </div>
      )}
      <details className="playground__packages">
        <summary>{S.demoPackages}</summary>
        <ul className="playground__file-list">
          {DEMO_PACKAGES.flatMap((pkg) =>
            Object.keys(pkg.files).map((file) => {
              const path = `node_modules/${pkg.name}/${file}`;
              return (
                <FileItem key={path} path={path} selected={selected} onSelect={onSelect} title={pkg.description} />
              );
            }),
          )}
        </ul>
      </details>
    </nav>
  );
}
