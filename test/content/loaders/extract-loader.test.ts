/**
 * content/loaders/extract-loader.md: the example project writes the page and the stylesheet the
 * page shows, each setting the page calls necessary is (the build breaks or the URLs go wrong
 * without it), the publicPath option works as shown, and webpack's built-in HTML support builds the
 * same page from the one-line configuration.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { codeBlocks } from '../../support/code-blocks';
import { build, projectConfig, tempDir } from '../../support/project';
import { readPage } from '../../support/content';

const PAGE = path.join(ROOT, 'content', 'loaders', 'extract-loader.md');
const EXAMPLE = path.join(ROOT, 'examples', 'loaders', 'extract-loader');
const text = readPage(PAGE).replace(/\s+/g, ' ');
const blocks = codeBlocks(PAGE);

async function buildWith(name: string, change: (config: webpack.Configuration) => webpack.Configuration = (c) => c) {
  const config = change(projectConfig(EXAMPLE));
  const out = tempDir(`extract-loader-${name}`);
  const stats = await build({ ...config, context: EXAMPLE, output: { ...config.output, path: out } });
  const files = readdirSync(out, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(out, path.join(e.parentPath, e.name)))
    .sort();
  return { out, stats, files, read: (file: string) => readFileSync(path.join(out, file), 'utf8') };
}

type Rule = webpack.RuleSetRule & { use: webpack.RuleSetUseItem[] };

/** The example's configuration with the options of the loader `loader` in the rule for `test` changed. */
function withLoaderOptions(test: string, loader: string, options: Record<string, unknown>) {
  return (config: webpack.Configuration): webpack.Configuration => ({
    ...config,
    module: {
      rules: (config.module?.rules as Rule[]).map((rule) =>
        String(rule.test as RegExp | string) !== test
          ? rule
          : {
              ...rule,
              use: rule.use.map((item) =>
                typeof item === 'object' && item && 'loader' in item && item.loader === loader
                  ? { ...item, options }
                  : item,
              ),
            },
      ),
    },
  });
}

describe('the example project', () => {
  const built = buildWith('example');

  it('writes the four files the page names', async () => {
    const { stats, files } = await built;
    expect(stats.hasErrors() || stats.hasWarnings(), stats.toString('errors-warnings')).toBe(false);
    expect(files).toEqual(['images/logo.f6f7339e.svg', 'index.html', 'main.cbd3f44e.css', 'main.js']);
    expect(text).toContain(
      '`npm run build` writes `index.html`, `main.cbd3f44e.css`, `images/logo.f6f7339e.svg` and a `main.js`',
    );
  });

  it('writes the index.html and the stylesheet the page shows', async () => {
    const { read } = await built;
    expect(blocks.find((block) => block.lang === 'html' && !block.title)?.code).toBe(read('index.html').trimEnd());
    expect(blocks.find((block) => block.lang === 'css' && !block.title)?.code).toBe(
      read('main.cbd3f44e.css').replace(/\n$/, ''),
    );
  });
});

describe('the settings the page calls necessary', () => {
  it('html-loader without esModule false stops the build on import.meta', async () => {
    const { stats } = await buildWith('esm', withLoaderOptions('/\\.html$/i', 'html-loader', {}));
    expect(stats.toString('errors-only')).toContain('SyntaxError: unknown: Unexpected token');
  });

  it('an asset module for the image stops the build with a syntax error in the image', async () => {
    const { stats } = await buildWith('asset', (config) => ({
      ...config,
      module: {
        rules: [
          ...(config.module?.rules as Rule[]).filter((rule) => String(rule.test as RegExp | string) !== '/\\.svg$/i'),
          { test: /\.svg$/i, type: 'asset/resource' },
        ],
      },
    }));
    const errors = stats.toString('errors-only');
    expect(errors).toContain('SyntaxError');
    expect(errors).toContain('<svg');
  });

  it('without output.publicPath the page refers to autoimages/logo.f6f7339e.svg', async () => {
    const { read } = await buildWith('auto', (config) => ({ ...config, output: {} }));
    expect(read('index.html')).toContain('src="autoimages/logo.f6f7339e.svg"');
    expect(text).toContain('the page refers to `autoimages/logo.f6f7339e.svg`');
  });
});

describe('the publicPath option', () => {
  it("with '../' makes css/main.css refer to ../images/logo.svg", async () => {
    const config: webpack.Configuration = {
      mode: 'production',
      entry: './src/main.css',
      module: {
        rules: [
          {
            test: /\.css$/i,
            use: [
              { loader: 'file-loader', options: { name: 'css/[name].[ext]', esModule: false } },
              { loader: 'extract-loader', options: { publicPath: '../' } },
              { loader: 'css-loader', options: { esModule: false } },
            ],
          },
          { test: /\.svg$/i, loader: 'file-loader', options: { name: 'images/[name].[ext]', esModule: false } },
        ],
      },
    };
    const out = tempDir('extract-loader-relative');
    const stats = await build({ ...config, context: EXAMPLE, output: { path: out } });
    expect(stats.hasErrors(), stats.toString('errors-only')).toBe(false);
    expect(readFileSync(path.join(out, 'css', 'main.css'), 'utf8')).toContain('url(../images/logo.svg)');
    expect(text).toContain('`css/main.css` then contains `url(../images/logo.svg)`');
  });
});

describe("webpack's built-in HTML support", () => {
  it('builds the page, its stylesheet and the image from the one-line configuration', async () => {
    const out = tempDir('extract-loader-native');
    const stats = await build({
      mode: 'production',
      context: EXAMPLE,
      entry: './src/index.html',
      output: { path: out },
    });
    expect(stats.hasErrors(), stats.toString('errors-only')).toBe(false);
    const files = readdirSync(out);
    expect(files).toContain('index.html');
    expect(files.some((file) => file.endsWith('.css'))).toBe(true);
    expect(files.some((file) => file.endsWith('.svg'))).toBe(true);
  });
});
