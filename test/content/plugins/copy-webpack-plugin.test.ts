/**
 * content/plugins/copy-webpack-plugin.md: every option of the schema has a heading; the example
 * project copies what the page says and the CLI prints the lines it shows; the comparison with
 * webpack's output.copy and every option's behaviour hold, on small projects in temporary folders.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { codeBlocks, configBlock } from '../../support/code-blocks';
import { headingsOf } from '../../support/headings';
import { expectPrinted, runCli } from '../../support/cli';
import { build, buildInto, type BuiltOutput, copyProject, tempDir, writeProject } from '../../support/project';
import { optionKey, schemaOptionsOf } from '../../support/schema-options';
import { readPage } from '../../support/content';

const requireFromRoot = createRequire(path.join(ROOT, 'package.json'));
type Plugin = webpack.WebpackPluginInstance;
const CopyPlugin = requireFromRoot('copy-webpack-plugin') as new (options: Record<string, unknown>) => Plugin;

const PAGE = path.join(ROOT, 'content', 'plugins', 'copy-webpack-plugin.md');
const EXAMPLE = path.join(ROOT, 'examples', 'plugins', 'copy-webpack-plugin');
const text = readPage(PAGE).replace(/\s+/g, ' ');
const blocks = codeBlocks(PAGE);

/** Builds ./src/index.js of `dir` in development mode with `config` over it; `files` leaves out the bundle, main.js. */
async function buildCopies(dir: string, config: webpack.Configuration): Promise<BuiltOutput> {
  const built = await buildInto('copy-webpack-plugin', {
    context: dir,
    mode: 'development',
    devtool: false,
    entry: './src/index.js',
    ...config,
  });
  return { ...built, files: built.files.filter((file) => file !== 'main.js') };
}
type Result = Awaited<ReturnType<typeof buildCopies>>;

const copy = (dir: string, patterns: unknown[], config: webpack.Configuration = {}): Promise<Result> =>
  buildCopies(dir, { plugins: [new CopyPlugin({ patterns })], ...config });

/** A block's configuration in development mode; its `require('./package.json')` reads a version. */
function pageConfig(containing: string): webpack.Configuration {
  const requireForBlock = (id: string): unknown =>
    id === './package.json' ? { version: '1.4.0' } : requireFromRoot(id);
  return { ...configBlock(blocks, containing, requireForBlock), mode: 'development' };
}

const SITE = {
  'src/index.js': 'console.log(1);\n',
  'public/robots.txt': 'User-agent: *\n',
  'public/.hidden': 'dot file\n',
  'public/empty.txt': '',
  'public/version.txt': 'version __VERSION__\n',
  'assets/fonts/a.woff2': 'font',
  'assets/icons/star.svg': '<svg/>',
  'assets/img/logo.png': 'png',
  'assets/img/deep/icon.png': 'png',
  LICENSE: 'MIT\n',
  'config/nginx.conf': 'server {}\n',
  'docs/guide.md': '# Guide\n',
  'site/config.json': '{"site":true}\n',
  'defaults/config.json': '{"site":false}\n',
  'vendor/lib.min.js': 'window.lib  =  function ( ) { return 1 ; } ;\n',
  'locales/en.json': '{"hi":"Hello"}',
  'locales/fr.json': '{"hi":"Bonjour"}',
};

describe('the option headings', () => {
  it('name every option of the schema', () => {
    const dist = path.join(path.dirname(requireFromRoot.resolve('copy-webpack-plugin/package.json')), 'dist');
    const options = schemaOptionsOf(path.join(dist, 'options.json'));
    expect(options.length).toBeGreaterThan(15);
    expect(readdirSync(dist).filter((file) => file.endsWith('.json'))).toEqual(['options.json']);
    const found = new Set(headingsOf(PAGE, optionKey));
    expect(options.filter((option) => !found.has(optionKey(option)))).toEqual([]);
  });

  it('the plugin validates its options', () => {
    expect(() => new CopyPlugin({})).toThrow(/misses the property 'patterns'/);
  });
});

