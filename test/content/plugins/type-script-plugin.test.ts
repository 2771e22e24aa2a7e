/** What content/plugins/type-script-plugin.md says: the errors, and when experiments.typescript applies the plugin. */
import { mkdirSync, writeFileSync } from 'node:fs';
import module from 'node:module';
import path from 'node:path';
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { codeBlocks } from '../../support/code-blocks';
import { build, tempDir } from '../../support/guides';

const PAGE = path.join(ROOT, 'content', 'plugins', 'type-script-plugin.md');
const shown = codeBlocks(PAGE)
  .filter((block) => block.lang === 'text')
  .map((block) => block.code);
const canStrip = 'stripTypeScriptTypes' in module;

async function errorsOf(file: string, source: string): Promise<string[]> {
  const dir = tempDir('typescript');
  mkdirSync(path.join(dir, 'src'));
  writeFileSync(path.join(dir, 'package.json'), '{ "private": true }\n');
  writeFileSync(path.join(dir, 'src', file), source);
  const stats = await build({ mode: 'development', devtool: false, context: dir, entry: `./src/${file}`, experiments: { typescript: true }, output: { path: tempDir('typescript-out') } });
  return (stats.toJson({ all: false, errors: true }).errors ?? []).map((error) => error.message);
}

describe('TypeScriptPlugin', { timeout: 120_000 }, () => {
  it('a .tsx file fails with the message the page shows', async () => {
    const errors = await errorsOf('app.tsx', 'export const x: number = 1;\n');
    expect(errors.join('\n')).toContain(shown.find((code) => code.includes('.tsx/JSX')) ?? '-');
  });

  it.runIf(!canStrip)('without module.stripTypeScriptTypes, a .ts file fails with the message the page shows', async () => {
    const errors = await errorsOf('app.ts', 'export const x: number = 1;\n');
    expect(errors.join('\n')).toContain(shown.find((code) => code.includes('requires Node.js')) ?? '-');
  });

  it.runIf(canStrip)('with module.stripTypeScriptTypes, a .ts file builds', async () => {
    expect(await errorsOf('app.ts', 'export const x: number = 1;\n')).toEqual([]);
  });

  it("'auto' turns the experiment on only where Node.js can strip types and no rule handles .ts", () => {
    expect(webpack({ entry: {} }).options.experiments.typescript).toBe(canStrip);
    expect(webpack({ entry: {}, module: { rules: [{ test: /\.ts$/, loader: 'ts-loader' }] } }).options.experiments.typescript).toBe(false);
  });
});
