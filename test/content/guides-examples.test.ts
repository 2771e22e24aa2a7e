/**
 * The projects of content/guides/ build and do what their pages say.
 *
 * Every folder below examples/guides/ that holds a package.json is a project, found without a
 * list: examples/guides/<guide>/ for a guide with one project, or examples/guides/<guide>/<state>/
 * when the page shows the project in several states (before and after a configuration file, for
 * example). The guide's page is content/guides/<guide>.md (or .mdx).
 *
 * - A code block on any page whose title is a path in examples/guides/ must be identical to that
 *   file (the block leaves out the file's final newline; for a diff block, its result counts).
 *   Every file of every project must appear in such a block.
 * - Every webpack.config.js in examples/guides/ must pass webpack.validate, and the loaders it
 *   names must be installed.
 * - Each project is built with the installed webpack through its Node API, from the project's
 *   folder, with the output in a temporary folder. EXPECTED below records what the page says
 *   about the result: the files, the warnings, the text a page shows in Chromium or a script
 *   prints in Node.js, what the CLI prints. A project without an entry in EXPECTED fails, so a new
 *   guide adds its folder to examples/guides/ and its entry here.
 * - Each `asset <name> <size>` line in the output a guide page shows must match the size of that
 *   file in a build of one of the guide's projects.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import webpack from 'webpack';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../src/node/paths';
import { CHROMIUM_ARGS, unpackChromium } from '../support/browser';
import { codeBlocks, contentFiles, type CodeBlock } from '../support/code-blocks';
import { describeExampleSources, filesOf, loadConfig } from '../support/examples';

const EXAMPLES = path.join(ROOT, 'examples', 'guides');
const GUIDES = path.join(ROOT, 'content', 'guides');
const TITLE_PREFIX = 'examples/guides/';
const requireFromRoot = createRequire(path.join(ROOT, 'package.json'));
const WEBPACK_CLI = requireFromRoot.resolve('webpack-cli/bin/cli.js');
/** webpack's own size formatting, as the CLI prints it ("116 bytes", "4.26 KiB"). */
const formatSize = requireFromRoot('webpack/lib/util/formatSize.js') as (size: number) => string;

/** What a guide's page says about one project. Paths are relative to the project's folder. */
interface Expected {
  /** Every file the build writes, relative to the output folder. */
  emits: string[];
  /** The warnings of the build, one text from each, in order; no other warning is allowed. */
  warnings: string[];
  /** Emitted files whose whole content the page shows in a code block. */
  shown?: string[];
  /** Run an emitted script with Node.js; it must print exactly `stdout`. */
  node?: { script: string; stdout: string };
  /**
   * Open an emitted page in Chromium, after copying the project's folder `copy` (hand-written
   * pages and static files) into the output folder. The page must not log errors; `check` tests
   * what it shows.
   */
  browser?: { copy: string; open: string; check: (page: Page) => Promise<void> };
  /**
   * Run webpack-cli in a copy of the project, with `args` or the arguments of an npm script
   * (whose command must be `webpack ...`). It must exit with 0, print every text of `prints` and
   * none of `neverPrints`, and write `emits` into the folder `outputDir` (default `dist`).
   */
  cli?: { args?: string[]; script?: string; prints: string[]; neverPrints?: string[]; outputDir?: string };
}

async function headingOfHelloWebpack(page: Page): Promise<void> {
  expect(await page.title()).toBe('Hello webpack');
  expect(await page.locator('body > *').allTextContents()).toEqual(['Hello, webpack!']);
  expect(await page.locator('body > h1').count()).toBe(1);
}

/** Keyed by the project's folder relative to examples/guides/. */
const EXPECTED: Record<string, Expected> = {
  'getting-started/without-config': {
    emits: ['main.js'],
    warnings: ["The 'mode' option has not been set, webpack will fallback to 'production' for this value."],
    shown: ['main.js'],
    browser: { copy: 'dist', open: 'index.html', check: headingOfHelloWebpack },
    cli: { args: [], prints: ['asset main.js', 'WARNING in configuration', 'compiled with 1 warning'] },
  },
  'getting-started/with-config': {
    emits: ['main.js'],
    warnings: [],
    shown: ['main.js'],
    browser: { copy: 'dist', open: 'index.html', check: headingOfHelloWebpack },
    cli: { script: 'build', prints: ['asset main.js', 'compiled successfully'], neverPrints: ['WARNING'] },
  },
};

