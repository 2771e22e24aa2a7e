/**
 * content/plugins/stylelint-webpack-plugin.md: every option of the schema has a heading; the
 * example project's build reports the lint error and warning the page shows and fails; the plugin
 * lints files on disk, and its options behave as described.
 */
import { cpSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { codeBlocks } from '../../support/code-blocks';
import { headingsOf } from '../../support/headings';
import { asTheReaderSees, runCli } from '../../support/cli';
import { build, copyProject, tempDir, writeProject } from '../../support/project';
import { optionKey, schemaOptionsOf } from '../../support/schema-options';
import { readPage } from '../../support/content';

const requireFromRoot = createRequire(path.join(ROOT, 'package.json'));
type Plugin = webpack.WebpackPluginInstance;
const StylelintPlugin = requireFromRoot('stylelint-webpack-plugin') as new (
  options?: Record<string, unknown>,
) => Plugin;

const PAGE = path.join(ROOT, 'content', 'plugins', 'stylelint-webpack-plugin.md');
const EXAMPLE = path.join(ROOT, 'examples', 'plugins', 'stylelint-webpack-plugin');
const text = readPage(PAGE).replace(/\s+/g, ' ');
const blocks = codeBlocks(PAGE);

const CONFIG =
  "module.exports = { rules: { 'color-no-invalid-hex': true, 'length-zero-no-unit': [true, { severity: 'warning' }] } };\n";

/** index.js imports good.css; bad.css (an error and a warning) is imported by nothing. */
const PROJECT = {
  'stylelint.config.js': CONFIG,
  'src/index.js': "import './good.css';\n",
  'src/good.css': '.good { color: #fff; }\n',
  'src/bad.css': '.bad { color: #12; margin: 0px; }\n',
};

interface Result {
  out: string;
  errors: string[];
  warnings: string[];
}

async function stylelintBuild(
  dir: string,
  options: Record<string, unknown>,
  config: webpack.Configuration = {},
): Promise<Result> {
  const out = config.output?.path ?? tempDir('stylelint-webpack-plugin-out');
  const stats = await build({
    context: dir,
    mode: 'development',
    devtool: false,
    entry: './src/index.js',
    plugins: [new StylelintPlugin(options)],
    ...config,
    output: { path: out },
  });
  const json = stats.toJson({ all: false, errors: true, warnings: true });
  return {
    out,
    errors: (json.errors ?? []).map((error) => error.message),
    warnings: (json.warnings ?? []).map((warning) => warning.message),
  };
}

const counts = (result: Result): number[] => [result.errors.length, result.warnings.length];

function blockPlugin(containing: string): Plugin {
  const block = blocks.find((item) => item.title === 'webpack.config.js' && item.code.includes(containing));
  expect(block, `a webpack.config.js block contains ${containing}`).toBeDefined();
  const module = { exports: {} as webpack.Configuration };
  new Function('require', 'module', block?.code ?? '')(requireFromRoot, module);
  return (module.exports.plugins ?? [])[0] as Plugin;
}

describe('the option headings', () => {
  it('name every option of the schema', () => {
    const options = schemaOptionsOf(
      path.join(path.dirname(requireFromRoot.resolve('stylelint-webpack-plugin/package.json')), 'dist', 'options.json'),
    );
    expect(options.length).toBeGreaterThan(14);
    const found = new Set(headingsOf(PAGE, optionKey));
    expect(options.filter((option) => !found.has(optionKey(option)))).toEqual([]);
  });

  it('the plugin validates its options', () => {
    expect(() => new StylelintPlugin({ threads: 'many' })).toThrow(/Invalid options object/);
  });
});

describe('the example project', { timeout: 120_000 }, () => {
  it('npx webpack prints the problems the page shows, exits with code 1 and writes nothing', () => {
    const dir = copyProject(EXAMPLE, 'stylelint-webpack-plugin-cli');
    const { status, printed } = runCli(dir, []);
    expect(status, printed).toBe(1);
    const lines = asTheReaderSees(printed)
      .split('\n')
      .map((line) => line.trimEnd());
    const shown =
      blocks.find((block) => block.lang === 'text' && block.code.includes('color-no-invalid-hex'))?.code ?? 'missing';
    for (const line of asTheReaderSees(shown).split('\n'))
      expect(lines, `the output has the line ${line}`).toContain(line);
    // The shown lines are the end of the output, in this order.
    expect(lines.filter((line) => line !== '').slice(-9)).toEqual(
      asTheReaderSees(shown)
        .split('\n')
        .filter((line) => line !== ''),
    );
    expect(existsSync(path.join(dir, 'dist'))).toBe(false);
  });
});

describe('what the plugin lints', { timeout: 120_000 }, () => {
  it('lints stylesheets on disk that nothing imports', async () => {
    const result = await stylelintBuild(writeProject('disk', PROJECT), {});
    expect(result.errors.join('\n')).toContain('src/bad.css');
    expect(result.errors.join('\n')).toContain('Invalid hex color "#12"');
  });

  it('fails without any Stylelint configuration, with the message of the page', async () => {
    const { 'stylelint.config.js': _config, ...withoutConfig } = PROJECT;
    const result = await stylelintBuild(writeProject('no-config', withoutConfig), {});
    expect(result.errors.join('\n')).toContain('[stylelint] No configuration provided for');
  });

  it('passes other options to Stylelint: files and config of the page block', async () => {
    const dir = writeProject('config-option', {
      'src/index.js': '',
      'src/a.css': '.a { color: #12; }\n',
      'other/b.css': '.b { color: #12; }\n',
    });
    const out = tempDir('stylelint-webpack-plugin-config-out');
    const stats = await build({
      context: dir,
      mode: 'development',
      entry: './src/index.js',
      plugins: [blockPlugin("config: { rules: { 'color-no-invalid-hex': true } }")],
      output: { path: out },
    });
    const errors = (stats.toJson({ all: false, errors: true }).errors ?? []).map((error) => error.message).join('\n');
    expect(errors).toContain('src/a.css');
    expect(errors).not.toContain('other/b.css');
  });

  it('files, context, extensions and exclude choose the files; output.path is left out by default', async () => {
    const dir = writeProject('choose', {
      ...PROJECT,
      'src/bad.scss': '.s { color: #12; }\n',
      'dist/old.css': '.x { color: #12; }\n',
    });
    expect(counts(await stylelintBuild(dir, { files: 'src/good.css' }))).toEqual([0, 0]);
    expect(counts(await stylelintBuild(dir, { context: 'src', files: 'bad.css' }))).toEqual([1, 1]);
    expect((await stylelintBuild(dir, { extensions: 'scss' })).errors.join('\n')).not.toContain('bad.css');
    expect((await stylelintBuild(dir, { extensions: 'scss' })).errors.join('\n')).toContain('bad.scss');
    expect((await stylelintBuild(dir, { exclude: ['src/bad.css', 'src/bad.scss', 'dist'] })).errors).toEqual([]);
    const intoDist = await stylelintBuild(dir, { exclude: undefined }, { output: { path: path.join(dir, 'dist') } });
    expect(intoDist.errors.join('\n')).not.toContain('old.css');
    const shown = blockPlugin("exclude: ['node_modules', 'dist', 'src/vendor']");
    const out = tempDir('stylelint-webpack-plugin-exclude-out');
    const stats = await build({
      context: dir,
      mode: 'development',
      entry: './src/index.js',
      plugins: [shown],
      output: { path: out },
    });
    expect(
      stats
        .toJson({ all: false, errors: true })
        .errors?.map((error) => error.message)
        .join('\n'),
    ).not.toContain('old.css');
  });
});

describe('reporting', { timeout: 120_000 }, () => {
  it('emitError, emitWarning, quiet, failOnError and failOnWarning', async () => {
    const dir = writeProject('report', PROJECT);
    expect(counts(await stylelintBuild(dir, {}))).toEqual([1, 1]);
    expect(counts(await stylelintBuild(dir, { emitError: false }))).toEqual([0, 1]);
    expect(counts(await stylelintBuild(dir, { emitWarning: false }))).toEqual([1, 0]);
    expect(counts(await stylelintBuild(dir, { quiet: true, emitWarning: true }))).toEqual([1, 0]);
    expect(counts(await stylelintBuild(dir, { failOnError: false }))).toEqual([0, 2]);
    expect(counts(await stylelintBuild(dir, { failOnWarning: true }))).toEqual([2, 0]);
    const out = tempDir('stylelint-webpack-plugin-dev-out');
    const stats = await build({
      context: dir,
      mode: 'development',
      entry: './src/index.js',
      plugins: [blockPlugin('failOnError: false })')],
      output: { path: out },
    });
    expect(stats.hasErrors()).toBe(false);
    expect(stats.hasWarnings()).toBe(true);
  });

  it('fails in production with nothing written, and in development writes the bundle', async () => {
    const dir = writeProject('modes', PROJECT);
    const production = await stylelintBuild(dir, {}, { mode: 'production' });
    expect(production.errors).toHaveLength(1);
    expect(readdirSync(production.out)).toEqual([]);
    const development = await stylelintBuild(dir, {});
    expect(development.errors).toHaveLength(1);
    expect(readdirSync(development.out)).toContain('main.js');
  });

  it('formatter: compact, a function, and an unknown name', async () => {
    const dir = writeProject('formatter', PROJECT);
    const out = tempDir('stylelint-webpack-plugin-compact-out');
    const stats = await build({
      context: dir,
      mode: 'development',
      entry: './src/index.js',
      plugins: [blockPlugin("formatter: 'compact'")],
      output: { path: out },
    });
    expect(stats.toJson({ all: false, errors: true }).errors?.[0]?.message.trimEnd()).toBe(
      `[stylelint] ${path.join(dir, 'src', 'bad.css')}: line 1, col 15, error - Invalid hex color "#12" (color-no-invalid-hex)`,
    );
    const fn = await stylelintBuild(dir, {
      formatter: (results: { source: string }[], info: { ruleMetadata: unknown }) =>
        `${results.length} ${typeof info.ruleMetadata}`,
    });
    expect(fn.errors[0]).toBe('[stylelint] 1 object');
    const unknown = await stylelintBuild(dir, { formatter: 'fancy' });
    expect(unknown.errors.join('\n')).toContain('You must use a valid formatter option');
    for (const name of ['compact', 'json', 'string', 'tap', 'unix', 'verbose'])
      expect((await stylelintBuild(dir, { formatter: name })).errors.join('\n')).not.toContain('valid formatter');
  });

  it('outputReport writes the file with filePath; true alone writes nothing', async () => {
    const dir = writeProject('output-report', PROJECT);
    const out = tempDir('stylelint-webpack-plugin-report-out');
    const stats = await build({
      context: dir,
      mode: 'production',
      entry: './src/index.js',
      plugins: [blockPlugin("filePath: 'reports/stylelint.json'")],
      output: { path: out },
    });
    expect(stats.compilation.getAsset('reports/stylelint.json')).toBeUndefined();
    const report = JSON.parse(readFileSync(path.join(out, 'reports', 'stylelint.json'), 'utf8')) as {
      warnings: { rule: string }[];
    }[];
    expect(report.flatMap((file) => file.warnings.map((warning) => warning.rule)).sort()).toEqual([
      'color-no-invalid-hex',
      'length-zero-no-unit',
    ]);
    const alone = await stylelintBuild(dir, { outputReport: true });
    expect(readdirSync(alone.out).filter((file) => file !== 'main.js' && file !== 'main.css')).toEqual([]);
  });
});

describe('running Stylelint', { timeout: 120_000 }, () => {
  it('lintDirtyModulesOnly lints nothing in a single build', async () => {
    expect(counts(await stylelintBuild(writeProject('dirty', PROJECT), { lintDirtyModulesOnly: true }))).toEqual([
      0, 0,
    ]);
  });

  it('threads give the same problems as the main thread', async () => {
    const dir = writeProject('threads', { ...PROJECT, 'src/bad2.css': '.bad2 { color: #34; }\n' });
    const plain = await stylelintBuild(dir, {});
    const threaded = await stylelintBuild(dir, { threads: 2 });
    expect(counts(threaded)).toEqual(counts(plain));
    expect(threaded.errors.join('\n')).toContain('bad2.css');
  });

  it('stylelintPath loads Stylelint from the given module', async () => {
    const dir = writeProject('path', PROJECT);
    expect(counts(await stylelintBuild(dir, { stylelintPath: requireFromRoot.resolve('stylelint') }))).toEqual([1, 1]);
    expect(
      (await stylelintBuild(dir, { stylelintPath: path.join(dir, 'no-such-stylelint') })).errors.join('\n'),
    ).toContain('no-such-stylelint');
  });

  it('the example copies cleanly into a fixture, so that its config is a CommonJS file', () => {
    const dir = tempDir('stylelint-webpack-plugin-copy');
    cpSync(EXAMPLE, dir, { recursive: true });
    expect(JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).type).toBeUndefined();
    expect(text).toContain('so `stylelint.config.js` is a CommonJS file');
  });
});
