/**
 * content/plugins/image-minimizer-webpack-plugin.md: every option of the plugin's and the loader's
 * schema has a heading, and every exported function a section; the svgo configuration writes the
 * SVG the page shows; the loader and the asset stage, file names, generators, filters and error
 * levels behave as described. sharp, imagemin and squoosh are not installed: their examples are
 * untitled blocks, and a function of them fails only when it runs.
 */
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { codeBlocks, configBlock } from '../../support/code-blocks';
import { headingsOf } from '../../support/headings';
import { buildInto, type BuiltOutput, writeProject } from '../../support/project';
import { optionKey, schemaOptionsOf } from '../../support/schema-options';
import { readPage } from '../../support/content';

const requireFromRoot = createRequire(path.join(ROOT, 'package.json'));
type Plugin = webpack.WebpackPluginInstance;
interface ImageMinimizerClass {
  new (options?: Record<string, unknown>): Plugin;
  loader: string;
  [name: string]: unknown;
}
const ImageMinimizerPlugin = requireFromRoot('image-minimizer-webpack-plugin') as ImageMinimizerClass;
const svgoMinify = ImageMinimizerPlugin.svgoMinify as (...args: unknown[]) => unknown;

const PAGE = path.join(ROOT, 'content', 'plugins', 'image-minimizer-webpack-plugin.md');
const text = readPage(PAGE).replace(/\s+/g, ' ');
const blocks = codeBlocks(PAGE);

const LOGO = blocks.find((block) => block.lang === 'xml' && block.code.startsWith('<?xml'))?.code ?? '';
const MINIMIZED = blocks.find((block) => block.lang === 'xml' && block.code.startsWith('<svg'))?.code ?? '';

/** A project that imports the logo, with `files` added or replaced. */
function logoProject(name: string, files: Record<string, string> = {}): string {
  return writeProject(name, {
    'src/index.js': "import logo from './logo.svg';\nconsole.log(logo);\n",
    'src/logo.svg': `${LOGO}\n`,
    ...files,
  });
}

const ASSETS: webpack.ModuleOptions = { rules: [{ test: /\.svg$/i, type: 'asset/resource' }] };

/** Builds ./src/index.js of `dir` in production mode, images as asset modules named as they are, with `config` over it. */
async function buildImages(
  dir: string,
  config: webpack.Configuration,
): Promise<BuiltOutput & { info: (file: string) => Record<string, unknown> | undefined }> {
  const built = await buildInto('image-minimizer-webpack-plugin', {
    context: dir,
    mode: 'production',
    entry: './src/index.js',
    module: ASSETS,
    ...config,
    output: { assetModuleFilename: '[name][ext]', ...config.output },
  });
  return {
    ...built,
    info: (file) => built.stats.compilation.getAsset(file)?.info as Record<string, unknown> | undefined,
  };
}
type Result = Awaited<ReturnType<typeof buildImages>>;

const minimizing = (options: Record<string, unknown>): webpack.Configuration => ({
  optimization: { minimizer: ['...', new ImageMinimizerPlugin(options)] },
});

/** A generator of our own: writes the SVG under another extension, as a format change would. */
const toAlt = async (original: {
  filename: string;
  data: Buffer;
  info: Record<string, unknown>;
}): Promise<unknown> => ({
  ...original,
  filename: original.filename.replace(/\.svg$/, '.alt.svg'),
  data: Buffer.from(`<!-- alt -->${original.data.toString()}`),
  info: { ...original.info, generated: true },
});

describe('the headings', () => {
  it('name every option of the plugin and the loader schema', () => {
    const dist = path.join(
      path.dirname(requireFromRoot.resolve('image-minimizer-webpack-plugin/package.json')),
      'dist',
    );
    const schemas = readdirSync(dist)
      .filter((file) => file.endsWith('.json'))
      .sort();
    expect(schemas).toEqual(['loader-options.json', 'plugin-options.json']);
    const options = schemas.flatMap((file) => schemaOptionsOf(path.join(dist, file)));
    expect(options.length).toBeGreaterThan(20);
    const found = new Set(headingsOf(PAGE, optionKey));
    expect(options.filter((option) => !found.has(optionKey(option)))).toEqual([]);
  });

  it('give every exported function a section, and the tool table names them', () => {
    const functions = Object.keys(ImageMinimizerPlugin)
      .filter((key) => typeof ImageMinimizerPlugin[key] === 'function')
      .sort();
    expect(functions).toEqual([
      'imageminGenerate',
      'imageminMinify',
      'imageminNormalizeConfig',
      'sharpGenerate',
      'sharpMinify',
      'squooshGenerate',
      'squooshMinify',
      'svgoMinify',
    ]);
    const found = new Set(headingsOf(PAGE, optionKey));
    expect(functions.filter((name) => !found.has(`ImageMinimizerPlugin.${name}`))).toEqual([]);
    for (const name of functions.filter((item) => item !== 'imageminNormalizeConfig'))
      expect(text).toContain(`\`${name}\``);
    expect(ImageMinimizerPlugin.loader).toMatch(/dist[\\/]loader\.js$/);
  });

  it('the plugin validates its options and needs a minimizer or a generator', () => {
    expect(() => new ImageMinimizerPlugin({ minimiser: {} })).toThrow(/Invalid options object/);
    expect(() => new ImageMinimizerPlugin({})).toThrow(
      "Not configured 'minimizer' or 'generator' options, please setup them",
    );
  });
});

