/**
 * Over the built dist/: the host files the build wrote (each rule on a sample of paths, in each
 * host's file), and every page against the Content Security Policy they and the page carry: each
 * inline script allowed by its hash, each image by its host, no inline handler or javascript: url.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { parse } from 'parse5';
import { describe, expect, it } from 'vitest';
import { bodyScript, headScript } from '../../src/node/head-script';
import { ANALYTICS_SOURCES, hashSource, inlineScripts, parsePolicy, serializePolicy, WORKER_POLICY } from '../../src/node/host/csp';
import { docSearchInlineStyles } from '../../src/node/host/sources';
import { HEADERS_FILE, parseHeadersFile, parseRedirectsFile, REDIRECTS_FILE, VERCEL_FILE, type VercelConfig } from '../../src/node/host/formats';
import { headersFor, IMMUTABLE, redirectFor, REVALIDATE, SECURITY_HEADERS } from '../../src/node/host/rules';
import { siteFiles } from '../../src/node/host/write';
import { builtRoutes, DIST_DIR, readDist } from '../support/dist';

const routes = builtRoutes();
const headerRules = parseHeadersFile(readDist(HEADERS_FILE));
const redirects = parseRedirectsFile(readDist(REDIRECTS_FILE));
const vercel = JSON.parse(readDist(VERCEL_FILE)) as VercelConfig;
const headerPolicy = headersFor(headerRules, '/')['Content-Security-Policy'] ?? '';
const policy = parsePolicy(headerPolicy);
const rootFiles = readdirSync(DIST_DIR);
const find = (pattern: RegExp) => {
  const name = rootFiles.find((file) => pattern.test(file));
  if (!name) throw new Error(`dist/ has no file like ${String(pattern)}`);
  return `/${name}`;
};

interface Node {
  nodeName: string;
  attrs?: { name: string; value: string }[];
  childNodes?: Node[];
  content?: Node;
  value?: string;
}

/** What a page holds that its policy must allow. */
function pageFacts(html: string) {
  const facts = { scripts: [] as string[], styles: [] as string[], images: [] as string[], handlers: [] as string[], metaPolicies: [] as string[], files: [] as string[] };
  const walk = (node: Node) => {
    const attr = (name: string) => node.attrs?.find((a) => a.name === name)?.value;
    for (const { name, value } of node.attrs ?? []) {
      if (/^on/i.test(name) || /^\s*javascript:/i.test(value)) facts.handlers.push(`<${node.nodeName} ${name}="${value}">`);
    }
    if (node.nodeName === 'script' && attr('src') === undefined && !/json/.test(attr('type') ?? '')) facts.scripts.push((node.childNodes ?? []).map((c) => c.value ?? '').join(''));
    if ((node.nodeName === 'script' && attr('src') !== undefined) || (node.nodeName === 'link' && attr('rel') === 'stylesheet')) facts.files.push(attr('src') ?? attr('href') ?? '');
    if (node.nodeName === 'style') facts.styles.push((node.childNodes ?? []).map((c) => c.value ?? '').join(''));
    if (node.nodeName === 'img' || node.nodeName === 'source') facts.images.push(attr('src') ?? '', ...(attr('srcset') ?? '').split(',').map((s) => s.trim().split(/\s+/)[0] ?? ''));
    if (node.nodeName === 'meta' && attr('http-equiv')?.toLowerCase() === 'content-security-policy') facts.metaPolicies.push(attr('content') ?? '');
    for (const child of node.childNodes ?? []) walk(child);
    if (node.content) walk(node.content);
  };
  walk(parse(html));
  return facts;
}

function vercelHeaders(pathname: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const rule of vercel.headers) {
    const pattern = rule.source.split('(.*)').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    if (!new RegExp(`^${pattern.join('.*')}$`).test(pathname)) continue;
    for (const { key, value } of rule.headers) found[key] = found[key] === undefined ? value : `${found[key]}, ${value}`;
  }
  return found;
}

