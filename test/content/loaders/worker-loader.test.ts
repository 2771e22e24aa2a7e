/**
 * content/loaders/worker-loader.md: the worker-loader setup and the native new Worker(new URL())
 * setup of the page both build, name the files as the page says, and compute 7 squared in
 * Chromium when served over HTTP; inline: 'no-fallback' emits no worker file.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { codeBlocks } from '../../support/code-blocks';
import { launchBrowser } from '../../support/in-browser';
import { build, tempDir } from '../../support/project';
import { readPage } from '../../support/content';

const PAGE = path.join(ROOT, 'content', 'loaders', 'worker-loader.md');
const blocks = codeBlocks(PAGE);
const text = readPage(PAGE).replace(/\s+/g, ' ');
const titled = (title: string): string[] => blocks.filter((block) => block.title === title).map((block) => block.code);
const [nativeIndex, loaderIndex] = titled('src/index.js');
const [worker] = titled('src/square.worker.js');

async function project(
  name: string,
  index: string,
  config: webpack.Configuration,
): Promise<{ out: string; emitted: string[] }> {
  const dir = tempDir(`worker-loader-${name}`);
  mkdirSync(path.join(dir, 'src'));
  // The page logs the result; the page used in the test shows it too.
  writeFileSync(path.join(dir, 'src', 'index.js'), `${index.replace('console.log(', 'document.title = (')}\n`);
  writeFileSync(path.join(dir, 'src', 'square.worker.js'), `${worker}\n`);
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  const out = tempDir(`worker-loader-${name}-out`);
  const stats = await build({ context: dir, ...config, output: { path: out } });
  expect(stats.hasErrors() || stats.hasWarnings(), stats.toString('errors-warnings')).toBe(false);
  writeFileSync(
    path.join(out, 'index.html'),
    '<!doctype html><html><head><title>waiting</title><script src="main.js"></script></head><body></body></html>\n',
  );
  return {
    out,
    emitted: readdirSync(out)
      .filter((file) => file !== 'index.html')
      .sort(),
  };
}

/** Serves `site` on 127.0.0.1 and returns the title the page ends up with. */
async function titleOver(site: string): Promise<string> {
  const server = createServer((request, response) => {
    const file = path.join(
      site,
      new URL(request.url ?? '/', 'http://localhost').pathname.replace(/\/$/, '/index.html'),
    );
    try {
      const body = readFileSync(file);
      response.writeHead(200, { 'content-type': file.endsWith('.html') ? 'text/html' : 'text/javascript' });
      response.end(body);
    } catch {
      response.writeHead(404);
      response.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const page = await (await launchBrowser()).newPage();
  try {
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    await page.waitForFunction(() => document.title !== 'waiting', undefined, { timeout: 10_000 });
    return await page.title();
  } finally {
    await page.close();
    await new Promise((resolve) => server.close(resolve));
  }
}

const loaderRule = (options?: object): webpack.Configuration => ({
  mode: 'production',
  entry: './src/index.js',
  module: { rules: [{ test: /\.worker\.js$/i, use: [{ loader: 'worker-loader', options }] }] },
});

describe('worker-loader', () => {
  it('writes square.worker.worker.js, and the worker answers', async () => {
    const { out, emitted } = await project('loader', loaderIndex ?? '', loaderRule());
    expect(emitted).toEqual(['main.js', 'square.worker.worker.js']);
    expect(text).toContain('`square.worker.worker.js`');
    expect(await titleOver(out)).toBe('7 squared is 49');
  }, 60_000);

  it("inline: 'no-fallback' emits no worker file, and the worker still answers", async () => {
    const { out, emitted } = await project('inline', loaderIndex ?? '', loaderRule({ inline: 'no-fallback' }));
    expect(emitted).toEqual(['main.js']);
    expect(await titleOver(out)).toBe('7 squared is 49');
  }, 60_000);
});

describe('the native syntax', () => {
  it('builds the worker as a chunk without a rule, and the worker answers', async () => {
    const { out, emitted } = await project('native', nativeIndex ?? '', {
      mode: 'production',
      entry: './src/index.js',
    });
    expect(emitted).toHaveLength(2);
    expect(emitted.filter((file) => /^\d+\.js$/.test(file))).toHaveLength(1);
    expect(await titleOver(out)).toBe('7 squared is 49');
  }, 60_000);
});
