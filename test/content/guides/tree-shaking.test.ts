/** What content/guides/tree-shaking.md says about its two projects and the variants it walks through. */
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type webpack from 'webpack';

import { describeGuide, EXAMPLES, guideBlocks, guideText } from '../../support/guides';
import { expectPrinted, runCli } from '../../support/cli';
import { checkInBrowser } from '../../support/in-browser';
import { buildProject, tempDir, type Built, copyProject as copyWithModules } from '../../support/project';
import { onlyBlock, type CodeBlock } from '../../support/code-blocks';

const unusedExports = path.join(EXAMPLES, 'tree-shaking', 'unused-exports');
const sideEffects = path.join(EXAMPLES, 'tree-shaking', 'side-effects');
const blocks = guideBlocks('tree-shaking');

/** The one code block of the page that satisfies `test`. */
const pageBlock = (what: string, test: (block: CodeBlock) => boolean): string => onlyBlock(blocks, what, test);

/** A copy of a project in a temporary folder, with the repository's node_modules linked in. */
function copyOf(project: string, label: string): string {
  const copy = copyWithModules(project, `tree-shaking-${label}`);
  return copy;
}

function write(dir: string, file: string, text: string): void {
  writeFileSync(path.join(dir, file), text.endsWith('\n') ? text : `${text}\n`);
}

function editJson(dir: string, file: string, edit: (json: Record<string, unknown>) => Record<string, unknown>): void {
  const json = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Record<string, unknown>;
  write(dir, file, JSON.stringify(edit(json), null, 2));
}

const mainJs = (built: Built): string => readFileSync(path.join(built.out, 'main.js'), 'utf8');

/** The modules of a build, with the modules of a concatenated module in its place. */
function flatten(modules: Iterable<webpack.Module>): webpack.Module[] {
  return [...modules].flatMap((module) => {
    const inner = (module as unknown as { modules?: Iterable<webpack.Module> }).modules;
    return inner ? [...inner] : [module];
  });
}

/** The source files of `dir`/src among `modules`, as paths relative to `dir`. */
function sourcesOf(dir: string, modules: webpack.Module[]): string[] {
  return modules
    .map((module) => (module as webpack.NormalModule).resource)
    .filter(
      (resource): resource is string => typeof resource === 'string' && resource.startsWith(path.join(dir, 'src')),
    )
    .map((resource) => path.relative(dir, resource).split(path.sep).join('/'))
    .filter((resource, index, all) => all.indexOf(resource) === index)
    .sort();
}

/** The source files webpack built. */
const builtModules = (dir: string, stats: webpack.Stats): string[] =>
  sourcesOf(dir, flatten(stats.compilation.modules));

/** The source files whose code ended up in a chunk. */
function bundledModules(dir: string, stats: webpack.Stats): string[] {
  const { compilation } = stats;
  return sourcesOf(
    dir,
    flatten([...compilation.modules].filter((module) => compilation.chunkGraph.getNumberOfModuleChunks(module) > 0)),
  );
}

async function plainHeading(page: Page): Promise<void> {
  expect(await page.title()).toBe('Hello webpack');
  expect(await page.locator('body > h1').allTextContents()).toEqual(['Hello, webpack!']);
}

const headingColor = (page: Page): Promise<string> =>
  page.locator('body > h1').evaluate((element) => getComputedStyle(element).color);

describeGuide('tree-shaking', {
  'tree-shaking/unused-exports': {
    emits: ['main.js'],
    warnings: [],
    shown: ['main.js'],
    browser: { copy: 'dist', open: 'index.html', check: plainHeading },
    cli: {
      script: 'build',
      prints: [
        'asset main.js 116 bytes',
        './src/index.js + 1 modules 280 bytes',
        'orphan modules 126 bytes [orphan] 1 module',
        'compiled successfully',
      ],
    },
  },
  'tree-shaking/side-effects': {
    emits: ['main.js'],
    warnings: [],
    browser: {
      copy: 'dist',
      open: 'index.html',
      check: async (page) => {
        await plainHeading(page);
        expect(await headingColor(page)).toBe('rgb(102, 51, 153)');
      },
    },
  },
});

