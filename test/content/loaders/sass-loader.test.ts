/**
 * content/loaders/sass-loader.md: the example project writes the main.css the page shows with the
 * installed sass; the output style follows the mode; additionalData, webpackImporter,
 * warnRuleAsWarning, api, implementation, the legacy options and the url() caveat behave as the
 * page says; the page names the Node.js requirement of sass-loader 17.
 */
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import type webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { codeBlocks } from '../../support/code-blocks';
import { asTheReaderSees } from '../../support/cli';
import { buildInto, projectConfig, writeProject, installedManifest, type BuiltOutput } from '../../support/project';
import { readPage } from '../../support/content';

const PAGE = path.join(ROOT, 'content', 'loaders', 'sass-loader.md');
const EXAMPLE = path.join(ROOT, 'examples', 'loaders', 'sass-loader');
const text = readPage(PAGE).replace(/\s+/g, ' ');
const blocks = codeBlocks(PAGE);
const requireFromRoot = createRequire(path.join(ROOT, 'package.json'));
const sass = requireFromRoot('sass') as Record<string, unknown> & {
  initAsyncCompiler: (...args: unknown[]) => unknown;
  compileStringAsync: (...args: unknown[]) => unknown;
};

/** Builds the project in `context` with buildInto; `css` reads the main.css it writes. */
async function buildCss(
  name: string,
  context: string,
  config: webpack.Configuration,
): Promise<BuiltOutput & { css: () => string }> {
  const built = await buildInto(`sass-loader-${name}`, { context, ...config });
  return { ...built, css: () => built.read('main.css') };
}

