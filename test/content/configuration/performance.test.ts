/**
 * What content/configuration/performance.md shows of the size warnings: the three warnings of a
 * production build with a 292 KiB module and the default limits, as webpack prints them, and the
 * 244 KiB that the default of 250,000 bytes prints as.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type webpack from 'webpack';
import { build } from '../../support/project';
import { blocksIn, CONTENT, pageText, project, section, sectionsOf } from './pages';

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
  const words = Array.from({ length: 30_000 }, (_, i) => `word${i.toString(36)}`);
  const dir = project('performance-size', {
    'src/data.js': `export const words = ${JSON.stringify(words)};\n`,
    'src/index.js': index,
  });
  return build({
    mode: 'production',
    context: dir,
    entry: './src/index.js',
    output: { path: path.join(dir, 'dist') },
    ...(performance === undefined ? {} : { performance }),
  });
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
