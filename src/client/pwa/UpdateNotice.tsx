import { useEffect, useState } from 'react';
import type { ToWorker } from '../../shared/offline';
import { UPDATE_COLLAPSED_KEY } from '../../shared/storage-keys';
import { pwaStrings } from '../../shared/lazy-strings';
import { readItem, usableStorage, writeItem } from '../storage';
import { saveScrollForReload } from './reload-scroll';

/** The spec's sizes: the icon is 20 px wide, the button 100 px. */
export const UPDATE_NOTICE = { iconWidth: 20, buttonWidth: 100 } as const;

/**
 * "A new version is available": UPDATE tells the waiting worker to take over, and the page reloads
 * once it controls the page, at the same url and scroll position. The notice can be collapsed to
 * its toggle; the choice is remembered where localStorage works.
 */
export function UpdateNotice({ worker }: { worker: ServiceWorker }): React.JSX.Element {
  const [storage] = useState(usableStorage);
  const [collapsed, setCollapsed] = useState(() => readItem(storage, UPDATE_COLLAPSED_KEY) === '1');
  const [updating, setUpdating] = useState(false);

  useEffect(() => {
    if (!updating) return;
    const reload = () => {
      saveScrollForReload();
      window.location.reload();
    };
    navigator.serviceWorker.addEventListener('controllerchange', reload, { once: true });
    worker.postMessage({ type: 'SKIP_WAITING' } satisfies ToWorker);
    return () => navigator.serviceWorker.removeEventListener('controllerchange', reload);
  }, [updating, worker]);

  const toggle = () => {
    const next = !collapsed;
    setCollapsed(next);
    writeItem(storage, UPDATE_COLLAPSED_KEY, next ? '1' : '0');
  };

  return (
    <section className="update-notice" aria-label={pwaStrings.update.label} data-collapsed={collapsed}>
      <button
        type="button"
        className="update-notice__toggle"
        aria-expanded={!collapsed}
        aria-controls="update-notice-body"
        aria-label={collapsed ? pwaStrings.update.expand : pwaStrings.update.collapse}
        onClick={toggle}
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path
            d="M9 6l6 6-6 6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </button>
      <div className="update-notice__body" id="update-notice-body" hidden={collapsed}>
        <p role="status">{pwaStrings.update.text}</p>
        <button
          type="button"
          className="update-notice__button"
          style={{ width: UPDATE_NOTICE.buttonWidth }}
          disabled={updating}
          onClick={() => setUpdating(true)}
        >
          <svg
            viewBox="0 0 24 24"
            width={UPDATE_NOTICE.iconWidth}
            height={UPDATE_NOTICE.iconWidth}
            aria-hidden="true"
            focusable="false"
          >
            <path
              d="M20 12a8 8 0 1 1-2.34-5.66M20 4v5h-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          {updating ? pwaStrings.update.updating : pwaStrings.update.button}
        </button>
      </div>
    </section>
  );
}
