/** What content/guides/hot-module-replacement.md says about its two projects. */
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import webpack from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { blockWith, buildProject, checkInBrowser, copyProject, describeGuide, EXAMPLES, guideBlocks, launchBrowser, projectConfig, runCli, tempDir, guideText } from '../../support/guides';

const before = path.join(EXAMPLES, 'hot-module-replacement', 'before');
const after = path.join(EXAMPLES, 'hot-module-replacement', 'after');
const blocks = guideBlocks('hot-module-replacement');
const requireFromRoot = createRequire(path.join(ROOT, 'package.json'));
const pageText = guideText('hot-module-replacement');

const BLUE = 'rgb(28, 120, 192)';
const RED = 'rgb(192, 57, 43)';

async function headingAndButton(page: Page): Promise<void> {
  expect(await page.title()).toBe('Hello webpack');
  expect(await page.locator('body > *').evaluateAll((elements) => elements.map((element) => `${element.tagName}: ${element.textContent}`))).toEqual([
    'H1: Hello, webpack!',
    'BUTTON: Clicks: 0',
  ]);
  await page.click('button');
  await page.click('button');
  expect(await page.locator('button').textContent()).toBe('Clicks: 2');
}

describeGuide('hot-module-replacement', {
  'hot-module-replacement/before': {
    emits: ['main.js'],
    warnings: [],
    browser: { copy: 'dist', open: 'index.html', check: headingAndButton },
    cli: { script: 'build', prints: ['asset main.js', 'compiled successfully'], neverPrints: ['WARNING'] },
  },
  'hot-module-replacement/after': {
    emits: ['main.js'],
    warnings: [],
    browser: {
      copy: 'dist',
      open: 'index.html',
      check: async (page) => {
        await headingAndButton(page);
        expect(await page.locator('h1').evaluate((element) => getComputedStyle(element).color)).toBe(BLUE);
      },
    },
    cli: { script: 'build', prints: ['asset main.js', 'compiled successfully'], neverPrints: ['WARNING'] },
  },
});

function edit(file: string, from: string, to: string): void {
  const text = readFileSync(file, 'utf8');
  expect(text, `${file} contains ${from}`).toContain(from);
  writeFileSync(file, text.split(from).join(to));
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A dev server this test started on a free port, with a Chromium page open on it. */
interface Session {
  server: WebpackDevServer;
  page: Page;
  url: string;
  /** What the page logged, as `type: text`. */
  logs: string[];
  /** The urls of the hot update files the page requested. */
  hotUpdates: string[];
  /** The update manifests the page downloaded. */
  manifests: unknown[];
  /** The hash of every build, in order. */
  hashes: string[];
  /** How often the page loaded: 1 until it reloads. */
  loads(): number;
  /** How many `ok` messages the page received from the server over the WebSocket. */
  oks(): number;
  stop(): Promise<void>;
}

async function serve(dir: string, devServer: WebpackDevServer.Configuration = {}, extra: webpack.Configuration = {}): Promise<Session> {
  const config = projectConfig(dir);
  const compiler = webpack({ ...config, ...extra, context: dir, infrastructureLogging: { level: 'none' } });
  const hashes: string[] = [];
  compiler.hooks.done.tap('hot-module-replacement-test', (stats) => {
    hashes.push(stats.hash ?? '');
  });
  const port = await freePort();
  // The reader's console shows the client's messages: its level follows infrastructureLogging, 'info' by default.
  const server = new WebpackDevServer({ ...config.devServer, port, open: false, client: { logging: 'info' }, devMiddleware: { stats: 'none' }, ...devServer }, compiler);
  await server.start();
  const page = await (await launchBrowser()).newPage();
  const logs: string[] = [];
  const hotUpdates: string[] = [];
  const manifests: unknown[] = [];
  let loads = 0;
  let oks = 0;
  page.on('console', (message) => logs.push(`${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => logs.push(`pageerror: ${error.message}`));
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) loads += 1;
  });
  page.on('request', (request) => {
    if (request.url().includes('.hot-update.')) hotUpdates.push(request.url());
  });
  page.on('response', (response) => {
    if (response.url().endsWith('.hot-update.json')) void response.json().then((json: unknown) => manifests.push(json), () => undefined);
  });
  page.on('websocket', (socket) => {
    socket.on('framereceived', ({ payload }) => {
      if (String(payload).includes('"type":"ok"')) oks += 1;
    });
  });
  const url = `http://localhost:${port}/`;
  await page.goto(url, { waitUntil: 'load' });
  await expect.poll(() => oks, { timeout: 30_000 }).toBeGreaterThan(0);
  return {
    server,
    page,
    url,
    logs,
    hotUpdates,
    manifests,
    hashes,
    loads: () => loads,
    oks: () => oks,
    stop: async () => {
      await page.close();
      await server.stop();
    },
  };
}

/** The console messages of the page as one text, the way the console shows them one after another. */
function consoleText(session: Session): string {
  return session.logs.map((line) => line.slice(line.indexOf(': ') + 2)).join('\n');
}

/** Marks the window, so that a reload shows: the marker is gone after one. */
async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { beforeTheEdit: true }));
}