describe('the host files of the build', () => {
  const hashed = [find(/^main\.[0-9a-f]{10}\.js$/), find(/^framework\.[0-9a-f]{10}\.js$/), find(/^main\.[0-9a-f]{10}\.css$/), find(/^c[0-9a-f]{10}\.js$/)];
  const revalidated = ['/', '/concepts/', '/404.html', '/sw.js', '/offline.json', '/concepts/no-such-page/', '/blog/feed.xml', '/concepts/index.md'];

  it('give each sample path its Cache-Control and the security headers, the same in _headers and vercel.json', () => {
    for (const [paths, cache] of [
      [hashed, IMMUTABLE],
      [revalidated, REVALIDATE],
    ] as const) {
      for (const pathname of paths) {
        const headers = headersFor(headerRules, pathname);
        expect(headers['Cache-Control'], pathname).toBe(cache);
        expect(headers['Content-Security-Policy'], pathname).toBe(headerPolicy);
        for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(headers[name], `${pathname} ${name}`).toBe(value);
        expect(vercelHeaders(pathname), pathname).toEqual(headers);
        expect(headersFor(headerRules, pathname, 'netlify'), `${pathname} on Netlify`).toEqual(headers);
      }
    }
  });

  it("send the playground's worker its own policy, the one file that may evaluate code", () => {
    const worker = `/playground/${readdirSync(path.join(DIST_DIR, 'playground')).find((file) => /^worker\.[0-9a-f]{10}\.js$/.test(file)) ?? 'worker.js'}`;
    for (const reading of ['cloudflare', 'netlify'] as const) {
      const headers = headersFor(headerRules, worker, reading);
      expect(headers['Content-Security-Policy'], `${worker} (${reading})`).toBe(serializePolicy(WORKER_POLICY, 'header'));
      expect(headers['Cache-Control'], `${worker} (${reading})`).toBe(IMMUTABLE);
      expect(vercelHeaders(worker), worker).toEqual(headers);
    }
    expect(headersFor(headerRules, '/playground/')['Content-Security-Policy']).toBe(headerPolicy);
  });

  it('redirect every page without its slash to it with 301, in _redirects and vercel.json', () => {
    const pages = routes.map((route) => route.url).filter((url) => url !== '/' && url.endsWith('/'));
    expect(pages).toContain('/concepts/');
    for (const url of pages) {
      expect(redirectFor(redirects, url.slice(0, -1)), url).toEqual({ from: url.slice(0, -1), to: url, status: 301 });
      expect(redirectFor(redirects, url), url).toBeUndefined();
    }
    expect(vercel.redirects).toEqual(redirects.map((r) => ({ source: r.from, destination: r.to, statusCode: r.status })));
  });

  it('hold a strict policy: scripts by hash, no unsafe-inline or unsafe-eval for them, no plugins, no other base, no framing', () => {
    const scripts = policy.get('script-src') ?? [];
    expect(scripts[0]).toBe("'self'");
    expect(scripts.join(' ')).not.toMatch(/unsafe-inline|unsafe-eval|strict-dynamic|\*/);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('worker-src')).toEqual(["'self'"]);
    // Analytics' and DocSearch's hosts only in a build that has them.
    const code = rootFiles.filter((file) => file.endsWith('.js')).map((file) => readFileSync(path.join(DIST_DIR, file), 'utf8'));
    const analytics = code.some((text) => text.includes('googletagmanager.com/gtag/js'));
    const docSearch = code.some((text) => text.includes('algolianet.com'));
    expect(scripts.includes(ANALYTICS_SOURCES.script[0]), 'analytics in script-src').toBe(analytics);
    expect(headerPolicy.includes('algolia'), 'DocSearch in connect-src').toBe(docSearch);
    expect(policy.get('style-src'), "DocSearch's logo in style-src").toEqual(["'self'", ...(docSearch ? docSearchInlineStyles().map(hashSource) : [])]);
  });
});

