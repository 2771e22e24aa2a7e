/**
 * content/plugins/eslint-webpack-plugin.md: every option of the schema has a heading; the example
 * project's build reports the lint error and warning the page shows, fails in production and writes
 * its bundle in development; the options behave as described.
 */
import { cpSync, existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { codeBlocks } from '../../support/code-blocks';
import { headingsOf } from '../../support/headings';
import { expectPrinted, runCli } from '../../support/cli';
import { build, copyProject, tempDir } from '../../support/project';
import { optionKey, schemaOptionsOf } from '../../support/schema-options';
import { readPage } from '../../support/content';

const requireFromRoot = createRequire(path.join(ROOT, 'package.json'));
type Plugin = webpack.WebpackPluginInstance;
const ESLintPlugin = requireFromRoot('eslint-webpack-plugin') as new (options?: Record<string, unknown>) => Plugin;

const PAGE = path.join(ROOT, 'content', 'plugins', 'eslint-webpack-plugin.md');
const EXAMPLE = path.join(ROOT, 'examples', 'plugins', 'eslint-webpack-plugin');
const text = readPage(PAGE).replace(/\s+/g, ' ');
const blocks = codeBlocks(PAGE);
const ERROR_LINE = "  2:9  error  'currency' is assigned a value but never used  no-unused-vars";
const WARNING_LINE = "  3:5  warning  'items' is never reassigned. Use 'const' instead  prefer-const";

/** A copy of the example in a temporary folder, so that nothing writes into examples/. */
function exampleCopy(name: string): string {
  const dir = tempDir(`eslint-webpack-plugin-${name}`);
  cpSync(EXAMPLE, dir, { recursive: true });
  return dir;
}

interface Result {
  out: string;
  errors: string[];
  warnings: string[];
}

async function lintBuild(
  dir: string,
  options: Record<string, unknown>,
  config: webpack.Configuration = {},
): Promise<Result> {
  const out = tempDir('eslint-webpack-plugin-out');
  const stats = await build({
    context: dir,
    mode: 'development',
    devtool: false,
    entry: './src/index.js',
    plugins: [new ESLintPlugin(options)],
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

function blockPlugin(containing: string): { options: webpack.Configuration; plugin: Plugin } {
  const block = blocks.find((item) => item.title === 'webpack.config.js' && item.code.includes(containing));
  expect(block, `a webpack.config.js block contains ${containing}`).toBeDefined();
  const module = { exports: {} as webpack.Configuration };
  new Function('require', 'module', block?.code ?? '')(requireFromRoot, module);
  const plugin = (module.exports.plugins ?? [])[0] as Plugin;
  return { options: module.exports, plugin };
}

describe('the option headings', () => {
  it('name every option of the schema', () => {
    const options = schemaOptionsOf(
      path.join(path.dirname(requireFromRoot.resolve('eslint-webpack-plugin/package.json')), 'dist', 'options.json'),
    );
    expect(options.length).toBeGreaterThan(15);
    const found = new Set(headingsOf(PAGE, optionKey));
    expect(options.filter((option) => !found.has(optionKey(option)))).toEqual([]);
  });

  it('the plugin validates its options', () => {
    expect(() => new ESLintPlugin({ emitError: 'yes' })).toThrow(/Invalid options object/);
  });
});

describe('the example project', { timeout: 120_000 }, () => {
  it('npx webpack stops with the lint error, exit code 2, nothing written', () => {
    const dir = copyProject(EXAMPLE, 'eslint-webpack-plugin-cli');
    const { status, printed } = runCli(dir, []);
    expect(status, printed).toBe(2);
    expectPrinted(
      printed,
      blocks.find((block) => block.lang === 'text' && block.code === ERROR_LINE)?.code ?? 'missing',
    );
    expect(existsSync(path.join(dir, 'dist'))).toBe(false);
    expect(text).toContain('`npx webpack` stops with the lint error, exits with code 2 and writes nothing');
  });

  it('npx webpack --mode development reports both, writes dist/main.js and exits with code 1', () => {
    const dir = copyProject(EXAMPLE, 'eslint-webpack-plugin-dev');
    const { status, printed } = runCli(dir, ['--mode', 'development']);
    expect(status, printed).toBe(1);
    const shown =
      blocks.find((block) => block.lang === 'text' && block.code.startsWith(WARNING_LINE))?.code ?? 'missing';
    expectPrinted(printed, shown);
    expect(printed).toContain('WARNING in [eslint]');
    expect(printed).toContain('ERROR in [eslint]');
    expect(existsSync(path.join(dir, 'dist', 'main.js'))).toBe(true);
  });

  it('ESLint finds eslint.config.js from the folder of the linted files', async () => {
    // The test runs in the repository's root, whose own eslint.config.js does not turn on
    // prefer-const for a .js file: the warning can only come from the copy's configuration.
    const { ESLint } = requireFromRoot('eslint') as typeof import('eslint');
    const rootConfig = (await new ESLint({ cwd: ROOT }).calculateConfigForFile(path.join(ROOT, 'src', 'index.js'))) as {
      rules?: Record<string, unknown>;
    };
    expect(rootConfig.rules?.['prefer-const']).toBeUndefined();
    const result = await lintBuild(exampleCopy('lookup'), {});
    expect(result.errors.join('\n')).toContain(ERROR_LINE);
    expect(result.warnings.join('\n')).toContain(WARNING_LINE);
  });
});

describe('the options', { timeout: 120_000 }, () => {
  it('the page block with extensions, exclude and overrideConfigFile passes the extra option to ESLint', () => {
    // overrideConfigFile is relative to ESLint's cwd: run the CLI in a copy of the project.
    const dir = copyProject(EXAMPLE, 'eslint-webpack-plugin-override');
    cpSync(path.join(dir, 'eslint.config.js'), path.join(dir, 'eslint.ci.config.js'));
    writeFileSync(path.join(dir, 'eslint.config.js'), 'module.exports = [];\n');
    writeFileSync(
      path.join(dir, 'webpack.config.js'),
      blocks.find((block) => block.title === 'webpack.config.js' && block.code.includes('overrideConfigFile'))?.code ??
        '',
    );
    const { status, printed } = runCli(dir, ['--mode', 'development']);
    expect(status, printed).toBe(1);
    expect(printed).toContain(ERROR_LINE);
    expect(text).toContain('a relative `overrideConfigFile` is relative to the folder you run webpack in');
  });

  it('emitError, emitWarning and quiet choose what is reported', async () => {
    const dir = exampleCopy('emit');
    const noErrors = await lintBuild(dir, { emitError: false });
    expect([noErrors.errors.length, noErrors.warnings.length]).toEqual([0, 1]);
    const noWarnings = await lintBuild(dir, { emitWarning: false });
    expect([noWarnings.errors.length, noWarnings.warnings.length]).toEqual([1, 0]);
    const quiet = await lintBuild(dir, { quiet: true, emitWarning: true });
    expect([quiet.errors.length, quiet.warnings.length]).toEqual([1, 0]);
  });

  it('failOnError stops a build in production and when set; failOnWarning stops on a warning', async () => {
    const dir = exampleCopy('fail');
    await expect(lintBuild(dir, {}, { mode: 'production' })).rejects.toThrow('no-unused-vars');
    await expect(lintBuild(dir, { failOnError: true })).rejects.toThrow('no-unused-vars');
    await expect(lintBuild(dir, { failOnError: false }, { mode: 'production' })).resolves.toMatchObject({
      warnings: [expect.stringContaining('prefer-const')],
    });
    const out = tempDir('eslint-webpack-plugin-warning-out');
    await expect(
      build({
        context: dir,
        mode: 'production',
        entry: './src/index.js',
        plugins: [blockPlugin('failOnWarning: true').plugin],
        output: { path: out },
      }),
    ).rejects.toThrow('prefer-const');
    await expect(lintBuild(dir, { emitError: false, failOnWarning: true })).rejects.toThrow('prefer-const');
  });

  it('formatter: a name of ESLint, or the function of the page', async () => {
    const dir = exampleCopy('formatter');
    const json = await lintBuild(dir, { formatter: 'json' });
    expect(JSON.parse(json.errors[0]?.replace(/^\[eslint\] /, '') ?? '[]')[0].messages[0].ruleId).toBe(
      'no-unused-vars',
    );
    const { plugin } = blockPlugin('formatter: (results)');
    const out = tempDir('eslint-webpack-plugin-formatter-out');
    const stats = await build({
      context: dir,
      mode: 'development',
      entry: './src/index.js',
      plugins: [plugin],
      output: { path: out },
    });
    expect(stats.toJson({ all: false, errors: true }).errors?.[0]?.message).toBe(
      `[eslint] ${path.join(dir, 'src', 'cart.js')}:2 'currency' is assigned a value but never used.`,
    );
  });

  it('outputReport writes the report with filePath, with every problem; true alone writes nothing', async () => {
    const dir = exampleCopy('report');
    const { plugin } = blockPlugin("filePath: 'reports/eslint.json'");
    const out = tempDir('eslint-webpack-plugin-report-out');
    const stats = await build({
      context: dir,
      mode: 'production',
      entry: './src/index.js',
      plugins: [plugin],
      output: { path: out },
    });
    expect(stats.compilation.getAsset('reports/eslint.json')).toBeUndefined();
    const report = JSON.parse(readFileSync(path.join(out, 'reports', 'eslint.json'), 'utf8')) as {
      messages: { ruleId: string }[];
    }[];
    expect(report.flatMap((file) => file.messages.map((message) => message.ruleId)).sort()).toEqual([
      'no-unused-vars',
      'prefer-const',
    ]);
    const quiet = await lintBuild(dir, { quiet: true, outputReport: { filePath: 'r.json', formatter: 'json' } });
    expect(JSON.parse(readFileSync(path.join(quiet.out, 'r.json'), 'utf8'))).toHaveLength(2);
    const alone = await lintBuild(dir, { outputReport: true });
    expect(readdirSync(alone.out)).toEqual(['main.js']);
  });

  it("configType: 'eslintrc' fails with ESLint 10", async () => {
    const result = await lintBuild(exampleCopy('eslintrc'), { configType: 'eslintrc' });
    expect(result.errors.join('\n')).toContain('Invalid Options');
    expect(result.errors.join('\n')).toContain('Unknown options: extensions');
  });

  it('files and context narrow the linted files, and extensions, exclude and resourceQueryExclude leave files out', async () => {
    const dir = exampleCopy('files');
    expect((await lintBuild(dir, { files: 'src/index.js' })).errors).toEqual([]);
    expect((await lintBuild(dir, { context: 'src', files: 'cart.js' })).errors).toHaveLength(1);
    expect((await lintBuild(dir, { extensions: ['jsx'] })).errors).toEqual([]);
    expect((await lintBuild(dir, { extensions: '.js' })).errors).toHaveLength(1);
    expect((await lintBuild(dir, { exclude: 'src/cart.js' })).errors).toEqual([]);
    const query = exampleCopy('query');
    cpSync(path.join(query, 'src', 'cart.js'), path.join(query, 'src', 'other.js'));
    const entry = { main: ['./src/other.js?raw'] };
    expect((await lintBuild(query, { files: 'src/other.js' }, { entry })).errors).toHaveLength(1);
    expect((await lintBuild(query, { files: 'src/other.js', resourceQueryExclude: /raw/ }, { entry })).errors).toEqual(
      [],
    );
  });

  it('fix writes the fixes into the source files', async () => {
    const dir = exampleCopy('fix');
    await lintBuild(dir, { fix: true });
    expect(readFileSync(path.join(dir, 'src', 'index.js'), 'utf8')).toContain('const items = [');
    expect(readFileSync(path.join(EXAMPLE, 'src', 'index.js'), 'utf8')).toContain('let items = [');
  });

  it('lintDirtyModulesOnly lints nothing in a single build', async () => {
    const result = await lintBuild(exampleCopy('dirty'), { lintDirtyModulesOnly: true });
    expect([result.errors, result.warnings]).toEqual([[], []]);
  });

  it('eslintPath loads ESLint from the given module', async () => {
    const dir = exampleCopy('path');
    expect((await lintBuild(dir, { eslintPath: requireFromRoot.resolve('eslint') })).errors).toHaveLength(1);
    expect((await lintBuild(dir, { eslintPath: path.join(dir, 'no-such-eslint') })).errors.join('\n')).toContain(
      'no-such-eslint',
    );
  });
});
