/**
 * content/plugins/clean-plugin.md: the plugin removes what the build does not emit and logs the
 * lines the page shows, keeps dot-files inside removed folders, honours keep (also as { glob }),
 * logs without removing in dry mode, and its keep hook protects paths.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { codeBlocks } from '../../support/code-blocks';
import { blockWith, build, tempDir } from '../../support/guides';

const blocks = codeBlocks(path.join(ROOT, 'content', 'plugins', 'clean-plugin.md'));

/** A project whose dist/ already holds the files of the page's log. */
function project(name: string): { dir: string; out: string } {
  const dir = tempDir(`clean-plugin-${name}`);
  writeFileSync(path.join(dir, 'index.js'), 'console.log(1);');
  const out = path.join(dir, 'dist');
  for (const folder of ['old/sub', 'keep-me', 'uploads']) mkdirSync(path.join(out, folder), { recursive: true });
  for (const file of ['stale.js', '.gitkeep', 'robots.txt', 'old/a.js', 'old/.hidden', 'old/sub/b.js', 'keep-me/x.txt', 'uploads/photo.png', 'app.webmanifest']) writeFileSync(path.join(out, file), '');
  return { dir, out };
}

async function clean(name: string, plugin: webpack.WebpackPluginInstance, extra: webpack.WebpackPluginInstance[] = []) {
  const { dir, out } = project(name);
  const stats = await build({ mode: 'production', context: dir, entry: './index.js', output: { path: out }, plugins: [plugin, ...extra] });
  return { out, stats };
}

const exists = (out: string, file: string) => existsSync(path.join(out, file));

describe('CleanPlugin', () => {
  it('removes what the build does not emit, logging the lines the page shows', async () => {
    const { out, stats } = await clean('log', new webpack.CleanPlugin({ keep: /^(keep-me|uploads)\/|webmanifest/ }));
    const printed = stats.toString({ all: false, logging: 'log', colors: false });
    for (const line of blockWith(blocks, 'LOG from webpack.CleanPlugin').split('\n')) expect(printed).toContain(line);
    expect(['stale.js', '.gitkeep', 'robots.txt', 'old/a.js', 'old/sub'].filter((file) => exists(out, file))).toEqual([]);
    expect(['main.js', 'old/.hidden', 'keep-me/x.txt', 'uploads/photo.png'].every((file) => exists(out, file))).toBe(true);
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
        webpack.CleanPlugin.getCompilationHooks(compilation).keep.tap('KeepUploadsPlugin', (file) => (file.startsWith('uploads/') ? true : undefined));
      });
    };
    const { out } = await clean('hook', new webpack.CleanPlugin(), [keepUploads]);
    expect(exists(out, 'uploads/photo.png')).toBe(true);
    expect(exists(out, 'stale.js')).toBe(false);
  });
});
