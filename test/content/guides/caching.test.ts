/** What content/guides/caching.md says about its project. */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { describeGuide, EXAMPLES } from '../../support/guides';
import { runCli } from '../../support/cli';
import { build, buildProject, projectConfig, tempDir, copyProject as copyWithModules } from '../../support/project';

const requireFromRoot = createRequire(path.join(ROOT, 'package.json'));
/** webpack's own size formatting, as the CLI prints it. */
const formatSize = requireFromRoot('webpack/lib/util/formatSize.js') as (size: number) => string;

const project = path.join(EXAMPLES, 'caching');

/** The files of the build that the page shows, with the hashes of a build in the repository. */
const FILES = {
  main: 'main.b9f0f8e38310c32dec4a.js',
  vendors: 'vendors.8fa40b3f71d5e9dfb0f7.js',
  runtime: 'runtime.011fc3769ec2c3dd57a5.js',
  farewell: 'farewell.0cab7d10ed15903f9857.js',
};

async function greetsAndSaysGoodbye(page: Page): Promise<void> {
  expect(await page.title()).toBe('Hello webpack');
  const heading = page.locator('body > h1');
  expect(await heading.textContent()).toBe('Hello, webpack!');
  expect(await heading.locator('em').textContent()).toBe('webpack');
  expect(await page.locator('body > button').textContent()).toBe('Leave');
  const scripts = await page
    .locator('script')
    .evaluateAll((elements) => elements.map((element) => (element as HTMLScriptElement).src.split('/').pop()));
  expect(scripts).toEqual([FILES.runtime, FILES.vendors, FILES.main]);

  // farewell.js arrives only on the click.
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url().split('/').pop() ?? ''));
  await page.locator('body > button').click();
  await expect.poll(() => heading.textContent()).toBe('Goodbye, webpack!');
  expect(await page.locator('body > button').count()).toBe(0);
  expect(requested).toEqual([FILES.farewell]);

  // A name from the address is text, not markup: html-entities escapes it.
  await page.goto(`${page.url()}?name=${encodeURIComponent('<b>Ada</b>')}`);
  expect(await page.locator('body > h1').textContent()).toBe('Hello, <b>Ada</b>!');
  expect(await page.locator('body > h1 b').count()).toBe(0);
}

const builtProject = describeGuide('caching', {
  caching: {
    emits: [...Object.values(FILES), 'index.html'],
    warnings: [],
    browser: { open: 'index.html', check: greetsAndSaysGoodbye },
  },
});

/** A copy of the project to change files in, with a link to the repository's node_modules. */
function copyOf(name: string): string {
  const copy = copyWithModules(project, `caching-${name}`);
  return copy;
}

function edit(file: string, from: string, to: string): void {
  const source = readFileSync(file, 'utf8');
  expect(source).toContain(from);
  writeFileSync(file, source.replace(from, to));
}

const edits = {
  greet: (dir: string) => edit(path.join(dir, 'src', 'greet.js'), 'Hello', 'Hi'),
  farewell: (dir: string) => edit(path.join(dir, 'src', 'farewell.js'), 'Goodbye', 'Bye'),
  /** The page's experiment: a CommonJS module, imported at the top of src/index.js. */
  /** Another export of html-entities: `decode`, for the default name. */
  decode: (dir: string) => {
    const index = path.join(dir, 'src', 'index.js');
    edit(index, "import { encode } from 'html-entities';", "import { decode, encode } from 'html-entities';");
    edit(index, "?? 'webpack';", "?? decode('webpack');");
  },
  legacy: (dir: string) => {
    writeFileSync(path.join(dir, 'src', 'legacy.js'), "exports.siteName = 'Hello webpack';\n");
    const index = path.join(dir, 'src', 'index.js');
    writeFileSync(
      index,
      `import { siteName } from './legacy.js';\n${readFileSync(index, 'utf8')}\ndocument.title = siteName;\n`,
    );
  },
};

/** The JavaScript files of a build, by chunk name: `{ main: 'main.<hash>.js', ... }`. */
function jsFiles(assets: Map<string, number>): Record<string, string> {
  const files: Record<string, string> = {};
  for (const name of assets.keys()) {
    const match = /^([a-z]+)(?:\.[0-9a-f]{20})?\.js$/.exec(name);
    if (match?.[1]) files[match[1]] = name;
  }
  return files;
}

