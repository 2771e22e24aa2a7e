/**
 * What content/guides/typescript.md says about its two projects: the ts-loader builds, the source
 * maps, the type errors and their messages, transpileOnly, declaration files for assets, and the
 * resolve options for TypeScript-style imports.
 */
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import webpack from 'webpack';
import { ROOT } from '../../../src/node/paths';
import { describeGuide, EXAMPLES, guideBlocks, guideText, pageStates } from '../../support/guides';
import { expectPrinted, runCli } from '../../support/cli';
import { checkInBrowser } from '../../support/in-browser';
import { buildProject, copyProject, projectConfig, tempDir } from '../../support/project';

const basic = path.join(EXAMPLES, 'typescript', 'basic');
const assets = path.join(EXAMPLES, 'typescript', 'assets');
const blocks = guideBlocks('typescript');
const TSC = createRequire(path.join(ROOT, 'package.json')).resolve('typescript/bin/tsc');
/** The repository's node_modules, as the messages of TypeScript name it (the copies link to it). */
const NODE_MODULES = path.join(ROOT, 'node_modules');
/** The folder the page's output blocks use for the reader's project. */
const READER = '/home/you/hello-webpack';
const SVG = '8edaf234d4b04a5da0d0.svg';
const pageSays = pageStates(guideText('typescript'));
const requireFromRoot = createRequire(path.join(ROOT, 'package.json'));

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

function editJson(
  dir: string,
  file: string,
  change: (json: { compilerOptions: Record<string, unknown> }) => void,
): void {
  const full = path.join(dir, file);
  const json = JSON.parse(readFileSync(full, 'utf8')) as { compilerOptions: Record<string, unknown> };
  change(json);
  writeFileSync(full, `${JSON.stringify(json, null, 2)}\n`);
}

/** The one untitled or titled block of a language whose code contains `text`. */
function langBlock(lang: string, title: string | null, text: string): string {
  const found = blocks.filter((block) => block.lang === lang && block.title === title && block.code.includes(text));
  expect(found, `one ${lang} block titled ${String(title)} contains ${text}`).toHaveLength(1);
  return found[0]?.code ?? '';
}

function headingIs(text: string): (page: Page) => Promise<void> {
  return async (page) => {
    expect(await page.title()).toBe('Hello webpack');
    expect(await page.locator('body > h1').allTextContents()).toEqual([text]);
  };
}

async function headingAndLogo(page: Page): Promise<void> {
  await headingIs('Hello, TypeScript!')(page);
  expect(await page.locator('body > *').evaluateAll((elements) => elements.map((element) => element.tagName))).toEqual([
    'H1',
    'IMG',
  ]);
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
    cli: {
      script: 'build',
      prints: ['asset main.js 152 bytes [emitted] [minimized] (name: main) 1 related asset', 'compiled successfully'],
      neverPrints: ['WARNING'],
    },
  },
  'typescript/assets': {
    emits: ['main.js', SVG],
    warnings: [],
    browser: { copy: 'dist', open: 'index.html', check: headingAndLogo },
    cli: {
      script: 'build',
      prints: [
        `asset ${SVG} 158 bytes [emitted] [immutable] [from: src/logo.svg] (auxiliary name: main)`,
        'compiled successfully',
      ],
    },
  },
});