async function marked(page: Page): Promise<boolean> {
  return page.evaluate(() => 'beforeTheEdit' in window);
}

async function clickTimes(page: Page, times: number): Promise<void> {
  for (let index = 0; index < times; index++) await page.click('button');
}

async function texts(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).allTextContents();
}

async function headingColor(page: Page): Promise<string> {
  return page.locator('h1').evaluate((element) => getComputedStyle(element).color);
}

/** A copy of a project, with the repository's node_modules linked in. */
function copyOf(dir: string, name: string): string {
  return copyProject(dir, `hot-module-replacement-${name}`);
}

describe('hot-module-replacement: the project before', () => {
  it('has HMR on by default and reloads when an edit of greet.js reaches the entry point unaccepted', async () => {
    const copy = copyOf(before, 'before');
    const session = await serve(copy);
    const { page } = session;
    try {
      expect(session.server.options.hot).toBe(true);
      const bundle = await (await fetch(`${session.url}main.js`)).text();
      expect(bundle).toContain('webpack/hot/dev-server.js');
      expect(bundle).toContain('.hot-update.json');
      expect(consoleText(session)).toContain(blockWith(blocks, 'Server started:'));
      expect(await texts(page, 'body > *')).toEqual(['Hello, webpack!', 'Clicks: 0']);

      await clickTimes(page, 3);
      expect(await texts(page, 'button')).toEqual(['Clicks: 3']);
      await markWindow(page);
      edit(path.join(copy, 'src', 'greet.js'), 'Hello', 'Hi');
      await expect.poll(() => session.loads(), { timeout: 30_000 }).toBe(2);
      await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Hi, webpack!');
      expect(await marked(page)).toBe(false);
      expect(await texts(page, 'button')).toEqual(['Clicks: 0']);
      expect(consoleText(session)).toContain(blockWith(blocks, 'Aborted because ./src/greet.js is not accepted'));

      // The manifest and the update chunk, named after the hash of the build the page ran.
      const [first] = session.hashes;
      expect(first).toMatch(/^[0-9a-f]{20}$/);
      expect(session.hotUpdates).toEqual([`${session.url}main.${first}.hot-update.json`, `${session.url}main.${first}.hot-update.js`]);
    } finally {
      await session.stop();
    }
  }, 120_000);
});