/**
 * Builds a copy of the project with `overrides` before and after `change`, and returns the names
 * of the chunks whose file name changed.
 */
async function changedBy(
  change: (dir: string) => void,
  overrides: webpack.Configuration = {},
): Promise<{ before: Record<string, string>; changed: string[] }> {
  const copy = copyOf('change');
  const before = await buildProject(copy, overrides);
  expect(before.errors).toEqual([]);
  change(copy);
  const after = await buildProject(copy, overrides);
  expect(after.errors).toEqual([]);
  const [names, namesAfter] = [jsFiles(before.assets), jsFiles(after.assets)];
  expect(Object.keys(namesAfter).sort()).toEqual(Object.keys(names).sort());
  return {
    before: names,
    changed: Object.keys(names)
      .filter((chunk) => names[chunk] !== namesAfter[chunk])
      .sort(),
  };
}

const vendorGroup = { test: /[\\/]node_modules[\\/]/, name: 'vendors', chunks: 'all' as const, enforce: true };
/** The steps of the page, as overrides of the finished configuration. */
const steps = {
  start: { output: { filename: '[name].js' }, optimization: {} },
  hashed: { optimization: {} },
  runtime: { optimization: { runtimeChunk: 'single' as const } },
  vendors: { optimization: { runtimeChunk: 'single' as const, splitChunks: { cacheGroups: { vendor: vendorGroup } } } },
};

describe('caching: the steps of the page', () => {
  it('starts with main.js, farewell.js and index.html, without hashes; the page loads main.js', async () => {
    const { out, errors, assets } = await buildProject(project, steps.start);
    expect(errors).toEqual([]);
    expect([...assets.keys()].sort()).toEqual(['farewell.js', 'index.html', 'main.js']);
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toContain('<script defer src=main.js></script>');
    expect(readFileSync(path.join(out, 'main.js'), 'utf8').includes('nonAsciiPrintable')).toBe(true);
  });

  it('names every chunk with [contenthash], the lazily loaded one too, and leaves index.html alone', async () => {
    const { errors, assets } = await buildProject(project, steps.hashed);
    expect(errors).toEqual([]);
    expect([...assets.keys()].sort()).toEqual([FILES.farewell, 'index.html', 'main.f2cfbe758e7509af4c2a.js']);
  });

  it('writes the same names when nothing changed', async () => {
    const [first, second] = await Promise.all([buildProject(project), buildProject(project)]);
    expect([...second.assets.keys()].sort()).toEqual([...first.assets.keys()].sort());
  });

  it('with hashes only: editing greet.js renames main, editing farewell.js renames farewell and main', async () => {
    expect((await changedBy(edits.greet, steps.hashed)).changed).toEqual(['main']);
    expect((await changedBy(edits.farewell, steps.hashed)).changed).toEqual(['farewell', 'main']);
  });

  it('keeps the address of farewell.js inside main.js while main holds the runtime', async () => {
    const { out, assets } = await buildProject(project, steps.hashed);
    const files = jsFiles(assets);
    const farewellHash = /\.([0-9a-f]{20})\.js$/.exec(files.farewell ?? '')?.[1];
    expect(farewellHash).toBeDefined();
    expect(readFileSync(path.join(out, files.main ?? ''), 'utf8')).toContain(farewellHash);
  });

  it('with a runtime chunk: editing farewell.js renames farewell and runtime, not main', async () => {
    const { before, changed } = await changedBy(edits.farewell, steps.runtime);
    expect(Object.keys(before).sort()).toEqual(['farewell', 'main', 'runtime']);
    expect(changed).toEqual(['farewell', 'runtime']);
    expect((await changedBy(edits.greet, steps.runtime)).changed).toEqual(['main']);
  });

  it('with a runtime chunk: writes runtime.js of 2.61 KiB, which index.html loads before main', async () => {
    const { out, assets } = await buildProject(project, steps.runtime);
    expect(formatSize(assets.get(FILES.runtime) ?? 0)).toBe('2.61 KiB');
    const main = jsFiles(assets).main ?? '';
    expect(formatSize(assets.get(main) ?? 0)).toBe('28.3 KiB');
    const html = readFileSync(path.join(out, 'index.html'), 'utf8');
    expect(html.indexOf(`src=${FILES.runtime}`)).toBeGreaterThan(0);
    expect(html.indexOf(`src=${FILES.runtime}`)).toBeLessThan(html.indexOf(`src=${main}`));
  });

  it('with the vendor group: html-entities moves to vendors, and main shrinks to a few hundred bytes', async () => {
    const runtimeOnly = await buildProject(project, steps.runtime);
    const withVendors = await buildProject(project, steps.vendors);
    const [a, b] = [jsFiles(runtimeOnly.assets), jsFiles(withVendors.assets)];
    expect(Object.keys(b).sort()).toEqual(['farewell', 'main', 'runtime', 'vendors']);
    expect(runtimeOnly.assets.get(a.main ?? '')).toBeGreaterThan(25 * 1024);
    expect(withVendors.assets.get(b.main ?? '')).toBeLessThan(1024);
    // A name from html-entities' code, to tell where the package went without printing whole files.
    const hasPackage = (file: string | undefined): boolean =>
      readFileSync(path.join(withVendors.out, file ?? ''), 'utf8').includes('nonAsciiPrintable');
    expect(hasPackage(b.vendors)).toBe(true);
    expect(hasPackage(b.main)).toBe(false);
    expect(readFileSync(path.join(runtimeOnly.out, a.main ?? ''), 'utf8').includes('nonAsciiPrintable')).toBe(true);
  });

  it('with the vendor group: editing greet.js renames only main; editing farewell.js only farewell and runtime', async () => {
    expect((await changedBy(edits.greet, steps.vendors)).changed).toEqual(['main']);
    expect((await changedBy(edits.farewell, steps.vendors)).changed).toEqual(['farewell', 'runtime']);
  });

  it('finishes with the same files whether moduleIds is written out or left to production mode', async () => {
    const finished = await builtProject('caching');
    const withoutLine = await buildProject(project, steps.vendors);
    expect([...withoutLine.assets.keys()].sort()).toEqual([...finished.assets.keys()].sort());
  });

  it('loads runtime, vendors and main from index.html, in that order', async () => {
    const { out } = await builtProject('caching');
    const html = readFileSync(path.join(out, 'index.html'), 'utf8');
    const order = [FILES.runtime, FILES.vendors, FILES.main].map((file) => html.indexOf(`src=${file}`));
    expect(order.every((index) => index > 0)).toBe(true);
    expect([...order].sort((x, y) => x - y)).toEqual(order);
    expect(html).not.toContain(FILES.farewell);
  });
});

