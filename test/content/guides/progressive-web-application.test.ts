/** What content/guides/progressive-web-application.md says about its two projects. */
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import webpack from 'webpack';
import { GenerateSW } from 'workbox-webpack-plugin';
import { describe, expect, it } from 'vitest';
import { describeGuide, EXAMPLES, guideBlocks, guideText, pageStates } from '../../support/guides';
import { expectPrinted, runCli, freePort } from '../../support/cli';
import { blockWith } from '../../support/code-blocks';
import { launchBrowser } from '../../support/in-browser';
import { buildProject, projectConfig, tempDir, copyProject } from '../../support/project';

const guide = 'progressive-web-application';
const generateSw = path.join(EXAMPLES, guide, 'generate-sw');
const injectManifest = path.join(EXAMPLES, guide, 'inject-manifest');
const blocks = guideBlocks(guide);
const pageText = guideText(guide);

const pageSays = pageStates(pageText);

/**
 * The project's configuration, loaded anew: the plugin instances of a configuration keep state
 * between builds (GenerateSW fixes its mode on the first build and warns on the next ones).
 */
function freshConfig(dir: string): webpack.Configuration {
  const file = path.join(dir, 'webpack.config.js');
  const required = createRequire(file);
  delete required.cache[required.resolve(file)];
  return projectConfig(dir);
}

const MAIN = 'main.7fa25723e4daf9f2cd7e.js';
const WORKBOX = 'workbox-86637ee2.js';

async function headingOnly(page: Page): Promise<void> {
  expect(await page.title()).toBe('Hello webpack');
  expect(await page.locator('body > h1').allTextContents()).toEqual(['Hello, webpack!']);
}

describeGuide(guide, {
  [`${guide}/generate-sw`]: {
    emits: ['index.html', MAIN, 'service-worker.js', WORKBOX],
    warnings: [],
    browser: { open: 'index.html', check: headingOnly },
    cli: {
      script: 'build',
      prints: [
        'asset service-worker.js 864 bytes [emitted] [minimized]',
        'LOG from GenerateSW',
        'The service worker at service-worker.js will precache',
        'compiled successfully',
      ],
      neverPrints: ['WARNING'],
    },
  },
  [`${guide}/inject-manifest`]: {
    emits: ['index.html', MAIN, 'service-worker.js'],
    warnings: [],
    browser: { open: 'index.html', check: headingOnly },
    cli: {
      script: 'build',
      prints: [
        'asset service-worker.js 15.3 KiB [emitted] [minimized]',
        'LOG from InjectManifest',
        'compiled successfully',
      ],
      neverPrints: ['WARNING'],
    },
  },
});

interface Served {
  url: string;
  /** The dist folder the server reads, to deploy a new build into. */
  dist: string;
  stop: () => Promise<void>;
}

/** Starts the project's serve.js on a free port, in a temporary folder whose dist/ is `out`. */
async function serveBuild(project: string, out: string): Promise<Served> {
  const site = tempDir(`pwa-serve-${path.basename(project)}`);
  cpSync(path.join(project, 'serve.js'), path.join(site, 'serve.js'));
  cpSync(out, path.join(site, 'dist'), { recursive: true });
  const port = await freePort();
  const child = spawn(process.execPath, ['serve.js'], { cwd: site, env: { ...process.env, PORT: String(port) } });
  let printed = '';
  child.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const url = `http://localhost:${port}/`;
  await expect.poll(() => printed, { timeout: 10_000 }).toContain(`Serving dist/ at ${url}`);
  return {
    url,
    dist: path.join(site, 'dist'),
    stop: () =>
      child.exitCode !== null || child.signalCode !== null
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            child.once('exit', () => resolve());
            child.kill();
          }),
  };
}

/** A fresh browser context (its own service workers and caches), closed after `run`. */
async function inContext(run: (context: BrowserContext) => Promise<void>): Promise<void> {
  const context = await (await launchBrowser()).newContext();
  try {
    await run(context);
  } finally {
    await context.close();
  }
}

/** The URLs of every cache the page's origin has. */
function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls.sort();
  });
}

/** Waits until the page's service worker is active. */
async function workerReady(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
}

