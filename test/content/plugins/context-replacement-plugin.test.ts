/**
 * content/plugins/context-replacement-plugin.md: the example project of
 * examples/plugins/context-replacement-plugin/ builds the modules the page lists and answers as
 * the page says, and the argument forms, the two phases and the critical warning behave as the
 * page describes.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { codeBlocks, blockWith } from '../../support/code-blocks';
import { expectPrinted, runCli } from '../../support/cli';
import { build, copyProject, projectConfig, tempDir } from '../../support/project';
import { readPage } from '../../support/content';

const PAGE = path.join(ROOT, 'content', 'plugins', 'context-replacement-plugin.md');
const EXAMPLE = path.join(ROOT, 'examples', 'plugins', 'context-replacement-plugin');
const text = readPage(PAGE).replace(/\s+/g, ' ');
const blocks = codeBlocks(PAGE);

describe('the example project', () => {
  it('builds the context and the two locales the page lists, and answers de and fr as it says', () => {
    const copy = copyProject(EXAMPLE, 'context-replacement-plugin-cli');
    const { status, printed } = runCli(copy, []);
    expect(status, printed).toBe(0);
    expectPrinted(printed.replace(/^ +/gm, ''), blockWith(blocks, 'referencedExports'));
    expect(printed).not.toMatch(/fr\.json|es\.json/);
    const run = (lang: string) =>
      execFileSync(process.execPath, [path.join(copy, 'dist', 'main.js'), lang], { encoding: 'utf8' });
    expect(run('de')).toBe('Hallo\n');
    expect(run('fr')).toBe('No messages for fr\n');
    expect(text).toContain(
      '`node dist/main.js de` prints `Hallo`, and `node dist/main.js fr` prints `No messages for fr`',
    );
  }, 60_000);

  it('bundles all four files without the plugin', async () => {
    const out = tempDir('context-replacement-plugin-without');
    const stats = await build({ context: EXAMPLE, ...projectConfig(EXAMPLE), plugins: [], output: { path: out } });
    const names = (stats.toJson({ all: false, modules: true }).modules ?? []).map((m) => m.name ?? '');
    expect(names.filter((name) => /locales\/\w+\.json$/.test(name)).sort()).toEqual([
      './src/locales/de.json',
      './src/locales/en.json',
      './src/locales/es.json',
      './src/locales/fr.json',
    ]);
  });
});

/** A scratch project with src/locales and translations; returns what main.js prints for each name. */
async function scratch(
  name: string,
  index: string,
  plugins: webpack.WebpackPluginInstance[],
  names: string[],
): Promise<{ printed: string[]; warnings: string[] }> {
  const dir = tempDir(`context-replacement-plugin-${name}`);
  mkdirSync(path.join(dir, 'src', 'locales', 'sub'), { recursive: true });
  mkdirSync(path.join(dir, 'translations'), { recursive: true });
  writeFileSync(path.join(dir, 'src', 'locales', 'en.js'), 'module.exports = "locales/en";');
  writeFileSync(path.join(dir, 'src', 'locales', 'sub', 'de.js'), 'module.exports = "locales/sub/de";');
  writeFileSync(path.join(dir, 'translations', 'en.js'), 'module.exports = "translations/en";');
  writeFileSync(path.join(dir, 'translations', 'de.js'), 'module.exports = "translations/de";');
  writeFileSync(path.join(dir, 'src', 'index.js'), index);
  for (const plugin of plugins) {
    const p = plugin as unknown as Record<string, unknown>;
    if (p.newContentResource === TRANSLATIONS) p.newContentResource = path.join(dir, 'translations');
  }
  const stats = await build({
    mode: 'production',
    target: 'node',
    context: dir,
    entry: './src/index.js',
    output: { path: path.join(dir, 'dist') },
    plugins,
  });
  expect(stats.hasErrors(), stats.toString('errors-warnings')).toBe(false);
  const warnings = (stats.toJson({ all: false, warnings: true }).warnings ?? []).map((w) => w.message);
  return {
    warnings,
    printed: names.map((n) =>
      execFileSync(process.execPath, [path.join(dir, 'dist', 'main.js'), n], { encoding: 'utf8' }).trim(),
    ),
  };
}