describe('caching: the finished configuration', () => {
  it('renames only main when greet.js changes, and only farewell and runtime when farewell.js changes', async () => {
    expect((await changedBy(edits.greet)).changed).toEqual(['main']);
    expect((await changedBy(edits.farewell)).changed).toEqual(['farewell', 'runtime']);
  });

  it('renames main and vendors when the code imports another export of html-entities', async () => {
    expect((await changedBy(edits.decode)).changed).toEqual(['main', 'vendors']);
  });

  it('keeps the numeric id, and the name, of a chunk without webpackChunkName when other code changes', async () => {
    const unnamed = (dir: string): void =>
      edit(path.join(dir, 'src', 'index.js'), '/* webpackChunkName: "farewell" */ ', '');
    const copy = copyOf('unnamed');
    unnamed(copy);
    const before = await buildProject(copy);
    const lazy = [...before.assets.keys()].filter((file) => /^\d+\.[0-9a-f]{20}\.js$/.test(file));
    expect(lazy).toHaveLength(1);
    edits.greet(copy);
    const after = await buildProject(copy);
    expect([...after.assets.keys()]).toContain(lazy[0]);
  });

  it('renames only main when a CommonJS module is added, with deterministic module ids', async () => {
    expect((await changedBy(edits.legacy)).changed).toEqual(['main']);
  });

  it("renames all four files for the same change with moduleIds: 'natural'", async () => {
    const config = projectConfig(project);
    const natural = { optimization: { ...config.optimization, moduleIds: 'natural' as const } };
    expect((await changedBy(edits.legacy, natural)).changed).toEqual(['farewell', 'main', 'runtime', 'vendors']);
  });

  it('keeps ES modules out of the ids: an added ES module merges into main', async () => {
    const config = projectConfig(project);
    const natural = { optimization: { ...config.optimization, moduleIds: 'natural' as const } };
    const esm = (dir: string): void => {
      writeFileSync(path.join(dir, 'src', 'legacy.js'), "export const siteName = 'Hello webpack';\n");
      const index = path.join(dir, 'src', 'index.js');
      writeFileSync(
        index,
        `import { siteName } from './legacy.js';\n${readFileSync(index, 'utf8')}\ndocument.title = siteName;\n`,
      );
    };
    expect((await changedBy(esm, natural)).changed).toEqual(['main']);
  });
});

