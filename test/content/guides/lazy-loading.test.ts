/** What content/guides/lazy-loading.md says about its three projects. */
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { describeGuide, EXAMPLES, guideBlocks, guideText, pageStates } from '../../support/guides';
import { runCli, expectPrinted } from '../../support/cli';
import { blockWith } from '../../support/code-blocks';
import { checkInBrowser, launchBrowser } from '../../support/in-browser';
import { buildProject, copyProject, tempDir } from '../../support/project';

const dirOf = (state: string): string => path.join(EXAMPLES, 'lazy-loading', state);
const blocks = guideBlocks('lazy-loading');
const pageText = guideText('lazy-loading');

const pageSays = pageStates(pageText);

/** Submits the form with `name` and waits for the answer. */
async function submit(page: Page, name: string): Promise<string> {
  await page.evaluate(() => {
    const output = document.querySelector('output');
    if (output) output.textContent = '';
  });
  await page.fill('input[name="name"]', name);
  await page.click('button');
  await page.waitForFunction(() => document.querySelector('output')?.textContent !== '', null, { timeout: 10_000 });
  return (await page.textContent('output')) ?? '';
}

async function greetsAda(page: Page): Promise<void> {
  expect(await page.title()).toBe('Hello webpack');
  expect(await page.textContent('output')).toBe('');
  expect(await submit(page, 'Ada')).toBe('Hello, Ada!');
  expect(await submit(page, '  Ada  ')).toBe('Hello, Ada!');
  expect(await submit(page, '   ')).toBe('Type your name first.');
}

const page = { copy: 'dist', open: 'index.html', check: greetsAda };

const built = describeGuide('lazy-loading', {
  'lazy-loading/static-import': { emits: ['main.js'], warnings: [], browser: page },
  'lazy-loading/on-demand': { emits: ['main.js', 'greet.js', '870.js'], warnings: [], browser: page },
  'lazy-loading/prefetch': { emits: ['main.js', 'greet.js', '870.js'], warnings: [], browser: page },
});

/** A copy of a state's project that finds zod through a link to the repository's node_modules. */
function copyState(state: string): string {
  return copyProject(dirOf(state), `lazy-loading-${state}-copy`);
}

function edit(file: string, from: string, to: string): void {
  const text = readFileSync(file, 'utf8');
  expect(text, `${file} contains ${from}`).toContain(from);
  writeFileSync(file, text.replace(from, to));
}

/** The build output of a project with its hand-written page next to it. */
function siteOf(out: string, projectDir: string): string {
  const dir = tempDir('lazy-loading-site');
  cpSync(out, dir, { recursive: true });
  cpSync(path.join(projectDir, 'dist'), dir, { recursive: true });
  return dir;
}

/** A small project written by the test, built in production mode with the chunk names of the guide. */
async function buildFiles(
  files: Record<string, string>,
): Promise<{ site: string; assets: string[]; warnings: string[] }> {
  const dir = tempDir('lazy-loading-sketch');
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  const { out, errors, warnings, assets } = await buildProject(dir, {
    mode: 'production',
    entry: './src/index.js',
    output: { filename: 'main.js', chunkFilename: '[name].js' },
  });
  expect(errors).toEqual([]);
  if (files['index.html'] !== undefined) cpSync(path.join(dir, 'index.html'), path.join(out, 'index.html'));
  return { site: out, assets: [...assets.keys()].sort(), warnings };
}