describe('every page under its policy', () => {
  it('carries the policy of the headers as its first <meta> after the charset, less frame-ancestors', () => {
    const meta = headerPolicy.replace(/;\s*frame-ancestors [^;]+/, '');
    expect(meta).not.toBe(headerPolicy);
    for (const route of routes) {
      const html = readDist(route.file);
      expect(html.split('\n').slice(3, 5), route.url).toEqual(['<meta charset="utf-8">', `<meta http-equiv="Content-Security-Policy" content="${meta}">`]);
    }
  });

  it('runs only inline scripts the policy names by hash and other scripts of its own, shows images only from hosts it names, and has no inline handlers', () => {
    const problems: string[] = [];
    const allowedScripts = new Set(policy.get('script-src'));
    const allowedStyles = new Set(policy.get('style-src'));
    const imageHosts = new Set(policy.get('img-src'));
    for (const route of routes) {
      const facts = pageFacts(readDist(route.file));
      if (facts.metaPolicies.length !== 1) problems.push(`${route.url}: ${facts.metaPolicies.length} policies in <meta>`);
      for (const script of facts.scripts) if (!allowedScripts.has(hashSource(script))) problems.push(`${route.url}: an inline script not in script-src: ${script.slice(0, 60)}`);
      for (const style of facts.styles) if (!allowedStyles.has(hashSource(style))) problems.push(`${route.url}: a <style> not in style-src: ${style.slice(0, 60)}`);
      for (const src of facts.images.filter((url) => /^https?:/.test(url))) if (!imageHosts.has(new URL(src).origin)) problems.push(`${route.url}: an image from ${src}`);
      problems.push(...facts.handlers.map((handler) => `${route.url}: ${handler}`));
      problems.push(...facts.files.filter((url) => !/^\/[^/]/.test(url)).map((url) => `${route.url}: a script or stylesheet from elsewhere: ${url}`));
      if (facts.scripts.length === 0) problems.push(`${route.url}: no inline script found (the theme script is on every page)`);
    }
    expect(problems).toEqual([]);
  });

  it('allows by hash exactly the inline scripts the pages carry, as src/node/head-script.ts writes them now: no stale hash', () => {
    const carried = new Set(routes.flatMap((route) => inlineScripts(readDist(route.file)).map(hashSource)));
    const allowed = (policy.get('script-src') ?? []).filter((source) => source.startsWith("'sha256-"));
    expect(allowed.sort()).toEqual([...carried].sort());
    expect(allowed.sort()).toEqual([hashSource(headScript()), hashSource(bodyScript())].sort());
  });
});


/** The README's deploy section, and its parts. */
const deploy = (() => {
  const readme = readFileSync(path.resolve('README.md'), 'utf8');
  const start = readme.indexOf('\n## Deploy\n');
  if (start < 0) throw new Error('README.md has no "## Deploy" section');
  const end = readme.indexOf('\n## ', start + 1);
  return readme.slice(start, end < 0 ? undefined : end);
})();

