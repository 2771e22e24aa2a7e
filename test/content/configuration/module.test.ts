/**
 * What content/configuration/module.md says about module.rules[].use[].sourceTest: which loaders
 * run, on what input, for each kind of condition. A loader of the test's own appends a line to the
 * modules it runs on and counts its pitches; the bundle, run in Node.js, prints what happened.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { build, writeProject } from '../../support/project';
import { configIn, CONTENT, pageText, section, sectionsOf } from './pages';

const PAGE = path.join(CONTENT, 'configuration', 'module.md');
const sections = sectionsOf(PAGE);
const text = pageText(PAGE);
const sourceTest = section(sections, 'module.rules[].use[].sourceTest');

/** Appends `console.log("marked <file>")`; its pitch records the file in pitched.log. */
const MARK_LOADER = `
const fs = require('fs');
const path = require('path');
module.exports = function (source) {
  return source + '\\nconsole.log(' + JSON.stringify('marked ' + path.basename(this.resourcePath)) + ');\\n';
};
module.exports.pitch = function () {
  fs.appendFileSync(path.join(__dirname, 'pitched.log'), path.basename(this.resourcePath) + '\\n');
};
`;
/** Puts "// @mark" in front of its input. */
const ADD_MARK_LOADER = "module.exports = function (source) { return '// @mark\\n' + source; };\n";

const FILES = {
  'mark-loader.js': MARK_LOADER,
  'add-mark-loader.js': ADD_MARK_LOADER,
  'src/index.js': "import './a.js';\nimport './b.js';\n",
  'src/a.js': "// @mark\nconsole.log('a');\n",
  'src/b.js': "console.log('b');\n",
};

/** Builds the project with `use` for a.js and b.js and returns what the bundle prints. */
async function buildWithUse(
  name: string,
  use: (dir: string) => webpack.RuleSetUseItem[],
  files: Record<string, string> = {},
): Promise<{ printed: string[]; pitched: string[] }> {
  const dir = writeProject(`source-test-${name}`, { ...FILES, ...files });
  writeFileSync(path.join(dir, 'pitched.log'), '');
  const stats = await build({
    mode: 'none',
    context: dir,
    entry: './src/index.js',
    output: { path: path.join(dir, 'dist') },
    module: { rules: [{ test: /[ab]\.js$/, use: use(dir) }] },
  });
  expect(stats.hasErrors(), stats.toString('errors-only')).toBe(false);
  const printed = execFileSync(process.execPath, [path.join(dir, 'dist', 'main.js')], { encoding: 'utf8' })
    .trim()
    .split('\n');
  const pitched = readFileSync(path.join(dir, 'pitched.log'), 'utf8').trim().split('\n').filter(Boolean).sort();
  return { printed, pitched };
}

const mark = (dir: string): string => path.join(dir, 'mark-loader.js');

