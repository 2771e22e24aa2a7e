/** What content/plugins/aggressive-splitting-plugin.md says about the plugin and its example project. */
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { codeBlocks } from '../../support/code-blocks';
import { expectPrinted, runCli } from '../../support/cli';
import { build, copyProject, projectConfig, tempDir } from '../../support/project';
import { readPage } from '../../support/content';

const PAGE = path.join(ROOT, 'content', 'plugins', 'aggressive-splitting-plugin.md');
const DIR = path.join(ROOT, 'examples', 'plugins', 'aggressive-splitting-plugin');
const blocks = codeBlocks(PAGE);
const textBlocks = blocks.filter((block) => block.lang === 'text').map((block) => block.code);
const pageText = readPage(PAGE).replace(/\s+/g, ' ');

const REPORT = [
  '================',
  'Quarterly report',
  '================',
  'January     120',
  'February     95',
  'March       143',
  'Total: 358',
  '',
].join('\n');

interface Split {
  hash: string;
  id: number;
  modules: string[];
  size: number;
}

/** Builds a copy of the project (its records live next to its webpack.config.js); returns the assets and the records. */
async function buildCopy(
  copy: string,
  overrides: webpack.Configuration = {},
): Promise<{ out: string; assets: string[]; records: { aggressiveSplits?: Split[] } }> {
  const out = tempDir('aggressive-splitting-out');
  const config = projectConfig(copy);
  const stats = await build({ ...config, ...overrides, context: copy, output: { path: out } });
  expect(stats.hasErrors()).toBe(false);
  const records =
    config.recordsPath && !('recordsPath' in overrides)
      ? (JSON.parse(readFileSync(config.recordsPath, 'utf8')) as { aggressiveSplits?: Split[] })
      : {};
  return { out, assets: Object.keys(stats.compilation.assets).sort(), records };
}

describe('AggressiveSplittingPlugin', { timeout: 120_000 }, () => {
  it('reading webpack.optimize.AggressiveSplittingPlugin prints the deprecation warning the page quotes', () => {
    const { stderr } = spawnSync(process.execPath, ['-e', "require('webpack').optimize.AggressiveSplittingPlugin"], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    const shown = textBlocks.find((code) => code.includes('DEP_WEBPACK_AGGRESSIVE_SPLITTING_PLUGIN')) ?? '';
    expect(shown).not.toBe('');
    expect(stderr).toContain(shown.replace(/^\(node:\d+\) /, ''));
  });

  it('npm run build prints what the page shows, and dist/main.js prints the report', () => {
    const copy = copyProject(DIR, 'aggressive-splitting-cli');
    const { status, printed } = runCli(copy, []);
    expect(status, printed).toBe(0);
    expect(printed).toContain('AggressiveSplittingPlugin is deprecated in favor of SplitChunksPlugin');
    const shown = textBlocks.find((code) => code.startsWith('asset main.js'));
    expect(shown).toBeDefined();
    expectPrinted(printed, shown ?? '');
    expect(execFileSync(process.execPath, [path.join(copy, 'dist', 'main.js')], { encoding: 'utf8' })).toBe(REPORT);
  });

  it('records the cut the page shows, and the next build with the records makes the same files', async () => {
    const copy = copyProject(DIR, 'aggressive-splitting-records');
    const first = await buildCopy(copy);
    const shown =
      blocks.find((block) => block.lang === 'json' && !block.title && block.code.includes('aggressiveSplits'))?.code ??
      '';
    // The hash depends on where the project lies; the page says so.
    const withoutHash = (splits: Split[] = []): Omit<Split, 'hash'>[] =>
      splits.map(({ hash, ...rest }) => {
        expect(hash).toMatch(/^[0-9a-f]{32}$/);
        return rest;
      });
    expect(withoutHash(first.records.aggressiveSplits)).toEqual(
      withoutHash((JSON.parse(shown) as { aggressiveSplits: Split[] }).aggressiveSplits),
    );
    expect(pageText).toContain('The `hash` in your build differs');
    expect(first.assets).toEqual(['226.js', '494.js', 'main.js']);
    const second = await buildCopy(copy);
    expect(second.assets).toEqual(first.assets);
    expect(second.records.aggressiveSplits).toEqual(first.records.aggressiveSplits);
    expect(execFileSync(process.execPath, [path.join(second.out, 'main.js')], { encoding: 'utf8' })).toBe(REPORT);
  });

  it('splits without recordsPath too, ignores chunkOverhead and entryChunkMultiplicator, and does not split with the default sizes', async () => {
    const copy = copyProject(DIR, 'aggressive-splitting-options');
    const plain = await buildCopy(copy, { recordsPath: undefined });
    expect(plain.assets).toEqual(['226.js', '494.js', 'main.js']);
    const { AggressiveSplittingPlugin } = webpack.optimize;
    const weighted = await buildCopy(copy, {
      recordsPath: undefined,
      plugins: [
        new AggressiveSplittingPlugin({ minSize: 200, maxSize: 400, chunkOverhead: 1e9, entryChunkMultiplicator: 1e9 }),
      ],
    });
    expect(weighted.assets).toEqual(plain.assets);
    const defaults = await buildCopy(copy, { recordsPath: undefined, plugins: [new AggressiveSplittingPlugin()] });
    expect(defaults.assets).toHaveLength(2);
    // The page states this of the installed webpack, whose behaviour the builds above check.
    expect(pageText).toContain(`Webpack ${webpack.version} does not read it.`);
  });
});
