/**
 * content/loaders/remark-loader.md: the configurations of the page turn src/notes.md into the
 * Markdown the page shows (front matter removed, GFM links), settings change the bullets,
 * removeFrontMatter: false with remark-frontmatter keeps the front matter, and the HTML compiler
 * of the page with html-loader gives HTML.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { codeBlocks } from '../../support/code-blocks';
import { buildForNode, tempDir, writeProject } from '../../support/project';

const PAGE = path.join(ROOT, 'content', 'loaders', 'remark-loader.md');
const blocks = codeBlocks(PAGE);
const notes = blocks.find((block) => block.title === 'src/notes.md')?.code ?? '';
const shownMarkdown = blocks.find((block) => block.lang === 'markdown' && !block.title)?.code ?? '';
const compiler = blocks.find((block) => block.title === 'remark-to-html.mjs')?.code ?? '';

async function importFromRoot<T>(name: string): Promise<T> {
  return (
    (await import(
      pathToFileURL(
        path.join(
          ROOT,
          'node_modules',
          name,
          JSON.parse(readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8')).exports?.['.']
            ?.default ?? 'index.js',
        ),
      ).href
    )) as { default: T }
  ).default;
}

/** Builds the notes page's project for Node.js in production mode with `rule` for .md files; what it prints. */
async function printNotes(
  name: string,
  rule: webpack.RuleSetRule,
  extra: Record<string, string> = {},
): Promise<string> {
  const project = {
    'src/notes.md': `${notes}\n`,
    'src/index.js': "import notes from './notes.md';\nprocess.stdout.write(notes);\n",
    ...extra,
  };
  const dir = writeProject(`remark-loader-${name}`, project, { linkModules: true });
  const built = await buildForNode(dir, { mode: 'production', module: { rules: [{ test: /\.md$/i, ...rule }] } });
  expect(built.stats.hasErrors() || built.stats.hasWarnings(), built.stats.toString('errors-warnings')).toBe(false);
  return built.stdout();
}

describe('remark-loader', () => {
  it('gives the Markdown the page shows, with remark-gfm', async () => {
    const remarkGfm = await importFromRoot<unknown>('remark-gfm');
    const printed = await printNotes('gfm', {
      type: 'asset/source',
      use: [{ loader: 'remark-loader', options: { remarkOptions: { plugins: [remarkGfm] } } }],
    });
    expect(printed.trim()).toBe(shownMarkdown);
  });

  it('writes - bullets with settings.bullet', async () => {
    const printed = await printNotes('settings', {
      type: 'asset/source',
      use: [{ loader: 'remark-loader', options: { remarkOptions: { settings: { bullet: '-' } } } }],
    });
    expect(printed).toContain('-   one\n-   two');
  });

  it('keeps the front matter with removeFrontMatter: false and remark-frontmatter', async () => {
    const remarkFrontmatter = await importFromRoot<unknown>('remark-frontmatter');
    const kept = await printNotes('frontmatter', {
      type: 'asset/source',
      use: [
        {
          loader: 'remark-loader',
          options: { removeFrontMatter: false, remarkOptions: { plugins: [remarkFrontmatter] } },
        },
      ],
    });
    expect(kept.startsWith('---\ntitle: Notes\n---\n')).toBe(true);
    const broken = await printNotes('frontmatter-plain', {
      type: 'asset/source',
      use: [{ loader: 'remark-loader', options: { removeFrontMatter: false } }],
    });
    expect(broken).toMatch(/^\*\*\*\n\n## title: Notes\n/);
  });

  it('writes HTML with the compiler of the page and html-loader', async () => {
    const dir = tempDir('remark-loader-compiler');
    writeFileSync(
      path.join(dir, 'remark-to-html.mjs'),
      compiler.replace(
        /from '([^']+)'/g,
        (match, name: string) =>
          `from ${JSON.stringify(pathToFileURL(path.join(ROOT, 'node_modules', name, 'index.js')).href)}`,
      ),
    );
    const remarkToHtml = (
      (await import(pathToFileURL(path.join(dir, 'remark-to-html.mjs')).href)) as { default: unknown }
    ).default;
    const printed = await printNotes('html', {
      use: ['html-loader', { loader: 'remark-loader', options: { remarkOptions: { plugins: [remarkToHtml] } } }],
    });
    // html-loader minimizes the HTML in production mode.
    expect(printed.startsWith('<h1>Hello</h1> <p>A ~~struck~~ word')).toBe(true);
    expect(printed).toContain('<li>one</li>');
  });
});
