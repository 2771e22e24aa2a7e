/**
 * Counts page views when the build has a measurement id (`__ANALYTICS_ID__`, see
 * src/node/analytics.ts); App calls it only then, so builds without one carry none of it.
 * The first view is reported once the page has loaded, each client navigation once its page shows.
 */
import { useEffect } from 'react';
import { useRouter } from '../router/context';

export function useAnalytics(id: string): void {
  const { state } = useRouter();
  const shown = !(state.view.kind === 'doc' && state.view.status === 'loading');
  useEffect(() => {
    if (!shown) return;
    const report = () => {
      // The condition lets webpack leave the chunk out of builds without an id.
      if (!__ANALYTICS_ID__) return;
      import(/* webpackChunkName: "analytics" */ './analytics').then(
        (module) => module.pageView(id),
        // Blocked or offline: the page works the same.
        () => undefined,
      );
    };
    if (document.readyState === 'complete') report();
    else window.addEventListener('load', report, { once: true });
  }, [id, shown, state.pathname]);
}
