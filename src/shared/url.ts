/** Url rules shared by the build and the browser. */

/** `/a/b` -> `/a/b/`; leaves `/a/b/`, `/` and file-like paths (`/sw.js`) alone. */
export function withTrailingSlash(pathname: string): string {
  if (pathname.endsWith('/')) return pathname;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  if (last.includes('.')) return pathname;
  return `${pathname}/`;
}

/** The url of a content file from its path inside content/: `concepts/index.md` -> `/concepts/`. */
export function contentPathToUrl(relativePath: string): string {
  const noExt = relativePath.replace(/\.mdx?$/, '');
  const parts = noExt.split('/').filter(Boolean);
  if (parts[parts.length - 1] === 'index') parts.pop();
  return parts.length ? `/${parts.join('/')}/` : '/';
}
