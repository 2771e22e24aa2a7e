/**
 * What content/guides/package-exports.md says about its project: which file each import of the
 * local package resolves to, the active conditions, subpath patterns, private imports, the
 * dual-package copies, resolve.conditionNames, and the errors for paths that are not exported.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type webpack from 'webpack';
import { ROOT } from '../../../src/node/paths';
import { describeGuide, EXAMPLES, guideBlocks } from '../../support/guides';
import { expectPrinted, runCli } from '../../support/cli';
import { checkInBrowser } from '../../support/in-browser';
import { buildProject, copyProject, tempDir, type Built } from '../../support/project';
import { readPage } from '../../support/content';

const project = path.join(EXAMPLES, 'package-exports');
const gettingStarted = path.join(EXAMPLES, 'getting-started', 'with-config');
const blocks = guideBlocks('package-exports');
const pageSource = readPage(path.join(ROOT, 'content', 'guides', 'package-exports.md'));
const READER = '/home/you/hello-webpack';

/** The one code block of the page with this language and title whose code contains `text`. */
function pageBlock(lang: string, title: string | null, text: string): string {
  const found = blocks.filter((block) => block.lang === lang && block.title === title && block.code.includes(text));
  expect(found, `one ${lang} block titled ${String(title)} contains ${text}`).toHaveLength(1);
  return found[0]?.code ?? '';
}

const outputBlock = (text: string): string => pageBlock('text', null, text);
const PAGE_LINES = outputBlock('Hello, CommonJS! (lib/index.cjs)').split('\n');

function write(dir: string, file: string, text: string): void {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), text.endsWith('\n') ? text : `${text}\n`);
}

function editJson(dir: string, file: string, change: (json: Record<string, unknown>) => Record<string, unknown>): void {
  const full = path.join(dir, file);
  writeFileSync(
    full,
    `${JSON.stringify(change(JSON.parse(readFileSync(full, 'utf8')) as Record<string, unknown>), null, 2)}\n`,
  );
}

/** A copy of the project (node_modules linked) for a change. */
const copy = (label: string): string => copyProject(project, `package-exports-${label}`);

function linesAre(lines: string[]): (page: Page) => Promise<void> {
  return async (page) => {
    expect(await page.title()).toBe('Hello webpack');
    expect(await page.locator('body > p').allTextContents()).toEqual(lines);
  };
}

/** Opens a build of the project with the project's dist/index.html in Chromium. */
async function showsLines(built: Built, lines: string[]): Promise<void> {
  const site = tempDir('package-exports-site');
  cpSync(built.out, site, { recursive: true });
  cpSync(path.join(project, 'dist', 'index.html'), path.join(site, 'index.html'));
  await checkInBrowser(site, 'index.html', linesAre(lines));
}

const relative = (dir: string, file: string): string => path.relative(dir, file).split(path.sep).join('/');

/** Every request of the build, as `issuer category request -> resolved file`, relative to `dir`. */
async function requests(dir: string, overrides: webpack.Configuration = {}): Promise<string[]> {
  const { stats, errors } = await buildProject(dir, { ...overrides, optimization: { concatenateModules: false } });
  expect(errors).toEqual([]);
  const { moduleGraph } = stats.compilation;
  const rows = new Set<string>();
  for (const module of stats.compilation.modules) {
    const issuer = (module as webpack.NormalModule).resource;
    if (!issuer) continue;
    for (const dependency of module.dependencies) {
      const { request } = dependency as { request?: string };
      const target = moduleGraph.getModule(dependency) as webpack.NormalModule | null;
      if (request && target?.resource)
        rows.add(`${relative(dir, issuer)} ${dependency.category} ${request} -> ${relative(dir, target.resource)}`);
    }
  }
  return [...rows].sort();
}

/** The errors of building `dir` with `source` as src/index.js. */
async function errorsFor(dir: string, source: string, overrides: webpack.Configuration = {}): Promise<string[]> {
  write(dir, 'src/index.js', source);
  return (await buildProject(dir, overrides)).errors;
}

