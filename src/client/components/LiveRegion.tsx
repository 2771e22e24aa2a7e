/** One polite live region for short status messages ("Copied"), read by screen readers. */
const LIVE_ID = 'live-status';

export function LiveRegion(): React.JSX.Element {
  return <div id={LIVE_ID} className="visually-hidden" role="status" aria-live="polite" />;
}

export function announce(message: string): void {
  const region = document.getElementById(LIVE_ID);
  if (!region) return;
  region.textContent = '';
  // A new text node after a tick, so the same message is announced twice in a row.
  setTimeout(() => (region.textContent = message), 50);
}
