/**
 * content/plugins/compression-webpack-plugin.md: every option of the schema has a heading; the
 * example project writes the compressed files the page shows, which decompress to the originals;
 * thresholds, ratios, file names, algorithms and deleting originals behave as described.
 */
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import type webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { codeBlocks, configBlock } from '../../support/code-blocks';
import { headingsOf } from '../../support/headings';
import { expectPrinted, runCli } from '../../support/cli';
import { buildProduction, copyProject, writeProject } from '../../support/project';
import { optionKey, schemaOptionsOf } from '../../support/schema-options';
import { readPage } from '../../support/content';

const requireFromRoot = createRequire(path.join(ROOT, 'package.json'));
type Plugin = webpack.WebpackPluginInstance;
const CompressionPlugin = requireFromRoot('compression-webpack-plugin') as new (
  options?: Record<string, unknown>,
) => Plugin;

const PAGE = path.join(ROOT, 'content', 'plugins', 'compression-webpack-plugin.md');
const EXAMPLE = path.join(ROOT, 'examples', 'plugins', 'compression-webpack-plugin');
const text = readPage(PAGE).replace(/\s+/g, ' ');
const blocks = codeBlocks(PAGE);

/** A script that minimizes to a bit more than 2 KiB of repetitive text, and a tiny one. */
const TEXT = {
  'src/index.js': `console.log(${JSON.stringify('compressible text '.repeat(120))});\n`,
  'src/small.js': 'console.log(1);\n',
};
/** Random printable characters: gzip cannot get them below about 83% of their size. */
function noise(length: number): string {
  const letters = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!#$%&()*+,-./:;<=>?@[]^_{|}~';
  return Array.from(randomBytes(length * 2))
    .filter((byte) => byte < letters.length * 2)
    .slice(0, length)
    .map((byte) => letters[byte % letters.length])
    .join('');
}
const RANDOM = { 'src/index.js': `console.log(${JSON.stringify(noise(4000))});\n` };

describe('the option headings', () => {
  it('name every option of the schema', () => {
    const options = schemaOptionsOf(
      path.join(
        path.dirname(requireFromRoot.resolve('compression-webpack-plugin/package.json')),
        'dist',
        'options.json',
      ),
    );
    expect(options.length).toBe(9);
    const found = new Set(headingsOf(PAGE, optionKey));
    expect(options.filter((option) => !found.has(optionKey(option)))).toEqual([]);
  });

  it('the plugin validates its options, and rejects an algorithm zlib does not have', () => {
    expect(() => new CompressionPlugin({ level: 9 })).toThrow(/Invalid options object/);
    expect(() => new CompressionPlugin({ algorithm: 'zip' })).toThrow('Algorithm "zip" is not found in "zlib"');
  });
});