describeGuide('package-exports', {
  'package-exports': {
    emits: ['main.js'],
    warnings: [],
    browser: { copy: 'dist', open: 'index.html', check: linesAre(PAGE_LINES) },
    cli: {
      script: 'build',
      prints: [
        'asset main.js 498 bytes',
        './src/index.js + 3 modules 574 bytes',
        './packages/greetings/lib/index.cjs 86 bytes [built]',
        'compiled successfully',
      ],
      neverPrints: ['WARNING'],
    },
  },
});

describe('package-exports: which file each import resolves to', () => {
  it('resolves every request as the table on the page says', async () => {
    const table = [
      ...pageSource.matchAll(
        /^\| `'([^']+)'` \| `(import|require\(\))` in `([^`]+)` \| `packages\/greetings\/([^`]+)` \|$/gm,
      ),
    ].map(
      ([, request, kind, from, to]) =>
        `${from?.startsWith('lib/') ? `packages/greetings/${from}` : from} ${kind === 'import' ? 'esm' : 'commonjs'} ${request} -> packages/greetings/${to}`,
    );
    expect(table).toHaveLength(4);
    const resolved = await requests(project);
    for (const row of table) expect(resolved).toContain(row);
    expect(resolved.filter((row) => row.includes('packages/greetings'))).toHaveLength(4);
  });

  it('merges lib/index.js, build-production.js and fr.js into src/index.js, and keeps lib/index.cjs apart', async () => {
    const { stats } = await buildProject(project);
    const json = stats.toJson({ all: false, modules: true, nestedModules: true });
    const merged = json.modules?.find((module) => module.name === './src/index.js + 3 modules');
    expect(merged?.modules?.map((module) => module.name).sort()).toEqual(
      [
        './packages/greetings/lib/build-production.js',
        './packages/greetings/lib/index.js',
        './packages/greetings/lib/languages/fr.js',
        './src/index.js',
      ].sort(),
    );
    expect(json.modules?.map((module) => module.name)).toContain('./packages/greetings/lib/index.cjs');
  });

  it('builds the same bundle with node_modules/greetings linked to packages/greetings instead of resolve.modules', async () => {
    const linked = tempDir('package-exports-linked');
    cpSync(project, linked, { recursive: true });
    cpSync(path.join(gettingStarted, 'webpack.config.js'), path.join(linked, 'webpack.config.js'));
    mkdirSync(path.join(linked, 'node_modules'));
    symlinkSync('../packages/greetings', path.join(linked, 'node_modules', 'greetings'), 'dir');
    const [original, viaLink] = await Promise.all([buildProject(project), buildProject(linked)]);
    expect(viaLink.errors).toEqual([]);
    expect(readFileSync(path.join(viaLink.out, 'main.js'), 'utf8')).toBe(
      readFileSync(path.join(original.out, 'main.js'), 'utf8'),
    );
  });
});