const temporaryDirs: string[] = [];
function tempDir(name: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), `guides-${name.replace(/\W+/g, '-')}-`));
  temporaryDirs.push(dir);
  return dir;
}

let browser: Promise<Browser> | undefined;
function launchBrowser(): Promise<Browser> {
  browser ??= unpackChromium().then((executablePath) => chromium.launch({ executablePath, args: CHROMIUM_ARGS }));
  return browser;
}

afterAll(async () => {
  if (browser) await (await browser).close();
  for (const dir of temporaryDirs) rmSync(dir, { recursive: true, force: true });
});

/** The folders below `dir` that hold a package.json, without looking inside a project. */
function projectsIn(dir: string): string[] {
  if (!existsSync(dir)) return [];
  if (existsSync(path.join(dir, 'package.json'))) return [dir];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules')
    .flatMap((entry) => projectsIn(path.join(dir, entry.name)))
    .sort();
}

interface Project {
  /** `getting-started/with-config` */
  name: string;
  dir: string;
  /** `getting-started` */
  guide: string;
  /** content/guides/<guide>.md or .mdx, if it exists */
  page: string | undefined;
}

function project(dir: string): Project {
  const name = path.relative(EXAMPLES, dir).split(path.sep).join('/');
  const guide = name.split('/')[0] ?? name;
  const page = ['.md', '.mdx'].map((ext) => path.join(GUIDES, guide + ext)).find((file) => existsSync(file));
  return { name, dir, guide, page };
}

const projects = projectsIn(EXAMPLES).map(project);

/** The project's configuration (example files are CommonJS), or none when it relies on webpack's defaults. */
function projectConfig(dir: string): webpack.Configuration {
  const file = path.join(dir, 'webpack.config.js');
  return existsSync(file) ? (loadConfig(file) as webpack.Configuration) : {};
}

/** Builds a configuration and closes the compiler; rejects only on a fatal error. */
function build(config: webpack.Configuration): Promise<webpack.Stats> {
  return new Promise((resolve, reject) => {
    const compiler = webpack({ ...config, infrastructureLogging: { level: 'none' } });
    compiler.run((error, stats) => {
      compiler.close(() => {
        if (error) reject(error);
        else if (!stats) reject(new Error('webpack returned no stats'));
        else resolve(stats);
      });
    });
  });
}

interface Built {
  out: string;
  errors: string[];
  warnings: string[];
  /** Emitted file name → size in bytes. */
  assets: Map<string, number>;
}

/** Builds a project the way the CLI does from its folder, but into a temporary output folder. */
async function buildProject(dir: string, overrides: webpack.Configuration = {}): Promise<Built> {
  const config = projectConfig(dir);
  const out = tempDir(path.relative(EXAMPLES, dir));
  const stats = await build({ context: dir, ...config, ...overrides, output: { ...config.output, path: out } });
  const json = stats.toJson({ all: false, errors: true, warnings: true, assets: true, cachedAssets: true });
  return {
    out,
    errors: (json.errors ?? []).map((item) => item.message),
    warnings: (json.warnings ?? []).map((item) => item.message),
    assets: new Map((json.assets ?? []).map((asset) => [asset.name, asset.size])),
  };
}

const builds = new Map<string, Promise<Built>>();
/** One build per project, shared by the tests that look at it. */
function builtProject(item: Project): Promise<Built> {
  let built = builds.get(item.name);
  if (!built) {
    built = buildProject(item.dir);
    builds.set(item.name, built);
  }
  return built;
}

const blocks: CodeBlock[] = contentFiles().flatMap(codeBlocks);
const exampleBlocks = blocks.filter((block) => block.title?.startsWith(TITLE_PREFIX));

