/**
 * content/plugins/dll-plugin.md and dll-reference-plugin.md: the example project of
 * examples/plugins/dll-plugin/ builds the DLL, the manifest the page shows and an app that takes
 * both modules from the DLL and prints what the page says; the options the pages describe
 * (entryOnly, name, scope and extensions, content, the unique path check) behave as stated.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { codeBlocks, blockWith } from '../../support/code-blocks';
import { expectPrinted, runCli } from '../../support/cli';
import { copyProject } from '../../support/project';
import { readPage } from '../../support/content';

const DLL_PAGE = path.join(ROOT, 'content', 'plugins', 'dll-plugin.md');
const REFERENCE_PAGE = path.join(ROOT, 'content', 'plugins', 'dll-reference-plugin.md');
const EXAMPLE = path.join(ROOT, 'examples', 'plugins', 'dll-plugin');
const dllText = readPage(DLL_PAGE).replace(/\s+/g, ' ');
const blocks = codeBlocks(DLL_PAGE);
const require = createRequire(import.meta.url);

/** Runs the scripts in one context, as a page with one <script> tag each would. */
function runScripts(...files: string[]): string {
  const lines: string[] = [];
  vm.runInNewContext(files.map((file) => readFileSync(file, 'utf8')).join('\n'), {
    console: { log: (...args: unknown[]) => lines.push(args.join(' ')) },
  });
  return lines.join('\n');
}

function runMulti(configs: webpack.Configuration[]): Promise<webpack.MultiStats> {
  return new Promise((resolve, reject) => {
    const options: webpack.Configuration[] = configs.map((config) => ({
      ...config,
      infrastructureLogging: { level: 'none' },
    }));
    const compiler: webpack.MultiCompiler = webpack(options);
    compiler.run((error, stats) =>
      compiler.close(() => (error || !stats ? reject(error ?? new Error('no stats')) : resolve(stats))),
    );
  });
}

/** The two configurations of the example, vendor and app, with the copy as their context. */
function loadConfigs(dir: string): [webpack.Configuration, webpack.Configuration] {
  const [vendor, app] = (require(path.join(dir, 'webpack.config.js')) as webpack.Configuration[]).map((config) => ({
    ...config,
    context: dir,
  }));
  if (!vendor || !app) throw new Error('the example exports two configurations');
  return [vendor, app];
}

describe('the example project', () => {
  it('builds the DLL, the manifest the page shows, and an app with delegated modules (webpack-cli)', () => {
    const copy = copyProject(EXAMPLE, 'dll-plugin-cli');
    const { status, printed } = runCli(copy, []);
    expect(status, printed).toBe(0);
    expectPrinted(printed, blockWith(blocks, 'delegated ./lib/format.js'));
    const manifest = blocks.find(
      (block) => block.lang === 'json' && !block.title && block.code.includes('"vendor_dll"'),
    );
    expect(manifest?.code).toBe(readFileSync(path.join(copy, 'dist', 'vendor-manifest.json'), 'utf8'));
    const app = readFileSync(path.join(copy, 'dist', 'app.js'), 'utf8');
    expect(app).not.toContain('Hello, ');
    expect(app).not.toContain('toFixed');
    expect(dllText).toContain('it asks the DLL for modules `448` and `886`');
    expect(app).toMatch(/\(448\)/);
    expect(app).toMatch(/\(886\)/);
    expect(runScripts(path.join(copy, 'dist', 'vendor.dll.js'), path.join(copy, 'dist', 'app.js'))).toBe(
      'Hello, webpack! $19.99',
    );
    expect(dllText).toContain('the app prints `Hello, webpack! $19.99`');
  }, 60_000);
});

describe('DllPlugin options', () => {
  it('lists every module with entryOnly: false, and only the entries by default', async () => {
    const copy = copyProject(EXAMPLE, 'dll-plugin-entry-only');
    const [vendor] = loadConfigs(copy);
    const withInner = { ...vendor, entry: { vendor: ['./src/index.js'] } };
    const keys = async (entryOnly: boolean | undefined) => {
      const manifestPath = path.join(copy, 'dist', `entry-only-${String(entryOnly)}.json`);
      await runMulti([
        { ...withInner, plugins: [new webpack.DllPlugin({ name: '[name]_dll', path: manifestPath, entryOnly })] },
      ]);
      return Object.keys((JSON.parse(readFileSync(manifestPath, 'utf8')) as { content: object }).content).sort();
    };
    expect(await keys(undefined)).toEqual(['./src/index.js']);
    expect(await keys(false)).toEqual(['./lib/format.js', './lib/greet.js', './src/index.js']);
  });

  it('stops a build whose entries would write the same manifest path', async () => {
    const copy = copyProject(EXAMPLE, 'dll-plugin-unique');
    const [vendor] = loadConfigs(copy);
    const stats = await runMulti([
      {
        ...vendor,
        entry: { a: ['./lib/format.js'], b: ['./lib/greet.js'] },
        plugins: [new webpack.DllPlugin({ path: path.join(copy, 'dist', 'same.json') })],
      },
    ]).catch((error: Error) => error);
    expect(String(stats)).toContain('each chunk must have a unique path');
  });
});

