import { strings } from '../../../shared/strings';
import type { SectionNav } from '../../../shared/types';

export function Sidebar({ nav, current }: { nav: SectionNav; current: string }): React.JSX.Element {
  return (
    <nav className="sidebar" aria-label={strings.sectionNavigation(nav.title)}>
      {nav.groups.map((group) => (
        <div className="sidebar__group" key={group.title ?? ''}>
          {group.title ? <h2 className="sidebar__group-title">{group.title}</h2> : null}
          <ul>
            {group.pages.map((page) => (
              <li key={page.url}>
                <a href={page.url} aria-current={page.url === current ? 'page' : undefined}>
                  {page.title}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
