/**
 * content/loaders/node-loader.md: a native add-on (one that the repository already installs, the
 * binding of lightningcss) is emitted under a content-hash name, loaded by the bundle from its own
 * folder whatever the working directory, renamed by `name`; a file that is no add-on throws an
 * error starting with "node-loader:".
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { build, tempDir } from '../../support/project';
import { readPage } from '../../support/content';

const PAGE = path.join(ROOT, 'content', 'loaders', 'node-loader.md');
const text = readPage(PAGE).replace(/\s+/g, ' ');
const requireFromRoot = createRequire(path.join(ROOT, 'package.json'));

/** The .node file of the platform's lightningcss binding package. */
function addonFile(): string {
  const dir = path.join(path.dirname(requireFromRoot.resolve('lightningcss')), '..');
  const pkg = createRequire(path.join(dir, 'package.json'));
  const binding = Object.keys(
    (
      JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
        optionalDependencies: Record<string, string>;
      }
    ).optionalDependencies,
  )
    .map((name) => {
      try {
        return path.dirname(pkg.resolve(`${name}/package.json`));
      } catch {
        return null;
      }
    })
    .find((found): found is string => found !== null);
  if (!binding) throw new Error('no lightningcss binding is installed');
  const file = readdirSync(binding).find((name) => name.endsWith('.node'));
  if (!file) throw new Error(`no .node file in ${binding}`);
  return path.join(binding, file);
}

async function buildAddon(
  name: string,
  addon: string | null,
  options?: object,
): Promise<{ out: string; emitted: string[] }> {
  const dir = tempDir(`node-loader-${name}`);
  mkdirSync(path.join(dir, 'src'));
  if (addon) copyFileSync(addon, path.join(dir, 'src', 'addon.node'));
  else writeFileSync(path.join(dir, 'src', 'addon.node'), 'not an add-on');
  writeFileSync(
    path.join(dir, 'src', 'index.js'),
    "import addon from './addon.node';\nconsole.log(typeof addon.transform);\n",
  );
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  const out = tempDir(`node-loader-${name}-out`);
  const config: webpack.Configuration = {
    context: dir,
    mode: 'production',
    target: 'node',
    entry: './src/index.js',
    output: { path: out },
    module: { rules: [{ test: /\.node$/, loader: 'node-loader', options }] },
  };
  const stats = await build(config);
  expect(stats.hasErrors(), stats.toString('errors-only')).toBe(false);
  return { out, emitted: readdirSync(out).filter((file) => file !== 'main.js') };
}

describe('node-loader', () => {
  it('emits the add-on under its content hash and loads it from the bundle’s folder', async () => {
    const { out, emitted } = await buildAddon('default', addonFile());
    expect(emitted).toHaveLength(1);
    expect(emitted[0]).toMatch(/^[0-9a-f]{32}\.node$/);
    expect(execFileSync(process.execPath, [path.join(out, 'main.js')], { encoding: 'utf8', cwd: os.tmpdir() })).toBe(
      'function\n',
    );
    expect(text).toContain('`5f32caab301bd39555bd5934d502a3b3.node`');
  });

  it('names the file with the name option', async () => {
    const { emitted } = await buildAddon('name', addonFile(), { name: '[name].[ext]' });
    expect(emitted).toEqual(['addon.node']);
  });

  it('throws an error that starts with node-loader: when the file is no add-on', async () => {
    const { out } = await buildAddon('broken', null);
    const result = spawnSync(process.execPath, [path.join(out, 'main.js')], { encoding: 'utf8' });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('Error: node-loader:');
  });
});
