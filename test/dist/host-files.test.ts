/**
 * Over the built dist/: the host files the build wrote (each rule on a sample of paths, in each
 * host's file), and every page against the Content Security Policy they and the page carry: each
 * inline script allowed by its hash, each image by its host, no inline handler or javascript: url.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'parse5';
import { describe, expect, it } from 'vitest';
import { ANALYTICS_SOURCES, hashSource, parsePolicy } from '../../src/node/host/csp';
import { docSearchInlineStyles } from '../../src/node/host/sources';
import { HEADERS_FILE, parseHeadersFile, parseRedirectsFile, REDIRECTS_FILE, VERCEL_FILE, type VercelConfig } from '../../src/node/host/formats';
import { headersFor, IMMUTABLE, redirectFor, REVALIDATE, SECURITY_HEADERS } from '../../src/node/host/rules';
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
  const revalidated = ['/', '/concepts/', '/404.html', '/sw.js', '/offline.json', '/no/such/page/', '/blog/feed.xml', '/concepts/index.md'];

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
      }
    }
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
});
