/**
 * What content/configuration/module-parsers.md says about the parser options added in webpack
 * 5.113.0 (module.parser.css.parseErrors, module.parser.html.parseErrors,
 * module.parser.html.cssModules and its attributes) and the inline `<style>`/`<script>` bodies of
 * module.parser.html.sources: the page's files built with the page's configurations.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { build, writeProject } from '../../support/project';
import { blocksIn, configIn, CONTENT, pageText, section, sectionsOf } from './pages';

const PAGE = path.join(CONTENT, 'configuration', 'module-parsers.md');
const sections = sectionsOf(PAGE);
const text = pageText(PAGE);

interface Problems {
  errors: string[];
  warnings: string[];
}

/** Builds `entry` in `dir` in development mode; the errors and warnings as the CLI prints them. */
async function problems(dir: string, entry: string, config: webpack.Configuration): Promise<Problems> {
  const stats = await build({
    mode: 'development',
    devtool: false,
    ...config,
    context: dir,
    entry,
    output: { ...config.output, path: path.join(dir, 'dist') },
  });
  const json = stats.toJson({ all: false, errors: true, warnings: true, errorDetails: false, moduleTrace: false });
  const shown = (items: webpack.StatsError[] | undefined, kind: string): string[] =>
    (items ?? []).map((item) => `${kind} in ${item.moduleName} ${item.loc}\n${item.message}`);
  return { errors: shown(json.errors, 'ERROR'), warnings: shown(json.warnings, 'WARNING') };
}

describe('module.parser.css.parseErrors', { timeout: 60_000 }, () => {
  const found = section(sections, 'module.parser.css.parseErrors');
  const [css] = blocksIn(found, 'css') as [string];
  const [shown] = blocksIn(found, 'text') as [string];

  it('reports the warning the page shows for its stylesheet, and nothing without the option', async () => {
    const dir = writeProject('css-parse-errors', { 'src/index.js': "import './button.css';\n", 'src/button.css': css });
    expect(await problems(dir, './src/index.js', configIn(found))).toEqual({ errors: [], warnings: [shown] });
    expect(await problems(dir, './src/index.js', {})).toEqual({ errors: [], warnings: [] });
  });

  it('reports a file that ends inside a string as an error, also when set on css/auto', async () => {
    expect(text).toContain(
      'An error where the file ends in the middle of a token or a rule, for example inside a string (`eof-in-string`)',
    );
    const dir = writeProject('css-parse-errors-eof', {
      'src/index.js': "import './cut.css';\n",
      'src/cut.css': '.a { content: "x',
    });
    const { errors } = await problems(dir, './src/index.js', {
      module: { parser: { 'css/auto': { parseErrors: true } } },
    });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('CSS parse error: eof-in-string');
  });
});

describe('module.parser.html.parseErrors', { timeout: 60_000 }, () => {
  const found = section(sections, 'module.parser.html.parseErrors');
  const [html] = blocksIn(found, 'html') as [string];
  const [shown] = blocksIn(found, 'text') as [string];

  it('reports the warning the page shows for its page, and nothing without the option', async () => {
    const dir = writeProject('html-parse-errors', { 'src/index.html': html });
    const config = configIn(found);
    expect(await problems(dir, config.entry as string, config)).toEqual({ errors: [], warnings: [shown] });
    expect(await problems(dir, './src/index.html', {})).toEqual({ errors: [], warnings: [] });
  });

  it('reports a page that ends inside a comment as an error', async () => {
    expect(text).toContain(
      'An error where the file ends inside a tag, a comment or a doctype, for example `eof-in-comment`',
    );
    const dir = writeProject('html-parse-errors-eof', {
      'src/index.html': '<!doctype html>\n<html><body><p>text\n<!-- unterminated',
    });
    const { errors } = await problems(dir, './src/index.html', { module: { parser: { html: { parseErrors: true } } } });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('HTML parse error: eof-in-comment');
  });
});