describe('tree-shaking: the unused export', () => {
  it('is in the source but not in the production bundle', async () => {
    expect(readFileSync(path.join(unusedExports, 'src', 'greet.js'), 'utf8')).toContain('Goodbye');
    const built = await buildProject(unusedExports);
    expect(mainJs(built)).not.toMatch(/Goodbye|farewell/);
    expect(built.assets.get('main.js')).toBe(116);
  });

  it('is listed by the statistics the page shows', () => {
    const copy = copyOf(unusedExports, 'stats');
    expect(runCli(copy, []).status).toBe(0);
    const { status, printed } = runCli(copy, [
      '--stats-orphan-modules',
      '--stats-provided-exports',
      '--stats-used-exports',
    ]);
    expect(status, printed).toBe(0);
    const shown = pageBlock(
      'the statistics of the exports',
      (block) => block.lang === 'text' && block.code.includes('[only some exports used: greet]'),
    );
    expectPrinted(printed, shown);
  });

  it('is marked, and kept, in a development build with --optimization-used-exports, and not marked without it', () => {
    const shown = pageBlock(
      'the development module',
      (block) => block.lang === 'js' && block.title === null && block.code.includes('unused harmony export farewell'),
    );
    const copy = copyOf(unusedExports, 'development');
    const marked = runCli(copy, ['--mode', 'development', '--devtool', 'false', '--optimization-used-exports']);
    expect(marked.status, marked.printed).toBe(0);
    const code = readFileSync(path.join(copy, 'dist', 'main.js'), 'utf8');
    expect(code).toContain(shown);

    const unmarked = runCli(copy, ['--mode', 'development', '--devtool', 'false']);
    expect(unmarked.status, unmarked.printed).toBe(0);
    const plain = readFileSync(path.join(copy, 'dist', 'main.js'), 'utf8');
    expect(plain).not.toContain('unused harmony export');
    expect(plain).toContain('farewell: () => (/* binding */ farewell)');
  });

  it('stays out without module concatenation, and comes back only when used exports are not analyzed either', () => {
    const copy = copyOf(unusedExports, 'steps');
    const bundle = (): string => readFileSync(path.join(copy, 'dist', 'main.js'), 'utf8');

    expect(runCli(copy, ['--no-optimization-concatenate-modules']).status).toBe(0);
    const excerpt = pageBlock(
      'the module without concatenation',
      (block) => block.lang === 'text' && block.code.startsWith('var e={529('),
    );
    expect(bundle()).toContain(excerpt);
    expect(bundle()).not.toContain('Goodbye');
    expect(Buffer.byteLength(bundle())).toBe(488);
    expect(guideText('tree-shaking')).toContain('`main.js` grows to 488 bytes');

    expect(runCli(copy, ['--no-optimization-concatenate-modules', '--no-optimization-used-exports']).status).toBe(0);
    expect(bundle()).toContain('Goodbye');
    expect(bundle()).toContain('farewell:');
    expect(Buffer.byteLength(bundle())).toBe(661);
    expect(guideText('tree-shaking')).toContain('and `main.js` has 661 bytes');

    expect(runCli(copy, ['--no-optimization-used-exports']).status).toBe(0);
    expect(bundle()).not.toContain('Goodbye');
  });

  it('makes an import unused when only the unused export uses it (optimization.innerGraph)', () => {
    const copy = copyOf(unusedExports, 'inner-graph');
    write(copy, 'src/text.js', 'export function shout(text) {\n  return text.toUpperCase();\n}');
    write(
      copy,
      'src/greet.js',
      [
        "import { shout } from './text.js';",
        '',
        'export function greet(name) {',
        '  return `Hello, ${name}!`;',
        '}',
        '',
        'export function farewell(name) {',
        '  return shout(`Goodbye, ${name}!`);',
        '}',
      ].join('\n'),
    );
    const args = ['--stats-orphan-modules', '--stats-used-exports'];
    const withGraph = runCli(copy, args);
    expect(withGraph.printed).toMatch(/\.\/src\/text\.js 61 bytes \[orphan\] \[built\]\n\s+\[module unused\]/);
    const withoutGraph = runCli(copy, [...args, '--no-optimization-inner-graph']);
    expect(withoutGraph.printed).toMatch(
      /\.\/src\/text\.js 61 bytes \[orphan\] \[built\]\n\s+\[only some exports used: shout\]/,
    );
  });
});

