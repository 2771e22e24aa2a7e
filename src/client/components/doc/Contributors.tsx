/**
 * The page's contributors: their handles, each with an avatar. The avatars load only once the list
 * has scrolled into view (checked every CONTRIBUTOR_CHECK_MS), so a reader who never gets to the
 * end of the page downloads none. Initials show until an avatar arrives, and stay where one fails.
 */
import { useEffect, useRef, useState } from 'react';
import { avatarUrl, CONTRIBUTOR_CHECK_MS, initials } from '../../../shared/site';
import { strings } from '../../../shared/strings';

function Avatar({ handle, shown }: { handle: string; shown: boolean }): React.JSX.Element {
  const [broken, setBroken] = useState(false);
  return (
    <span className="contributors__avatar" aria-hidden="true">
      {initials(handle)}
      {shown && !broken ? (
        <img src={avatarUrl(handle)} alt="" width="32" height="32" onError={() => setBroken(true)} />
      ) : null}
    </span>
  );
}

export function Contributors({ handles }: { handles: string[] }): React.JSX.Element | null {
  const list = useRef<HTMLUListElement>(null);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (shown || !handles.length) return undefined;
    const check = () => {
      const box = list.current?.getBoundingClientRect();
      if (box && box.top < window.innerHeight && box.bottom > 0) setShown(true);
    };
    check();
    const timer = setInterval(check, CONTRIBUTOR_CHECK_MS);
    return () => clearInterval(timer);
  }, [shown, handles.length]);
  if (!handles.length) return null;
  return (
    <section className="contributors" aria-labelledby="doc-contributors">
      <h2 id="doc-contributors">{strings.contributors}</h2>
      <ul ref={list} data-avatars={shown ? 'shown' : undefined}>
        {handles.map((handle) => (
          <li key={handle}>
            <a href={`https://github.com/${handle}`}>
              <Avatar handle={handle} shown={shown} />@{handle}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
