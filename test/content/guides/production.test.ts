/** What content/guides/production.md says about its project. */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import path from 'node:path';
import type { Page } from 'playwright-core';
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { describeGuide, EXAMPLES } from '../../support/guides';
import { runCli } from '../../support/cli';
import { checkInBrowser } from '../../support/in-browser';
import { buildProject, projectConfig, copyProject as copyWithModules } from '../../support/project';

const requireFromRoot = createRequire(path.join(ROOT, 'package.json'));
/** webpack's own size formatting, as the CLI prints it. */
const formatSize = requireFromRoot('webpack/lib/util/formatSize.js') as (size: number) => string;
const project = path.join(EXAMPLES, 'production');

/** The files of the production build that the page shows. */
const JS = 'main.67a04dc8d400a88e527e.js';
const CSS = 'main.29ab6d567f7d4bd49b8a.css';
const BLUE = 'rgb(28, 120, 192)';
const PALE = 'rgb(242, 246, 249)';

async function styledHeading(page: Page): Promise<void> {
  expect(await page.title()).toBe('Hello webpack');
  const heading = page.locator('body > h1');
  expect(await heading.textContent()).toBe('Hello, webpack!');
  expect(await heading.evaluate((element) => getComputedStyle(element).color)).toBe(BLUE);
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(PALE);
}

/** The production page: the stylesheet comes from a <link>, no <style> element. */
async function productionPage(page: Page): Promise<void> {
  await styledHeading(page);
  expect(
    await page.locator('link[rel=stylesheet]').evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
  ).toEqual([CSS]);
  expect(await page.locator('style').count()).toBe(0);
}

/** The development page: style-loader puts the CSS into a <style> element. */
async function developmentPage(page: Page): Promise<void> {
  await styledHeading(page);
  expect(await page.locator('link[rel=stylesheet]').count()).toBe(0);
  expect(await page.locator('head > style').allTextContents()).toEqual([expect.stringContaining('color: #1c78c0;')]);
}

const builtProject = describeGuide('production', {
  production: {
    // The source maps are related assets of the two files, which webpack lists with them.
    emits: ['index.html', JS, CSS],
    warnings: [],
    shown: [JS, CSS],
    browser: { open: 'index.html', check: productionPage },
  },
});

/** A copy of the project to change files in or to run the CLI in, with a link to the repository's node_modules. */
function copyOf(name: string): string {
  const copy = copyWithModules(project, `production-${name}`);
  return copy;
}

/** The arguments of an npm script of the project, which must run webpack. */
function scriptArgs(script: string): string[] {
  const manifest = JSON.parse(readFileSync(path.join(project, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const [bin, ...args] = (manifest.scripts[script] ?? '').split(/\s+/);
  expect(bin).toBe('webpack');
  return args;
}

const read = (dir: string, file: string): string => readFileSync(path.join(dir, file), 'utf8');
const namesIn = (dir: string): string[] => readdirSync(dir).sort();

describe('production: the two configurations', () => {
  it('builds for development with --mode development: main.js, the CSS inside it, no source map file', async () => {
    const { out, errors, warnings, assets } = await buildProject(project, { mode: 'development' });
    expect({ errors, warnings }).toEqual({ errors: [], warnings: [] });
    expect([...assets.keys()].sort()).toEqual(['index.html', 'main.js']);
    const code = read(out, 'main.js');
    expect(code).toContain('An "eval-source-map" devtool has been used');
    expect(code).toContain('color: #1c78c0;');
    expect(formatSize(assets.get('main.js') ?? 0)).toBe('48 KiB');
    await checkInBrowser(out, 'index.html', developmentPage);
  }, 60_000);

  it('merges the arrays of both files: the production build has both plugins and one CSS rule', () => {
    const config = projectConfig(project, 'production');
    expect(config.plugins?.map((plugin) => plugin?.constructor.name)).toEqual([
      'HtmlWebpackPlugin',
      'MiniCssExtractPlugin',
    ]);
    expect(config.module?.rules).toHaveLength(1);
    expect(config.output).toEqual({
      path: path.join(project, 'dist'),
      clean: true,
      filename: '[name].[contenthash].js',
    });
  });

  it('builds the production files with npm run build, with npx webpack, and with --merge of the two files', () => {
    const names = [
      ['--mode', 'production'],
      [],
      ['--config', 'webpack.common.js', '--config', 'webpack.prod.js', '--merge'],
    ].map((args, index) => {
      const copy = copyOf(`cli-${index}`);
      const { status, printed } = runCli(copy, index === 0 ? scriptArgs('build') : args);
      expect(status, printed).toBe(0);
      expect(printed).toContain('compiled successfully');
      expect(printed).not.toContain('WARNING');
      return namesIn(path.join(copy, 'dist'));
    });
    // The hashes differ from the page's: the copy sees the packages under another relative path.
    expect(names[0]).toHaveLength(5);
    expect(names[1]).toEqual(names[0]);
    expect(names[2]).toEqual(names[0]);
    expect(names[0]?.filter((name) => name.endsWith('.css'))).toEqual([CSS]);
  }, 120_000);

  it('fails with --merge and a single file', () => {
    const { status, printed } = runCli(project, ['--config', 'webpack.prod.js', '--merge']);
    expect(status).toBe(2);
    expect(printed).toContain('At least two configurations are required for merge.');
  });

  it('serves the development build with webpack serve', async () => {
    const WebpackDevServer = requireFromRoot('webpack-dev-server') as new (
      options: object,
      compiler: webpack.Compiler,
    ) => { start(): Promise<void>; stop(): Promise<void> };
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as AddressInfo;
        probe.close(() => resolve(free));
      });
    });
    const config = projectConfig(project, 'development');
    const compiler = webpack({ context: project, ...config, infrastructureLogging: { level: 'none' }, stats: 'none' });
    const server = new WebpackDevServer(
      { port, host: '127.0.0.1', static: false, client: { logging: 'none' } },
      compiler,
    );
    await server.start();
    try {
      const html = await (await fetch(`http://127.0.0.1:${port}/`)).text();
      expect(html).toContain('<title>Hello webpack</title>');
      expect(html).toContain('<script defer src="main.js"></script>');
      const code = await (await fetch(`http://127.0.0.1:${port}/main.js`)).text();
      expect(code).toContain('An "eval-source-map" devtool has been used');
      expect(code).toContain('color: #1c78c0;');
    } finally {
      await server.stop();
    }
    expect(existsSync(path.join(project, 'dist'))).toBe(false);
  }, 60_000);
});

