/** What content/guides/web-workers.md says about its three projects: built, served over HTTP and run in Chromium. */
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import webpack from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { describeGuide, EXAMPLES, guideBlocks, guideText, pageStates } from '../../support/guides';
import { blockWith, untitledBlock } from '../../support/code-blocks';
import { serveSite, type ServedSite } from '../../support/http';
import { launchBrowser } from '../../support/in-browser';
import { buildProject, projectConfig, tempDir, type Built } from '../../support/project';

const formatSize = createRequire(path.join(ROOT, 'package.json'))('webpack/lib/util/formatSize.js') as (
  size: number,
) => string;

const dirOf = (state: string): string => path.join(EXAMPLES, 'web-workers', state);
const blocks = guideBlocks('web-workers');
const pageText = guideText('web-workers');

const pageSays = pageStates(pageText);

/** The one untitled `js` block of the page that contains `text`. */
const snippet = (text: string): string => untitledBlock(blocks, text);

const built = describeGuide('web-workers', {
  'web-workers/dedicated': {
    emits: ['main.js', 'primes.js'],
    warnings: [],
    cli: { script: 'build', prints: ['asset main.js', 'asset primes.js', '(name: primes)', 'compiled successfully'] },
  },
  'web-workers/module': {
    emits: ['main.js', 'primes.js'],
    warnings: [],
    cli: { script: 'build', prints: ['[javascript module]', 'compiled successfully'] },
  },
  'web-workers/shared': {
    emits: ['main.js', 'visits.js'],
    warnings: [],
    cli: { script: 'build', prints: ['asset visits.js', 'compiled successfully'] },
  },
});

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript' };

/** Serves the folder `site` over HTTP on a free port; a missing file is a 404. */
const serve = (site: string): Promise<ServedSite> => serveSite(site, TYPES);

/** The build output with the project's hand-written dist/ files next to it. */
function siteOf(out: string, state: string, dir = dirOf(state)): string {
  const site = tempDir(`web-workers-${state}-site`);
  cpSync(out, site, { recursive: true });
  cpSync(path.join(dir, 'dist'), site, { recursive: true });
  return site;
}

/** A copy of a project's folder, with `edit` applied to its files (path relative to the project → new content). */
function variant(state: string, name: string, edit: Record<string, (code: string) => string>): string {
  const copy = tempDir(`web-workers-${name}`);
  cpSync(dirOf(state), copy, { recursive: true });
  for (const [file, change] of Object.entries(edit)) {
    const full = path.join(copy, file);
    const before = readFileSync(full, 'utf8');
    const after = change(before);
    expect(after, `the edit of ${file} changes it`).not.toBe(before);
    writeFileSync(full, after);
  }
  return copy;
}

interface Visit {
  /** The texts of the page's h1 and p elements, once `until` holds or the time is up. */
  texts: string[];
  /** Every text the paragraph had, in order. */
  paragraphHistory: string[];
  /** Uncaught exceptions, as Chromium's console prints them (first line). */
  uncaught: string[];
  /** Console errors and warnings. */
  console: string[];
}

const COUNTED = 'There are 664579 primes below 10000000.';

