/**
 * What content/configuration/optimization.md says of `optimization.minimize: false`: set in a
 * production build, it turns minification off, and the code webpack wrote can be read.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build, writeProject } from '../../support/project';
import { CONTENT, section, sectionsOf } from './pages';

const PAGE = path.join(CONTENT, 'configuration', 'optimization.md');
const sections = sectionsOf(PAGE);

describe('optimization.minimize: false', { timeout: 60_000 }, () => {
  it('disables minification in a production build, as the page says', async () => {
    expect(section(sections, 'optimization.minimize').prose).toContain(
      'Set it in a production build to disable minification',
    );
    const source = 'export function greet(name) {\n  return `Hello, ${name}!`;\n}\n';
    const outputs = await Promise.all(
      [true, false].map(async (minimize) => {
        const dir = writeProject(`optimization-minimize-${minimize}`, {
          'src/index.js': `import { greet } from './greet.js';\n\nconsole.log(greet('webpack'));\n`,
          'src/greet.js': source,
        });
        await build({
          mode: 'production',
          context: dir,
          entry: './src/index.js',
          output: { path: path.join(dir, 'dist') },
          optimization: { minimize, concatenateModules: false },
        });
        return readFileSync(path.join(dir, 'dist', 'main.js'), 'utf8');
      }),
    );
    const [minimized, written] = outputs;
    // Minimized, the function loses its name and the file its line breaks; not minimized, both stay.
    expect(minimized).not.toContain('function greet');
    expect(written).toContain('function greet(name)');
    expect(written?.split('\n').length).toBeGreaterThan(10);
  });
});
