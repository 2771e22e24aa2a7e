/** The page's headings beside the content on wide screens, marking the one being read. */
import { useEffect, useState } from 'react';
import { strings } from '../../../shared/strings';
import { nestAnchors } from '../../../shared/anchors';
import type { Anchor } from '../../../shared/types';

/** The id of the last heading that has scrolled past the top third of the window. */
function useActiveHeading(ids: string[]): string | null {
  const [active, setActive] = useState<string | null>(null);
  useEffect(() => {
    const headings = ids.map((id) => document.getElementById(id)).filter((el): el is HTMLElement => Boolean(el));
    if (!headings.length) return;
    const update = () => {
      const line = window.innerHeight / 3;
      let current: string | null = null;
      for (const heading of headings) {
        if (heading.getBoundingClientRect().top <= line) current = heading.id;
        else break;
      }
      setActive(current);
    };
    // Observing only tells us when to look again; the position check decides.
    const observer = new IntersectionObserver(update, { rootMargin: '0px 0px -66% 0px' });
    for (const heading of headings) observer.observe(heading);
    window.addEventListener('scroll', update, { passive: true });
    update();
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', update);
    };
  }, [ids]);
  return active;
}

export function OnThisPage({ anchors }: { anchors: Anchor[] }): React.JSX.Element | null {
  const entries = nestAnchors(anchors);
  const active = useActiveHeading(anchors.map((a) => a.id));
  if (entries.length < 2) return null;
  const link = (anchor: Anchor) => (
    <a href={`#${anchor.id}`} className={anchor.id === active ? 'is-active' : undefined} aria-current={anchor.id === active ? 'location' : undefined}>
      {anchor.title}
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
