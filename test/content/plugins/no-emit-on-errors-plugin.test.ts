/**
 * content/plugins/no-emit-on-errors-plugin.md: with errors, the plugin keeps webpack from writing
 * any file while the stats still list the asset; without it, development mode writes a bundle in
 * which the failing module throws.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { build, tempDir } from '../../support/project';

async function buildBroken(
  name: string,
  config: webpack.Configuration,
): Promise<{ out: string; stats: webpack.Stats }> {
  const dir = tempDir(`no-emit-on-errors-plugin-${name}`);
  writeFileSync(
    path.join(dir, 'index.js'),
    'try { require("./broken.js"); } catch (error) { console.log("threw:", error.message.split("\\n")[0]); }',
  );
  writeFileSync(path.join(dir, 'broken.js'), 'export const = ;');
  const out = path.join(dir, 'dist');
  const stats = await build({
    mode: 'development',
    devtool: false,
    target: 'node',
    context: dir,
    entry: './index.js',
    output: { path: out },
    ...config,
  });
  return { out, stats };
}

describe('NoEmitOnErrorsPlugin', () => {
  it('writes no file when the build has errors, and the stats still list the asset', async () => {
    for (const config of [
      { plugins: [new webpack.NoEmitOnErrorsPlugin()] },
      { optimization: { emitOnErrors: false } },
    ]) {
      const { out, stats } = await buildBroken('with', config);
      expect(stats.hasErrors()).toBe(true);
      expect(existsSync(out)).toBe(false);
      expect(
        (stats.toJson({ all: false, assets: true, cachedAssets: true }).assets ?? []).map((asset) => asset.name),
      ).toContain('main.js');
    }
  });

  it('lets development mode write a bundle whose failing module throws', async () => {
    const { out, stats } = await buildBroken('without', {});
    expect(stats.hasErrors()).toBe(true);
    expect(execFileSync(process.execPath, [path.join(out, 'main.js')], { encoding: 'utf8' })).toMatch(
      /^threw: Module parse failed/,
    );
  });
});
