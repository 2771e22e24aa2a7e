/** What content/plugins/named-module-ids-plugin.md says, checked on the project of the LimitChunkCountPlugin page. */
import path from 'node:path';
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { buildProject } from '../../support/project';

const PROJECT = path.join(ROOT, 'examples', 'plugins', 'limit-chunk-count-plugin');

async function idOfIndex(overrides: webpack.Configuration): Promise<unknown> {
  const { stats, errors } = await buildProject(PROJECT, { plugins: [], ...overrides });
  expect(errors).toEqual([]);
  const { chunkGraph, modules, requestShortener } = stats.compilation;
  const index = [...modules].find((module) => module.readableIdentifier(requestShortener) === './src/index.js');
  return index && chunkGraph.getModuleId(index);
}

describe('NamedModuleIdsPlugin', { timeout: 120_000 }, () => {
  it('uses the path relative to the context, or to its context option', async () => {
    expect(await idOfIndex({ mode: 'development', optimization: {} })).toBe('./src/index.js');
    expect(
      await idOfIndex({ optimization: { moduleIds: false }, plugins: [new webpack.ids.NamedModuleIdsPlugin()] }),
    ).toBe('./src/index.js');
    expect(
      await idOfIndex({
        optimization: { moduleIds: false },
        plugins: [new webpack.ids.NamedModuleIdsPlugin({ context: path.join(PROJECT, 'src') })],
      }),
    ).toBe('./index.js');
  });
});
