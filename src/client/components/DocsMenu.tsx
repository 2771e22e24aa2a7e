/** "Documentation" and its sub-menu of section folders; the sub-menu opens on hover, focus or its toggle. */
import { useId } from 'react';
import { strings } from '../../shared/strings';
import type { Link } from '../../shared/types';
import { useHoverMenu } from './useHoverMenu';

export function DocsMenu({
  sections,
  active,
  pathname,
}: {
  sections: Link[];
  active: boolean;
  pathname: string;
}): React.JSX.Element {
  const { open, setOpen, onPointerEnter, onPointerLeave, toggle } = useHoverMenu();
  const listId = useId();
  return (
    <div
      className="docs-menu"
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          event.currentTarget.querySelector<HTMLElement>('.docs-menu__toggle')?.focus();
        }
      }}
    >
      <a href="/concepts/" className={active ? 'is-active' : undefined}>
        {strings.navDocumentation}
      </a>
      <button
        type="button"
        className="docs-menu__toggle"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={strings.docsMenu}
        onClick={toggle}
      >
        <svg viewBox="0 0 10 6" width="10" height="6" aria-hidden="true" focusable="false">
          <path d="M1 1l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      <ul id={listId} className="docs-menu__list dropdown-panel" hidden={!open}>
        {sections.map((section) => (
          <li key={section.url}>
            <a href={section.url} aria-current={pathname === section.url ? 'page' : undefined}>
              {section.title}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
