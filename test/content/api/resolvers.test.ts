/**
 * content/api/resolvers.md: every resolver type webpack sets up (the `.for("…")` taps of
 * lib/config/WebpackOptionsApply.js) has a heading of its name; the factory's hooks have headings
 * that name their tapable classes as webpack creates them; the example plugin of
 * examples/api/resolvers/ builds and reports what the page shows.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Heading } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { CONTENT_DIR, ROOT } from '../../../src/node/paths';
import { codeBlocks, markdownTree } from '../../support/code-blocks';
import { loadConfig } from '../../support/examples';
import { build, copyProject } from '../../support/project';
import { readPage } from '../../support/content';

const requireFromRoot = createRequire(path.join(ROOT, 'package.json'));
const PAGE = path.join(CONTENT_DIR, 'api', 'resolvers.md');
const PROJECT = path.join(ROOT, 'examples', 'api', 'resolvers');
const WEBPACK_DIR = path.dirname(requireFromRoot.resolve('webpack/package.json'));

/** Heading text -> the Markdown of its section (up to the next heading). */
const sections = new Map<string, string>();
if (existsSync(PAGE)) {
  const text = readPage(PAGE);
  const headings = markdownTree(PAGE).children.filter((node): node is Heading => node.type === 'heading');
  headings.forEach((heading, index) => {
    const start = heading.position?.end.offset ?? 0;
    const end = headings[index + 1]?.position?.start.offset ?? text.length;
    sections.set(toString(heading).trim(), text.slice(start, end).replace(/\s+/g, ' '));
  });
}
const blocks = existsSync(PAGE) ? codeBlocks(PAGE) : [];

describe('the reference on content/api/resolvers.md', () => {
  it('has a heading for every resolver type webpack configures', () => {
    const source = readFileSync(path.join(WEBPACK_DIR, 'lib', 'config', 'WebpackOptionsApply.js'), 'utf8');
    const types = [...source.matchAll(/resolverFactory\.hooks\.resolveOptions\s*\.for\("(\w+)"\)/g)].map(
      (match) => match[1] ?? '',
    );
    expect(types.sort()).toEqual(['context', 'loader', 'normal']);
    expect(types.filter((type) => !sections.has(type))).toEqual([]);
  });

  it('names the tapable classes of the factory hooks as webpack creates them', () => {
    const webpackFn = requireFromRoot('webpack') as (options: object) => webpack.Compiler;
    const compiler = webpackFn({ mode: 'none', infrastructureLogging: { level: 'none' } });
    const hooks = compiler.resolverFactory.hooks as unknown as Record<
      string,
      { for: (key: string) => object; constructor: { name: string } }
    >;
    expect(Object.keys(hooks).sort()).toEqual(['resolveOptions', 'resolver']);
    for (const [name, hookMap] of Object.entries(hooks)) {
      const section = sections.get(`resolverFactory.hooks.${name}`);
      expect(section, `a heading resolverFactory.hooks.${name}`).toBeDefined();
      expect(section).toContain(`\`${hookMap.constructor.name}\``);
      expect(section).toContain(`\`${hookMap.for('normal').constructor.name}\``);
    }
  });

  it('has headings for the factory, get, and the resolver methods', () => {
    for (const heading of [
      'compiler.resolverFactory',
      'resolverFactory.get',
      'resolver.resolve',
      'resolver.withOptions',
    ]) {
      expect(sections.has(heading), heading).toBe(true);
    }
  });

  it('says that get caches resolvers by their options, as it does', async () => {
    expect(sections.get('resolverFactory.get')).toContain('asking twice with equal options returns the same resolver');
    const copy = copyProject(PROJECT, 'api-resolvers-cache');
    const webpackFn = requireFromRoot('webpack') as (options: object) => webpack.Compiler;
    const compiler = webpackFn({ mode: 'none', context: copy, infrastructureLogging: { level: 'none' } });
    const first = compiler.resolverFactory.get('normal', { extensions: ['.json'] });
    expect(compiler.resolverFactory.get('normal', { extensions: ['.json'] })).toBe(first);
    expect(compiler.resolverFactory.get('normal', { extensions: ['.js'] })).not.toBe(first);
    const result = await first.resolvePromise({}, copy, './src/settings', {});
    expect(result).toBe(path.join(copy, 'src', 'settings.json'));
  });
});

describe('the example of content/api/resolvers.md', () => {
  it('reports what the page shows, and the bundle runs', async () => {
    const copy = copyProject(PROJECT, 'api-resolvers-build');
    const config = loadConfig(path.join(copy, 'webpack.config.js')) as webpack.Configuration;
    const stats = await build({ ...config, context: copy });
    expect(stats.toJson({ all: false, errors: true }).errors).toEqual([]);
    const out = stats.compilation.outputOptions.path ?? '';
    const report = readFileSync(path.join(out, 'resolved.json'), 'utf8');
    const shown =
      blocks.find((block) => block.lang === 'json' && !block.title && block.code.includes('"normal"'))?.code ?? '';
    expect(report).toBe(shown.split('/path/to/project').join(copy));
    expect(execFileSync(process.execPath, [path.join(out, 'main.js')], { encoding: 'utf8' })).toBe(
      'Hello from the resolvers example!\n',
    );
    expect(readPage(PAGE)).toContain('which prints `Hello from the resolvers example!`');
  });

  it('adds what the resolvers looked at to the compilation, so that watch mode sees it', async () => {
    const copy = copyProject(PROJECT, 'api-resolvers-deps');
    const config = loadConfig(path.join(copy, 'webpack.config.js')) as webpack.Configuration;
    const stats = await build({ ...config, context: copy });
    expect(
      [...stats.compilation.missingDependencies].some((file) => file.startsWith(path.join(copy, 'src', 'missing'))),
    ).toBe(true);
  });
});
