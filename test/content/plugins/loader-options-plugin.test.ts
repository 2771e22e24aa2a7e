/**
 * content/plugins/loader-options-plugin.md and loader-target-plugin.md: the plugins set what the
 * pages say on the loader context, only for matching files, and the loader option fills in
 * this.target without a plugin.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { build, tempDir } from '../../support/project';

/** Builds a .txt file through a loader that exports what it sees on `this`. */
async function seen(name: string, config: webpack.Configuration): Promise<Record<string, Record<string, unknown>>> {
  const dir = tempDir(`loader-options-plugin-${name}`);
  writeFileSync(
    path.join(dir, 'show-loader.js'),
    'module.exports = function () { return `module.exports = ${JSON.stringify({ target: this.target, minimize: this.minimize, debug: this.debug, options: this.options, mode: this.mode })};`; };',
  );
  writeFileSync(path.join(dir, 'a.txt'), 'a');
  writeFileSync(path.join(dir, 'b.scss'), 'b');
  writeFileSync(
    path.join(dir, 'index.js'),
    'console.log(JSON.stringify({ txt: require("./a.txt"), scss: require("./b.scss") }));',
  );
  await build({
    mode: 'production',
    target: 'node',
    context: dir,
    entry: './index.js',
    output: { path: path.join(dir, 'dist') },
    module: { rules: [{ test: /\.(txt|scss)$/, loader: path.join(dir, 'show-loader.js') }] },
    ...config,
  });
  return JSON.parse(
    execFileSync(process.execPath, [path.join(dir, 'dist', 'main.js')], { encoding: 'utf8' }),
  ) as Record<string, Record<string, unknown>>;
}

describe('LoaderOptionsPlugin', () => {
  it('copies its keys onto the loader context of matching modules only', async () => {
    const result = await seen('options', {
      plugins: [
        new webpack.LoaderOptionsPlugin({
          test: /\.scss$/,
          minimize: true,
          debug: false,
          options: { context: '/project' },
          mode: 'none',
        }),
      ],
    });
    expect(result.scss).toEqual({
      target: 'node',
      minimize: true,
      debug: false,
      options: { context: '/project' },
      mode: 'none',
    });
    expect(result.txt).toEqual({ target: 'node', mode: 'production' });
  });

  it('rejects a relative options.context', () => {
    expect(() =>
      webpack({
        mode: 'production',
        entry: './x.js',
        plugins: [new webpack.LoaderOptionsPlugin({ options: { context: 'relative' } })],
      }),
    ).toThrow(/Loader Options Plugin/);
  });
});

describe('LoaderTargetPlugin', () => {
  it('sets this.target, over what the loader option gives', async () => {
    expect((await seen('default', {})).txt?.target).toBe('node');
    expect(
      (await seen('target', { target: 'web', plugins: [new webpack.LoaderTargetPlugin('node')] })).txt?.target,
    ).toBe('node');
    expect((await seen('loader-option', { target: 'web', loader: { target: 'node' } })).txt?.target).toBe('node');
  });
});