describe('production: what the production build does', () => {
  it('minimizes main.js and the CSS, and links the stylesheet from index.html', async () => {
    const { out } = await builtProject('production');
    expect(read(out, CSS)).toBe(
      `body{background:#f2f6f9;font-family:system-ui,sans-serif}h1{color:#1c78c0}\n/*# sourceMappingURL=${CSS}.map*/`,
    );
    expect(read(out, JS)).toContain('textContent="Hello, webpack!"');
    expect(read(out, JS)).not.toContain('1c78c0');
    const html = read(out, 'index.html');
    expect(html).toContain(`<script defer src=${JS}></script><link href=${CSS} rel=stylesheet>`);
  });

  it('writes source maps with the original sources, named in a comment at the end of each file', async () => {
    const { out, assets } = await builtProject('production');
    expect(namesIn(out)).toEqual(['index.html', CSS, `${CSS}.map`, JS, `${JS}.map`]);
    // The Entrypoint line: 301 bytes for the two files, and 878 bytes for their two maps.
    const size = (file: string): number => readFileSync(path.join(out, file)).length;
    expect(formatSize((assets.get(JS) ?? 0) + (assets.get(CSS) ?? 0))).toBe('301 bytes');
    expect(formatSize(size(`${JS}.map`) + size(`${CSS}.map`))).toBe('878 bytes');
    expect(read(out, JS).endsWith(`\n//# sourceMappingURL=${JS}.map`)).toBe(true);
    const jsMap = JSON.parse(read(out, `${JS}.map`)) as { sources: string[]; sourcesContent: string[] };
    expect(jsMap.sources).toEqual(['webpack://hello-webpack/./src/index.js', 'webpack://hello-webpack/./src/greet.js']);
    expect(jsMap.sourcesContent[1]).toBe(read(path.join(project, 'src'), 'greet.js'));
    const cssMap = JSON.parse(read(out, `${CSS}.map`)) as { sources: string[]; sourcesContent: string[] };
    expect(cssMap.sources).toEqual(['webpack://hello-webpack/./src/style.css']);
  });

  it("writes the maps without the comment with 'hidden-source-map', and without the sources with 'nosources-source-map'", async () => {
    const hidden = await buildProject(project, { devtool: 'hidden-source-map' });
    const hiddenFiles = namesIn(hidden.out);
    expect(hiddenFiles.filter((file) => file.endsWith('.map'))).toHaveLength(2);
    for (const file of hiddenFiles.filter((name) => /\.(js|css)$/.test(name)))
      expect(read(hidden.out, file)).not.toContain('sourceMappingURL');

    const nosources = await buildProject(project, { devtool: 'nosources-source-map' });
    const map = namesIn(nosources.out).find((file) => file.endsWith('.js.map')) ?? '';
    const parsed = JSON.parse(read(nosources.out, map)) as { sources: string[]; sourcesContent?: string[] };
    expect(parsed.sources).toContain('webpack://hello-webpack/./src/greet.js');
    expect(parsed.sourcesContent).toBeUndefined();
    const nosourcesJs = namesIn(nosources.out).find((file) => file.endsWith('.js')) ?? '';
    expect(read(nosources.out, nosourcesJs)).toContain(`//# sourceMappingURL=${nosourcesJs}.map`);

    const none = await buildProject(project, { devtool: false });
    expect(namesIn(none.out).filter((file) => file.endsWith('.map'))).toEqual([]);
  });

  it('renames only the stylesheet when only style.css changes', async () => {
    const copy = copyOf('css-change');
    const before = await buildProject(copy);
    const css = path.join(copy, 'src', 'style.css');
    writeFileSync(css, read(path.join(copy, 'src'), 'style.css').replace('#1c78c0', '#8ed6fb'));
    const after = await buildProject(copy);
    const js = (built: { assets: Map<string, number> }): string[] =>
      [...built.assets.keys()].filter((file) => file.endsWith('.js'));
    const styles = (built: { assets: Map<string, number> }): string[] =>
      [...built.assets.keys()].filter((file) => file.endsWith('.css'));
    expect(js(after)).toEqual(js(before));
    expect(styles(after)).not.toEqual(styles(before));
  });

  it('writes no files when a module has an error, while a development build still writes them', async () => {
    const copy = copyOf('broken');
    writeFileSync(path.join(copy, 'src', 'greet.js'), 'export function greet(name) {\n');
    const production = await buildProject(copy);
    expect(production.errors).toHaveLength(1);
    expect(production.errors[0]).toContain('Module parse failed: Unexpected token');
    expect(readdirSync(production.out)).toEqual([]);
    const development = await buildProject(copy, { mode: 'development' });
    expect(development.errors).toHaveLength(1);
    expect(readdirSync(development.out).sort()).toEqual(['index.html', 'main.js']);
  });

  it('warns about files over 244 KiB', async () => {
    const copy = copyOf('large');
    const lines = Array.from(
      { length: 30000 },
      (_, index) => `  'line ${index} of a large module, kept because it is printed',`,
    );
    writeFileSync(path.join(copy, 'src', 'large.js'), `export const lines = [\n${lines.join('\n')}\n];\n`);
    const index = path.join(copy, 'src', 'index.js');
    writeFileSync(
      index,
      `import { lines } from './large.js';\n${read(path.join(copy, 'src'), 'index.js')}console.log(lines);\n`,
    );
    const { warnings } = await buildProject(copy);
    expect(warnings).toHaveLength(3);
    expect(warnings[0]).toContain(
      'asset size limit: The following asset(s) exceed the recommended size limit (244 KiB).',
    );
    expect(warnings[1]).toContain(
      'entrypoint size limit: The following entrypoint(s) combined asset size exceeds the recommended limit (244 KiB).',
    );
    expect(warnings[2]).toContain('webpack performance recommendations');
    const development = await buildProject(copy, { mode: 'development' });
    expect(development.warnings).toEqual([]);
  });
});

