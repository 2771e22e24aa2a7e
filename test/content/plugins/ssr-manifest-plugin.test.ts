/**
 * content/plugins/ssr-manifest-plugin.md: the manifest maps source modules to the files of their
 * chunks with the public path, warns with the quoted text for publicPath: 'auto', and context and
 * filename work as the page says.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { codeBlocks, blockWith } from '../../support/code-blocks';
import { build, tempDir } from '../../support/project';

const PAGE = path.join(ROOT, 'content', 'plugins', 'ssr-manifest-plugin.md');
const blocks = codeBlocks(PAGE);

type Options = ConstructorParameters<typeof webpack.SSRManifestPlugin>[0];

/** Builds src/index.js, which loads src/lazy.js; `options` receives the project's folder. */
async function manifest(
  name: string,
  output: webpack.Configuration['output'],
  options: (dir: string) => Options = () => ({}),
  file = 'ssr-manifest.json',
) {
  const dir = tempDir(`ssr-manifest-plugin-${name}`);
  mkdirSync(path.join(dir, 'src'));
  writeFileSync(path.join(dir, 'src', 'index.js'), 'import("./lazy.js").then((m) => console.log(m.lazy));');
  writeFileSync(path.join(dir, 'src', 'lazy.js'), 'export const lazy = "lazy";');
  const out = path.join(dir, 'dist');
  const stats = await build({
    mode: 'production',
    context: dir,
    entry: './src/index.js',
    output: { path: out, ...output },
    plugins: [new webpack.SSRManifestPlugin(options(dir))],
  });
  return { dir, stats, json: JSON.parse(readFileSync(path.join(out, file), 'utf8')) as Record<string, string[]> };
}

describe('SSRManifestPlugin', () => {
  it('maps each source module to its files, with the public path', async () => {
    const { json } = await manifest('public-path', { publicPath: '/static/', filename: '[name].[contenthash:8].js' });
    expect(Object.keys(json)).toEqual(['./src/index.js', './src/lazy.js']);
    expect(json['./src/index.js']).toEqual([expect.stringMatching(/^\/static\/main\.[0-9a-f]{8}\.js$/)]);
    expect(json['./src/lazy.js']).toEqual([expect.stringMatching(/^\/static\/\d+\.[0-9a-f]{8}\.js$/)]);
  });

  it('falls back to / with the warning the page quotes for publicPath auto', async () => {
    const { json, stats } = await manifest('auto', {});
    expect(json['./src/index.js']).toEqual(['/main.js']);
    const warnings = (stats.toJson({ all: false, warnings: true }).warnings ?? []).map((warning) => warning.message);
    expect(warnings).toEqual([blockWith(blocks, 'SSRManifestPlugin cannot resolve \'output.publicPath: "auto"\'')]);
  });

  it('makes the keys relative to context and writes to filename', async () => {
    const { json } = await manifest(
      'context',
      { publicPath: '/' },
      (dir) => ({ context: path.join(dir, 'src'), filename: 'server/ssr-manifest.json' }),
      'server/ssr-manifest.json',
    );
    expect(Object.keys(json)).toEqual(['./index.js', './lazy.js']);
  });
});
