/** What content/plugins/limit-chunk-count-plugin.md says about the plugin and its example project. */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { codeBlocks } from '../../support/code-blocks';
import { expectPrinted, runCli } from '../../support/cli';
import { buildProject, copyProject } from '../../support/project';

const PAGE = path.join(ROOT, 'content', 'plugins', 'limit-chunk-count-plugin.md');
const DIR = path.join(ROOT, 'examples', 'plugins', 'limit-chunk-count-plugin');
const blocks = codeBlocks(PAGE);
const textBlocks = blocks.filter((block) => block.lang === 'text').map((block) => block.code);

const limit = (
  options: ConstructorParameters<typeof webpack.optimize.LimitChunkCountPlugin>[0],
): webpack.Configuration => ({
  plugins: [new webpack.optimize.LimitChunkCountPlugin(options)],
});

describe('LimitChunkCountPlugin', { timeout: 120_000 }, () => {
  it('without the plugin, the project builds main.js and one chunk per import()', async () => {
    const { errors, assets } = await buildProject(DIR, { plugins: [] });
    expect(errors).toEqual([]);
    expect(assets.size).toBe(4);
    expect(assets.has('main.js')).toBe(true);
  });

  it('with maxChunks: 2, npm run build prints what the page shows and node dist/main.js still prints every page', () => {
    const copy = copyProject(DIR, 'limit-chunk-count-cli');
    const { status, printed } = runCli(copy, []);
    expect(status, printed).toBe(0);
    const shown = textBlocks.find((code) => code.startsWith('asset main.js'));
    expect(shown).toBeDefined();
    expectPrinted(printed, shown ?? '');
    expect(printed.match(/^asset /gm)).toHaveLength(2);
    const run = execFileSync(process.execPath, [path.join(copy, 'dist', 'main.js')], { encoding: 'utf8' });
    expect(textBlocks).toContain(run.trimEnd());
  });

  it('merges the lazy chunks with each other, not into main.js', async () => {
    const { stats } = await buildProject(DIR);
    const chunks = stats.toJson({ all: false, chunks: true, chunkModules: true }).chunks ?? [];
    expect(chunks).toHaveLength(2);
    const lazy = chunks.find((chunk) => !chunk.initial);
    expect(lazy?.files).toEqual(['752.js']);
    expect((lazy?.modules ?? []).map((module) => module.name).sort()).toEqual([
      './src/about.js',
      './src/contact.js',
      './src/home.js',
    ]);
  });

  it('with maxChunks: 1 the build writes a single file', async () => {
    const { errors, assets } = await buildProject(DIR, limit({ maxChunks: 1 }));
    expect(errors).toEqual([]);
    expect([...assets.keys()]).toEqual(['main.js']);
  });

  it('rejects maxChunks: 0 with the message the page quotes', async () => {
    await expect(buildProject(DIR, limit({ maxChunks: 0 }))).rejects.toThrow(
      'Invalid options object. Limit Chunk Count Plugin has been initialized using an options object that does not match the API schema.',
    );
  });
});
