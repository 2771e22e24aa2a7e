/** What content/plugins/node-source-plugin.md says: the plugin does nothing. */
import path from 'node:path';
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { buildProject } from '../../support/project';

const PROJECT = path.join(ROOT, 'examples', 'plugins', 'limit-chunk-count-plugin');

describe('NodeSourcePlugin', { timeout: 120_000 }, () => {
  it('taps no hook and changes no file', async () => {
    const compiler = webpack({ entry: {} });
    const tapsBefore = Object.values(compiler.hooks).reduce(
      (sum, hook) => sum + ((hook as { taps?: unknown[] }).taps?.length ?? 0),
      0,
    );
    new webpack.node.NodeSourcePlugin().apply(compiler);
    const tapsAfter = Object.values(compiler.hooks).reduce(
      (sum, hook) => sum + ((hook as { taps?: unknown[] }).taps?.length ?? 0),
      0,
    );
    expect(tapsAfter).toBe(tapsBefore);
    const [withPlugin, without] = await Promise.all([
      buildProject(PROJECT, { plugins: [new webpack.node.NodeSourcePlugin()] }),
      buildProject(PROJECT, { plugins: [] }),
    ]);
    expect(withPlugin.assets).toEqual(without.assets);
  });
});
