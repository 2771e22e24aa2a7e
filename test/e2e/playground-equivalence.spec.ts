/**
 * Proof that the playground runs webpack: examples of the docs, taken from their "Open in
 * playground" links on the built pages, are built by the playground's worker in Chromium and by
 * the installed webpack in Node.js (the same runner, src/playground/run.ts, on an in-memory file
 * system with the same paths); both must write the same files, byte for byte.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { nodeHost } from '../../src/node/playground/host';
import { decodeProject, parsePlaygroundHash, type Project } from '../../src/playground/project';
import type { BuildResult, FromPlaygroundWorker } from '../../src/playground/result';
import { runProject } from '../../src/playground/run';
import { expect, hydrated, test } from './fixtures';

const DIST_DIR = process.env.DIST_DIR ?? path.join(process.cwd(), 'dist');

/** Pages with configuration examples, and how many of each to take (spread over the page). */
const CONFIG_PAGES: Record<string, number> = {
  '/configuration/output/': 6,
  '/configuration/optimization/': 6,
  '/configuration/module/': 4,
  '/configuration/resolve/': 3,
  '/configuration/externals/': 3,
  '/configuration/performance/': 2,
  '/configuration/entry-context/': 3,
  // Hot module replacement: webpack copies its runtime from its own functions' source text.
  '/plugins/hot-module-replacement-plugin/': 1,
};
/** Pages whose example projects open in the playground: the first project of each. */
const PROJECT_PAGES = [
  '/guides/getting-started/',
  '/guides/output-management/',
  '/guides/asset-modules/',
  '/guides/tree-shaking/',
  '/guides/shimming/',
  '/guides/author-libraries/',
  '/guides/public-path/',
  '/guides/web-workers/',
  '/plugins/banner-plugin/',
  '/plugins/define-plugin/',
  '/plugins/split-chunks-plugin/',
  '/plugins/source-map-dev-tool-plugin/',
  '/api/hot-module-replacement/',
];

interface Example {
  from: string;
  project: Project;
  fillMissing: boolean;
}

/** An output file as bytes in base64, however the result holds it. */
function bytesOf(file: BuildResult['files'][number]): string {
  return file.base64 ?? Buffer.from(file.text ?? '', 'utf8').toString('base64');
}

function spread<T>(items: T[], count: number): T[] {
  if (items.length <= count) return items;
  return Array.from({ length: count }, (_, i) => items[Math.floor((i * items.length) / count)] as T);
}

test('at least 30 examples of the docs build to the same files in the playground worker and in Node.js', async ({
  page,
}) => {
  test.setTimeout(600_000);
  const examples: Example[] = [];
  for (const [url, count] of Object.entries(CONFIG_PAGES)) {
    await page.goto(url);
    const found = await page.$$eval('a.code__playground[href*="#ex="]', (links) =>
      links.map((link) => ({
        href: link.getAttribute('href') ?? '',
        code: link.closest('figure')?.querySelector('pre code')?.textContent ?? '',
      })),
    );
    for (const { href, code } of spread(found, count)) {
      // As the playground opens it (src/client/screens/playground/docs-example.ts).
      examples.push({
        from: href,
        project: { files: { 'webpack.config.js': `${code.replace(/\n$/, '')}\n` } },
        fillMissing: true,
      });
    }
  }
  for (const url of PROJECT_PAGES) {
    await page.goto(url);
    const href = await page.locator('a.code__playground[href*="#p="]').first().getAttribute('href');
    const link = parsePlaygroundHash(new URL(href ?? '', 'http://localhost').hash);
    if (link.kind !== 'project') throw new Error(`${url} has no example project that opens in the playground`);
    examples.push({ from: url, project: await decodeProject(link.data), fillMissing: false });
  }
  expect(examples.length).toBeGreaterThanOrEqual(30);

  // In Node.js, with the installed webpack.
  const host = nodeHost();
  const inNode: BuildResult[] = [];
  for (const example of examples)
    inNode.push(await runProject(host, example.project, { fillMissing: example.fillMissing }));

  // In Chromium, with the worker the playground starts.
  const worker = readdirSync(path.join(DIST_DIR, 'playground')).find((file) => /^worker\.[0-9a-f]{10}\.js$/.test(file));
  expect(worker).toBeTruthy();
  await page.goto('/playground/');
  await hydrated(page);
  const inBrowser = await page.evaluate(
    async ({ url, examples }) => {
      const webpack = new Worker(url);
      const results: FromPlaygroundWorker[] = [];
      for (const [i, example] of examples.entries()) {
        results.push(
          await new Promise<FromPlaygroundWorker>((resolve) => {
            webpack.onmessage = (event: MessageEvent<FromPlaygroundWorker>) => resolve(event.data);
            webpack.onerror = (event) => resolve({ type: 'crashed', id: i + 1, message: event.message });
            webpack.postMessage({
              type: 'build',
              id: i + 1,
              project: example.project,
              fillMissing: example.fillMissing,
            });
          }),
        );
      }
      webpack.terminate();
      return results;
    },
    { url: `/playground/${worker ?? ''}`, examples },
  );

  const differences: string[] = [];
  let files = 0;
  for (const [i, example] of examples.entries()) {
    const node = inNode[i] as BuildResult;
    const reply = inBrowser[i] as FromPlaygroundWorker;
    if (reply.type !== 'result') {
      differences.push(`${example.from}: the worker crashed: ${reply.message.split('\n')[0] ?? ''}`);
      continue;
    }
    const browser = reply.result;
    const errors = (result: BuildResult) =>
      result.problems.filter((problem) => problem.severity === 'error').map((problem) => problem.text.split('\n')[0]);
    if (errors(node).length) differences.push(`${example.from}: Node.js reports ${errors(node).join('; ')}`);
    if (errors(browser).length) differences.push(`${example.from}: the worker reports ${errors(browser).join('; ')}`);
    const names = (result: BuildResult) => result.files.map((file) => file.path);
    if (JSON.stringify(names(node)) !== JSON.stringify(names(browser))) {
      differences.push(
        `${example.from}: Node.js wrote ${names(node).join(', ')}; the worker ${names(browser).join(', ')}`,
      );
      continue;
    }
    if (!node.files.length) differences.push(`${example.from}: no files written`);
    for (const [at, file] of node.files.entries()) {
      files += 1;
      if (bytesOf(file) !== bytesOf(browser.files[at] as BuildResult['files'][number]))
        differences.push(`${example.from}: ${file.path} differs`);
    }
  }
  expect(differences).toEqual([]);
  expect(files).toBeGreaterThanOrEqual(examples.length);
});

