/**
 * content/loaders/style-loader.md: the example project builds the files the page names, and in
 * Chromium adds the <style> and <link> elements the page shows; the lazy stylesheet comes and
 * goes with use() and unuse(); the warning with experiments.css and the nonce behaviour hold.
 */
import { cpSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { codeBlocks } from '../../support/code-blocks';
import { checkInBrowser } from '../../support/in-browser';
import { buildInto, projectConfig, tempDir, writeProject } from '../../support/project';
import { readPage } from '../../support/content';

const PAGE = path.join(ROOT, 'content', 'loaders', 'style-loader.md');
const EXAMPLE = path.join(ROOT, 'examples', 'loaders', 'style-loader');
const text = readPage(PAGE).replace(/\s+/g, ' ');
const blocks = codeBlocks(PAGE);
const LINKED = 'headings.link.8edfebae.css';

describe('the example project', () => {
  const built = buildInto('style-loader-example', { context: EXAMPLE, ...projectConfig(EXAMPLE) });

  it('builds without errors or warnings and writes main.js and the linked CSS file', async () => {
    const { out, stats } = await built;
    expect(stats.hasErrors() || stats.hasWarnings(), stats.toString('errors-warnings')).toBe(false);
    expect(readdirSync(out).sort()).toEqual([LINKED, 'main.js']);
    expect(text).toContain(`\`dist/main.js\` and \`dist/${LINKED}\``);
  });

  it('adds the elements the page shows, and the lazy styles only between use() and unuse()', async () => {
    const { out } = await built;
    const site = tempDir('style-loader-site');
    cpSync(out, site, { recursive: true });
    cpSync(path.join(EXAMPLE, 'public'), site, { recursive: true });
    const shown = blocks.find((block) => block.lang === 'html' && !block.title)?.code;
    expect(shown).toBeDefined();

    await checkInBrowser(site, 'index.html', async (page) => {
      const added = await page.evaluate(() => {
        const script = document.head.querySelector('script');
        let html = '';
        for (let node = script?.nextSibling ?? null; node; node = node.nextSibling) {
          if (node.nodeType === Node.ELEMENT_NODE) html += (node as Element).outerHTML;
        }
        return html;
      });
      const href = new URL(LINKED, page.url()).href;
      expect(added).toBe(
        (shown ?? '').replace(`href="${LINKED}"`, `href="${href}"`).replace(/\n(?=<(style|link))/g, ''),
      );
      expect(await page.evaluate(() => getComputedStyle(document.querySelector('h1') as Element).letterSpacing)).toBe(
        '2px',
      );

      const background = (): Promise<string> => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      const styleCount = (): Promise<number> => page.evaluate(() => document.querySelectorAll('style').length);
      expect(await styleCount()).toBe(3);
      expect(await background()).toBe('rgba(0, 0, 0, 0)');
      await page.check('#dark');
      expect(await styleCount()).toBe(4);
      expect(await background()).toBe('rgb(17, 17, 17)');
      await page.uncheck('#dark');
      expect(await styleCount()).toBe(3);
      expect(await background()).toBe('rgba(0, 0, 0, 0)');
    });
  }, 60_000);
});

describe('experiments.css', () => {
  it('makes style-loader warn and do nothing', async () => {
    const dir = writeProject(
      'experiments-css',
      { 'src/index.js': "import './a.css';\n", 'src/a.css': 'a { color: red; }\n' },
      { linkModules: true },
    );
    const { stats } = await buildInto('style-loader-experiments-css', {
      context: dir,
      mode: 'production',
      entry: './src/index.js',
      experiments: { css: true },
      module: { rules: [{ test: /\.css$/i, use: ['style-loader'] }] },
    });
    const warnings = stats.toJson({ all: false, warnings: true }).warnings ?? [];
    const start =
      "You can't use `experiments.css` (`experiments.futureDefaults` enable built-in CSS support by default) and `style-loader` together";
    expect(warnings.map((warning) => warning.message).some((message) => message.includes(start))).toBe(true);
    expect(text).toContain(start);
  });
});

describe('the nonce', () => {
  const files = {
    'src/nonce.js': "__webpack_nonce__ = 'abc123';\n",
    'src/index.js': "import './nonce.js';\nimport './a.css';\nimport './b.link.css';\n",
    'src/a.css': 'a { color: red; }\n',
    'src/b.link.css': 'b { color: blue; }\n',
    'index.html':
      '<!doctype html><html><head><title>nonce</title><script src="main.js"></script></head><body></body></html>\n',
  };

  async function nonces(
    name: string,
    options: Record<string, unknown>,
  ): Promise<{ style: string | null; link: string | null }> {
    const dir = writeProject(name, files, { linkModules: true });
    const { out, stats } = await buildInto(`style-loader-${name}`, {
      context: dir,
      mode: 'production',
      entry: './src/index.js',
      output: { filename: 'main.js' },
      module: {
        rules: [
          { test: /\.css$/i, exclude: /\.link\.css$/i, use: [{ loader: 'style-loader', options }, 'css-loader'] },
          {
            test: /\.link\.css$/i,
            use: [{ loader: 'style-loader', options: { ...options, injectType: 'linkTag' } }, 'file-loader'],
          },
        ],
      },
    });
    expect(stats.hasErrors(), stats.toString('errors-only')).toBe(false);
    cpSync(path.join(dir, 'index.html'), path.join(out, 'index.html'));
    let result = { style: null as string | null, link: null as string | null };
    await checkInBrowser(out, 'index.html', async (page) => {
      result = await page.evaluate(() => ({
        style: document.querySelector('style')?.getAttribute('nonce') ?? null,
        link: document.querySelector('link')?.getAttribute('nonce') ?? null,
      }));
    });
    return result;
  }

  it('is set from __webpack_nonce__ without attributes', async () => {
    expect(await nonces('nonce-plain', {})).toEqual({ style: 'abc123', link: 'abc123' });
  }, 60_000);

  it('is left off <style> elements once attributes is set, but not off <link>', async () => {
    expect(await nonces('nonce-attributes', { attributes: { 'data-x': '1' } })).toEqual({
      style: null,
      link: 'abc123',
    });
    expect(text).toContain('once you set `attributes`, pass the nonce in it');
  }, 60_000);
});
