/**
 * The host files the build writes (src/node/host/): written for a small site, read back from each
 * file, and each rule checked on a sample of paths; and the preview server serving what they say.
 */
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy, parsePolicy, serializePolicy, WORKER_POLICY } from '../../src/node/host/csp';
import {
  HEADERS_FILE,
  parseHeadersFile,
  parseRedirectsFile,
  REDIRECTS_FILE,
  VERCEL_FILE,
  type VercelConfig,
} from '../../src/node/host/formats';
import {
  checkRules,
  headersFor,
  hostRules,
  IMMUTABLE,
  redirectFor,
  REVALIDATE,
  SECURITY_HEADERS,
  type HeaderRule,
  type Redirect,
} from '../../src/node/host/rules';
import { siteFiles, writeHostFiles } from '../../src/node/host/write';
import { createServer } from '../../src/node/serve';

const PAGES = ['/', '/concepts/', '/concepts/entry-points/', '/app-shell/', '/playground/'];
const FILES = [
  ...PAGES.map((url) => `${url}index.html`),
  '/concepts/index.md',
  '/404.html',
  '/sw.js',
  '/offline.json',
  '/main.0a1b2c3d4e.js',
  '/framework.5f6a7b8c9d.js',
  '/framework.5f6a7b8c9d.js.LICENSE.txt',
  '/main.0a1b2c3d4e.css',
  '/screen-home.1234567890.css',
  '/c0123456789.js',
  '/cabcdef0123.js',
  '/data/sponsors.0123456789.json',
  '/search/meta.0123456789.json',
  '/search/s/ab.0123456789.json',
  '/playground/worker.0123456789.js',
  '/playground/playground.0123456789.css',
  '/favicon.svg',
  '/assets/branding/logo.png',
  '/sitemap.xml',
  '/robots.txt',
];

const WORKER = '/playground/worker.0123456789.js';
const HASHED = [
  '/main.0a1b2c3d4e.js',
  '/framework.5f6a7b8c9d.js',
  '/main.0a1b2c3d4e.css',
  '/c0123456789.js',
  '/data/sponsors.0123456789.json',
  '/search/s/ab.0123456789.json',
  WORKER,
  '/playground/playground.0123456789.css',
];
/** Pages, files that are not content-hashed, and an unknown path in a folder of pages. */
const REVALIDATED = [
  '/',
  '/concepts/',
  '/concepts/index.html',
  '/playground/',
  '/playground/index.html',
  '/sw.js',
  '/offline.json',
  '/404.html',
  '/concepts/no-such-page/',
  '/concepts/index.md',
  '/favicon.svg',
  '/framework.5f6a7b8c9d.js.LICENSE.txt',
  '/assets/branding/logo.png',
];

const policy = contentSecurityPolicy({
  pages: ['<script>a()</script>'],
  imageOrigins: [],
  analytics: false,
  docSearch: null,
});
let dist: string;

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'host-files-'));
  for (const file of FILES) {
    await mkdir(path.dirname(path.join(dist, file)), { recursive: true });
    await writeFile(path.join(dist, file), file.endsWith('.html') ? `<!doctype html><title>${file}</title>` : file);
  }
  await writeHostFiles(dist, PAGES, policy);
});

afterAll(async () => {
  await rm(dist, { recursive: true, force: true });
});

