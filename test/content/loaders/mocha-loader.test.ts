/**
 * content/loaders/mocha-loader.md: the example project runs its two tests in Chromium and shows
 * Mocha's report; a target other than web fails the build; options that Mocha 8.4.0 has no method
 * for make the page throw.
 */
import { cpSync } from 'node:fs';
import path from 'node:path';
import type webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { checkInBrowser, launchBrowser } from '../../support/in-browser';
import { build, projectConfig, tempDir } from '../../support/project';
import { readPage } from '../../support/content';

const PAGE = path.join(ROOT, 'content', 'loaders', 'mocha-loader.md');
const EXAMPLE = path.join(ROOT, 'examples', 'loaders', 'mocha-loader');
const text = readPage(PAGE).replace(/\s+/g, ' ');

async function buildWith(name: string, change: (config: webpack.Configuration) => webpack.Configuration = (c) => c) {
  const config = change(projectConfig(EXAMPLE));
  const out = tempDir(`mocha-loader-${name}`);
  const stats = await build({ ...config, context: EXAMPLE, output: { ...config.output, path: out } });
  cpSync(path.join(EXAMPLE, 'public'), out, { recursive: true });
  return { out, stats };
}

function withOptions(options: Record<string, unknown>) {
  return (config: webpack.Configuration): webpack.Configuration => ({
    ...config,
    module: { rules: [{ test: path.join(EXAMPLE, 'test', 'index.js'), loader: 'mocha-loader', options }] },
  });
}

describe('the example project', () => {
  it('builds without errors or warnings', async () => {
    const { stats } = await buildWith('example');
    expect(stats.hasErrors() || stats.hasWarnings(), stats.toString('errors-warnings')).toBe(false);
  });

  it("shows Mocha's report with two passing tests in Chromium", async () => {
    const { out } = await buildWith('browser');
    await checkInBrowser(out, 'index.html', async (page) => {
      await page.waitForSelector('#mocha-stats .duration em', { timeout: 20_000 });
      await page.waitForFunction(() => document.querySelectorAll('#mocha-report .test').length === 2);
      expect(await page.textContent('#mocha-stats .passes em')).toBe('2');
      expect(await page.textContent('#mocha-stats .failures em')).toBe('0');
      expect(await page.textContent('#mocha-report .suite h1')).toBe('total');
    });
    expect(text).toContain('2 passes and 0 failures');
  }, 60_000);
});

describe('limits', () => {
  it('stops the build for target node', async () => {
    const { stats } = await buildWith('node', (c) => ({ ...c, target: 'node' }));
    expect(stats.toString('errors-only')).toContain('Unsupported target environment node');
    expect(text).toContain('`Unsupported target environment node`');
  });

  it('throws in the page for an option Mocha 8.4.0 has no method for', async () => {
    const { out, stats } = await buildWith('bad-option', withOptions({ fullStackTrace: true }));
    expect(stats.hasErrors()).toBe(false);
    const page = await (await launchBrowser()).newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`file://${path.join(out, 'index.html')}`);
    await page.waitForTimeout(500);
    await page.close();
    expect(errors.join('\n')).toContain('is not a function');
  }, 60_000);
});
