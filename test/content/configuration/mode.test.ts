/**
 * What content/configuration/mode.md says happens without `mode`: the production defaults, and the
 * warning it prints as webpack prints it.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build, writeProject } from '../../support/project';
import { blocksIn, CONTENT, section, sectionsOf } from './pages';

const PAGE = path.join(CONTENT, 'configuration', 'mode.md');
const sections = sectionsOf(PAGE);

describe('mode: when it is not set', { timeout: 60_000 }, () => {
  it('webpack uses the production defaults and prints the warning the page shows', async () => {
    const [printed] = blocksIn(section(sections, 'When mode is not set'), 'text');
    expect(printed, 'the section shows the warning in a text block').toBeDefined();
    const dir = writeProject('mode-unset', { 'src/index.js': 'console.log(1);\n' });
    const stats = await build({ context: dir, entry: './src/index.js', output: { path: path.join(dir, 'dist') } });
    expect(stats.compilation.options.mode).toBeUndefined();
    expect(stats.compilation.options.optimization.minimize).toBe(true);
    const warnings = stats.toString({ all: false, warnings: true, colors: false }).trim();
    expect(warnings).toBe(printed?.trim());
  });
});