/** Vercel's source as a regular expression, for the sources the build writes: literal text and `(.*)`. */
function vercelMatches(source: string, pathname: string): boolean {
  const pattern = source
    .split('(.*)')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${pattern}$`).test(pathname);
}

/** What each file says a host does with a path: its headers and its redirect. */
interface Host {
  name: string;
  headers: (pathname: string) => Record<string, string>;
  redirect: (pathname: string) => Redirect | undefined;
}

async function hosts(): Promise<Host[]> {
  const headers: HeaderRule[] = parseHeadersFile(await readFile(path.join(dist, HEADERS_FILE), 'utf8'));
  const redirects = parseRedirectsFile(await readFile(path.join(dist, REDIRECTS_FILE), 'utf8'));
  const vercel = JSON.parse(await readFile(path.join(dist, VERCEL_FILE), 'utf8')) as VercelConfig;
  return [
    {
      name: '_headers and _redirects',
      headers: (pathname) => headersFor(headers, pathname),
      redirect: (pathname) => redirectFor(redirects, pathname),
    },
    {
      name: '_headers and _redirects, as Netlify reads them',
      headers: (pathname) => headersFor(headers, pathname, 'netlify'),
      redirect: (pathname) => redirectFor(redirects, pathname),
    },
    {
      name: VERCEL_FILE,
      headers: (pathname) => {
        const found: Record<string, string> = {};
        for (const rule of vercel.headers.filter((r) => vercelMatches(r.source, pathname))) {
          for (const { key, value } of rule.headers)
            found[key] = found[key] === undefined ? value : `${found[key]}, ${value}`;
        }
        return found;
      },
      redirect: (pathname) => {
        const found = vercel.redirects.find((r) => vercelMatches(r.source, pathname));
        return found && { from: found.source, to: found.destination, status: found.statusCode };
      },
    },
  ];
}

describe('the host files', () => {
  it('never list themselves as files of the site', async () => {
    expect(await siteFiles(dist)).toEqual([...FILES].sort());
  });

  it('make content-hashed files immutable and revalidate pages, sw.js, offline.json and unknown paths, in every host file', async () => {
    for (const host of await hosts()) {
      for (const file of HASHED) expect(host.headers(file)['Cache-Control'], `${host.name}: ${file}`).toBe(IMMUTABLE);
      for (const file of REVALIDATED)
        expect(host.headers(file)['Cache-Control'], `${host.name}: ${file}`).toBe(REVALIDATE);
    }
  });

  it('send the Content-Security-Policy and the security headers with every path, each once', async () => {
    for (const host of await hosts()) {
      for (const file of [...HASHED, ...REVALIDATED]) {
        const headers = host.headers(file);
        expect(headers['Content-Security-Policy'], `${host.name}: ${file}`).toBe(
          serializePolicy(file === WORKER ? WORKER_POLICY : policy, 'header'),
        );
        for (const [name, value] of Object.entries(SECURITY_HEADERS))
          expect(headers[name], `${host.name}: ${file} ${name}`).toBe(value);
      }
    }
  });

  it("let the playground's worker alone evaluate code", async () => {
    for (const host of await hosts()) {
      const worker = parsePolicy(host.headers(WORKER)['Content-Security-Policy'] ?? '');
      expect(worker.get('script-src'), host.name).toEqual(["'self'", "'unsafe-eval'"]);
      for (const file of [...HASHED, ...REVALIDATED].filter((path) => path !== WORKER)) {
        expect(host.headers(file)['Content-Security-Policy'], `${host.name}: ${file}`).not.toMatch(/unsafe-eval/);
      }
    }
  });

  it('refuse rules that give a file no policy or two', () => {
    const facts = { files: ['/index.html', WORKER], pages: ['/'], policy: 'p', workerPolicy: 'w' };
    const rules = hostRules(facts);
    expect(() => checkRules(rules, facts)).not.toThrow();
    const twice = {
      ...rules,
      headers: [{ path: '/*', headers: { 'Content-Security-Policy': 'p' } }, ...rules.headers],
    };
    expect(() => checkRules(twice, facts)).toThrow(
      `${WORKER} gets Content-Security-Policy from 2 rules (/*, /playground/*.js), not 1`,
    );
    const same = {
      ...rules,
      headers: rules.headers.map((rule) =>
        'Content-Security-Policy' in rule.headers
          ? { ...rule, headers: { ...rule.headers, 'Content-Security-Policy': 'p' } }
          : rule,
      ),
    };
    expect(() => checkRules(same, facts)).toThrow(
      `${WORKER} would be served with Content-Security-Policy "p", not "w"`,
    );
  });

  it('redirect a page without its slash to the page, with 301, and nothing else', async () => {
    for (const host of await hosts()) {
      expect(host.redirect('/concepts'), host.name).toMatchObject({ to: '/concepts/', status: 301 });
      expect(host.redirect('/concepts/entry-points'), host.name).toMatchObject({
        to: '/concepts/entry-points/',
        status: 301,
      });
      for (const pathname of ['/', '/concepts/', '/sw.js', '/no/such/page', '/c0123456789.js'])
        expect(host.redirect(pathname), `${host.name}: ${pathname}`).toBeUndefined();
    }
  });

  it('refuse a build whose file names the cache rules would get wrong', () => {
    const facts = (files: string[]) => ({ files, pages: ['/'], policy: '', workerPolicy: '' });
    // Looks like a chunk, but has no hash: it would be kept a year.
    expect(() =>
      checkRules(hostRules(facts(['/index.html', '/cookies.js'])), facts(['/index.html', '/cookies.js'])),
    ).toThrow(/\/cookies\.js would be served with Cache-Control "public, max-age=31536000, immutable", not "no-cache"/);
    // Content-hashed, but no rule knows it: it would be asked for again on every visit.
    expect(() => checkRules(hostRules(facts(['/logo.0123456789.png'])), facts(['/logo.0123456789.png']))).toThrow(
      /\/logo\.0123456789\.png would be served with Cache-Control "no-cache"/,
    );
  });

  it('list a folder page by page where its pattern would also match a file beside it on Netlify', () => {
    const files = ['/index.html', '/vote/index.html', '/vote-app.0123456789.css', '/concepts/index.html'];
    const facts = { files, pages: ['/', '/vote/', '/concepts/'], policy: '', workerPolicy: '' };
    const rules = hostRules(facts);
    const paths = rules.headers.map((rule) => rule.path);
    expect(paths).toEqual(expect.arrayContaining(['/vote/', '/vote/index.html', '/concepts/*']));
    expect(paths).not.toContain('/vote/*');
    expect(() => checkRules(rules, facts)).not.toThrow();
    expect(headersFor(rules.headers, '/vote-app.0123456789.css', 'netlify')['Cache-Control']).toBe(IMMUTABLE);
  });

  it('refuse a pattern Netlify reads as every path', () => {
    const facts = {
      files: ['/index.html', '/concepts/index.html', '/main.0a1b2c3d4e.js'],
      pages: ['/', '/concepts/'],
      policy: '',
      workerPolicy: '',
    };
    const rules = hostRules(facts);
    expect(rules.headers.map((rule) => rule.path)).toContain('/concepts/*');
    expect(() => checkRules(rules, facts)).not.toThrow();
    // One rule for every page, as Cloudflare Pages reads it; on Netlify also for /main.<hash>.js.
    const pages = {
      ...rules,
      headers: rules.headers.map((rule) => (rule.path === '/concepts/*' ? { ...rule, path: '/*/' } : rule)),
    };
    expect(() => checkRules(pages, facts)).toThrow(
      '/main.0a1b2c3d4e.js gets Cache-Control from 2 rules on Netlify (/main.*.js, /*/), not 1',
    );
  });

  it('are read back with a clear error where a line is wrong', () => {
    expect(() => parseHeadersFile('/*\n  X-Frame-Options DENY\n')).toThrow(
      '_headers:2: "X-Frame-Options DENY" is not "Name: value"',
    );
    expect(() => parseRedirectsFile('/a /a/ 404\n')).toThrow('_redirects:1: "/a /a/ 404" is not "/from /to 301"');
  });
});