/** Replaced by the scratch project's translations folder in `scratch`. */
const TRANSLATIONS = '<translations>';
const REQUIRE =
  'const n = process.argv[2]; let v; try { v = require("./locales/" + n); } catch { v = "missing"; } console.log(v);';

describe('the argument forms', () => {
  it('takes the files from another folder with newContentResource', async () => {
    const { printed } = await scratch(
      'resource',
      REQUIRE,
      [new webpack.ContextReplacementPlugin(/[\\/]locales$/, TRANSLATIONS)],
      ['en', 'de'],
    );
    expect(printed).toEqual(['translations/en', 'translations/de']);
  });

  it('resolves a relative newContentResource from the folder of the module with the expression', async () => {
    const { printed } = await scratch(
      'resource-relative',
      REQUIRE,
      [new webpack.ContextReplacementPlugin(/[\\/]locales$/, '../translations')],
      ['en', 'de'],
    );
    expect(printed).toEqual(['translations/en', 'translations/de']);
  });

  it('stops searching subfolders with newContentRecursive false', async () => {
    const { printed } = await scratch(
      'recursive',
      REQUIRE,
      [new webpack.ContextReplacementPlugin(/[\\/]locales$/, false, /\.js$/)],
      ['en.js', 'sub/de.js'],
    );
    expect(printed).toEqual(['locales/en', 'missing']);
  });

  it('builds exactly the entries of a map, when the pattern matches the new folder too', async () => {
    const mapped = await scratch(
      'map',
      REQUIRE,
      [
        new webpack.ContextReplacementPlugin(/[\\/](locales|translations)$/, TRANSLATIONS, {
          './english': './en.js',
          './german': './de.js',
        }),
      ],
      ['german', 'english', 'en'],
    );
    expect(mapped.printed).toEqual(['translations/de', 'translations/en', 'missing']);
    const skipped = await scratch(
      'map-skipped',
      REQUIRE,
      [new webpack.ContextReplacementPlugin(/[\\/]locales$/, TRANSLATIONS, { './german': './de.js' })],
      ['german', 'de'],
    );
    expect(skipped.printed).toEqual(['missing', 'translations/de']);
  });

  it('builds the map from a function', async () => {
    const { printed } = await scratch(
      'map-function',
      REQUIRE,
      [
        new webpack.ContextReplacementPlugin(/[\\/](locales|translations)$/, TRANSLATIONS, ((
          _fs: unknown,
          callback: (error: null, map: Record<string, string>) => void,
        ) => callback(null, { './deutsch': './de.js' })) as unknown as boolean),
      ],
      ['deutsch', 'de'],
    );
    expect(printed).toEqual(['translations/de', 'missing']);
  });

  it('leaves the context empty for a folder followed by a regular expression', async () => {
    const { printed } = await scratch(
      'regexp-as-map',
      REQUIRE,
      [new webpack.ContextReplacementPlugin(/[\\/](locales|translations)$/, TRANSLATIONS, /\.js$/)],
      ['en', 'de'],
    );
    expect(printed).toEqual(['missing', 'missing']);
  });

  it('lets a callback change the regular expression after resolving', async () => {
    const { printed } = await scratch(
      'callback',
      REQUIRE,
      [
        new webpack.ContextReplacementPlugin(/[\\/]locales$/, (data) => {
          if ('resource' in data && data.resource) data.regExp = /^\.\/en\.js$/;
        }),
      ],
      ['en.js', 'sub/de.js'],
    );
    expect(printed).toEqual(['locales/en', 'missing']);
  });
});

describe('the critical dependency warning', () => {
  const DYNAMIC = 'const n = process.argv[2]; let v; try { v = require(n); } catch { v = "missing"; } console.log(v);';

  it('is turned off for a matching context, but not with a callback', async () => {
    const without = await scratch('critical-without', DYNAMIC, [], []);
    expect(without.warnings.join('\n')).toContain('Critical dependency: the request of a dependency is an expression');
    const matched = await scratch(
      'critical-matched',
      DYNAMIC,
      [new webpack.ContextReplacementPlugin(/^\.$/, /^\.\/en\.js$/)],
      [],
    );
    expect(matched.warnings).toEqual([]);
    const callback = await scratch(
      'critical-callback',
      DYNAMIC,
      [new webpack.ContextReplacementPlugin(/^\.$/, () => undefined)],
      [],
    );
    expect(callback.warnings.join('\n')).toContain('Critical dependency');
  });
});
