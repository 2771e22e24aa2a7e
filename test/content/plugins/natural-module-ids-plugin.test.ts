/** What content/plugins/natural-module-ids-plugin.md says, checked on the project of the LimitChunkCountPlugin page. */
import path from 'node:path';
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { buildProject } from '../../support/project';

const PROJECT = path.join(ROOT, 'examples', 'plugins', 'limit-chunk-count-plugin');

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

describe('NaturalModuleIdsPlugin', { timeout: 120_000 }, () => {
  it('numbers modules in the order webpack reached them, like optimization.moduleIds: natural', async () => {
    const expected = { './src/index.js': 0, './src/home.js': 1, './src/about.js': 2, './src/contact.js': 3 };
    expect(
      await moduleIds({ optimization: { moduleIds: false }, plugins: [new webpack.ids.NaturalModuleIdsPlugin()] }),
    ).toEqual(expected);
    expect(await moduleIds({ optimization: { moduleIds: 'natural' } })).toEqual(expected);
    expect(await moduleIds({ mode: 'none', optimization: {} })).toEqual(expected);
  });
});
