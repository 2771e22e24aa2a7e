/**
 * content/plugins/manifest-plugin.md: the example project of examples/plugins/manifest-plugin/
 * writes the manifest the page shows, every file it names exists, and the naming rules and the
 * options behave as the page says.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { codeBlocks } from '../../support/code-blocks';
import { runCli } from '../../support/cli';
import { build, copyProject, projectConfig, tempDir } from '../../support/project';
import { readPage } from '../../support/content';

const PAGE = path.join(ROOT, 'content', 'plugins', 'manifest-plugin.md');
const EXAMPLE = path.join(ROOT, 'examples', 'plugins', 'manifest-plugin');
const text = readPage(PAGE).replace(/\s+/g, ' ');
const blocks = codeBlocks(PAGE);

interface Manifest {
  entrypoints?: Record<string, { imports: string[]; parents?: string[] }>;
  assets: Record<string, { file: string; src?: string }>;
}

/**
 * Builds a copy of the example, with node_modules next to it as in a reader's project: the hashes
 * the page shows depend on that path.
 */
async function manifestOf(
  name: string,
  config: webpack.Configuration,
  file = 'manifest.json',
): Promise<{ out: string; manifest: Manifest; raw: string }> {
  const copy = copyProject(EXAMPLE, `manifest-plugin-${name}`);
  const out = tempDir(`manifest-plugin-${name}-out`);
  const base = projectConfig(copy);
  const stats = await build({
    context: copy,
    ...base,
    ...config,
    output: { ...base.output, ...config.output, path: out },
  });
  expect(stats.hasErrors(), stats.toString('errors-warnings')).toBe(false);
  const raw = readFileSync(path.join(out, file), 'utf8');
  return { out, raw, manifest: JSON.parse(raw) as Manifest };
}

describe('the example project', () => {
  it('writes the manifest the page shows, naming files that exist (webpack-cli)', () => {
    // The hash of app.js depends on where the copy is (the minimizer names variables after what
    // it sees), so hashes are compared as placeholders.
    const copy = copyProject(EXAMPLE, 'manifest-plugin-cli');
    const { status, printed } = runCli(copy, []);
    expect(status, printed).toBe(0);
    const out = path.join(copy, 'dist');
    const raw = readFileSync(path.join(out, 'manifest.json'), 'utf8');
    const manifest = JSON.parse(raw) as Manifest;
    const shown = blocks.find((block) => block.lang === 'json' && !block.title && block.code.includes('"entrypoints"'));
    const hashless = (json: string) => json.replace(/\.[0-9a-f]{8}\./g, '.<hash>.');
    expect(hashless(shown?.code ?? '')).toBe(hashless(raw.replace(/\n$/, '')));
    for (const { file } of Object.values(manifest.assets))
      expect(existsSync(path.join(out, file.replace(/^\/static\//, '')))).toBe(true);
    expect(manifest.assets['app.js']?.file).toMatch(/^\/static\/app\.[0-9a-f]{8}\.js$/);
    expect(text).toMatch(/`<script src="\/static\/app\.[0-9a-f]{8}\.js">`/);
  }, 60_000);
});

describe('what the manifest contains', () => {
  const withMaps = (filename: string) => ({
    output: { filename },
    devtool: 'source-map' as const,
    entry: { app: './src/index.js', other: { import: './src/chat.js', dependOn: 'app' } },
  });

  it('names source maps without hashes at least hashDigestLength long, and lists parents', async () => {
    const long = await manifestOf('long-hash', withMaps('[name].[contenthash].js'));
    expect(long.manifest.assets['app.js.map']?.file).toMatch(/^\/static\/app\.[0-9a-f]{20}\.js\.map$/);
    expect(long.manifest.entrypoints?.other).toEqual({ imports: ['other.js'], parents: ['app'] });
    const short = await manifestOf('short-hash', withMaps('[name].[contenthash:8].js'));
    expect(Object.keys(short.manifest.assets).some((key) => /^app\.[0-9a-f]{8}\.js\.map$/.test(key))).toBe(true);
  });

  it('gives the src of files from the project', async () => {
    const { manifest } = await manifestOf('src', {});
    expect(manifest.assets['src/logo.svg']?.src).toBe('src/logo.svg');
  });

  it('uses / for publicPath auto', async () => {
    const { manifest } = await manifestOf('auto', { output: { publicPath: 'auto' } });
    expect(manifest.assets['app.js']?.file).toMatch(/^\/app\.[0-9a-f]{8}\.js$/);
  });
});

describe('the options', () => {
  const plugin = (options: ConstructorParameters<typeof webpack.ManifestPlugin>[0]) => ({
    plugins: [new webpack.ManifestPlugin(options)],
  });

  it('prefix replaces [publicpath]', async () => {
    const { manifest } = await manifestOf('prefix', plugin({ prefix: 'https://cdn.example.com[publicpath]' }));
    expect(manifest.assets['app.js']?.file).toMatch(/^https:\/\/cdn\.example\.com\/static\/app\./);
    // An empty prefix puts nothing in front (webpack 5.113.0; it counted as not set before).
    const empty = await manifestOf('prefix-empty', plugin({ prefix: '' }));
    expect(empty.manifest.assets['app.js']?.file).toMatch(/^app\.[0-9a-f]{8}\.js$/);
    expect(text).toContain('An empty string puts nothing in front, so `file` is the bare name of the file');
  });

  it('entrypoints: false leaves the section out', async () => {
    const { manifest } = await manifestOf('no-entrypoints', plugin({ entrypoints: false }));
    expect(Object.keys(manifest)).toEqual(['assets']);
  });

  it('filter receives the items after prefix and drops what returns false', async () => {
    const seen: string[] = [];
    const { manifest } = await manifestOf(
      'filter',
      plugin({
        filter: (item) => {
          seen.push(item.file);
          return !item.file.endsWith('.svg');
        },
      }),
    );
    expect(seen.every((file) => file.startsWith('/static/'))).toBe(true);
    expect(manifest.assets['src/logo.svg']).toBeUndefined();
    expect(manifest.entrypoints?.app?.imports).toEqual(['app.js']);
  });

  it('generate and serialize shape the file, filename names it', async () => {
    const { raw } = await manifestOf(
      'generate',
      plugin({
        filename: 'assets.json',
        generate: (manifest) => ({ ...manifest, builtAt: 'now' }),
        serialize: (manifest) => JSON.stringify(manifest),
      }),
      'assets.json',
    );
    expect(raw).not.toContain('\n');
    expect((JSON.parse(raw) as { builtAt: string }).builtAt).toBe('now');
  });

  it('are validated when the build starts', () => {
    expect(() =>
      webpack({
        mode: 'production',
        context: EXAMPLE,
        entry: './src/index.js',
        plugins: [new webpack.ManifestPlugin({ filename: '/abs/manifest.json' })],
      }),
    ).toThrow(/ManifestPlugin/);
  });
});
