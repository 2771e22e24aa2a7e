/**
 * content/loaders/expose-loader.md: expose-loader 5.0.1 sets the globals the page names (whole
 * module, one export, nested, [name]), keeps an import that sideEffects: false would drop, throws
 * in development and keeps the old value in production without override, and works inline.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { codeBlocks } from '../../support/code-blocks';
import { build, tempDir } from '../../support/project';
import { readPage } from '../../support/content';

const PAGE = path.join(ROOT, 'content', 'loaders', 'expose-loader.md');
const text = readPage(PAGE).replace(/\s+/g, ' ');
const blocks = codeBlocks(PAGE);

function project(index: string): string {
  const dir = tempDir('expose-loader-src');
  const files: Record<string, string> = {
    'package.json': '{ "name": "app", "sideEffects": false }\n',
    'src/analytics.js':
      "export function track(event) {\n  return `tracked ${event}`;\n}\nexport default { name: 'analytics' };\n",
    'src/index.js': index,
  };
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

/** Builds for Node.js and runs the bundle, then `after` (code that reads the globals). */
async function runExposed(
  dir: string,
  options: Record<string, unknown> | null,
  after: string,
  mode: 'development' | 'production' = 'production',
  before = '',
) {
  const out = tempDir('expose-loader-out');
  const rules: webpack.RuleSetRule[] = options
    ? [{ test: path.join(dir, 'src', 'analytics.js'), loader: 'expose-loader', options }]
    : [];
  const stats = await build({
    mode,
    devtool: false,
    target: 'node',
    context: dir,
    entry: './src/index.js',
    resolveLoader: { modules: [path.join(ROOT, 'node_modules')] },
    output: { path: out },
    module: { rules },
  });
  expect(stats.hasErrors(), stats.toString('errors-only')).toBe(false);
  return execFileSync(
    process.execPath,
    ['-e', `${before}require(${JSON.stringify(path.join(out, 'main.js'))});${after}`],
    { encoding: 'utf8' },
  );
}

describe('expose-loader 5.0.1', () => {
  it('exposes the module for `import "./analytics.js"`, which sideEffects: false would otherwise drop', async () => {
    const dir = project("import './analytics.js';\n");
    expect(await runExposed(dir, { exposes: 'Analytics' }, "console.log(Analytics.track('signup'));")).toBe(
      'tracked signup\n',
    );
    expect(await runExposed(dir, null, 'console.log(typeof Analytics);')).toBe('undefined\n');
  });

  it('exposes one export with moduleLocalName, as the array example says', async () => {
    const dir = project("import './analytics.js';\n");
    expect(
      await runExposed(dir, { exposes: ['Analytics', 'track track'] }, 'console.log(typeof Analytics, typeof track);'),
    ).toBe('object function\n');
    expect(
      await runExposed(
        dir,
        { exposes: { globalName: 'analyticsDefault', moduleLocalName: 'default' } },
        'console.log(analyticsDefault.name);',
      ),
    ).toBe('analytics\n');
  });

  it('makes nested names, creating missing objects, and fills [name]', async () => {
    const dir = project("import './analytics.js';\n");
    expect(await runExposed(dir, { exposes: 'Acme.[name]' }, 'console.log(typeof Acme.analytics.track);')).toBe(
      'function\n',
    );
    expect(text).toContain("`'Acme.[name]'` applied to `analytics.js` sets `Acme.analytics`");
  });

  it('throws in development and keeps the old value in production when the global exists', async () => {
    const dir = project("import './analytics.js';\n");
    const before = "globalThis.Analytics = 'old';";
    const message =
      blocks.find((block) => block.lang === 'text' && block.code.startsWith('[exposes-loader]'))?.code ?? '';
    expect(message).not.toBe('');
    await expect(runExposed(dir, { exposes: 'Analytics' }, '', 'development', before)).rejects.toThrow(message);
    expect(await runExposed(dir, { exposes: 'Analytics' }, 'console.log(Analytics);', 'production', before)).toBe(
      'old\n',
    );
    expect(
      await runExposed(
        dir,
        { exposes: { globalName: 'Analytics', override: true } },
        'console.log(typeof Analytics);',
        'development',
        before,
      ),
    ).toBe('object\n');
    expect(
      await runExposed(
        dir,
        { exposes: 'track track true' },
        'console.log(typeof track);',
        'development',
        "globalThis.track = 'old';",
      ),
    ).toBe('function\n');
  });

  it('works inline, as the page shows', async () => {
    const inline =
      blocks.find((block) => block.lang === 'js' && !block.title && block.code.includes('expose-loader?'))?.code ?? '';
    const dir = project(`${inline}\nconsole.log(Analytics.name);\n`);
    expect(await runExposed(dir, null, "console.log(globalThis.Analytics.track('x'));")).toBe('analytics\ntracked x\n');
  });

  it('sets the globals on the object globalObject names', async () => {
    const dir = project("import './analytics.js';\n");
    expect(
      await runExposed(
        dir,
        { exposes: 'Analytics', globalObject: 'globalThis.box' },
        'console.log(typeof box.Analytics);',
        'production',
        'globalThis.box = {};',
      ),
    ).toBe('object\n');
  });
});
