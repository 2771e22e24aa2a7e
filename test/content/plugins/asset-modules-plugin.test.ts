/** What content/plugins/asset-modules-plugin.md says about sideEffectFree. */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { build, tempDir } from '../../support/project';

/** The files a production build writes for a project that imports an asset without using it. */
async function emitted(
  config: webpack.Configuration,
  index = "import logo from './logo.svg';\nconsole.log('ready');\n",
): Promise<string[]> {
  const dir = tempDir('asset-modules');
  mkdirSync(path.join(dir, 'src'));
  writeFileSync(path.join(dir, 'package.json'), '{ "private": true }\n');
  writeFileSync(path.join(dir, 'src', 'index.js'), index);
  writeFileSync(path.join(dir, 'src', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>\n');
  const stats = await build({
    mode: 'production',
    context: dir,
    entry: './src/index.js',
    output: { path: tempDir('asset-modules-out'), assetModuleFilename: '[name][ext]' },
    module: { rules: [{ test: /\.svg$/, type: 'asset/resource' }] },
    ...config,
  });
  expect(stats.hasErrors()).toBe(false);
  return Object.keys(stats.compilation.assets).sort();
}

describe('AssetModulesPlugin', { timeout: 120_000 }, () => {
  it('keeps an unused asset import by default, and drops it with experiments.futureDefaults (sideEffectFree)', async () => {
    expect(await emitted({})).toContain('logo.svg');
    expect(await emitted({ experiments: { futureDefaults: true } })).not.toContain('logo.svg');
  });

  it('keeps an import without a binding either way', async () => {
    expect(
      await emitted({ experiments: { futureDefaults: true } }, "import './logo.svg';\nconsole.log('ready');\n"),
    ).toContain('logo.svg');
  });
});
