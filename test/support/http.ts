/** A static HTTP server for the built pages of example projects that must not open from `file://`. */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/**
 * Serves the files of `dir` on a free port of 127.0.0.1 while `use` runs, each with the type
 * `types` gives its extension (else `application/octet-stream`); anything else is a 404.
 */
export async function served<T>(
  dir: string,
  types: Readonly<Record<string, string>>,
  use: (origin: string) => Promise<T>,
): Promise<T> {
  const server = createServer((request, response) => {
    const file = path.join(dir, decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname));
    if (file.startsWith(dir) && existsSync(file) && statSync(file).isFile()) {
      response.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
      response.end(readFileSync(file));
    } else {
      response.writeHead(404);
      response.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    return await use(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}