describe('typescript: the setup', () => {
  it('installs TypeScript 6, whose main module has the API that ts-loader calls', () => {
    pageSays('npm install --save-dev typescript@6 ts-loader');
    const typescript = requireFromRoot('typescript') as {
      version: string;
      transpileModule?: unknown;
      createProgram?: unknown;
    };
    expect(typescript.version).toMatch(/^6\./);
    expect(typeof typescript.transpileModule).toBe('function');
    expect(typeof typescript.createProgram).toBe('function');
  });

  it('builds with "module": "commonjs", but keeps both modules apart in a main.js of about 370 bytes', async () => {
    const copy = copyProject(basic, 'typescript-commonjs');
    edit(copy, 'tsconfig.json', (text) => text.replace('"module": "esnext"', '"module": "commonjs"'));
    const { errors, assets, stats } = await buildProject(copy);
    expect(errors).toEqual([]);
    // The ids of the two modules come from their paths, the loader's included, so the size moves by a byte or two with the folder.
    expect(assets.get('main.js')).toBeGreaterThanOrEqual(360);
    expect(assets.get('main.js')).toBeLessThanOrEqual(380);
    const names = (stats.toJson({ all: false, modules: true }).modules ?? []).map((module) => module.name);
    expect(names).toEqual(expect.arrayContaining(['./src/index.ts', './src/greet.ts']));
    expect((await buildProject(basic)).assets.get('main.js')).toBe(152);
    pageSays('`main.js` grows from 152 bytes to about 370 bytes');
    pageSays('TypeScript 5 stopped with error TS5095');
  }, 60_000);

  it('turns the strict checks on without "strict" in tsconfig.json', () => {
    const copy = bareCopy(basic, 'typescript-strict-default');
    edit(copy, 'tsconfig.json', (text) => text.replace('"strict": true,\n    ', ''));
    write(copy, 'src/loose.ts', 'export function twice(value) {\n  return value * 2;\n}');
    const { status, stdout } = tsc(copy);
    expect(status).toBe(2);
    expect(stdout).toContain("error TS7006: Parameter 'value' implicitly has an 'any' type.");
    pageSays('TypeScript 6 turns them on when the option is missing');
  }, 60_000);

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
    const map = JSON.parse(readFileSync(path.join(out, 'main.js.map'), 'utf8')) as {
      sources: string[];
      sourcesContent: string[];
    };
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
    const map = JSON.parse(readFileSync(path.join(out, 'main.js.map'), 'utf8')) as {
      sources: string[];
      sourcesContent: string[];
    };
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
    expectPrinted(printed, outputBlock('[tsl] ERROR in /home/you/hello-webpack/src/index.ts(4,29)'), {
      [READER]: copy,
    });
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
    expect(development.errors[0]).toContain(
      "TS2345: Argument of type 'number' is not assignable to parameter of type 'string'.",
    );
    expect(existsSync(path.join(development.out, 'main.js'))).toBe(true);
  });
});