describe('DllReferencePlugin options', () => {
  it('takes the modules under a scope, trying the extensions', async () => {
    const copy = copyProject(EXAMPLE, 'dll-reference-scope');
    const [vendor, app] = loadConfigs(copy);
    const entry = path.join(copy, 'src', 'scoped.js');
    writeFileSync(entry, "import { formatPrice } from 'vendor/lib/format';\nconsole.log(formatPrice(500));\n");
    await runMulti([
      vendor,
      {
        ...app,
        entry,
        output: { ...app.output, filename: 'scoped.js' },
        plugins: [
          new webpack.DllReferencePlugin({
            manifest: path.join(copy, 'dist', 'vendor-manifest.json'),
            scope: 'vendor',
          }),
        ],
      },
    ]);
    expect(runScripts(path.join(copy, 'dist', 'vendor.dll.js'), path.join(copy, 'dist', 'scoped.js'))).toBe('$5.00');
  });

  it('builds from content and name instead of a manifest', async () => {
    const copy = copyProject(EXAMPLE, 'dll-reference-content');
    const [vendor, app] = loadConfigs(copy);
    await runMulti([vendor]);
    const manifest = JSON.parse(readFileSync(path.join(copy, 'dist', 'vendor-manifest.json'), 'utf8')) as {
      name: string;
      content: Record<string, never>;
    };
    await runMulti([
      {
        ...app,
        dependencies: [],
        output: { ...app.output, filename: 'content.js' },
        plugins: [new webpack.DllReferencePlugin({ name: manifest.name, content: manifest.content })],
      },
    ]);
    expect(runScripts(path.join(copy, 'dist', 'vendor.dll.js'), path.join(copy, 'dist', 'content.js'))).toBe(
      'Hello, webpack! $19.99',
    );
    expect(readPage(REFERENCE_PAGE)).toContain("'./lib/format.js': { id: 886");
  });

  it('reports a manifest that is not JSON as an error naming the file', async () => {
    const copy = copyProject(EXAMPLE, 'dll-reference-broken');
    const [, app] = loadConfigs(copy);
    const broken = path.join(copy, 'broken.json');
    writeFileSync(broken, '{ not json');
    const stats = await runMulti([
      { ...app, dependencies: [], plugins: [new webpack.DllReferencePlugin({ manifest: broken })] },
    ]);
    const errors = stats.stats[0]?.toJson({ all: false, errors: true }).errors ?? [];
    expect(errors.map((error) => error.message).join('\n')).toContain('Dll manifest ./broken.json');
  });
});

describe('DelegatedPlugin and LibManifestPlugin', () => {
  it('DelegatedPlugin with an external for the source builds the app as DllReferencePlugin does', async () => {
    const copy = copyProject(EXAMPLE, 'delegated-plugin');
    const [vendor, app] = loadConfigs(copy);
    await runMulti([vendor]);
    const manifest = JSON.parse(readFileSync(path.join(copy, 'dist', 'vendor-manifest.json'), 'utf8')) as {
      content: Record<string, never>;
    };
    await runMulti([
      {
        ...app,
        dependencies: [],
        output: { ...app.output, filename: 'delegated.js' },
        plugins: [
          new webpack.ExternalsPlugin('var', { 'dll-reference vendor_dll': 'vendor_dll' }),
          new webpack.DelegatedPlugin({ source: 'dll-reference vendor_dll', context: copy, content: manifest.content }),
        ],
      },
    ]);
    expect(readFileSync(path.join(copy, 'dist', 'delegated.js'), 'utf8')).toContain('vendor_dll');
    expect(runScripts(path.join(copy, 'dist', 'vendor.dll.js'), path.join(copy, 'dist', 'delegated.js'))).toBe(
      'Hello, webpack! $19.99',
    );
  });

  it('LibManifestPlugin on its own lists every module of each entry chunk, with the name', async () => {
    const copy = copyProject(EXAMPLE, 'lib-manifest-plugin');
    const [, app] = loadConfigs(copy);
    await runMulti([
      {
        ...app,
        dependencies: [],
        optimization: { concatenateModules: false },
        plugins: [
          new webpack.LibManifestPlugin({
            path: path.join(copy, 'dist', '[name].manifest.json'),
            name: '[name]',
            format: true,
          }),
        ],
      },
    ]);
    const manifest = JSON.parse(readFileSync(path.join(copy, 'dist', 'main.manifest.json'), 'utf8')) as {
      name: string;
      content: object;
    };
    expect(manifest.name).toBe('main');
    expect(Object.keys(manifest.content).sort()).toEqual(['./lib/format.js', './lib/greet.js', './src/index.js']);
  });
});
