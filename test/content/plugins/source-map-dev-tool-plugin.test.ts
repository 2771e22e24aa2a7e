/**
 * content/plugins/source-map-dev-tool-plugin.md: the example project of
 * examples/plugins/source-map-dev-tool-plugin/ writes the bundle and the map the page shows, and
 * the options behave as the page describes.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { codeBlocks } from '../../support/code-blocks';
import { build, projectConfig, tempDir } from '../../support/project';
import { readPage } from '../../support/content';

const PAGE = path.join(ROOT, 'content', 'plugins', 'source-map-dev-tool-plugin.md');
const EXAMPLE = path.join(ROOT, 'examples', 'plugins', 'source-map-dev-tool-plugin');
const text = readPage(PAGE).replace(/\s+/g, ' ');
const blocks = codeBlocks(PAGE);
const require = createRequire(path.join(ROOT, 'package.json'));

describe('the example project', () => {
  it('is what devtool applies for a value containing source-map and not eval, -debugids and -scopes included', () => {
    const applied = (devtool: string) => {
      const compiler = webpack({ mode: 'development', devtool, entry: './src/index.js', context: EXAMPLE });
      return compiler.hooks.compilation.taps.map((tap) => tap.name);
    };
    for (const devtool of ['source-map', 'hidden-source-map-debugids', 'source-map-scopes'])
      expect(applied(devtool), devtool).toContain('SourceMapDevToolPlugin');
    expect(applied('eval-source-map')).not.toContain('SourceMapDevToolPlugin');
    expect(applied('eval-source-map')).toContain('EvalSourceMapDevToolPlugin');
    expect(text).toContain('applies this plugin for every value that contains `source-map` and not `eval`');
  });

  it('writes the bundle and the map the page shows', async () => {
    const out = tempDir('source-map-dev-tool-plugin-example');
    const stats = await build({ context: EXAMPLE, ...projectConfig(EXAMPLE), output: { path: out } });
    expect(stats.hasErrors() || stats.hasWarnings(), stats.toString('errors-warnings')).toBe(false);
    expect(readdirSync(out, { recursive: true }).map(String).sort()).toEqual([
      'main.js',
      'maps',
      path.join('maps', 'main.js.map'),
    ]);
    const bundle = blocks.find(
      (block) => block.lang === 'js' && !block.title && block.code.includes('//# sourceMappingURL='),
    );
    expect(bundle?.code).toBe(readFileSync(path.join(out, 'main.js'), 'utf8').replace(/\n$/, ''));
    const map = blocks.find((block) => block.lang === 'json' && !block.title && block.code.includes('"mappings"'));
    expect(JSON.parse(map?.code ?? '{}')).toEqual(
      JSON.parse(readFileSync(path.join(out, 'maps', 'main.js.map'), 'utf8')),
    );
  });
});

/** Builds src/index.js (which loads src/lazy.js) and src/style.txt as an asset into js/, with `options`. */
async function scratch(
  name: string,
  options: ConstructorParameters<typeof webpack.SourceMapDevToolPlugin>[0],
  config: webpack.Configuration = {},
): Promise<{ out: string; stats: webpack.Stats }> {
  const dir = tempDir(`source-map-dev-tool-plugin-${name}`);
  mkdirSync(path.join(dir, 'src'), { recursive: true });
  writeFileSync(
    path.join(dir, 'src', 'index.js'),
    'import("./lazy.js").then((m) => console.log(m.x));\nconsole.log(new URL("./note.txt", import.meta.url).href);',
  );
  writeFileSync(path.join(dir, 'src', 'lazy.js'), 'export const x = 2;');
  writeFileSync(path.join(dir, 'src', 'note.txt'), 'a note');
  const out = path.join(dir, 'dist');
  const stats = await build({
    mode: 'production',
    devtool: false,
    context: dir,
    entry: './src/index.js',
    output: { path: out, filename: 'js/[name].js', chunkFilename: 'js/[name].js', assetModuleFilename: '[name][ext]' },
    plugins: [new webpack.SourceMapDevToolPlugin(options)],
    ...config,
  });
  return { out, stats };
}

const read = (file: string): string => readFileSync(file, 'utf8');