describe('module.rules[].use[].sourceTest', { timeout: 60_000 }, () => {
  it('a regular expression runs the loader on the files whose source matches; the others skip it, but its pitch still runs', async () => {
    expect(text).toContain('A regular expression: the text contains a match.');
    expect(text).toContain(
      "Only the loader's normal function is skipped: its [pitch](/api/loaders/#pitching-loaders) function still runs.",
    );
    const { printed, pitched } = await buildWithUse('regexp', (dir) => [{ loader: mark(dir), sourceTest: /@mark/ }]);
    expect(printed).toEqual(['a', 'marked a.js', 'b']);
    expect(pitched).toEqual(['a.js', 'b.js']);
  });

  it('a string must start the text', async () => {
    expect(text).toContain('A string: the text starts with it.');
    expect(
      (await buildWithUse('string-prefix', (dir) => [{ loader: mark(dir), sourceTest: '// @mark' }])).printed,
    ).toEqual(['a', 'marked a.js', 'b']);
    // "log" is in both files, but starts neither.
    expect((await buildWithUse('string-inside', (dir) => [{ loader: mark(dir), sourceTest: 'log' }])).printed).toEqual([
      'a',
      'b',
    ]);
  });

  it('a function receives the text, an array matches when any item does, and not inverts', async () => {
    const received: string[] = [];
    const fn = (source: string): boolean => {
      received.push(source);
      return source.includes("'b'");
    };
    expect((await buildWithUse('function', (dir) => [{ loader: mark(dir), sourceTest: fn }])).printed).toEqual([
      'a',
      'b',
      'marked b.js',
    ]);
    // Once with '' when webpack compiles the rule, then once per module.
    expect(received.sort()).toEqual(['', FILES['src/a.js'], FILES['src/b.js']]);
    expect(text).toContain('An array: any of its conditions matches.');
    expect(
      (await buildWithUse('array', (dir) => [{ loader: mark(dir), sourceTest: [/nothing/, /'b'/] }])).printed,
    ).toEqual(['a', 'b', 'marked b.js']);
    expect((await buildWithUse('not', (dir) => [{ loader: mark(dir), sourceTest: { not: /@mark/ } }])).printed).toEqual(
      ['a', 'b', 'marked b.js'],
    );
  });

  it("tests the previous loader's output, not the file", async () => {
    expect(text).toContain('the output of the previous loader for the others');
    const { printed } = await buildWithUse('chain', (dir) => [
      { loader: mark(dir), sourceTest: /^\/\/ @mark/ },
      path.join(dir, 'add-mark-loader.js'),
    ]);
    expect(printed).toEqual(['a', 'marked a.js', 'b', 'marked b.js']);
  });

  it('drops a byte order mark before testing', async () => {
    expect(text).toContain('drops a byte order mark first');
    const { printed } = await buildWithUse('bom', (dir) => [{ loader: mark(dir), sourceTest: '// @mark' }], {
      'src/a.js': `\uFEFF${FILES['src/a.js']}`,
    });
    expect(printed).toEqual(['a', 'marked a.js', 'b']);
  });

  it('input that is not valid UTF-8 always runs the loader', async () => {
    expect(text).toContain('Input that is not valid UTF-8, such as an image, always runs the loader.');
    const dir = writeProject('source-test-binary', {
      'src/index.js': "import size from './data.bin';\nconsole.log(size);\n",
      'size-loader.js':
        'module.exports = function (source) { return `export default ${source.length};`; };\nmodule.exports.raw = true;\n',
    });
    writeFileSync(path.join(dir, 'src/data.bin'), Buffer.from([0xff, 0xfe, 0x00, 0x80]));
    const stats = await build({
      mode: 'none',
      context: dir,
      entry: './src/index.js',
      output: { path: path.join(dir, 'dist') },
      module: {
        rules: [
          {
            test: /\.bin$/,
            type: 'javascript/auto',
            use: [{ loader: path.join(dir, 'size-loader.js'), sourceTest: /never matches/ }],
          },
        ],
      },
    });
    expect(stats.hasErrors(), stats.toString('errors-only')).toBe(false);
    expect(execFileSync(process.execPath, [path.join(dir, 'dist', 'main.js')], { encoding: 'utf8' }).trim()).toBe('4');
  });

  it('a function that throws fails the module, and one that throws for an empty string stops webpack at the start', async () => {
    expect(text).toContain(
      'If it throws, the module fails to build. Webpack also calls it once with an empty string when it reads the configuration, and stops there if it throws for that.',
    );
    const dir = writeProject('source-test-throws', FILES);
    const config = (fn: (source: string) => boolean): webpack.Configuration => ({
      mode: 'none',
      context: dir,
      entry: './src/index.js',
      output: { path: path.join(dir, 'dist') },
      module: { rules: [{ test: /a\.js$/, use: [{ loader: mark(dir), sourceTest: fn }] }] },
    });
    const stats = await build(
      config((source) => {
        if (source.includes('@mark')) throw new Error('cannot decide');
        return false;
      }),
    );
    const errors = stats.toJson({ all: false, errors: true, moduleTrace: false }).errors ?? [];
    expect(errors.map((error) => [error.moduleName, error.message.split('\n').slice(0, 2).join(' ')])).toEqual([
      ['./src/a.js', 'Module build failed (from ./mark-loader.js): Error: cannot decide'],
    ]);
    await expect(
      build(
        config(() => {
          throw new Error('never');
        }),
      ),
    ).rejects.toThrow('Evaluation of condition function threw error');
  });

  it("the page's example runs source-map-loader on a file that names its source map", async () => {
    const config = configIn(sourceTest);
    const original = 'export const answer: number = 42;\n';
    const map = {
      version: 3,
      file: 'lib.js',
      sources: ['lib.ts'],
      sourcesContent: [original],
      names: [],
      mappings: 'AAAA',
    };
    const dir = writeProject('source-test-example', {
      'src/index.js':
        "import { answer } from './lib.js';\nimport { other } from './plain.js';\nconsole.log(answer, other);\n",
      'src/lib.js': 'export const answer = 42;\n//# sourceMappingURL=lib.js.map\n',
      'src/lib.js.map': JSON.stringify(map),
      'src/plain.js': 'export const other = 1;\n',
    });
    // The project lives in a temporary folder: loaders resolve from the repository's node_modules.
    const stats = await build({
      ...config,
      devtool: 'source-map',
      context: dir,
      output: { path: path.join(dir, 'dist') },
      resolveLoader: { modules: [path.join(ROOT, 'node_modules')] },
    });
    expect(stats.hasErrors(), stats.toString('errors-only')).toBe(false);
    const written = JSON.parse(readFileSync(path.join(dir, 'dist', 'main.js.map'), 'utf8')) as {
      sources: string[];
      sourcesContent: string[];
    };
    // The map of lib.js was read: its TypeScript source is in the bundle's map.
    expect(written.sourcesContent).toContain(original);
    expect(written.sources.some((source) => source.endsWith('plain.js'))).toBe(true);
  });
});

describe('module.defaultRules', { timeout: 60_000 }, () => {
  it("gives any file imported with { type: 'css' } the type css/auto and a CSSStyleSheet export", async () => {
    expect(text).toContain(
      "| any file imported `with { type: 'css' }` | type `css/auto` with a `CSSStyleSheet` as the export, when CSS support is on |",
    );
    const dir = writeProject('default-rules-with-css', {
      'src/index.js': "import sheet from './theme.txt' with { type: 'css' };\nconsole.log(sheet);\n",
      'src/theme.txt': '.a { color: red }\n',
    });
    const stats = await build({
      mode: 'none',
      context: dir,
      entry: './src/index.js',
      output: { path: path.join(dir, 'dist') },
    });
    expect(stats.hasErrors(), stats.toString('errors-only')).toBe(false);
    const modules = stats.toJson({ all: false, modules: true }).modules ?? [];
    expect(modules.map((m) => m.name)).toContain('css ./src/theme.txt (exportType: css-style-sheet)');
    expect(readFileSync(path.join(dir, 'dist', 'main.js'), 'utf8')).toContain('CSSStyleSheet');
  });
});