describe('tree-shaking: side effects', () => {
  const beforeField = pageBlock('src/index.js before the stylesheet', (block) => block.title === 'src/index.js');
  const fieldFalse = pageBlock('package.json with "sideEffects": false', (block) => block.title === 'package.json');
  const ruleConfig = pageBlock('the configuration with the rule', (block) => block.title === 'webpack.config.js');

  /** The side-effects project before its stylesheet and before the field: the folder of messages only. */
  function barrelOnly(label: string): string {
    const copy = copyOf(sideEffects, label);
    cpSync(path.join(unusedExports, 'webpack.config.js'), path.join(copy, 'webpack.config.js'));
    cpSync(path.join(unusedExports, 'package.json'), path.join(copy, 'package.json'));
    rmSync(path.join(copy, 'src', 'style.css'));
    write(copy, 'src/index.js', beforeField);
    return copy;
  }

  it('keeps farewell.js and its calls when nothing says it has no side effects', async () => {
    expect(beforeField).not.toContain('style.css');
    const copy = barrelOnly('barrel');
    const { status, printed } = runCli(copy, []);
    expect(status, printed).toBe(0);
    expect(printed).toContain('./src/index.js + 3 modules 427 bytes [built] [code generated]');
    const shown = pageBlock(
      'the bundle with the calls',
      (block) => block.title === 'dist/main.js' && block.code.includes('goodbye'),
    );
    expect(readFileSync(path.join(copy, 'dist', 'main.js'), 'utf8').replace(/\n$/, '')).toBe(shown);

    const built = await buildProject(copy);
    expect(built.assets.get('main.js')).toBe(164);
    expect(bundledModules(copy, built.stats)).toEqual([
      'src/index.js',
      'src/messages/farewell.js',
      'src/messages/greet.js',
      'src/messages/index.js',
    ]);
  });

  it('names the statements with side effects in the statistics', () => {
    const copy = barrelOnly('bailout');
    const { printed } = runCli(copy, ['--stats-orphan-modules', '--stats-optimization-bailout']);
    const shown = pageBlock(
      'the bailout statistics',
      (block) => block.lang === 'text' && block.code.includes('with side effects in source code'),
    );
    expect(printed).toContain(shown);
  });

  it('skips farewell.js, without building it, with "sideEffects": false, also in development mode', async () => {
    expect(JSON.parse(fieldFalse)).toMatchObject({ sideEffects: false });
    const copy = barrelOnly('field-false');
    write(copy, 'package.json', fieldFalse);
    const { printed } = runCli(copy, []);
    expect(printed).toContain('asset main.js 116 bytes');
    expect(printed).toContain('orphan modules 138 bytes [orphan] 2 modules');
    expect(printed).toContain('./src/index.js + 1 modules 223 bytes [built] [code generated]');

    const built = await buildProject(copy);
    expect(mainJs(built)).not.toContain('goodbye');
    expect(builtModules(copy, built.stats)).toEqual(['src/index.js', 'src/messages/greet.js', 'src/messages/index.js']);
    expect(bundledModules(copy, built.stats)).toEqual(['src/index.js', 'src/messages/greet.js']);

    const development = await buildProject(copy, { mode: 'development' });
    expect(bundledModules(copy, development.stats)).toEqual(['src/index.js', 'src/messages/greet.js']);
    const developmentWithoutField = await buildProject(barrelOnly('development-no-field'), { mode: 'development' });
    expect(developmentWithoutField.errors).toEqual([]);
    expect(readFileSync(path.join(developmentWithoutField.out, 'main.js'), 'utf8')).toContain('goodbye');
  });

  it('drops the stylesheet, without a warning, when "sideEffects" is false', async () => {
    const copy = copyOf(sideEffects, 'css-dropped');
    editJson(copy, 'package.json', (json) => ({ ...json, sideEffects: false }));
    const built = await buildProject(copy);
    expect({ errors: built.errors, warnings: built.warnings }).toEqual({ errors: [], warnings: [] });
    expect(built.assets.get('main.js')).toBe(116);
    expect(mainJs(built)).not.toContain('rebeccapurple');

    const site = tempDir('tree-shaking-css-dropped-site');
    cpSync(built.out, site, { recursive: true });
    cpSync(path.join(copy, 'dist'), site, { recursive: true });
    await checkInBrowser(site, 'index.html', async (page) => {
      await plainHeading(page);
      expect(await headingColor(page)).toBe('rgb(0, 0, 0)');
    });

    const cli = runCli(copy, []);
    expect(cli.status, cli.printed).toBe(0);
    expect(cli.printed).toContain('asset main.js 116 bytes');
    expect(cli.printed).toContain('./src/index.js + 1 modules 245 bytes [built] [code generated]');
    expect(cli.printed).not.toContain('WARNING');
  });

  it('keeps the stylesheet and still skips farewell.js with the list of the finished project', async () => {
    const built = await buildProject(sideEffects);
    expect(mainJs(built)).toContain('rebeccapurple');
    expect(mainJs(built)).not.toContain('goodbye');
    expect(bundledModules(sideEffects, built.stats)).toEqual([
      'src/index.js',
      'src/messages/greet.js',
      'src/style.css',
    ]);
  });

  it('matches a pattern with a slash against the path from package.json', async () => {
    for (const pattern of ['./src/style.css', 'src/style.css']) {
      const copy = copyOf(sideEffects, 'pattern');
      editJson(copy, 'package.json', (json) => ({ ...json, sideEffects: [pattern] }));
      expect(mainJs(await buildProject(copy))).toContain('rebeccapurple');
    }
    const copy = copyOf(sideEffects, 'pattern-miss');
    editJson(copy, 'package.json', (json) => ({ ...json, sideEffects: ['./style.css'] }));
    expect(mainJs(await buildProject(copy))).not.toContain('rebeccapurple');
  });

  it('keeps the stylesheet with the rule option sideEffects: true, over "sideEffects": false', async () => {
    expect(ruleConfig).toContain('sideEffects: true');
    const copy = copyOf(sideEffects, 'rule-true');
    editJson(copy, 'package.json', (json) => ({ ...json, sideEffects: false }));
    write(copy, 'webpack.config.js', ruleConfig);
    const built = await buildProject(copy);
    expect(built.errors).toEqual([]);
    expect(mainJs(built)).toContain('rebeccapurple');
    expect(mainJs(built)).not.toContain('goodbye');
  });

  it('skips a module matched by a rule with sideEffects: false', async () => {
    const copy = copyOf(sideEffects, 'rule-false');
    editJson(copy, 'package.json', (json) => {
      const { sideEffects: _field, ...rest } = json;
      return rest;
    });
    const baseline = await buildProject(copy);
    expect(mainJs(baseline)).toContain('goodbye');
    const config = createRequire(import.meta.url)(path.join(copy, 'webpack.config.js')) as webpack.Configuration;
    const rules = [...(config.module?.rules ?? []), { test: /farewell\.js$/, sideEffects: false }];
    const built = await buildProject(copy, { module: { rules } });
    expect(mainJs(built)).not.toContain('goodbye');
    expect(mainJs(built)).toContain('rebeccapurple');
  });
});

