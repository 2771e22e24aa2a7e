/** What content/plugins/deterministic-chunk-ids-plugin.md says, checked on the project of the LimitChunkCountPlugin page. */
import path from 'node:path';
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { buildProject } from '../../support/project';

const PROJECT = path.join(ROOT, 'examples', 'plugins', 'limit-chunk-count-plugin');
const { DeterministicChunkIdsPlugin } = webpack.ids;

/** The id of each chunk, by the modules of the chunk. */
async function chunkIds(overrides: webpack.Configuration): Promise<Record<string, unknown>> {
  const { stats, errors } = await buildProject(PROJECT, { plugins: [], ...overrides });
  expect(errors).toEqual([]);
  const { chunkGraph, chunks, requestShortener } = stats.compilation;
  return Object.fromEntries(
    [...chunks].map((chunk) => [
      chunkGraph
        .getChunkModules(chunk)
        .map((module) => module.readableIdentifier(requestShortener))
        .filter((name) => name.startsWith('./'))
        .join('+'),
      chunk.id,
    ]),
  );
}

describe('DeterministicChunkIdsPlugin', { timeout: 120_000 }, () => {
  it("gives the chunk of import('./about.js') the id 213, as the production default does", async () => {
    const ids = await chunkIds({ optimization: { chunkIds: false }, plugins: [new DeterministicChunkIdsPlugin()] });
    expect(ids['./src/about.js']).toBe(213);
    expect(await chunkIds({ optimization: {} })).toEqual(ids);
  });

  it('keeps the id of a chunk when another chunk is added, and maxLength widens the space', async () => {
    const fewer = await chunkIds({ entry: { main: './src/index.js', extra: './src/home.js' }, optimization: {} });
    expect(fewer['./src/about.js']).toBe(213);
    const wide = await chunkIds({
      optimization: { chunkIds: false },
      plugins: [new DeterministicChunkIdsPlugin({ maxLength: 5 })],
    });
    expect(Object.values(wide).some((id) => Number(id) >= 1000)).toBe(true);
  });
});
