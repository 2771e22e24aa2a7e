/**
 * What content/configuration/performance.md shows of the size warnings: the three warnings of a
 * production build with a 292 KiB module and the default limits, as webpack prints them, and the
 * 244 KiB that the default of 250,000 bytes prints as; and what webpack-cli prints of the modules
 * inside the file with the flags the page gives.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type webpack from 'webpack';
import { expectPrinted, runCli } from '../../support/cli';
import { build, COMMONJS_PACKAGE, writeProject } from '../../support/project';
import { blocksIn, CONTENT, pageText, section, sectionsOf } from './pages';

const PAGE = path.join(CONTENT, 'configuration', 'performance.md');
const sections = sectionsOf(PAGE);
const text = pageText(PAGE);

/**
 * A production build of an entry point that prints a module of 30,000 short words, so that none
 * of it is dropped (`index` replaces the entry point), with `performance` set as given.
 */
function bigBuild(
  performance?: webpack.Configuration['performance'],
  index = "import { words } from './data.js';\n\nconsole.log(words.join(' '));\n",
): Promise<webpack.Stats> {
  const dir = bigProject({ 'src/index.js': index });
  return build({
    mode: 'production',
    context: dir,
    entry: './src/index.js',
    output: { path: path.join(dir, 'dist') },
    ...(performance === undefined ? {} : { performance }),
  });
}

/** The project of the size warnings: its 292 KiB module of words, and `files`. */
function bigProject(files: Record<string, string>, { linkModules = false } = {}): string {
  const words = Array.from({ length: 30_000 }, (_, i) => `word${i.toString(36)}`);
  const data = { 'src/data.js': `export const words = ${JSON.stringify(words)};\n` };
  return writeProject('performance-size', { ...data, ...files }, { linkModules });
}

describe('performance: the size warnings', { timeout: 60_000 }, () => {
  it('are the three warnings the page shows, for a 292 KiB entry point in production mode', async () => {
    const [printed] = blocksIn(section(sections, 'The size warnings'), 'text');
    expect(printed, 'the section shows the warnings in a text block').toBeDefined();
    const stats = await bigBuild();
    expect(stats.compilation.options.performance && stats.compilation.options.performance.maxAssetSize).toBe(250_000);
    const warnings = stats.toString({ all: false, warnings: true, colors: false }).trim();
    expect(warnings).toBe(printed?.trim());
    expect(text).toContain('The 244 KiB in the messages is the default limit of 250,000 bytes');
  });

  it('keep only the asset warning, for the chunk, once the module is loaded with import()', async () => {
    const stats = await bigBuild(undefined, "import('./data.js').then(({ words }) => console.log(words.join(' ')));\n");
    const warnings = stats.compilation.warnings.map((warning) => warning.message);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('asset size limit');
    expect(warnings[0]).not.toContain('main.js');
    expect(text).toContain('a chunk loaded on demand that is itself over `maxAssetSize` is still reported');
  });

  it('go away when the limits are raised above the files', async () => {
    const stats = await bigBuild({ maxAssetSize: 400_000, maxEntrypointSize: 400_000 });
    expect(stats.compilation.warnings).toEqual([]);
  });

  it('go away with hints false, and the build still marks the file [big]', async () => {
    const stats = await bigBuild({ hints: false });
    expect(stats.compilation.warnings).toEqual([]);
    expect(stats.toString({ preset: 'normal', colors: false })).toContain('[big]');
  });
});

describe('performance: find what fills a file', { timeout: 60_000 }, () => {
  const found = section(sections, 'Find what fills a file');
  const code = (title: string) => found.code.find((node) => node.meta === `title="${title}"`)?.value ?? '';
  const commands = blocksIn(found, 'bash');
  const printed = blocksIn(found, 'text');
  /** The project with the page's two modules beside the module of words, linked to webpack-cli. */
  const dir = () =>
    bigProject(
      {
        ...COMMONJS_PACKAGE,
        'src/index.js': `${code('src/index.js')}\n`,
        'src/shout.js': `${code('src/shout.js')}\n`,
      },
      { linkModules: true },
    );

  it('shows two commands and what each prints', () => {
    expect(commands).toHaveLength(2);
    expect(printed).toHaveLength(2);
    expect(code('src/shout.js')).toContain('export const shout');
  });

  commands.forEach((command, i) => {
    it(`prints what the page shows for ${command}`, () => {
      const [npx, webpackCommand, ...args] = command.trim().split(/\s+/);
      expect([npx, webpackCommand]).toEqual(['npx', 'webpack']);
      const { status, printed: output } = runCli(dir(), args);
      expect(status, output).toBe(0);
      expectPrinted(output, printed[i] ?? '');
    });
  });
});
