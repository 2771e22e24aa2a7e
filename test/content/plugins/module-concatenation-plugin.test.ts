/** What content/plugins/module-concatenation-plugin.md says about the plugin and its example project. */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { codeBlocks } from '../../support/code-blocks';
import { expectPrinted, runCli } from '../../support/cli';
import { build, buildProject, copyProject, projectConfig, tempDir } from '../../support/project';
import { readPage } from '../../support/content';

const PAGE = path.join(ROOT, 'content', 'plugins', 'module-concatenation-plugin.md');
const DIR = path.join(ROOT, 'examples', 'plugins', 'module-concatenation-plugin');
const pageText = readPage(PAGE).replace(/\s+/g, ' ');
const textBlocks = codeBlocks(PAGE)
  .filter((block) => block.lang === 'text')
  .map((block) => block.code);

/** The identifiers of the modules the build ends with, and every bailout reason. */
function summary(stats: webpack.Stats): { modules: string[]; reasons: string[] } {
  const { chunkGraph, chunks, moduleGraph, requestShortener } = stats.compilation;
  const modules = [...chunks].flatMap((chunk) => chunkGraph.getChunkModules(chunk));
  return {
    modules: modules
      .map((module) => module.readableIdentifier(requestShortener))
      .filter((name) => name.startsWith('./'))
      .sort(),
    reasons: [...stats.compilation.modules].flatMap((module) =>
      moduleGraph
        .getOptimizationBailout(module)
        .map((reason) => (typeof reason === 'function' ? reason(requestShortener) : reason)),
    ),
  };
}

describe('ModuleConcatenationPlugin', { timeout: 120_000 }, () => {
  it('npm run build prints what the page shows, and dist/main.js prints 14.75 EUR', () => {
    const copy = copyProject(DIR, 'module-concatenation-cli');
    const { status, printed } = runCli(copy, []);
    expect(status, printed).toBe(0);
    const shown = textBlocks.find((code) => code.startsWith('asset main.js'));
    expect(shown).toBeDefined();
    expectPrinted(printed, shown ?? '');
    expect(pageText).toContain('`node dist/main.js` prints `14.75 EUR`');
    expect(execFileSync(process.execPath, [path.join(copy, 'dist', 'main.js')], { encoding: 'utf8' })).toBe(
      '14.75 EUR\n',
    );
  });

  it('without the plugin, the development build concatenates nothing', async () => {
    const { stats } = await buildProject(DIR, { plugins: [] });
    expect(summary(stats).modules).toEqual(['./src/cart.js', './src/format.js', './src/index.js', './src/settings.js']);
  });

  it('with optimization.concatenateModules: true and strict CommonJS modules, everything is one concatenated module', async () => {
    const copy = copyProject(DIR, 'module-concatenation-strict');
    for (const file of ['format.js', 'settings.js']) {
      const source = path.join(copy, 'src', file);
      writeFileSync(source, `'use strict';\n\n${readFileSync(source, 'utf8')}`);
    }
    const config = projectConfig(DIR);
    const out = tempDir('module-concatenation-strict-out');
    const stats = await build({
      ...config,
      context: copy,
      plugins: [],
      optimization: { concatenateModules: true },
      output: { path: out },
    });
    expect(summary(stats).modules).toEqual(['./src/index.js + 3 modules']);
    // The plugin alone, with the option off, keeps them apart even in strict mode.
    const alone = await build({
      ...config,
      context: copy,
      output: { path: tempDir('module-concatenation-strict-alone') },
    });
    expect(summary(alone).modules).toContain('./src/format.js');
  });

  it('a second instance in production mode reports the message the page quotes', async () => {
    const { stats } = await buildProject(DIR, { mode: 'production' });
    expect(summary(stats).reasons).toContain(
      'ModuleConcatenation bailout: Module Concatenation is not implemented for ConcatenatedModule',
    );
    const { stats: once } = await buildProject(DIR, { mode: 'production', plugins: [] });
    expect(summary(once).reasons).not.toContain(
      'ModuleConcatenation bailout: Module Concatenation is not implemented for ConcatenatedModule',
    );
  });

  it('has the static prefixes the page names', () => {
    expect(webpack.optimize.ModuleConcatenationPlugin.BAILOUT_PREFIX).toBe('ModuleConcatenation bailout: ');
    expect(webpack.optimize.ModuleConcatenationPlugin.REJECTED_PREFIX).toBe('Cannot concat with ');
    expect(pageText).toContain("`'ModuleConcatenation bailout: '`");
    expect(pageText).toContain("`'Cannot concat with '`");
  });
});
