/** What content/guides/hot-module-replacement.md says about its two projects. */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import webpack from 'webpack';
import WebpackDevServer, { type Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { describeGuide, EXAMPLES, guideBlocks, guideText, pageStates } from '../../support/guides';
import { runCli, freePort } from '../../support/cli';
import { blockWith } from '../../support/code-blocks';
import { checkInBrowser, launchBrowser } from '../../support/in-browser';
import { buildProject, copyProject, projectConfig, tempDir } from '../../support/project';

const before = path.join(EXAMPLES, 'hot-module-replacement', 'before');
const after = path.join(EXAMPLES, 'hot-module-replacement', 'after');
const blocks = guideBlocks('hot-module-replacement');
const requireFromRoot = createRequire(path.join(ROOT, 'package.json'));
const pageText = guideText('hot-module-replacement');
const pageSays = pageStates(pageText);

const BLUE = 'rgb(28, 120, 192)';
const RED = 'rgb(192, 57, 43)';

async function headingAndButton(page: Page): Promise<void> {
  expect(await page.title()).toBe('Hello webpack');
  expect(
    await page
      .locator('body > *')
      .evaluateAll((elements) => elements.map((element) => `${element.tagName}: ${element.textContent}`)),
  ).toEqual(['H1: Hello, webpack!', 'BUTTON: Clicks: 0']);
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

/** A dev server this test started on a free port, with a Chromium page open on it. */
interface Session {
  /** The project's folder. */
  dir: string;
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

async function serve(
  dir: string,
  devServer: DevServerConfiguration = {},
  extra: webpack.Configuration = {},
): Promise<Session> {
  const config = projectConfig(dir);
  // Quiet through the compiler's stats: devMiddleware.stats would also decide what reaches the page.
  const compiler = webpack({
    ...config,
    stats: 'none',
    ...extra,
    context: dir,
    infrastructureLogging: { level: 'none' },
  });
  const hashes: string[] = [];
  compiler.hooks.done.tap('hot-module-replacement-test', (stats) => {
    hashes.push(stats.hash ?? '');
  });
  const port = await freePort();
  // The reader's console shows the client's messages: its level follows infrastructureLogging, 'info' by default.
  const server = new WebpackDevServer(
    { ...config.devServer, port, open: false, client: { logging: 'info' }, ...devServer },
    compiler,
  );
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
    if (response.url().endsWith('.hot-update.json'))
      void response.json().then(
        (json: unknown) => manifests.push(json),
        () => undefined,
      );
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
    dir,
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

/** Console text as the page shows it: the project in /home/you/hello-webpack, and build times left out. */
function asOnThePage(text: string, dir?: string): string {
  const moved = dir ? text.split(dir).join('/home/you/hello-webpack') : text;
  return moved.replace(/rebuilt in \d+ms/g, 'rebuilt in <time>ms');
}

/** The page's console block that contains `text` appears, as one run of messages, in the page's console. */
function expectConsole(session: Session, text: string): void {
  expect(asOnThePage(consoleText(session), session.dir)).toContain(asOnThePage(blockWith(blocks, text)));
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
      // webpack-dev-middleware's client, with the settings in its query, and the HMR runtime; no webpack/hot/dev-server.
      expect(bundle).toContain('webpack-dev-middleware/client/index.js?');
      expect(bundle).not.toContain('webpack/hot/dev-server');
      expect(bundle).not.toContain('webpack-dev-server/client');
      expect(bundle).toContain('.hot-update.json');
      expect(consoleText(session)).toContain(blockWith(blocks, '[webpack-dev-server] connected'));
      expect(await texts(page, 'body > *')).toEqual(['Hello, webpack!', 'Clicks: 0']);

      await clickTimes(page, 3);
      expect(await texts(page, 'button')).toEqual(['Clicks: 3']);
      await markWindow(page);
      edit(path.join(copy, 'src', 'greet.js'), 'Hello', 'Hi');
      await expect.poll(() => session.loads(), { timeout: 30_000 }).toBe(2);
      await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Hi, webpack!');
      expect(await marked(page)).toBe(false);
      expect(await texts(page, 'button')).toEqual(['Clicks: 0']);
      expectConsole(session, 'Ignored an update to unaccepted module ./src/greet.js -> ./src/index.js');

      // The manifest and the update chunk, named after the hash of the build the page ran.
      const [first] = session.hashes;
      expect(first).toMatch(/^[0-9a-f]{20}$/);
      expect(session.hotUpdates).toEqual([
        `${session.url}main.${first}.hot-update.json`,
        `${session.url}main.${first}.hot-update.js`,
      ]);
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
      await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Hi, webpack!', null, {
        timeout: 30_000,
      });
      await expect.poll(() => consoleText(session)).toContain('[webpack-dev-server] App is up to date.');
      expectConsole(session, '[webpack-dev-server] Hot updated 1 modules.');
      expect(await texts(page, 'button')).toEqual(['Clicks: 3']);
      expect(await marked(page)).toBe(true);
      const [first] = session.hashes;
      expect(session.hotUpdates).toEqual([
        `${session.url}main.${first}.hot-update.json`,
        `${session.url}main.${first}.hot-update.js`,
      ]);
      // The manifest lists the chunks that changed.
      await expect.poll(() => session.manifests.length).toBe(1);
      expect(session.manifests[0]).toMatchObject({ c: ['main'] });

      // counter.js: accepts itself, hands the count to its new version and removes the old button.
      edit(path.join(copy, 'src', 'counter.js'), 'Clicks:', 'Clicked:');
      await page.waitForFunction(() => document.querySelector('button')?.textContent === 'Clicked: 3', null, {
        timeout: 30_000,
      });
      expect(await texts(page, 'button')).toEqual(['Clicked: 3']);
      await expect
        .poll(
          () =>
            consoleText(session).split(
              '[webpack-dev-server] Hot updated 1 modules.\n[webpack-dev-server] App is up to date.',
            ).length,
        )
        .toBe(3);
      await clickTimes(page, 1);
      expect(await texts(page, 'button')).toEqual(['Clicked: 4']);
      expect(await marked(page)).toBe(true);

      // style.css: style-loader's module takes the new CSS into the same <style> element.
      edit(path.join(copy, 'src', 'style.css'), '#1c78c0', '#c0392b');
      await expect.poll(() => headingColor(page), { timeout: 30_000 }).toBe(RED);
      expect(await page.locator('style').evaluateAll((styles) => styles.map((style) => style.dataset.loaded))).toEqual([
        'first',
      ]);
      expect(await marked(page)).toBe(true);
      expect(await texts(page, 'button')).toEqual(['Clicked: 4']);
      await expect
        .poll(
          () =>
            consoleText(session).split(
              '[webpack-dev-server] Hot updated 1 modules.\n[webpack-dev-server] App is up to date.',
            ).length,
        )
        .toBe(4);
      expect(session.loads()).toBe(1);

      // index.js: the entry point, accepted by no one.
      edit(
        path.join(copy, 'src', 'index.js'),
        "heading.textContent = greet('webpack');\ndocument",
        "heading.textContent = greet('HMR');\ndocument",
      );
      await expect.poll(() => session.loads(), { timeout: 30_000 }).toBe(2);
      await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Hi, HMR!');
      expect(await marked(page)).toBe(false);
      expect(await texts(page, 'button')).toEqual(['Clicked: 0']);
      expectConsole(session, '[webpack-dev-server]  - ./src/index.js\n[webpack-dev-server] Reloading page');
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
      expect(consoleText(session)).toContain(
        '[webpack-dev-server] Ignored an update to unaccepted module ./src/counter.js -> ./src/index.js',
      );
    } finally {
      await session.stop();
    }
  }, 120_000);

  it('updates greet.js but leaves the heading as it was when the accept has no callback', async () => {
    const copy = copyOf(after, 'accept-without-callback');
    edit(
      path.join(copy, 'src', 'index.js'),
      "import.meta.webpackHot.accept('./greet.js', () => {\n    heading.textContent = greet('webpack');\n  });",
      "import.meta.webpackHot.accept('./greet.js');",
    );
    const session = await serve(copy);
    const { page } = session;
    try {
      edit(path.join(copy, 'src', 'greet.js'), 'Hello', 'Hi');
      pageSays('the console reports `Hot updated 1 modules.` and `App is up to date.`');
      await expect
        .poll(() => consoleText(session), { timeout: 30_000 })
        .toContain('[webpack-dev-server] Hot updated 1 modules.\n[webpack-dev-server] App is up to date.');
      expect(await texts(page, 'h1')).toEqual(['Hello, webpack!']);
      expect(session.loads()).toBe(1);
    } finally {
      await session.stop();
    }
  }, 120_000);

  it('adds a second button without the dispose handler, and the old one counts in the old code', async () => {
    const copy = copyOf(after, 'without-dispose');
    edit(
      path.join(copy, 'src', 'counter.js'),
      '  import.meta.webpackHot.dispose((data) => {\n    data.count = count;\n    button.remove();\n  });\n',
      '',
    );
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
      await page.waitForFunction(() => document.querySelector('button')?.textContent === 'Clicked: 2', null, {
        timeout: 30_000,
      });
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
    const bad =
      blocks.find((block) => block.title === 'src/counter.js' && block.code.includes('?.data?.count'))?.code ?? '';
    expect(bad).toBe('let count = import.meta.webpackHot?.data?.count ?? 0;');
    const copy = copyOf(after, 'optional-chaining');
    edit(
      path.join(copy, 'src', 'counter.js'),
      'let count = 0;\nif (import.meta.webpackHot) {\n  count = import.meta.webpackHot.data?.count ?? 0;\n}\n',
      `${bad}\n`,
    );

    const development = await buildProject(copy, { devtool: false });
    expect(development.errors).toEqual([]);
    expect(readFileSync(path.join(development.out, 'main.js'), 'utf8').split('\n')).toContain(
      blockWith(blocks, 'unsupported import.meta.webpackHot.data.count'),
    );
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
      await clickTimes(page, 2);
      await markWindow(page);
      edit(path.join(copy, 'src', 'greet.js'), 'Hello', 'Hi');
      await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Hi, webpack!', null, {
        timeout: 30_000,
      });
      edit(
        path.join(copy, 'src', 'index.js'),
        "heading.textContent = greet('webpack');\ndocument",
        "heading.textContent = greet('HMR');\ndocument",
      );
      await expect
        .poll(() => consoleText(session), { timeout: 30_000 })
        .toContain('[webpack-dev-server]  - ./src/index.js');
      expectConsole(session, 'src/index.js changed');
      await page.waitForTimeout(1000);
      expect(consoleText(session)).not.toContain('Reloading page');
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
      expect(bundle).toContain('webpack-dev-middleware/client/index.js?');
      expect(bundle).not.toContain('.hot-update.json');
      await clickTimes(page, 2);
      await markWindow(page);
      edit(path.join(copy, 'src', 'style.css'), '#1c78c0', '#c0392b');
      await expect.poll(() => session.loads(), { timeout: 30_000 }).toBe(2);
      await expect.poll(() => headingColor(page)).toBe(RED);
      expect(await marked(page)).toBe(false);
      expect(await texts(page, 'button')).toEqual(['Clicks: 0']);
      pageSays('with the message `App updated. Reloading...`');
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
      edit(
        path.join(copy, 'src', 'index.js'),
        "heading.textContent = greet('webpack');\ndocument",
        "heading.textContent = greet('HMR');\ndocument",
      );
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
    // lib/options.json is not among the package's exports; the class carries the schema.
    const schema = WebpackDevServer.schema as unknown as { definitions: { Hot: { anyOf: { enum?: string[] }[] } } };
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
      infrastructureLogging: {
        level: 'warn',
        stream: stream as unknown as NodeJS.WritableStream,
        colors: false,
        appendOnly: true,
      },
    });
    const server = new WebpackDevServer(
      { ...config.devServer, port: await freePort(), open: false, devMiddleware: { stats: 'none' } },
      compiler,
    );
    await server.start();
    await server.stop();
    expect(printed.split('\n')).toContain(blockWith(blocks, "'hot' applies HotModuleReplacementPlugin for you"));
    // Only the one plugin is applied: the build has one HMR runtime.
    expect(compiler.hooks.compilation.taps.filter((tap) => tap.name === 'HotModuleReplacementPlugin')).toHaveLength(1);
  }, 60_000);

  it('does not watch the configuration file', async () => {
    const { stats } = await buildProject(after);
    const files = [...stats.compilation.fileDependencies];
    expect(files).toContain(path.join(after, 'src', 'greet.js'));
    expect(files).not.toContain(path.join(after, 'webpack.config.js'));
  });
});