describe('tree-shaking: pure annotations', () => {
  const pureFarewell = pageBlock(
    'farewell.js with the annotation',
    (block) => block.title === 'src/messages/farewell.js',
  );
  const withoutField = (label: string): string => {
    const copy = copyOf(sideEffects, label);
    editJson(copy, 'package.json', (json) => {
      const { sideEffects: _field, ...rest } = json;
      return rest;
    });
    return copy;
  };

  it('lets webpack skip farewell.js without the sideEffects field', async () => {
    expect(pureFarewell).toContain('/*#__PURE__*/ capitalize(');
    const copy = withoutField('pure');
    write(copy, 'src/messages/farewell.js', pureFarewell);
    const built = await buildProject(copy);
    expect(mainJs(built)).not.toContain('goodbye');
    expect(mainJs(built)).toContain('rebeccapurple');
    expect(bundledModules(copy, built.stats)).toEqual(['src/index.js', 'src/messages/greet.js', 'src/style.css']);
  });

  it('lets terser drop the unused call where webpack keeps the module', async () => {
    const plain = await buildProject(withoutField('no-skip-plain'), { optimization: { sideEffects: false } });
    expect(mainJs(plain)).toContain('goodbye');
    const copy = withoutField('no-skip-pure');
    write(copy, 'src/messages/farewell.js', pureFarewell);
    const pure = await buildProject(copy, { optimization: { sideEffects: false } });
    expect(bundledModules(copy, pure.stats)).toContain('src/messages/farewell.js');
    expect(mainJs(pure)).not.toContain('goodbye');
  });
});