describe('production: minimizing', () => {
  const production = projectConfig(project, 'production');
  const minimizers = production.optimization?.minimizer ?? [];

  it("leaves main.js unminimized when the list lacks '...'", async () => {
    const { out, assets } = await buildProject(project, {
      optimization: { minimizer: minimizers.filter((item) => item !== '...') },
    });
    const js = [...assets.keys()].find((file) => file.endsWith('.js')) ?? '';
    expect(read(out, js)).toContain('function greet(name) {');
    const css = [...assets.keys()].find((file) => file.endsWith('.css')) ?? '';
    expect(read(out, css)).toContain('h1{color:#1c78c0}');
  });

  it('leaves the extracted CSS unminimized without the CSS minimizer', async () => {
    const { out, assets } = await buildProject(project, { optimization: {} });
    const css = [...assets.keys()].find((file) => file.endsWith('.css')) ?? '';
    expect(read(out, css)).toContain('h1 {\n  color: #1c78c0;\n}');
    const js = [...assets.keys()].find((file) => file.endsWith('.js')) ?? '';
    expect(js).toBe(JS);
  });

  it('minimizes a development build with --optimization-minimize --no-devtool, and not the eval strings without --no-devtool', () => {
    const copy = copyOf('development-minimized');
    const minimized = runCli(copy, ['--mode', 'development', '--optimization-minimize', '--no-devtool']);
    expect(minimized.status, minimized.printed).toBe(0);
    expect(minimized.printed).toMatch(/^asset main\.js .* \[emitted\] \[minimized\] \(name: main\)/m);
    const code = read(path.join(copy, 'dist'), 'main.js');
    expect(code).not.toContain('function greet(name) {');
    expect(code).not.toContain('eval(');

    const withEval = runCli(copy, ['--mode', 'development', '--optimization-minimize']);
    expect(withEval.status, withEval.printed).toBe(0);
    const evalCode = read(path.join(copy, 'dist'), 'main.js');
    expect(evalCode).toContain('eval(');
    expect(evalCode).toContain('function greet(name) {');
  }, 60_000);

  it('depends on minimizer-webpack-plugin, not terser-webpack-plugin, and offers other CSS minifiers', () => {
    const manifest = requireFromRoot('webpack/package.json') as { dependencies: Record<string, string> };
    expect(Object.keys(manifest.dependencies)).toContain('minimizer-webpack-plugin');
    expect(Object.keys(manifest.dependencies)).not.toContain('terser-webpack-plugin');
    const MinimizerPlugin = requireFromRoot('minimizer-webpack-plugin') as Record<string, unknown>;
    expect(typeof MinimizerPlugin.terserMinify).toBe('function');
    expect(typeof MinimizerPlugin.lightningCssMinify).toBe('function');
    expect(typeof MinimizerPlugin.cleanCssMinify).toBe('function');
  });

  it("finds cssMinify at require('webpack').css, not at the readme's webpack.css.syntax", () => {
    const css = (requireFromRoot('webpack') as { css: { cssMinify?: unknown; syntax: { cssMinify?: unknown } } }).css;
    expect(typeof css.cssMinify).toBe('function');
    expect(css.syntax.cssMinify).toBeUndefined();
    expect(readFileSync(requireFromRoot.resolve('minimizer-webpack-plugin/README.md'), 'utf8')).toContain(
      'webpack.css.syntax.cssMinify',
    );
  });

  it('extracts and minimizes CSS without any CSS loader, with the built-in CSS support', async () => {
    const common = requireFromRoot(path.join(project, 'webpack.common.js')) as webpack.Configuration;
    const { out, errors, warnings, assets } = await buildProject(project, {
      ...common,
      mode: 'production',
      devtool: false,
      module: { rules: [] },
      optimization: {},
      output: { ...common.output, filename: '[name].[contenthash].js' },
    });
    expect({ errors, warnings }).toEqual({ errors: [], warnings: [] });
    const css = [...assets.keys()].filter((file) => file.endsWith('.css'));
    expect(css).toHaveLength(1);
    expect(read(out, css[0] ?? '')).toContain('h1{color:#1c78c0}');
    expect(read(out, 'index.html')).toContain(`<link href=${css[0]} rel=stylesheet>`);
  });
});

