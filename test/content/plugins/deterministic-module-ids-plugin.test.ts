/** What content/plugins/deterministic-module-ids-plugin.md says, checked on the project of the LimitChunkCountPlugin page. */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { codeBlocks } from '../../support/code-blocks';
import { buildProject, tempDir } from '../../support/project';
import { readPage } from '../../support/content';

const PAGE = path.join(ROOT, 'content', 'plugins', 'deterministic-module-ids-plugin.md');
const PROJECT = path.join(ROOT, 'examples', 'plugins', 'limit-chunk-count-plugin');
const pageText = readPage(PAGE).replace(/\s+/g, ' ');
const { DeterministicModuleIdsPlugin } = webpack.ids;

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

const only = (options: ConstructorParameters<typeof DeterministicModuleIdsPlugin>[0]): webpack.Configuration => ({
  optimization: { moduleIds: false },
  plugins: [new DeterministicModuleIdsPlugin(options)],
});

describe('DeterministicModuleIdsPlugin', { timeout: 120_000 }, () => {
  it('gives ./src/index.js the id 44, as the production default does, and ids below 1000', async () => {
    expect(pageText).toContain('such as `44` for `./src/index.js`');
    const ids = await moduleIds(only({}));
    expect(ids['./src/index.js']).toBe(44);
    expect(Object.values(ids).every((id) => typeof id === 'number' && id < 1000)).toBe(true);
    expect(await moduleIds({ optimization: {} })).toEqual(ids);
  });

  it('maxLength widens the space, salt changes the ids, test limits the modules', async () => {
    const wide = await moduleIds(only({ maxLength: 5 }));
    expect(Object.values(wide).some((id) => Number(id) >= 1000)).toBe(true);
    expect(Object.values(wide).every((id) => Number(id) < 100_000)).toBe(true);
    expect((await moduleIds(only({ salt: 1 })))['./src/index.js']).not.toBe(44);
    const tested = await moduleIds({
      optimization: { moduleIds: 'natural' },
      plugins: [
        new DeterministicModuleIdsPlugin({ test: (module) => String(module.nameForCondition()).endsWith('index.js') }),
      ],
    });
    expect(tested['./src/index.js']).toBe(44);
    expect(tested['./src/home.js']).toBeLessThan(4);
  });

  it('with failOnConflict, a conflict ends the webpack process with the message the page quotes', () => {
    expect(pageText).toContain('ends the webpack process');
    const shown =
      codeBlocks(PAGE).find((block) => block.lang === 'text' && block.code.startsWith('Assigning deterministic'))
        ?.code ?? '';
    // A space of ten numbers for four modules: the error is thrown inside a hook, so run webpack in a process of its own.
    const script = `
      const webpack = require(${JSON.stringify(path.join(ROOT, 'node_modules', 'webpack'))});
      process.on('uncaughtException', (error) => { console.log(error.message); process.exit(0); });
      const attempt = (salt) => webpack({
        mode: 'production', context: ${JSON.stringify(PROJECT)}, entry: './src/index.js', output: { path: ${JSON.stringify(tempDir('deterministic-conflict'))} },
        optimization: { moduleIds: false },
        plugins: [new webpack.ids.DeterministicModuleIdsPlugin({ maxLength: 1, fixedLength: true, failOnConflict: true, salt })],
      }, () => (salt < 20 ? attempt(salt + 1) : console.log('no conflict')));
      attempt(0);
    `;
    const printed = execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trimEnd();
    const count = /lead to (\d+) conflicts?\./.exec(printed)?.[1] ?? '';
    expect(count).not.toBe('');
    expect(printed).toBe(
      shown.replace('lead to 1 conflict.', count === '1' ? 'lead to 1 conflict.' : `lead to ${count} conflicts.`),
    );
  });
});
