/**
 * The preview server for the built site: static files from dist/, `/a/b` redirected to `/a/b/`
 * where that folder exists, `404.html` with status 404 for anything else, gzip for text, and
 * long caching only for content-hashed files.
 */
import { readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { DIST_DIR } from './paths';
import { HASHED_CHUNK_FILE } from './webpack/content-hash-chunk-ids';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.pf_meta': 'application/octet-stream',
};
const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest))|image\/svg/;
/** Entry files with a content hash in their name: `main.1a2b3c4d5e.js`. */
const HASHED_ENTRY = /\.[0-9a-f]{10}\.(js|css)$/;
const isHashed = (file: string) => HASHED_ENTRY.test(file) || HASHED_CHUNK_FILE.test(file);

async function isFile(file: string): Promise<boolean> {
  return stat(file).then((s) => s.isFile(), () => false);
}

export function createServer(root = DIST_DIR): http.Server {
  const gzipCache = new Map<string, Buffer>();
  const send = async (req: http.IncomingMessage, res: http.ServerResponse, file: string, status = 200) => {
    const [body, info] = await Promise.all([readFile(file), stat(file)]);
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    const headers: http.OutgoingHttpHeaders = {
      'content-type': type,
      'cache-control': isHashed(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: 'accept-encoding',
    };
    let payload: Buffer = body;
    if (COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      // A rebuild may write a file of the same size: the time tells the versions apart.
      const key = `${file}:${info.mtimeMs}:${body.byteLength}`;
      payload = gzipCache.get(key) ?? gzipSync(body);
      gzipCache.set(key, payload);
      headers['content-encoding'] = 'gzip';
    }
    headers['content-length'] = payload.byteLength;
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : payload);
  };
  const notFound = (req: http.IncomingMessage, res: http.ServerResponse) => send(req, res, path.join(root, '404.html'), 404);

  return http.createServer((req, res) => {
    void (async () => {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { allow: 'GET, HEAD' }).end();
        return;
      }
      const url = new URL(req.url ?? '/', 'http://localhost');
      let pathname: string;
      try {
        pathname = decodeURIComponent(url.pathname);
      } catch {
        return notFound(req, res);
      }
      const file = path.join(root, pathname);
      if (!file.startsWith(root)) return notFound(req, res);
      if (pathname.endsWith('/')) {
        const index = path.join(file, 'index.html');
        return (await isFile(index)) ? send(req, res, index) : notFound(req, res);
      }
      if (await isFile(file)) return send(req, res, file);
      if (await isFile(path.join(file, 'index.html'))) {
        res.writeHead(301, { location: `${url.pathname}/${url.search}` }).end();
        return;
      }
      return notFound(req, res);
    })().catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500).end();
    });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.env.PORT ?? 8080);
  const root = path.resolve(process.env.DIST_DIR ?? DIST_DIR);
  createServer(root).listen(port, () => console.log(`Serving ${path.relative(process.cwd(), root) || '.'} at http://localhost:${port}/`));
}
