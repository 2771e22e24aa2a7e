/**
 * The chunk format of webpack 5.113.0 as the pages show it: the excerpts of a development build in
 * content/concepts/manifest.md (the runtime's manifest data and the first lines of an async
 * chunk), built here from the project the excerpts come from, and the first code of a minimized
 * async chunk under output.chunkLoadingGlobal in content/configuration/output.md. Also the chunk
 * files that the ChunkReportPlugin of content/concepts/under-the-hood.md prints for the page's
 * project, whose hashes follow the chunk format.
 */
import { readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Code } from 'mdast';
import type webpack from 'webpack';
import { describe, expect, it, vi } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { markdownTree } from '../../support/code-blocks';
import { build, writeProject } from '../../support/project';
import { configIn, CONTENT, pageText, section, sectionsOf } from './pages';

const MANIFEST = path.join(CONTENT, 'concepts', 'manifest.md');
const OUTPUT = path.join(CONTENT, 'configuration', 'output.md');
const UNDER_THE_HOOD = path.join(CONTENT, 'concepts', 'under-the-hood.md');

/** The project of the manifest page's excerpts: an entry that loads `chart` and `table` with import(). */
const SOURCES = {
  'src/index.js': [
    "document.querySelector('#chart').addEventListener('click', () => {",
    '  import(/* webpackChunkName: "chart" */ \'./chart.js\').then(({ draw }) => draw());',
    '});',
    "document.querySelector('#table').addEventListener('click', () => {",
    "  import('./table.js').then(({ render }) => render());",
    '});',
    '',
  ].join('\n'),
  'src/chart.js': 'export function draw() { console.log("chart"); }\n',
  'src/table.js': 'export function render() { console.log("table"); }\n',
};

/** The code block of the manifest page whose title starts with `title`. */
function manifestBlock(title: string): { title: string; lines: string[] } {
  const blocks: Code[] = [];
  for (const node of markdownTree(MANIFEST).children) if (node.type === 'code') blocks.push(node);
  const found = blocks.find((node) => (node.meta ?? '').includes(`title="${title}`));
  expect(found, `the manifest page has a block titled ${title}`).toBeDefined();
  const block = found as Code;
  return { title: /title="([^"]+)"/.exec(block.meta ?? '')?.[1] ?? '', lines: block.value.split('\n') };
}

/** A file's lines without the `/******\/` gutter of webpack's runtime and without indentation. */
const linesOf = (file: string): string[] =>
  readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.replace(/^\/\*{6}\/\s*/, '').trim());

