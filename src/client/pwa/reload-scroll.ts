/**
 * The scroll position across an update's reload: the update notice saves it just before it
 * reloads the page, and the next page restores it if it is the same url.
 */
import { UPDATE_SCROLL_KEY } from '../../shared/storage-keys';

interface SavedScroll {
  url: string;
  y: number;
}

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Called by the update notice just before it reloads the page. */
export function saveScrollForReload(): void {
  try {
    session()?.setItem(
      UPDATE_SCROLL_KEY,
      JSON.stringify({ url: window.location.href, y: window.scrollY } satisfies SavedScroll),
    );
  } catch {
    // No session storage: the page reloads at its top.
  }
}

/** Called once when the page starts. */
export function restoreScrollAfterReload(): void {
  try {
    const storage = session();
    const raw = storage?.getItem(UPDATE_SCROLL_KEY);
    if (!storage || !raw) return;
    storage.removeItem(UPDATE_SCROLL_KEY);
    const saved = JSON.parse(raw) as SavedScroll;
    if (saved.url === window.location.href) window.scrollTo(0, saved.y);
  } catch {
    // Nothing to restore.
  }
}
