/**
 * `npm run bench`: how fast the site builds and loads, measured on this machine. Never part of
 * `npm test`: timings vary from run to run; the byte budgets that do not are tests
 * (test/dist/outputs.test.ts).
 *
 * 1. Production build of the whole site: cold (no content, webpack or Babel cache), cold without
 *    the committed record of the playground's decisions (PLAYGROUND_RECORD=off: every example of
 *    the docs runs), warm (nothing changed) and after one page changed (each the median of three
 *    runs): wall time, peak memory, pages compiled. Then
 *    `npm run check:content`, warm. With `--scale 1,2,4` also the content copied 2 and 4 times
 *    under new urls, each built cold and warm into a folder of its own: time and peak memory per
 *    page.
 * 2. Four pages (home, a short docs page, the largest docs page, 404), each in a fresh Chromium
 *    context: bytes of HTML, CSS and JS downloaded before the page is interactive (raw and as
 *    sent), and the JavaScript run on the main thread while loading.
 * 3. Lighthouse (mobile, the default profile) on the same pages: the four category scores, LCP,
 *    TBT, CLS, total bytes, main-thread work and the number of DOM elements; after one audit that
 *    is not counted, as a run's first audit costs its page more.
 * 4. Client navigation between two docs pages: from the click to the new page painted, median of
 *    20.
 * 5. The dev server: from saving a content file to the open page showing it, median of five saves,
 *    the first once the server has stopped compiling after its start.
 * 6. Search (bench/search-compare.ts): the evaluation set through the site's search, Pagefind and
 *    MiniSearch, top-1, top-3 and MRR per kind of query, and what a first query downloads with
 *    each. It reads the build in DIST_DIR, and builds the site there if it has none.
 * 7. The playground: what /playground/ downloads of its own (webpack's worker the most of it) and
 *    the time of its first build of the default project.
 *
 * 8. With `BENCH_REFERENCE=<folder>` (a checkout of webpack.js.org with its packages installed,
 *    `npm ci --ignore-scripts`): the reference site's build, cold (no webpack cache, no dist/) and
 *    warm, in the same run as ours. Its `npm run build` first downloads readmes, supporters and
 *    governance pages; those steps are left out (a machine without the internet cannot run them),
 *    the rest run as its package.json lists them, and a missing supporters file is written empty.
 *    Its loader and plugin pages, which it makes from the packages' READMEs, are made beforehand
 *    from the same packages' npm tarballs (bench/reference-pages.ts), for the packages this site
 *    documents; `BENCH_REFERENCE_PACKAGES=0` builds it without them.
 *
 * Prints a table and writes bench/results/<timestamp>.json. Leaves dist/ built.
 * `BENCH_SKIP=build,pages,lighthouse,navigation,dev,search,playground` skips parts (the pages need a build in
 * dist/); `CONTENT_DIR` builds and serves another content folder, as `npm run build` does.
 */
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Response } from 'playwright-core';
import { ROOT } from '../src/node/paths';
import { createServer } from '../src/node/serve';
import { CHROMIUM_ARGS, unpackChromium } from '../test/support/browser';
import { addReferencePackagePages } from './reference-pages';
import { compareSearch, comparisonReport, type SearchComparison } from './search-compare';

const SKIP = new Set((process.env.BENCH_SKIP ?? '').split(',').filter(Boolean));
const TSX = path.join(ROOT, 'node_modules/tsx/dist/cli.mjs');
const PAGES = [
  { name: 'home', url: '/' },
  { name: 'short docs page', url: '/concepts/why-webpack/' },
  { name: 'largest docs page', url: '/configuration/output/' },
  { name: 'most examples', url: '/configuration/optimization/' },
  { name: '404', url: '/no/such/page/' },
];
/** Lighthouse stops at a 404 status, so it audits the same page at the address that answers 200. */
const LIGHTHOUSE_URL: Record<string, string> = { '/no/such/page/': '/404.html' };
const NAVIGATION = { from: '/concepts/', to: '/concepts/modules/', runs: 20 };