describe('production: mistakes the page describes', () => {
  it('puts style-loader and an empty <style> into the production page when the CSS rule sits in the common file as well', async () => {
    const common = requireFromRoot(path.join(project, 'webpack.common.js')) as webpack.Configuration;
    const development = requireFromRoot(path.join(project, 'webpack.dev.js')) as webpack.Configuration;
    const { merge } = requireFromRoot('webpack-merge') as {
      merge: (...configs: webpack.Configuration[]) => webpack.Configuration;
    };
    const production = requireFromRoot(path.join(project, 'webpack.prod.js')) as webpack.Configuration;
    const doubled = merge({ ...common, module: development.module }, production);
    expect(doubled.module?.rules).toHaveLength(2);
    const { out, errors, warnings, assets } = await buildProject(project, doubled);
    expect({ errors, warnings }).toEqual({ errors: [], warnings: [] });
    const js = [...assets.keys()].find((file) => file.endsWith('.js')) ?? '';
    expect(formatSize(assets.get(js) ?? 0)).toMatch(/^[45]\.\d+ KiB$/);
    const code = read(out, js);
    expect(code).toContain("Couldn't find a style target.");
    await checkInBrowser(out, 'index.html', async (page) => {
      await styledHeading(page);
      expect(await page.locator('head > style').allTextContents()).toEqual([
        expect.stringContaining('// extracted by mini-css-extract-plugin'),
      ]);
    });
  }, 60_000);
});