describe('the options', () => {
  it('inline the map without filename, and map .js files only by default', async () => {
    const { out } = await scratch('inline', {});
    expect(read(path.join(out, 'js', 'main.js'))).toMatch(
      /\n\/\/# sourceMappingURL=data:application\/json;charset=utf-8;base64,[A-Za-z0-9+/=]+$/,
    );
    expect(read(path.join(out, 'note.txt'))).toBe('a note');
  });

  it('write [file].map next to each asset, including lazy chunks, with a relative [url]', async () => {
    const { out } = await scratch('file', { filename: '[file].map' });
    expect(existsSync(path.join(out, 'js', 'main.js.map'))).toBe(true);
    expect(existsSync(path.join(out, 'js', '480.js.map'))).toBe(true);
    expect(read(path.join(out, 'js', 'main.js'))).toMatch(/\n\/\/# sourceMappingURL=main\.js\.map$/);
  });

  it('make [file] relative to fileContext', async () => {
    const { out } = await scratch('file-context', { filename: 'maps/[file].map', fileContext: 'js' });
    expect(existsSync(path.join(out, 'maps', 'main.js.map'))).toBe(true);
    expect(read(path.join(out, 'js', 'main.js'))).toMatch(/\n\/\/# sourceMappingURL=\.\.\/maps\/main\.js\.map$/);
  });

  it('put publicPath in front of the map file name', async () => {
    const { out } = await scratch('public-path', {
      filename: 'maps/[file].map',
      publicPath: 'https://sourcemaps.example.com/',
    });
    expect(read(path.join(out, 'js', 'main.js'))).toMatch(
      /\n\/\/# sourceMappingURL=https:\/\/sourcemaps\.example\.com\/maps\/js\/main\.js\.map$/,
    );
    expect(text).toContain('`https://sourcemaps.example.com/maps/main.js.map`');
  });

  it('use a custom append with [url], or none with append: false', async () => {
    const custom = await scratch('append', { filename: '[file].map', append: '\n//# sourceMappingURL=/maps/[url]' });
    expect(read(path.join(custom.out, 'js', 'main.js'))).toMatch(/\n\/\/# sourceMappingURL=\/maps\/main\.js\.map$/);
    const hidden = await scratch('hidden', { filename: '[file].map', append: false });
    expect(read(path.join(hidden.out, 'js', 'main.js'))).not.toContain('sourceMappingURL');
    expect(existsSync(path.join(hidden.out, 'js', 'main.js.map'))).toBe(true);
  });

  it('stop the build for append: false without a filename', () => {
    // The error is thrown from an asynchronous callback, so it ends the process: run it in its own.
    const dir = tempDir('source-map-dev-tool-plugin-hidden-inline');
    writeFileSync(path.join(dir, 'index.js'), 'console.log(1);');
    writeFileSync(
      path.join(dir, 'build.js'),
      `const webpack = require(${JSON.stringify(require.resolve('webpack'))});
webpack({ mode: 'production', devtool: false, context: __dirname, entry: './index.js', output: { path: __dirname + '/dist' }, plugins: [new webpack.SourceMapDevToolPlugin({ append: false })] }).run(() => {});`,
    );
    const result = spawnSync(process.execPath, [path.join(dir, 'build.js')], { encoding: 'utf8' });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain("SourceMapDevToolPlugin: append can't be false when no filename is provided");
  });

  it('skip the assets that exclude matches', async () => {
    const { out } = await scratch('exclude', { filename: '[file].map', exclude: /main/ });
    expect(existsSync(path.join(out, 'js', 'main.js.map'))).toBe(false);
    expect(existsSync(path.join(out, 'js', '480.js.map'))).toBe(true);
  });

  it('add a debug ID before the comment and into the map', async () => {
    const { out } = await scratch('debug-ids', { filename: '[file].map', debugIds: true });
    const match = /\n\/\/# debugId=([0-9a-f-]{36})\n\/\/# sourceMappingURL=main\.js\.map$/.exec(
      read(path.join(out, 'js', 'main.js')),
    );
    expect(match).not.toBeNull();
    expect((JSON.parse(read(path.join(out, 'js', 'main.js.map'))) as { debugId: string }).debugId).toBe(match?.[1]);
  });

  it('leave sourcesContent out, set sourceRoot and list ignored sources', async () => {
    const { out } = await scratch('content', {
      filename: '[file].map',
      noSources: true,
      sourceRoot: '/root',
      ignoreList: /index/,
      moduleFilenameTemplate: 'webpack://shop/[resource-path]',
    });
    const map = JSON.parse(read(path.join(out, 'js', 'main.js.map'))) as {
      sources: string[];
      sourcesContent?: string[];
      sourceRoot: string;
      ignoreList?: number[];
    };
    expect(map.sourcesContent).toBeUndefined();
    expect(map.sourceRoot).toBe('/root');
    expect(map.sources).toContain('webpack://shop/./src/index.js');
    expect(map.ignoreList).toEqual([map.sources.indexOf('webpack://shop/./src/index.js')]);
  });

  it('are validated when the build starts', async () => {
    await expect(
      scratch('invalid', { columns: 'yes' } as unknown as ConstructorParameters<
        typeof webpack.SourceMapDevToolPlugin
      >[0]),
    ).rejects.toThrow(/SourceMap DevTool Plugin/);
  });
});

describe('what devtool passes', () => {
  it('gives the same output for devtool: source-map as the plugin with filename [file].map', async () => {
    const viaPlugin = await scratch('devtool-plugin', { filename: '[file].map' });
    const viaDevtool = await scratch('devtool-option', {}, { devtool: 'source-map', plugins: [] });
    expect(read(path.join(viaDevtool.out, 'js', 'main.js'))).toBe(read(path.join(viaPlugin.out, 'js', 'main.js')));
    expect(read(path.join(viaDevtool.out, 'js', 'main.js.map'))).toBe(
      read(path.join(viaPlugin.out, 'js', 'main.js.map')),
    );
  });

  it('adds no comment for hidden-source-map', async () => {
    const { out } = await scratch('devtool-hidden', {}, { devtool: 'hidden-source-map', plugins: [] });
    expect(read(path.join(out, 'js', 'main.js'))).not.toContain('sourceMappingURL');
    expect(existsSync(path.join(out, 'js', 'main.js.map'))).toBe(true);
  });
});