describe('the example project', { timeout: 60_000 }, () => {
  it('npx webpack prints the lines the page shows and copies what the page says', () => {
    const dir = copyProject(EXAMPLE, 'copy-webpack-plugin-cli');
    const { status, printed } = runCli(dir, []);
    expect(status, printed).toBe(0);
    const shown =
      blocks.find((block) => block.lang === 'text' && !block.title && block.code.includes('[copied]'))?.code ?? '';
    expectPrinted(printed, shown);
    const dist = path.join(dir, 'dist');
    const files = readdirSync(dist, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(dist, path.join(entry.parentPath, entry.name)))
      .sort();
    expect(files).toEqual(['.well-known/security.txt', 'data/menu.62959c75.json', 'main.js', 'robots.txt']);
    expect(readFileSync(path.join(dist, 'data', 'menu.62959c75.json'), 'utf8')).toBe(
      '{"bread":["sourdough","rye"],"pastry":["croissant"]}',
    );
    expect(text).toContain(
      '`dist/data/menu.62959c75.json` holds `{"bread":["sourdough","rye"],"pastry":["croissant"]}`',
    );
  });
});

describe('copy-webpack-plugin and output.copy', { timeout: 60_000 }, () => {
  it('the minimal configuration copies public/ to the root', async () => {
    const result = await buildCopies(writeProject('minimal', SITE), pageConfig("patterns: ['public'] })"));
    expect(result.files).toEqual(['.hidden', 'empty.txt', 'robots.txt', 'version.txt']);
  });

  it('a pattern that finds nothing: an error here, a warning in output.copy', async () => {
    const dir = writeProject('missing', SITE);
    const plugin = await copy(dir, ['nothing/*.txt']);
    expect(plugin.errors.join('\n')).toMatch(/unable to locate '.*nothing\/\*\.txt' glob/);
    expect((await copy(dir, [{ from: 'nothing/*.txt', noErrorOnMissing: true }])).errors).toEqual([]);
    const builtIn = await buildCopies(dir, { output: { copy: 'nothing/*.txt' } });
    expect(builtIn.errors).toEqual([]);
    expect(builtIn.warnings).toHaveLength(1);
  });

  it('a file the compilation emits: skipped silently here, an error in output.copy; force replaces it', async () => {
    const dir = writeProject('existing', { ...SITE, 'public/main.js': 'copied\n' });
    const skipped = await buildCopies(dir, {
      output: { filename: '[name].js' },
      plugins: [new CopyPlugin({ patterns: [{ from: 'public/main.js' }] })],
    });
    expect(skipped.errors).toEqual([]);
    expect(skipped.warnings).toEqual([]);
    const builtIn = await buildCopies(dir, { output: { copy: [{ from: 'public/main.js' }] } });
    expect(builtIn.errors.join('\n')).toContain('would replace an asset the compilation emits');
    const out = tempDir('copy-webpack-plugin-force');
    await build({
      context: dir,
      mode: 'development',
      entry: './src/index.js',
      output: { path: out },
      plugins: [new CopyPlugin({ patterns: [{ from: 'public/main.js', force: true }] })],
    });
    expect(readFileSync(path.join(out, 'main.js'), 'utf8')).toBe('copied\n');
  });

  it('copied .js files are minimized in production, unless info says minimized', async () => {
    const dir = writeProject('minimized', SITE);
    const minimized = await buildCopies(dir, {
      mode: 'production',
      plugins: [new CopyPlugin({ patterns: [{ from: 'vendor/*.min.js', to: 'vendor/[name][ext]' }] })],
    });
    expect(minimized.read('vendor/lib.min.js')).not.toBe(SITE['vendor/lib.min.js']);
    const kept = await buildCopies(dir, { ...pageConfig('info: { minimized: true }'), mode: 'production' });
    expect(kept.read('vendor/lib.min.js')).toBe(SITE['vendor/lib.min.js']);
  });
});