/** A configuration that compiles ./src/index.js's SCSS into main.css. */
function scssConfig(
  mode: 'production' | 'development',
  sassLoader: webpack.RuleSetUseItem = 'sass-loader',
  extra: webpack.Configuration = {},
): webpack.Configuration {
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

describe('sass-loader 17', () => {
  it('is the installed major version, needs the Node.js version the page names, and has no node-sass peer', () => {
    // "Changes in sass-loader 17" describes this major version.
    expect(installedManifest('sass-loader').version).toMatch(/^17\./);
    expect(text).toContain(
      `This page describes sass-loader ${installedManifest('sass-loader').version} with \`sass\` (Dart Sass) ${installedManifest('sass').version}.`,
    );
    expect(installedManifest('sass-loader').engines.node).toBe('>= 22.11.0');
    expect(text).toContain('sass-loader 17 requires Node.js 22.11.0 or later');
    expect(Object.keys(installedManifest('sass-loader').peerDependencies)).not.toContain('node-sass');
  });
});

describe('the example project', () => {
  const built = buildCss('example', EXAMPLE, projectConfig(EXAMPLE));

  it('writes the main.css the page shows, without errors or warnings', async () => {
    const { out, errors, warnings, css } = await built;
    expect(errors).toEqual([]);
    expect(warnings).toEqual([]);
    expect(readdirSync(out).sort()).toEqual(['main.css', 'main.js']);
    const shown = blocks.find((block) => block.lang === 'css' && !block.title)?.code;
    expect(css().trim()).toBe(shown);
  });

  it('gets the compressed style from Sass in production, without the minimizer', async () => {
    const production = await buildCss('production', EXAMPLE, {
      ...projectConfig(EXAMPLE),
      optimization: { minimize: false },
    });
    expect(production.css()).toContain('.card{border:1px solid #1d78c1;padding:16px}');
    const development = await buildCss('development', EXAMPLE, {
      ...projectConfig(EXAMPLE),
      mode: 'development',
      devtool: false,
    });
    expect(development.css()).toContain('.card {\n  border: 1px solid #1d78c1;\n  padding: 16px;\n}');
  });
});

describe('the options', () => {
  it('additionalData puts a string before the file, with a line break', async () => {
    const dir = writeProject(
      'additional-data',
      { 'src/index.js': "import './a.scss';\n", 'src/a.scss': 'a { color: $brand; }\n' },
      { linkModules: true },
    );
    const { errors, css } = await buildCss(
      'additional-data',
      dir,
      scssConfig('development', { loader: 'sass-loader', options: { additionalData: '$brand: red;' } }),
    );
    expect(errors).toEqual([]);
    expect(css()).toContain('color: red;');
  });

  it('additionalData as a function receives the content and the loader context', async () => {
    const dir = writeProject(
      'additional-data-fn',
      { 'src/index.js': "import './a.scss';\n", 'src/a.scss': 'a { content: "#{$env}"; }\n' },
      { linkModules: true },
    );
    const additionalData = (content: string, context: { mode: string }): string => `$env: ${context.mode};\n${content}`;
    const { errors, css } = await buildCss(
      'additional-data-fn',
      dir,
      scssConfig('development', { loader: 'sass-loader', options: { additionalData } }),
    );
    expect(errors).toEqual([]);
    expect(css()).toContain('content: "development";');
  });

  it('webpackImporter lets Sass find a webpack alias, and false turns that off', async () => {
    const files = {
      'src/index.js': "import './a.scss';\n",
      'src/a.scss': "@use 'tokens';\na { color: tokens.$c; }\n",
      'lib/_tokens.scss': '$c: blue;\n',
    };
    const dir = writeProject('importer', files, { linkModules: true });
    const resolve = { alias: { tokens: path.join(dir, 'lib', '_tokens.scss') } };
    const on = await buildCss('importer-on', dir, scssConfig('development', 'sass-loader', { resolve }));
    expect(on.errors).toEqual([]);
    expect(on.css()).toContain('color: blue;');
    const off = await buildCss(
      'importer-off',
      dir,
      scssConfig('development', { loader: 'sass-loader', options: { webpackImporter: false } }, { resolve }),
    );
    expect(off.errors.join('\n')).toContain("Can't find stylesheet to import.");
  });

  it('warnRuleAsWarning turns @warn into a webpack warning, and false into a log message', async () => {
    const files = {
      'src/index.js': "import './styles/palette.scss';\n",
      'src/styles/palette.scss': "a { color: red; }\n@warn 'the old palette is deprecated';\n",
    };
    const dir = writeProject('warn', files, { linkModules: true });
    const on = await buildCss('warn-on', dir, scssConfig('development'));
    expect(on.warnings).toHaveLength(1);
    expect(on.warnings[0]).toMatch(
      /^Module Warning \(from .*sass-loader\/dist\/cjs\/index\.js\):\nthe old palette is deprecated\n\n\S*src\/styles\/palette\.scss 2:1 {2}root stylesheet/,
    );
    const shown = blocks.find((block) => block.lang === 'text' && block.code.startsWith('Module Warning'))?.code ?? '-';
    expect(
      asTheReaderSees(on.warnings[0] ?? '')
        .split('\n')
        .slice(0, 3),
    ).toEqual(shown.split('\n').slice(0, 3));
    const off = await buildCss(
      'warn-off',
      dir,
      scssConfig('development', { loader: 'sass-loader', options: { warnRuleAsWarning: false } }),
    );
    expect(off.warnings).toEqual([]);
  });

  it('api: legacy stops the build with the validation error the page shows', async () => {
    const { errors } = await buildCss(
      'legacy',
      EXAMPLE,
      scssConfig('production', { loader: 'sass-loader', options: { api: 'legacy' } }),
    );
    const shown =
      blocks.find((block) => block.lang === 'text' && block.code.includes('options.api should be one of these'))
        ?.code ?? '-';
    expect(errors.length).toBeGreaterThan(0);
    expect(errors[0]).toContain(shown);
  });

  it("api: 'auto' (the default) and 'modern-compiler' compile with a compiler from initAsyncCompiler, 'modern' with compileStringAsync", async () => {
    expect(typeof sass.initAsyncCompiler).toBe('function');
    const counted = async (name: string, api?: string): Promise<{ compilers: number; direct: number }> => {
      const calls = { compilers: 0, direct: 0 };
      const implementation = {
        ...sass,
        initAsyncCompiler: (...args: unknown[]) => (calls.compilers++, sass.initAsyncCompiler(...args)),
        compileStringAsync: (...args: unknown[]) => (calls.direct++, sass.compileStringAsync(...args)),
      };
      const files = {
        'src/index.js': "import './a.scss';\nimport './b.scss';\n",
        'src/a.scss': 'a { color: red; }\n',
        'src/b.scss': 'b { color: blue; }\n',
      };
      const { errors, css } = await buildCss(
        `api-${name}`,
        writeProject(`api-${name}`, files, { linkModules: true }),
        scssConfig('development', { loader: 'sass-loader', options: { implementation, ...(api ? { api } : {}) } }),
      );
      expect(errors).toEqual([]);
      expect(css()).toContain('color: blue;');
      return calls;
    };
    for (const [name, api] of [
      ['default', undefined],
      ['modern-compiler', 'modern-compiler'],
    ] as const) {
      const calls = await counted(name, api);
      expect(calls.compilers, name).toBeGreaterThan(0);
      expect(calls.direct, name).toBe(0);
    }
    expect(await counted('modern', 'modern')).toEqual({ compilers: 0, direct: 2 });
    expect(text).toContain('Type: `"auto" | "modern" | "modern-compiler"`. Default: `"auto"`.');
  });

  it('ignores includePaths of the legacy API; loadPaths finds the file', async () => {
    const files = {
      'src/index.js': "import './a.scss';\n",
      'src/a.scss': "@use 'tokens';\na { color: tokens.$c; }\n",
      'lib/_tokens.scss': '$c: blue;\n',
    };
    const dir = writeProject('include-paths', files, { linkModules: true });
    const legacy = await buildCss(
      'include-paths',
      dir,
      scssConfig('development', {
        loader: 'sass-loader',
        options: { sassOptions: { includePaths: [path.join(dir, 'lib')] } },
      }),
    );
    expect(legacy.errors.join('\n')).toContain("Can't find stylesheet to import.");
    const modern = await buildCss(
      'load-paths',
      dir,
      scssConfig('development', {
        loader: 'sass-loader',
        options: { sassOptions: { loadPaths: [path.join(dir, 'lib')] } },
      }),
    );
    expect(modern.errors).toEqual([]);
    expect(modern.css()).toContain('color: blue;');
  });

  it('takes an absolute path to an ES module as implementation', async () => {
    const dir = writeProject(
      'implementation-string',
      {
        'src/index.js': "import './a.scss';\n",
        'src/a.scss': 'a { color: red; }\n',
        'my-sass.mjs': "export * from 'sass';\n",
      },
      { linkModules: true },
    );
    const { errors, css } = await buildCss(
      'implementation-string',
      dir,
      scssConfig('development', { loader: 'sass-loader', options: { implementation: path.join(dir, 'my-sass.mjs') } }),
    );
    expect(errors).toEqual([]);
    expect(css()).toContain('color: red;');
  });

  it('api: modern-compiler compiles the example', async () => {
    const { errors, css } = await buildCss(
      'modern-compiler',
      EXAMPLE,
      scssConfig('production', { loader: 'sass-loader', options: { api: 'modern-compiler' } }),
    );
    expect(errors).toEqual([]);
    expect(css()).toContain('.card h2{color:#1d78c1;margin-bottom:8px}');
  });

  it('rejects an implementation that is not Sass', async () => {
    const dir = writeProject(
      'implementation',
      { 'src/index.js': "import './a.scss';\n", 'src/a.scss': 'a { color: red; }\n' },
      { linkModules: true },
    );
    const { errors } = await buildCss(
      'implementation',
      dir,
      scssConfig('development', { loader: 'sass-loader', options: { implementation: { info: 'other\t1.0' } } }),
    );
    expect(errors.join('\n')).toContain('Unknown Sass implementation "other".');
    expect(text).toContain('Unknown Sass implementation');
    // node-sass identifies itself this way; sass-loader 17 rejects it.
    const nodeSass = await buildCss(
      'node-sass',
      dir,
      scssConfig('development', {
        loader: 'sass-loader',
        options: { implementation: { info: 'node-sass\t9.0.0\t(Wrapper)\t[JavaScript]' } },
      }),
    );
    expect(nodeSass.errors.join('\n')).toContain('Unknown Sass implementation "node-sass".');
  });
});

describe('url() in a partial', () => {
  it('is resolved relative to the entry file, not the partial', async () => {
    const dir = writeProject(
      'url',
      {
        'src/index.js': "import './styles/main.scss';\n",
        'src/styles/main.scss': "@use 'parts/logo';\n",
        'src/styles/parts/_logo.scss': '.logo { background: url(./logo.png); }\n',
        'src/styles/parts/logo.png': 'png',
      },
      { linkModules: true },
    );
    const { errors } = await buildCss('url', dir, scssConfig('development'));
    expect(errors.join('\n')).toContain(`Can't resolve './logo.png' in '${path.join(dir, 'src', 'styles')}'`);
  });
});
