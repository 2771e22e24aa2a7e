/**
 * content/plugins/dotenv-plugin.md: the example project of examples/plugins/dotenv-plugin/
 * prints what the page says in production and development mode and with a variable set in the
 * environment, keeps the unprefixed secret out of the bundle, and the dotenv option builds the
 * same bundle as the plugin. The expansion and parsing rules the page lists hold.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { codeBlocks, blockWith } from '../../support/code-blocks';
import { runCli } from '../../support/cli';
import { build, copyProject, projectConfig, tempDir } from '../../support/project';
import { readPage } from '../../support/content';

const PAGE = path.join(ROOT, 'content', 'plugins', 'dotenv-plugin.md');
const EXAMPLE = path.join(ROOT, 'examples', 'plugins', 'dotenv-plugin');
const text = readPage(PAGE).replace(/\s+/g, ' ');
const blocks = codeBlocks(PAGE);

/** The test's environment without WEBPACK_ variables, plus `set`. */
function environment(set: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('WEBPACK_')));
  return { ...env, ...set };
}

function buildWithCli(
  name: string,
  args: string[],
  set: Record<string, string> = {},
): { printed: string; bundle: string } {
  const copy = copyProject(EXAMPLE, `dotenv-plugin-${name}`);
  const result = runCli(copy, args, environment(set));
  expect(result.status, result.printed).toBe(0);
  const bundle = readFileSync(path.join(copy, 'dist', 'main.js'), 'utf8');
  return {
    bundle,
    printed: execFileSync(process.execPath, [path.join(copy, 'dist', 'main.js')], {
      encoding: 'utf8',
      env: environment(),
    }),
  };
}

describe('the example project', () => {
  it('prints the production values the page shows and leaves the secret out', () => {
    const { printed, bundle } = buildWithCli('production', []);
    expect(printed).toBe(`${blockWith(blocks, 'API: https://api.example.com')}\n`);
    expect(bundle).not.toContain('do-not-ship-me');
  }, 60_000);

  it('skips .env.production in development mode', () => {
    const { printed } = buildWithCli('development', ['--mode', 'development']);
    expect(printed).toContain('API: http://localhost:3000\n');
    expect(printed).toContain('Docs: http://localhost:3000/docs\n');
    expect(text).toContain(
      '`npx webpack --mode development` skips `.env.production` and prints `API: http://localhost:3000` and `Docs: http://localhost:3000/docs`',
    );
  }, 60_000);

  it('lets the environment win over the files', () => {
    const { printed } = buildWithCli('environment', [], { WEBPACK_API_URL: 'https://staging.example.com' });
    expect(printed).toContain('API: https://staging.example.com\n');
    expect(printed).toContain('Docs: https://staging.example.com/docs\n');
    expect(text).toContain('prints `API: https://staging.example.com` and `Docs: https://staging.example.com/docs`');
  }, 60_000);
});

/** Builds a scratch project with the given files; returns the bundle. */
async function buildFiles(
  name: string,
  files: Record<string, string>,
  config: webpack.Configuration,
): Promise<{ bundle: string; stats: webpack.Stats }> {
  const dir = tempDir(`dotenv-plugin-${name}`);
  for (const [file, content] of Object.entries(files)) writeFileSync(path.join(dir, file), content);
  const stats = await build({
    mode: 'production',
    target: 'node',
    context: dir,
    entry: './index.js',
    optimization: { minimize: false },
    output: { path: path.join(dir, 'dist') },
    ...config,
  });
  return { stats, bundle: stats.hasErrors() ? '' : readFileSync(path.join(dir, 'dist', 'main.js'), 'utf8') };
}

describe('the dotenv option', () => {
  it('builds the same bundle as the plugin', async () => {
    const config = projectConfig(EXAMPLE);
    const viaPlugin = tempDir('dotenv-plugin-via-plugin');
    const viaOption = tempDir('dotenv-plugin-via-option');
    await build({ context: EXAMPLE, ...config, output: { path: viaPlugin } });
    await build({ context: EXAMPLE, ...config, plugins: [], dotenv: true, output: { path: viaOption } });
    expect(readFileSync(path.join(viaOption, 'main.js'), 'utf8')).toBe(
      readFileSync(path.join(viaPlugin, 'main.js'), 'utf8'),
    );
  });
});

describe('how values are found', () => {
  it('expands references and fallbacks, and parses the syntax the page lists', async () => {
    const env = [
      'export WEBPACK_A=one',
      'WEBPACK_B: two # a comment',
      'WEBPACK_REF=$WEBPACK_A-${WEBPACK_B}',
      'WEBPACK_FALLBACK=${WEBPACK_UNSET:-fallback}',
      'WEBPACK_EMPTY=',
      'WEBPACK_FALLBACK2=${WEBPACK_EMPTY-second}',
      'WEBPACK_ALT=${WEBPACK_A:+alternative}',
      'WEBPACK_DOLLAR=\\$HOME',
      "WEBPACK_SINGLE='single'",
      'WEBPACK_BACKTICK=`backtick`',
      'WEBPACK_LINES="a\\nb"',
    ].join('\n');
    const { bundle } = await buildFiles(
      'syntax',
      { '.env': env, 'index.js': 'console.log(JSON.stringify(import.meta.env));' },
      { plugins: [new webpack.DotenvPlugin()] },
    );
    const match = /JSON\.stringify\(\((\{.*\})\)\)/.exec(bundle);
    const values = JSON.parse(match?.[1] ?? '{}') as Record<string, unknown>;
    expect(values).toMatchObject({
      WEBPACK_A: 'one',
      WEBPACK_B: 'two',
      WEBPACK_REF: 'one-two',
      WEBPACK_FALLBACK: 'fallback',
      WEBPACK_FALLBACK2: 'second',
      WEBPACK_ALT: 'alternative',
      WEBPACK_DOLLAR: '$HOME',
      WEBPACK_SINGLE: 'single',
      WEBPACK_BACKTICK: 'backtick',
      WEBPACK_LINES: 'a\nb',
      MODE: 'production',
    });
  });

  it('reads only the environment with dir: false', async () => {
    process.env.WEBPACK_FROM_ENV_TEST = 'from-env';
    try {
      const { bundle } = await buildFiles(
        'no-dir',
        {
          '.env': 'WEBPACK_FROM_FILE=file',
          'index.js': 'console.log(process.env.WEBPACK_FROM_FILE, process.env.WEBPACK_FROM_ENV_TEST);',
        },
        { plugins: [new webpack.DotenvPlugin({ dir: false })] },
      );
      expect(bundle).toContain('console.log(process.env.WEBPACK_FROM_FILE, "from-env");');
    } finally {
      delete process.env.WEBPACK_FROM_ENV_TEST;
    }
  });

  it('loads the files of template in order, with [mode]', async () => {
    const { bundle } = await buildFiles(
      'template',
      {
        '.env': 'WEBPACK_X=env',
        '.env.production': 'WEBPACK_X=production',
        '.env.shared': 'WEBPACK_X=shared',
        'index.js': 'console.log(process.env.WEBPACK_X);',
      },
      { plugins: [new webpack.DotenvPlugin({ template: ['.env', '.env.[mode]', '.env.shared'] })] },
    );
    expect(bundle).toContain('console.log("shared");');
  });

  it('rejects an empty prefix', async () => {
    await expect(
      buildFiles('empty-prefix', { 'index.js': '' }, { plugins: [new webpack.DotenvPlugin({ prefix: '' })] }),
    ).rejects.toThrow(/prefix/);
  });
});