interface BuildRun {
  seconds: number;
  peakMemoryMiB: number;
  /** Pages the content pipeline compiled (the others came from its cache). */
  compiled: number;
  /** For a median: the time of every run, in the order they ran. */
  runs?: number[];
}

/** How many times warm and one-page builds run: this machine's times move by a second or two between runs. */
const REPEATS = 3;

/** The run of median time, with every run's time. */
function medianRun(runs: readonly BuildRun[]): BuildRun {
  const sorted = [...runs].sort((a, b) => a.seconds - b.seconds);
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (!middle) throw new Error('no build ran');
  return { ...middle, runs: runs.map((run) => run.seconds) };
}

interface ScaleRun {
  scale: number;
  pages: number;
  cold: BuildRun;
  warm: BuildRun;
}

interface PageLoad {
  page: string;
  url: string;
  bytes: Record<'html' | 'css' | 'js', { raw: number; sent: number }>;
  mainThreadScriptMs: number;
}

interface LighthouseRun {
  page: string;
  scores: Record<string, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  totalBytes: number;
  mainThreadMs: number;
  domElements: number;
}

interface PlaygroundRun {
  /** What /playground/ downloads beyond a docs page until its first build is shown: its own chunks, stylesheet and webpack's worker. */
  own: { raw: number; sent: number };
  /** webpack's worker alone. */
  worker: { raw: number; sent: number };
  /** The first build of the default project in the worker, as it reports it, and from navigation to its output shown. */
  firstBuildMs: number;
  shownMs: number;
}

const results: {
  date: string;
  machine: string;
  build?: {
    cold: BuildRun;
    coldWithoutRecord: BuildRun;
    warm: BuildRun;
    onePageChanged: BuildRun;
    checkContentWarmSeconds: number;
  };
  scale?: ScaleRun[];
  pages?: PageLoad[];
  lighthouse?: LighthouseRun[];
  navigation?: { medianMs: number; runsMs: number[] };
  devServer?: { updateMs: number; samples: number[] };
  search?: SearchComparison;
  playground?: PlaygroundRun;
  reference?: {
    folder: string;
    /** The loader and plugin pages made from npm's READMEs (bench/reference-pages.ts). */
    packagePages: number;
    /** Packages whose README its MDX compiler rejects, left out. */
    invalidReadmes: string[];
    coldSeconds: number;
    warm: { seconds: number } | { failed: string };
  };
  errors: string[];
} = {
  date: new Date().toISOString(),
  machine: `${process.platform} ${process.arch}, Node ${process.version}`,
  errors: [],
};

/** Runs the production build in a child process; its peak memory is that process's maxRSS. */
function build(env: NodeJS.ProcessEnv = {}): BuildRun {
  const started = performance.now();
  const run = spawnSync(process.execPath, [TSX, path.join(ROOT, 'bench', 'build-once.ts')], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, ...env },
  });
  const seconds = (performance.now() - started) / 1000;
  const line = /^BENCH (.+)$/m.exec(run.stdout)?.[1];
  if (run.status !== 0 || !line) throw new Error(`the build failed:\n${run.stdout}${run.stderr}`);
  const { maxRSS } = JSON.parse(line) as { maxRSS: number };
  const compiled = Number(/content \(\d+ pages, (\d+) compiled\)/.exec(run.stdout)?.[1] ?? Number.NaN);
  return { seconds, peakMemoryMiB: maxRSS / 1024, compiled };
}

/** Every cache a build keeps: what a cold build starts without. */
function clearCaches(): void {
  for (const dir of [
    'babel',
    'content',
    'search',
    'sizes',
    'playground',
    'playground-worker',
    'webpack',
    'webpack-output',
  ])
    rmSync(path.join(ROOT, '.cache', dir), { recursive: true, force: true });
}