/** A process this test starts, with everything it prints. It is stopped by its own id. */
class Running {
  output = '';
  private readonly child: ChildProcess;

  constructor(args: string[], cwd: string) {
    this.child = spawn(process.execPath, args, { cwd, env: { ...process.env, NO_COLOR: '1' } });
    this.child.stdout?.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    this.child.stderr?.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
  }

  async waitFor(text: string, timeout = 60_000): Promise<void> {
    const started = Date.now();
    while (!this.output.includes(text)) {
      if (Date.now() - started > timeout || this.child.exitCode !== null)
        throw new Error(`waited for ${JSON.stringify(text)}; the process printed:\n${this.output.slice(-4000)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  stop(): Promise<void> {
    if (this.child.exitCode !== null) return Promise.resolve();
    return new Promise((resolve) => {
      this.child.once('exit', () => resolve());
      this.child.kill();
    });
  }
}

/** A page opened in Chromium, with what it logs, the requests it makes and how often it loads. */
async function openPage(url: string): Promise<{ page: Page; logs: string[]; requests: string[]; loads(): number }> {
  const page = await (await launchBrowser()).newPage();
  const logs: string[] = [];
  const requests: string[] = [];
  let loads = 0;
  page.on('console', (message) => logs.push(message.text()));
  page.on('request', (request) => requests.push(request.url()));
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) loads += 1;
  });
  await page.goto(url, { waitUntil: 'load' });
  return { page, logs, requests, loads: () => loads };
}

/** The `server.js` block of the page whose code contains `text`. */
function serverScript(text: string): string {
  const found = blocks.filter((block) => block.title === 'server.js' && block.code.includes(text));
  expect(found, `one server.js block contains ${text}`).toHaveLength(1);
  return found[0]?.code ?? '';
}

describe('hot-module-replacement: what the console shows at the log level', () => {
  it('lists the replaced modules in a collapsed group: greet.js, counter.js and the module css-loader made', async () => {
    const copy = copyOf(after, 'log-level');
    const session = await serve(copy, { client: { logging: 'log' } });
    try {
      const groups = async (file: string, from: string, to: string, module: RegExp): Promise<void> => {
        const before = session.logs.length;
        edit(path.join(copy, 'src', file), from, to);
        await expect
          .poll(
            () => session.logs.slice(before).some((line) => line === 'info: [webpack-dev-server] App is up to date.'),
            { timeout: 30_000 },
          )
          .toBe(true);
        const logged = session.logs.slice(before);
        const start = logged.indexOf('startGroupCollapsed: [webpack-dev-server] Updated modules:');
        expect(start, logged.join('\n')).toBeGreaterThan(0);
        expect(logged[start - 1]).toBe('info: [webpack-dev-server] Hot updated 1 modules.');
        expect(logged[start + 1]).toMatch(module);
      };
      pageSays('a collapsed group, `Updated modules:`, that lists `./src/greet.js`');
      await groups('greet.js', 'Hello', 'Hi', /^log: \[webpack-dev-server\] {2}- \.\/src\/greet\.js$/);
      pageSays('its `Updated modules:` group lists `./src/counter.js`');
      await groups('counter.js', 'Clicks:', 'Clicked:', /^log: \[webpack-dev-server\] {2}- \.\/src\/counter\.js$/);
      pageSays('`./node_modules/css-loader/dist/cjs.js!./src/style.css`');
      await groups(
        'style.css',
        '#1c78c0',
        '#c0392b',
        /^log: \[webpack-dev-server\] {2}- \S*node_modules\/css-loader\/dist\/cjs\.js!\.\/src\/style\.css$/,
      );
      expect(session.loads()).toBe(1);
    } finally {
      await session.stop();
    }
  }, 120_000);
});

describe('hot-module-replacement: starting the server from a script', () => {
  it("adds webpack-dev-middleware's client to every entry point and applies HotModuleReplacementPlugin", async () => {
    const config = projectConfig(after);
    const compiler = webpack({
      ...config,
      entry: { main: './src/index.js', other: './src/greet.js' },
      output: { ...config.output, filename: '[name].js' },
      context: after,
      stats: 'none',
      infrastructureLogging: { level: 'none' },
    });
    const requests: string[] = [];
    compiler.hooks.done.tap('hot-module-replacement-test', (stats) => {
      requests.push(
        ...stats.compilation.globalEntry.dependencies.map(
          (dependency) => (dependency as unknown as { request: string }).request,
        ),
      );
    });
    const server = new WebpackDevServer(
      { ...config.devServer, hot: true, port: await freePort(), open: false },
      compiler,
    );
    await server.start();
    const watching = compiler.watching;
    try {
      await new Promise<void>((resolve) => server.middleware?.waitUntilValid(() => resolve()));
      // One entry for all entry points, the client with its settings in the query.
      expect(requests).toHaveLength(1);
      expect(requests[0]).toMatch(/[/\\]webpack-dev-middleware[/\\]client[/\\]index\.js\?.*transport=ws/);
      expect(compiler.hooks.compilation.taps.some((tap) => tap.name === 'HotModuleReplacementPlugin')).toBe(true);
      expect(compiler.options.plugins.some((plugin) => plugin instanceof webpack.HotModuleReplacementPlugin)).toBe(
        false,
      );
      const stats = (server.middleware?.context.stats as webpack.Stats).toJson({ all: false, entrypoints: true });
      for (const name of ['main', 'other'])
        expect(stats.entrypoints?.[name]?.assets?.map((asset) => asset.name)).toEqual([`${name}.js`]);
    } finally {
      await server.stop();
    }
    // stop() closed the watcher the server started.
    expect(watching).toBeDefined();
    expect(watching?.closed).toBe(true);
  }, 60_000);

  it('runs the server.js of the page with the dev server, and the page takes updates in place', async () => {
    const copy = copyOf(after, 'server-script');
    const port = await freePort();
    const code = serverScript('new WebpackDevServer(');
    expect(code).toContain('port: 8080');
    writeFileSync(path.join(copy, 'server.js'), code.split('8080').join(String(port)));
    const running = new Running(['server.js'], copy);
    try {
      await running.waitFor(`Dev server running on http://localhost:${port}/`);
      const opened = await openPage(`http://localhost:${port}/`);
      try {
        await expect.poll(() => opened.logs, { timeout: 30_000 }).toContain('[webpack-dev-server] connected');
        await opened.page.click('button');
        edit(path.join(copy, 'src', 'greet.js'), 'Hello', 'Hi');
        await opened.page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Hi, webpack!', null, {
          timeout: 30_000,
        });
        expect(await texts(opened.page, 'button')).toEqual(['Clicks: 1']);
        expect(opened.loads()).toBe(1);
      } finally {
        await opened.page.close();
      }
    } finally {
      await running.stop();
    }
  }, 120_000);

  it('is loaded with require() from a CommonJS build, and with import from the ES module', async () => {
    const required = requireFromRoot('webpack-dev-server') as unknown;
    expect(requireFromRoot.resolve('webpack-dev-server')).toMatch(/[/\\]webpack-dev-server[/\\]dist[/\\]Server\.js$/);
    expect((requireFromRoot('webpack-dev-server/package.json') as { type: string }).type).toBe('module');
    expect(typeof required).toBe('function');
    expect((required as { name: string }).name).toBe('Server');
    pageSays("write `import WebpackDevServer from 'webpack-dev-server'`");
  });
});

