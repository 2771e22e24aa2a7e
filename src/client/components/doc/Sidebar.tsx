/** A section's pages in sidebar order, grouped, with the current page's headings and the version switcher. */
import { useState } from 'react';
import { strings } from '../../../shared/strings';
import type { Anchor, SectionNav } from '../../../shared/types';
import { nestAnchors } from './OnThisPage';
import { VersionSwitcher } from './VersionSwitcher';

function PageAnchors({ title, anchors }: { title: string; anchors: Anchor[] }): React.JSX.Element | null {
  const [open, setOpen] = useState(true);
  const entries = nestAnchors(anchors);
  if (!entries.length) return null;
  return (
    <>
      <button type="button" className="sidebar__anchors-toggle" aria-expanded={open} aria-label={strings.anchorsToggle(title)} onClick={() => setOpen(!open)}>
        <svg viewBox="0 0 10 6" width="10" height="6" aria-hidden="true" focusable="false">
          <path d="M1 1l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      <ul className="sidebar__anchors" hidden={!open}>
        {entries.map((entry) => (
          <li key={entry.id}>
            <a href={`#${entry.id}`}>{entry.title}</a>
            {entry.children.length ? (
              <ul>
                {entry.children.map((child) => (
                  <li key={child.id}>
                    <a href={`#${child.id}`}>{child.title}</a>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}

export function Sidebar({ nav, current, anchors, id }: { nav: SectionNav; current: string; anchors: Anchor[]; id: string }): React.JSX.Element {
  return (
    <nav id={id} className="sidebar" aria-label={strings.sectionNavigation(nav.title)}>
      <VersionSwitcher />
      {nav.groups.map((group) => (
        <div className="sidebar__group" key={group.title ?? ''}>
          {group.title ? <h2 className="sidebar__group-title">{group.title}</h2> : null}
          <ul>
            {group.pages.map((page) => (
              <li key={page.url} className="sidebar__page">
                <a href={page.url} aria-current={page.url === current ? 'page' : undefined}>
                  {page.title}
                </a>
                {page.url === current ? <PageAnchors title={page.title} anchors={anchors} /> : null}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