/** The content folder the bench builds (CONTENT_DIR, as for `npm run build`). */
const CONTENT = process.env.CONTENT_DIR ? path.resolve(process.env.CONTENT_DIR) : path.join(ROOT, 'content');

/** Cold, warm, one page changed (restored after), and check:content warm. */
function builds(): NonNullable<typeof results.build> {
  clearCaches();
  const coldWithoutRecord = build({ PLAYGROUND_RECORD: 'off' });
  clearCaches();
  const cold = build();
  const warm = medianRun(Array.from({ length: REPEATS }, () => build()));
  const page = path.join(CONTENT, 'concepts', 'why-webpack.md');
  const original = readFileSync(page, 'utf8');
  const changed: BuildRun[] = [];
  try {
    // A paragraph no earlier build had: nothing of it is in any cache.
    for (let i = 0; i < REPEATS; i++) {
      writeFileSync(page, `${original.trimEnd()}\n\nA paragraph the bench added at ${new Date().toISOString()}.\n`);
      changed.push(build());
    }
  } finally {
    writeFileSync(page, original);
  }
  const onePageChanged = medianRun(changed);
  // Back to the content as it is, so dist/ is the site's.
  build();
  const started = performance.now();
  const check = spawnSync(process.execPath, [TSX, path.join(ROOT, 'src/node/content/check.ts')], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (check.status !== 0) throw new Error(`check:content failed:\n${check.stdout}${check.stderr}`);
  return {
    cold,
    coldWithoutRecord,
    warm,
    onePageChanged,
    checkContentWarmSeconds: (performance.now() - started) / 1000,
  };
}

/** The scales to build, from `--scale 1,2,4`; none without the flag. */
function scales(): number[] {
  const at = process.argv.indexOf('--scale');
  const given =
    at >= 0 ? process.argv[at + 1] : process.argv.find((arg) => arg.startsWith('--scale='))?.slice('--scale='.length);
  return given
    ? given
        .split(',')
        .map(Number)
        .filter((n) => Number.isInteger(n) && n >= 1)
    : [];
}

/**
 * The content copied `scale` times: copy k of every section folder but the blog is
 * `<section>-k`, of every top-level page `<page>-k.md`. Links in the copies still lead to the
 * original pages, which exist.
 */
function scaledContent(scale: number, dir: string): { contentDir: string; pages: number } {
  const contentDir = path.join(dir, 'content');
  cpSync(CONTENT, contentDir, { recursive: true });
  cpSync(path.join(CONTENT, '..', 'public'), path.join(dir, 'public'), { recursive: true });
  for (let copy = 2; copy <= scale; copy += 1) {
    for (const entry of readdirSync(CONTENT, { withFileTypes: true })) {
      // The blog's posts take their order from their dates in a folder named blog: not copied.
      if (entry.isDirectory() && entry.name !== 'blog')
        cpSync(path.join(CONTENT, entry.name), path.join(contentDir, `${entry.name}-${copy}`), { recursive: true });
      else if (/\.mdx?$/.test(entry.name))
        cpSync(path.join(CONTENT, entry.name), path.join(contentDir, entry.name.replace(/(\.mdx?)$/, `-${copy}$1`)));
    }
  }
  const pages = readdirSync(contentDir, { recursive: true }).filter((file) => /\.mdx?$/.test(String(file))).length;
  return { contentDir, pages };
}

/** Each scale built cold and warm into folders of its own, so dist/ stays the site's. */
function scaleRuns(): ScaleRun[] {
  const runs: ScaleRun[] = [];
  for (const scale of scales()) {
    const dir = mkdtempSync(path.join(ROOT, '.cache', `bench-scale-${scale}-`));
    try {
      const { contentDir, pages } = scaledContent(scale, dir);
      const env = { CONTENT_DIR: contentDir, DIST_DIR: path.join(dir, 'dist'), SITE_DIR: path.join(dir, '.site') };
      clearCaches();
      const cold = build(env);
      const warm = build(env);
      runs.push({ scale, pages, cold, warm });
      process.stdout.write(
        `  scale ${scale}: ${pages} pages, cold ${cold.seconds.toFixed(1)} s, warm ${warm.seconds.toFixed(1)} s\n`,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  // The caches now hold the scaled content's pages: the next build of the site starts warm anyway.
  return runs;
}

async function serve(root: string): Promise<{ server: Server; origin: string }> {
  const server = createServer(root);
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  return { server, origin: `http://localhost:${(server.address() as AddressInfo).port}` };
}

async function pageLoad(browser: Browser, origin: string, page: { name: string; url: string }): Promise<PageLoad> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Performance.enable');
  const bytes: PageLoad['bytes'] = { html: { raw: 0, sent: 0 }, css: { raw: 0, sent: 0 }, js: { raw: 0, sent: 0 } };
  const responses: Response[] = [];
  tab.on('response', (response) => responses.push(response));
  await tab.goto(origin + page.url);
  await tab.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  // The app marks the moment it became interactive (src/client/interactive.ts); what was requested
  // before it counts. Comparing request times, not arrival at this process, keeps a request that
  // starts just after the mark out.
  const hydratedAt = await tab.evaluate(
    () => performance.timeOrigin + (performance.getEntriesByName('hydrated')[0]?.startTime ?? Number.NaN),
  );
  if (Number.isNaN(hydratedAt)) throw new Error(`${page.url}: the page set no "hydrated" performance mark`);
  await tab.waitForLoadState('networkidle');
  for (const response of responses) {
    if (response.request().timing().startTime > hydratedAt) continue;
    const type = response.headers()['content-type'] ?? '';
    const kind = type.includes('html')
      ? 'html'
      : type.includes('css')
        ? 'css'
        : type.includes('javascript')
          ? 'js'
          : null;
    if (!kind) continue;
    const raw = (await response.body().catch(() => Buffer.alloc(0))).byteLength;
    const sizes = await response.request().sizes();
    bytes[kind].raw += raw;
    bytes[kind].sent += sizes.responseBodySize;
  }
  const { metrics } = await cdp.send('Performance.getMetrics');
  const script = metrics.find((m) => m.name === 'ScriptDuration')?.value ?? 0;
  await context.close();
  return { page: page.name, url: page.url, bytes, mainThreadScriptMs: script * 1000 };
}

async function lighthouseRun(
  origin: string,
  page: { name: string; url: string },
  executablePath: string,
): Promise<LighthouseRun> {
  const { launch } = await import('chrome-launcher');
  const lighthouse = (await import('lighthouse')).default;
  const chrome = await launch({ chromePath: executablePath, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  try {
    const result = await lighthouse(origin + (LIGHTHOUSE_URL[page.url] ?? page.url), {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
    });
    if (!result) throw new Error('Lighthouse returned nothing');
    const { categories, audits } = result.lhr;
    const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    return {
      page: page.name,
      scores: Object.fromEntries(
        Object.entries(categories).map(([id, category]) => [id, Math.round((category.score ?? 0) * 100)]),
      ),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      totalBytes: numeric('total-byte-weight'),
      mainThreadMs: numeric('mainthread-work-breakdown'),
      // Lighthouse 13 counts them in its DOM size insight (the `dom-size` audit of earlier versions).
      domElements: audits['dom-size-insight']?.numericValue ?? numeric('dom-size'),
    };
  } finally {
    chrome.kill();
  }
}

/** Clicks the sidebar link to `href`; resolves with the ms until the new page's title is painted. */
const CLICK_TO_PAINT = `(href) => new Promise((resolve, reject) => {
  const link = [...document.querySelectorAll('.sidebar a')].find((a) => a.getAttribute('href') === href);
  if (!link) return reject(new Error('no sidebar link to ' + href));
  const title = link.textContent.trim();
  const started = performance.now();
  const check = () => {
    // The frame after the one that committed the change is the one painted.
    if (document.querySelector('main h1')?.textContent === title) requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - started)));
    else requestAnimationFrame(check);
  };
  link.click();
  check();
})`;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

async function navigation(browser: Browser, origin: string): Promise<{ medianMs: number; runsMs: number[] }> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const tab = await context.newPage();
  await tab.goto(origin + NAVIGATION.from);
  await tab.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  const runsMs: number[] = [];
  let target = NAVIGATION.to;
  for (let run = 0; run < NAVIGATION.runs; run += 1) {
    // A string, not a function: tsx's transform would add helpers the page does not have.
    const ms = await tab.evaluate<number>(`(${CLICK_TO_PAINT})(${JSON.stringify(target)})`);
    runsMs.push(ms);
    target = target === NAVIGATION.to ? NAVIGATION.from : NAVIGATION.to;
  }
  await context.close();
  return { medianMs: median(runsMs), runsMs };
}

const DEV_SAVES = 5;
/** How long the dev server must go without compiling before the first save is timed. */
const DEV_IDLE_MS = 3_000;

/** The dev server on a copy of the content: time from writing a file to the page showing it. */
async function devServer(browser: Browser): Promise<{ updateMs: number; samples: number[] }> {
  mkdirSync(path.join(ROOT, '.cache'), { recursive: true });
  const work = mkdtempSync(path.join(ROOT, '.cache', 'bench-dev-'));
  const content = process.env.CONTENT_DIR ? path.resolve(process.env.CONTENT_DIR) : path.join(ROOT, 'content');
  cpSync(content, path.join(work, 'content'), { recursive: true });
  cpSync(path.join(content, '..', 'public'), path.join(work, 'public'), { recursive: true });
  const port = 4190;
  // Its generated modules go beside the copy: in .site/ they would replace the build's.
  const server = spawn(process.execPath, [TSX, 'src/node/dev.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      CONTENT_DIR: path.join(work, 'content'),
      SITE_DIR: path.join(work, '.site'),
      PORT: String(port),
    },
  });
  let output = '';
  server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    const started = Date.now();
    while (!/compiled successfully/.test(output)) {
      if (Date.now() - started > 300_000 || server.exitCode !== null)
        throw new Error(`the dev server did not start:\n${output.slice(-2000)}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const tab = await browser.newPage();
    await tab.goto(`http://localhost:${port}/concepts/why-webpack/`);
    await tab.waitForFunction(() => Boolean(document.querySelector('[data-page-body]')?.textContent));
    // Saves are timed once the server is idle: right after it starts, webpack compiles a second
    // time (its output says "compiled successfully" twice), and a save during it waits for it.
    let compiles = -1;
    while (compiles !== (compiles = output.split('compiled').length))
      await new Promise((resolve) => setTimeout(resolve, DEV_IDLE_MS));
    const file = path.join(work, 'content', 'concepts', 'why-webpack.md');
    // One save varies by a few hundred milliseconds from run to run: the median of DEV_SAVES.
    const times: number[] = [];
    for (let save = 1; save <= DEV_SAVES; save += 1) {
      const marker = `Saved at ${Date.now()}, save ${save}.`;
      const waiting = tab.waitForFunction(
        (text) => document.querySelector('[data-page-body]')?.textContent?.includes(text),
        marker,
        { timeout: 60_000, polling: 'raf' },
      );
      const saved = performance.now();
      writeFileSync(file, `${readFileSync(file, 'utf8').trimEnd()}\n\n${marker}\n`);
      await waiting;
      times.push(performance.now() - saved);
      // Let the rebuild of the search index that follows an update finish before the next save.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
    }
    return { updateMs: median(times), samples: times };
  } finally {
    server.kill();
    rmSync(work, { recursive: true, force: true });
  }
}

/** /playground/ on a cold cache: what it downloads of its own, and its first build of the default project. */
async function playground(browser: Browser, origin: string): Promise<PlaygroundRun> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const tab = await context.newPage();
  const shared = new Set<string>();
  tab.on('response', (response) => shared.add(new URL(response.url()).pathname));
  await tab.goto(`${origin}/concepts/`);
  await tab.waitForLoadState('networkidle');
  const responses: Response[] = [];
  tab.removeAllListeners('response');
  tab.on('response', (response) => responses.push(response));
  await tab.goto(`${origin}/playground/`);
  await tab.locator('[data-build-state="done"]').waitFor({ timeout: 120_000 });
  const shownMs = await tab.evaluate(() => performance.now());
  const status = (await tab.locator('[data-build-state="done"]').textContent()) ?? '';
  const firstBuildMs = Number(/Built in (\d+) ms/.exec(status)?.[1] ?? Number.NaN);
  const own = { raw: 0, sent: 0 };
  const worker = { raw: 0, sent: 0 };
  for (const response of responses) {
    const file = new URL(response.url()).pathname;
    if (shared.has(file) || file === '/playground/') continue;
    const raw = (await response.body().catch(() => Buffer.alloc(0))).byteLength;
    // Chromium reports no sizes for a Web Worker's script: the server gzips it (src/node/serve.ts).
    const sent =
      (await response.request().sizes()).responseBodySize ||
      gzipSync(await response.body().catch(() => Buffer.alloc(0))).byteLength;
    own.raw += raw;
    own.sent += sent;
    if (/^\/playground\/worker\./.test(file)) Object.assign(worker, { raw, sent });
  }
  await context.close();
  return { own, worker, firstBuildMs, shownMs };
}

/**
 * The reference site's `npm run build` (webpack.js.org's package.json) without its network steps
 * (`fetch-repos`, `fetch`) and without `postbuild` (the sitemap and the feed).
 */
const REFERENCE_STEPS = [
  // Its own `clean-printable` passes the pattern without `--glob`, which rimraf 6 takes as a file
  // name: printable pages left from a run would then be built into the next one.
  'rimraf --glob ./dist "src/content/**/printable.mdx"',
  'node src/scripts/build-content-tree.mjs ./src/content ./src/_content.json',
  'webpack --config webpack.prod.mjs --config-node-env production',
  'node ./src/scripts/concatenate-docs.mjs',
  'node src/scripts/build-content-tree.mjs ./src/content ./src/_content.json',
  'webpack --config webpack.ssg.mjs --config-node-env production --env ssg',
];

/** Runs the reference's build steps in `folder`; the seconds they took, or why they failed. */
function referenceBuild(folder: string): { seconds: number } | { failed: string } {
  const started = performance.now();
  for (const step of REFERENCE_STEPS) {
    const run = spawnSync(step, {
      cwd: folder,
      shell: true,
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
      env: {
        ...process.env,
        PATH: `${path.join(folder, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH ?? ''}`,
      },
    });
    if (run.status !== 0) {
      const output = `${run.stdout}${run.stderr}`.trim().split('\n');
      const at = output.findIndex((line) => /heap out of memory|ERROR in|Error:/.test(line));
      const reason = at === -1 ? (output.at(-1) ?? '') : output.slice(at, at + 3).join(' / ');
      return { failed: `${step}: ${reason.trim()}` };
    }
  }
  return { seconds: (performance.now() - started) / 1000 };
}

async function referenceRuns(folder: string): Promise<NonNullable<(typeof results)['reference']>> {
  const supporters = path.join(folder, 'src', 'components', 'Support', '_supporters.json');
  if (!existsSync(supporters)) writeFileSync(supporters, '[]\n');
  // What its `clean` step removes before its fetch step writes them again.
  for (const kind of ['loaders', 'plugins'])
    for (const file of readdirSync(path.join(folder, 'src', 'content', kind)))
      if (/^_.*\.mdx$/.test(file)) rmSync(path.join(folder, 'src', 'content', kind, file));
  const packagePages =
    process.env.BENCH_REFERENCE_PACKAGES === '0'
      ? { written: [], invalid: [] }
      : await addReferencePackagePages(folder);
  rmSync(path.join(folder, 'node_modules', '.cache'), { recursive: true, force: true });
  const cold = referenceBuild(folder);
  if ('failed' in cold) throw new Error(`the reference site's cold build failed: ${cold.failed}`);
  return {
    folder,
    packagePages: packagePages.written.length,
    invalidReadmes: packagePages.invalid,
    coldSeconds: cold.seconds,
    warm: referenceBuild(folder),
  };
}

async function part<T>(name: string, run: () => Promise<T>): Promise<T | undefined> {
  if (SKIP.has(name)) return undefined;
  process.stdout.write(`${name}...\n`);
  try {
    return await run();
  } catch (error) {
    results.errors.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

function report(): string {
  const lines: string[] = [`webpack docs bench, ${results.date} (${results.machine})`, ''];
  if (results.build) {
    const { cold, coldWithoutRecord, warm, onePageChanged, checkContentWarmSeconds } = results.build;
    lines.push('Production build of the whole site');
    for (const [name, run] of [
      ['cold', cold],
      ['cold, no record', coldWithoutRecord],
      ['warm', warm],
      ['one page changed', onePageChanged],
    ] as const) {
      const runs = run.runs ? `   (median of ${run.runs.map((each) => each.toFixed(1)).join(', ')})` : '';
      lines.push(
        `  ${name.padEnd(17)} ${run.seconds.toFixed(1).padStart(6)} s   peak memory ${run.peakMemoryMiB.toFixed(0)} MiB   ${run.compiled} pages compiled${runs}`,
      );
    }
    lines.push(`  check:content, warm ${checkContentWarmSeconds.toFixed(1)} s`, '');
  }
  if (results.scale?.length) {
    lines.push('Content at scale (cold, warm; per page)');
    for (const run of results.scale) {
      const per = (value: number) => (value / run.pages).toFixed(3);
      lines.push(
        `  ${`${run.scale}x, ${run.pages} pages`.padEnd(20)} cold ${run.cold.seconds.toFixed(1).padStart(6)} s (${per(run.cold.seconds)} s/page, ${run.cold.peakMemoryMiB.toFixed(0)} MiB, ${per(run.cold.peakMemoryMiB)} MiB/page)   warm ${run.warm.seconds.toFixed(1).padStart(6)} s (${per(run.warm.seconds)} s/page)`,
      );
    }
    lines.push('');
  }
  if (results.pages) {
    lines.push(
      'Before interactive (raw / as sent)        HTML                  CSS                   JS                    main-thread JS',
    );
    for (const p of results.pages) {
      const cell = (kind: 'html' | 'css' | 'js') => `${kib(p.bytes[kind].raw)} / ${kib(p.bytes[kind].sent)}`.padEnd(22);
      lines.push(
        `  ${p.page.padEnd(40)}${cell('html')}${cell('css')}${cell('js')}${p.mainThreadScriptMs.toFixed(0)} ms`,
      );
    }
    lines.push('');
  }
  if (results.lighthouse) {
    lines.push(
      'Lighthouse (mobile)      perf  a11y  best  seo   LCP       TBT      CLS     bytes       main thread  DOM elements',
    );
    for (const l of results.lighthouse) {
      const s = (id: string) => String(l.scores[id] ?? '-').padStart(4);
      lines.push(
        `  ${l.page.padEnd(22)}${s('performance')}  ${s('accessibility')}  ${s('best-practices')}  ${s('seo')}   ${`${l.lcpMs.toFixed(0)} ms`.padEnd(10)}${`${l.tbtMs.toFixed(0)} ms`.padEnd(9)}${l.cls.toFixed(3).padEnd(8)}${kib(l.totalBytes).padEnd(12)}${`${l.mainThreadMs.toFixed(0)} ms`.padEnd(13)}${l.domElements}`,
      );
    }
    lines.push('');
  }
  if (results.navigation)
    lines.push(
      `Client navigation, click to paint: median ${results.navigation.medianMs.toFixed(1)} ms of ${NAVIGATION.runs}`,
    );
  if (results.devServer)
    lines.push(
      `Dev server, save to shown: median ${results.devServer.updateMs.toFixed(0)} ms of ${results.devServer.samples.length}`,
    );
  if (results.search) lines.push('', ...comparisonReport(results.search));
  if (results.playground) {
    const { own, worker, firstBuildMs, shownMs } = results.playground;
    lines.push(
      `Playground: downloads ${kib(own.raw)} / ${kib(own.sent)} sent of its own (webpack's worker ${kib(worker.raw)} / ${kib(worker.sent)}); first build of the default project ${firstBuildMs} ms, shown ${shownMs.toFixed(0)} ms after navigation`,
    );
  }
  if (results.reference) {
    const { folder, packagePages, invalidReadmes, coldSeconds, warm } = results.reference;
    const leftOut = invalidReadmes.length ? ` (left out, not valid MDX: ${invalidReadmes.join(', ')})` : '';
    lines.push(
      '',
      `Reference site (${folder}), built in the same run without its network steps, with ${packagePages} loader and plugin pages from npm's READMEs${leftOut}:`,
      `  cold ${coldSeconds.toFixed(1)} s; warm ${'seconds' in warm ? `${warm.seconds.toFixed(1)} s` : `failed (${warm.failed})`}`,
    );
    if (results.build)
      lines.push(
        `  ours cold is ${(results.build.cold.seconds / coldSeconds).toFixed(2)} of the reference's (target: at most 0.33); without the record of the playground's decisions ${(results.build.coldWithoutRecord.seconds / coldSeconds).toFixed(2)}`,
      );
  }
  if (results.errors.length) lines.push('', 'Failed parts:', ...results.errors.map((e) => `  ${e}`));
  return lines.join('\n');
}

async function main(): Promise<void> {
  const built = await part('build', () => Promise.resolve(builds()));
  if (built) results.build = built;
  const referenceFolder = process.env.BENCH_REFERENCE;
  if (referenceFolder) {
    const reference = await part('reference', () => referenceRuns(path.resolve(referenceFolder)));
    if (reference) results.reference = reference;
  }
  if (scales().length) {
    const scaled = await part('scale', () => Promise.resolve(scaleRuns()));
    if (scaled) results.scale = scaled;
  }

  const executablePath = await unpackChromium();
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  const { server, origin } = await serve(path.join(ROOT, 'dist'));
  try {
    const pages = await part('pages', async () => {
      const loads: PageLoad[] = [];
      for (const page of PAGES) loads.push(await pageLoad(browser, origin, page));
      return loads;
    });
    if (pages) results.pages = pages;
    const audits = await part('lighthouse', async () => {
      // The first audit of a run costs its page more main thread than the same page's later audits
      // (Lighthouse's own code is cold): about 150 ms more, which put the home page, audited
      // first, above the short docs page. A first audit of the last page is not counted.
      const warmUp = PAGES.at(-1);
      if (warmUp) await lighthouseRun(origin, warmUp, executablePath);
      const runs: LighthouseRun[] = [];
      for (const page of PAGES) runs.push(await lighthouseRun(origin, page, executablePath));
      return runs;
    });
    if (audits) results.lighthouse = audits;
    const nav = await part('navigation', () => navigation(browser, origin));
    if (nav) results.navigation = nav;
    const dev = await part('dev', () => devServer(browser));
    if (dev) results.devServer = dev;
    const search = await part('search', () => compareSearch(browser));
    if (search) results.search = search;
    const play = await part('playground', () => playground(browser, origin));
    if (play) results.playground = play;
  } finally {
    server.close();
    await browser.close();
  }

  const text = report();
  console.log(`\n${text}`);
  const dir = path.join(ROOT, 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${results.date.replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\nWrote ${path.relative(ROOT, file)}`);
  if (results.errors.length) process.exitCode = 1;
}

await main();
