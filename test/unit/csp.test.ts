/** The Content Security Policy the build computes from its pages (src/node/host/csp.ts). */
import { describe, expect, it } from 'vitest';
import { bodyScript, headScript } from '../../src/node/head-script';
import {
  ANALYTICS_SOURCES,
  contentSecurityPolicy,
  docSearchOrigins,
  hashSource,
  imageOrigins,
  inlineScripts,
  parsePolicy,
  serializePolicy,
  withPolicyMeta,
  type PolicyInputs,
} from '../../src/node/host/csp';
import { docSearchInlineStyles } from '../../src/node/host/sources';
import { renderDocument } from '../../src/node/html';

const page = (): string =>
  renderDocument({
    url: '/concepts/',
    route: null,
    appHtml: '<p>Body</p>',
    assets: { scripts: ['/main.0123456789.js'], styles: ['/main.0123456789.css'] },
  });
const policyOf = (pages: string[], options: Partial<PolicyInputs> = {}) =>
  parsePolicy(
    serializePolicy(
      contentSecurityPolicy({ pages, imageOrigins: [], analytics: false, docSearch: null, ...options }),
      'header',
    ),
  );

describe('the Content Security Policy', () => {
  it('hashes text as CSP hash sources do (SHA-256, base64)', () => {
    expect(hashSource('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
    expect(hashSource("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
  });

  it('finds the exact text of every inline script a browser runs, and no other', () => {
    const html = [
      '<script>a()</script>',
      '<script type="module">\n b() </script>',
      '<SCRIPT type="text/javascript">c()</SCRIPT >',
      '<script type="application/json" id="data">{"d":1}</script>',
      '<script defer src="/main.js"></script>',
      "<script src='/x.js'>ignored()</script>",
    ].join('\n');
    expect(inlineScripts(html)).toEqual(['a()', '\n b() ', 'c()']);
  });

  it('allows the inline scripts of a page by their hashes, never with unsafe-inline or unsafe-eval', () => {
    const policy = policyOf([page()]);
    expect(policy.get('script-src')).toEqual([
      "'self'",
      ...[hashSource(headScript()), hashSource(bodyScript())].sort(),
    ]);
    expect(policy.get('style-src')).toEqual(["'self'"]);
    expect(policy.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('worker-src')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
  });

  it('no longer allows an inline script that changed; the policy computed again allows the new text only', () => {
    const before = page();
    const stale = policyOf([before]);
    const changed = before.replace(
      headScript(),
      headScript().replace('d.dataset.theme=t', 'd.dataset.theme=t;d.dataset.changed="1"'),
    );
    expect(changed).not.toBe(before);
    const [script] = inlineScripts(changed);
    expect(stale.get('script-src')).not.toContain(hashSource(script ?? ''));
    const fresh = policyOf([changed]);
    expect(fresh.get('script-src')).toContain(hashSource(script ?? ''));
    expect(fresh.get('script-src')).not.toContain(hashSource(headScript()));
  });

  it('lists analytics and DocSearch only in the builds that turn them on', () => {
    const off = policyOf([page()]);
    for (const sources of [off.get('script-src'), off.get('img-src'), off.get('connect-src')])
      expect(sources?.join(' ')).not.toMatch(/google|algolia/);
    const on = policyOf([page()], { analytics: true, docSearch: { appId: 'APP1D', apiKey: 'key', indexName: 'docs' } });
    expect(on.get('script-src')).toContain(ANALYTICS_SOURCES.script[0]);
    expect(on.get('img-src')).toEqual(expect.arrayContaining([...ANALYTICS_SOURCES.img]));
    expect(on.get('connect-src')).toEqual(["'self'", ...ANALYTICS_SOURCES.connect, ...docSearchOrigins('APP1D')]);
    expect(docSearchOrigins('APP1D')).toEqual([
      'https://app1d-dsn.algolia.net',
      'https://app1d-1.algolianet.com',
      'https://app1d-2.algolianet.com',
      'https://app1d-3.algolianet.com',
    ]);
  });

  it("allows the <style> of DocSearch's logo by its hash, read from the installed package", () => {
    const styles = docSearchInlineStyles();
    expect(styles).toEqual([expect.stringContaining('.cls-1')]);
    expect(policyOf([page()], { styles }).get('style-src')).toEqual(["'self'", hashSource(styles[0] ?? '')]);
  });

  it('allows the image hosts the pages use and those it is given, once each', () => {
    const html =
      '<img src="https://img.shields.io/npm/dm/webpack?a=1&amp;b=2" alt=""><picture><source srcset="https://a.example/x.png 1x, https://b.example/y.png 2x"><img src="/local.png" alt=""></picture>';
    expect(imageOrigins(html).sort()).toEqual(['https://a.example', 'https://b.example', 'https://img.shields.io']);
    expect(policyOf([html], { imageOrigins: ['https://logos.example', 'https://a.example'] }).get('img-src')).toEqual([
      "'self'",
      'https://a.example',
      'https://b.example',
      'https://img.shields.io',
      'https://logos.example',
    ]);
  });

  it('writes the policy into the page as a <meta> element before its first script, without frame-ancestors', () => {
    const html = withPolicyMeta(
      page(),
      contentSecurityPolicy({ pages: [page()], imageOrigins: [], analytics: false, docSearch: null }),
    );
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(html);
    expect(meta?.index).toBeLessThan(html.indexOf('<script'));
    expect(html.indexOf('<meta charset="utf-8">')).toBeLessThan(meta?.index ?? -1);
    const policy = parsePolicy(meta?.[1] ?? '');
    expect(policy.has('frame-ancestors')).toBe(false);
    expect(policy.get('script-src')).toContain(hashSource(headScript()));
    expect(() => withPolicyMeta('<html><head></head></html>', [])).toThrow(/no <meta charset="utf-8">/);
  });
});
