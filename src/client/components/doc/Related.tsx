import { strings } from '../../../shared/strings';
import type { Link } from '../../../shared/types';

export function Related({ links }: { links: Link[] }): React.JSX.Element | null {
  if (!links.length) return null;
  return (
    <section className="related" aria-labelledby="doc-further-reading">
      <h2 id="doc-further-reading">{strings.furtherReading}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.url}>
            <a href={link.url}>{link.title}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}