describe('hot-module-replacement: webpack-dev-middleware with hot', () => {
  it('runs the server.js of the page: Server-Sent Events at /__webpack_hmr, updates in place, messages labelled webpack-dev-middleware', async () => {
    const copy = copyOf(after, 'middleware-hot');
    const port = await freePort();
    const code = serverScript('webpackDevMiddleware(webpack(config), { hot: true })');
    expect(code).toContain('app.listen(3000,');
    writeFileSync(path.join(copy, 'server.js'), code.replace('app.listen(3000,', `app.listen(${port},`));
    const running = new Running(['server.js'], copy);
    try {
      await running.waitFor('compiled successfully');
      const url = `http://localhost:${port}/`;
      const bundle = await (await fetch(`${url}main.js`)).text();
      expect(bundle).toContain('webpack-dev-middleware/client/index.js?url=%2F__webpack_hmr&transport=sse');
      expect(bundle).toContain('.hot-update.json');
      const opened = await openPage(url);
      try {
        await expect.poll(() => opened.logs, { timeout: 30_000 }).toContain('[webpack-dev-middleware] connected');
        expect(opened.requests).toContain(`${url}__webpack_hmr`);
        const stream = await fetch(`${url}__webpack_hmr`, { signal: AbortSignal.timeout(2000) }).catch(() => undefined);
        expect(stream?.headers.get('content-type')).toMatch(/^text\/event-stream/);
        await clickTimes(opened.page, 2);
        edit(path.join(copy, 'src', 'greet.js'), 'Hello', 'Hi');
        await opened.page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Hi, webpack!', null, {
          timeout: 30_000,
        });
        edit(path.join(copy, 'src', 'counter.js'), 'Clicks:', 'Clicked:');
        await opened.page.waitForFunction(() => document.querySelector('button')?.textContent === 'Clicked: 2', null, {
          timeout: 30_000,
        });
        edit(path.join(copy, 'src', 'style.css'), '#1c78c0', '#c0392b');
        await expect.poll(() => headingColor(opened.page), { timeout: 30_000 }).toBe(RED);
        expect(opened.logs).toContain('[webpack-dev-middleware] Hot updated 1 modules.');
        expect(opened.loads()).toBe(1);
      } finally {
        await opened.page.close();
      }
    } finally {
      await running.stop();
    }
  }, 120_000);
});

