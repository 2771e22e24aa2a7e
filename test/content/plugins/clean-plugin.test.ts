/**
 * content/plugins/clean-plugin.md: the plugin removes what the build does not emit and logs the
 * lines the page shows, keeps dot-files wherever they are, removes links but not what they lead
 * to, refuses to clean a folder that holds the project, removes stale files it wrote outside
 * output.path, honours keep (also as { glob }), logs without removing in dry mode, and its keep
 * hook protects paths.
 */
import { existsSync, mkdirSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { codeBlocks, blockWith } from '../../support/code-blocks';
import { build, tempDir } from '../../support/project';
import { readPage } from '../../support/content';

const PAGE = path.join(ROOT, 'content', 'plugins', 'clean-plugin.md');
const blocks = codeBlocks(PAGE);
const text = readPage(PAGE).replace(/\s+/g, ' ');

/** A project whose dist/ already holds the files of the page's log. */
function project(name: string): { dir: string; out: string } {
  const dir = tempDir(`clean-plugin-${name}`);
  writeFileSync(path.join(dir, 'index.js'), 'console.log(1);');
  const out = path.join(dir, 'dist');
  for (const folder of ['old/sub', 'keep-me', 'uploads']) mkdirSync(path.join(out, folder), { recursive: true });
  for (const file of [
    'stale.js',
    '.gitkeep',
    'robots.txt',
    'old/a.js',
    'old/.hidden',
    'old/sub/b.js',
    'keep-me/x.txt',
    'uploads/photo.png',
    'app.webmanifest',
  ])
    writeFileSync(path.join(out, file), '');
  return { dir, out };
}

async function clean(name: string, plugin: webpack.WebpackPluginInstance, extra: webpack.WebpackPluginInstance[] = []) {
  const { dir, out } = project(name);
  const stats = await build({
    mode: 'production',
    context: dir,
    entry: './index.js',
    output: { path: out },
    plugins: [plugin, ...extra],
  });
  return { out, stats };
}

const exists = (out: string, file: string) => existsSync(path.join(out, file));

describe('CleanPlugin', () => {
  it('removes what the build does not emit, logging the lines the page shows', async () => {
    const { out, stats } = await clean('log', new webpack.CleanPlugin({ keep: /^(keep-me|uploads)\/|webmanifest/ }));
    const printed = stats.toString({ all: false, logging: 'log', colors: false });
    for (const line of blockWith(blocks, 'LOG from webpack.CleanPlugin').split('\n')) expect(printed).toContain(line);
    expect(['stale.js', 'robots.txt', 'old/a.js', 'old/sub'].filter((file) => exists(out, file))).toEqual([]);
    // Dot-files stay wherever they are; one directly in output.path is not even logged.
    expect(
      ['main.js', '.gitkeep', 'old/.hidden', 'keep-me/x.txt', 'uploads/photo.png'].every((file) => exists(out, file)),
    ).toBe(true);
    expect(printed).not.toContain('.gitkeep');
    expect(text).toContain('Directly in `output.path`, such as the `.gitkeep` above, it is not even listed.');
  });

  it('removes a symbolic link without touching what it leads to', async () => {
    const { dir, out } = project('link');
    const target = tempDir('clean-plugin-link-target');
    writeFileSync(path.join(target, 'precious.txt'), '');
    symlinkSync(target, path.join(out, 'linked'), 'dir');
    const stats = await build({
      mode: 'production',
      context: dir,
      entry: './index.js',
      output: { path: out, clean: true },
    });
    expect(stats.toString({ all: false, logging: 'log', colors: false })).toContain('linked will be removed');
    expect(existsSync(path.join(out, 'linked'))).toBe(false);
    expect(existsSync(path.join(target, 'precious.txt'))).toBe(true);
  });

  it('cleans nothing and warns with the text the page shows when output.path contains the project', async () => {
    const { dir } = project('inside');
    writeFileSync(path.join(dir, 'notes.txt'), '');
    const stats = await build({
      mode: 'production',
      context: dir,
      entry: './index.js',
      output: { path: dir, clean: true },
    });
    const shown = blockWith(blocks, 'did not clean')
      .replace(/^WARNING in /, '')
      .split('/path/to/project')
      .join(dir);
    expect(stats.compilation.warnings.map((warning) => warning.message)).toEqual([shown]);
    expect(exists(dir, 'notes.txt')).toBe(true);
    // With keep, the plugin takes it that the files to keep are named, and cleans the rest.
    const kept = await build({
      mode: 'production',
      context: dir,
      entry: './index.js',
      output: { path: dir, clean: { keep: /^notes\.txt$/ } },
    });
    expect(kept.hasWarnings()).toBe(false);
    expect(exists(dir, 'notes.txt')).toBe(true);
    expect(exists(dir, 'index.js')).toBe(false);
  });

  it('removes a file a previous build wrote outside output.path with output.allowOutside, once it is no longer emitted', async () => {
    const { dir, out } = project('outside');
    let name = 'one';
    const writeOutside: webpack.WebpackPluginInstance = {
      apply(compiler) {
        compiler.hooks.thisCompilation.tap('WriteOutside', (compilation) => {
          compilation.hooks.processAssets.tap('WriteOutside', () =>
            compilation.emitAsset(`../public/${name}.txt`, new webpack.sources.RawSource(name)),
          );
        });
      },
    };
    const compiler = webpack({
      mode: 'production',
      context: dir,
      entry: './index.js',
      infrastructureLogging: { level: 'none' },
      output: { path: out, clean: true, allowOutside: [path.join(dir, 'public')] },
      plugins: [writeOutside],
    });
    const run = () =>
      new Promise<webpack.Stats>((resolve, reject) =>
        compiler.run((error, stats) => (error || !stats ? reject(error ?? new Error('no stats')) : resolve(stats))),
      );
    try {
      await run();
      expect(readdirSync(path.join(dir, 'public'))).toEqual(['one.txt']);
      name = 'two';
      const second = await run();
      expect(second.toString({ all: false, logging: 'log', colors: false })).toContain(
        '../public/one.txt will be removed',
      );
      expect(readdirSync(path.join(dir, 'public'))).toEqual(['two.txt']);
      expect(text).toContain('for example `../public/one.txt`');
    } finally {
      await new Promise((resolve) => compiler.close(resolve));
    }
  });

  it('keeps what a { glob } matches, at any depth for a relative glob', async () => {
    const { out } = await clean('glob', new webpack.CleanPlugin({ keep: { glob: ['uploads/**', '*.webmanifest'] } }));
    expect(exists(out, 'uploads/photo.png')).toBe(true);
    expect(exists(out, 'app.webmanifest')).toBe(true);
    expect(exists(out, 'stale.js')).toBe(false);
  });

  it('only logs in dry mode, at the info level', async () => {
    const { out, stats } = await clean('dry', new webpack.CleanPlugin({ dry: true }));
    expect(exists(out, 'stale.js')).toBe(true);
    expect(stats.toString({ all: false, logging: 'info', colors: false })).toContain('stale.js will be removed');
  });

  it('lets the keep hook protect paths', async () => {
    const keepUploads = (compiler: webpack.Compiler) => {
      compiler.hooks.thisCompilation.tap('KeepUploadsPlugin', (compilation) => {
        webpack.CleanPlugin.getCompilationHooks(compilation).keep.tap('KeepUploadsPlugin', (file) =>
          file.startsWith('uploads/') ? true : undefined,
        );
      });
    };
    const { out } = await clean('hook', new webpack.CleanPlugin(), [keepUploads]);
    expect(exists(out, 'uploads/photo.png')).toBe(true);
    expect(exists(out, 'stale.js')).toBe(false);
  });
});