describe('module.parser.html.cssModules', { timeout: 60_000 }, () => {
  it('cssModules.attributes: the page builds to what the page shows', async () => {
    const found = section(sections, 'module.parser.html.cssModules.attributes');
    const [page, result] = blocksIn(found, 'html') as [string, string];
    const config = configIn(found);
    const dir = writeProject('html-css-modules', { 'src/index.html': page });
    expect(await problems(dir, config.entry as string, config)).toEqual({ errors: [], warnings: [] });
    expect(readFileSync(path.join(dir, 'dist', 'index.html'), 'utf8')).toBe(result);
    // Without the option, the data- attributes stay as written.
    expect(
      await problems(dir, config.entry as string, { ...config, module: { parser: { html: { cssModules: {} } } } }),
    ).toEqual({ errors: [], warnings: [] });
    const plain = readFileSync(path.join(dir, 'dist', 'index.html'), 'utf8');
    expect(plain).toContain('data-target="panel" data-toggle="active"');
    expect(plain).toContain('<div id="src_index_html-style-1-panel">');
  });

  it('renames for, href="#id" and aria references, keeps undeclared names, and reads card.title through a named linked CSS module', async () => {
    expect(text).toContain('Names that no stylesheet of the page declares stay as written.');
    expect(text).toContain('The page then refers to its classes as `card.title` in `class` attributes.');
    const page = [
      '<!doctype html>',
      '<html><head><title>t</title><style module>#panel { color: red } .note { color: blue }</style>',
      '<link rel="stylesheet" href="./card.module.css" module="card"></head>',
      '<body><label for="panel">x</label><a href="#panel">go</a><p aria-labelledby="panel" class="note other">n</p>',
      '<h1 class="card.title title">Hi</h1></body></html>',
      '',
    ].join('\n');
    const dir = writeProject('html-css-modules-builtin', {
      'src/index.html': page,
      'src/card.module.css': '.title { font-weight: bold }\n',
    });
    expect(await problems(dir, './src/index.html', { output: { pathinfo: false } })).toEqual({
      errors: [],
      warnings: [],
    });
    const built = readFileSync(path.join(dir, 'dist', 'index.html'), 'utf8');
    expect(built).toContain('<label for="src_index_html-style-1-panel">');
    expect(built).toContain('<a href="#src_index_html-style-1-panel">');
    expect(built).toContain('aria-labelledby="src_index_html-style-1-panel" class="src_index_html-style-1-note other"');
    expect(built).toContain('<h1 class="src_card_module_css-title title">');
  });
});

describe('module.parser.html.sources: inline bodies', { timeout: 60_000 }, () => {
  it('a <style lang="scss"> body reaches a mimetype rule for text/x-scss', async () => {
    expect(text).toContain("`{ mimetype: 'text/x-scss', use: ['sass-loader'], type: 'css' }`");
    const page =
      '<!doctype html>\n<html><head><title>t</title><style lang="scss">$c: red; .a { .b { color: $c; } }</style></head><body></body></html>\n';
    const dir = writeProject('html-style-lang', { 'src/index.html': page });
    const result = await problems(dir, './src/index.html', {
      output: { pathinfo: false },
      module: { rules: [{ mimetype: 'text/x-scss', use: ['sass-loader'], type: 'css' }] },
      resolveLoader: { modules: [path.join(ROOT, 'node_modules')] },
    });
    expect(result).toEqual({ errors: [], warnings: [] });
    expect(readFileSync(path.join(dir, 'dist', 'index.html'), 'utf8')).toContain('.a .b {\n  color: red;\n}');
  });
});

describe('module.parser.javascript.typescript', () => {
  it('describes webpack removing the types itself, not Node.js', () => {
    const prose = section(sections, 'module.parser.javascript.typescript').prose;
    expect(prose).not.toContain('stripTypeScriptTypes');
    expect(prose).toContain("webpack's JavaScript parser reads the type annotations");
  });
});
