/**
 * content/loaders/polymer-loader.md: the module that polymer-webpack-loader requires is not part
 * of the installed webpack, and the custom element the page recommends builds without any rule
 * and renders in Chromium.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { codeBlocks } from '../../support/code-blocks';
import { checkInBrowser } from '../../support/in-browser';
import { build, tempDir } from '../../support/project';
import { readPage } from '../../support/content';

const PAGE = path.join(ROOT, 'content', 'loaders', 'polymer-loader.md');
const text = readPage(PAGE).replace(/^> ?/gm, '').replace(/\s+/g, ' ');
const blocks = codeBlocks(PAGE);
const requireFromRoot = createRequire(path.join(ROOT, 'package.json'));

describe('polymer-webpack-loader', () => {
  it('needs webpack/lib/RuleSet, which the installed webpack does not have', () => {
    expect(() => requireFromRoot.resolve('webpack/lib/RuleSet')).toThrow();
    expect(text).toContain('it requires `webpack/lib/RuleSet`, a module that webpack 5 no longer has');
    expect(text).toContain('`webpack@^2.0.0 || ^3.0.0 || ^4.0.0`');
  });

  it('is not installed, so the page shows no configuration that uses it', () => {
    expect(() => requireFromRoot.resolve('polymer-webpack-loader')).toThrow();
    for (const block of blocks.filter((item) => item.title?.startsWith('webpack.config')))
      expect(block.code).not.toContain('polymer');
  });
});

describe('the custom element without a loader', () => {
  it('builds with no rule and shows Hello, webpack! in Chromium', async () => {
    const dir = tempDir('polymer-loader-element');
    mkdirSync(path.join(dir, 'src'));
    writeFileSync(
      path.join(dir, 'src', 'hello-card.js'),
      blocks.find((block) => block.title === 'src/hello-card.js')?.code ?? '',
    );
    const out = tempDir('polymer-loader-element-out');
    const stats = await build({
      context: dir,
      mode: 'production',
      entry: './src/hello-card.js',
      output: { path: out },
    });
    expect(stats.hasErrors() || stats.hasWarnings(), stats.toString('errors-warnings')).toBe(false);
    writeFileSync(
      path.join(out, 'index.html'),
      '<!doctype html><html><head><title>card</title><script src="main.js"></script></head><body><hello-card>webpack</hello-card></body></html>\n',
    );
    await checkInBrowser(out, 'index.html', async (page) => {
      const shown = await page.evaluate(() => {
        const card = document.querySelector('hello-card');
        const paragraph = card?.shadowRoot?.querySelector('p');
        const slot = paragraph?.querySelector('slot') as HTMLSlotElement | null;
        const slotted =
          slot
            ?.assignedNodes()
            .map((node) => node.textContent)
            .join('') ?? '';
        return {
          text: paragraph?.textContent?.replace(slot?.textContent ?? '', slotted),
          border: card ? getComputedStyle(card).borderTopColor : '',
        };
      });
      expect(shown).toEqual({ text: 'Hello, webpack!', border: 'rgb(29, 120, 193)' });
    });
    expect(text).toContain('shows "Hello, webpack!" in a blue frame');
  }, 60_000);
});