describe('the example project', { timeout: 60_000 }, () => {
  it('npx webpack --stats-related-assets prints what the page shows, and the files decompress to the originals', () => {
    const dir = copyProject(EXAMPLE, 'compression-webpack-plugin-cli');
    const { status, printed } = runCli(dir, ['--stats-related-assets']);
    expect(status, printed).toBe(0);
    const shown =
      blocks.find((block) => block.lang === 'text' && block.code.includes('gzipped search.js.gz'))?.code ?? '';
    expectPrinted(printed, shown);
    const dist = path.join(dir, 'dist');
    expect(readdirSync(dist).sort()).toEqual(['beacon.js', 'search.js', 'search.js.br', 'search.js.gz']);
    const original = readFileSync(path.join(dist, 'search.js'));
    expect(original.length).toBe(1217);
    expect(zlib.gunzipSync(readFileSync(path.join(dist, 'search.js.gz')))).toEqual(original);
    expect(zlib.brotliDecompressSync(readFileSync(path.join(dist, 'search.js.br')))).toEqual(original);
    expect(text).toContain('`search.js` is 1217 bytes');
    const plain = runCli(copyProject(EXAMPLE, 'compression-webpack-plugin-plain'), []);
    expect(plain.printed).toContain('asset search.js 1.19 KiB [emitted] [minimized] (name: search) 2 related assets');
  });

  it('shows every file of the example, and counts the cities right', () => {
    const cities = readFileSync(path.join(EXAMPLE, 'src', 'cities.js'), 'utf8').match(/^ {2}"/gm) ?? [];
    expect(text).toContain(`exports an array of ${cities.length} city names`);
  });
});

describe('the options', { timeout: 60_000 }, () => {
  it('the minimal configuration writes main.js.gz; gzip uses level 9 by default', async () => {
    const dir = writeProject('minimal', TEXT);
    const result = await buildProduction(dir, configBlock(blocks, 'plugins: [new CompressionPlugin()]'));
    expect(result.files).toEqual(['main.js', 'main.js.gz']);
    expect(result.bytes('main.js.gz')).toEqual(zlib.gzipSync(result.bytes('main.js'), { level: 9 }));
  });

  it('deleting the original deletes the compressed file; deleting the compressed file keeps the original', async () => {
    /** A plugin that deletes `file` once every asset is final, as a later plugin might. */
    const deleting = (file: string): Plugin => ({
      apply(compiler) {
        compiler.hooks.thisCompilation.tap('delete', (compilation) => {
          const stage = compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT;
          compilation.hooks.processAssets.tap({ name: 'delete', stage }, () => compilation.deleteAsset(file));
        });
      },
    });
    const dir = writeProject('delete', TEXT);
    const original = await buildProduction(dir, { plugins: [new CompressionPlugin(), deleting('main.js')] });
    expect(original.files).toEqual([]);
    const compressed = await buildProduction(dir, { plugins: [new CompressionPlugin(), deleting('main.js.gz')] });
    expect(compressed.files).toEqual(['main.js']);
    expect(text).toContain('deleting the original deletes the compressed file too (not the other way round)');
  });

  it('threshold: a file of exactly threshold bytes is compressed, one byte less is not', async () => {
    const dir = writeProject('threshold', TEXT);
    const size = (await buildProduction(dir, {})).bytes('main.js').length;
    expect((await buildProduction(dir, { plugins: [new CompressionPlugin({ threshold: size })] })).files).toContain(
      'main.js.gz',
    );
    expect(
      (await buildProduction(dir, { plugins: [new CompressionPlugin({ threshold: size + 1 })] })).files,
    ).not.toContain('main.js.gz');
  });

  it('minRatio: 0.8 by default leaves out a file that compresses poorly; Infinity keeps it', async () => {
    const dir = writeProject('ratio', RANDOM);
    const plain = await buildProduction(dir, { plugins: [new CompressionPlugin()] });
    const ratio = zlib.gzipSync(plain.bytes('main.js'), { level: 9 }).length / plain.bytes('main.js').length;
    expect(ratio).toBeGreaterThan(0.8);
    expect(plain.files).toEqual(['main.js']);
    expect((await buildProduction(dir, configBlock(blocks, 'minRatio: Infinity'))).files).toEqual([
      'main.js',
      'main.js.gz',
    ]);
  });

  it('test, include and exclude choose the assets', async () => {
    const dir = writeProject('filters', {
      ...TEXT,
      'src/style.css': `.a::after { content: "${'x'.repeat(2000)}"; }\n`,
      'src/legacy.js': TEXT['src/index.js'],
    });
    const withCss = { entry: { main: './src/index.js', style: './src/style.css', 'legacy/old': './src/legacy.js' } };
    const tested = await buildProduction(dir, {
      ...withCss,
      ...configBlock(blocks, 'test: /\\.(js|css|html|svg|json)$/'),
      entry: withCss.entry,
    });
    expect(tested.files.filter((file) => file.endsWith('.gz'))).toEqual([
      'legacy/old.js.gz',
      'main.js.gz',
      'style.css.gz',
    ]);
    const chosen = await buildProduction(dir, {
      ...configBlock(blocks, 'exclude: /^legacy\\//'),
      entry: withCss.entry,
    });
    expect(chosen.files.filter((file) => file.endsWith('.gz'))).toEqual(['main.js.gz']);
  });

  it('algorithm: brotli writes .br; a function needs its own filename; deflate is inflated back', async () => {
    const dir = writeProject('algorithm', TEXT);
    const brotli = await buildProduction(dir, configBlock(blocks, 'BROTLI_MODE_TEXT'));
    expect(brotli.files).toEqual(['main.js', 'main.js.br']);
    expect(zlib.brotliDecompressSync(brotli.bytes('main.js.br'))).toEqual(brotli.bytes('main.js'));
    const custom = await buildProduction(dir, configBlock(blocks, "filename: '[path][base].deflate'"));
    expect(custom.files).toEqual(['main.js', 'main.js.deflate']);
    expect(zlib.inflateSync(custom.bytes('main.js.deflate'))).toEqual(custom.bytes('main.js'));
  });

  it('compressionOptions are merged over the level-9 default', async () => {
    const dir = writeProject('options', TEXT);
    const fast = await buildProduction(dir, { plugins: [new CompressionPlugin({ compressionOptions: { level: 1 } })] });
    expect(fast.bytes('main.js.gz')).toEqual(zlib.gzipSync(fast.bytes('main.js'), { level: 1 }));
  });

  it('filename: placeholders and a function', async () => {
    const dir = writeProject('filename', TEXT);
    const placeholders = await buildProduction(dir, {
      output: { filename: 'js/[name].js' },
      plugins: [new CompressionPlugin({ filename: 'gz/[path][name][ext]|[file]|[base].gz' })],
    });
    expect(placeholders.files).toContain('gz/js/main.js|js/main.js|main.js.gz');
    const fn = await buildProduction(dir, configBlock(blocks, 'filename: (pathData)'));
    expect(fn.files).toEqual(['compressed/main.js.gz', 'main.js']);
  });

  it('deleteOriginalAssets: true removes the source map too; keep-source-map and a function', async () => {
    const dir = writeProject('delete', TEXT);
    const config = (deleteOriginalAssets: unknown): webpack.Configuration => ({
      devtool: 'source-map',
      entry: { main: './src/index.js', small: './src/small.js' },
      plugins: [new CompressionPlugin({ deleteOriginalAssets, threshold: 100, test: /\.js$/ })],
    });
    expect((await buildProduction(dir, config(true))).files).toEqual(['main.js.gz', 'small.js', 'small.js.map']);
    const kept = await buildProduction(dir, {
      ...configBlock(blocks, "deleteOriginalAssets: 'keep-source-map'"),
      entry: { main: './src/index.js', small: './src/small.js' },
    });
    expect(kept.files).toEqual(['main.js.gz', 'main.js.map', 'small.js', 'small.js.map']);
    const mapsToo = await buildProduction(dir, {
      devtool: 'source-map',
      entry: { main: './src/index.js' },
      plugins: [new CompressionPlugin({ deleteOriginalAssets: 'keep-source-map' })],
    });
    expect(mapsToo.files).toEqual(['main.js.gz', 'main.js.map.gz']);
    expect(
      (
        await buildProduction(
          dir,
          config((name: string) => name.startsWith('main')),
        )
      ).files,
    ).toEqual(['main.js.gz', 'small.js', 'small.js.map']);
    expect(
      (
        await buildProduction(
          dir,
          config((name: string) => name.startsWith('other')),
        )
      ).files,
    ).toEqual(['main.js', 'main.js.gz', 'main.js.map', 'small.js', 'small.js.map']);
  });

  it('compresses each asset once per algorithm, never a compressed file', async () => {
    const dir = writeProject('twice', TEXT);
    const result = await buildProduction(dir, {
      plugins: [
        new CompressionPlugin(),
        new CompressionPlugin(),
        new CompressionPlugin({ algorithm: 'brotliCompress' }),
      ],
    });
    expect(result.files).toEqual(['main.js', 'main.js.br', 'main.js.gz']);
  });
});
