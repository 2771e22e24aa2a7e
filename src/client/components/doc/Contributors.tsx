import { strings } from '../../../shared/strings';

export function Contributors({ handles }: { handles: string[] }): React.JSX.Element | null {
  if (!handles.length) return null;
  return (
    <section className="doc-contributors" aria-labelledby="doc-contributors">
      <h2 id="doc-contributors">{strings.contributors}</h2>
      <ul>
        {handles.map((handle) => (
          <li key={handle}>
            <a href={`https://github.com/${handle}`}>@{handle}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}
