/**
 * The projects of content/guides/ build and do what their pages say.
 *
 * Every folder below examples/guides/ that holds a package.json is a project, found without a
 * list: examples/guides/<guide>/ for a guide with one project, or examples/guides/<guide>/<state>/
 * when the page shows the project in several states (before and after a configuration file, for
 * example). The guide's page is content/guides/<guide>.md (or .mdx), and its test is
 * test/content/guides/<guide>.test.ts, which calls `describeGuide` with what the page says about
 * each project (an `Expected`) and adds checks of its own.
 *
 * - Each project is built with the installed webpack through its Node API, from the project's
 *   folder, with the output in a temporary folder. The `Expected` records what the page says
 *   about the result: the files, the warnings, the text a page shows in Chromium or a script
 *   prints in Node.js, what the CLI prints. A project without an `Expected` fails.
 * - Each `asset <name> <size>` line in the output a guide page shows must match the size of that
 *   file in a build of one of the guide's projects.
 *
 * test/content/guides-examples.test.ts checks what holds across the guides: the code blocks
 * titled with a path in examples/guides/ are that file, every file is shown, every configuration
 * is valid, and every guide with projects has its test file.
 */
import { cpSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../src/node/paths';
import { runCli } from './cli';
import { codeBlocks, type CodeBlock } from './code-blocks';
import { readPage } from './content';
import { filesOf } from './examples';
import { checkInBrowser } from './in-browser';
import { buildProject, copyProject, runNode, tempDir, type Built } from './project';

export const EXAMPLES = path.join(ROOT, 'examples', 'guides');
const GUIDES = path.join(ROOT, 'content', 'guides');
const requireFromRoot = createRequire(path.join(ROOT, 'package.json'));
/** webpack's own size formatting, as the CLI prints it ("116 bytes", "4.26 KiB"). */
const formatSize = requireFromRoot('webpack/lib/util/formatSize.js') as (size: number) => string;

/** What a guide's page says about one project. Paths are relative to the project's folder. */
export interface Expected {
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
   * pages and static files) into the output folder, unless `copy` is left out. The page must not
   * log errors; `check` tests what it shows.
   */
  browser?: { copy?: string; open: string; check: (page: Page) => Promise<void> };
  /**
   * Run webpack-cli in a copy of the project, with `args` or the arguments of an npm script
   * (whose command must be `webpack ...`). It must exit with 0, print every text of `prints` and
   * none of `neverPrints`, and write `emits` into the folder `outputDir` (default `dist`).
   */
  cli?: { args?: string[]; script?: string; prints: string[]; neverPrints?: string[]; outputDir?: string };
}

/** The folders below `dir` that hold a package.json, without looking inside a project. */
export function projectsIn(dir: string): string[] {
  if (!existsSync(dir)) return [];
  if (existsSync(path.join(dir, 'package.json'))) return [dir];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules')
    .flatMap((entry) => projectsIn(path.join(dir, entry.name)))
    .sort();
}

/** The page of a guide: content/guides/<guide>.md or .mdx. */
export function guidePage(guide: string): string | undefined {
  return ['.md', '.mdx'].map((ext) => path.join(GUIDES, guide + ext)).find((file) => existsSync(file));
}

/** A guide page's Markdown with white space collapsed, so a sentence matches however it wraps. */
export function guideText(guide: string): string {
  const file = guidePage(guide);
  if (!file) throw new Error(`content/guides/${guide}.md does not exist`);
  return readPage(file).replace(/\s+/g, ' ');
}

/** An assertion that the page (as guideText gives it) states `text`. */
export function pageStates(pageText: string): (text: string) => void {
  return (text) => {
    expect(pageText, `the page says: ${text}`).toContain(text);
  };
}

/** The code blocks of a guide's page. */
export function guideBlocks(guide: string): CodeBlock[] {
  const page = guidePage(guide);
  return page ? codeBlocks(page) : [];
}

/**
 * Registers the build checks of one guide's projects: every folder below examples/guides/<guide>/
 * that holds a package.json must have an entry in `expected` (keyed by its path below
 * examples/guides/, like `getting-started/with-config`), and every entry a project.
 * Returns a function that builds a project once and shares the result between tests.
 */
