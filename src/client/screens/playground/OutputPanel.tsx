/**
 * What webpack wrote and said: every emitted file (with its size, raw and gzip, and its text
 * highlighted), the chunks and modules of the stats, and the errors and warnings as webpack
 * prints them, each with a button to the place it names.
 */
import { memo, useState } from 'react';
import type { BuildResult, OutputFile, Problem, SourceRange } from '../../../playground/result';
import { Editor } from './Editor';
import formatSize from 'webpack/lib/util/formatSize.js';
import { playgroundStrings as S } from './strings';
import { Tabs } from './Tabs';

type TabKey = 'files' | 'chunks' | 'modules' | 'problems';

function FileView({ file }: { file: OutputFile }): React.JSX.Element {
  if (file.text === undefined) return <p className="playground__note">{S.binaryFile(formatSize(file.size))}</p>;
  return <Editor path={file.path} text={file.text} label={S.editorLabel(file.path)} readOnly />;
}

/** `entries`: the files of the entry chunks, the one shown first. */
function Files({ files, entries }: { files: OutputFile[]; entries: string[] }): React.JSX.Element {
  const [shown, setShown] = useState<string | null>(null);
  if (!files.length) return <p className="playground__note">{S.noFiles}</p>;
  const entry = files.find((each) => entries.some((name) => each.path === name || each.path.endsWith(`/${name}`)));
  const file =
    files.find((each) => each.path === shown) ?? entry ?? files.find((each) => each.path.endsWith('.js')) ?? files[0];
  return (
    <>
      <table className="playground__table">
        <thead>
          <tr>
            <th scope="col">{S.fileColumns.file}</th>
            <th scope="col">{S.fileColumns.size}</th>
            <th scope="col">{S.fileColumns.gzip}</th>
          </tr>
        </thead>
        <tbody>
          {files.map((each) => (
            <tr key={each.path} data-output-file={each.path}>
              <td>
                <button
                  type="button"
                  className="playground__file"
                  aria-current={each === file ? 'true' : undefined}
                  aria-label={S.showFile(each.path)}
                  onClick={() => setShown(each.path)}
                >
                  {each.path}
                </button>
              </td>
              <td>{formatSize(each.size)}</td>
              <td>{formatSize(each.gzip)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {file ? (
        <div className="playground__file-view" data-output-view={file.path}>
          <FileView file={file} />
        </div>
      ) : null}
    </>
  );
}

function Chunks({ result }: { result: BuildResult }): React.JSX.Element {
  const c = S.chunkColumns;
  return (
    <table className="playground__table">
      <thead>
        <tr>
          <th scope="col">{c.chunk}</th>
          <th scope="col">{c.names}</th>
          <th scope="col">{c.kind}</th>
          <th scope="col">{c.files}</th>
          <th scope="col">{c.modules}</th>
          <th scope="col">{c.size}</th>
        </tr>
      </thead>
      <tbody>
        {result.chunks.map((chunk) => (
          <tr key={chunk.id}>
            <td>{chunk.id}</td>
            <td>{chunk.names.join(', ')}</td>
            <td>{S.chunkKind(chunk.initial, chunk.entry)}</td>
            <td>{chunk.files.join(', ')}</td>
            <td>{chunk.modules}</td>
            <td>{formatSize(chunk.size)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Modules({ result }: { result: BuildResult }): React.JSX.Element {
  const c = S.moduleColumns;
  return (
    <table className="playground__table">
      <thead>
        <tr>
          <th scope="col">{c.module}</th>
          <th scope="col">{c.type}</th>
          <th scope="col">{c.chunks}</th>
          <th scope="col">{c.issuer}</th>
          <th scope="col">{c.size}</th>
        </tr>
      </thead>
      <tbody>
        {result.modules.map((module, i) => (
          <tr key={`${module.name}-${i}`}>
            <td>{module.name}</td>
            <td>{module.type}</td>
            <td>{module.chunks.join(', ')}</td>
            <td>{module.issuer ?? ''}</td>
            <td>{formatSize(module.size)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function Problems({
  problems,
  onReveal,
}: {
  problems: Problem[];
  onReveal: (at: SourceRange) => void;
}): React.JSX.Element {
  if (!problems.length) return <p className="playground__note">{S.noProblems}</p>;
  return (
    <ul className="playground__problems">
      {problems.map((problem, i) => (
        <li
          key={i}
          className={`playground__problem playground__problem--${problem.severity}`}
          data-severity={problem.severity}
        >
          <pre tabIndex={0}>{problem.text}</pre>
          {problem.at ? (
            <button type="button" onClick={() => problem.at && onReveal(problem.at)}>
              {S.goTo(problem.at.file, problem.at.line)}
            </button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function OutputPanelOf({
  result,
  onReveal,
}: {
  result: BuildResult | null;
  onReveal: (at: SourceRange) => void;
}): React.JSX.Element {
  const [tab, setTab] = useState<TabKey>('files');
  const problems = result?.problems ?? [];
  const errors = problems.filter((p) => p.severity === 'error').length;
  const count = (n: number) => (n ? ` (${n})` : '');
  return (
    <section className="playground__output" aria-labelledby="playground-output">
      <h2 id="playground-output" className="playground__heading">
        {S.output}
      </h2>
      {result ? (
        <Tabs
          label={S.output}
          current={tab}
          onChange={setTab}
          tabs={[
            {
              key: 'files',
              label: `${S.tabs.files}${count(result.files.length)}`,
              panel: (
                <Files
                  files={result.files}
                  entries={result.chunks.filter((chunk) => chunk.entry).flatMap((chunk) => chunk.files)}
                />
              ),
            },
            {
              key: 'chunks',
              label: `${S.tabs.chunks}${count(result.chunks.length)}`,
              panel: <Chunks result={result} />,
            },
            {
              key: 'modules',
              label: `${S.tabs.modules}${count(result.modules.length)}`,
              panel: <Modules result={result} />,
            },
            {
              key: 'problems',
              label: <span data-errors={errors}>{`${S.tabs.problems}${count(problems.length)}`}</span>,
              panel: <Problems problems={problems} onReveal={onReveal} />,
            },
          ]}
        />
      ) : null}
    </section>
  );
}

/** Drawn again only when its result changes, not on each keystroke in the editor. */
export const OutputPanel = memo(OutputPanelOf);
