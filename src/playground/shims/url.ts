/**
 * Node.js's `url` in the playground worker: the legacy functions from the `url` package, the
 * WHATWG classes of the worker, and the file url helpers webpack uses (POSIX paths only).
 */
import { format, parse, resolve } from 'url/url.js';

export { format, parse, resolve };
export const URL = globalThis.URL;
export const URLSearchParams = globalThis.URLSearchParams;

export function pathToFileURL(path: string): URL {
  const url = new URL('file://');
  url.pathname = path.split('/').map(encodeURIComponent).join('/');
  return url;
}

export function fileURLToPath(url: string | URL): string {
  const parsed = typeof url === 'string' ? new URL(url) : url;
  if (parsed.protocol !== 'file:') throw new TypeError('The URL must be of scheme file');
  return decodeURIComponent(parsed.pathname);
}

export default { format, parse, resolve, URL, URLSearchParams, pathToFileURL, fileURLToPath };
