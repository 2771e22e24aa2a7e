/**
 * content/plugins/hot-module-replacement-plugin.md: the example project of
 * examples/plugins/hot-module-replacement-plugin/ updates a running Node.js program in watch mode
 * as the page shows, and the other claims of the page (what the plugin adds, what happens without
 * it, the parser hooks) hold.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { codeBlocks, blockWith } from '../../support/code-blocks';
import { build, copyProject, projectConfig, tempDir } from '../../support/project';
import { readPage } from '../../support/content';

const PAGE = path.join(ROOT, 'content', 'plugins', 'hot-module-replacement-plugin.md');
const EXAMPLE = path.join(ROOT, 'examples', 'plugins', 'hot-module-replacement-plugin');
const text = readPage(PAGE).replace(/\s+/g, ' ');
const blocks = codeBlocks(PAGE);

/** Resolves once `read()` contains `wanted`, or rejects after `ms`. */
function waitFor(read: () => string, wanted: string, ms: number): Promise<void> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      if (read().includes(wanted)) {
        clearInterval(timer);
        resolve();
      } else if (Date.now() - started > ms) {
        clearInterval(timer);
        reject(new Error(`timed out waiting for ${JSON.stringify(wanted)} in:\n${read()}`));
      }
    }, 50);
  });
}

describe('the example project', () => {
  it('replaces message.js in the running program when it changes', async () => {
    const copy = copyProject(EXAMPLE, 'hot-module-replacement-plugin-watch');
    const compiler = webpack({
      context: copy,
      ...projectConfig(copy, 'development'),
      output: { path: path.join(copy, 'dist') },
      infrastructureLogging: { level: 'none' },
    });
    const builds: webpack.Stats[] = [];
    const watching = compiler.watch({ aggregateTimeout: 50 }, (error, stats) => {
      if (error) throw error;
      if (stats) builds.push(stats);
    });
    let child: ChildProcess | undefined;
    let output = '';
    try {
      await waitFor(() => String(builds.length), '1', 20_000);
      child = spawn(process.execPath, [path.join(copy, 'dist', 'main.js')], { stdio: ['ignore', 'pipe', 'pipe'] });
      child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      await waitFor(() => output, 'started: Hello\n', 10_000);
      const before = builds.length;
      writeFileSync(path.join(copy, 'src', 'message.js'), "export const message = 'Hello again';\n");
      await waitFor(() => output, '[HMR] Update applied.', 20_000);
      expect(output).toBe(`started: Hello\n${blockWith(blocks, 'updated: Hello again')}\n`);
      // The build of the change. Under load, watchpack may also rebuild once without a change (the
      // files were written just before the first build); that build emits nothing, so it is skipped.
      const assetsOf = (stats: webpack.Stats) =>
        stats.toJson({ all: false, assets: true, cachedAssets: true, groupAssetsByEmitStatus: false }).assets ?? [];
      const second =
        builds
          .slice(before)
          .map(assetsOf)
          .find((assets) => assets.some((asset) => asset.emitted)) ?? [];
      const names = second.map((asset) => asset.name).sort();
      expect(names).toEqual(
        [
          'main.js',
          expect.stringMatching(/^main\.[0-9a-f]{20}\.hot-update\.js$/),
          expect.stringMatching(/^main\.[0-9a-f]{20}\.hot-update\.json$/),
        ].sort(),
      );
      expect(second.filter((asset) => asset.info.hotModuleReplacement).length).toBe(2);
    } finally {
      child?.kill();
      await new Promise<void>((resolve) => (watching ? watching.close(() => resolve()) : resolve()));
    }
  }, 60_000);

  it('fails at startup without the plugin', async () => {
    const out = tempDir('hot-module-replacement-plugin-without');
    const stats = await build({
      context: EXAMPLE,
      ...projectConfig(EXAMPLE, 'development'),
      plugins: [],
      output: { path: out },
    });
    expect(stats.hasErrors()).toBe(false);
    const result = spawnSync(process.execPath, [path.join(out, 'main.js')], { encoding: 'utf8', timeout: 10_000 });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('[HMR] Hot Module Replacement is disabled.');
    expect(text).toContain('`[HMR] Hot Module Replacement is disabled.`');
  });
});

describe('what the plugin does', () => {
  async function bundle(name: string, source: string, plugins: webpack.WebpackPluginInstance[]): Promise<string> {
    const dir = tempDir(`hot-module-replacement-plugin-${name}`);
    writeFileSync(path.join(dir, 'index.js'), source);
    writeFileSync(
      path.join(dir, 'hot-loader.js'),
      'module.exports = function () { return `module.exports = ${JSON.stringify(this.hot === true)};`; };',
    );
    writeFileSync(path.join(dir, 'data.txt'), 'text');
    await build({
      mode: 'development',
      devtool: false,
      target: 'node',
      context: dir,
      entry: './index.js',
      output: { path: path.join(dir, 'dist') },
      module: { rules: [{ test: /\.txt$/, loader: path.join(dir, 'hot-loader.js') }] },
      plugins,
    });
    return spawnSync(process.execPath, [path.join(dir, 'dist', 'main.js')], { encoding: 'utf8' }).stdout;
  }
  const SOURCE =
    'if (module.hot) console.log("module.hot"); if (import.meta.webpackHot) console.log("webpackHot"); console.log("loader this.hot:", require("./data.txt"));';

  it('gives modules module.hot and import.meta.webpackHot, and loaders this.hot', async () => {
    expect(await bundle('with', SOURCE, [new webpack.HotModuleReplacementPlugin()])).toBe(
      'module.hot\nwebpackHot\nloader this.hot: true\n',
    );
    expect(await bundle('without', SOURCE, [])).toBe('loader this.hot: false\n');
  });

  it('turns on output.strictModuleErrorHandling when it is not set', () => {
    const compiler = webpack({
      mode: 'development',
      context: EXAMPLE,
      entry: './src/index.js',
      plugins: [new webpack.HotModuleReplacementPlugin()],
    });
    expect(compiler.options.output.strictModuleErrorHandling).toBe(true);
    const off = webpack({
      mode: 'development',
      context: EXAMPLE,
      entry: './src/index.js',
      output: { strictModuleErrorHandling: false },
      plugins: [new webpack.HotModuleReplacementPlugin()],
    });
    expect(off.options.output.strictModuleErrorHandling).toBe(false);
  });

  it('throws for a parser that is not a JavascriptParser', () => {
    expect(() => webpack.HotModuleReplacementPlugin.getParserHooks({} as never)).toThrow(
      "The 'parser' argument must be an instance of JavascriptParser",
    );
  });
});
