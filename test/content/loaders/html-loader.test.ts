/**
 * content/loaders/html-loader.md: the example project emits the files and prints the HTML the page
 * shows, and the claims about minimize, webpackIgnore, sources, scriptingEnabled and the
 * postprocessor example hold for html-loader 5.1.0.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { codeBlocks } from '../../support/code-blocks';
import { build, copyProject, filesIn, projectConfig, tempDir } from '../../support/project';
import { readPage } from '../../support/content';

const PAGE = path.join(ROOT, 'content', 'loaders', 'html-loader.md');
const EXAMPLE = path.join(ROOT, 'examples', 'loaders', 'html-loader');
const text = readPage(PAGE).replace(/\s+/g, ' ');
const blocks = codeBlocks(PAGE);

async function buildWith(
  name: string,
  change: (config: webpack.Configuration) => webpack.Configuration = (c) => c,
  context = EXAMPLE,
) {
  const config = change(projectConfig(EXAMPLE));
  const out = tempDir(`html-loader-${name}`);
  const stats = await build({ ...config, context, output: { ...config.output, path: out } });
  return {
    out,
    stats,
    stdout: () => execFileSync(process.execPath, [path.join(out, 'main.js')], { encoding: 'utf8' }),
  };
}

describe('the example project', () => {
  const built = buildWith('example');

  it('builds without errors or warnings and emits the three files next to main.js', async () => {
    const { out, stats } = await built;
    expect(stats.hasErrors() || stats.hasWarnings(), stats.toString('errors-warnings')).toBe(false);
    expect(filesIn(out)).toEqual(['assets/brand-guide.txt', 'assets/logo.svg', 'assets/logo@2x.svg', 'main.js']);
    expect(text).toContain(
      '`npm run build` emits `assets/logo.svg`, `assets/logo@2x.svg` and `assets/brand-guide.txt`',
    );
  });

  it('prints the HTML the page shows', async () => {
    const { stdout } = await built;
    const shown = blocks.find((block) => block.lang === 'html' && !block.title);
    expect(shown?.code).toBe(stdout().replace(/\n+$/, ''));
  });

  it('minifies in production mode: no comment, no line break', async () => {
    const { stdout } = await buildWith('production', (c) => ({ ...c, mode: 'production' }));
    const html = stdout().trimEnd();
    expect(html).not.toContain('webpackIgnore');
    expect(html).not.toContain('\n');
    expect(html).toContain('src="https://cdn.example.com/assets/logo.svg"');
  });

  it('fails on /static/banner.svg without the webpackIgnore comment', async () => {
    const source = copyProject(EXAMPLE, 'html-loader-no-ignore');
    const card = readFileSync(path.join(source, 'src', 'card.html'), 'utf8');
    writeFileSync(path.join(source, 'src', 'card.html'), card.replace('  <!-- webpackIgnore: true -->\n', ''));
    const { stats } = await buildWith('no-ignore', (c) => c, source);
    expect(stats.toString('errors-only')).toContain("Can't resolve '/static/banner.svg'");
  });
});

describe('options', () => {
  it('sources: false leaves every URL as written', async () => {
    const { out, stdout } = await buildWith('no-sources', (c) => ({
      ...c,
      module: { rules: [{ test: /\.html$/i, loader: 'html-loader', options: { sources: false } }] },
    }));
    expect(stdout()).toContain('<img src="./images/logo.svg"');
    expect(filesIn(out)).toEqual(['main.js']);
  });

  it('handles og:image in its :url form, og:video and og:audio only without it', async () => {
    const source = copyProject(EXAMPLE, 'html-loader-meta');
    const metas = ['og:image:url', 'og:video', 'og:video:url', 'og:audio:secure_url', 'og:audio:url', 'vk:image'];
    writeFileSync(
      path.join(source, 'src', 'card.html'),
      metas.map((property) => `<meta property="${property}" content="./images/logo.svg">\n`).join(''),
    );
    const html = (await buildWith('meta', (c) => c, source)).stdout();
    const handled = metas.filter((property) =>
      html.includes(`<meta property="${property}" content="https://cdn.example.com/assets/logo.svg">`),
    );
    expect(handled).toEqual(['og:image:url', 'og:video', 'og:audio:secure_url', 'vk:image']);
    expect(text).toContain('(also with `:secure_url`, but not with `:url`) or `vk:image`');
  });

  it("sources.list: '...' first keeps the defaults; after an entry for img, it fails", async () => {
    const list =
      (entries: unknown[]) =>
      (c: webpack.Configuration): webpack.Configuration => ({
        ...c,
        module: { rules: [{ test: /\.html$/i, loader: 'html-loader', options: { sources: { list: entries } } }] },
      });
    const mine = { tag: 'img', attribute: 'data-src', type: 'src' };
    const first = await buildWith('list-first', list(['...', mine]));
    expect(first.stats.hasErrors(), first.stats.toString('errors-only')).toBe(false);
    const after = await buildWith('list-after', list([mine, '...']));
    expect(after.stats.toString('errors-only')).toContain('TypeError: object is not iterable');
    expect(text).toContain("put `'...'` first in it to keep them and add yours after it");
  });

  it('handles URLs in <noscript> only with scriptingEnabled false', async () => {
    const source = copyProject(EXAMPLE, 'html-loader-noscript');
    writeFileSync(path.join(source, 'src', 'card.html'), '<noscript><img src="./images/logo.svg" alt=""></noscript>\n');
    const rule =
      (scriptingEnabled: boolean) =>
      (c: webpack.Configuration): webpack.Configuration => ({
        ...c,
        module: { rules: [{ test: /\.html$/i, loader: 'html-loader', options: { sources: { scriptingEnabled } } }] },
      });
    expect((await buildWith('noscript-on', rule(true), source)).stdout()).toContain('src="./images/logo.svg"');
    expect((await buildWith('noscript-off', rule(false), source)).stdout()).toContain(
      'src="https://cdn.example.com/assets/logo.svg"',
    );
  });

  it('turns <%= APP_VERSION %> into the defined value with the postprocessor of the page', async () => {
    const source = copyProject(EXAMPLE, 'html-loader-postprocessor');
    writeFileSync(path.join(source, 'src', 'card.html'), '<p>Version <%= APP_VERSION %></p>\n');
    const postprocessor = (code: string) =>
      code.replace(/<%=\s*([\s\S]+?)\s*%>/g, (_match, expression: string) => `\${${expression}}`);
    expect(text).toContain(
      'postprocessor: (code) => code.replace(/<%=\\s*([\\s\\S]+?)\\s*%>/g, (match, expression) => `\\${${expression}}`)',
    );
    const { stats, stdout } = await buildWith(
      'postprocessor',
      (c) => ({
        ...c,
        mode: 'production',
        plugins: [new webpack.DefinePlugin({ APP_VERSION: JSON.stringify('1.2.0') })],
        module: { rules: [{ test: /\.html$/i, loader: 'html-loader', options: { postprocessor } }] },
      }),
      source,
    );
    expect(stats.hasErrors(), stats.toString('errors-only')).toBe(false);
    expect(stdout().trimEnd()).toBe('<p>Version 1.2.0</p>');
  });

  it('exports defaultMinimizerOptions with the nine settings the page names', () => {
    const { defaultMinimizerOptions } = createRequire(import.meta.url)('html-loader') as {
      defaultMinimizerOptions: Record<string, boolean>;
    };
    const names = Object.keys(defaultMinimizerOptions).sort();
    expect(names).toHaveLength(9);
    for (const name of names) {
      expect(defaultMinimizerOptions[name]).toBe(true);
      expect(text).toContain(`\`${name}\``);
    }
  });
});
