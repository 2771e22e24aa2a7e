/** What content/plugins/virtual-url-plugin.md says about the plugin and its example project. */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { codeBlocks } from '../../support/code-blocks';
import { runCli } from '../../support/cli';
import { build, buildProject, copyProject, projectConfig, tempDir } from '../../support/project';
import { readPage } from '../../support/content';

const PAGE = path.join(ROOT, 'content', 'plugins', 'virtual-url-plugin.md');
const DIR = path.join(ROOT, 'examples', 'plugins', 'virtual-url-plugin');
const pageText = readPage(PAGE).replace(/\s+/g, ' ');
const textBlocks = codeBlocks(PAGE)
  .filter((block) => block.lang === 'text')
  .map((block) => block.code);
const { VirtualUrlPlugin } = webpack.experiments.schemes;

/** A scratch project with the given files, its node_modules linked. */
function scratch(name: string, files: Record<string, string>): string {
  const dir = copyProject(path.join(DIR, 'src', 'pages'), name);
  for (const [file, content] of Object.entries({ 'package.json': '{ "private": true }\n', ...files })) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

/** Runs a compiler twice (a second run reuses the memory cache of development mode). */
async function runTwice(config: webpack.Configuration, between: () => void = () => {}): Promise<void> {
  const compiler = webpack({ ...config, infrastructureLogging: { level: 'none' } });
  const runOnce = (): Promise<webpack.Stats> =>
    new Promise((resolve, reject) => {
      compiler.run((error, stats) => (error || !stats ? reject(error ?? new Error('no stats')) : resolve(stats)));
    });
  expect((await runOnce()).hasErrors()).toBe(false);
  between();
  expect((await runOnce()).hasErrors()).toBe(false);
  await new Promise((resolve) => {
    compiler.close(resolve);
  });
}

describe('VirtualUrlPlugin', { timeout: 120_000 }, () => {
  it('node dist/main.js prints what the page shows', () => {
    const copy = copyProject(DIR, 'virtual-url-cli');
    const { status, printed } = runCli(copy, []);
    expect(status, printed).toBe(0);
    const bundlePrinted = execFileSync(process.execPath, [path.join(copy, 'dist', 'main.js')], { encoding: 'utf8' });
    expect(bundlePrinted).toBe(`Built with webpack ${webpack.version}\nabout: About us\nhome: Welcome!\n`);
    expect(textBlocks).toContain(bundlePrinted.trimEnd());
  });

  it('a page added to src/pages appears after the next build', async () => {
    const copy = copyProject(DIR, 'virtual-url-added');
    writeFileSync(path.join(copy, 'src', 'pages', 'contact.js'), "export default () => 'Write to us';\n");
    const out = tempDir('virtual-url-added-out');
    const stats = await build({ ...projectConfig(copy), context: copy, output: { path: out } });
    expect(stats.hasErrors()).toBe(false);
    expect(execFileSync(process.execPath, [path.join(out, 'main.js')], { encoding: 'utf8' })).toContain(
      'contact: Write to us',
    );
  });

  it('lists virtual modules under their URL in the stats', async () => {
    const { stats } = await buildProject(DIR, { mode: 'development' });
    const names = [...stats.compilation.modules].map((module) =>
      module.readableIdentifier(stats.compilation.requestShortener),
    );
    expect(names).toEqual(expect.arrayContaining(['virtual:build-info', 'virtual:pages']));
  });

  it('fails an import of an undefined id with the message the page quotes', async () => {
    const dir = scratch('virtual-url-missing', { 'src/index.js': "import 'virtual:missing';\n" });
    const stats = await build({
      mode: 'development',
      context: dir,
      entry: './src/index.js',
      output: { path: tempDir('virtual-url-missing-out') },
      plugins: [new VirtualUrlPlugin({})],
    });
    const shown = textBlocks.find((code) => code.includes("Can't resolve virtual module")) ?? '';
    expect(stats.toJson({ all: false, errors: true }).errors?.map((error) => error.message)).toEqual([shown]);
  });

  it('takes a scheme and a context, a .json type, and resolves ids with slashes from their folder', async () => {
    const dir = scratch('virtual-url-options', {
      'src/index.js':
        "import config from 'app:config';\nimport data from 'app:data';\nimport { where } from 'app:lib/where';\nconsole.log(config.api, data.answer, where);\n",
      'lib/here.js': "export const here = 'lib folder';\n",
      'src/here.js': "export const here = 'src folder';\n",
    });
    const out = tempDir('virtual-url-options-out');
    const stats = await build({
      mode: 'production',
      target: 'node',
      context: dir,
      entry: './src/index.js',
      output: { path: out },
      plugins: [
        new VirtualUrlPlugin(
          {
            config: `export default ${JSON.stringify({ api: 'https://api.example.com' })};`,
            data: { type: '.json', source: () => JSON.stringify({ answer: 42 }) },
            'lib/where': { context: path.join(dir, 'lib'), source: () => "export { here as where } from './here.js';" },
          },
          { scheme: 'app', context: path.join(dir, 'src') },
        ),
      ],
    });
    expect(stats.hasErrors(), String(stats.toJson({ all: false, errors: true }).errors?.[0]?.message)).toBe(false);
    expect(execFileSync(process.execPath, [path.join(out, 'main.js')], { encoding: 'utf8' })).toBe(
      'https://api.example.com 42 lib folder\n',
    );

    // With the default context 'auto', `lib/where` resolves from the folder lib.
    const auto = tempDir('virtual-url-auto-out');
    const autoStats = await build({
      mode: 'production',
      target: 'node',
      context: dir,
      entry: { main: 'virtual:lib/where' },
      output: { path: auto, library: { type: 'commonjs2' } },
      plugins: [new VirtualUrlPlugin({ 'lib/where': "export { here as where } from './here.js';" })],
    });
    expect(autoStats.hasErrors()).toBe(false);
    expect(
      execFileSync(process.execPath, ['-p', `require(${JSON.stringify(path.join(auto, 'main.js'))}).where`], {
        encoding: 'utf8',
      }),
    ).toBe('lib folder\n');
  });

  it('runs source again on a cached rebuild only with version, or when an added dependency changed', async () => {
    const dir = scratch('virtual-url-version', {
      'src/index.js':
        "import 'virtual:plain';\nimport 'virtual:always';\nimport 'virtual:versioned';\nimport 'virtual:watched';\n",
      'data/a.txt': 'a',
    });
    const calls = { plain: 0, always: 0, versioned: 0, watched: 0 };
    let version = 'one';
    const versionCalls: unknown[][] = [];
    await runTwice(
      {
        mode: 'development',
        context: dir,
        entry: './src/index.js',
        output: { path: tempDir('virtual-url-version-out') },
        plugins: [
          new VirtualUrlPlugin({
            plain: () => `export default ${++calls.plain};`,
            always: { version: true, source: () => `export default ${++calls.always};` },
            versioned: {
              version: (...args: unknown[]) => {
                versionCalls.push(args);
                return version;
              },
              source: () => `export default ${++calls.versioned};`,
            },
            watched: {
              source(loaderContext) {
                loaderContext.addContextDependency(path.join(dir, 'data'));
                return `export default ${++calls.watched};`;
              },
            },
          }),
        ],
      },
      () => {
        version = 'two';
        writeFileSync(path.join(dir, 'data', 'b.txt'), 'b');
      },
    );
    expect(calls).toEqual({ plain: 1, always: 2, versioned: 2, watched: 2 });
    expect(versionCalls.every((args) => args.length === 0)).toBe(true);
    expect(pageText).toContain('webpack calls it without arguments at each compilation');
  });

  it('rejects options that do not match the schema with the message the page quotes', () => {
    const message =
      'Invalid options object. Virtual Url Plugin has been initialized using an options object that does not match the API schema.';
    expect(pageText).toContain(message);
    expect(() =>
      webpack({ plugins: [new VirtualUrlPlugin({}, { scheme: 'app', unknown: true } as { scheme: string })] }),
    ).toThrow(message);
  });
});