describe('svgo and the two places the plugin works', { timeout: 60_000 }, () => {
  it('the svgo configuration writes the SVG the page shows, marked as minimized', async () => {
    const result = await buildImages(logoProject('svgo'), configBlock(blocks, 'encodeOptions: { multipass: true }'));
    expect(result.errors).toEqual([]);
    expect(result.read('logo.svg')).toBe(MINIMIZED);
    expect(result.info('logo.svg')).toMatchObject({ minimized: true });
  });

  it('minimizes an inlined SVG through the loader, but not with loader: false', async () => {
    const dir = logoProject('inline');
    const inline: webpack.ModuleOptions = { rules: [{ test: /\.svg$/i, type: 'asset/inline' }] };
    const dataUrl = (result: Result): string =>
      Buffer.from(/data:image\/svg\+xml;base64,([^"]+)/.exec(result.read('main.js'))?.[1] ?? '', 'base64').toString();
    const options = { minimizer: { implementation: svgoMinify, options: { encodeOptions: { multipass: true } } } };
    expect(dataUrl(await buildImages(dir, { module: inline, ...minimizing(options) }))).toBe(MINIMIZED);
    expect(dataUrl(await buildImages(dir, { module: inline, ...minimizing({ ...options, loader: false }) }))).toBe(
      `${LOGO}\n`,
    );
  });

  it('renames through the loader so that the code follows, and on the assets so that it does not', async () => {
    const dir = logoProject('filename');
    const loader = await buildImages(dir, configBlock(blocks, "filename: '[name].min[ext]' },\n      }),"));
    expect(loader.files).toEqual(['logo.min.svg', 'main.js']);
    expect(loader.read('main.js')).toContain('logo.min.svg');
    const assets = await buildImages(dir, configBlock(blocks, 'deleteOriginalAssets: false'));
    expect(assets.files).toEqual(['logo.min.svg', 'logo.svg', 'main.js']);
    expect(assets.read('logo.svg')).toBe(`${LOGO}\n`);
    expect(assets.read('main.js')).not.toContain('logo.min.svg');
    const deleted = await buildImages(
      dir,
      minimizing({ loader: false, minimizer: { implementation: svgoMinify, filename: '[name].min[ext]' } }),
    );
    expect(deleted.files).toEqual(['logo.min.svg', 'main.js']);
  });

  it('the loader alone minimizes, without marking the asset', async () => {
    const result = await buildImages(logoProject('loader-alone'), {
      ...configBlock(blocks, 'loader: ImageMinimizerPlugin.loader,'),
      output: { assetModuleFilename: '[name][ext]' },
    });
    expect(result.read('logo.svg')).toBe(MINIMIZED);
    expect(result.info('logo.svg')?.minimized).toBeUndefined();
  });
});

describe('the options', { timeout: 60_000 }, () => {
  it('exclude, the custom implementation and filter of the page', async () => {
    const dir = logoProject('options', {
      'src/index.js': "import a from './logo.svg';\nimport b from './icons/star.svg';\nconsole.log(a, b);\n",
      'src/icons/star.svg': `${LOGO}\n`,
    });
    const excluded = await buildImages(dir, { ...configBlock(blocks, 'exclude: /icons\\//'), module: ASSETS });
    expect([excluded.read('src/logo.svg'), excluded.read('src/icons/star.svg')]).toEqual([MINIMIZED, `${LOGO}\n`]);
    // Without the folder in the output name, the asset stage does not see it, and minimizes the icon.
    const flat = await buildImages(dir, minimizing({ exclude: /icons\//, minimizer: { implementation: svgoMinify } }));
    expect(flat.read('star.svg')).toBe(MINIMIZED);
    const custom = await buildImages(dir, { ...configBlock(blocks, 'removes the XML declaration'), module: ASSETS });
    expect(custom.read('logo.svg')).toBe(LOGO.replace(/^<\?xml[^>]*>\s*/, '') + '\n');
    const filtered = await buildImages(dir, { ...configBlock(blocks, 'byteLength > 8192'), module: ASSETS });
    expect(filtered.read('logo.svg')).toBe(`${LOGO}\n`);
    const include = await buildImages(
      dir,
      minimizing({ include: /icons\//, minimizer: { implementation: svgoMinify } }),
    );
    expect([include.read('logo.svg'), include.read('star.svg')]).toEqual([`${LOGO}\n`, MINIMIZED]);
  });

  it('an array of minimizers runs in order, and svgoMinify passes other files on', async () => {
    const marker = async (original: { data: Buffer }): Promise<unknown> => ({
      ...original,
      data: Buffer.from(`${original.data.toString()}<!-- after -->`),
    });
    const result = await buildImages(
      logoProject('array'),
      minimizing({ minimizer: [{ implementation: svgoMinify }, { implementation: marker }] }),
    );
    expect(result.read('logo.svg')).toBe(`${MINIMIZED}<!-- after -->`);
  });

  it('generator of type import: ?as= selects the preset; a duplicate preset is an error', async () => {
    const dir = logoProject('import', {
      'src/index.js': "const url = new URL('./logo.svg?as=alt', import.meta.url);\nconsole.log(url.href);\n",
    });
    const result = await buildImages(dir, minimizing({ generator: [{ preset: 'alt', implementation: toAlt }] }));
    expect(result.errors).toEqual([]);
    expect(result.files).toEqual(['logo.alt.svg', 'main.js']);
    expect(result.read('main.js')).toContain('logo.alt.svg');
    const twice = await buildImages(
      dir,
      minimizing({
        generator: [
          { preset: 'alt', implementation: toAlt },
          { preset: 'alt', implementation: toAlt },
        ],
      }),
    );
    expect(twice.errors.join('\n')).toContain(
      "Found several identical preset names, the 'preset' option should be unique",
    );
  });

  it('generator of type asset adds a file and removes the original, unless deleteOriginalAssets is false', async () => {
    const dir = logoProject('asset');
    const removed = await buildImages(dir, minimizing({ generator: [{ type: 'asset', implementation: toAlt }] }));
    expect(removed.files).toEqual(['logo.alt.svg', 'main.js']);
    expect(removed.info('logo.alt.svg')).toMatchObject({ generated: true });
    const kept = await buildImages(
      dir,
      minimizing({
        deleteOriginalAssets: false,
        generator: [{ type: 'asset', implementation: toAlt, filename: 'alt/[name][ext]' }],
      }),
    );
    expect(kept.files).toEqual(['alt/logo.alt.svg', 'logo.svg', 'main.js']);
  });

  it('severityError: errors by default, warnings, or nothing, and the image stays as it was', async () => {
    const dir = logoProject('severity', { 'src/logo.svg': '<svg><g></svg>' });
    const options = (severityError?: string): webpack.Configuration =>
      minimizing({ severityError, minimizer: { implementation: svgoMinify } });
    const errors = await buildImages(dir, options());
    expect(errors.errors.join('\n')).toContain("Error with 'src/logo.svg'");
    const warnings = await buildImages(dir, options('warning'));
    expect([warnings.errors.length, warnings.warnings.length > 0]).toEqual([0, true]);
    const off = await buildImages(dir, options('off'));
    expect([off.errors.length, off.warnings.length]).toEqual([0, 0]);
    expect(off.read('logo.svg')).toBe('<svg><g></svg>');
  });

  it('concurrency is accepted', async () => {
    const result = await buildImages(
      logoProject('concurrency'),
      minimizing({ concurrency: 1, loader: false, minimizer: { implementation: svgoMinify } }),
    );
    expect(result.read('logo.svg')).not.toBe(`${LOGO}\n`);
  });
});

describe('the functions of tools that are not installed', { timeout: 60_000 }, () => {
  it('load their tool only when they run', async () => {
    const dir = logoProject('sharp', {
      'src/index.js': "import photo from './photo.png';\nconsole.log(photo);\n",
      'src/photo.png': 'not a png',
    });
    const result = await buildImages(dir, {
      module: { rules: [{ test: /\.png$/i, type: 'asset/resource' }] },
      ...minimizing({ minimizer: { implementation: ImageMinimizerPlugin.sharpMinify } }),
    });
    expect(result.errors.join('\n')).toContain("Cannot find module 'sharp'");
    expect(text).toContain('so only the tool you use must be installed');
  });

  it('imageminNormalizeConfig rejects a configuration without plugins, with the message of the page', async () => {
    const normalize = ImageMinimizerPlugin.imageminNormalizeConfig as (config: object) => Promise<unknown>;
    await expect(normalize({})).rejects.toThrow('No plugins found for `imagemin`, please read documentation');
    expect(text).toContain('No plugins found for `imagemin`, please read documentation');
  });

  it('the examples with sharp and imagemin are untitled blocks', () => {
    for (const name of ['sharpMinify', 'sharpGenerate', 'imageminMinify']) {
      expect(
        blocks.some((block) => !block.title && block.code.includes(`ImageMinimizerPlugin.${name}`)),
        name,
      ).toBe(true);
      expect(
        blocks.some(
          (block) => block.title === 'webpack.config.js' && block.code.includes(`ImageMinimizerPlugin.${name}`),
        ),
        name,
      ).toBe(false);
    }
  });
});
