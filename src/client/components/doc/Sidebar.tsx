/**
 * A section's pages in sidebar order, grouped, each with a collapsible list of its headings, and
 * the version switcher. The current page's list is open and comes with the page. The other
 * pages' lists are drawn by a small chunk (SidebarLists) fetched when the reader opens one, with
 * the section's headings as data of their own: the first download stays as it was.
 */
import { useId, useState } from 'react';
import { nestAnchors } from '../../../shared/anchors';
import { AnchorLinks } from './AnchorLinks';
import { strings } from '../../../shared/strings';
import type { Anchor, SectionNav, SidebarPage } from '../../../shared/types';
import { VersionSwitcher } from './VersionSwitcher';
import { Breakable } from './breakable';

type Lists = typeof import('./SidebarLists').SidebarLists;

interface PageAnchorsProps {
  page: SidebarPage;
  section: string;
  /** The current page's headings; absent for the other pages. */
  anchors?: Anchor[];
}

function PageAnchors({ page, section, anchors }: PageAnchorsProps): React.JSX.Element | null {
  const [open, setOpen] = useState(Boolean(anchors));
  const [lists, setLists] = useState<Lists | 'failed' | null>(null);
  const id = useId();
  if (anchors ? !nestAnchors(anchors).length : !page.anchors) return null;
  const toggle = () => {
    setOpen(!open);
    if (!anchors && !open && (!lists || lists === 'failed')) {
      setLists(null);
      import(/* webpackChunkName: "sidebar-lists" */ './SidebarLists').then(
        (module) => setLists(() => module.SidebarLists),
        () => setLists('failed'),
      );
    }
  };
  // Another page's list is drawn only once opened: a long section would otherwise weigh on every page.
  const drawn = anchors || open || lists;
  const List = typeof lists === 'function' ? lists : null;
  return (
    <>
      <button
        type="button"
        className="sidebar__anchors-toggle"
        aria-expanded={open}
        aria-controls={drawn ? id : undefined}
        aria-label={strings.anchorsToggle(page.title)}
        onClick={toggle}
      />
      {drawn ? (
        <ul id={id} className="sidebar__anchors" hidden={!open}>
          {anchors ? (
            <AnchorLinks base="" anchors={anchors} />
          ) : List ? (
            // Drawn while open only, so that opening again after a failure tries again.
            open && <List section={section} url={page.url} />
          ) : (
            <li className="sidebar__anchors-status">{lists ? strings.anchorsFailed : strings.loading}</li>
          )}
        </ul>
      ) : null}
    </>
  );
}

export function Sidebar({
  nav,
  current,
  anchors,
  id,
  section,
}: {
  nav: SectionNav;
  current: string;
  anchors: Anchor[];
  id: string;
  section: string;
}): React.JSX.Element {
  return (
    <nav id={id} className="sidebar" aria-label={strings.sectionNavigation(nav.title)}>
      {/* Versions are those of webpack's documentation: the blog has no other. */}
      {section === 'blog' ? null : <VersionSwitcher />}
      {nav.groups.map((group) => (
        <div className="sidebar__group" key={group.title ?? ''}>
          {group.title ? <h2 className="sidebar__group-title">{group.title}</h2> : null}
          <ul>
            {group.pages.map((page) => {
              const isCurrent = page.url === current;
              return (
                <li key={page.url} className="sidebar__page">
                  <a href={page.url} aria-current={isCurrent ? 'page' : undefined}>
                    <Breakable text={page.title} />
                  </a>
                  {/* A new key when the page becomes (or stops being) current: its list opens (or closes). */}
                  <PageAnchors
                    key={String(isCurrent)}
                    page={page}
                    section={section}
                    anchors={isCurrent ? anchors : undefined}
                  />
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
}
