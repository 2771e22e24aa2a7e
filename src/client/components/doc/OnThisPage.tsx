/** The page's headings beside the content on wide screens, marking the one being read. */
import { useEffect, useMemo, useState } from 'react';
import { strings } from '../../../shared/strings';
import { nestAnchors } from '../../../shared/anchors';
import type { Anchor } from '../../../shared/types';
import { Breakable } from './breakable';

/**
 * The heading being read: the last one at or above the top of the reading area (where a link to
 * a heading lands it, html's scroll-padding); at the end of the page, the last one in view.
 */
function useActiveHeading(ids: string[]): string | null {
  const [active, setActive] = useState<string | null>(null);
  useEffect(() => {
    const headings = ids.map((id) => document.getElementById(id)).filter((el): el is HTMLElement => Boolean(el));
    if (!headings.length) return;
    const update = () => {
      const root = document.documentElement;
      const line = parseFloat(getComputedStyle(root).scrollPaddingTop) + 8;
      const atEnd = window.innerHeight + window.scrollY >= root.scrollHeight - 2;
      let current: string | null = null;
      for (const heading of headings) {
        const top = heading.getBoundingClientRect().top;
        if (top <= line || (atEnd && top < window.innerHeight)) current = heading.id;
        else break;
      }
      setActive(current);
    };
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    update();
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [ids]);
  return active;
}

export function OnThisPage({ anchors }: { anchors: Anchor[] }): React.JSX.Element | null {
  const entries = nestAnchors(anchors);
  const ids = useMemo(() => anchors.map((a) => a.id), [anchors]);
  const active = useActiveHeading(ids);
  if (entries.length < 2) return null;
  const link = (anchor: Anchor) => (
    <a
      href={`#${anchor.id}`}
      className={anchor.id === active ? 'is-active' : undefined}
      aria-current={anchor.id === active ? 'location' : undefined}
    >
      <Breakable text={anchor.title} />
    </a>
  );
  return (
    <nav className="toc" aria-labelledby="doc-toc-title">
      <h2 id="doc-toc-title" className="toc__title">
        {strings.onThisPage}
      </h2>
      <ul>
        {entries.map((entry) => (
          <li key={entry.id}>
            {link(entry)}
            {entry.children.length ? (
              <ul>
                {entry.children.map((child) => (
                  <li key={child.id}>{link(child)}</li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}