/** Opens a page from disk with every request and every element added to <head> recorded. */
async function openTracked(
  site: string,
  open = 'index.html',
): Promise<{ page: Page; requested: string[]; added: () => Promise<string[]> }> {
  const tab = await (await launchBrowser()).newPage();
  const requested: string[] = [];
  tab.on('request', (request) => requested.push(path.basename(new URL(request.url()).pathname)));
  await tab.addInitScript(() => {
    const added: string[] = [];
    Object.assign(window, { addedToHead: added });
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof HTMLScriptElement) added.push(`script ${node.src.split('/').pop()}`);
          if (node instanceof HTMLLinkElement) added.push(`link ${node.rel} ${node.href.split('/').pop()}`);
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await tab.goto(pathToFileURL(path.join(site, open)).href, { waitUntil: 'load' });
  const added = () => tab.evaluate(() => [...(window as unknown as { addedToHead: string[] }).addedToHead]);
  return { page: tab, requested, added };
}

describe('lazy-loading: what the CLI prints', { timeout: 120_000 }, () => {
  for (const [state, text] of [
    ['static-import', 'asset main.js 65 KiB'],
    ['on-demand', 'asset main.js 2.77 KiB'],
    ['prefetch', 'asset main.js 3.43 KiB'],
  ] as const) {
    it(`${state}: the output the page shows`, () => {
      const out = tempDir(`lazy-loading-${state}-cli`);
      const { status, printed } = runCli(dirOf(state), ['--output-path', out]);
      expect(status, printed).toBe(0);
      expectPrinted(printed, blockWith(blocks, text));
    });
  }
});

describe('lazy-loading: loading on submit', { timeout: 120_000 }, () => {
  it('downloads only the page and main.js up front, greet.js and 870.js on the first submit, nothing on the next', async () => {
    const { out } = await built('lazy-loading/on-demand');
    const { page: tab, requested } = await openTracked(siteOf(out, dirOf('on-demand')));
    try {
      await tab.waitForTimeout(300);
      expect(requested).toEqual(['index.html', 'main.js']);
      expect(await submit(tab, 'Ada')).toBe('Hello, Ada!');
      expect(requested.slice(2).sort()).toEqual(['870.js', 'greet.js']);
      expect(await submit(tab, 'Grace')).toBe('Hello, Grace!');
      expect(requested).toHaveLength(4);
    } finally {
      await tab.close();
    }
  });

  it('downloads everything up front without import()', async () => {
    const { out } = await built('lazy-loading/static-import');
    const { page: tab, requested } = await openTracked(siteOf(out, dirOf('static-import')));
    try {
      expect(await submit(tab, 'Ada')).toBe('Hello, Ada!');
      expect(requested).toEqual(['index.html', 'main.js']);
    } finally {
      await tab.close();
    }
  });

  it('names the chunks with an id before main.js without the comment and chunkFilename', async () => {
    pageSays('the new files would have names like `529.main.js`');
    const copy = copyState('on-demand');
    edit(path.join(copy, 'src', 'index.js'), '/* webpackChunkName: "greet" */ ', '');
    edit(path.join(copy, 'webpack.config.js'), "    chunkFilename: '[name].js',\n", '');
    const { errors, assets } = await buildProject(copy);
    expect(errors).toEqual([]);
    const names = [...assets.keys()].sort();
    expect(names).toContain('529.main.js');
    expect(names.filter((name) => name !== 'main.js').every((name) => /^\d+\.main\.js$/.test(name))).toBe(true);
    expect(names).toHaveLength(3);
  });

  it('keeps the name out of the file name while output.chunkFilename has no [name]', async () => {
    const copy = copyState('on-demand');
    edit(path.join(copy, 'webpack.config.js'), "    chunkFilename: '[name].js',\n", '');
    const { errors, stats } = await buildProject(copy);
    expect(errors).toEqual([]);
    const chunks = stats.toJson({ all: false, chunks: true }).chunks ?? [];
    const greet = chunks.find((chunk) => chunk.names?.includes('greet'));
    expect(greet?.files).toEqual([expect.stringMatching(/^\d+\.main\.js$/)]);
  });

  it('numbers the zod chunk by the path to node_modules', async () => {
    const { assets } = await buildProject(copyState('on-demand'));
    expect(assets.has('greet.js')).toBe(true);
    expect(assets.has('870.js')).toBe(false);
  });
});

describe('lazy-loading: webpackChunkName', { timeout: 120_000 }, () => {
  it('puts imports with the same name into one chunk', async () => {
    const { assets } = await buildFiles({
      'src/index.js':
        "document.addEventListener('click', async () => {\n  await import(/* webpackChunkName: \"tools\" */ './a.js');\n  await import(/* webpackChunkName: \"tools\" */ './b.js');\n});\n",
      'src/a.js': "export const a = 'a';\n",
      'src/b.js': "export const b = 'b';\n",
    });
    expect(assets).toEqual(['main.js', 'tools.js']);
  });

  it('warns as the page shows about a name without quotes, and leaves the chunk unnamed', async () => {
    const copy = copyState('on-demand');
    edit(path.join(copy, 'src', 'index.js'), '/* webpackChunkName: "greet" */', '/* webpackChunkName: greet */');
    const { status, printed } = runCli(copy, []);
    expect(status, printed).toBe(0);
    expectPrinted(printed, blockWith(blocks, 'greet is not defined'));
    // The chunk gets a number instead of a name. The number depends on where the project lives,
    // and so does the size by a byte or two (the chunk refers to zod's chunk by its number).
    expect(printed).toMatch(/asset \d+\.js \d+ bytes/);
    expect(printed).not.toContain('asset greet.js');
  });

  it('ignores the comment outside the parentheses of import()', async () => {
    const { assets } = await buildFiles({
      'src/index.js': "document.addEventListener('click', () => /* webpackChunkName: \"tools\" */ import('./a.js'));\n",
      'src/a.js': "export const a = 'a';\n",
    });
    expect(assets).toHaveLength(2);
    expect(assets).not.toContain('tools.js');
  });

  it('marks the import inside try as optional: a missing file is a warning, not an error', async () => {
    const copy = copyState('on-demand');
    rmSync(path.join(copy, 'src', 'greet.js'));
    const { errors, warnings } = await buildProject(copy);
    expect(errors).toEqual([]);
    expect(warnings.join('\n')).toContain("Module not found: Error: Can't resolve './greet.js'");
  });
});

describe('lazy-loading: a failed download', { timeout: 120_000 }, () => {
  it('shows the message of the catch block, and loads the chunk on the next submit', async () => {
    const { out } = await built('lazy-loading/on-demand');
    const site = siteOf(out, dirOf('on-demand'));
    renameSync(path.join(site, 'greet.js'), path.join(site, 'greet.js.away'));
    pageSays('the page says `The greeting could not be loaded. Try again.` instead');
    const { page: tab } = await openTracked(site);
    try {
      expect(await submit(tab, 'Ada')).toBe('The greeting could not be loaded. Try again.');
      renameSync(path.join(site, 'greet.js.away'), path.join(site, 'greet.js'));
      expect(await submit(tab, 'Ada')).toBe('Hello, Ada!');
    } finally {
      await tab.close();
    }
  });

  it('rejects with a ChunkLoadError', async () => {
    const copy = copyState('on-demand');
    edit(path.join(copy, 'src', 'index.js'), '} catch {', '} catch (error) {');
    edit(
      path.join(copy, 'src', 'index.js'),
      "output.textContent = 'The greeting could not be loaded. Try again.';",
      'output.textContent = error.name;',
    );
    const { out, errors } = await buildProject(copy);
    expect(errors).toEqual([]);
    const site = siteOf(out, copy);
    rmSync(path.join(site, 'greet.js'));
    const { page: tab } = await openTracked(site);
    try {
      expect(await submit(tab, 'Ada')).toBe('ChunkLoadError');
    } finally {
      await tab.close();
    }
  });
});

describe('lazy-loading: prefetch', { timeout: 120_000 }, () => {
  it('adds the two prefetch links after main.js, downloads the files, and runs nothing before the submit', async () => {
    const { out } = await built('lazy-loading/prefetch');
    const { page: tab, requested } = await openTracked(siteOf(out, dirOf('prefetch')));
    try {
      await tab.waitForFunction(() => document.querySelectorAll('head > link[rel="prefetch"]').length === 2);
      const links = await tab
        .locator('head > link')
        .evaluateAll((elements) =>
          elements.map((element) => element.outerHTML.replace(/href="file:\/\/[^"]*\//, 'href="file:///path/to/dist/')),
        );
      const shown = blocks
        .find((block) => block.lang === 'html' && block.code.includes('rel="prefetch"'))
        ?.code.split('\n');
      expect(links).toEqual(shown);
      await tab.waitForTimeout(300);
      expect(requested.slice(0, 2)).toEqual(['index.html', 'main.js']);
      expect(requested.slice(2).sort()).toEqual(['870.js', 'greet.js']);
      expect(await tab.textContent('output')).toBe('');
      // A chunk that runs pushes itself onto this array; prefetched files are not run.
      expect(
        await tab.evaluate(
          () => (window as unknown as { webpackChunkhello_webpack: unknown[] }).webpackChunkhello_webpack.length,
        ),
      ).toBe(0);
      expect(await submit(tab, 'Ada')).toBe('Hello, Ada!');
      expect(
        await tab.evaluate(
          () => (window as unknown as { webpackChunkhello_webpack: unknown[] }).webpackChunkhello_webpack.length,
        ),
      ).toBe(2);
    } finally {
      await tab.close();
    }
  });

  for (const [cacheControl, fromCache] of [
    ['max-age=600', true],
    [undefined, false],
  ] as const) {
    it(`${fromCache ? 'takes' : 'does not take'} the scripts from the prefetched copies ${cacheControl ? `with Cache-Control: ${cacheControl}` : 'without caching headers'}`, async () => {
      const { out } = await built('lazy-loading/prefetch');
      const site = siteOf(out, dirOf('prefetch'));
      const server = http.createServer((request, response) => {
        const file = path.join(site, request.url === '/' ? 'index.html' : (request.url ?? '').slice(1));
        if (!existsSync(file)) {
          response.statusCode = 404;
          response.end();
          return;
        }
        response.setHeader('content-type', file.endsWith('.html') ? 'text/html' : 'text/javascript');
        if (cacheControl) response.setHeader('cache-control', cacheControl);
        response.end(readFileSync(file));
      });
      const port = await new Promise<number>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port)),
      );
      const tab = await (await launchBrowser()).newPage();
      try {
        const cdp = await tab.context().newCDPSession(tab);
        await cdp.send('Network.enable');
        const scripts: { file: string; fromPrefetchCache: boolean }[] = [];
        cdp.on('Network.responseReceived', ({ type, response }) => {
          if (type === 'Script')
            scripts.push({
              file: path.basename(new URL(response.url).pathname),
              fromPrefetchCache: response.fromPrefetchCache === true,
            });
        });
        await tab.goto(`http://127.0.0.1:${port}/`, { waitUntil: 'load' });
        await tab.waitForFunction(() => document.querySelectorAll('head > link[rel="prefetch"]').length === 2);
        await tab.waitForTimeout(500);
        expect(await submit(tab, 'Ada')).toBe('Hello, Ada!');
        expect(scripts.filter((item) => item.file !== 'main.js').sort((a, b) => a.file.localeCompare(b.file))).toEqual([
          { file: '870.js', fromPrefetchCache: fromCache },
          { file: 'greet.js', fromPrefetchCache: fromCache },
        ]);
      } finally {
        await tab.close();
        await new Promise((resolve) => server.close(resolve));
      }
    });
  }

  it('orders the hints of one chunk by their numbers, the highest first', async () => {
    const { site } = await buildFiles({
      'src/index.js':
        "document.addEventListener('click', () => {\n  import(/* webpackChunkName: \"low\", webpackPrefetch: 1 */ './low.js');\n  import(/* webpackChunkName: \"high\", webpackPrefetch: 2 */ './high.js');\n});\n",
      'src/low.js': "export const low = 'low';\n",
      'src/high.js': "export const high = 'high';\n",
      'index.html':
        '<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="utf-8">\n    <title>Hints</title>\n    <script src="main.js" defer></script>\n  </head>\n  <body></body>\n</html>\n',
    });
    await checkInBrowser(site, 'index.html', async (tab) => {
      await tab.waitForFunction(() => document.querySelectorAll('head > link[rel="prefetch"]').length === 2);
      expect(
        await tab
          .locator('head > link[rel="prefetch"]')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href')?.split('/').pop())),
      ).toEqual(['high.js', 'low.js']);
    });
  }, 60_000);
});

