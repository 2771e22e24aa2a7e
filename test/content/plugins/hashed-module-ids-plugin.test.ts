/** What content/plugins/hashed-module-ids-plugin.md says about the plugin and its example project. */
import { appendFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import webpack from 'webpack';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { codeBlocks } from '../../support/code-blocks';
import { expectPrinted, runCli } from '../../support/cli';
import { build, buildProject, copyProject, projectConfig, tempDir } from '../../support/project';
import { readPage } from '../../support/content';

const PAGE = path.join(ROOT, 'content', 'plugins', 'hashed-module-ids-plugin.md');
const DIR = path.join(ROOT, 'examples', 'plugins', 'hashed-module-ids-plugin');
const blocks = codeBlocks(PAGE);
const textBlocks = blocks.filter((block) => block.lang === 'text').map((block) => block.code);
const SOURCES = ['./src/index.js', './src/greeting.js', './src/farewell.js'];

/**
 * webpack's process-wide default hash function: md4 until a compiler applies
 * experiments.futureDefaults, xxhash64 from then on. Test files share their worker's process, and
 * an earlier one may have applied it: this file starts from md4 and gives back what it found.
 */
const { DEFAULTS } = createRequire(path.join(ROOT, 'package.json'))('webpack/lib/config/defaults') as {
  DEFAULTS: { HASH_FUNCTION: string };
};
let foundHashFunction = DEFAULTS.HASH_FUNCTION;
beforeAll(() => {
  foundHashFunction = DEFAULTS.HASH_FUNCTION;
  DEFAULTS.HASH_FUNCTION = 'md4';
});
afterAll(() => {
  DEFAULTS.HASH_FUNCTION = foundHashFunction;
});

/** Module name -> id, for the modules of src/. */
function moduleIds(stats: webpack.Stats): Record<string, string | number | null> {
  const { chunkGraph, modules, requestShortener } = stats.compilation;
  return Object.fromEntries(
    [...modules]
      .map((module) => [module.readableIdentifier(requestShortener), chunkGraph.getModuleId(module)] as const)
      .filter(([name]) => name.startsWith('./src/')),
  );
}

const hashed = (name: string, algorithm: string, digest: 'base64' | 'hex', length: number): string => {
  const hash = webpack.util.createHash(algorithm);
  hash.update(name);
  return hash.digest(digest).slice(0, length);
};

describe('HashedModuleIdsPlugin', { timeout: 120_000 }, () => {
  it('npm run build prints what the page shows', () => {
    const copy = copyProject(DIR, 'hashed-module-ids-cli');
    const { status, printed } = runCli(copy, []);
    expect(status, printed).toBe(0);
    const shown = textBlocks.find((code) => code.startsWith('asset main.js'));
    expect(shown).toBeDefined();
    expectPrinted(printed, shown ?? '');
  });

  it('gives each module the first four characters of the base64 MD4 hash of its path', async () => {
    const { stats, errors } = await buildProject(DIR);
    expect(errors).toEqual([]);
    expect(moduleIds(stats)).toEqual(
      Object.fromEntries(SOURCES.map((name) => [name, hashed(name, 'md4', 'base64', 4)])),
    );
  });

  it('keeps the ids of the other modules when a module is added', async () => {
    const before = moduleIds((await buildProject(DIR)).stats);
    const copy = copyProject(DIR, 'hashed-module-ids-added');
    appendFileSync(path.join(copy, 'src', 'index.js'), "import('./extra.js');\n");
    writeFileSync(path.join(copy, 'src', 'extra.js'), 'export const extra = 1;\n');
    const after = moduleIds(
      await build({ ...projectConfig(DIR), context: copy, output: { path: tempDir('hashed-module-ids-added-out') } }),
    );
    expect(Object.keys(after)).toHaveLength(4);
    for (const name of SOURCES) expect(after[name]).toBe(before[name]);
  });

  it('wins over the built-in ids even without moduleIds: false', async () => {
    const { stats } = await buildProject(DIR, { optimization: {} });
    expect(moduleIds(stats)['./src/index.js']).toBe(hashed('./src/index.js', 'md4', 'base64', 4));
  });

  it("warns for optimization.moduleIds: 'hashed' with the text the page shows, and gives the same ids", async () => {
    const { stats, warnings } = await buildProject(DIR, { plugins: [], optimization: { moduleIds: 'hashed' } });
    const shown = textBlocks.find((code) => code.startsWith('WARNING in configuration')) ?? '';
    expect(warnings).toEqual([shown.replace('WARNING in configuration\n', 'configuration\n')]);
    expect(moduleIds(stats)['./src/index.js']).toBe('tjUo');
  });

  it('takes the options of the page: sha256, hex, 8 characters; and xxhash64 with experiments.futureDefaults', async () => {
    const options = { hashFunction: 'sha256', hashDigest: 'hex', hashDigestLength: 8 } as const;
    const { stats } = await buildProject(DIR, { plugins: [new webpack.ids.HashedModuleIdsPlugin(options)] });
    expect(moduleIds(stats)['./src/greeting.js']).toBe(hashed('./src/greeting.js', 'sha256', 'hex', 8));
    const withContext = await buildProject(DIR, {
      plugins: [new webpack.ids.HashedModuleIdsPlugin({ context: path.join(DIR, 'src') })],
    });
    expect(moduleIds(withContext.stats)['./src/index.js']).toBe(hashed('./index.js', 'md4', 'base64', 4));
    // Last: once a compiler applied futureDefaults, the default stays xxhash64 in this process.
    const future = await buildProject(DIR, { experiments: { futureDefaults: true } });
    expect(moduleIds(future.stats)['./src/index.js']).toBe(hashed('./src/index.js', 'xxhash64', 'base64', 4));
    const later = await buildProject(DIR);
    expect(moduleIds(later.stats)['./src/index.js']).toBe(hashed('./src/index.js', 'xxhash64', 'base64', 4));
  });

  it('rejects hashDigestLength: 0 with the message the page quotes', async () => {
    const text = readPage(PAGE).replace(/\s+/g, ' ');
    const message =
      'Invalid options object. Hashed Module Ids Plugin has been initialized using an options object that does not match the API schema.';
    expect(text).toContain(message);
    await expect(
      buildProject(DIR, { plugins: [new webpack.ids.HashedModuleIdsPlugin({ hashDigestLength: 0 })] }),
    ).rejects.toThrow(message);
  });
});