describe('the projects of the guides and the pages that show them', () => {
  it('finds the projects and the code blocks that show them', () => {
    expect(projects.length).toBeGreaterThan(0);
    expect(exampleBlocks.length).toBeGreaterThan(0);
  });

  for (const item of projects) {
    it(`${item.name} belongs to a guide page and says what the page expects of it`, () => {
      expect(item.page, `examples/guides/${item.name} has no page content/guides/${item.guide}.md`).toBeDefined();
      expect(EXPECTED[item.name], `add what content/guides/${item.guide}.md says about ${item.name} to EXPECTED`).toBeDefined();
    });
  }

  it('has no expectations for projects that do not exist', () => {
    expect(Object.keys(EXPECTED).filter((name) => !projects.some((item) => item.name === name))).toEqual([]);
  });
});

describeExampleSources('guides', blocks);

describe('the builds of the guides', () => {
  for (const item of projects) {
    const expected = EXPECTED[item.name];
    if (!expected) continue;

    describe(item.name, () => {
      it('builds without errors, with the warnings and the files the page names', async () => {
        const { out, errors, warnings, assets } = await builtProject(item);
        expect(errors).toEqual([]);
        expect(warnings).toHaveLength(expected.warnings.length);
        expected.warnings.forEach((text, index) => expect(warnings[index]).toContain(text));
        expect([...assets.keys()].sort()).toEqual([...expected.emits].sort());
        for (const file of expected.emits) expect(existsSync(path.join(out, file)), file).toBe(true);
      });

      for (const file of expected.shown ?? []) {
        it(`writes the ${file} the page shows`, async () => {
          const { out } = await builtProject(item);
          const code = readFileSync(path.join(out, file), 'utf8').replace(/\n$/, '');
          const pageBlocks = blocks.filter((block) => block.file === path.relative(ROOT, item.page ?? ''));
          expect(pageBlocks.map((block) => block.code), `no code block on the page shows this ${file}`).toContain(code);
        });
      }

      const { node } = expected;
      if (node) {
        it(`prints what the page says when ${node.script} runs in Node.js`, async () => {
          const { out } = await builtProject(item);
          expect(execFileSync(process.execPath, [path.join(out, node.script)], { encoding: 'utf8' })).toBe(node.stdout);
        });
      }

      const { browser: inBrowser } = expected;
      if (inBrowser) {
        it(`shows what the page says when ${inBrowser.open} opens in Chromium`, async () => {
          const { out } = await builtProject(item);
          // A copy of the output, so the hand-written files never mix with the build other tests read.
          const site = tempDir(`${item.name}-site`);
          cpSync(out, site, { recursive: true });
          const staticDir = path.join(item.dir, inBrowser.copy);
          for (const file of filesOf(staticDir, staticDir)) {
            expect(existsSync(path.join(site, file)), `the build writes ${file}, which ${inBrowser.copy}/ also has`).toBe(false);
          }
          cpSync(staticDir, site, { recursive: true });

          const page = await (await launchBrowser()).newPage();
          const problems: string[] = [];
          page.on('console', (message) => {
            if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
          });
          page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
          try {
            await page.goto(pathToFileURL(path.join(site, inBrowser.open)).href, { waitUntil: 'load' });
            await inBrowser.check(page);
          } finally {
            await page.close();
          }
          expect(problems).toEqual([]);
        }, 60_000);
      }

      const { cli } = expected;
      if (cli) {
        const command = cli.script ? `npm run ${cli.script}` : ['webpack', ...(cli.args ?? [])].join(' ');
        it(`builds with \`${command}\` in the project's folder`, () => {
          const copy = tempDir(`${item.name}-cli`);
          cpSync(item.dir, copy, { recursive: true });
          let args = cli.args ?? [];
          if (cli.script) {
            const scripts = (JSON.parse(readFileSync(path.join(copy, 'package.json'), 'utf8')) as { scripts?: Record<string, string> }).scripts ?? {};
            const [bin, ...rest] = (scripts[cli.script] ?? '').split(/\s+/).filter(Boolean);
            expect(bin, `the script ${cli.script} runs webpack`).toBe('webpack');
            args = rest;
          }
          const result = spawnSync(process.execPath, [WEBPACK_CLI, ...args], { cwd: copy, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
          // eslint-disable-next-line no-control-regex
          const printed = `${result.stdout}${result.stderr}`.replace(/\u001b\[[0-9;]*m/g, '');
          expect(result.status, printed).toBe(0);
          for (const text of cli.prints) expect(printed).toContain(text);
          for (const text of cli.neverPrints ?? []) expect(printed).not.toContain(text);
          for (const file of expected.emits) expect(existsSync(path.join(copy, cli.outputDir ?? 'dist', file)), file).toBe(true);
        });
      }
    });
  }

  const guides = [...new Set(projects.map((item) => item.guide))];
  for (const guide of guides) {
    const ofGuide = projects.filter((item) => item.guide === guide && EXPECTED[item.name]);
    const page = ofGuide[0]?.page;
    if (!page) continue;
    const lines = blocks
      .filter((block) => block.file === path.relative(ROOT, page) && ['text', 'txt', 'plain', 'plaintext'].includes(block.lang))
      .flatMap((block) => block.code.split('\n').map((line) => ({ where: block.where, line })))
      .map(({ where, line }) => ({ where, match: /^asset (\S+) (\d+(?:\.\d+)? (?:bytes|KiB|MiB|GiB))\b/.exec(line) }))
      .filter((item) => item.match);
    if (lines.length === 0) continue;

    it(`prints, on content/guides/${path.basename(page)}, the asset sizes that the builds have`, async () => {
      const built = await Promise.all(ofGuide.map(builtProject));
      for (const { where, match } of lines) {
        const [, name, size] = match ?? [];
        const sizes = built.flatMap(({ assets }) => (name && assets.has(name) ? [formatSize(assets.get(name) ?? 0)] : []));
        expect(sizes, `${where}: asset ${name} ${size}`).toContain(size);
      }
    });
  }
});

describe('getting-started: what the page says beyond the finished builds', () => {
  const withoutConfig = path.join(EXAMPLES, 'getting-started', 'without-config');
  const withConfig = path.join(EXAMPLES, 'getting-started', 'with-config');

  it('fails on import and writes nothing when package.json keeps "type": "commonjs"', async () => {
    const copy = tempDir('getting-started-commonjs');
    cpSync(withoutConfig, copy, { recursive: true });
    const manifestFile = path.join(copy, 'package.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, unknown>;
    writeFileSync(manifestFile, `${JSON.stringify({ ...manifest, type: 'commonjs' }, null, 2)}\n`);

    const { out, errors } = await buildProject(copy);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain("'import' and 'export' may appear only with 'sourceType: module'");
    expect(errors[0]).toContain("File was parsed as module type 'javascript/dynamic'.");
    expect(readdirSync(out)).toEqual([]);

    const result = spawnSync(process.execPath, [WEBPACK_CLI], { cwd: copy, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
    expect(result.status).toBe(1);
    expect(readdirSync(path.join(copy, 'dist'))).toEqual(['index.html']);
  });

  it('writes the same bundle with the configuration file as without it', async () => {
    const [before, after] = await Promise.all([buildProject(withoutConfig), buildProject(withConfig)]);
    expect(readFileSync(path.join(after.out, 'main.js'), 'utf8')).toBe(readFileSync(path.join(before.out, 'main.js'), 'utf8'));
  });

  it('does not minify with --mode development, and starts with a comment about the eval devtool', async () => {
    const { out, errors, warnings } = await buildProject(withConfig, { mode: 'development' });
    expect({ errors, warnings }).toEqual({ errors: [], warnings: [] });
    const code = readFileSync(path.join(out, 'main.js'), 'utf8');
    expect(code.startsWith('/*')).toBe(true);
    expect(code.split('\n').slice(0, 8).join('\n')).toContain('The "eval" devtool has been used');
    expect(code).toContain('function greet(name)');
  });
});