describe('typescript: transpileOnly', () => {
  const config = pageBlock('webpack.config.js', 'transpileOnly');

  it('is the project configuration with the loader options', () => {
    expect(config).toBe(
      projectFile(basic, 'webpack.config.js').replace(
        "        use: 'ts-loader',\n",
        "        loader: 'ts-loader',\n        options: {\n          transpileOnly: true,\n        },\n",
      ),
    );
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
    const shown = blocks.filter(
      (block) => block.lang === 'text' && block.code.startsWith('src/index.ts(4,29): error TS2345'),
    );
    expect(shown).toHaveLength(1);
    expect(stdout).toBe(`${shown[0]?.code ?? ''}\n`);
    expect(tsc(bareCopy(basic, 'typescript-tsc-clean')).status).toBe(0);
  }, 120_000);

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
    edit(bare, 'tsconfig.json', (text) =>
      text.replace('"strict": true,', '"strict": true,\n    "isolatedModules": true,'),
    );
    const isolated = tsc(bare);
    expect(isolated.status).toBe(2);
    expect(isolated.stdout).toContain(
      "error TS1205: Re-exporting a type when 'isolatedModules' is enabled requires using 'export type'.",
    );

    edit(bare, 'src/greet.ts', (text) => text.replace('export { Person }', 'export type { Person }'));
    expect(tsc(bare).status).toBe(0);
    edit(copy, 'src/greet.ts', (text) => text.replace('export { Person }', 'export type { Person }'));
    const fixed = runCli(copy, []);
    expect(fixed.status, fixed.printed).toBe(0);
    expect(fixed.printed).not.toContain('WARNING');
  }, 180_000);
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
    expect(readFileSync(path.join(out, 'main.js'), 'utf8')).toContain(
      'Automatic publicPath is not supported in this browser',
    );
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
    expect(config).toBe(
      projectFile(basic, 'webpack.config.js').replace(
        "    extensions: ['.ts', '...'],\n",
        "    extensions: ['.ts', '...'],\n    extensionAlias: {\n      '.js': ['.ts', '.js'],\n    },\n",
      ),
    );
    write(copy, 'webpack.config.js', config);
    const fixed = runCli(copy, []);
    expect(fixed.status, fixed.printed).toBe(0);
  }, 60_000);

  it('resolves the paths of tsconfig.json only with resolve.tsconfig', () => {
    const copy = copyProject(basic, 'typescript-paths');
    const tsconfig = pageBlock('tsconfig.json', '"paths"');
    expect(tsconfig).toBe(
      projectFile(basic, 'tsconfig.json').replace(
        '"sourceMap": true\n',
        '"sourceMap": true,\n    "paths": {\n      "@/*": ["./src/*"]\n    }\n',
      ),
    );
    write(copy, 'tsconfig.json', tsconfig);
    edit(copy, 'src/index.ts', (text) => text.replace("from './greet'", "from '@/greet'"));
    const failed = runCli(copy, []);
    expect(failed.status).toBe(1);
    expect(failed.printed).toContain("Module not found: Error: Can't resolve '@/greet'");

    const config = pageBlock('webpack.config.js', 'tsconfig: true');
    expect(config).toBe(
      projectFile(basic, 'webpack.config.js').replace(
        "    extensions: ['.ts', '...'],\n",
        "    extensions: ['.ts', '...'],\n    tsconfig: true,\n",
      ),
    );
    write(copy, 'webpack.config.js', config);
    const fixed = runCli(copy, []);
    expect(fixed.status, fixed.printed).toBe(0);
    expect(readFileSync(path.join(copy, 'dist', 'main.js'), 'utf8')).toContain('Hello, TypeScript!');
  }, 60_000);
});