describe('tree-shaking: CommonJS and the checklist', () => {
  it('drops farewell from module.exports = { greet, farewell }, in a 336-byte bundle, or 288 bytes in strict mode', async () => {
    const copy = copyOf(unusedExports, 'commonjs');
    write(
      copy,
      'src/greet.js',
      [
        'function greet(name) {',
        '  return `Hello, ${name}!`;',
        '}',
        '',
        'function farewell(name) {',
        '  return `Goodbye, ${name}!`;',
        '}',
        '',
        'module.exports = { greet, farewell };',
      ].join('\n'),
    );
    const built = await buildProject(copy);
    expect(built.errors).toEqual([]);
    expect(mainJs(built)).not.toContain('Goodbye');
    expect(built.assets.get('main.js')).toBe(336);
    expect(runCli(copy, ['--stats-optimization-bailout']).printed).toContain(
      'ModuleConcatenation bailout: Module is not in strict mode',
    );

    write(copy, 'src/greet.js', `'use strict';\n\n${readFileSync(path.join(copy, 'src', 'greet.js'), 'utf8')}`);
    const strict = await buildProject(copy);
    expect(mainJs(strict)).not.toContain('Goodbye');
    expect(
      built.stats.toJson({ all: false, modules: true }).modules?.some((module) => module.name === './src/index.js'),
    ).toBe(true);
    expect(
      strict.stats
        .toJson({ all: false, modules: true })
        .modules?.some((module) => module.name === './src/index.js + 1 modules'),
    ).toBe(true);
    expect(strict.assets.get('main.js')).toBe(288);
  });

  it('keeps every export that a module adds to module.exports at run time', async () => {
    const copy = copyOf(unusedExports, 'commonjs-dynamic');
    write(
      copy,
      'src/greet.js',
      [
        "for (const [key, word] of [['greet', 'Hello'], ['farewell', 'Goodbye']]) {",
        '  module.exports[key] = (name) => `${word}, ${name}!`;',
        '}',
      ].join('\n'),
    );
    const built = await buildProject(copy);
    expect(built.errors).toEqual([]);
    expect(mainJs(built)).toContain('Goodbye');
  });

  it('keeps farewell, in a 421-byte bundle, when Babel turns the modules into CommonJS', async () => {
    const built = await buildProject(unusedExports, {
      module: {
        rules: [
          { test: /\.js$/, loader: 'babel-loader', options: { plugins: ['@babel/plugin-transform-modules-commonjs'] } },
        ],
      },
    });
    expect(built.errors).toEqual([]);
    expect(mainJs(built)).toContain('Goodbye');
    expect(built.assets.get('main.js')).toBe(421);
  });

  it('shakes a namespace import read with fixed names, and not one read with a computed name', async () => {
    const fixed = copyOf(sideEffects, 'namespace-fixed');
    write(
      fixed,
      'src/index.js',
      [
        "import * as messages from './messages/index.js';",
        "import './style.css';",
        '',
        "const heading = document.createElement('h1');",
        "heading.textContent = messages.greet('webpack');",
        'document.body.append(heading);',
      ].join('\n'),
    );
    expect(mainJs(await buildProject(fixed))).not.toContain('goodbye');

    const computed = copyOf(sideEffects, 'namespace-computed');
    write(
      computed,
      'src/index.js',
      [
        "import * as messages from './messages/index.js';",
        "import './style.css';",
        '',
        "const name = document.title.startsWith('Hello') ? 'greet' : 'farewell';",
        "const heading = document.createElement('h1');",
        'heading.textContent = String(messages[name]);',
        'document.body.append(heading);',
      ].join('\n'),
    );
    expect(mainJs(await buildProject(computed))).toContain('goodbye');
  });
});