/** The routes of the built site whose pages link examples to the playground. */
function pagesWithPlaygroundLinks(dir = DIST_DIR): { url: string; html: string }[] {
  const pages: { url: string; html: string }[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) pages.push(...pagesWithPlaygroundLinks(file));
    else if (entry.name === 'index.html') {
      const html = readFileSync(file, 'utf8');
      const url = `/${path.relative(DIST_DIR, dir)}/`.replace(/^\/\/$/, '/');
      if (html.includes('class="code__playground"')) pages.push({ url, html });
    }
  }
  return pages;
}

test('every example of the docs with an "Open in playground" link builds without an error in the worker', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const pages = pagesWithPlaygroundLinks();
  // Example projects travel whole in their links; configuration examples are read from their page.
  const projects: Example[] = [];
  for (const { url, html } of pages)
    for (const match of html.matchAll(/href="(\/playground\/#p=[^"]*)"/g)) {
      const link = parsePlaygroundHash(new URL((match[1] ?? '').replaceAll('&amp;', '&'), 'http://localhost').hash);
      if (link.kind === 'project')
        projects.push({ from: url, project: await decodeProject(link.data), fillMissing: false });
    }
  const worker = readdirSync(path.join(DIST_DIR, 'playground')).find((file) => /^worker\.[0-9a-f]{10}\.js$/.test(file));
  await page.goto('/playground/');
  await hydrated(page);
  const { built, failed } = await page.evaluate(
    async ({ url, projects, pages }) => {
      const examples = [...projects];
      for (const from of pages) {
        const doc = new DOMParser().parseFromString(await (await fetch(from)).text(), 'text/html');
        for (const link of doc.querySelectorAll('a.code__playground[href*="#ex="]')) {
          // As the playground opens it (src/client/screens/playground/docs-example.ts).
          const code = link.closest('figure')?.querySelector('pre code')?.textContent ?? '';
          examples.push({
            from: link.getAttribute('href') ?? from,
            project: { files: { 'webpack.config.js': `${code.replace(/\n$/, '')}\n` } },
            fillMissing: true,
          });
        }
      }
      let webpack = new Worker(url);
      const failed: string[] = [];
      for (const [i, example] of examples.entries()) {
        const reply = await new Promise<FromPlaygroundWorker>((resolve) => {
          webpack.onmessage = (event: MessageEvent<FromPlaygroundWorker>) => resolve(event.data);
          webpack.onerror = (event) => resolve({ type: 'crashed', id: i + 1, message: event.message });
          webpack.postMessage({ type: 'build', id: i + 1, project: example.project, fillMissing: example.fillMissing });
        });
        if (reply.type !== 'result') {
          failed.push(`${example.from}: the worker crashed: ${reply.message.split('\n')[0] ?? ''}`);
          webpack.terminate();
          webpack = new Worker(url);
          continue;
        }
        const error = reply.result.problems.find((problem) => problem.severity === 'error');
        if (error) failed.push(`${example.from}: ${error.text.split('\n').slice(0, 3).join(' / ')}`);
      }
      webpack.terminate();
      return { built: examples.length, failed };
    },
    { url: `/playground/${worker ?? ''}`, projects, pages: pages.map((each) => each.url) },
  );
  expect(failed).toEqual([]);
  // The site links most of its examples: far more than the sample the test above compares.
  expect(built).toBeGreaterThan(1000);
});