describe('package-exports: conditions', () => {
  const conditionsOf = async (source: string, overrides: webpack.Configuration = {}): Promise<string> => {
    const dir = copy('conditions');
    write(dir, 'src/legacy.cjs', "require('greetings/lib/index.js');");
    const errors = await errorsFor(dir, source, overrides);
    expect(errors).toHaveLength(1);
    return /under the conditions? (\S+) from package/.exec(errors[0] ?? '')?.[1] ?? '';
  };
  const DEEP = "import { greet } from 'greetings/lib/index.js';";

  it('lists the conditions of an import in the error the page shows', () => {
    const dir = copy('not-exported');
    write(dir, 'src/index.js', pageBlock('js', 'src/index.js', 'greetings/lib/index.js'));
    const { status, printed } = runCli(dir, []);
    expect(status).toBe(1);
    expectPrinted(printed, outputBlock('is not exported under the conditions'), { [READER]: dir });
  }, 60_000);

  it('has the conditions of the table for each kind of request, mode and target', async () => {
    const web = '["typescript","import","module-sync","module","webpack","production","browser"]';
    expect(await conditionsOf(`${DEEP}\nconsole.log(greet);`, { entry: './src/index.js' })).toBe(web);
    expect(await conditionsOf("require('./legacy.cjs');", { entry: './src/index.js' })).toBe(
      '["typescript","require","module-sync","module","webpack","production","browser"]',
    );
    expect(await conditionsOf(DEEP, { mode: 'development' })).toBe(
      '["typescript","import","module-sync","module","webpack","development","browser"]',
    );
    expect(await conditionsOf(DEEP, { mode: 'none' })).toBe(web);
    expect(await conditionsOf(DEEP, { target: 'node' })).toBe(
      '["typescript","import","module-sync","module","webpack","production","node"]',
    );
  });

  it('drops the typescript condition and the .ts alias without the built-in TypeScript support, or with a rule for .ts', async () => {
    const plain = `"./lib/index.js" is not exported under the conditions ["import","module-sync","module","webpack","production","browser"]`;
    const off = await errorsFor(copy('typescript-off'), DEEP, { experiments: { typescript: false } });
    expect(off).toHaveLength(1);
    expect(off[0]).toContain(plain);
    const ruled = await errorsFor(copy('typescript-rule'), DEEP, {
      module: { rules: [{ test: /\.ts$/, loader: 'ts-loader' }] },
    });
    expect(ruled).toHaveLength(1);
    expect(ruled[0]).toContain(plain);
    expect(pageSource.replace(/\s+/g, ' ')).toContain(
      'With `experiments: { typescript: false }`, or with a rule for `.ts` files, the message names `"./lib/index.js"` and the list starts with `"import"`.',
    );
  });

  it('follows the order of the package, not of the conditions', async () => {
    const dir = copy('order');
    write(
      dir,
      'packages/order-demo/package.json',
      JSON.stringify({ name: 'order-demo', exports: { require: './required.cjs', import: './imported.js' } }),
    );
    write(dir, 'packages/order-demo/required.cjs', "module.exports = 'required';");
    write(dir, 'packages/order-demo/imported.js', "export default 'imported';");
    write(dir, 'src/index.js', "import value from 'order-demo';\nconsole.log(value);");
    expect(await requests(dir)).toContain('src/index.js esm order-demo -> packages/order-demo/imported.js');
  });

  it('gives the clock package of the page browser.js on the web and node.js for Node.js; a webpack key wins over default', async () => {
    const dir = copy('clock');
    write(dir, 'packages/clock/package.json', pageBlock('json', 'package.json of a package', '"clock"'));
    for (const file of ['node.js', 'browser.js', 'fallback.js', 'webpack.js'])
      write(dir, `packages/clock/${file}`, `export default ${JSON.stringify(file)};`);
    write(dir, 'src/index.js', "import clock from 'clock';\nconsole.log(clock);");
    expect(await requests(dir)).toContain('src/index.js esm clock -> packages/clock/browser.js');
    expect(await requests(dir, { target: 'node' })).toContain('src/index.js esm clock -> packages/clock/node.js');
    editJson(dir, 'packages/clock/package.json', (json) => ({
      ...json,
      exports: { webpack: './webpack.js', default: './fallback.js' },
    }));
    expect(await requests(dir)).toContain('src/index.js esm clock -> packages/clock/webpack.js');
  });

  it('uses the development file of #build in development mode, and the page shows it', async () => {
    const development = await buildProject(project, { mode: 'development' });
    expect(development.errors).toEqual([]);
    const first = outputBlock('development build');
    expect(first).toBe(PAGE_LINES[0]?.replace('production build', 'development build'));
    await showsLines(development, [first, ...PAGE_LINES.slice(1)]);
  }, 60_000);
});