describe('hot-module-replacement: the project after', () => {
  it('applies edits of greet.js, counter.js and style.css in place, and reloads for an edit of index.js', async () => {
    const copy = copyOf(after, 'after');
    const session = await serve(copy);
    const { page } = session;
    try {
      expect(await texts(page, 'body > *')).toEqual(['Hello, webpack!', 'Clicks: 0']);
      expect(await headingColor(page)).toBe(BLUE);
      await clickTimes(page, 3);
      await markWindow(page);
      await page.evaluate(() => {
        const style = document.querySelector('style');
        if (style) style.dataset.loaded = 'first';
      });

      // greet.js: accepted by index.js, whose callback sets the text again.
      edit(path.join(copy, 'src', 'greet.js'), 'Hello', 'Hi');
      await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Hi, webpack!', null, { timeout: 30_000 });
      await expect.poll(() => consoleText(session)).toContain('[HMR] App is up to date.');
      expect(consoleText(session)).toContain(blockWith(blocks, '[HMR]  - ./src/greet.js'));
      expect(await texts(page, 'button')).toEqual(['Clicks: 3']);
      expect(await marked(page)).toBe(true);
      const [first] = session.hashes;
      expect(session.hotUpdates).toEqual([`${session.url}main.${first}.hot-update.json`, `${session.url}main.${first}.hot-update.js`]);
      // The manifest lists the chunks that changed.
      await expect.poll(() => session.manifests.length).toBe(1);
      expect(session.manifests[0]).toMatchObject({ c: ['main'] });

      // counter.js: accepts itself, hands the count to its new version and removes the old button.
      edit(path.join(copy, 'src', 'counter.js'), 'Clicks:', 'Clicked:');
      await page.waitForFunction(() => document.querySelector('button')?.textContent === 'Clicked: 3', null, { timeout: 30_000 });
      expect(await texts(page, 'button')).toEqual(['Clicked: 3']);
      expect(consoleText(session)).toContain('[HMR] Updated modules:\n[HMR]  - ./src/counter.js\n[HMR] App is up to date.');
      await clickTimes(page, 1);
      expect(await texts(page, 'button')).toEqual(['Clicked: 4']);
      expect(await marked(page)).toBe(true);

      // style.css: style-loader's module takes the new CSS into the same <style> element.
      edit(path.join(copy, 'src', 'style.css'), '#1c78c0', '#c0392b');
      await expect.poll(() => headingColor(page), { timeout: 30_000 }).toBe(RED);
      expect(await page.locator('style').evaluateAll((styles) => styles.map((style) => style.dataset.loaded))).toEqual(['first']);
      expect(await marked(page)).toBe(true);
      expect(await texts(page, 'button')).toEqual(['Clicked: 4']);
      const group = session.logs.indexOf('startGroupCollapsed: [HMR]  - ./src/style.css');
      expect(group).toBeGreaterThan(0);
      expect(session.logs[group + 1]).toMatch(/^log: \[HMR\] {2}- \S*css-loader\/dist\/cjs\.js!\.\/src\/style\.css$/);
      expect(session.loads()).toBe(1);

      // index.js: the entry point, accepted by no one.
      edit(path.join(copy, 'src', 'index.js'), "heading.textContent = greet('webpack');\ndocument", "heading.textContent = greet('HMR');\ndocument");
      await expect.poll(() => session.loads(), { timeout: 30_000 }).toBe(2);
      await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Hi, HMR!');
      expect(await marked(page)).toBe(false);
      expect(await texts(page, 'button')).toEqual(['Clicked: 0']);
      expect(consoleText(session)).toContain(`${blockWith(blocks, 'Aborted because ./src/index.js is not accepted')}\n`);
    } finally {
      await session.stop();
    }
  }, 180_000);

  it('reloads for an edit of counter.js while index.js accepts only greet.js', async () => {
    const copy = copyOf(after, 'counter-unaccepted');
    cpSync(path.join(before, 'src', 'counter.js'), path.join(copy, 'src', 'counter.js'));
    const session = await serve(copy);
    const { page } = session;
    try {
      await clickTimes(page, 2);
      edit(path.join(copy, 'src', 'counter.js'), 'Clicks:', 'Clicked:');
      await expect.poll(() => session.loads(), { timeout: 30_000 }).toBe(2);
      await page.waitForFunction(() => document.querySelector('button')?.textContent === 'Clicked: 0');
      expect(consoleText(session)).toContain('Aborted because ./src/counter.js is not accepted\nUpdate propagation: ./src/counter.js -> ./src/index.js');
    } finally {
      await session.stop();
    }
  }, 120_000);

  it('updates greet.js but leaves the heading as it was when the accept has no callback', async () => {
    const copy = copyOf(after, 'accept-without-callback');
    edit(path.join(copy, 'src', 'index.js'), "import.meta.webpackHot.accept('./greet.js', () => {\n    heading.textContent = greet('webpack');\n  });", "import.meta.webpackHot.accept('./greet.js');");
    const session = await serve(copy);
    const { page } = session;
    try {
      edit(path.join(copy, 'src', 'greet.js'), 'Hello', 'Hi');
      await expect.poll(() => consoleText(session), { timeout: 30_000 }).toContain('[HMR] Updated modules:\n[HMR]  - ./src/greet.js\n[HMR] App is up to date.');
      expect(await texts(page, 'h1')).toEqual(['Hello, webpack!']);
      expect(session.loads()).toBe(1);
    } finally {
      await session.stop();
    }
  }, 120_000);

  it('adds a second button without the dispose handler, and the old one counts in the old code', async () => {
    const copy = copyOf(after, 'without-dispose');
    edit(path.join(copy, 'src', 'counter.js'), '  import.meta.webpackHot.dispose((data) => {\n    data.count = count;\n    button.remove();\n  });\n', '');
    const session = await serve(copy);
    const { page } = session;
    try {
      await clickTimes(page, 2);
      edit(path.join(copy, 'src', 'counter.js'), 'Clicks:', 'Clicked:');
      await expect.poll(() => texts(page, 'button'), { timeout: 30_000 }).toEqual(['Clicks: 2', 'Clicked: 0']);
      await page.locator('button').first().click();
      expect(await texts(page, 'button')).toEqual(['Clicks: 3', 'Clicked: 0']);
      expect(session.loads()).toBe(1);
    } finally {
      await session.stop();
    }
  }, 120_000);

  it('keeps the count with the CommonJS counter that uses module.hot', async () => {
    const commonjs = blocks.find((block) => block.title === 'src/counter.js' && block.code.includes('module.hot'));
    expect(commonjs).toBeDefined();
    const copy = copyOf(after, 'commonjs');
    writeFileSync(path.join(copy, 'src', 'counter.js'), `${commonjs?.code ?? ''}\n`);
    const session = await serve(copy);
    const { page } = session;
    try {
      await clickTimes(page, 2);
      await markWindow(page);
      edit(path.join(copy, 'src', 'counter.js'), 'Clicks:', 'Clicked:');
      await page.waitForFunction(() => document.querySelector('button')?.textContent === 'Clicked: 2', null, { timeout: 30_000 });
      expect(await texts(page, 'button')).toEqual(['Clicked: 2']);
      expect(await marked(page)).toBe(true);
    } finally {
      await session.stop();
    }
  }, 120_000);
});

