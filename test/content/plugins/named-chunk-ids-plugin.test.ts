/** What content/plugins/named-chunk-ids-plugin.md says, checked on the project of the LimitChunkCountPlugin page. */
import path from 'node:path';
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { buildProject } from '../../support/project';

const PROJECT = path.join(ROOT, 'examples', 'plugins', 'limit-chunk-count-plugin');
const { NamedChunkIdsPlugin } = webpack.ids;

async function chunkIds(overrides: webpack.Configuration): Promise<string[]> {
  const { stats, errors } = await buildProject(PROJECT, { mode: 'development', plugins: [], ...overrides });
  expect(errors).toEqual([]);
  return [...stats.compilation.chunks].map((chunk) => String(chunk.id)).sort();
}

describe('NamedChunkIdsPlugin', { timeout: 120_000 }, () => {
  it('names an entry chunk by its name and a lazy chunk by its module path, like the development default', async () => {
    const expected = ['main', 'src_about_js', 'src_contact_js', 'src_home_js'];
    expect(await chunkIds({ optimization: {} })).toEqual(expected);
    expect(await chunkIds({ optimization: { chunkIds: false }, plugins: [new NamedChunkIdsPlugin()] })).toEqual(
      expected,
    );
  });

  it('takes context and delimiter', async () => {
    expect(
      await chunkIds({
        optimization: { chunkIds: false },
        plugins: [new NamedChunkIdsPlugin({ context: path.join(PROJECT, 'src') })],
      }),
    ).toContain('about_js');
    const split = await chunkIds({
      entry: { a: './src/home.js', b: './src/about.js' },
      optimization: {
        chunkIds: false,
        splitChunks: {
          chunks: 'all',
          minSize: 0,
          cacheGroups: { pages: { test: /home/, idHint: 'pages', enforce: true } },
        },
      },
      plugins: [new NamedChunkIdsPlugin({ delimiter: '~' })],
    });
    expect(split).toContain('pages~src_home_js');
  });
});