describe('package-exports: subpaths', () => {
  it('fails on greetings/languages/fr.js with the message on the page', () => {
    const dir = copy('fr-js');
    write(dir, 'src/index.js', "import { greet } from 'greetings/languages/fr.js';");
    const { status, printed } = runCli(dir, []);
    expect(status).toBe(1);
    expectPrinted(printed, outputBlock('no valid target file'), { [READER]: dir });
  }, 60_000);

  it('resolves a new language through the pattern without a change to package.json', async () => {
    const dir = copy('de');
    write(dir, 'packages/greetings/lib/languages/de.js', 'export const greet = (name) => `Hallo, ${name}!`;');
    write(dir, 'src/index.js', "import { greet } from 'greetings/languages/de';\nconsole.log(greet('x'));");
    expect(await requests(dir)).toContain(
      'src/index.js esm greetings/languages/de -> packages/greetings/lib/languages/de.js',
    );
  });

  it('blocks a path with null next to the pattern', async () => {
    const dir = copy('null');
    editJson(dir, 'packages/greetings/package.json', (json) => ({
      ...json,
      exports: { ...(json.exports as object), './languages/internal/*': null },
    }));
    write(dir, 'packages/greetings/lib/languages/internal/x.js', 'export const x = 1;');
    const blocked = await errorsFor(dir, "import { x } from 'greetings/languages/internal/x';\nconsole.log(x);");
    expect(blocked).toHaveLength(1);
    expect(blocked[0]).toContain('"./languages/internal/x" is not exported under the conditions');
    expect(await errorsFor(dir, "import { greet } from 'greetings/languages/fr';\nconsole.log(greet);")).toEqual([]);
  });

  it('exports package.json only because the package lists it', async () => {
    const dir = copy('package-json');
    expect(await errorsFor(dir, "import meta from 'greetings/package.json';\nconsole.log(meta.version);")).toEqual([]);
    editJson(dir, 'packages/greetings/package.json', (json) => {
      const exports = { ...(json.exports as Record<string, unknown>) };
      delete exports['./package.json'];
      return { ...json, exports };
    });
    const errors = await errorsFor(dir, "import meta from 'greetings/package.json';\nconsole.log(meta.version);");
    expect(errors[0]).toContain('"./package.json" is not exported');
  });

  it('ignores main, module and browser when exports is present, and exportsFields: [] ignores exports', async () => {
    const dir = copy('fields');
    for (const file of ['main.js', 'module.js', 'browser.js', 'exported.js'])
      write(dir, `packages/fields-demo/${file}`, `export default ${JSON.stringify(file)};`);
    const fields = { name: 'fields-demo', main: './main.js', module: './module.js', browser: './browser.js' };
    write(dir, 'packages/fields-demo/package.json', JSON.stringify({ ...fields, exports: { '.': './exported.js' } }));
    write(dir, 'src/index.js', "import value from 'fields-demo';\nconsole.log(value);");
    expect(await requests(dir)).toContain('src/index.js esm fields-demo -> packages/fields-demo/exported.js');

    write(
      dir,
      'packages/fields-demo/package.json',
      JSON.stringify({ ...fields, exports: { './other': './exported.js' } }),
    );
    const errors = await errorsFor(dir, "import value from 'fields-demo';\nconsole.log(value);");
    expect(errors[0]).toContain('"." is not exported');

    const ignored = await errorsFor(dir, "import { greet } from 'greetings/lib/index.js';\nconsole.log(greet);", {
      resolve: { modules: [path.join(dir, 'packages'), 'node_modules'], exportsFields: [] },
    });
    expect(ignored).toEqual([]);
  });
});

describe('package-exports: private imports', () => {
  it("cannot resolve the package's #build from the project's own files", async () => {
    const errors = await errorsFor(copy('build-from-app'), "import { build } from '#build';\nconsole.log(build);");
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain("Can't resolve '#build'");
  });

  it('resolves # names from an imports field of the project itself', async () => {
    const dir = copy('project-imports');
    editJson(dir, 'package.json', (json) => ({ ...json, imports: { '#message': './src/message.js' } }));
    write(dir, 'src/message.js', "export const message = 'from the project';");
    write(dir, 'src/index.js', "import { message } from '#message';\nconsole.log(message);");
    expect(await requests(dir)).toContain('src/index.js esm #message -> src/message.js');
  });
});