describe('the patterns', { timeout: 60_000 }, () => {
  it('from: a file, a folder with dot files, a glob that keeps paths and skips dot files unless dot: true', async () => {
    const dir = writeProject('from', SITE);
    expect((await copy(dir, ['LICENSE'])).files).toEqual(['LICENSE']);
    expect((await copy(dir, ['public'])).files).toContain('.hidden');
    expect((await copy(dir, ['public/*'])).files).toEqual([
      'public/empty.txt',
      'public/robots.txt',
      'public/version.txt',
    ]);
    expect((await copy(dir, [{ from: 'public/*', globOptions: { dot: true } }])).files).toContain('public/.hidden');
    expect((await copy(dir, [{ from: 'public', globOptions: { ignore: ['**/robots.txt'] } }])).files).toEqual([
      '.hidden',
      'empty.txt',
      'version.txt',
    ]);
  });

  it('to: a folder, a template, a file name, a function, an absolute path', async () => {
    const dir = writeProject('to', SITE);
    expect(
      (await buildCopies(dir, pageConfig("to: 'LICENSE.txt'"))).files.map((file) => file.replace(/[0-9a-f]{8}/, 'H')),
    ).toEqual(['LICENSE.txt', 'fonts/a.woff2', 'icons/star.H.svg']);
    const fn = await copy(dir, [
      {
        from: 'LICENSE',
        to: ({ absoluteFilename }: { absoluteFilename: string }) => `legal/${path.basename(absoluteFilename)}.txt`,
      },
    ]);
    expect(fn.files).toEqual(['legal/LICENSE.txt']);
    const out = tempDir('copy-webpack-plugin-absolute');
    await build({
      context: dir,
      mode: 'development',
      entry: './src/index.js',
      output: { path: out },
      plugins: [new CopyPlugin({ patterns: [{ from: 'LICENSE', to: path.join(out, 'legal') }] })],
    });
    expect(existsSync(path.join(out, 'legal', 'LICENSE'))).toBe(true);
    const template = await copy(dir, [{ from: 'assets/img/**/*.png', to: '[path]x-[name][ext]' }]);
    expect(template.files).toEqual(['assets/img/deep/x-icon.png', 'assets/img/x-logo.png']);
    const hashes = await copy(dir, [{ from: 'LICENSE', to: '[contenthash:4]-[chunkhash:4].txt' }]);
    expect(hashes.files[0]).toMatch(/^([0-9a-f]{4})-\1\.txt$/);
  });

  it('toType overrides the guess, and context changes where paths start', async () => {
    const dir = writeProject('to-type', SITE);
    expect((await buildCopies(dir, pageConfig("toType: 'file'"))).files).toEqual(['docs.v2/guide.md', 'nginx']);
    expect((await buildCopies(dir, pageConfig("context: 'assets'"))).files).toEqual([
      'img/deep/icon.png',
      'img/logo.png',
    ]);
  });

  it('filter leaves out files, and leaving none is not an error', async () => {
    const dir = writeProject('filter', SITE);
    expect((await buildCopies(dir, pageConfig('filter: async (file)'))).files).toEqual([
      '.hidden',
      'robots.txt',
      'version.txt',
    ]);
    const none = await copy(dir, [{ from: 'public', filter: () => false }]);
    expect(none.errors).toEqual([]);
    expect(none.files).toEqual([]);
    expect(text).toContain('A filter that leaves no file is not an error');
  });

  it('priority and force let the later pattern win; without them the first one does', async () => {
    const dir = writeProject('priority', SITE);
    expect((await buildCopies(dir, pageConfig('priority: 10'))).read('config.json')).toBe('{"site":true}\n');
    expect(
      (await copy(dir, [{ from: 'site/config.json', priority: 10 }, { from: 'defaults/config.json' }])).read(
        'config.json',
      ),
    ).toBe('{"site":false}\n');
    expect(
      (await copy(dir, [{ from: 'site/config.json' }, { from: 'defaults/config.json' }])).read('config.json'),
    ).toBe('{"site":true}\n');
  });

  it('transform, transform with cache keys, and transformAll', async () => {
    const dir = writeProject('transform', SITE);
    expect((await buildCopies(dir, pageConfig("replace('__VERSION__', '1.4.0')"))).read('version.txt')).toBe(
      'version 1.4.0\n',
    );
    expect((await buildCopies(dir, pageConfig('cache: { keys: { version } }'))).read('version.txt')).toBe(
      'version 1.4.0\n',
    );
    expect(JSON.parse((await buildCopies(dir, pageConfig('transformAll: (files)'))).read('locales.json'))).toEqual({
      'locales/en.json': { hi: 'Hello' },
      'locales/fr.json': { hi: 'Bonjour' },
    });
    const withoutTo = await copy(dir, [{ from: 'locales/*.json', transformAll: () => '' }]);
    expect(withoutTo.errors.join('\n')).toContain('Invalid "pattern.to"');
  });

  it('info adds asset info, and options.concurrency is accepted', async () => {
    const dir = writeProject('info', SITE);
    const stats = await build({
      context: dir,
      mode: 'development',
      entry: './src/index.js',
      output: { path: tempDir('copy-webpack-plugin-info') },
      plugins: [
        new CopyPlugin({
          patterns: [
            {
              from: 'LICENSE',
              info: ({ sourceFilename }: { sourceFilename: string }) => ({ license: sourceFilename }),
            },
          ],
        }),
      ],
    });
    const asset = stats.compilation.getAsset('LICENSE');
    expect(asset?.info).toMatchObject({ copied: true, sourceFilename: 'LICENSE', license: 'LICENSE' });
    expect((await buildCopies(dir, pageConfig('concurrency: 20'))).files).toContain('robots.txt');
  });
});