function withGreeting(dir: string, name: string, greeting: string): string {
  const copy = copyProject(dir, name);
  const file = path.join(copy, 'src', 'greet.js');
  writeFileSync(file, readFileSync(file, 'utf8').replace('Hello', greeting));
  return copy;
}

describe('progressive-web-application: what the service worker precaches', () => {
  it('lists index.html with a revision and the hashed bundle without one, in service-worker.js', async () => {
    const { out } = await buildProject(generateSw);
    const worker = readFileSync(path.join(out, 'service-worker.js'), 'utf8');
    expect(worker).toMatch(
      /precacheAndRoute\(\[\{url:"index\.html",revision:"[0-9a-f]{32}"\},\{url:"main\.7fa25723e4daf9f2cd7e\.js",revision:null\}\],\{\}\)/,
    );
    expect(worker).toContain(`define(["./${WORKBOX.replace('.js', '')}"]`);
    expect(worker).not.toContain('"service-worker.js"');
    pageSays('2 URLs, totaling 588 B');
  });

  it('injects the same list into the compiled service worker of InjectManifest, with Workbox bundled in', async () => {
    const { out } = await buildProject(injectManifest);
    const worker = readFileSync(path.join(out, 'service-worker.js'), 'utf8');
    expect(worker).not.toContain('self.__WB_MANIFEST');
    expect(worker).not.toMatch(/\bimport\b.*workbox-precaching/);
    expect(worker).toMatch(
      /\{'revision':'[0-9a-f]{32}','url':'index\.html'\},\{'revision':null,'url':'main\.7fa25723e4daf9f2cd7e\.js'\}/,
    );
  });

  it('leaves source maps out by default', async () => {
    const { out } = await buildProject(generateSw, { devtool: 'source-map', plugins: freshConfig(generateSw).plugins });
    const maps = readdirSync(out).filter((name) => name.endsWith('.map'));
    expect(maps.map((name) => name.replace(/[0-9a-f]{8,}/, '[hash]')).sort()).toEqual([
      'main.[hash].js.map',
      'service-worker.js.map',
      'workbox-[hash].js.map',
    ]);
    const worker = readFileSync(path.join(out, 'service-worker.js'), 'utf8');
    expect(worker).toMatch(/\{url:"main\.[0-9a-f]{20}\.js",revision:null\}/);
    expect(worker).not.toMatch(/url:"[^"]*\.map"/);
    pageSays(
      'writes a source map next to each script, the worker and the Workbox runtime included, and the worker precaches none of them',
    );
    expect(readFileSync(path.join(out, 'service-worker.js'), 'utf8')).not.toContain('.map"');
  });

  it('skips files above maximumFileSizeToCacheInBytes with a warning', async () => {
    const config = freshConfig(generateSw);
    const { warnings, out } = await buildProject(generateSw, {
      plugins: [config.plugins?.[0], new GenerateSW({ maximumFileSizeToCacheInBytes: 300 })],
    });
    expect(warnings).toEqual([blockWith(blocks, "won't be precached").replace(/^WARNING in /, '')]);
    expect(readFileSync(path.join(out, 'service-worker.js'), 'utf8')).not.toContain(MAIN);
  });

  it('warns on every build after the first one of the same compiler, as in watch mode', async () => {
    const config = freshConfig(generateSw);
    const compiler = webpack({
      ...config,
      context: generateSw,
      output: { ...config.output, path: tempDir('pwa-twice') },
      infrastructureLogging: { level: 'none' },
    });
    const run = (): Promise<webpack.Stats> =>
      new Promise((resolve, reject) =>
        compiler.run((error, stats) => (error || !stats ? reject(error ?? new Error('no stats')) : resolve(stats))),
      );
    try {
      expect((await run()).toJson({ all: false, warnings: true }).warnings).toEqual([]);
      const second = (await run()).toJson({ all: false, warnings: true }).warnings ?? [];
      expect(second.map((warning) => warning.message)).toEqual([
        blockWith(blocks, 'has been called multiple times').replace(/^WARNING in /, ''),
      ]);
    } finally {
      await new Promise((resolve) => compiler.close(resolve));
    }
  });

  it('stops InjectManifest when the source has no self.__WB_MANIFEST', async () => {
    const copy = copyProject(injectManifest, 'pwa-no-manifest');
    writeFileSync(
      path.join(copy, 'src', 'service-worker.js'),
      "import { precacheAndRoute } from 'workbox-precaching';\n\nprecacheAndRoute([]);\n",
    );
    const { errors } = await buildProject(copy);
    expect(errors).toEqual(["Can't find self.__WB_MANIFEST in your SW source."]);
    pageSays("Can't find self.__WB_MANIFEST in your SW source.");
  });

  it('stops with the name of the plugin on an unknown option', async () => {
    const { errors } = await buildProject(generateSw, {
      plugins: [
        freshConfig(generateSw).plugins?.[0],
        new GenerateSW({ skipWating: true } as unknown as ConstructorParameters<typeof GenerateSW>[0]),
      ],
    });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^Please check your GenerateSW plugin configuration:\n/);
    pageSays('Please check your GenerateSW plugin configuration:');
  });

  it('uses the unminified Workbox runtime in development mode', async () => {
    const { out, assets } = await buildProject(generateSw, {
      mode: 'development',
      plugins: freshConfig(generateSw).plugins,
    });
    const runtime = [...assets.entries()].find(([name]) => name.startsWith('workbox-'));
    expect(runtime?.[0]).not.toBe(WORKBOX);
    expect(Math.round((runtime?.[1] ?? 0) / 1024)).toBe(118);
    pageSays('118 KiB instead of 14 KiB');
    const production = await buildProject(generateSw, { plugins: freshConfig(generateSw).plugins });
    expect(readFileSync(path.join(out, runtime?.[0] ?? ''), 'utf8')).toContain('%cworkbox');
    expect(readFileSync(path.join(production.out, WORKBOX), 'utf8')).not.toContain('%cworkbox');
  });
});