/** Opens the page of a build from the disk and returns the errors it throws. */
async function pageErrors(out: string): Promise<string[]> {
  cpSync(path.join(after, 'dist', 'index.html'), path.join(out, 'index.html'));
  const page = await (await launchBrowser()).newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    await page.goto(pathToFileURL(path.join(out, 'index.html')).href, { waitUntil: 'load' });
    await page.waitForTimeout(200);
  } finally {
    await page.close();
  }
  return errors;
}

describe('hot-module-replacement: optional chaining on import.meta.webpackHot', () => {
  const TYPE_ERROR = "Cannot read properties of undefined (reading 'data')";
  it('reads undefined.data.count in a build without HMR, and the page throws', async () => {
    expect(pageText).toContain(`\`TypeError: ${TYPE_ERROR}\``);
    const bad = blocks.find((block) => block.title === 'src/counter.js' && block.code.includes('?.data?.count'))?.code ?? '';
    expect(bad).toBe('let count = import.meta.webpackHot?.data?.count ?? 0;');
    const copy = copyOf(after, 'optional-chaining');
    edit(path.join(copy, 'src', 'counter.js'), 'let count = 0;\nif (import.meta.webpackHot) {\n  count = import.meta.webpackHot.data?.count ?? 0;\n}\n', `${bad}\n`);

    const development = await buildProject(copy, { devtool: false });
    expect(development.errors).toEqual([]);
    expect(readFileSync(path.join(development.out, 'main.js'), 'utf8').split('\n')).toContain(blockWith(blocks, 'unsupported import.meta.webpackHot.data.count'));
    expect(await pageErrors(development.out)).toEqual([TYPE_ERROR]);

    const production = await buildProject(copy, { mode: 'production', devtool: false });
    expect(await pageErrors(production.out)).toEqual([TYPE_ERROR]);

    // The project's own code, which tests import.meta.webpackHot first, runs without HMR.
    expect(await pageErrors((await buildProject(after, { mode: 'production', devtool: false })).out)).toEqual([]);
  }, 120_000);
});