describe('the preview server', () => {
  let server: Server;
  beforeAll(async () => {
    server = createServer(dist);
    await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const get = (pathname: string) =>
    fetch(`http://localhost:${(server.address() as AddressInfo).port}${pathname}`, { redirect: 'manual' });

  it('serves the headers and redirects the build wrote, and reads them again when they change', async () => {
    const rules = parseHeadersFile(await readFile(path.join(dist, HEADERS_FILE), 'utf8'));
    for (const pathname of ['/concepts/', '/c0123456789.js', '/sw.js']) {
      const response = await get(pathname);
      expect(response.status).toBe(200);
      for (const [name, value] of Object.entries(headersFor(rules, pathname)))
        expect(response.headers.get(name), `${pathname} ${name}`).toBe(value);
    }
    const redirect = await get('/concepts?tab=1');
    expect([redirect.status, redirect.headers.get('location')]).toEqual([301, '/concepts/?tab=1']);

    const file = path.join(dist, HEADERS_FILE);
    const text = await readFile(file, 'utf8');
    try {
      await writeFile(
        file,
        text.replace('Referrer-Policy: strict-origin-when-cross-origin', 'Referrer-Policy: no-referrer'),
      );
      expect((await get('/concepts/')).headers.get('referrer-policy')).toBe('no-referrer');
    } finally {
      await writeFile(file, text);
    }
  });

  it('answers unknown paths and the host files with 404.html, status 404, revalidated', async () => {
    for (const pathname of ['/no/such/page/', '/c9999999999.js', `/${HEADERS_FILE}`, `/${VERCEL_FILE}`]) {
      const response = await get(pathname);
      expect(response.status, pathname).toBe(404);
      expect(await response.text()).toContain('/404.html');
      expect(response.headers.get('cache-control'), pathname).toBe(REVALIDATE);
      expect(response.headers.get('content-security-policy')).toBe(serializePolicy(policy, 'header'));
    }
  });

  it('refuses to start on a build without host files', async () => {
    const empty = await mkdtemp(path.join(tmpdir(), 'host-files-none-'));
    try {
      expect(() => createServer(empty)).toThrow(
        `${empty} has no _headers and _redirects: build the site with \`npm run build\``,
      );
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  });
});
