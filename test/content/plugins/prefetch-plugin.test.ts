/**
 * content/plugins/prefetch-plugin.md and automatic-prefetch-plugin.md: a prefetched module is
 * built but not bundled, a request that cannot be resolved fails the build, and both paths of
 * the exports are the same classes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { build, tempDir } from '../../support/project';

async function buildPrefetching(name: string, plugins: webpack.WebpackPluginInstance[]) {
  const dir = tempDir(`prefetch-plugin-${name}`);
  writeFileSync(path.join(dir, 'index.js'), 'console.log("main");');
  writeFileSync(path.join(dir, 'heavy.js'), 'console.log("HEAVY");');
  const stats = await build({
    mode: 'production',
    context: dir,
    entry: './index.js',
    output: { path: path.join(dir, 'dist') },
    plugins: plugins.length ? plugins : [],
  });
  return { dir, stats };
}

describe('PrefetchPlugin', () => {
  it('builds the module without bundling it', async () => {
    const { dir, stats } = await buildPrefetching('heavy', [new webpack.prefetch.PrefetchPlugin('./heavy.js')]);
    const modules = stats.toJson({ all: false, modules: true, orphanModules: true }).modules ?? [];
    expect(modules.map((m) => m.name)).toContain('./heavy.js');
    expect(readFileSync(path.join(dir, 'dist', 'main.js'), 'utf8')).not.toContain('HEAVY');
  });

  it('fails the build for a request that cannot be resolved', async () => {
    const { stats } = await buildPrefetching('missing', [new webpack.prefetch.PrefetchPlugin('./missing.js')]);
    expect(
      stats
        .toJson({ all: false, errors: true })
        .errors?.map((e) => e.message)
        .join('\n'),
    ).toContain("Can't resolve './missing.js'");
  });

  it('is exported under both paths, as AutomaticPrefetchPlugin is', () => {
    expect(webpack.PrefetchPlugin).toBe(webpack.prefetch.PrefetchPlugin);
    expect(webpack.AutomaticPrefetchPlugin).toBe(webpack.prefetch.AutomaticPrefetchPlugin);
  });
});