describe('progressive-web-application: in Chromium, over http://localhost', () => {
  for (const dir of [generateSw, injectManifest]) {
    const name = path.basename(dir);
    it(`${name}: registers the worker, and the page loads again offline and with the server stopped`, async () => {
      const { out } = await buildProject(dir);
      const server = await serveBuild(dir, out);
      try {
        await inContext(async (context) => {
          const page = await context.newPage();
          const logged: string[] = [];
          page.on('console', (message) => logged.push(message.text()));
          await page.goto(server.url);
          await headingOnly(page);
          await workerReady(page);
          await expect.poll(() => logged).toContain(`Service worker registered for ${server.url}`);
          pageSays(`Service worker registered for http://localhost:8080/`);
          // Without clientsClaim, the page that registered the worker stays uncontrolled.
          expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
          expect(await cachedUrls(page)).toEqual([
            expect.stringMatching(new RegExp(`^${server.url}index\\.html\\?__WB_REVISION__=[0-9a-f]{32}$`)),
            `${server.url}${MAIN}`,
          ]);
          expect(await page.evaluate(() => caches.keys())).toEqual([`workbox-precache-v2-${server.url}`]);

          await context.setOffline(true);
          await page.reload();
          await headingOnly(page);
          expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

          await context.setOffline(false);
          await server.stop();
          await page.reload();
          await headingOnly(page);
        });
      } finally {
        await server.stop();
      }
    }, 120_000);
  }

  it('without the service worker, the reload fails offline and with the server stopped', async () => {
    const config = freshConfig(generateSw);
    const { out } = await buildProject(generateSw, { plugins: [config.plugins?.[0]] });
    const server = await serveBuild(generateSw, out);
    try {
      await inContext(async (context) => {
        const page = await context.newPage();
        await page.goto(server.url);
        await headingOnly(page);
        await context.setOffline(true);
        await expect(page.reload()).rejects.toThrow('net::ERR_INTERNET_DISCONNECTED');
        await context.setOffline(false);
        await server.stop();
        await expect(page.goto(server.url)).rejects.toThrow('net::ERR_CONNECTION_REFUSED');
      });
    } finally {
      await server.stop();
    }
  }, 120_000);

  it('does not register a worker that the server sends without a script type', async () => {
    const { out } = await buildProject(generateSw);
    const project = tempDir('pwa-no-type');
    cpSync(generateSw, project, { recursive: true });
    const serveFile = path.join(project, 'serve.js');
    writeFileSync(serveFile, readFileSync(serveFile, 'utf8').replace(", '.js': 'text/javascript'", ''));
    const server = await serveBuild(project, out);
    try {
      await inContext(async (context) => {
        const page = await context.newPage();
        const logged: string[] = [];
        page.on('console', (message) => logged.push(message.text()));
        await page.goto(server.url);
        await expect.poll(() => logged.join('\n')).toContain('Service worker registration failed:');
        expect(logged.join('\n')).toContain("unsupported MIME type ('application/octet-stream')");
      });
    } finally {
      await server.stop();
    }
  }, 60_000);

  it('fails to register from a file:// page', async () => {
    const { out } = await buildProject(generateSw);
    const page = await (await launchBrowser()).newPage();
    try {
      const logged: string[] = [];
      page.on('console', (message) => logged.push(message.text()));
      await page.goto(pathToFileURL(path.join(out, 'index.html')).href);
      await expect.poll(() => logged.join('\n')).toContain('Service worker registration failed:');
      pageSays('Service worker registration failed:');
    } finally {
      await page.close();
    }
  }, 60_000);

  it('keeps serving the old version until every tab of the site is closed', async () => {
    const first = await buildProject(generateSw);
    const server = await serveBuild(generateSw, first.out);
    try {
      await inContext(async (context) => {
        const page = await context.newPage();
        await page.goto(server.url);
        await workerReady(page);
        await page.reload();

        // The next deployment: greet.js changed, and the new build replaces the files.
        const second = await buildProject(withGreeting(generateSw, 'pwa-update', 'Hi'));
        rmSync(server.dist, { recursive: true });
        cpSync(second.out, server.dist, { recursive: true });

        await page.reload();
        expect(await page.locator('h1').textContent()).toBe('Hello, webpack!');
        await expect
          .poll(
            () =>
              page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state ?? 'none'),
            { timeout: 30_000 },
          )
          .toBe('installed');
        await page.reload();
        expect(await page.locator('h1').textContent()).toBe('Hello, webpack!');

        await page.close();
        const next = await context.newPage();
        await expect
          .poll(
            async () => {
              await next.goto(server.url);
              return next.locator('h1').textContent();
            },
            { timeout: 30_000 },
          )
          .toBe('Hi, webpack!');
      });
    } finally {
      await server.stop();
    }
  }, 120_000);

  it('with skipWaiting and clientsClaim, controls the first page and updates the open tab', async () => {
    const options = { skipWaiting: true, clientsClaim: true };
    pageSays('new GenerateSW({ skipWaiting: true, clientsClaim: true })');
    const config = freshConfig(generateSw);
    const first = await buildProject(generateSw, { plugins: [config.plugins?.[0], new GenerateSW(options)] });
    const server = await serveBuild(generateSw, first.out);
    try {
      await inContext(async (context) => {
        const page = await context.newPage();
        await page.goto(server.url);
        await expect
          .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 })
          .toBe(true);

        const changed = withGreeting(generateSw, 'pwa-claim', 'Hi');
        const second = await buildProject(changed, {
          plugins: [freshConfig(changed).plugins?.[0], new GenerateSW(options)],
        });
        rmSync(server.dist, { recursive: true });
        cpSync(second.out, server.dist, { recursive: true });
        await page.evaluate(async () => {
          await (await navigator.serviceWorker.getRegistration())?.update();
        });
        await expect
          .poll(
            async () => {
              await page.reload();
              return page.locator('h1').textContent();
            },
            { timeout: 30_000, interval: 1000 },
          )
          .toBe('Hi, webpack!');
      });
    } finally {
      await server.stop();
    }
  }, 120_000);
});

describe('progressive-web-application: the build output on the page', () => {
  it('prints what the page shows for npm run build', () => {
    for (const [dir, marker] of [
      [generateSw, 'LOG from GenerateSW'],
      [injectManifest, 'LOG from InjectManifest'],
    ] as const) {
      const copy = copyProject(dir, `pwa-cli-${path.basename(dir)}`);
      const { status, printed } = runCli(copy, []);
      expect(status, printed).toBe(0);
      expectPrinted(printed, blockWith(blocks, marker));
    }
  }, 60_000);
});
