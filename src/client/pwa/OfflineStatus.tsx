import { useEffect, useState } from 'react';
import { pwaStrings } from '../../shared/lazy-strings';

/** How long "back online" stays on screen. */
const BACK_ONLINE_MS = 4000;

/** Tells the reader when the network is gone, and when it is back. */
export function OfflineStatus(): React.JSX.Element {
  const [state, setState] = useState<'online' | 'offline' | 'back'>(() => (navigator.onLine ? 'online' : 'offline'));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const offline = () => {
      clearTimeout(timer);
      setState('offline');
    };
    const online = () => {
      setState('back');
      timer = setTimeout(() => setState('online'), BACK_ONLINE_MS);
    };
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, []);
  return (
    <p className="offline-status" role="status" data-state={state}>
      {state === 'offline' ? pwaStrings.offline.gone : state === 'back' ? pwaStrings.offline.back : ''}
    </p>
  );
}
