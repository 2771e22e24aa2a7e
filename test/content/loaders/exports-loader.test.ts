/**
 * content/loaders/exports-loader.md: exports-loader 5.0.0 appends the lines the page shows, the
 * inline form and the CommonJS and object forms export what the page says, and the rules of the
 * syntax table stop the build when broken.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { codeBlocks } from '../../support/code-blocks';
import { build, buildForNode, tempDir, type NodeBuild } from '../../support/project';
import { readPage } from '../../support/content';

const PAGE = path.join(ROOT, 'content', 'loaders', 'exports-loader.md');
const text = readPage(PAGE).replace(/\s+/g, ' ');
const blocks = codeBlocks(PAGE);
const calendar =
  blocks.find(
    (block) =>
      block.lang === 'js' && !block.title && block.code.startsWith('var Calendar') && !block.code.includes('EXPORTS'),
  )?.code ?? '';
const result =
  blocks.find((block) => block.lang === 'js' && !block.title && block.code.includes('/*** EXPORTS FROM'))?.code ?? '';

function project(index: string): string {
  const dir = tempDir('exports-loader-src');
  mkdirSync(path.join(dir, 'vendor'));
  mkdirSync(path.join(dir, 'src'));
  writeFileSync(path.join(dir, 'vendor', 'calendar.js'), `${calendar}\n`);
  writeFileSync(path.join(dir, 'src', 'index.js'), index);
  return dir;
}

/** Builds the project for Node.js, with exports-loader and `options` for vendor/calendar.js unless `options` is left out. */
function buildWithExportsLoader(dir: string, options?: Record<string, unknown>): Promise<NodeBuild> {
  const rules: webpack.RuleSetRule[] = options
    ? [{ test: path.join(dir, 'vendor', 'calendar.js'), loader: 'exports-loader', options }]
    : [];
  return buildForNode(dir, { module: { rules } });
}

const IMPORT =
  "import Calendar, { formatDate } from '../vendor/calendar.js';\nconsole.log(Calendar.version, formatDate(new Date(0)));\n";

describe('exports-loader 5.0.0', () => {
  it('appends the footer the page shows, and the imports work', async () => {
    expect(calendar).not.toBe('');
    const dir = project(IMPORT);
    const { bundle, stdout } = await buildWithExportsLoader(dir, { exports: ['default Calendar', 'formatDate'] });
    expect(stdout()).toBe('1.4.0 1970-01-01\n');
    // The loader's output, before webpack rewrote the export statements, is in the module source of the stats.
    expect(bundle()).toContain('/*** EXPORTS FROM exports-loader ***/');
    expect(
      result.endsWith('/*** EXPORTS FROM exports-loader ***/\nexport default Calendar;\nexport {\n  formatDate\n};'),
    ).toBe(true);
  });

  it('writes exactly those lines', async () => {
    const dir = project(IMPORT);
    const out = tempDir('exports-loader-source');
    const stats = await build({
      mode: 'development',
      devtool: false,
      target: 'node',
      context: dir,
      entry: './src/index.js',
      output: { path: out },
      resolveLoader: { modules: [path.join(ROOT, 'node_modules')] },
      module: {
        rules: [
          {
            test: path.join(dir, 'vendor', 'calendar.js'),
            loader: 'exports-loader',
            options: { exports: ['default Calendar', 'formatDate'] },
          },
        ],
      },
    });
    const module = stats
      .toJson({ all: false, modules: true, source: true })
      .modules?.find((item) => item.name?.includes('calendar.js'));
    expect(String(module?.source)).toBe(`${result}\n`);
  });

  it('works inline with | for the space', async () => {
    const dir = project(
      "import Calendar from 'exports-loader?exports=default|Calendar!../vendor/calendar.js';\nconsole.log(Calendar.version);\n",
    );
    expect((await buildWithExportsLoader(dir)).stdout()).toBe('1.4.0\n');
    expect(text).toContain("'exports-loader?exports=default|Calendar!../vendor/calendar.js'");
  });

  it('writes module.exports with type commonjs', async () => {
    const dir = project(
      "const calendar = require('../vendor/calendar.js');\nconsole.log(Object.keys(calendar).join(','));\n",
    );
    expect(
      (
        await buildWithExportsLoader(dir, { type: 'commonjs', exports: ['Calendar', 'multiple formatDate format'] })
      ).stdout(),
    ).toBe('Calendar,format\n');
  });

  it('takes objects with syntax, name and alias, and an expression as default', async () => {
    const dir = project(
      "import Calendar, { format } from '../vendor/calendar.js';\nconsole.log(typeof Calendar, typeof format);\n",
    );
    expect(
      (
        await buildWithExportsLoader(dir, {
          exports: [
            { syntax: 'default', name: 'Calendar' },
            { syntax: 'named', name: 'formatDate', alias: 'format' },
          ],
        })
      ).stdout(),
    ).toBe('object function\n');
    const expr = project("import version from '../vendor/calendar.js';\nconsole.log(version);\n");
    expect((await buildWithExportsLoader(expr, { exports: 'default Calendar.version' })).stdout()).toBe('1.4.0\n');
  });

  it('stops the build on the combinations the page forbids', async () => {
    const dir = project(IMPORT);
    expect((await buildWithExportsLoader(dir, { exports: 'single Calendar' })).errors).toContain(
      'The "module" format can\'t be used with the "single" syntax export',
    );
    expect((await buildWithExportsLoader(dir, { type: 'commonjs', exports: 'default Calendar' })).errors).toContain(
      'The "commonjs" format can\'t be used with the "default" syntax export',
    );
    expect((await buildWithExportsLoader(dir, { exports: 'default Calendar Cal' })).errors).toContain(
      'can\'t have "Cal" alias',
    );
    expect(
      (await buildWithExportsLoader(dir, { exports: ['default Calendar', 'default formatDate'] })).errors,
    ).toContain('can\'t have multiple "default" exports');
    expect(
      (await buildWithExportsLoader(dir, { exports: ['formatDate', 'named Calendar formatDate'] })).errors,
    ).toContain('Duplicate');
  });
});
