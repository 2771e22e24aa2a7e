/**
 * content/loaders/url-loader.md: url-loader inlines files up to the limit and hands larger ones
 * to file-loader, like the asset type with dataUrlCondition.maxSize; encoding: false leaves the
 * text unescaped where webpack escapes it; mimetype, generator, fallback options and esModule
 * behave as the page says.
 */
import path from 'node:path';
import type webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { buildForNode, filesIn, writeProject } from '../../support/project';

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><path fill="#f00" d="M0 0h8v8z"/></svg>';
const files = {
  'src/small.png': Buffer.alloc(4000, 1),
  'src/large.png': Buffer.alloc(9000, 2),
  'src/exact.png': Buffer.alloc(8192, 3),
  'src/logo.svg': SVG,
  'src/index.js': `
import small from './small.png';
import large from './large.png';
import exact from './exact.png';
import logo from './logo.svg';
const required = require('./small.png');
console.log(JSON.stringify({ small, large, exact, logo, required }));
`,
};

interface Printed {
  small: string;
  large: string;
  exact: string;
  logo: string;
  required: unknown;
}

/** Builds the images' project for Node.js in production mode with `rules`; what it prints, and the other files it wrote. */
async function buildImages(
  name: string,
  rules: webpack.RuleSetRule[],
): Promise<{ printed: Printed; emitted: string[] }> {
  const dir = writeProject(`url-loader-${name}`, files, { linkModules: true });
  const built = await buildForNode(dir, { mode: 'production', output: { publicPath: '/' }, module: { rules } });
  expect(built.stats.hasErrors() || built.stats.hasWarnings(), built.stats.toString('errors-warnings')).toBe(false);
  return {
    printed: JSON.parse(built.stdout()) as Printed,
    emitted: filesIn(built.out).filter((file) => file !== 'main.js'),
  };
}

const png = /\.png$/i;
const svg = /\.svg$/i;

describe('limit and its asset equivalent', () => {
  it('url-loader inlines files up to the limit and emits larger ones with file-loader', async () => {
    const { printed, emitted } = await buildImages('limit', [
      { test: png, use: [{ loader: 'url-loader', options: { limit: 8192 } }] },
      { test: svg, type: 'asset/source' },
    ]);
    expect(printed.small.startsWith('data:image/png;base64,')).toBe(true);
    expect(printed.exact.startsWith('data:image/png;base64,')).toBe(true);
    expect(printed.large).toMatch(/^\/[0-9a-f]{32}\.png$/);
    expect(emitted).toHaveLength(1);
  });

  it('the asset type with maxSize does the same', async () => {
    const { printed, emitted } = await buildImages('asset', [
      { test: png, type: 'asset', parser: { dataUrlCondition: { maxSize: 8192 } } },
      { test: svg, type: 'asset/source' },
    ]);
    expect(printed.small.startsWith('data:image/png;base64,')).toBe(true);
    expect(printed.exact.startsWith('data:image/png;base64,')).toBe(true);
    expect(printed.large.startsWith('/')).toBe(true);
    expect(emitted).toHaveLength(1);
  });

  it('the asset type without parser uses 8096 bytes', async () => {
    const { printed } = await buildImages('asset-default', [
      { test: png, type: 'asset' },
      { test: svg, type: 'asset/source' },
    ]);
    expect(printed.small.startsWith('data:')).toBe(true);
    expect(printed.exact.startsWith('data:')).toBe(false);
  });

  it('without a limit url-loader inlines everything, and false inlines nothing', async () => {
    const all = await buildImages('no-limit', [
      { test: png, use: 'url-loader' },
      { test: svg, type: 'asset/source' },
    ]);
    expect(all.printed.large.startsWith('data:image/png;base64,')).toBe(true);
    const none = await buildImages('limit-false', [
      { test: png, use: [{ loader: 'url-loader', options: { limit: false } }] },
      { test: svg, type: 'asset/source' },
    ]);
    expect(none.printed.small.startsWith('/')).toBe(true);
  });
});

describe('the other options', () => {
  it('encoding: false leaves the text unescaped; webpack escapes it', async () => {
    const loader = await buildImages('encoding', [
      { test: png, type: 'asset/resource' },
      { test: svg, use: [{ loader: 'url-loader', options: { encoding: false } }] },
    ]);
    expect(loader.printed.logo).toBe(`data:image/svg+xml,${SVG}`);
    const asset = await buildImages('encoding-asset', [
      { test: png, type: 'asset/resource' },
      { test: svg, type: 'asset/inline', generator: { dataUrl: { encoding: false } } },
    ]);
    expect(asset.printed.logo).toBe(
      `data:image/svg+xml,${encodeURIComponent(SVG).replace(/[!'()*]/g, (c) => `%${(c.codePointAt(0) ?? 0).toString(16)}`)}`,
    );
  });

  it('mimetype: false leaves the type out, a string sets it', async () => {
    const { printed } = await buildImages('mimetype', [
      { test: /small\.png$/i, use: [{ loader: 'url-loader', options: { mimetype: false } }] },
      { test: /(large|exact)\.png$/i, use: [{ loader: 'url-loader', options: { mimetype: 'image/x-test' } }] },
      { test: svg, type: 'asset/source' },
    ]);
    expect(printed.small.startsWith('data:;base64,')).toBe(true);
    expect(printed.large.startsWith('data:image/x-test;base64,')).toBe(true);
  });

  it('generator builds the URL from the content, the type, the encoding and the path', async () => {
    const generator = (content: Buffer, mimetype: string, encoding: string, resourcePath: string): string =>
      `${content.length}|${mimetype}|${encoding}|${path.basename(resourcePath)}`;
    const { printed } = await buildImages('generator', [
      { test: png, use: [{ loader: 'url-loader', options: { generator } }] },
      { test: svg, type: 'asset/source' },
    ]);
    expect(printed.small).toBe('4000|image/png|base64|small.png');
  });

  it('passes its own options and fallback.options to the fallback', async () => {
    const options = {
      limit: 8192,
      name: 'img/[name].[ext]',
      fallback: { loader: 'file-loader', options: { outputPath: 'assets' } },
    };
    const { printed, emitted } = await buildImages('fallback', [
      { test: png, use: [{ loader: 'url-loader', options }] },
      { test: svg, type: 'asset/source' },
    ]);
    expect(printed.large).toBe('/assets/img/large.png');
    expect(emitted).toContain(path.join('assets', 'img', 'large.png'));
  });

  it('esModule decides what require() returns', async () => {
    const esm = await buildImages('esm', [
      { test: png, use: 'url-loader' },
      { test: svg, type: 'asset/source' },
    ]);
    expect(esm.printed.required).toEqual({ default: esm.printed.small });
    const cjs = await buildImages('cjs', [
      { test: png, use: [{ loader: 'url-loader', options: { esModule: false } }] },
      { test: svg, type: 'asset/source' },
    ]);
    expect(cjs.printed.required).toBe(cjs.printed.small);
    const asset = await buildImages('asset-require', [
      { test: png, type: 'asset/inline' },
      { test: svg, type: 'asset/source' },
    ]);
    expect(asset.printed.required).toBe(asset.printed.small);
  });
});
