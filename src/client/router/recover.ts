/**
 * What to do when a chunk of the next page fails to load during client navigation.
 *
 * - The file is gone from the server (404): a new build was deployed since this page loaded, and
 *   its old chunks were removed. Load the new version with a full page load of the target.
 * - The reader is offline and a service worker controls the page: the worker has the page's html
 *   even when it lacks the chunk, so a full page load shows it.
 * - Anything else (a network error, a blocked request, a timeout): the caller shows "Error loading
 *   content." with a way to retry.
 */

/** webpack's ChunkLoadError and mini-css-extract-plugin's CSS_CHUNK_LOAD_FAILED both carry the url. */
export function failedRequest(error: unknown): string | null {
  if (!(error instanceof Error)) return null;
  const { name, code, request } = error as Error & { code?: string; request?: unknown };
  if (name !== 'ChunkLoadError' && code !== 'CSS_CHUNK_LOAD_FAILED') return null;
  return typeof request === 'string' ? request : null;
}

/** True if the target is being loaded in full instead. */
export async function recoverByFullLoad(
  error: unknown,
  target: string,
  fetcher: typeof fetch = fetch,
): Promise<boolean> {
  const request = failedRequest(error);
  if (!request) return false;
  const controlled = Boolean(navigator.serviceWorker?.controller);
  if (!navigator.onLine && controlled) {
    window.location.assign(target);
    return true;
  }
  try {
    const response = await fetcher(request, { method: 'HEAD', cache: 'no-store' });
    if (response.status !== 404) return false;
  } catch {
    return false;
  }
  window.location.assign(target);
  return true;
}
