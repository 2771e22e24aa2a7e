/**
 * The preview server for the built site, serving dist/ as a host would under the rules the build
 * wrote there (src/node/host/): the headers of `_headers` (Content-Security-Policy, the security
 * headers, Cache-Control) and the redirects of `_redirects` (`/a/b` to `/a/b/`, 301), read again
 * whenever the build rewrites them. Like Netlify, Cloudflare Pages and Vercel, it answers unknown
 * paths with `404.html` and status 404 (under the headers of `/404.html`), and never serves the
 * host files themselves. It adds gzip for text.
 */
import { readFileSync, statSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { HEADERS_FILE, HOST_FILES, parseHeadersFile, parseRedirectsFile, REDIRECTS_FILE } from './host/formats';
import { headersFor, redirectFor, type HostRules } from './host/rules';
import { DIST_DIR } from './paths';

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

/** The rules of the build in `root`, read again when the build rewrites them. */
function hostRulesOf(root: string): () => HostRules {
  let loaded: { key: string; rules: HostRules } | undefined;
  return () => {
    const files = [HEADERS_FILE, REDIRECTS_FILE].map((name) => path.join(root, name));
    let key: string;
    try {
      key = files
        .map((file) => statSync(file))
        .map((info) => `${info.mtimeMs}:${info.size}`)
        .join(':');
    } catch {
      throw new Error(
        `${root} has no ${HEADERS_FILE} and ${REDIRECTS_FILE}: build the site with \`npm run build\` (it writes them) before serving it.`,
      );
    }
    if (loaded?.key !== key) {
      const [headers = '', redirects = ''] = files.map((file) => readFileSync(file, 'utf8'));
      loaded = {
        key,
        rules: { headers: parseHeadersFile(headers, files[0]), redirects: parseRedirectsFile(redirects, files[1]) },
      };
    }
    return loaded.rules;
  };
}

async function isFile(file: string): Promise<boolean> {
  return stat(file).then(
    (s) => s.isFile(),
    () => false,
  );
}

/** Throws at once where `root` holds no host files. */
export function createServer(root = DIST_DIR): http.Server {
  const rules = hostRulesOf(root);
  rules();
  const gzipCache = new Map<string, Buffer>();
  /** Sends a file with the headers the rules give the path that was asked for. */
  const send = async (
    req: http.IncomingMessage,
    res: http.ServerResponse,
    pathname: string,
    file: string,
    status = 200,
  ) => {
    const [body, info] = await Promise.all([readFile(file), stat(file)]);
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    const headers: http.OutgoingHttpHeaders = {
      ...Object.fromEntries(
        Object.entries(headersFor(rules().headers, pathname)).map(([name, value]) => [name.toLowerCase(), value]),
      ),
      'content-type': type,
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
  // Under the headers of 404.html itself, revalidated: an answer for a path that looks like a
  // content-hashed file (one a deploy has not finished uploading) must not be kept for a year.
  const notFound = (req: http.IncomingMessage, res: http.ServerResponse) =>
    send(req, res, '/404.html', path.join(root, '404.html'), 404);

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
      const redirect = redirectFor(rules().redirects, pathname);
      if (redirect) {
        res.writeHead(redirect.status, { location: `${redirect.to}${url.search}` }).end();
        return;
      }
      const file = path.join(root, pathname);
      if (!file.startsWith(root) || (HOST_FILES as readonly string[]).includes(pathname.slice(1)))
        return notFound(req, res);
      if (pathname.endsWith('/')) {
        const index = path.join(file, 'index.html');
        return (await isFile(index)) ? send(req, res, pathname, index) : notFound(req, res);
      }
      if (await isFile(file)) return send(req, res, pathname, file);
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
  try {
    createServer(root).listen(port, () =>
      console.log(`Serving ${path.relative(process.cwd(), root) || '.'} at http://localhost:${port}/`),
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
