/**
 * What content/guides/typescript.md says about its two projects: the ts-loader builds, the source
 * maps, the type errors and their messages, transpileOnly, declaration files for assets, and the
 * resolve options for TypeScript-style imports.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import webpack from 'webpack';
import { ROOT } from '../../../src/node/paths';
import { buildProject, checkInBrowser, copyProject, describeGuide, EXAMPLES, expectPrinted, guideBlocks, projectConfig, runCli, tempDir } from '../../support/guides';

const basic = path.join(EXAMPLES, 'typescript', 'basic');
const assets = path.join(EXAMPLES, 'typescript', 'assets');
const blocks = guideBlocks('typescript');
const TSC = createRequire(path.join(ROOT, 'package.json')).resolve('typescript/bin/tsc');
/** The folder the page's output blocks use for the reader's project. */
const READER = '/home/you/hello-webpack';
const SVG = '8edaf234d4b04a5da0d0.svg';

/** The one code block of the page with this title whose code contains `text`. */
function pageBlock(title: string, text: string): string {
  const found = blocks.filter((block) => block.title === title && block.code.includes(text));
  expect(found, `one block titled ${title} contains ${text}`).toHaveLength(1);
  return found[0]?.code ?? '';
}

/** The one untitled output block of the page that contains `text`. */
function outputBlock(text: string): string {
  const found = blocks.filter((block) => block.lang === 'text' && block.code.includes(text));
  expect(found, `one text block contains ${text}`).toHaveLength(1);
  return found[0]?.code ?? '';
}

function edit(dir: string, file: string, change: (text: string) => string): void {
  const full = path.join(dir, file);
  const before = readFileSync(full, 'utf8');
  const after = change(before);
  expect(after, `the change to ${file} changes it`).not.toBe(before);
  writeFileSync(full, after);
}

/** A project file as the page's blocks show it, without the final newline. */
function projectFile(dir: string, file: string): string {
  return readFileSync(path.join(dir, file), 'utf8').replace(/\n$/, '');
}

function write(dir: string, file: string, text: string): void {
  writeFileSync(path.join(dir, file), text.endsWith('\n') ? text : `${text}\n`);
}

/** A copy of a project without node_modules, so that tsc sees only the project's own files. */
function bareCopy(dir: string, name: string): string {
  const copy = tempDir(name);
  cpSync(dir, copy, { recursive: true });
  return copy;
}

