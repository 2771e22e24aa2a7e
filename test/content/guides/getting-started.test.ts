/** What content/guides/getting-started.md says about its two projects. */
import { cpSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { buildProject, describeGuide, EXAMPLES, runCli, tempDir } from '../../support/guides';

async function headingOfHelloWebpack(page: Page): Promise<void> {
  expect(await page.title()).toBe('Hello webpack');
  expect(await page.locator('body > *').allTextContents()).toEqual(['Hello, webpack!']);
  expect(await page.locator('body > h1').count()).toBe(1);
}

describeGuide('getting-started', {
  'getting-started/without-config': {
    emits: ['main.js'],
    warnings: ["The 'mode' option has not been set, webpack will fallback to 'production' for this value."],
    shown: ['main.js'],
    browser: { copy: 'dist', open: 'index.html', check: headingOfHelloWebpack },
    cli: { args: [], prints: ['asset main.js', 'WARNING in configuration', 'compiled with 1 warning'] },
  },
  'getting-started/with-config': {
    emits: ['main.js'],
    warnings: [],
    shown: ['main.js'],
    browser: { copy: 'dist', open: 'index.html', check: headingOfHelloWebpack },
    cli: { script: 'build', prints: ['asset main.js', 'compiled successfully'], neverPrints: ['WARNING'] },
  },
});

describe('getting-started: what the page says beyond the finished builds', () => {
  const withoutConfig = path.join(EXAMPLES, 'getting-started', 'without-config');
  const withConfig = path.join(EXAMPLES, 'getting-started', 'with-config');

  it('fails on import and writes nothing when package.json keeps "type": "commonjs"', async () => {
    const copy = tempDir('getting-started-commonjs');
    cpSync(withoutConfig, copy, { recursive: true });
    const manifestFile = path.join(copy, 'package.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, unknown>;
    writeFileSync(manifestFile, `${JSON.stringify({ ...manifest, type: 'commonjs' }, null, 2)}\n`);

    const { out, errors } = await buildProject(copy);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain("'import' and 'export' may appear only with 'sourceType: module'");
    expect(errors[0]).toContain("File was parsed as module type 'javascript/dynamic'.");
    expect(readdirSync(out)).toEqual([]);

    const { status } = runCli(copy, []);
    expect(status).toBe(1);
    expect(readdirSync(path.join(copy, 'dist'))).toEqual(['index.html']);
  });

  it('writes the same bundle with the configuration file as without it', async () => {
    const [before, after] = await Promise.all([buildProject(withoutConfig), buildProject(withConfig)]);
    expect(readFileSync(path.join(after.out, 'main.js'), 'utf8')).toBe(readFileSync(path.join(before.out, 'main.js'), 'utf8'));
  });

  it('does not minify with --mode development, and starts with a comment about the eval devtool', async () => {
    const { out, errors, warnings } = await buildProject(withConfig, { mode: 'development' });
    expect({ errors, warnings }).toEqual({ errors: [], warnings: [] });
    const code = readFileSync(path.join(out, 'main.js'), 'utf8');
    expect(code.startsWith('/*')).toBe(true);
    expect(code.split('\n').slice(0, 8).join('\n')).toContain('The "eval" devtool has been used');
    expect(code).toContain('function greet(name)');
  });
});