describe('typescript: checking the types beside the build', () => {
  it('reports the error in watch mode as the page shows, and again after the fix', async () => {
    const copy = bareCopy(basic, 'typescript-tsc-watch');
    edit(copy, 'src/index.ts', (text) => text.replace("greet('TypeScript')", 'greet(42)'));
    expect(langBlock('bash', null, '--watch')).toBe('npx tsc --noEmit --watch');
    const child = spawn(process.execPath, [TSC, '--noEmit', '--watch'], { cwd: copy });
    let printed = '';
    child.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()));
    const until = async (text: string): Promise<void> => {
      for (let waited = 0; !printed.includes(text); waited += 200) {
        if (waited > 90_000) throw new Error(`tsc --watch did not print ${text}: ${printed}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    };
    try {
      await until('Watching for file changes.');
      const plain = (text: string): string =>
        text
          // eslint-disable-next-line no-control-regex
          .replace(/\u001b\[[0-9;]*[A-Za-z]/g, '')
          .replace(/^.*? - (?=Starting compilation|Found \d+ error|File change detected)/gm, '<time> - ');
      expect(plain(printed).trim()).toBe(plain(outputBlock('Starting compilation in watch mode')));
      edit(copy, 'src/index.ts', (text) => text.replace('greet(42)', "greet('TypeScript')"));
      await until('Found 0 errors. Watching for file changes.');
      pageSays('Fix the call, and it prints `Found 0 errors. Watching for file changes.`');
    } finally {
      child.kill();
    }
  }, 120_000);

  it('stops npm run build with the exit code of tsc before webpack starts, and builds once the types are right', () => {
    const copy = copyProject(basic, 'typescript-typecheck-script');
    const scripts = JSON.parse(langBlock('json', 'package.json', '"typecheck"')) as { scripts: Record<string, string> };
    const manifest = JSON.parse(readFileSync(path.join(copy, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    writeFileSync(
      path.join(copy, 'package.json'),
      JSON.stringify({ ...manifest, scripts: { ...manifest.scripts, ...scripts.scripts } }, null, 2),
    );
    edit(copy, 'src/index.ts', (text) => text.replace("greet('TypeScript')", 'greet(42)'));
    const npm = (): { status: number | null; printed: string } => {
      const result = spawnSync('npm', ['run', 'build'], {
        cwd: copy,
        encoding: 'utf8',
        env: { ...process.env, NO_COLOR: '1', npm_config_update_notifier: 'false' },
      });
      return { status: result.status, printed: `${result.stdout}${result.stderr}` };
    };
    const failed = npm();
    expect(failed.status, failed.printed).toBe(2);
    expect(failed.printed).toContain(
      "error TS2345: Argument of type 'number' is not assignable to parameter of type 'string'.",
    );
    expect(existsSync(path.join(copy, 'dist', 'main.js'))).toBe(false);
    edit(copy, 'src/index.ts', (text) => text.replace('greet(42)', "greet('TypeScript')"));
    const passed = npm();
    expect(passed.status, passed.printed).toBe(0);
    expect(existsSync(path.join(copy, 'dist', 'main.js'))).toBe(true);
  }, 120_000);
});

describe('typescript: packages without types', () => {
  const lodashIndex = langBlock('ts', 'src/index.ts', 'lodash/startCase');

  it('fails the ts-loader build with TS7016 as the page shows', () => {
    const copy = copyProject(basic, 'typescript-lodash');
    write(copy, 'src/index.ts', lodashIndex);
    const { status, printed } = runCli(copy, []);
    expect(status).toBe(1);
    expectPrinted(printed, outputBlock('TS7016'), { [`${READER}/node_modules`]: NODE_MODULES, [READER]: copy });
  }, 60_000);

  it('passes with either declaration of the page, and the longer one checks the calls', () => {
    const copy = copyProject(basic, 'typescript-lodash-declared');
    write(copy, 'src/index.ts', lodashIndex);
    const [short, full] = blocks.filter((block) => block.title === 'src/lodash.d.ts').map((block) => block.code);
    expect(short).toBe("declare module 'lodash/startCase';");
    expect(full).toContain("declare module 'lodash/startCase' {");
    write(copy, 'src/lodash.d.ts', short ?? '');
    expect(tsc(copy).status).toBe(0);
    write(copy, 'src/lodash.d.ts', full ?? '');
    expect(tsc(copy).status).toBe(0);
    edit(copy, 'src/index.ts', (text) => text.replace("startCase('type script')", 'startCase(42)'));
    const wrong = tsc(copy);
    expect(wrong.status).toBe(2);
    expect(wrong.stdout).toContain('error TS2345');
  }, 120_000);

  it('finds @types/react through the import, without a types list', () => {
    const copy = copyProject(basic, 'typescript-types-react');
    expect(existsSync(path.join(NODE_MODULES, '@types', 'react', 'package.json'))).toBe(true);
    expect(existsSync(path.join(NODE_MODULES, 'react', 'index.d.ts'))).toBe(false);
    write(
      copy,
      'src/react-version.ts',
      "import { version } from 'react';\n\nexport const major: number = Number(version.split('.')[0]);",
    );
    expect(tsc(copy)).toEqual({ status: 0, stdout: '' });
  }, 60_000);
});

describe("typescript: types for webpack's variables", () => {
  const variables = langBlock('ts', 'src/index.ts', '__webpack_public_path__');
  const withTypes =
    (types: string[]) =>
    (json: { compilerOptions: Record<string, unknown> }): void => {
      json.compilerOptions.types = types;
    };

  it('fails the type check as the page shows, and passes with webpack/module in types or in a reference', () => {
    const copy = copyProject(basic, 'typescript-webpack-module');
    write(copy, 'src/index.ts', variables);
    const failed = tsc(copy);
    expect(failed.status).toBe(2);
    expect(failed.stdout).toBe(`${outputBlock("Cannot find name '__webpack_public_path__'")}\n`);

    const tsconfig = langBlock('json', 'tsconfig.json', '"types": ["webpack/module"]');
    expect(tsconfig).toBe(
      projectFile(basic, 'tsconfig.json').replace(
        '"sourceMap": true\n',
        '"sourceMap": true,\n    "types": ["webpack/module"]\n',
      ),
    );
    write(copy, 'tsconfig.json', tsconfig);
    expect(tsc(copy)).toEqual({ status: 0, stdout: '' });

    write(copy, 'tsconfig.json', projectFile(basic, 'tsconfig.json'));
    write(copy, 'src/webpack-env.d.ts', langBlock('ts', 'src/webpack-env.d.ts', 'reference'));
    expect(tsc(copy)).toEqual({ status: 0, stdout: '' });
  }, 120_000);

  it('needs "node" in types as well for module.hot and require.context', () => {
    const copy = copyProject(basic, 'typescript-module-hot');
    write(
      copy,
      'src/index.ts',
      `${variables}\n\nif (module.hot) {\n  module.hot.accept();\n}\n\nconsole.log(require.context('./', false, /\\.ts$/).keys());`,
    );
    editJson(copy, 'tsconfig.json', withTypes(['webpack/module']));
    const failed = tsc(copy);
    expect(failed.status).toBe(2);
    expect(failed.stdout).toContain("error TS2591: Cannot find name 'module'.");
    expect(failed.stdout).toContain("error TS2591: Cannot find name 'require'.");
    pageSays(
      'Without `"node"` in the list, `if (module.hot)` fails with `error TS2591: Cannot find name \'module\'.`, even with `@types/node` installed.',
    );

    const tsconfig = langBlock('json', 'tsconfig.json', '"types": ["node", "webpack/module"]');
    write(copy, 'tsconfig.json', tsconfig);
    expect(tsc(copy)).toEqual({ status: 0, stdout: '' });
  }, 120_000);
});

