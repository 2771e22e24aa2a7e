/** What content/plugins/min-chunk-size-plugin.md says about the plugin and its example project. */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { codeBlocks } from '../../support/code-blocks';
import { expectPrinted, runCli } from '../../support/cli';
import { buildProject, copyProject } from '../../support/project';
import { readPage } from '../../support/content';

const PAGE = path.join(ROOT, 'content', 'plugins', 'min-chunk-size-plugin.md');
const DIR = path.join(ROOT, 'examples', 'plugins', 'min-chunk-size-plugin');
const textBlocks = codeBlocks(PAGE)
  .filter((block) => block.lang === 'text')
  .map((block) => block.code);
const pageText = readPage(PAGE).replace(/\s+/g, ' ');

const withMinimum = (
  options: ConstructorParameters<typeof webpack.optimize.MinChunkSizePlugin>[0],
): webpack.Configuration => ({
  plugins: [new webpack.optimize.MinChunkSizePlugin(options)],
});

describe('MinChunkSizePlugin', { timeout: 120_000 }, () => {
  it('without the plugin, the build writes main.js and three chunks, two of them under 100 bytes', async () => {
    const { errors, assets } = await buildProject(DIR, { plugins: [] });
    expect(errors).toEqual([]);
    expect(assets.size).toBe(4);
    expect([...assets].filter(([name, size]) => name !== 'main.js' && size < 100)).toHaveLength(2);
  });

  it('npm run build prints what the page shows, and node dist/main.js prints the three lines', () => {
    const copy = copyProject(DIR, 'min-chunk-size-cli');
    const { status, printed } = runCli(copy, []);
    expect(status, printed).toBe(0);
    const shown = textBlocks.find((code) => code.startsWith('asset main.js'));
    expect(shown).toBeDefined();
    expectPrinted(printed, shown ?? '');
    expect(printed.match(/^asset /gm)).toHaveLength(2);
    const run = execFileSync(process.execPath, [path.join(copy, 'dist', 'main.js')], { encoding: 'utf8' });
    expect(textBlocks).toContain(run.trimEnd());
  });

  it('puts all three lazy modules into 514.js, and main.js keeps only the entry module', async () => {
    const { stats } = await buildProject(DIR);
    const chunks = stats.toJson({ all: false, chunks: true, chunkModules: true }).chunks ?? [];
    const names = (files: string): string[] =>
      (chunks.find((chunk) => chunk.files?.includes(files))?.modules ?? [])
        .map((module) => module.name ?? '')
        .filter((name) => name.startsWith('./'))
        .sort();
    expect(names('514.js')).toEqual(['./src/print.js', './src/report.js', './src/share.js']);
    expect(names('main.js')).toEqual(['./src/index.js']);
  });

  it('counts a chunk as its characters of module source plus one: main.js (233 characters) is small at 300', async () => {
    expect(pageText).toContain('whose module has 233 characters');
    expect(readFileSync(path.join(DIR, 'src', 'index.js'), 'utf8')).toHaveLength(233);
    const at = async (minChunkSize: number): Promise<string[]> => [
      ...(await buildProject(DIR, withMinimum({ minChunkSize }))).assets.keys(),
    ];
    expect(await at(300)).toEqual(['main.js']);
    expect(await at(234)).toHaveLength(2);
    expect(await at(235)).toEqual(['main.js']);
  });

  it('rejects options without minChunkSize with the message the page quotes', async () => {
    await expect(buildProject(DIR, withMinimum({} as { minChunkSize: number }))).rejects.toThrow(
      'Invalid options object. Min Chunk Size Plugin has been initialized using an options object that does not match the API schema.',
    );
  });
});