describe('concepts/manifest: the excerpts of a development build', { timeout: 60_000 }, () => {
  it('the runtime and the chart chunk hold the lines the page shows', async () => {
    expect(pageText(MANIFEST)).toContain(
      '(the build sets `devtool: false`, so that the modules are not wrapped in `eval()`)',
    );
    const dir = writeProject('manifest-excerpts', SOURCES);
    const stats = await build({
      mode: 'development',
      devtool: false,
      context: dir,
      entry: './src/index.js',
      output: { path: path.join(dir, 'dist'), filename: '[name].[contenthash].js', publicPath: '/static/' },
      optimization: { runtimeChunk: 'single' },
    });
    expect(stats.hasErrors()).toBe(false);
    const files = readdirSync(path.join(dir, 'dist'));

    const runtime = manifestBlock('dist/runtime.js');
    const runtimeFile = files.find((file) => file.startsWith('runtime.')) as string;
    const runtimeLines = linesOf(path.join(dir, 'dist', runtimeFile));
    const code = runtime.lines.filter((line) => !line.startsWith('//')).map((line) => line.trim());
    expect(code.length).toBeGreaterThan(5);
    for (const line of code) expect(runtimeLines, line).toContain(line);

    const chunk = manifestBlock('dist/chart.');
    const chunkFile = chunk.title.replace(/^dist\//, '').replace(/ \(excerpt\)$/, '');
    expect(files).toContain(chunkFile);
    const chunkLines = linesOf(path.join(dir, 'dist', chunkFile));
    expect(chunkLines.slice(0, 2)).toEqual(chunk.lines.slice(0, 2));
    expect(chunk.lines[1]).toBe(
      '(Array.isArray(self["webpackChunk"]) ? self["webpackChunk"] : (self["webpackChunk"] = [])).push([["chart"],{',
    );
    const shown = chunk.lines.filter((line) => line.trim() !== '}' && !line.trim().startsWith('//'));
    for (const line of shown) expect(chunkLines, line).toContain(line);
  });

  it('no build of this webpack starts a chunk the way releases before 5.113.0 did', async () => {
    expect(pageText(MANIFEST)).toContain(
      'Webpack releases before 5.113.0 started chunks with `(self["webpackChunk"] = self["webpackChunk"] || []).push(` instead',
    );
    // the default target, and one with logical assignment, where older releases wrote `||=`
    for (const target of ['web', ['web', 'es2022']] as webpack.Configuration['target'][]) {
      const dir = writeProject('manifest-old-format', SOURCES);
      await build({
        mode: 'development',
        devtool: false,
        target,
        context: dir,
        entry: './src/index.js',
        output: { path: path.join(dir, 'dist') },
      });
      const chunks = readdirSync(path.join(dir, 'dist')).filter((file) => file !== 'main.js');
      expect(chunks).toHaveLength(2);
      for (const file of chunks) {
        const content = readFileSync(path.join(dir, 'dist', file), 'utf8');
        // es2022 targets reach the global object as globalThis
        const global = target === 'web' ? 'self["webpackChunk"]' : 'globalThis["webpackChunk"]';
        expect(content).not.toContain(`${global} || []`);
        expect(content).not.toContain(`${global} ||= []`);
        expect(content).toContain(`(Array.isArray(${global}) ? ${global} : (${global} = [])).push(`);
      }
    }
  });
});

describe('concepts/manifest: the manifest and long-term caching', { timeout: 60_000 }, () => {
  /** The files of a production build of the page's project, before and after a change to chart.js. */
  async function beforeAndAfter(name: string, runtimeChunk: boolean): Promise<{ before: string[]; after: string[] }> {
    const dir = writeProject(name, SOURCES);
    const names = async (): Promise<string[]> => {
      const stats = await build({
        mode: 'production',
        context: dir,
        entry: './src/index.js',
        output: { path: path.join(dir, 'dist'), filename: '[name].[contenthash].js' },
        optimization: runtimeChunk ? { runtimeChunk: 'single' } : {},
      });
      return Object.keys(stats.compilation.assets).sort();
    };
    const before = await names();
    writeFileSync(path.join(dir, 'src/chart.js'), 'export function draw() { console.log("chart", 2); }\n');
    return { before, after: await names() };
  }

  it("with runtimeChunk: 'single' a change in chart.js changes the chart chunk and the runtime, the files the diff shows", async () => {
    expect(pageText(MANIFEST)).toContain(
      "With `runtimeChunk: 'single'`, a change in `chart.js` changes only two files, the chart chunk and the small runtime file.",
    );
    const diff = markdownTree(MANIFEST).children.find(
      (node): node is Code => node.type === 'code' && node.lang === 'diff',
    );
    expect(diff, 'the page shows a diff').toBeDefined();
    const lines = (diff as Code).value.split('\n');
    const side = (marker: string): string[] =>
      lines
        .filter((line) => line.startsWith(' ') || line.startsWith(marker))
        .map((line) => line.slice(1).trim())
        .sort();
    const { before, after } = await beforeAndAfter('manifest-runtime-chunk', true);
    expect(before).toEqual(side('-'));
    expect(after).toEqual(side('+'));
  });

  it('without a runtime chunk the same change also changes main.js', async () => {
    expect(pageText(MANIFEST)).toContain(
      'Without a runtime chunk, that chunk is `main.js`, and a change in any lazy chunk forces users to download the main bundle again.',
    );
    const { before, after } = await beforeAndAfter('manifest-no-runtime-chunk', false);
    const main = (files: string[]): string | undefined => files.find((file) => file.startsWith('main.'));
    expect(main(after)).not.toBe(main(before));
  });
});

describe('output.chunkLoadingGlobal', { timeout: 60_000 }, () => {
  it("a minimized async chunk registers its modules with the page's Array.isArray expression", async () => {
    const text = pageText(OUTPUT);
    const shown = /registers its modules with `([^`]+)`/.exec(text)?.[1];
    expect(shown).toBe(
      '(Array.isArray(self.webpackChunkCheckoutWidget)?self.webpackChunkCheckoutWidget:self.webpackChunkCheckoutWidget=[]).push(',
    );
    const config = configIn(section(sectionsOf(OUTPUT), 'output.chunkLoadingGlobal'));
    const dir = writeProject('chunk-loading-global', SOURCES);
    const stats = await build({
      mode: 'production',
      context: dir,
      entry: './src/index.js',
      output: { ...config.output, path: path.join(dir, 'dist') },
    });
    const chunks = stats.toJson({ all: false, chunks: true }).chunks ?? [];
    const asyncFiles = chunks.filter((chunk) => !chunk.initial).flatMap((chunk) => chunk.files ?? []);
    expect(asyncFiles).toHaveLength(2);
    for (const file of asyncFiles) {
      const content = readFileSync(path.join(dir, 'dist', file), 'utf8');
      expect(content.replace(/^"use strict";/, '').startsWith(shown as string), content.slice(0, 120)).toBe(true);
    }
  });
});

describe('concepts/under-the-hood: what ChunkReportPlugin prints', { timeout: 60_000 }, () => {
  it("prints the kinds and files of the page's project, with the ids and hashes the page shows", async () => {
    const found = [...sectionsOf(UNDER_THE_HOOD).values()].find((candidate) =>
      candidate.code.some((node) => node.value.includes('class ChunkReportPlugin')),
    );
    expect(found, 'a section shows ChunkReportPlugin').toBeDefined();
    const chunks = found as NonNullable<typeof found>;
    const titled = (title: string): string => {
      const block = chunks.code.find((node) => (node.meta ?? '').includes(`title="${title}"`));
      expect(block, `the section shows ${title}`).toBeDefined();
      return `${(block as Code).value}\n`;
    };
    const dir = writeProject('under-the-hood-chunks', {
      'src/index.js': titled('src/index.js'),
      'src/chart.js': titled('src/chart.js'),
    });
    // the project's own node_modules, as a reader has it: module paths (and so ids and hashes) stay inside it
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
    const config = configIn(chunks);
    const printed: string[] = [];
    const log = vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => {
      printed.push(args.join(' '));
    });
    try {
      const stats = await build({
        ...config,
        context: dir,
        output: { ...config.output, path: path.join(dir, 'dist') },
        resolve: { symlinks: false },
      });
      expect(stats.hasErrors()).toBe(false);
    } finally {
      log.mockRestore();
    }
    const [shown] = chunks.code.filter((node) => node.lang === 'text').map((node) => node.value);
    expect(printed.join('\n')).toBe(shown);
  });
});
