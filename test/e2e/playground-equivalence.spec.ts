/**
 * Proof that the playground runs webpack: every example of the docs with an "Open in playground"
 * link, taken from the built pages, is built by the playground's worker in Chromium and by the
 * installed webpack in Node.js (the same runner, src/playground/run.ts, on an in-memory file
 * system with the same paths). The worker must report no error, and both must write the same
 * files, byte for byte.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { nodeHost } from '../../src/node/playground/host';
import { decodeProject, parsePlaygroundHash, type Project } from '../../src/playground/project';
import type { BuildResult, FromPlaygroundWorker } from '../../src/playground/result';
import { runProject } from '../../src/playground/run';
import { expect, hydrated, test } from './fixtures';

const DIST_DIR = process.env.DIST_DIR ?? path.join(process.cwd(), 'dist');

interface Example {
  from: string;
  project: Project;
  fillMissing: boolean;
}

/** What a build wrote: each file's path and its bytes in base64, however the result holds them. */
type Written = [path: string, base64: string][];

function writtenBy(result: BuildResult): Written {
  return result.files.map((file) => [
    file.path,
    file.base64 ?? Buffer.from(file.text ?? '', 'utf8').toString('base64'),
  ]);
}

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

test('every example of the docs with an "Open in playground" link builds in the worker without an error, to the same files as in Node.js', async ({
  page,
}) => {
  test.setTimeout(600_000);
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
  expect(worker).toBeTruthy();
  await page.goto('/playground/');
  await hydrated(page);
  const built = await page.evaluate(
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
      // The printable pages link the same examples again: each is built once.
      const seen = new Set<string>();
      const unique = examples.filter((example) => {
        const key = JSON.stringify([example.project, example.fillMissing]);
        return !seen.has(key) && Boolean(seen.add(key));
      });
      let webpack = new Worker(url);
      const replies: { example: (typeof examples)[number]; reply: FromPlaygroundWorker }[] = [];
      for (const [i, example] of unique.entries()) {
        const reply = await new Promise<FromPlaygroundWorker>((resolve) => {
          webpack.onmessage = (event: MessageEvent<FromPlaygroundWorker>) => resolve(event.data);
          webpack.onerror = (event) => resolve({ type: 'crashed', id: i + 1, message: event.message });
          webpack.postMessage({ type: 'build', id: i + 1, project: example.project, fillMissing: example.fillMissing });
        });
        replies.push({ example, reply });
        if (reply.type === 'crashed') {
          webpack.terminate();
          webpack = new Worker(url);
        }
      }
      webpack.terminate();
      return replies;
    },
    { url: `/playground/${worker ?? ''}`, projects, pages: pages.map((each) => each.url) },
  );

  const host = nodeHost();
  const differences: string[] = [];
  let files = 0;
  for (const { example, reply } of built) {
    if (reply.type !== 'result') {
      differences.push(`${example.from}: the worker crashed: ${reply.message.split('\n')[0] ?? ''}`);
      continue;
    }
    const error = reply.result.problems.find((problem) => problem.severity === 'error');
    if (error) {
      differences.push(`${example.from}: the worker reports ${error.text.split('\n').slice(0, 3).join(' / ')}`);
      continue;
    }
    const inBrowser = writtenBy(reply.result);
    const inNode = writtenBy(await runProject(host, example.project, { fillMissing: example.fillMissing }));
    if (JSON.stringify(inNode.map(([name]) => name)) !== JSON.stringify(inBrowser.map(([name]) => name))) {
      differences.push(
        `${example.from}: Node.js wrote ${inNode.map(([name]) => name).join(', ')}; the worker ${inBrowser.map(([name]) => name).join(', ')}`,
      );
      continue;
    }
    for (const [at, [name, bytes]] of inNode.entries()) {
      files += 1;
      if (bytes === inBrowser[at]?.[1]) continue;
      // A file that differs from one build to the next in Node.js too (a time in it) proves nothing.
      const again = writtenBy(await runProject(host, example.project, { fillMissing: example.fillMissing }));
      if (again[at]?.[1] === bytes) differences.push(`${example.from}: ${name} differs`);
    }
  }
  expect(differences).toEqual([]);
  // The site links most of its examples (some 1,300 different ones), and each build writes at least one file.
  expect(built.length).toBeGreaterThan(1000);
  expect(files).toBeGreaterThanOrEqual(built.length);
});