describe('hot-module-replacement: hot and liveReload', () => {
  it("hot: 'only' applies accepted updates and leaves the page for an unaccepted one", async () => {
    const copy = copyOf(after, 'hot-only');
    const session = await serve(copy, { hot: 'only' });
    const { page } = session;
    try {
      expect(consoleText(session)).toContain('[webpack-dev-server] Server started: Hot Module Replacement disabled,');
      await clickTimes(page, 2);
      await markWindow(page);
      edit(path.join(copy, 'src', 'greet.js'), 'Hello', 'Hi');
      await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Hi, webpack!', null, { timeout: 30_000 });
      edit(path.join(copy, 'src', 'index.js'), "heading.textContent = greet('webpack');\ndocument", "heading.textContent = greet('HMR');\ndocument");
      await expect.poll(() => consoleText(session), { timeout: 30_000 }).toContain('[HMR] Nothing hot updated.');
      expect(consoleText(session)).toContain(blockWith(blocks, 'Ignored an update to unaccepted module'));
      expect(await texts(page, 'body > *')).toEqual(['Hi, webpack!', 'Clicks: 2']);
      expect(await marked(page)).toBe(true);
      expect(session.loads()).toBe(1);
    } finally {
      await session.stop();
    }
  }, 120_000);

  it('hot: false builds no HMR code into the bundle and reloads the page even for CSS', async () => {
    const copy = copyOf(after, 'hot-false');
    const session = await serve(copy, { hot: false });
    const { page } = session;
    try {
      const bundle = await (await fetch(`${session.url}main.js`)).text();
      expect(bundle).not.toContain('webpack/hot/dev-server.js');
      expect(bundle).not.toContain('.hot-update.json');
      await clickTimes(page, 2);
      await markWindow(page);
      edit(path.join(copy, 'src', 'style.css'), '#1c78c0', '#c0392b');
      await expect.poll(() => session.loads(), { timeout: 30_000 }).toBe(2);
      await expect.poll(() => headingColor(page)).toBe(RED);
      expect(await marked(page)).toBe(false);
      expect(await texts(page, 'button')).toEqual(['Clicks: 0']);
      expect(consoleText(session)).toContain('[webpack-dev-server] App updated. Reloading...');
      expect(session.hotUpdates).toEqual([]);
    } finally {
      await session.stop();
    }
  }, 120_000);

  it('hot: false with liveReload: false leaves the page as it is', async () => {
    const copy = copyOf(after, 'nothing');
    const session = await serve(copy, { hot: false, liveReload: false });
    const { page } = session;
    try {
      const oks = session.oks();
      edit(path.join(copy, 'src', 'greet.js'), 'Hello', 'Hi');
      await expect.poll(() => session.oks(), { timeout: 30_000 }).toBeGreaterThan(oks);
      expect(session.hashes.length).toBeGreaterThan(1);
      await page.waitForTimeout(1000);
      expect(await texts(page, 'h1')).toEqual(['Hello, webpack!']);
      expect(session.loads()).toBe(1);
    } finally {
      await session.stop();
    }
  }, 120_000);

  it('liveReload: false does not stop the reload of an unaccepted update while hot is true', async () => {
    const copy = copyOf(after, 'live-reload-false');
    const session = await serve(copy, { liveReload: false });
    const { page } = session;
    try {
      await markWindow(page);
      edit(path.join(copy, 'src', 'index.js'), "heading.textContent = greet('webpack');\ndocument", "heading.textContent = greet('HMR');\ndocument");
      await expect.poll(() => session.loads(), { timeout: 30_000 }).toBe(2);
      await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Hello, HMR!');
      expect(await marked(page)).toBe(false);
    } finally {
      await session.stop();
    }
  }, 120_000);

  it("has the command line flags the page names, and hot takes 'only'", () => {
    const { status, printed } = runCli(copyOf(after, 'help'), ['serve', '--help']);
    expect(status, printed).toBe(0);
    expect(printed).toMatch(/^\s+--hot \[value\]\s/m);
    expect(printed).toMatch(/^\s+--no-hot\s/m);
    expect(printed).toMatch(/^\s+--no-live-reload\s/m);
    const schema = requireFromRoot('webpack-dev-server/lib/options.json') as { definitions: { Hot: { anyOf: { enum?: string[] }[] } } };
    expect(schema.definitions.Hot.anyOf.flatMap((item) => item.enum ?? [])).toContain('only');
  });

  it('warns when the configuration adds HotModuleReplacementPlugin itself', async () => {
    const config = projectConfig(after);
    let printed = '';
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => (printed += chunk.toString()));
    const compiler = webpack({
      ...config,
      context: after,
      plugins: [new webpack.HotModuleReplacementPlugin()],
      infrastructureLogging: { level: 'warn', stream: stream as unknown as NodeJS.WritableStream, colors: false, appendOnly: true },
    });
    const server = new WebpackDevServer({ ...config.devServer, port: await freePort(), open: false, devMiddleware: { stats: 'none' } }, compiler);
    await server.start();
    await server.stop();
    expect(printed.split('\n')).toContain(blockWith(blocks, 'automatically applies HMR plugin'));
  }, 60_000);

  it('does not watch the configuration file', async () => {
    const { stats } = await buildProject(after);
    const files = [...stats.compilation.fileDependencies];
    expect(files).toContain(path.join(after, 'src', 'greet.js'));
    expect(files).not.toContain(path.join(after, 'webpack.config.js'));
  });
});

describe('hot-module-replacement: the production build', () => {
  it('has no HMR code, and the page works from the disk', async () => {
    const { out, errors } = await buildProject(after, { mode: 'production', devtool: false });
    expect(errors).toEqual([]);
    const code = readFileSync(path.join(out, 'main.js'), 'utf8');
    expect(code).not.toContain('accept');
    expect(code).not.toContain('dispose');
    expect(code).not.toMatch(/\.hot\b/);
    expect(code).toContain('#1c78c0');
    const site = tempDir('hot-module-replacement-production-site');
    cpSync(out, site, { recursive: true });
    cpSync(path.join(after, 'dist'), site, { recursive: true });
    await checkInBrowser(site, 'index.html', async (page) => {
      await headingAndButton(page);
      expect(await headingColor(page)).toBe(BLUE);
    });
  }, 60_000);
});
