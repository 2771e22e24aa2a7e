import { strings } from '../../../shared/strings';
import type { Link } from '../../../shared/types';

export function PrevNext({ prev, next }: { prev: Link | null; next: Link | null }): React.JSX.Element | null {
  if (!prev && !next) return null;
  return (
    <nav className="prev-next" aria-label={strings.pageNavigation}>
      {prev ? (
        <a className="prev-next__link prev-next__link--prev" href={prev.url} rel="prev">
          <span className="prev-next__label">{strings.previous}</span>
          <span className="prev-next__title">{prev.title}</span>
        </a>
      ) : (
        <span />
      )}
      {next ? (
        <a className="prev-next__link prev-next__link--next" href={next.url} rel="next">
          <span className="prev-next__label">{strings.next}</span>
          <span className="prev-next__title">{next.title}</span>
        </a>
      ) : null}
    </nav>
  );
}