describe("typescript: webpack's built-in TypeScript support", () => {
  const builtIn = blocks.filter(
    (block) =>
      block.title === 'webpack.config.js' &&
      block.code.includes("entry: './src/index.ts'") &&
      !block.code.includes('module:'),
  );
  const config = builtIn[0]?.code ?? '';
  /** A copy of the basic project with the page's configuration for the built-in support. */
  const builtInCopy = (name: string): string => {
    const copy = copyProject(basic, name);
    write(copy, 'webpack.config.js', config);
    return copy;
  };
  const resolved = (options: webpack.Configuration): unknown =>
    webpack({ context: basic, ...options }).options.experiments.typescript;

  it('is the project configuration without the rule and the resolve section', () => {
    expect(builtIn).toHaveLength(1);
    expect(config).toBe(
      projectFile(basic, 'webpack.config.js').replace(
        / {2}module: \{[\s\S]*?\n {2}\},\n {2}resolve: \{\n {4}extensions: \['\.ts', '\.\.\.'\],\n {2}\},\n/,
        '',
      ),
    );
  });

  it('prints what the page shows and writes the main.js of ts-loader, with the .ts files in the source map', async () => {
    const copy = builtInCopy('typescript-built-in');
    const { status, printed } = runCli(copy, []);
    expect(status, printed).toBe(0);
    expectPrinted(printed, outputBlock('orphan modules 76 bytes'));
    const { out } = await buildProject(basic);
    expect(readFileSync(path.join(copy, 'dist', 'main.js'), 'utf8')).toBe(
      readFileSync(path.join(out, 'main.js'), 'utf8'),
    );
    pageSays('`main.js` is the same as with ts-loader, byte for byte.');
    const map = JSON.parse(readFileSync(path.join(copy, 'dist', 'main.js.map'), 'utf8')) as {
      sources: string[];
      sourcesContent: string[];
    };
    expect(map.sourcesContent[map.sources.indexOf('webpack://hello-webpack/./src/greet.ts')]).toBe(
      readFileSync(path.join(basic, 'src', 'greet.ts'), 'utf8'),
    );
    expect(readFileSync(path.join(basic, 'src', 'greet.ts')).length).toBe(76);
  }, 60_000);

  it('checks no types: greet(42) builds and shows Hello, 42!, without loading the typescript package', async () => {
    const copy = builtInCopy('typescript-built-in-42');
    edit(copy, 'src/index.ts', (text) => text.replace("greet('TypeScript')", 'greet(42)'));
    const script = `const webpack = require('webpack');
const config = require('./webpack.config.js');
webpack(config).run((error, stats) => {
  const loaded = Object.keys(require.cache).filter((file) => file.includes('/node_modules/typescript/') || file.includes('/node_modules/ts-loader/'));
  console.log(JSON.stringify({ error: error && error.message, errors: stats.toJson({ all: false, errors: true }).errors.length, loaded }));
});
`;
    writeFileSync(path.join(copy, 'build-check.js'), script);
    const result = spawnSync(process.execPath, ['build-check.js'], { cwd: copy, encoding: 'utf8' });
    expect(result.status, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({ error: null, errors: 0, loaded: [] });
    await checkInBrowser(path.join(copy, 'dist'), 'index.html', headingIs('Hello, 42!'));
    pageSays('with `greet(42)`, the build succeeds and the page shows `Hello, 42!`');
  }, 60_000);

  it("does not call Node.js's module.stripTypeScriptTypes", async () => {
    expect(readFileSync(requireFromRoot.resolve('webpack/lib/javascript/JavascriptParser.js'), 'utf8')).not.toContain(
      'stripTypeScriptTypes',
    );
    const nodeModule = createRequire(import.meta.url)('node:module') as { stripTypeScriptTypes?: unknown };
    const before = nodeModule.stripTypeScriptTypes;
    nodeModule.stripTypeScriptTypes = () => {
      throw new Error('stripTypeScriptTypes was called');
    };
    try {
      const copy = builtInCopy('typescript-built-in-no-strip');
      const { errors, assets } = await buildProject(copy);
      expect(errors).toEqual([]);
      expect(assets.get('main.js')).toBe(152);
    } finally {
      if (before === undefined) delete nodeModule.stripTypeScriptTypes;
      else nodeModule.stripTypeScriptTypes = before;
    }
    pageSays('Before 5.113.0, webpack called `module.stripTypeScriptTypes()` of Node.js for this');
  }, 60_000);

  it('resolves ./greet.js to greet.ts and the paths of tsconfig.json without resolve options', async () => {
    const copy = builtInCopy('typescript-built-in-resolve');
    edit(copy, 'src/index.ts', (text) => text.replace("from './greet'", "from './greet.js'"));
    expect((await buildProject(copy)).errors).toEqual([]);
    write(copy, 'tsconfig.json', langBlock('json', 'tsconfig.json', '"paths"'));
    edit(copy, 'src/index.ts', (text) => text.replace("from './greet.js'", "from '@/greet'"));
    const { out, errors } = await buildProject(copy);
    expect(errors).toEqual([]);
    expect(readFileSync(path.join(out, 'main.js'), 'utf8')).toContain('Hello, TypeScript!');
  }, 60_000);

  it('fails on an enum and the other syntax of the page, and tsc reports them with erasableSyntaxOnly', () => {
    const copy = builtInCopy('typescript-built-in-enum');
    write(copy, 'src/color.ts', langBlock('ts', 'src/color.ts', 'enum'));
    // The other syntax the page names: a namespace with code, a parameter property, an angle-bracket assertion.
    write(copy, 'src/names.ts', "export namespace Names {\n  export const first = 'Ada';\n}");
    write(copy, 'src/person.ts', 'export class Person {\n  constructor(public name: string) {}\n}');
    write(copy, 'src/cast.ts', "const value: unknown = 'x';\n\nexport const text = <string>value;");
    write(
      copy,
      'src/index.ts',
      "import { Color } from './color';\nimport { Names } from './names';\nimport { Person } from './person';\nimport { text } from './cast';\n\nconsole.log(Color.Green, Names.first, new Person('Ada').name, text);",
    );
    const { status, printed } = runCli(copy, []);
    expect(status).toBe(1);
    expectPrinted(printed, outputBlock('TypeScript enum is not supported'));
    for (const syntax of ['namespace declaration', 'parameter property', 'angle-bracket type assertion']) {
      expect(printed).toMatch(
        new RegExp(`Module parse failed: TypeScript ${syntax} is not supported in strip-only mode`),
      );
    }
    expect(printed).toContain(' compiled with 4 errors in ');
    pageSays(
      'The same goes for a `namespace` with code in it, for parameter properties such as `constructor(public name: string)`, and for type assertions written with angle brackets, `<string>value`.',
    );

    expect(tsc(copy).status).toBe(0);
    editJson(copy, 'tsconfig.json', (json) => {
      json.compilerOptions.erasableSyntaxOnly = true;
    });
    const checked = tsc(copy);
    expect(checked.status).toBe(2);
    const reported = checked.stdout
      .split('\n')
      .filter((line) =>
        line.endsWith("error TS1294: This syntax is not allowed when 'erasableSyntaxOnly' is enabled."),
      );
    expect(reported.map((line) => line.split('(')[0]).sort()).toEqual([
      'src/cast.ts',
      'src/color.ts',
      'src/names.ts',
      'src/person.ts',
    ]);
  }, 120_000);

  it('fails on a .tsx file even without JSX, with the message of the page', () => {
    const copy = builtInCopy('typescript-built-in-tsx');
    write(copy, 'src/app.tsx', 'export const answer: number = 42;');
    write(copy, 'src/index.ts', "import { answer } from './app.tsx';\n\nconsole.log(answer);");
    const { status, printed } = runCli(copy, []);
    expect(status).toBe(1);
    expectPrinted(printed, outputBlock('does not support .tsx/JSX'));
  }, 60_000);

  it("resolves 'auto' as the page says, whatever Node.js has", () => {
    const rule = { test: /\.ts$/, use: 'ts-loader' };
    expect(resolved(projectConfig(basic))).toBe(false);
    expect(resolved({ ...projectConfig(basic), module: { rules: [] } })).toBe(true);
    expect(resolved({ module: { rules: [{ test: /\.mts$/, use: 'ts-loader' }] } })).toBe(false);
    expect(resolved({ module: { rules: [{ test: /\.cts$/, use: 'ts-loader' }] } })).toBe(false);
    expect(resolved({ module: { rules: [{ test: /\.tsx$/, use: 'ts-loader' }] } })).toBe(false);
    expect(resolved({ module: { rules: [{ test: /\.tsx?$/, use: 'ts-loader' }] } })).toBe(false);
    pageSays('A rule for them, such as `test: /\\.tsx$/`, turns the built-in support off as well');
    expect(resolved({ module: { rules: [rule] }, experiments: { futureDefaults: true } })).toBe(true);
    expect(resolved({ module: { rules: [rule] }, experiments: { typescript: true } })).toBe(true);
    const nodeModule = createRequire(import.meta.url)('node:module') as { stripTypeScriptTypes?: unknown };
    const before = nodeModule.stripTypeScriptTypes;
    delete nodeModule.stripTypeScriptTypes;
    try {
      expect(nodeModule.stripTypeScriptTypes).toBeUndefined();
      expect(resolved({ module: { rules: [] } })).toBe(true);
    } finally {
      if (before !== undefined) nodeModule.stripTypeScriptTypes = before;
    }
  });

  it('reads a .ts file as JavaScript when it is off', async () => {
    const { errors, stats } = await buildProject(basic, { module: { rules: [] }, experiments: { typescript: false } });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('Module parse failed: Unexpected token');
    expect(stats.toJson({ all: false, errors: true }).errors?.[0]?.moduleName).toBe('./src/greet.ts');
  }, 60_000);
});
