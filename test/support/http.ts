/** A static HTTP server for the built pages of example projects that must not open from `file://`. */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

export interface ServedSite {
  origin: string;
  /** The paths the server was asked for, with their status, in order. */
  requests: { path: string; status: number }[];
  close: () => Promise<void>;
}

/**
 * Serves the files of `dir` on a free port of 127.0.0.1 below the path `prefix` (a folder's
 * `index.html` for the folder), each with the type `types` gives its extension (else
 * `application/octet-stream`); anything else is a 404, or, with `fallback`, that file of `dir`
 * (a host's rule for single-page applications). Close it when done.
 */
export async function serveSite(
  dir: string,
  types: Readonly<Record<string, string>>,
  prefix = '/',
  { fallback }: { fallback?: string } = {},
): Promise<ServedSite> {
  const requests: ServedSite['requests'] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    let file = url.pathname.startsWith(prefix)
      ? path.join(dir, decodeURIComponent(url.pathname.slice(prefix.length)))
      : '';
    if (file && existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html');
    const isFile = (at: string) => at.startsWith(dir) && existsSync(at) && statSync(at).isFile();
    if (fallback && !isFile(file)) file = path.join(dir, fallback);
    const found = isFile(file);
    requests.push({ path: url.pathname, status: found ? 200 : 404 });
    if (found) {
      response.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
      response.end(readFileSync(file));
    } else {
      response.writeHead(404, { 'content-type': 'text/plain' });
      response.end('not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** `serveSite(dir, types)` while `use` runs. */
export async function served<T>(
  dir: string,
  types: Readonly<Record<string, string>>,
  use: (origin: string) => Promise<T>,
): Promise<T> {
  const site = await serveSite(dir, types);
  try {
    return await use(site.origin);
  } finally {
    await site.close();
  }
}
