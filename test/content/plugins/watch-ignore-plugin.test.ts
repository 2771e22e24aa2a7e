/**
 * content/plugins/watch-ignore-plugin.md: in watch mode, a change to a file that a path of the
 * plugin matches (a glob or a regular expression) starts no rebuild, while other changes do; and
 * globs match as the page says.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../support/project';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('WatchIgnorePlugin', () => {
  it('starts no rebuild for ignored files', async () => {
    const dir = tempDir('watch-ignore-plugin');
    mkdirSync(path.join(dir, 'src', 'generated'), { recursive: true });
    writeFileSync(path.join(dir, 'src', 'generated', 'data.js'), 'module.exports = 1;');
    writeFileSync(path.join(dir, 'src', 'types.d.ts'), '');
    writeFileSync(path.join(dir, 'src', 'other.js'), 'module.exports = 2;');
    writeFileSync(
      path.join(dir, 'src', 'index.js'),
      'console.log(require("./generated/data.js"), require("./other.js"), require("./types.d.ts"));',
    );
    const compiler = webpack({
      mode: 'development',
      context: dir,
      entry: './src/index.js',
      output: { path: path.join(dir, 'dist') },
      module: { rules: [{ test: /\.d\.ts$/, type: 'asset/source' }] },
      infrastructureLogging: { level: 'none' },
      plugins: [new webpack.WatchIgnorePlugin({ paths: [/\.d\.ts$/, '**/generated/**'] })],
    });
    let builds = 0;
    const watching = compiler.watch({ aggregateTimeout: 20 }, () => {
      builds += 1;
    });
    try {
      while (builds < 1) await sleep(50);
      await sleep(1500);
      // The files were written just before the first build, and watchpack rebuilds once when their
      // times fall within its timing accuracy of the build's start (it does under load): count from
      // here.
      const settled = builds;
      writeFileSync(path.join(dir, 'src', 'generated', 'data.js'), 'module.exports = 3;');
      writeFileSync(path.join(dir, 'src', 'types.d.ts'), 'export {};');
      await sleep(1500);
      expect(builds).toBe(settled);
      writeFileSync(path.join(dir, 'src', 'other.js'), 'module.exports = 4;');
      const started = Date.now();
      while (builds < settled + 1 && Date.now() - started < 10_000) await sleep(50);
      expect(builds).toBe(settled + 1);
    } finally {
      await new Promise<void>((resolve) => (watching ? watching.close(() => resolve()) : resolve()));
    }
  }, 30_000);

  it('accepts absolute paths, regular expressions and globs, and rejects an empty list', () => {
    const make = (paths: (string | RegExp)[]) => () =>
      webpack({ mode: 'development', entry: './x.js', plugins: [new webpack.WatchIgnorePlugin({ paths })] });
    expect(make(['/absolute/path', /re/, '*.log'])).not.toThrow();
    expect(make([])).toThrow(/Watch Ignore Plugin/);
  });
});