/** The rows of the README table whose header line is `header`, as cells. */
function table(header: string): string[][] {
  const lines = deploy.split('\n');
  const at = lines.indexOf(header);
  if (at < 0) throw new Error(`README.md's deploy section has no table "${header}"`);
  const rows: string[][] = [];
  for (const line of lines.slice(at + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(line.slice(1, -1).split(/\s\|\s/).map((cell) => cell.trim()));
  }
  return rows;
}

const codeSpans = (text: string) => [...text.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? '');

function fenced(opening: string): string {
  const start = deploy.indexOf(`\`\`\`${opening}`);
  if (start < 0) throw new Error(`README.md's deploy section has no block starting \`\`\`${opening}`);
  const body = deploy.indexOf('\n', start) + 1;
  return deploy.slice(body, deploy.indexOf('\n```', body));
}

/** An aws s3 sync filter as the CLI reads it: `*` matches any characters, `/` included. */
const awsFilter = (pattern: string) => new RegExp(`^${pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`);

describe("what the README's deploy section promises, against the files the build wrote", () => {
  const isImmutable = (file: string) => headersFor(headerRules, file)['Cache-Control'] === IMMUTABLE;

  it('the security headers it lists are those of every path, and no others', () => {
    const rows = table('| header | value |').map(([name = '', value = '']) => [codeSpans(name)[0], codeSpans(value)[0]]);
    expect(Object.fromEntries(rows)).toEqual(SECURITY_HEADERS);
    const sent = headersFor(headerRules, '/concepts/');
    for (const [name, value] of rows) expect(sent[name ?? ''], name).toBe(value);
  });

  it('its cache table names the immutable patterns of _headers, and revalidated rules that _headers has', () => {
    const rows = table('| paths | `Cache-Control` |');
    const immutable = rows.find((row) => row[1] === `\`${IMMUTABLE}\``);
    const revalidated = rows.find((row) => row[1]?.startsWith(`\`${REVALIDATE}\``));
    expect(codeSpans(immutable?.[0] ?? '').sort()).toEqual(headerRules.filter((rule) => rule.headers['Cache-Control'] === IMMUTABLE).map((rule) => rule.path).sort());
    const named = codeSpans(revalidated?.[0] ?? '').map((path) => (path.startsWith('/') ? path : `/${path}`));
    expect(named.length).toBeGreaterThan(5);
    const rules = new Set(headerRules.filter((rule) => rule.headers['Cache-Control'] === REVALIDATE).map((rule) => rule.path));
    for (const path of named) expect(rules.has(path), path).toBe(true);
    const about = Number(/it writes about (\d+) and one per page/.exec(deploy)?.[1]);
    expect(Math.abs(headerRules.length - about), `${headerRules.length} header rules`).toBeLessThanOrEqual(10);
  });

  it('its policy table lists what the policy holds, directive by directive', () => {
    const listed = new Set<string>();
    for (const [directives = '', sources = ''] of table('| directive | sources | why |')) {
      for (const directive of codeSpans(directives)) {
        listed.add(directive);
        for (const source of codeSpans(sources).filter((text) => /^('[a-z-]+'|https:\/\/)/.test(text))) expect(policy.get(directive), `${directive} ${source}`).toContain(source);
      }
    }
    expect([...listed].sort()).toEqual([...policy.keys()].sort());
  });

  it("the nginx snippet's cache map and headers give every file what _headers gives it", async () => {
    const nginx = fenced('nginx');
    const map = /"~(\^[^"]+\$)"\s+"([^"]+)";/.exec(nginx);
    expect(map?.[2]).toBe(IMMUTABLE);
    const hashed = new RegExp(map?.[1] ?? '$^');
    for (const file of await siteFiles(DIST_DIR)) expect(hashed.test(file), file).toBe(isImmutable(file));
    const added = Object.fromEntries([...nginx.matchAll(/add_header (\S+) "([^"]*)" always;/g)].map((match): [string, string] => [match[1] ?? '', match[2] ?? '']));
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(added[name], name).toBe(value);
    // The part of the policy a <meta> cannot carry, as the full policy has it.
    for (const [name, sources] of parsePolicy(added['Content-Security-Policy'] ?? '')) expect(policy.get(name), name).toEqual(sources);
  });

  it("the bucket's upload commands send every file with the Cache-Control _headers gives it, and no host file", async () => {
    const commands = fenced('sh\n# 1.').split(/\n(?=# \d\.)/);
    const filters = (command: string, flag: string) => [...(command ?? '').matchAll(new RegExp(`--${flag} '([^']+)'`, 'g'))].map((match) => match[1] ?? '');
    const [first = '', second = ''] = commands;
    expect(first).toContain(`--cache-control '${IMMUTABLE}'`);
    expect(second).toContain(`--cache-control '${REVALIDATE}'`);
    const included = filters(first, 'include').map(awsFilter);
    const excluded = filters(second, 'exclude').map(awsFilter);
    for (const file of (await siteFiles(DIST_DIR)).map((name) => name.slice(1))) {
      const immutable = isImmutable(`/${file}`);
      expect(included.some((filter) => filter.test(file)), file).toBe(immutable);
      expect(excluded.some((filter) => filter.test(file)), file).toBe(immutable);
    }
    for (const file of [HEADERS_FILE, REDIRECTS_FILE, VERCEL_FILE]) expect(excluded.some((filter) => filter.test(file)), file).toBe(true);
  });

  it('the CloudFront function serves every page at its url, redirects it without its slash with 301, and leaves files alone', async () => {
    const handler = vm.runInNewContext(`${fenced('js\nfunction handler')}\nhandler`) as (event: { request: { uri: string } }) => { uri?: string; statusCode?: number; headers?: { location?: { value: string } } };
    const files = await siteFiles(DIST_DIR);
    for (const { url } of routes.filter((route) => route.url.endsWith('/'))) {
      expect(files, url).toContain(handler({ request: { uri: url } }).uri);
      if (url === '/') continue;
      const redirect = handler({ request: { uri: url.slice(0, -1) } });
      expect([redirect.statusCode, redirect.headers?.location?.value], url).toEqual([301, url]);
    }
    for (const file of files) expect(handler({ request: { uri: file } }).uri, file).toBe(file);
  });
});
