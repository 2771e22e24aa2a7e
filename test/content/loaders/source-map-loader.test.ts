/**
 * content/loaders/source-map-loader.md: with the loader, webpack's source map leads to the
 * TypeScript source of a compiled file, and the comment leaves the bundle; without it the map
 * shows the compiled file; a missing map is a warning; filterSourceMappingUrl's values behave as
 * the table says.
 */
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { build, tempDir } from '../../support/project';
import { readPage } from '../../support/content';

const PAGE = path.join(ROOT, 'content', 'loaders', 'source-map-loader.md');
const text = readPage(PAGE).replace(/\s+/g, ' ');
const requireFromRoot = createRequire(path.join(ROOT, 'package.json'));
const { SourceMapGenerator } = requireFromRoot('source-map-js') as typeof import('source-map-js');

const TS = 'export function greet(name: string): string {\n  return `Hello, ${name}!`;\n}\n';

function project(name: string, withMap = true): string {
  const dir = tempDir(`source-map-loader-${name}`);
  mkdirSync(path.join(dir, 'src'));
  mkdirSync(path.join(dir, 'lib'));
  writeFileSync(path.join(dir, 'lib', 'greet.ts'), TS);
  writeFileSync(
    path.join(dir, 'lib', 'greet.js'),
    'export function greet(name) {\n    return `Hello, ${name}!`;\n}\n//# sourceMappingURL=greet.js.map\n',
  );
  if (withMap) {
    const map = new SourceMapGenerator({ file: 'greet.js' });
    for (const [generated, original] of [
      [1, 1],
      [2, 2],
      [3, 3],
    ])
      map.addMapping({
        generated: { line: generated ?? 1, column: 0 },
        original: { line: original ?? 1, column: 0 },
        source: 'greet.ts',
      });
    writeFileSync(path.join(dir, 'lib', 'greet.js.map'), map.toString());
  }
  writeFileSync(
    path.join(dir, 'src', 'index.js'),
    "import { greet } from '../lib/greet.js';\nconsole.log(greet('map'));\n",
  );
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

async function buildIn(dir: string, loader?: webpack.RuleSetUseItem) {
  const out = tempDir('source-map-loader-out');
  const rules = loader ? [{ test: /\.m?js$/, enforce: 'pre' as const, use: [loader] }] : [];
  const stats = await build({
    context: dir,
    mode: 'development',
    devtool: 'source-map',
    target: 'node',
    entry: './src/index.js',
    output: { path: out },
    module: { rules },
  });
  const json = stats.toJson({ all: false, errors: true, warnings: true });
  const map = JSON.parse(readFileSync(path.join(out, 'main.js.map'), 'utf8')) as {
    sources: string[];
    sourcesContent: string[];
  };
  return {
    errors: (json.errors ?? []).map((error) => error.message),
    warnings: (json.warnings ?? []).map((warning) => warning.message),
    map,
    bundle: readFileSync(path.join(out, 'main.js'), 'utf8'),
  };
}

describe('source-map-loader', () => {
  it('leads the map to the TypeScript source and removes the comment', async () => {
    const { errors, warnings, map, bundle } = await buildIn(project('with'), 'source-map-loader');
    expect(errors).toEqual([]);
    expect(warnings).toEqual([]);
    expect(map.sources).toContain('webpack:///./lib/greet.ts');
    expect(map.sourcesContent[map.sources.indexOf('webpack:///./lib/greet.ts')]).toBe(TS);
    expect(bundle).not.toContain('sourceMappingURL=greet.js.map');
    expect(text).toContain('`webpack:///./lib/greet.ts`');
  });

  it('shows the compiled file without the loader', async () => {
    const { map } = await buildIn(project('without'));
    expect(map.sources).toContain('webpack:///./lib/greet.js');
    expect(map.sources).not.toContain('webpack:///./lib/greet.ts');
    expect(text).toContain('`webpack:///./lib/greet.js`');
  });

  it('warns about a missing map and goes on', async () => {
    const dir = project('missing', false);
    const { errors, warnings } = await buildIn(dir, 'source-map-loader');
    expect(errors).toEqual([]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(
      `Failed to parse source map from '${path.join(dir, 'lib', 'greet.js.map')}' file: Error: ENOENT: no such file or directory`,
    );
  });

  it("filterSourceMappingUrl: 'skip' keeps the comment, 'remove' drops it without the map, true reads it", async () => {
    const filter = (value: unknown) => ({
      loader: 'source-map-loader',
      options: {
        filterSourceMappingUrl: (url: string, file: string) => (file.endsWith('greet.js') ? value : 'consume'),
      },
    });
    const skip = await buildIn(project('skip'), filter('skip'));
    expect(skip.bundle).toContain('sourceMappingURL=greet.js.map');
    expect(skip.map.sources).not.toContain('webpack:///./lib/greet.ts');
    for (const value of ['remove', false]) {
      const removed = await buildIn(project(`remove-${String(value)}`), filter(value));
      expect(removed.bundle).not.toContain('sourceMappingURL=greet.js.map');
      expect(removed.map.sources).not.toContain('webpack:///./lib/greet.ts');
    }
    const consumed = await buildIn(project('true'), filter(true));
    expect(consumed.map.sources).toContain('webpack:///./lib/greet.ts');
  });
});