describe('package-exports: two copies of one package', () => {
  it('bundles both builds, and one with the module condition first; Node.js skips that condition', async () => {
    const before = await requests(project);
    expect(before).toContain('src/index.js esm greetings -> packages/greetings/lib/index.js');
    expect(before).toContain('src/legacy.cjs commonjs greetings -> packages/greetings/lib/index.cjs');

    const dir = copy('module-condition');
    write(dir, 'packages/greetings/package.json', pageBlock('json', 'packages/greetings/package.json', '"module"'));
    const after = await requests(dir);
    expect(after).toContain('src/legacy.cjs commonjs greetings -> packages/greetings/lib/index.js');
    expect(after.some((row) => row.endsWith('lib/index.cjs'))).toBe(false);

    const built = await buildProject(dir);
    const last = pageSource.match(/the last line of the page becomes\s+`([^`]+)`/)?.[1] ?? '';
    expect(last).toBe('Hello, CommonJS! (lib/index.js, production build)');
    await showsLines(built, [...PAGE_LINES.slice(0, 2), last]);

    const consumer = tempDir('package-exports-node');
    mkdirSync(path.join(consumer, 'node_modules'));
    symlinkSync(path.join(dir, 'packages', 'greetings'), path.join(consumer, 'node_modules', 'greetings'), 'dir');
    const result = spawnSync(process.execPath, ['-e', "console.log(require.resolve('greetings'))"], {
      cwd: consumer,
      encoding: 'utf8',
    });
    expect(result.stdout.trim()).toBe(path.join(dir, 'packages', 'greetings', 'lib', 'index.cjs'));
  }, 60_000);
});

describe('package-exports: resolve.conditionNames', () => {
  /** A project with the design-tokens package of the page in node_modules. */
  const tokens = (label: string, config: string): string => {
    const dir = tempDir(`package-exports-tokens-${label}`);
    write(dir, 'package.json', JSON.stringify({ name: 'hello-webpack', private: true }));
    write(dir, 'webpack.config.js', config);
    write(dir, 'node_modules/design-tokens/package.json', pageBlock('json', 'package.json of a package', '"source"'));
    write(dir, 'node_modules/design-tokens/src/index.js', "export const from = 'source';");
    write(dir, 'node_modules/design-tokens/dist/index.js', "export const from = 'dist';");
    write(dir, 'src/index.js', "import { from } from 'design-tokens';\nconsole.log(from);");
    return dir;
  };
  const config = pageBlock('js', 'webpack.config.js', "conditionNames: ['source', '...']");

  it("uses the source condition with the page's configuration, in either order, and dist without it", async () => {
    expect(await requests(tokens('with', config))).toContain(
      'src/index.js esm design-tokens -> node_modules/design-tokens/src/index.js',
    );
    expect(await requests(tokens('reversed', config.replace("['source', '...']", "['...', 'source']")))).toContain(
      'src/index.js esm design-tokens -> node_modules/design-tokens/src/index.js',
    );
    expect(
      await requests(tokens('without', readFileSync(path.join(gettingStarted, 'webpack.config.js'), 'utf8'))),
    ).toContain('src/index.js esm design-tokens -> node_modules/design-tokens/dist/index.js');
  });

  it("turns every other condition off without '...', and greetings fails with the message on the page", async () => {
    const dir = copy('source-only');
    const { errors } = await buildProject(dir, {
      resolve: { modules: [path.join(dir, 'packages'), 'node_modules'], conditionNames: ['source'] },
    });
    expect(errors.length).toBeGreaterThan(0);
    const shown = outputBlock('under the condition "source"').split(READER).join(dir);
    expect(errors.some((error) => error.includes(shown))).toBe(true);
  });
});
