/**
 * content/loaders/sass-loader.md: the example project writes the main.css the page shows with the
 * installed sass; the output style follows the mode; additionalData, webpackImporter,
 * warnRuleAsWarning, api and the url() caveat behave as the page says.
 */
import { mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import type webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { codeBlocks } from '../../support/code-blocks';
import { build, projectConfig, tempDir } from '../../support/guides';
import { readPage } from '../../support/content';

const PAGE = path.join(ROOT, 'content', 'loaders', 'sass-loader.md');
const EXAMPLE = path.join(ROOT, 'examples', 'loaders', 'sass-loader');
const text = readPage(PAGE).replace(/\s+/g, ' ');
const blocks = codeBlocks(PAGE);

function fixture(name: string, files: Record<string, string>): string {
  const dir = tempDir(`sass-loader-${name}`);
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

interface Result {
  out: string;
  errors: string[];
  warnings: string[];
  css: () => string;
}

async function buildInto(name: string, context: string, config: webpack.Configuration): Promise<Result> {
  const out = tempDir(`sass-loader-${name}-out`);
  const stats = await build({ context, ...config, output: { ...config.output, path: out } });
  const json = stats.toJson({ all: false, errors: true, warnings: true });
  return {
    out,
    errors: (json.errors ?? []).map((error) => error.message),
    warnings: (json.warnings ?? []).map((warning) => warning.message),
    css: () => readFileSync(path.join(out, 'main.css'), 'utf8'),
  };
}

/** A configuration that compiles ./src/index.js's SCSS into main.css. */
function scssConfig(mode: 'production' | 'development', sassLoader: webpack.RuleSetUseItem = 'sass-loader', extra: webpack.Configuration = {}): webpack.Configuration {
  return {
    mode,
    devtool: false,
    entry: './src/index.js',
    module: { rules: [{ test: /\.s[ac]ss$/i, use: [MiniCssExtractPlugin.loader, 'css-loader', sassLoader] }] },
    plugins: [new MiniCssExtractPlugin()],
    optimization: { minimize: false },
    ...extra,
  };
}

describe('the example project', () => {
  const built = buildInto('example', EXAMPLE, projectConfig(EXAMPLE));

  it('writes the main.css the page shows, without errors or warnings', async () => {
    const { out, errors, warnings, css } = await built;
    expect(errors).toEqual([]);
    expect(warnings).toEqual([]);
    expect(readdirSync(out).sort()).toEqual(['main.css', 'main.js']);
    const shown = blocks.find((block) => block.lang === 'css' && !block.title)?.code;
    expect(css().trim()).toBe(shown);
  });

  it('gets the compressed style from Sass in production, without the minimizer', async () => {
    const production = await buildInto('production', EXAMPLE, { ...projectConfig(EXAMPLE), optimization: { minimize: false } });
    expect(production.css()).toContain('.card{border:1px solid #1d78c1;padding:16px}');
    const development = await buildInto('development', EXAMPLE, { ...projectConfig(EXAMPLE), mode: 'development', devtool: false });
    expect(development.css()).toContain('.card {\n  border: 1px solid #1d78c1;\n  padding: 16px;\n}');
  });
});

describe('the options', () => {
  it('additionalData puts a string before the file, with a line break', async () => {
    const dir = fixture('additional-data', { 'src/index.js': "import './a.scss';\n", 'src/a.scss': 'a { color: $brand; }\n' });
    const { errors, css } = await buildInto('additional-data', dir, scssConfig('development', { loader: 'sass-loader', options: { additionalData: '$brand: red;' } }));
    expect(errors).toEqual([]);
    expect(css()).toContain('color: red;');
  });

  it('additionalData as a function receives the content and the loader context', async () => {
    const dir = fixture('additional-data-fn', { 'src/index.js': "import './a.scss';\n", 'src/a.scss': 'a { content: "#{$env}"; }\n' });
    const additionalData = (content: string, context: { mode: string }): string => `$env: ${context.mode};\n${content}`;
    const { errors, css } = await buildInto('additional-data-fn', dir, scssConfig('development', { loader: 'sass-loader', options: { additionalData } }));
    expect(errors).toEqual([]);
    expect(css()).toContain('content: "development";');
  });

  it('webpackImporter lets Sass find a webpack alias, and false turns that off', async () => {
    const files = { 'src/index.js': "import './a.scss';\n", 'src/a.scss': "@use 'tokens';\na { color: tokens.$c; }\n", 'lib/_tokens.scss': '$c: blue;\n' };
    const dir = fixture('importer', files);
    const resolve = { alias: { tokens: path.join(dir, 'lib', '_tokens.scss') } };
    const on = await buildInto('importer-on', dir, scssConfig('development', 'sass-loader', { resolve }));
    expect(on.errors).toEqual([]);
    expect(on.css()).toContain('color: blue;');
    const off = await buildInto('importer-off', dir, scssConfig('development', { loader: 'sass-loader', options: { webpackImporter: false } }, { resolve }));
    expect(off.errors.join('\n')).toContain("Can't find stylesheet to import.");
  });

  it('warnRuleAsWarning turns @warn into a webpack warning, and false into a log message', async () => {
    const files = { 'src/index.js': "import './styles/palette.scss';\n", 'src/styles/palette.scss': "a { color: red; }\n@warn 'the old palette is deprecated';\n" };
    const dir = fixture('warn', files);
    const on = await buildInto('warn-on', dir, scssConfig('development'));
    expect(on.warnings).toHaveLength(1);
    expect(on.warnings[0]).toMatch(/^Module Warning \(from .*sass-loader\/dist\/cjs\.js\):\nthe old palette is deprecated\n\n\S*src\/styles\/palette\.scss 2:1 {2}root stylesheet/);
    const off = await buildInto('warn-off', dir, scssConfig('development', { loader: 'sass-loader', options: { warnRuleAsWarning: false } }));
    expect(off.warnings).toEqual([]);
  });

  it('api: legacy works with a deprecation warning from Dart Sass', async () => {
    const { errors, warnings, css } = await buildInto('legacy', EXAMPLE, scssConfig('production', { loader: 'sass-loader', options: { api: 'legacy' } }, { entry: './src/index.js' }));
    expect(errors).toEqual([]);
    const start = 'Deprecation The legacy JS API is deprecated and will be removed in Dart Sass 2.0.0.';
    expect(warnings.some((warning) => warning.includes(start))).toBe(true);
    expect(text).toContain(start);
    expect(css()).toContain('.card{');
  });

  it('api: modern-compiler compiles the example', async () => {
    const { errors, css } = await buildInto('modern-compiler', EXAMPLE, scssConfig('production', { loader: 'sass-loader', options: { api: 'modern-compiler' } }));
    expect(errors).toEqual([]);
    expect(css()).toContain('.card h2{color:#1d78c1;margin-bottom:8px}');
  });

  it('rejects an implementation that is not Sass', async () => {
    const dir = fixture('implementation', { 'src/index.js': "import './a.scss';\n", 'src/a.scss': 'a { color: red; }\n' });
    const { errors } = await buildInto('implementation', dir, scssConfig('development', { loader: 'sass-loader', options: { implementation: { info: 'other\t1.0' } } }));
    expect(errors.join('\n')).toContain('Unknown Sass implementation "other".');
    expect(text).toContain('Unknown Sass implementation');
  });
});

describe('url() in a partial', () => {
  it('is resolved relative to the entry file, not the partial', async () => {
    const dir = fixture('url', {
      'src/index.js': "import './styles/main.scss';\n",
      'src/styles/main.scss': "@use 'parts/logo';\n",
      'src/styles/parts/_logo.scss': '.logo { background: url(./logo.png); }\n',
      'src/styles/parts/logo.png': 'png',
    });
    const { errors } = await buildInto('url', dir, scssConfig('development'));
    expect(errors.join('\n')).toContain(`Can't resolve './logo.png' in '${path.join(dir, 'src', 'styles')}'`);
  });
});