function tsc(cwd: string): { status: number | null; stdout: string } {
  const result = spawnSync(process.execPath, [TSC, '--noEmit'], { cwd, encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout };
}

function headingIs(text: string): (page: Page) => Promise<void> {
  return async (page) => {
    expect(await page.title()).toBe('Hello webpack');
    expect(await page.locator('body > h1').allTextContents()).toEqual([text]);
  };
}

async function headingAndLogo(page: Page): Promise<void> {
  await headingIs('Hello, TypeScript!')(page);
  expect(await page.locator('body > *').evaluateAll((elements) => elements.map((element) => element.tagName))).toEqual(['H1', 'IMG']);
  const logo = page.locator('body > img');
  expect(await logo.getAttribute('alt')).toBe('A blue square');
  expect(await logo.getAttribute('src')).toMatch(new RegExp(`/${SVG}$`));
  expect(await logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(64);
}

describeGuide('typescript', {
  'typescript/basic': {
    emits: ['main.js'],
    warnings: [],
    shown: ['main.js'],
    browser: { copy: 'dist', open: 'index.html', check: headingIs('Hello, TypeScript!') },
    cli: { script: 'build', prints: ['asset main.js 152 bytes [emitted] [minimized] (name: main) 1 related asset', 'compiled successfully'], neverPrints: ['WARNING'] },
  },
  'typescript/assets': {
    emits: ['main.js', SVG],
    warnings: [],
    browser: { copy: 'dist', open: 'index.html', check: headingAndLogo },
    cli: { script: 'build', prints: [`asset ${SVG} 158 bytes [emitted] [immutable] [from: src/logo.svg] (auxiliary name: main)`, 'compiled successfully'] },
  },
});

describe('typescript: the setup', () => {
  it('fails with TS5095 when tsconfig.json sets "module": "commonjs" with moduleResolution bundler', async () => {
    const copy = copyProject(basic, 'typescript-commonjs');
    edit(copy, 'tsconfig.json', (text) => text.replace('"module": "esnext"', '"module": "commonjs"'));
    const { errors } = await buildProject(copy);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(outputBlock('TS5095'));
  });

  it('cannot resolve ./greet without .ts in resolve.extensions', async () => {
    const { errors } = await buildProject(basic, { resolve: {} });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(`Module not found: Error: Can't resolve './greet' in '${path.join(basic, 'src')}'`);
  });

  it('takes longer than the JavaScript project of Getting Started', async () => {
    const javascript = await buildProject(path.join(EXAMPLES, 'getting-started', 'with-config'));
    const typescript = await buildProject(basic);
    const duration = ({ stats }: { stats: webpack.Stats }): number => (stats.endTime ?? 0) - (stats.startTime ?? 0);
    expect(duration(typescript)).toBeGreaterThan(duration(javascript));
  });
});

describe('typescript: source maps', () => {
  it('writes main.js.map with the .ts files as the page names them, types included', async () => {
    const { out } = await buildProject(basic);
    const map = JSON.parse(readFileSync(path.join(out, 'main.js.map'), 'utf8')) as { sources: string[]; sourcesContent: string[] };
    for (const file of ['index.ts', 'greet.ts']) {
      const index = map.sources.indexOf(`webpack://hello-webpack/./src/${file}`);
      expect(index, file).toBeGreaterThanOrEqual(0);
      expect(map.sourcesContent[index]).toBe(readFileSync(path.join(basic, 'src', file), 'utf8'));
    }
    expect(readFileSync(path.join(out, 'main.js'), 'utf8')).not.toContain('string');
  });

  it('shows the JavaScript TypeScript wrote, under the .ts names, without sourceMap in tsconfig.json', async () => {
    const copy = copyProject(basic, 'typescript-no-sourcemap');
    edit(copy, 'tsconfig.json', (text) => text.replace('"strict": true,\n    "sourceMap": true', '"strict": true'));
    const { out, errors } = await buildProject(copy);
    expect(errors).toEqual([]);
    const map = JSON.parse(readFileSync(path.join(out, 'main.js.map'), 'utf8')) as { sources: string[]; sourcesContent: string[] };
    const greet = map.sourcesContent[map.sources.indexOf('webpack://hello-webpack/./src/greet.ts')] ?? '';
    const index = map.sourcesContent[map.sources.indexOf('webpack://hello-webpack/./src/index.ts')] ?? '';
    expect(greet).toContain('export function greet(name)');
    expect(greet).not.toContain(': string');
    expect(index).toContain("greet('TypeScript')");
    expect(index).not.toContain('\n\n');
  });
});

describe('typescript: a type error', () => {
  const wrong = (text: string): string => text.replace("greet('TypeScript')", 'greet(42)');

  it('fails the CLI build with the message the page shows, and keeps the last good main.js', () => {
    const copy = copyProject(basic, 'typescript-type-error');
    const good = runCli(copy, []);
    expect(good.status, good.printed).toBe(0);
    const before = readFileSync(path.join(copy, 'dist', 'main.js'), 'utf8');

    edit(copy, 'src/index.ts', wrong);
    const { status, printed } = runCli(copy, []);
    expect(status).toBe(1);
    expectPrinted(printed, outputBlock('[tsl] ERROR in /home/you/hello-webpack/src/index.ts(4,29)'), { [READER]: copy });
    expect(readFileSync(path.join(copy, 'dist', 'main.js'), 'utf8')).toBe(before);
  }, 60_000);

  it('writes nothing in production mode, and writes the bundle with the error in development mode', async () => {
    const copy = copyProject(basic, 'typescript-type-error-modes');
    edit(copy, 'src/index.ts', wrong);
    const production = await buildProject(copy);
    expect(production.errors).toHaveLength(1);
    expect(existsSync(path.join(production.out, 'main.js'))).toBe(false);

    const development = await buildProject(copy, { mode: 'development' });
    expect(development.errors).toHaveLength(1);
    expect(development.errors[0]).toContain("TS2345: Argument of type 'number' is not assignable to parameter of type 'string'.");
    expect(existsSync(path.join(development.out, 'main.js'))).toBe(true);
  });
});

describe('typescript: transpileOnly', () => {
  const config = pageBlock('webpack.config.js', 'transpileOnly');

  it('is the project configuration with the loader options', () => {
    expect(config).toBe(projectFile(basic, 'webpack.config.js').replace("        use: 'ts-loader',\n", "        loader: 'ts-loader',\n        options: {\n          transpileOnly: true,\n        },\n"));
  });

  it('builds despite the type error, and the page shows Hello, 42!', async () => {
    const copy = copyProject(basic, 'typescript-transpile-only');
    write(copy, 'webpack.config.js', config);
    edit(copy, 'src/index.ts', (text) => text.replace("greet('TypeScript')", 'greet(42)'));
    const { status, printed } = runCli(copy, []);
    expect(status, printed).toBe(0);
    expect(printed).toContain('compiled successfully');
    await checkInBrowser(path.join(copy, 'dist'), 'index.html', headingIs('Hello, 42!'));
  }, 60_000);

  it('still stops on a syntax error', async () => {
    const copy = copyProject(basic, 'typescript-transpile-only-syntax');
    write(copy, 'webpack.config.js', config);
    edit(copy, 'src/index.ts', (text) => text.replace("greet('TypeScript');", "greet('TypeScript';"));
    const { errors } = await buildProject(copy);
    expect(errors.length).toBeGreaterThan(0);
  });

  it('leaves the type error to tsc --noEmit, which prints the line on the page and exits with 2', () => {
    const copy = bareCopy(basic, 'typescript-tsc');
    edit(copy, 'src/index.ts', (text) => text.replace("greet('TypeScript')", 'greet(42)'));
    const { status, stdout } = tsc(copy);
    expect(status).toBe(2);
    expect(stdout).toBe(`${outputBlock('src/index.ts(4,29): error TS2345')}\n`);
    expect(tsc(bareCopy(basic, 'typescript-tsc-clean')).status).toBe(0);
  });

  it('keeps a re-exported type, which webpack warns about; isolatedModules makes tsc report it', () => {
    const person = blocks.find((block) => block.title === 'src/person.ts')?.code ?? '';
    const reexport = blocks.find((block) => block.title === 'src/greet.ts')?.code ?? '';
    expect(person).toContain('export interface Person');
    expect(reexport).toBe("export { Person } from './person';");

    const copy = copyProject(basic, 'typescript-reexport');
    write(copy, 'webpack.config.js', config);
    write(copy, 'src/person.ts', person);
    edit(copy, 'src/greet.ts', (text) => `${reexport}\n\n${text}`);
    const { status, printed } = runCli(copy, []);
    expect(status, printed).toBe(0);
    expectPrinted(printed, outputBlock("export 'Person'"));

    const bare = bareCopy(copy, 'typescript-isolated-modules');
    rmSync(path.join(bare, 'node_modules'));
    expect(tsc(bare).status).toBe(0);
    edit(bare, 'tsconfig.json', (text) => text.replace('"strict": true,', '"strict": true,\n    "isolatedModules": true,'));
    const isolated = tsc(bare);
    expect(isolated.status).toBe(2);
    expect(isolated.stdout).toContain("error TS1205: Re-exporting a type when 'isolatedModules' is enabled requires using 'export type'.");

    edit(bare, 'src/greet.ts', (text) => text.replace('export { Person }', 'export type { Person }'));
    expect(tsc(bare).status).toBe(0);
    edit(copy, 'src/greet.ts', (text) => text.replace('export { Person }', 'export type { Person }'));
    const fixed = runCli(copy, []);
    expect(fixed.status, fixed.printed).toBe(0);
    expect(fixed.printed).not.toContain('WARNING');
  }, 60_000);
});

describe('typescript: importing an image', () => {
  it('fails with TS2307 without the declaration file', () => {
    const copy = copyProject(assets, 'typescript-no-declaration');
    rmSync(path.join(copy, 'src', 'images.d.ts'));
    const { status, printed } = runCli(copy, []);
    expect(status).toBe(1);
    expectPrinted(printed, outputBlock('TS2307'), { [READER]: copy });
  }, 60_000);

  it('does not bundle the declaration file, and adds the automatic public path runtime', async () => {
    const { out, stats } = await buildProject(assets);
    const resources = [...stats.compilation.modules].map((module) => (module as webpack.NormalModule).resource ?? '');
    expect(resources.some((resource) => resource.endsWith('logo.svg'))).toBe(true);
    expect(resources.some((resource) => resource.endsWith('.d.ts'))).toBe(false);
    expect(readFileSync(path.join(out, 'main.js'), 'utf8')).toContain('Automatic publicPath is not supported in this browser');
    const basicMain = readFileSync(path.join((await buildProject(basic)).out, 'main.js'), 'utf8');
    expect(basicMain).not.toContain('publicPath');
  });
});

describe('typescript: TypeScript-style requests', () => {
  it('cannot resolve ./greet.js, suggests ./greet.ts, and resolves it with the extensionAlias configuration', () => {
    const copy = copyProject(basic, 'typescript-js-extension');
    edit(copy, 'src/index.ts', (text) => text.replace("from './greet'", "from './greet.js'"));
    const failed = runCli(copy, []);
    expect(failed.status).toBe(1);
    expectPrinted(failed.printed, outputBlock("Can't resolve './greet.js'"), { [READER]: copy });

    const config = pageBlock('webpack.config.js', 'extensionAlias');
    expect(config).toBe(projectFile(basic, 'webpack.config.js').replace("    extensions: ['.ts', '...'],\n", "    extensions: ['.ts', '...'],\n    extensionAlias: {\n      '.js': ['.ts', '.js'],\n    },\n"));
    write(copy, 'webpack.config.js', config);
    const fixed = runCli(copy, []);
    expect(fixed.status, fixed.printed).toBe(0);
  }, 60_000);

  it('resolves the paths of tsconfig.json only with resolve.tsconfig', () => {
    const copy = copyProject(basic, 'typescript-paths');
    const tsconfig = pageBlock('tsconfig.json', '"paths"');
    expect(tsconfig).toBe(projectFile(basic, 'tsconfig.json').replace('"sourceMap": true\n', '"sourceMap": true,\n    "paths": {\n      "@/*": ["./src/*"]\n    }\n'));
    write(copy, 'tsconfig.json', tsconfig);
    edit(copy, 'src/index.ts', (text) => text.replace("from './greet'", "from '@/greet'"));
    const failed = runCli(copy, []);
    expect(failed.status).toBe(1);
    expect(failed.printed).toContain("Module not found: Error: Can't resolve '@/greet'");

    const config = pageBlock('webpack.config.js', 'tsconfig: true');
    expect(config).toBe(projectFile(basic, 'webpack.config.js').replace("    extensions: ['.ts', '...'],\n", "    extensions: ['.ts', '...'],\n    tsconfig: true,\n"));
    write(copy, 'webpack.config.js', config);
    const fixed = runCli(copy, []);
    expect(fixed.status, fixed.printed).toBe(0);
    expect(readFileSync(path.join(copy, 'dist', 'main.js'), 'utf8')).toContain('Hello, TypeScript!');
  }, 60_000);
});

describe('typescript: experiments.typescript', () => {
  const nodeModule = createRequire(import.meta.url)('node:module') as { stripTypeScriptTypes?: (code: string) => string };

  it('fails every .ts module on a Node.js without module.stripTypeScriptTypes', async () => {
    expect(nodeModule.stripTypeScriptTypes).toBeUndefined();
    const { errors } = await buildProject(basic, { experiments: { typescript: true }, module: { rules: [] } });
    expect(errors.length).toBeGreaterThan(0);
    const message = outputBlock('experiments.typescript requires');
    for (const error of errors) expect(error).toContain(message);
  });

  it("resolves 'auto' to off when a rule handles .ts files, even where Node.js has the function", () => {
    const resolved = (config: webpack.Configuration): unknown => webpack({ ...config, context: basic }).options.experiments.typescript;
    expect(resolved(projectConfig(basic))).toBe(false);
    nodeModule.stripTypeScriptTypes = (code) => code;
    try {
      expect(resolved(projectConfig(basic))).toBe(false);
      expect(resolved({ ...projectConfig(basic), module: { rules: [] } })).toBe(true);
    } finally {
      delete nodeModule.stripTypeScriptTypes;
    }
  });
});
