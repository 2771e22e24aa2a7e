/** What content/plugins/occurrence-chunk-ids-plugin.md says, checked on the project of the LimitChunkCountPlugin page. */
import path from 'node:path';
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { buildProject } from '../../support/project';
import { readPage } from '../../support/content';

const PAGE = path.join(ROOT, 'content', 'plugins', 'occurrence-chunk-ids-plugin.md');
const PROJECT = path.join(ROOT, 'examples', 'plugins', 'limit-chunk-count-plugin');
const { OccurrenceChunkIdsPlugin } = webpack.ids;

async function chunkIds(overrides: webpack.Configuration): Promise<unknown[]> {
  const { stats, errors } = await buildProject(PROJECT, { plugins: [], ...overrides });
  expect(errors).toEqual([]);
  return [...stats.compilation.chunks].map((chunk) => chunk.id);
}

describe('OccurrenceChunkIdsPlugin', { timeout: 120_000 }, () => {
  it("'size' and 'total-size' give the ids of the plugin with and without prioritiseInitial, from 0", async () => {
    const initial = await chunkIds({
      optimization: { chunkIds: false },
      plugins: [new OccurrenceChunkIdsPlugin({ prioritiseInitial: true })],
    });
    expect(await chunkIds({ optimization: { chunkIds: 'size' } })).toEqual(initial);
    const total = await chunkIds({ optimization: { chunkIds: false }, plugins: [new OccurrenceChunkIdsPlugin()] });
    expect(await chunkIds({ optimization: { chunkIds: 'total-size' } })).toEqual(total);
    expect([...initial].sort()).toEqual([0, 1, 2, 3]);
  });

  it('rejects options that do not match the schema with the message the page quotes', () => {
    const message =
      'Invalid options object. Occurrence Order Chunk Ids Plugin has been initialized using an options object that does not match the API schema.';
    expect(readPage(PAGE).replace(/\s+/g, ' ')).toContain(message);
    expect(() =>
      webpack({
        plugins: [new OccurrenceChunkIdsPlugin({ prioritiseInitial: 1 } as unknown as { prioritiseInitial: boolean })],
      }),
    ).toThrow(message);
  });
});
