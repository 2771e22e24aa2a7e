/**
 * content/loaders/thread-loader.md: the example project's loader runs in another process than
 * webpack, and in webpack's own without thread-loader; loaders in the pool cannot emit files and
 * lose functions in their options, but keep regular expressions.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { codeBlocks } from '../../support/code-blocks';
import { build, projectConfig, tempDir } from '../../support/project';
import { readPage } from '../../support/content';

const PAGE = path.join(ROOT, 'content', 'loaders', 'thread-loader.md');
const EXAMPLE = path.join(ROOT, 'examples', 'loaders', 'thread-loader');
const blocks = codeBlocks(PAGE);
const LINE = /^(First|Second) file \(loader ran in process (\d+), webpack in (\d+)\)$/;

async function runBuild(context: string, config: webpack.Configuration) {
  const out = tempDir('thread-loader-out');
  const stats = await build({ context, ...config, output: { ...config.output, path: out } });
  const json = stats.toJson({ all: false, errors: true, warnings: true });
  return {
    errors: (json.errors ?? []).map((error) => error.message),
    warnings: (json.warnings ?? []).map((warning) => warning.message),
    run: () => execFileSync(process.execPath, [path.join(out, 'main.js')], { encoding: 'utf8' }),
  };
}

/** [loader pid, webpack pid] of each printed line. */
function pids(printed: string): [number, number][] {
  return printed
    .trim()
    .split('\n')
    .map((line) => {
      const match = LINE.exec(line);
      expect(match, line).not.toBeNull();
      return [Number(match?.[2]), Number(match?.[3])];
    });
}

describe('the example project', () => {
  it('runs the loader in a worker process, not in webpack’s', async () => {
    const { errors, warnings, run } = await runBuild(EXAMPLE, projectConfig(EXAMPLE));
    expect(errors).toEqual([]);
    expect(warnings).toEqual([]);
    const result = pids(run());
    expect(result).toHaveLength(2);
    for (const [loader, builder] of result) {
      expect(builder).toBe(process.pid);
      expect(loader).not.toBe(process.pid);
    }
    const shown = blocks.find((block) => block.lang === 'text' && !block.title)?.code ?? '';
    expect(pids(shown)).toHaveLength(2);
  }, 60_000);

  it('runs the loader in webpack’s process without thread-loader', async () => {
    const config = projectConfig(EXAMPLE);
    const rules = [{ test: /\.txt$/i, use: [path.join(EXAMPLE, 'loaders', 'process-loader.js')] }];
    const { run } = await runBuild(EXAMPLE, { ...config, module: { rules } });
    for (const [loader, builder] of pids(run())) expect(loader).toBe(builder);
  });
});

describe('the loader context in a worker', () => {
  function project(name: string, loader: string): string {
    const dir = tempDir(`thread-loader-${name}`);
    mkdirSync(path.join(dir, 'src'));
    writeFileSync(path.join(dir, 'src', 'index.js'), "import value from './a.txt';\nconsole.log(value);\n");
    writeFileSync(path.join(dir, 'src', 'a.txt'), 'a\n');
    writeFileSync(path.join(dir, 'loader.js'), loader);
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
    return dir;
  }
  // A pool of its own for each test: a pool that stopped after its idle time runs no more jobs.
  const config = (dir: string, options: object = {}): webpack.Configuration => ({
    mode: 'production',
    target: 'node',
    entry: './src/index.js',
    module: {
      rules: [
        {
          test: /\.txt$/,
          use: [
            { loader: 'thread-loader', options: { workers: 1, name: dir } },
            { loader: path.join(dir, 'loader.js'), options },
          ],
        },
      ],
    },
  });

  it('has no this.emitFile', async () => {
    const dir = project(
      'emit',
      "module.exports = function () { this.emitFile('x.txt', 'x'); return 'export default 1'; };\n",
    );
    const { errors } = await runBuild(dir, config(dir));
    expect(errors.join('\n')).toContain('this.emitFile is not a function');
    expect(readPage(PAGE)).toContain('(`this.emitFile` is missing)');
  });

  it('gets the options without functions, with regular expressions', async () => {
    const loader =
      "module.exports = function () { const o = this.getOptions(); return 'export default ' + JSON.stringify([typeof o.fn, o.re instanceof RegExp, o.n]); };\n";
    const dir = project('options', loader);
    const { errors, run } = await runBuild(dir, config(dir, { fn: () => 1, re: /x/, n: 2 }));
    expect(errors).toEqual([]);
    expect(run()).toBe("[ 'undefined', true, 2 ]\n");
  });

  it('runs the loaders in webpack’s process once the pool has stopped (poolRespawn: false)', async () => {
    const dir = project('stopped', "module.exports = function () { return 'export default ' + process.pid; };\n");
    const first = await runBuild(dir, config(dir));
    expect(Number(first.run())).not.toBe(process.pid);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const second = await runBuild(dir, config(dir));
    expect(Number(second.run())).toBe(process.pid);
  });
});