describe('caching: mistakes the page describes', () => {
  const config = projectConfig(project);
  const optimization = config.optimization ?? {};

  it('creates no vendors chunk when the group leaves out chunks: "all"', async () => {
    const { chunks: _chunks, ...group } = vendorGroup;
    const { assets } = await buildProject(project, {
      optimization: { ...optimization, splitChunks: { cacheGroups: { vendor: group } } },
    });
    expect(Object.keys(jsFiles(assets)).sort()).toEqual(['farewell', 'main', 'runtime']);
  });

  it('creates no vendors chunk when the group leaves out enforce, because main would be too small', async () => {
    const { enforce: _enforce, ...group } = vendorGroup;
    const { assets, warnings } = await buildProject(project, {
      optimization: { ...optimization, splitChunks: { cacheGroups: { vendor: group } } },
    });
    expect(Object.keys(jsFiles(assets)).sort()).toEqual(['farewell', 'main', 'runtime']);
    expect(warnings).toEqual([]);
    const split = await buildProject(project, {
      optimization: { ...optimization, splitChunks: { cacheGroups: { vendor: { ...group, minRemainingSize: 0 } } } },
    });
    expect(Object.keys(jsFiles(split.assets)).sort()).toEqual(['farewell', 'main', 'runtime', 'vendors']);
  });

  it('writes farewell.js without a hash when output.chunkFilename is set to [name].js', async () => {
    const { assets } = await buildProject(project, { output: { chunkFilename: '[name].js' } });
    expect([...assets.keys()]).toContain('farewell.js');
    expect([...assets.keys()].filter((file) => file.startsWith('main.'))).toEqual([FILES.main]);
  });

  it('gives every file the same hash with [fullhash], so any change renames all of them', async () => {
    const { assets } = await buildProject(project, { output: { filename: '[name].[fullhash].js' } });
    const hashes = new Set(Object.values(jsFiles(assets)).map((name) => name.split('.')[1]));
    expect(hashes.size).toBe(1);
    expect((await changedBy(edits.greet, { output: { filename: '[name].[fullhash].js' } })).changed).toEqual([
      'farewell',
      'main',
      'runtime',
      'vendors',
    ]);
  });

  it('prints a deprecation warning for [hash]', () => {
    const copy = copyOf('hash');
    const { status, printed } = runCli(copy, ['--output-filename', '[name].[hash].js']);
    expect(status, printed).toBe(0);
    expect(printed).toContain(
      'DeprecationWarning: [hash] is now [fullhash] (also consider using [chunkhash] or [contenthash], see documentation for details)',
    );
  }, 60_000);

  it('leaves the old files in dist without output.clean, and removes them with it', async () => {
    const copy = copyOf('clean');
    const out = tempDir('caching-clean-out');
    const run = async (clean: boolean): Promise<string[]> => {
      const stats = await build({
        context: copy,
        ...projectConfig(copy),
        output: { ...projectConfig(copy).output, path: out, clean },
      });
      expect(stats.hasErrors()).toBe(false);
      return readdirSync(out).filter((file) => file.startsWith('main.'));
    };
    expect(await run(false)).toHaveLength(1);
    edits.greet(copy);
    expect(await run(false)).toHaveLength(2);
    edit(path.join(copy, 'src', 'greet.js'), 'Hi', 'Hey');
    expect(await run(true)).toHaveLength(1);
  });
});

describe('caching: npm run build', () => {
  it('prints the files with [immutable], except index.html', () => {
    const copy = copyOf('cli');
    const { status, printed } = runCli(copy, []);
    expect(status, printed).toBe(0);
    // The hashes differ from the page's: the copy sees the packages under another relative path.
    for (const chunk of Object.keys(FILES)) {
      expect(printed).toMatch(
        new RegExp(`^asset ${chunk}\\.[0-9a-f]{20}\\.js .*\\[emitted\\] \\[immutable\\] \\[minimized\\]`, 'm'),
      );
    }
    expect(printed).toMatch(/^asset index\.html \d+ bytes \[emitted\] \[minimized\]$/m);
    expect(printed).toContain('compiled successfully');
    expect(existsSync(path.join(copy, 'dist', 'index.html'))).toBe(true);
  }, 60_000);
});
