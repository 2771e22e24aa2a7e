/**
 * content/plugins/normal-module-replacement-plugin.md: the example project of
 * examples/plugins/normal-module-replacement-plugin/ prints what the page says in production and
 * development mode, and the two phases the page describes behave as it says.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { codeBlocks, blockWith } from '../../support/code-blocks';
import { build, projectConfig, tempDir } from '../../support/project';
import { readPage } from '../../support/content';

const PAGE = path.join(ROOT, 'content', 'plugins', 'normal-module-replacement-plugin.md');
const EXAMPLE = path.join(ROOT, 'examples', 'plugins', 'normal-module-replacement-plugin');
const text = readPage(PAGE).replace(/\s+/g, ' ');
const blocks = codeBlocks(PAGE);

async function runExample(mode: 'production' | 'development'): Promise<string> {
  const out = tempDir(`normal-module-replacement-plugin-${mode}`);
  const stats = await build({ context: EXAMPLE, ...projectConfig(EXAMPLE, mode), output: { path: out } });
  expect(stats.hasErrors() || stats.hasWarnings(), stats.toString('errors-warnings')).toBe(false);
  return execFileSync(process.execPath, [path.join(out, 'main.js')], { encoding: 'utf8' });
}

describe('the example project', () => {
  it('uses the production modules in production mode', async () => {
    expect(await runExample('production')).toBe(`${blockWith(blocks, 'Talking to https://api.example.com')}\n`);
  });

  it('keeps the debug modules in development mode', async () => {
    expect(await runExample('development')).toMatch(
      /^\[debug \d{4}-\d\d-\d\dT[\d:.]+Z\] Talking to http:\/\/localhost:3000\n$/,
    );
    expect(text).toContain('`[debug <time>] Talking to http://localhost:3000`');
  });
});

/** A scratch project: src/index.js imports ./config.js, which exists in two versions. */
async function runScratch(name: string, plugin: webpack.WebpackPluginInstance): Promise<string> {
  const dir = tempDir(`normal-module-replacement-plugin-${name}`);
  mkdirSync(path.join(dir, 'src', 'nested'), { recursive: true });
  writeFileSync(path.join(dir, 'src', 'config.js'), 'module.exports = "config";');
  writeFileSync(path.join(dir, 'src', 'config.production.js'), 'module.exports = "config.production";');
  writeFileSync(
    path.join(dir, 'src', 'nested', 'config.production.js'),
    'module.exports = "nested/config.production";',
  );
  writeFileSync(path.join(dir, 'src', 'nested', 'use.js'), 'module.exports = require("../config.js");');
  writeFileSync(path.join(dir, 'src', 'index.js'), 'console.log(require("./nested/use.js"));');
  const stats = await build({
    mode: 'production',
    target: 'node',
    context: dir,
    entry: './src/index.js',
    output: { path: path.join(dir, 'dist') },
    plugins: [plugin],
  });
  expect(stats.hasErrors(), stats.toString('errors-warnings')).toBe(false);
  return execFileSync(process.execPath, [path.join(dir, 'dist', 'main.js')], { encoding: 'utf8' }).trim();
}

describe('the two phases', () => {
  it('resolves a relative string from the folder of the matched file after resolving', async () => {
    // The first configuration of the page: the pattern matches the resolved path only.
    expect(
      await runScratch(
        'after',
        new webpack.NormalModuleReplacementPlugin(/[\\/]src[\\/]config\.js$/, './config.production.js'),
      ),
    ).toBe('config.production');
  });

  it('resolves a string from the folder of the importing module before resolving', async () => {
    expect(
      await runScratch(
        'before',
        new webpack.NormalModuleReplacementPlugin(/^\.\.\/config\.js$/, './config.production.js'),
      ),
    ).toBe('nested/config.production');
  });

  it('calls a function in both phases when the pattern matches both', async () => {
    const seen: string[] = [];
    await runScratch(
      'both',
      new webpack.NormalModuleReplacementPlugin(/config\.js$/, (resolveData) => {
        seen.push(resolveData.createData.resource ? 'after' : `before ${resolveData.request}`);
      }),
    );
    expect(seen).toEqual(['before ../config.js', 'after']);
  });

  it('lets a function decide by contextInfo.issuer', async () => {
    const issuers: string[] = [];
    await runScratch(
      'issuer',
      new webpack.NormalModuleReplacementPlugin(/^\.\.\/config\.js$/, (resolveData) => {
        issuers.push(path.basename(resolveData.contextInfo.issuer));
      }),
    );
    expect(issuers).toEqual(['use.js']);
  });
});
