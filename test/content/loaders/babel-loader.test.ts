/**
 * content/loaders/babel-loader.md: the example project compiles cart.js to what the page shows and
 * prints 10, webpack's runtime keeps its arrow functions, and the claims about the options
 * (cache files, unknown options, metadataSubscribers, customize) hold for babel-loader 10.1.1.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { codeBlocks } from '../../support/code-blocks';
import { build, projectConfig, tempDir } from '../../support/guides';
import { readPage } from '../../support/content';

const PAGE = path.join(ROOT, 'content', 'loaders', 'babel-loader.md');
const EXAMPLE = path.join(ROOT, 'examples', 'loaders', 'babel-loader');
const text = readPage(PAGE).replace(/\s+/g, ' ');
const blocks = codeBlocks(PAGE);

async function buildWith(name: string, options: Record<string, unknown>, plugins: webpack.WebpackPluginInstance[] = []): Promise<{ out: string; stats: webpack.Stats }> {
  const config = projectConfig(EXAMPLE);
  const out = tempDir(`babel-loader-${name}`);
  const stats = await build({
    ...config,
    context: EXAMPLE,
    output: { path: out },
    plugins,
    module: { rules: [{ test: /\.m?js$/i, exclude: /node_modules/, use: { loader: 'babel-loader', options: { plugins: ['@babel/plugin-transform-arrow-functions'], ...options } } }] },
  });
  return { out, stats };
}

describe('the example project', () => {
  const built = (async () => {
    const config = projectConfig(EXAMPLE);
    const out = tempDir('babel-loader-example');
    const stats = await build({ ...config, context: EXAMPLE, output: { ...config.output, path: out } });
    return { out, stats, bundle: readFileSync(path.join(out, 'main.js'), 'utf8') };
  })();

  it('builds without errors or warnings', async () => {
    const { stats } = await built;
    expect(stats.hasErrors() || stats.hasWarnings(), stats.toString('errors-warnings')).toBe(false);
  });

  it('compiles cart.js to the code the page shows', async () => {
    const { bundle } = await built;
    const shown = blocks.find((block) => block.lang === 'js' && !block.title && block.code.startsWith('const total = function'));
    expect(shown).toBeDefined();
    expect(bundle).toContain(shown?.code);
    expect(bundle).not.toContain('(items) =>');
  });

  it("keeps the arrow functions of webpack's runtime", async () => {
    const { bundle } = await built;
    expect(bundle).toContain('total: () => (/* binding */ total)');
    expect(text).toContain('such as `total: () => (/* binding */ total)`');
  });

  it('prints 10', async () => {
    const { out } = await built;
    expect(execFileSync(process.execPath, [path.join(out, 'main.js')], { encoding: 'utf8' })).toBe('10\n');
    expect(text).toContain('`node dist/main.js` prints `10`');
  });
});

describe('options', () => {
  it('writes gzip cache files by default and plain JSON with cacheCompression false', async () => {
    const zipped = tempDir('babel-loader-cache-gz');
    expect((await buildWith('cache-gz', { cacheDirectory: zipped })).stats.hasErrors()).toBe(false);
    const gz = readdirSync(zipped);
    expect(gz.length).toBe(2);
    for (const file of gz) expect(file).toMatch(/^[0-9a-f]+\.json\.gz$/);

    const plain = tempDir('babel-loader-cache-json');
    expect((await buildWith('cache-json', { cacheDirectory: plain, cacheCompression: false })).stats.hasErrors()).toBe(false);
    const json = readdirSync(plain);
    expect(json.length).toBe(2);
    for (const file of json) expect(file).toMatch(/^[0-9a-f]+\.json$/);
    expect(text).toContain('(`<hash>.json.gz`)');
  });

  it('stops the build on an option neither babel-loader nor Babel knows', async () => {
    const { stats } = await buildWith('unknown', { strip: true });
    expect(stats.toString('errors-only')).toContain('Unknown option: .strip');
  });

  it('calls the metadataSubscribers functions with the metadata of each module', async () => {
    const seen: string[] = [];
    const plugin: webpack.WebpackPluginInstance = {
      apply(compiler) {
        compiler.hooks.compilation.tap('CollectMetadataPlugin', (compilation) => {
          webpack.NormalModule.getCompilationHooks(compilation).loader.tap('CollectMetadataPlugin', (loaderContext) => {
            (loaderContext as unknown as Record<string, unknown>).onBabelMetadata = (metadata: unknown) => {
              seen.push(`${path.basename(loaderContext.resourcePath)}:${typeof metadata}`);
            };
          });
        });
      },
    };
    const { stats } = await buildWith('metadata', { metadataSubscribers: ['onBabelMetadata', 'missing'] }, [plugin]);
    expect(stats.hasErrors(), stats.toString('errors-only')).toBe(false);
    expect(seen.sort()).toEqual(['cart.js:object', 'index.js:object']);
  });

  it('runs the customize hooks of the page and rejects a relative path', async () => {
    const dir = tempDir('babel-loader-customize');
    const customize = path.join(dir, 'babel-loader-customize.js');
    const shown = blocks.find((block) => block.title === 'babel-loader-customize.js');
    writeFileSync(customize, shown?.code ?? '');
    const source = tempDir('babel-loader-customize-src');
    writeFileSync(path.join(source, 'index.js'), "console.debug('gone');\nconsole.log('kept');\n");
    const out = tempDir('babel-loader-customize-out');
    const rule = (file: string) => ({ test: /\.js$/, use: { loader: 'babel-loader', options: { customize: file, strip: true } } });
    const stats = await build({ mode: 'development', devtool: false, target: 'node', context: source, resolveLoader: { modules: [path.join(ROOT, 'node_modules')] }, entry: './index.js', output: { path: out }, module: { rules: [rule(customize)] } });
    expect(stats.hasErrors(), stats.toString('errors-only')).toBe(false);
    expect(execFileSync(process.execPath, [path.join(out, 'main.js')], { encoding: 'utf8' })).toBe('kept\n');

    const relative = await build({ mode: 'development', devtool: false, target: 'node', context: source, resolveLoader: { modules: [path.join(ROOT, 'node_modules')] }, entry: './index.js', output: { path: tempDir('babel-loader-relative') }, module: { rules: [rule('./babel-loader-customize.js')] } });
    expect(relative.toString('errors-only')).toContain('Customized loaders must be passed as absolute paths');
  });
});