export function describeGuide(guide: string, expected: Record<string, Expected>): (name: string) => Promise<Built> {
  const page = guidePage(guide);
  const names = projectsIn(path.join(EXAMPLES, guide)).map((dir) =>
    path.relative(EXAMPLES, dir).split(path.sep).join('/'),
  );
  const blocks = guideBlocks(guide);

  const builds = new Map<string, Promise<Built>>();
  const builtProject = (name: string): Promise<Built> => {
    let built = builds.get(name);
    if (!built) {
      built = buildProject(path.join(EXAMPLES, name));
      builds.set(name, built);
    }
    return built;
  };

  describe(`the projects of the ${guide} guide`, () => {
    it('has a page and a project for every expectation, and an expectation for every project', () => {
      expect(page, `content/guides/${guide}.md does not exist`).toBeDefined();
      expect(names.length, `examples/guides/${guide}/ holds no project`).toBeGreaterThan(0);
      expect(Object.keys(expected).sort()).toEqual(names);
    });
  });

  for (const name of names) {
    const item = expected[name];
    if (!item) continue;
    const dir = path.join(EXAMPLES, name);

    describe(name, () => {
      it('builds without errors, with the warnings and the files the page names', async () => {
        const { out, errors, warnings, assets } = await builtProject(name);
        expect(errors).toEqual([]);
        expect(warnings).toHaveLength(item.warnings.length);
        item.warnings.forEach((text, index) => expect(warnings[index]).toContain(text));
        expect([...assets.keys()].sort()).toEqual([...item.emits].sort());
        for (const file of item.emits) expect(existsSync(path.join(out, file)), file).toBe(true);
      });

      for (const file of item.shown ?? []) {
        it(`writes the ${file} the page shows`, async () => {
          const { out } = await builtProject(name);
          const code = readFileSync(path.join(out, file), 'utf8').replace(/\n$/, '');
          expect(
            blocks.map((block) => block.code),
            `no code block on the page shows this ${file}`,
          ).toContain(code);
        });
      }

      const { node } = item;
      if (node) {
        it(`prints what the page says when ${node.script} runs in Node.js`, async () => {
          const { out } = await builtProject(name);
          expect(runNode(path.join(out, node.script))).toBe(node.stdout);
        });
      }

      const { browser: inBrowser } = item;
      if (inBrowser) {
        it(`shows what the page says when ${inBrowser.open} opens in Chromium`, async () => {
          const { out } = await builtProject(name);
          // A copy of the output, so the hand-written files never mix with the build other tests read.
          const site = tempDir(`${name}-site`);
          cpSync(out, site, { recursive: true });
          if (inBrowser.copy !== undefined) {
            const staticDir = path.join(dir, inBrowser.copy);
            for (const file of filesOf(staticDir, staticDir)) {
              expect(
                existsSync(path.join(site, file)),
                `the build writes ${file}, which ${inBrowser.copy}/ also has`,
              ).toBe(false);
            }
            cpSync(staticDir, site, { recursive: true });
          }
          await checkInBrowser(site, inBrowser.open, inBrowser.check);
        }, 60_000);
      }

      const { cli } = item;
      if (cli) {
        const command = cli.script ? `npm run ${cli.script}` : ['webpack', ...(cli.args ?? [])].join(' ');
        it(`builds with \`${command}\` in the project's folder`, () => {
          const copy = copyProject(dir, `${name}-cli`);
          let args = cli.args ?? [];
          if (cli.script) {
            const scripts =
              (
                JSON.parse(readFileSync(path.join(copy, 'package.json'), 'utf8')) as {
                  scripts?: Record<string, string>;
                }
              ).scripts ?? {};
            const [bin, ...rest] = (scripts[cli.script] ?? '').split(/\s+/).filter(Boolean);
            expect(bin, `the script ${cli.script} runs webpack`).toBe('webpack');
            args = rest;
          }
          const { status, printed } = runCli(copy, args);
          expect(status, printed).toBe(0);
          for (const text of cli.prints) expect(printed).toContain(text);
          for (const text of cli.neverPrints ?? []) expect(printed).not.toContain(text);
          for (const file of item.emits)
            expect(existsSync(path.join(copy, cli.outputDir ?? 'dist', file)), file).toBe(true);
        }, 60_000);
      }
    });
  }

  const lines = blocks
    .filter((block) => ['text', 'txt', 'plain', 'plaintext'].includes(block.lang))
    .flatMap((block) => block.code.split('\n').map((line) => ({ where: block.where, line })))
    .map(({ where, line }) => ({ where, match: /^asset (\S+) (\d+(?:\.\d+)? (?:bytes|KiB|MiB|GiB))\b/.exec(line) }))
    .filter((entry) => entry.match);
  if (lines.length > 0 && page) {
    it(`prints, on content/guides/${path.basename(page)}, the asset sizes that the builds have`, async () => {
      const built = await Promise.all(names.filter((name) => expected[name]).map(builtProject));
      for (const { where, match } of lines) {
        const [, file, size] = match ?? [];
        const sizes = built.flatMap(({ assets }) =>
          file && assets.has(file) ? [formatSize(assets.get(file) ?? 0)] : [],
        );
        expect(sizes, `${where}: asset ${file} ${size}`).toContain(size);
      }
    });
  }

  return builtProject;
}

/**
 * The page of the guides' first project, as a reader sees it in the browser: its title, and
 * `greeting` as its only content (a project that writes `Hello, Webpack!` passes that).
 */
export async function helloWebpack(page: Page, greeting = 'Hello, webpack!'): Promise<void> {
  expect(await page.title()).toBe('Hello webpack');
  expect(await page.locator('body > *').allTextContents()).toEqual([greeting]);
}