describe('lazy-loading: preload', { timeout: 120_000 }, () => {
  it('preloads the chart chunk of the sketch together with the report chunk that imports it', async () => {
    const report = blocks.find((block) => block.title === 'src/report.js')?.code;
    expect(report).toBeDefined();
    const { site, assets } = await buildFiles({
      'src/index.js':
        "document.querySelector('button').addEventListener('click', async () => {\n  const { showReport } = await import(/* webpackChunkName: \"report\" */ './report.js');\n  await showReport(document.querySelector('output'));\n});\n",
      'src/report.js': `${report ?? ''}\n`,
      'src/chart.js': "export function drawChart(target) {\n  target.textContent = 'A chart';\n}\n",
      'index.html':
        '<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="utf-8">\n    <title>Report</title>\n    <script src="main.js" defer></script>\n  </head>\n  <body>\n    <button>Open the report</button>\n    <output></output>\n  </body>\n</html>\n',
    });
    const chart = assets.find((name) => !['main.js', 'report.js'].includes(name)) ?? 'the chart chunk';
    expect(assets).toHaveLength(3);
    const { page: tab, requested, added } = await openTracked(site);
    try {
      await tab.waitForTimeout(300);
      expect(requested).toEqual(['index.html', 'main.js']);
      expect(await added()).toEqual(['script main.js']);
      await tab.click('button');
      await tab.waitForFunction(() => document.querySelector('output')?.textContent === 'A chart');
      // The runtime asks for the report's chunk and preloads the chart's in the same step.
      expect((await added()).slice(1, 3)).toEqual(['script report.js', `link preload ${chart}`]);
    } finally {
      await tab.close();
    }
  });

  it('adds nothing for webpackPreload in an import() of the entry chunk', async () => {
    const copy = copyState('on-demand');
    edit(
      path.join(copy, 'src', 'index.js'),
      '/* webpackChunkName: "greet" */',
      '/* webpackChunkName: "greet", webpackPreload: true */',
    );
    const { out, errors } = await buildProject(copy);
    expect(errors).toEqual([]);
    const { page: tab, requested, added } = await openTracked(siteOf(out, copy));
    try {
      await tab.waitForTimeout(500);
      expect(requested).toEqual(['index.html', 'main.js']);
      expect(await added()).toEqual(['script main.js']);
      expect(await submit(tab, 'Ada')).toBe('Hello, Ada!');
      expect(requested.slice(2)).toContain('greet.js');
    } finally {
      await tab.close();
    }
  });
});

describe('lazy-loading: the files of the states', () => {
  it('keeps the files that the page says are the same', () => {
    const read = (state: string, file: string) => readFileSync(path.join(dirOf(state), file), 'utf8');
    for (const file of ['package.json', 'src/greet.js', 'dist/index.html']) {
      expect(read('on-demand', file), `on-demand/${file}`).toBe(read('static-import', file));
      expect(read('prefetch', file), `prefetch/${file}`).toBe(read('static-import', file));
    }
    expect(read('prefetch', 'webpack.config.js')).toBe(read('on-demand', 'webpack.config.js'));
    expect(read('static-import', 'webpack.config.js')).toBe(
      read('../getting-started/with-config', 'webpack.config.js'),
    );
  });
});
