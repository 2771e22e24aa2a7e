/**
 * content/loaders/remark-loader.md: the configurations of the page turn src/notes.md into the
 * Markdown the page shows (front matter removed, GFM links), settings change the bullets,
 * removeFrontMatter: false with remark-frontmatter keeps the front matter, and the HTML compiler
 * of the page with html-loader gives HTML.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { codeBlocks } from '../../support/code-blocks';
import { build, tempDir } from '../../support/project';

const PAGE = path.join(ROOT, 'content', 'loaders', 'remark-loader.md');
const blocks = codeBlocks(PAGE);
const notes = blocks.find((block) => block.title === 'src/notes.md')?.code ?? '';
const shownMarkdown = blocks.find((block) => block.lang === 'markdown' && !block.title)?.code ?? '';
const compiler = blocks.find((block) => block.title === 'remark-to-html.mjs')?.code ?? '';

async function importFromRoot<T>(name: string): Promise<T> {
  return ((await import(pathToFileURL(path.join(ROOT, 'node_modules', name, JSON.parse(readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8')).exports?.['.']?.default ?? 'index.js')).href)) as { default: T }).default;
}

async function run(name: string, rule: webpack.RuleSetRule, extra: Record<string, string> = {}): Promise<string> {
  const dir = tempDir(`remark-loader-${name}`);
  mkdirSync(path.join(dir, 'src'));
  writeFileSync(path.join(dir, 'src', 'notes.md'), `${notes}\n`);
  writeFileSync(path.join(dir, 'src', 'index.js'), "import notes from './notes.md';\nprocess.stdout.write(notes);\n");
  for (const [file, content] of Object.entries(extra)) writeFileSync(path.join(dir, file), content);
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  const out = tempDir(`remark-loader-${name}-out`);
  const stats = await build({ context: dir, mode: 'production', target: 'node', entry: './src/index.js', output: { path: out }, module: { rules: [{ test: /\.md$/i, ...rule }] } });
  expect(stats.hasErrors() || stats.hasWarnings(), stats.toString('errors-warnings')).toBe(false);
  return execFileSync(process.execPath, [path.join(out, 'main.js')], { encoding: 'utf8' });
}

describe('remark-loader', () => {
  it('gives the Markdown the page shows, with remark-gfm', async () => {
    const remarkGfm = await importFromRoot<unknown>('remark-gfm');
    const printed = await run('gfm', { type: 'asset/source', use: [{ loader: 'remark-loader', options: { remarkOptions: { plugins: [remarkGfm] } } }] });
    expect(printed.trim()).toBe(shownMarkdown);
  });

  it('writes - bullets with settings.bullet', async () => {
    const printed = await run('settings', { type: 'asset/source', use: [{ loader: 'remark-loader', options: { remarkOptions: { settings: { bullet: '-' } } } }] });
    expect(printed).toContain('-   one\n-   two');
  });

  it('keeps the front matter with removeFrontMatter: false and remark-frontmatter', async () => {
    const remarkFrontmatter = await importFromRoot<unknown>('remark-frontmatter');
    const kept = await run('frontmatter', { type: 'asset/source', use: [{ loader: 'remark-loader', options: { removeFrontMatter: false, remarkOptions: { plugins: [remarkFrontmatter] } } }] });
    expect(kept.startsWith('---\ntitle: Notes\n---\n')).toBe(true);
    const broken = await run('frontmatter-plain', { type: 'asset/source', use: [{ loader: 'remark-loader', options: { removeFrontMatter: false } }] });
    expect(broken).toMatch(/^\*\*\*\n\n## title: Notes\n/);
  });

  it('writes HTML with the compiler of the page and html-loader', async () => {
    const dir = tempDir('remark-loader-compiler');
    writeFileSync(path.join(dir, 'remark-to-html.mjs'), compiler.replace(/from '([^']+)'/g, (match, name: string) => `from ${JSON.stringify(pathToFileURL(path.join(ROOT, 'node_modules', name, 'index.js')).href)}`));
    const remarkToHtml = ((await import(pathToFileURL(path.join(dir, 'remark-to-html.mjs')).href)) as { default: unknown }).default;
    const printed = await run('html', { use: ['html-loader', { loader: 'remark-loader', options: { remarkOptions: { plugins: [remarkToHtml] } } }] });
    // html-loader minimizes the HTML in production mode.
    expect(printed.startsWith('<h1>Hello</h1> <p>A ~~struck~~ word')).toBe(true);
    expect(printed).toContain('<li>one</li>');
  });
});