/** Opens `url` in a new page and waits until the paragraph says `until` (or 3 seconds). */
async function visit(url: string, until = COUNTED, page?: Page): Promise<Visit> {
  const tab = page ?? (await (await launchBrowser()).newPage());
  const uncaught: string[] = [];
  const messages: string[] = [];
  const cdp = await tab.context().newCDPSession(tab);
  cdp.on('Runtime.exceptionThrown', ({ exceptionDetails }) => {
    const description = exceptionDetails.exception?.description?.split('\n')[0];
    uncaught.push(
      exceptionDetails.text === 'Uncaught' && description ? `Uncaught ${description}` : exceptionDetails.text,
    );
  });
  await cdp.send('Runtime.enable');
  tab.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
  });
  await tab.addInitScript(() => {
    const history: string[] = [];
    (globalThis as unknown as { paragraphHistory: string[] }).paragraphHistory = history;
    new MutationObserver(() => {
      const text = document.querySelector('p')?.textContent;
      if (text && history.at(-1) !== text) history.push(text);
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  try {
    await tab.goto(url, { waitUntil: 'load' });
    await tab
      .waitForFunction((text) => document.querySelector('p')?.textContent === text, until, { timeout: 3000 })
      .catch(() => undefined);
    await tab.waitForTimeout(100);
    return {
      texts: await tab.locator('body > h1, body > p').allTextContents(),
      paragraphHistory: await tab.evaluate(
        () => (globalThis as unknown as { paragraphHistory: string[] }).paragraphHistory,
      ),
      uncaught,
      console: messages,
    };
  } finally {
    if (!page) await tab.close();
  }
}

/** Builds, serves and visits a project or a variant of one. */
async function serveAndVisit(
  dir: string,
  state: string,
  overrides: webpack.Configuration = {},
  until = COUNTED,
): Promise<Visit & { requests: ServedSite['requests']; built: Built }> {
  const result = await buildProject(dir, overrides);
  expect(result.errors).toEqual([]);
  const server = await serve(siteOf(result.out, state, dir));
  try {
    return { ...(await visit(`${server.origin}/`, until)), requests: server.requests, built: result };
  } finally {
    await server.close();
  }
}

describe('web-workers: the dedicated worker', { timeout: 120_000 }, () => {
  it('shows the heading and "Counting primes…" first, then the count, when the page is served over HTTP', async () => {
    const { out } = await built('web-workers/dedicated');
    const server = await serve(siteOf(out, 'dedicated'));
    try {
      const result = await visit(`${server.origin}/`);
      expect(result.texts).toEqual(['Hello, webpack!', COUNTED]);
      expect(result.paragraphHistory).toEqual(['Counting primes…', COUNTED]);
      expect(result.uncaught).toEqual([]);
      expect(result.console).toEqual([]);
      expect(server.requests.map((request) => request.path)).toEqual(['/', '/main.js', '/primes.js']);
      expect(blockWith(blocks, 'There are 664579 primes')).toBe(COUNTED);
    } finally {
      await server.close();
    }
  });

  it('fails from a file:// address with the SecurityError the page quotes, after drawing the heading', async () => {
    const { out } = await built('web-workers/dedicated');
    const site = siteOf(out, 'dedicated');
    const result = await visit(pathToFileURL(path.join(site, 'index.html')).href);
    expect(result.texts).toEqual(['Hello, webpack!', 'Counting primes…']);
    const shown = blockWith(blocks, "Failed to construct 'Worker': Script at 'file:");
    expect(result.uncaught).toEqual([
      shown.replace('file:///home/you/hello-webpack/dist/', pathToFileURL(site).href + '/'),
    ]);
  });

  it('rewrites type to undefined in main.js, and computes the address of primes.js', async () => {
    const { out } = await built('web-workers/dedicated');
    const code = readFileSync(path.join(out, 'main.js'), 'utf8');
    expect(code).toContain(snippet('{name:"primes",type:void 0}'));
    expect(code).not.toContain('"module"');
    const worker = readFileSync(path.join(out, 'primes.js'), 'utf8');
    expect(worker).not.toContain('importScripts');
    expect(worker).toContain('postMessage');
  });

  it("names the worker 139.main.js with filename 'main.js', 62.js without a name, primes.js with the magic comment", async () => {
    pageSays('as `139.main.js`');
    const fixed = await buildProject(dirOf('dedicated'), { output: { filename: 'main.js' } });
    expect([...fixed.assets.keys()].sort()).toEqual(['139.main.js', 'main.js']);

    pageSays('its file is named after its id, `62.js` here');
    const unnamed = variant('dedicated', 'unnamed', {
      'src/index.js': (code) => code.replace("  name: 'primes',\n", ''),
    });
    expect([...(await buildProject(unnamed)).assets.keys()].sort()).toEqual(['62.js', 'main.js']);

    const call =
      /`(new Worker\(\/\* webpackChunkName: "primes" \*\/ new URL\('\.\/primes-worker\.js', import\.meta\.url\)\))`/.exec(
        pageText,
      )?.[1];
    expect(call).toBeDefined();
    const commented = variant('dedicated', 'magic-comment', {
      'src/index.js': (code) =>
        code.replace(
          "new Worker(new URL('./primes-worker.js', import.meta.url), {\n  name: 'primes',\n  type: 'module',\n})",
          call ?? '',
        ),
    });
    const withComment = await buildProject(commented);
    expect([...withComment.assets.keys()].sort()).toEqual(['main.js', 'primes.js']);
  });

  it('serves the page from webpack-dev-server, whose client code makes primes.js about 10 KiB', async () => {
    const dir = dirOf('dedicated');
    const config = projectConfig(dir);
    const compiler = webpack({ ...config, context: dir, infrastructureLogging: { level: 'none' } });
    let workerSize = 0;
    compiler.hooks.done.tap('web-workers-test', (stats) => {
      workerSize =
        stats.toJson({ all: false, assets: true }).assets?.find((asset) => asset.name === 'primes.js')?.size ?? 0;
    });
    const server = new WebpackDevServer(
      { ...config.devServer, port: 0, host: '127.0.0.1', open: false, devMiddleware: { stats: 'none' } },
      compiler,
    );
    await server.start();
    try {
      const address = server.server?.address() as AddressInfo;
      const result = await visit(`http://127.0.0.1:${address.port}/`);
      expect(result.texts).toEqual(['Hello, webpack!', COUNTED]);
      expect(result.uncaught).toEqual([]);
      pageSays('`primes.js` is about 10 KiB instead of 238 bytes');
      expect(formatSize(workerSize)).toMatch(/^(9\.\d+|10(\.\d+)?|11) KiB$/);
    } finally {
      await server.stop();
    }
    const { assets } = await built('web-workers/dedicated');
    expect(formatSize(assets.get('primes.js') ?? 0)).toBe('238 bytes');
  });
});

describe('web-workers: module workers', { timeout: 120_000 }, () => {
  it('works when served, with the call that keeps type "module" and no runtime modules', async () => {
    const { out, stats } = await built('web-workers/module');
    const code = readFileSync(path.join(out, 'main.js'), 'utf8');
    expect(code).toContain(snippet('{name:"primes",type:"module"}'));
    const runtimeModules = (result: webpack.Stats) =>
      (result.toJson({ all: false, modules: true, runtimeModules: true }).modules ?? []).filter(
        (module) => module.moduleType === 'runtime',
      );
    expect(runtimeModules(stats)).toEqual([]);
    expect(runtimeModules((await built('web-workers/dedicated')).stats)).toHaveLength(3);
    const server = await serve(siteOf(out, 'module'));
    try {
      const result = await visit(`${server.origin}/`);
      expect(result.texts).toEqual(['Hello, webpack!', COUNTED]);
      expect(result.uncaught).toEqual([]);
    } finally {
      await server.close();
    }
  });

  it('stops with the SyntaxError the page quotes, and stays empty, when the page keeps the classic script tag', async () => {
    const { out } = await built('web-workers/module');
    const site = siteOf(out, 'module');
    writeFileSync(path.join(site, 'index.html'), readFileSync(path.join(dirOf('dedicated'), 'dist', 'index.html')));
    const server = await serve(site);
    try {
      const result = await visit(`${server.origin}/`, COUNTED);
      expect(result.texts).toEqual([]);
      pageSays("`Uncaught SyntaxError: Cannot use 'import.meta' outside a module`");
      expect(result.uncaught).toEqual(["Uncaught SyntaxError: Cannot use 'import.meta' outside a module"]);
    } finally {
      await server.close();
    }
  });

  it('keeps greet.js and dist/index.html of Getting Started in dedicated/', () => {
    for (const file of ['src/greet.js', 'dist/index.html']) {
      expect(readFileSync(path.join(dirOf('dedicated'), file), 'utf8'), file).toBe(
        readFileSync(path.join(EXAMPLES, 'getting-started', 'with-config', file), 'utf8'),
      );
    }
  });

  it('differs from dedicated/ only in webpack.config.js and dist/index.html', () => {
    for (const file of ['package.json', 'src/index.js', 'src/primes-worker.js', 'src/primes.js', 'src/greet.js']) {
      expect(readFileSync(path.join(dirOf('module'), file), 'utf8'), file).toBe(
        readFileSync(path.join(dirOf('dedicated'), file), 'utf8'),
      );
    }
  });
});

describe('web-workers: chunks inside a worker and where worker files go', { timeout: 120_000 }, () => {
  const lazyWorker = (): string => blocks.find((block) => block.title === 'src/primes-worker.js')?.code ?? '';

  it('loads a chunk with importScripts in classic output and import() in module output, as output.workerChunkLoading says', async () => {
    expect(lazyWorker()).toContain("await import('./primes.js')");
    for (const [state, loading] of [
      ['dedicated', 'import-scripts'],
      ['module', 'import'],
    ] as const) {
      const compiler = webpack({ ...projectConfig(dirOf(state)), context: dirOf(state) });
      expect(compiler.options.output.workerChunkLoading, state).toBe(loading);
      expect(compiler.options.output.workerChunkFilename, state).toBe(compiler.options.output.chunkFilename);
      expect(compiler.options.output.workerPublicPath, state).toBe('');
    }
    const classic = variant('dedicated', 'lazy', { 'src/primes-worker.js': () => `${lazyWorker()}\n` });
    const result = await serveAndVisit(classic, 'dedicated');
    const names = [...result.built.assets.keys()].sort();
    expect(names).toHaveLength(3);
    const chunk = names.find((name) => /^\d+\.js$/.test(name));
    expect(chunk).toBeDefined();
    expect(result.built.assets.get('primes.js')).toBeGreaterThan(238);
    expect(readFileSync(path.join(result.built.out, 'primes.js'), 'utf8')).toContain('importScripts');
    expect(result.texts).toEqual(['Hello, webpack!', COUNTED]);
    expect(result.requests.map((request) => request.path)).toEqual(['/', '/main.js', '/primes.js', `/${chunk}`]);

    const module = variant('module', 'lazy-module', { 'src/primes-worker.js': () => `${lazyWorker()}\n` });
    const moduleResult = await serveAndVisit(module, 'module');
    expect(readFileSync(path.join(moduleResult.built.out, 'primes.js'), 'utf8')).not.toContain('importScripts');
    expect(moduleResult.texts).toEqual(['Hello, webpack!', COUNTED]);
    expect(moduleResult.requests).toHaveLength(4);
  });

  it('writes the worker to workers/primes.js with workerChunkFilename, and its import() chunk keeps chunkFilename', async () => {
    pageSays("With `workerChunkFilename: 'workers/[name].js'`, the worker is written to `dist/workers/primes.js`");
    const plain = await serveAndVisit(dirOf('dedicated'), 'dedicated', {
      output: { workerChunkFilename: 'workers/[name].js' },
    });
    expect([...plain.built.assets.keys()].sort()).toEqual(['main.js', 'workers/primes.js']);
    expect(plain.texts).toEqual(['Hello, webpack!', COUNTED]);

    const lazy = variant('dedicated', 'lazy-folder', { 'src/primes-worker.js': () => `${lazyWorker()}\n` });
    const result = await serveAndVisit(lazy, 'dedicated', { output: { workerChunkFilename: 'workers/[name].js' } });
    const names = [...result.built.assets.keys()].sort();
    expect(names.filter((name) => name.startsWith('workers/'))).toEqual(['workers/primes.js']);
    expect(names.filter((name) => /^\d+\.js$/.test(name))).toHaveLength(1);
    expect(result.texts).toEqual(['Hello, webpack!', COUNTED]);
  });

  it('fails with the cross-origin SecurityError when publicPath is another origin, and works with workerPublicPath', async () => {
    const shown = blockWith(blocks, "Script at 'https://cdn.example.com/primes.js'");
    const config =
      blocks.find((block) => block.title === 'webpack.config.js' && block.code.includes('workerPublicPath'))?.code ??
      '';
    expect(config).toContain("publicPath: 'https://cdn.example.com/'");
    expect(config).toContain("workerPublicPath: '/'");

    const cdn = await serve(tempDir('web-workers-empty'));
    await cdn.close();
    for (const workerPublicPath of [undefined, '/']) {
      const result = await buildProject(dirOf('dedicated'), {
        output: { publicPath: 'CDN/', ...(workerPublicPath ? { workerPublicPath } : {}) },
      });
      expect(result.errors).toEqual([]);
      const site = siteOf(result.out, 'dedicated');
      // Two servers of the same files: the page's own origin and a "CDN".
      const own = await serve(site);
      const other = await serve(site);
      try {
        const main = path.join(site, 'main.js');
        writeFileSync(main, readFileSync(main, 'utf8').split('CDN/').join(`${other.origin}/`));
        const html = path.join(site, 'index.html');
        writeFileSync(html, readFileSync(html, 'utf8').replace('src="main.js"', `src="${other.origin}/main.js"`));
        const visited = await visit(`${own.origin}/`);
        if (workerPublicPath) {
          expect(visited.texts).toEqual(['Hello, webpack!', COUNTED]);
          expect(own.requests.map((request) => request.path)).toEqual(['/', '/primes.js']);
        } else {
          expect(visited.texts).toEqual(['Hello, webpack!', 'Counting primes…']);
          expect(visited.uncaught).toEqual([
            shown.replace('https://cdn.example.com', other.origin).replace('https://www.example.com', own.origin),
          ]);
        }
      } finally {
        await own.close();
        await other.close();
      }
    }
  });
});

describe('web-workers: SharedWorker', { timeout: 120_000 }, () => {
  const said = (count: number): string => `This is visit ${count} since the browser started the worker.`;

  it('counts 1 and 2 for two tabs, 1 in another session, and 1 again after the last tab closed', async () => {
    const { out } = await built('web-workers/shared');
    const server = await serve(siteOf(out, 'shared'));
    const browser = await launchBrowser();
    const session = await browser.newContext();
    const other = await browser.newContext();
    try {
      const first = await session.newPage();
      expect((await visit(`${server.origin}/`, said(1), first)).texts).toEqual(['Hello, webpack!', said(1)]);
      const second = await session.newPage();
      const secondVisit = await visit(`${server.origin}/`, said(2), second);
      expect(secondVisit.texts).toEqual(['Hello, webpack!', said(2)]);
      expect(secondVisit.uncaught).toEqual([]);
      expect((await visit(`${server.origin}/`, said(1), await other.newPage())).texts).toEqual([
        'Hello, webpack!',
        said(1),
      ]);

      await first.close();
      await second.close();
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect((await visit(`${server.origin}/`, said(1), await session.newPage())).texts).toEqual([
        'Hello, webpack!',
        said(1),
      ]);
    } finally {
      await session.close();
      await other.close();
      await server.close();
    }
    pageSays('it says `visit 2`');
  });

  it('gets a second worker under another name', async () => {
    const renamed = variant('shared', 'renamed', {
      'src/index.js': (code) =>
        code.replace("name: 'visits'", "name: new URLSearchParams(location.search).get('worker') ?? 'visits'"),
    });
    const result = await buildProject(renamed);
    expect(result.errors).toEqual([]);
    const server = await serve(siteOf(result.out, 'shared', renamed));
    const context = await (await launchBrowser()).newContext();
    try {
      expect((await visit(`${server.origin}/`, said(1), await context.newPage())).texts).toContain(said(1));
      expect((await visit(`${server.origin}/?worker=other`, said(1), await context.newPage())).texts).toContain(
        said(1),
      );
      expect((await visit(`${server.origin}/`, said(2), await context.newPage())).texts).toContain(said(2));
    } finally {
      await context.close();
      await server.close();
    }
  });

  it('starts the port implicitly when the page assigns onmessage instead of calling start()', async () => {
    const copy = variant('shared', 'onmessage', {
      'src/index.js': (code) =>
        code
          .replace("worker.port.addEventListener('message', (event) => {", 'worker.port.onmessage = (event) => {')
          .replace('});\nworker.port.start();\n', '};\n'),
    });
    const result = await buildProject(copy);
    const server = await serve(siteOf(result.out, 'shared', copy));
    try {
      expect((await visit(`${server.origin}/`, said(1))).texts).toEqual(['Hello, webpack!', said(1)]);
    } finally {
      await server.close();
    }
    const withoutStart = variant('shared', 'no-start', {
      'src/index.js': (code) => code.replace('worker.port.start();\n', ''),
    });
    const silent = await buildProject(withoutStart);
    const silentServer = await serve(siteOf(silent.out, 'shared', withoutStart));
    try {
      expect((await visit(`${silentServer.origin}/`, said(1))).texts).toEqual(['Hello, webpack!', '']);
    } finally {
      await silentServer.close();
    }
  });

  it('fails from a file:// address with the same kind of SecurityError', async () => {
    const { out } = await built('web-workers/shared');
    const result = await visit(pathToFileURL(path.join(siteOf(out, 'shared'), 'index.html')).href, said(1));
    expect(result.uncaught).toHaveLength(1);
    expect(result.uncaught[0]).toMatch(
      /^Uncaught SecurityError: Failed to construct 'SharedWorker': Script at 'file:.*visits\.js' cannot be accessed from origin 'null'\.$/,
    );
  });

  it('keeps the files of dedicated/ that the page says it keeps', () => {
    for (const file of ['package.json', 'webpack.config.js', 'src/greet.js', 'dist/index.html']) {
      expect(readFileSync(path.join(dirOf('shared'), file), 'utf8'), file).toBe(
        readFileSync(path.join(dirOf('dedicated'), file), 'utf8'),
      );
    }
    expect(existsSync(path.join(dirOf('shared'), 'src', 'primes.js'))).toBe(false);
    expect(existsSync(path.join(dirOf('shared'), 'src', 'primes-worker.js'))).toBe(false);
  });
});

describe('web-workers: common mistakes and other shapes', { timeout: 120_000 }, () => {
  it('copies the worker as an unbundled asset when the URL is in a variable; the page waits and primes.js is a 404', async () => {
    const code = snippet('const url = new URL(');
    const copy = variant('dedicated', 'url-variable', {
      'src/index.js': (source) =>
        source.replace(
          "const worker = new Worker(new URL('./primes-worker.js', import.meta.url), {\n  name: 'primes',\n  type: 'module',\n});",
          code,
        ),
    });
    const result = await serveAndVisit(copy, 'dedicated');
    const names = [...result.built.assets.keys()].sort();
    expect(names).toEqual([expect.stringMatching(/^[0-9a-f]{20}\.js$/), 'main.js']);
    pageSays('`[from: src/primes-worker.js]`');
    const info = result.built.stats
      .toJson({ all: false, assets: true })
      .assets?.find((asset) => asset.name === names[0])?.info;
    expect(info?.sourceFilename).toBe('src/primes-worker.js');
    expect(readFileSync(path.join(result.built.out, names[0] ?? ''), 'utf8')).toContain(
      'import{countPrimes}from"./primes.js"',
    );
    expect(result.texts).toEqual(['Hello, webpack!', 'Counting primes…']);
    expect(result.requests).toContainEqual({ path: '/primes.js', status: 404 });
  });

  it('writes no file for a plain string, and the browser asks for primes-worker.js in vain', async () => {
    pageSays("`new Worker('./primes-worker.js')` is not a module reference at all");
    const copy = variant('dedicated', 'string', {
      'src/index.js': (source) =>
        source.replace("new URL('./primes-worker.js', import.meta.url)", "'./primes-worker.js'"),
    });
    const result = await serveAndVisit(copy, 'dedicated');
    expect([...result.built.assets.keys()]).toEqual(['main.js']);
    expect(result.texts).toEqual(['Hello, webpack!', 'Counting primes…']);
    expect(result.requests).toContainEqual({ path: '/primes-worker.js', status: 404 });
  });

  it('bundles navigator.serviceWorker.register(new URL(...)) and a custom constructor listed in module.parser.javascript.worker', async () => {
    pageSays('`navigator.serviceWorker.register(new URL(...))`');
    const serviceWorker = variant('dedicated', 'service-worker', {
      'src/index.js': (source) =>
        `${source}navigator.serviceWorker.register(new URL('./service-worker.js', import.meta.url));\n`,
    });
    writeFileSync(
      path.join(serviceWorker, 'src', 'service-worker.js'),
      "import { greet } from './greet.js';\n\nself.addEventListener('install', () => console.log(greet('installer')));\n",
    );
    const withServiceWorker = await buildProject(serviceWorker);
    expect(withServiceWorker.errors).toEqual([]);
    const extra = [...withServiceWorker.assets.keys()].filter((name) => !['main.js', 'primes.js'].includes(name));
    expect(extra).toEqual([expect.stringMatching(/^\d+\.js$/)]);
    expect(readFileSync(path.join(withServiceWorker.out, extra[0] ?? ''), 'utf8')).toContain('Hello, ');

    pageSays("`worker: ['MyWorker', '...']`");
    const custom = variant('dedicated', 'custom', {
      'src/index.js': (source) => source.replace('new Worker(', 'new MyWorker('),
    });
    const parser = (worker: string[] | undefined) => ({ module: { parser: { javascript: worker ? { worker } : {} } } });
    expect([...(await buildProject(custom, parser(['MyWorker', '...']))).assets.keys()].sort()).toEqual([
      'main.js',
      'primes.js',
    ]);
    expect([...(await buildProject(custom, parser(undefined))).assets.keys()]).not.toContain('primes.js');
  });
});
