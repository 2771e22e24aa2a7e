/** What content/plugins/chunk-module-id-range-plugin.md says, checked on the project of the LimitChunkCountPlugin page. */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { codeBlocks } from '../../support/code-blocks';
import { buildProject, tempDir } from '../../support/project';

const PAGE = path.join(ROOT, 'content', 'plugins', 'chunk-module-id-range-plugin.md');
const PROJECT = path.join(ROOT, 'examples', 'plugins', 'limit-chunk-count-plugin');
const { ChunkModuleIdRangePlugin } = webpack.ids;

async function buildWithRange(
  overrides: webpack.Configuration,
): Promise<{ ids: Record<string, unknown>; errors: string[] }> {
  const { stats, errors } = await buildProject(PROJECT, { plugins: [], ...overrides });
  const { chunkGraph, modules, requestShortener } = stats.compilation;
  const ids = Object.fromEntries(
    [...modules]
      .map((module) => [module.readableIdentifier(requestShortener), chunkGraph.getModuleId(module)])
      .filter(([name]) => String(name).startsWith('./')),
  );
  return { ids, errors };
}

describe('ChunkModuleIdRangePlugin', { timeout: 120_000 }, () => {
  it('numbers the modules of the chunk from start; optimization.moduleIds gives the others ids', async () => {
    const { ids, errors } = await buildWithRange({
      optimization: { moduleIds: 'natural' },
      plugins: [new ChunkModuleIdRangePlugin({ name: 'main', start: 100, end: 199 })],
    });
    expect(errors).toEqual([]);
    expect(ids['./src/index.js']).toBe(100);
    expect(ids['./src/home.js']).toBe(0);
  });

  it('stops after end, and fails without ids for the other modules when moduleIds is false', async () => {
    const entry = { main: ['./src/home.js', './src/about.js', './src/contact.js'] };
    const { ids } = await buildWithRange({
      entry,
      optimization: { moduleIds: 'natural' },
      plugins: [new ChunkModuleIdRangePlugin({ name: 'main', start: 100, end: 101 })],
    });
    expect(Object.values(ids).sort()).toEqual([0, 100, 101]);
    const { errors } = await buildWithRange({
      optimization: { moduleIds: false },
      plugins: [new ChunkModuleIdRangePlugin({ name: 'main', start: 100 })],
    });
    expect(errors.join('\n')).toContain('RuntimeTemplate.moduleNamespacePromise(): Module');
    expect(errors.join('\n')).toContain('has no id assigned.');
  });

  it('ends the process with the message the page shows when no chunk has the name', () => {
    const shown =
      codeBlocks(PAGE).find((block) => block.lang === 'text' && block.code.includes('was not found'))?.code ?? '';
    const script = `
      const webpack = require(${JSON.stringify(path.join(ROOT, 'node_modules', 'webpack'))});
      process.on('uncaughtException', (error) => { console.log(String(error)); process.exit(0); });
      webpack({ mode: 'production', context: ${JSON.stringify(PROJECT)}, entry: './src/index.js', output: { path: ${JSON.stringify(tempDir('range-missing'))} },
        optimization: { moduleIds: 'natural' }, plugins: [new webpack.ids.ChunkModuleIdRangePlugin({ name: 'admin' })] }, () => console.log('no error'));
    `;
    expect(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trimEnd()).toBe(shown);
  });
});
