/** What content/plugins/occurrence-module-ids-plugin.md says, checked on the project of the LimitChunkCountPlugin page. */
import path from 'node:path';
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { buildProject } from '../../support/project';
import { readPage } from '../../support/content';

const PAGE = path.join(ROOT, 'content', 'plugins', 'occurrence-module-ids-plugin.md');
const PROJECT = path.join(ROOT, 'examples', 'plugins', 'limit-chunk-count-plugin');
const { OccurrenceModuleIdsPlugin } = webpack.ids;

async function moduleIds(overrides: webpack.Configuration): Promise<Record<string, unknown>> {
  const { stats, errors } = await buildProject(PROJECT, { plugins: [], ...overrides });
  expect(errors).toEqual([]);
  const { chunkGraph, modules, requestShortener } = stats.compilation;
  return Object.fromEntries(
    [...modules]
      .map((module) => [module.readableIdentifier(requestShortener), chunkGraph.getModuleId(module)])
      .filter(([name]) => String(name).startsWith('./')),
  );
}

describe('OccurrenceModuleIdsPlugin', { timeout: 120_000 }, () => {
  it("optimization.moduleIds: 'size' gives the ids of the plugin with prioritiseInitial, numbered from 0", async () => {
    const plugin = await moduleIds({
      optimization: { moduleIds: false },
      plugins: [new OccurrenceModuleIdsPlugin({ prioritiseInitial: true })],
    });
    expect(await moduleIds({ optimization: { moduleIds: 'size' } })).toEqual(plugin);
    expect(Object.values(plugin).sort()).toEqual([0, 1, 2, 3]);
    expect(plugin['./src/index.js']).toBe(0);
  });

  it('rejects options that do not match the schema with the message the page quotes', () => {
    const message =
      'Invalid options object. Occurrence Order Module Ids Plugin has been initialized using an options object that does not match the API schema.';
    expect(readPage(PAGE).replace(/\s+/g, ' ')).toContain(message);
    expect(() =>
      webpack({
        plugins: [
          new OccurrenceModuleIdsPlugin({ prioritiseInitial: 'yes' } as unknown as { prioritiseInitial: boolean }),
        ],
      }),
    ).toThrow(message);
  });
});
