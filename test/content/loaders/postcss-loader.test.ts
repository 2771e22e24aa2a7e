/**
 * content/loaders/postcss-loader.md: the example project applies the local plugin from
 * postcss.config.js and writes the main.css the page shows; config: false, a config function,
 * plugins in the options, `false` for a plugin, a missing config path and plugin warnings behave
 * as the page says.
 */
import { cpSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import type webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { codeBlocks } from '../../support/code-blocks';
import { build, projectConfig, tempDir } from '../../support/project';
import { readPage } from '../../support/content';

const PAGE = path.join(ROOT, 'content', 'loaders', 'postcss-loader.md');
const EXAMPLE = path.join(ROOT, 'examples', 'loaders', 'postcss-loader');
const text = readPage(PAGE).replace(/\s+/g, ' ');
const blocks = codeBlocks(PAGE);

/** A copy of the example with some files replaced or added, and node_modules linked in. */
function variant(name: string, files: Record<string, string> = {}, remove: string[] = []): string {
  const dir = tempDir(`postcss-loader-${name}`);
  cpSync(EXAMPLE, dir, { recursive: true, filter: (source) => !remove.includes(path.relative(EXAMPLE, source)) });
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

async function buildIn(
  dir: string,
  postcssLoader: webpack.RuleSetUseItem = 'postcss-loader',
  mode: 'production' | 'development' = 'production',
) {
  const out = tempDir('postcss-loader-out');
  const stats = await build({
    context: dir,
    mode,
    entry: './src/index.js',
    output: { path: out },
    module: {
      rules: [
        {
          test: /\.css$/i,
          use: [MiniCssExtractPlugin.loader, { loader: 'css-loader', options: { importLoaders: 1 } }, postcssLoader],
        },
      ],
    },
    plugins: [new MiniCssExtractPlugin()],
    optimization: { minimize: false },
  });
  const json = stats.toJson({ all: false, errors: true, warnings: true });
  return {
    errors: (json.errors ?? []).map((error) => error.message),
    warnings: (json.warnings ?? []).map((warning) => warning.message),
    css: () => readFileSync(path.join(out, 'main.css'), 'utf8'),
  };
}

describe('the example project', () => {
  it('writes the main.css the page shows, without errors or warnings', async () => {
    const out = tempDir('postcss-loader-example');
    const config = projectConfig(EXAMPLE);
    const stats = await build({ context: EXAMPLE, ...config, output: { ...config.output, path: out } });
    expect(stats.hasErrors() || stats.hasWarnings(), stats.toString('errors-warnings')).toBe(false);
    expect(readdirSync(out).sort()).toEqual(['main.css', 'main.js']);
    const shown = blocks.find((block) => block.lang === 'css' && !block.title)?.code;
    expect(readFileSync(path.join(out, 'main.css'), 'utf8').trim()).toBe(shown);
  });

  it('leaves the CSS unchanged without a configuration file', async () => {
    const { errors, css } = await buildIn(variant('no-config', {}, ['postcss.config.js']));
    expect(errors).toEqual([]);
    expect(css()).toContain('font-size: 32px;');
  });

  it('also processes files that the stylesheet @imports, with importLoaders: 1', async () => {
    const dir = variant('import', {
      'src/index.js': "import './main.css';\n",
      'src/main.css': "@import './styles.css';\n",
    });
    const { errors, css } = await buildIn(dir);
    expect(errors).toEqual([]);
    expect(css()).toContain('font-size: 2rem;');
  });
});

describe('the options', () => {
  it('postcssOptions.config: false skips the configuration file', async () => {
    const { css } = await buildIn(variant('config-false'), {
      loader: 'postcss-loader',
      options: { postcssOptions: { config: false } },
    });
    expect(css()).toContain('font-size: 32px;');
  });

  it('postcssOptions.config: a path that does not exist stops the build', async () => {
    const missing = path.join(tempDir('postcss-loader-missing'), 'nothing.js');
    const { errors } = await buildIn(variant('config-missing'), {
      loader: 'postcss-loader',
      options: { postcssOptions: { config: missing } },
    });
    expect(errors.join('\n')).toContain(`No PostCSS config found in: ${missing}`);
    expect(text).toContain('No PostCSS config found in: <path>');
  });

  it('calls a configuration function with mode, env, file and the loader options', async () => {
    const config = `module.exports = (api) => {
  const seen = JSON.stringify({ mode: api.mode, env: api.env, file: require('node:path').basename(api.file), options: Object.keys(api.options), context: typeof api.webpackLoaderContext.resourcePath });
  return { plugins: [{ postcssPlugin: 'mark', Once(root) { root.append({ text: seen }); } }] };
};
`;
    const { css } = await buildIn(
      variant('config-function', { 'postcss.config.js': config }),
      { loader: 'postcss-loader', options: { postcssOptions: { from: undefined } } },
      'development',
    );
    expect(css()).toContain(
      '/* {"mode":"development","env":"development","file":"styles.css","options":["from"],"context":"string"} */',
    );
  });

  it('runs the plugins of the file before those of the options, and false turns one off', async () => {
    const files = {
      'a-plugin.js':
        "module.exports = () => ({ postcssPlugin: 'a', Once(root) { root.append({ text: 'a' }); } });\nmodule.exports.postcss = true;\n",
      'b-plugin.js':
        "module.exports = () => ({ postcssPlugin: 'b', Once(root) { root.append({ text: 'b' }); } });\nmodule.exports.postcss = true;\n",
      'postcss.config.js': "module.exports = { plugins: { [require.resolve('./a-plugin.js')]: {} } };\n",
    };
    const dir = variant('merge', files);
    const both = await buildIn(dir, {
      loader: 'postcss-loader',
      options: { postcssOptions: { plugins: [path.join(dir, 'b-plugin.js')] } },
    });
    expect(both.css()).toMatch(/\/\* a \*\/\s*\/\* b \*\//);
    const off = await buildIn(dir, {
      loader: 'postcss-loader',
      options: { postcssOptions: { plugins: { [path.join(dir, 'a-plugin.js')]: false } } },
    });
    expect(off.css()).not.toContain('/* a */');
  });

  it('turns a plugin warning into a webpack warning', async () => {
    const config =
      "module.exports = { plugins: [{ postcssPlugin: 'warn', Once(root, { result }) { result.warn('too many colors'); } }] };\n";
    const { warnings } = await buildIn(variant('warning', { 'postcss.config.js': config }));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('too many colors');
  });

  it('accepts postcss as implementation', async () => {
    const { errors, css } = await buildIn(variant('implementation'), {
      loader: 'postcss-loader',
      options: { implementation: 'postcss' },
    });
    expect(errors).toEqual([]);
    expect(css()).toContain('font-size: 2rem;');
  });
});