describe('hot-module-replacement: frameworks', () => {
  it('keeps the state of a React component with react-refresh and the webpack plugin', async () => {
    const dir = tempDir('hot-module-replacement-react');
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
    const write = (file: string, title: string): void => {
      const block = blocks.find(
        (item) => item.title === title && (title !== 'webpack.config.js' || item.code.includes('ReactRefreshPlugin')),
      );
      expect(block, title).toBeDefined();
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), `${block?.code ?? ''}\n`);
    };
    write('webpack.config.js', 'webpack.config.js');
    webpack.validate(projectConfig(dir));
    write('src/Counter.jsx', 'src/Counter.jsx');
    write('src/index.jsx', 'src/index.jsx');
    mkdirSync(path.join(dir, 'dist'));
    pageSays('into a `<div id="root">` of the page');
    writeFileSync(
      path.join(dir, 'dist', 'index.html'),
      readFileSync(path.join(after, 'dist', 'index.html'), 'utf8').replace(
        '<body></body>',
        '<body><div id="root"></div></body>',
      ),
    );
    // Vitest sets NODE_ENV to 'test', and react-refresh/babel refuses to run outside 'development',
    // which is what Babel uses in the reader's shell, where neither variable is set.
    const babelEnv = process.env.BABEL_ENV;
    process.env.BABEL_ENV = 'development';
    const restore = (): void => {
      if (babelEnv === undefined) delete process.env.BABEL_ENV;
      else process.env.BABEL_ENV = babelEnv;
    };
    const session = await serve(dir, {}, {}).catch((error: unknown) => {
      restore();
      throw error;
    });
    const { page } = session;
    try {
      expect(await texts(page, 'button')).toEqual(['Clicks: 0']);
      await clickTimes(page, 2);
      await markWindow(page);
      edit(path.join(dir, 'src', 'Counter.jsx'), 'Clicks:', 'Clicked:');
      pageSays('The button shows `Clicked: 2`');
      await page.waitForFunction(() => document.querySelector('button')?.textContent === 'Clicked: 2', null, {
        timeout: 30_000,
      });
      expect(await marked(page)).toBe(true);
      expect(session.loads()).toBe(1);
    } finally {
      await session.stop();
      restore();
    }
  }, 120_000);

  it('lists webpack-dev-server 6 among the optional peers of the React plugin', () => {
    const manifest = requireFromRoot('@pmmmwh/react-refresh-webpack-plugin/package.json') as {
      peerDependencies: Record<string, string>;
      peerDependenciesMeta: Record<string, { optional?: boolean }>;
    };
    pageSays(
      `lists webpack-dev-server \`${manifest.peerDependencies['webpack-dev-server']}\` among its optional peer dependencies`,
    );
    expect(manifest.peerDependencies['webpack-dev-server']).toContain('6.x');
    expect(manifest.peerDependenciesMeta['webpack-dev-server']?.optional).toBe(true);
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
