/**
 * content/plugins/environment-plugin.md: the example project of
 * examples/plugins/environment-plugin/ prints what the page shows with and without the variables
 * set (through webpack-cli, as the page runs it), and the claims about missing variables, the
 * argument forms and rebuilds hold.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { afterEach, describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { codeBlocks, blockWith } from '../../support/code-blocks';
import { runCli } from '../../support/cli';
import { build, copyProject, tempDir } from '../../support/project';
import { readPage } from '../../support/content';

const PAGE = path.join(ROOT, 'content', 'plugins', 'environment-plugin.md');
const EXAMPLE = path.join(ROOT, 'examples', 'plugins', 'environment-plugin');
const text = readPage(PAGE).replace(/\s+/g, ' ');
const blocks = codeBlocks(PAGE);
const VARIABLES = ['API_URL', 'DEBUG'] as const;
const saved = Object.fromEntries(VARIABLES.map((name) => [name, process.env[name]]));

afterEach(() => {
  for (const name of VARIABLES) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});

/** The environment for webpack-cli: the test's own, without the variables, plus `set`. */
function environment(set: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of VARIABLES) delete env[name];
  return { ...env, ...set };
}

function buildWithCli(name: string, set: Record<string, string>): string {
  const copy = copyProject(EXAMPLE, `environment-plugin-${name}`);
  const { status, printed } = runCli(copy, [], environment(set));
  expect(status, printed).toBe(0);
  return execFileSync(process.execPath, [path.join(copy, 'dist', 'main.js')], {
    encoding: 'utf8',
    env: environment({}),
  });
}

describe('the example project', () => {
  it('uses the defaults when the variables are not set', () => {
    expect(buildWithCli('defaults', {})).toBe(`${blockWith(blocks, 'API: http://localhost:3000')}\n`);
  }, 60_000);

  it('uses the variables when they are set', () => {
    expect(text).toContain('`API_URL=https://api.example.com DEBUG=1 npx webpack`');
    expect(buildWithCli('set', { API_URL: 'https://api.example.com', DEBUG: '1' })).toBe(
      `${blockWith(blocks, 'Debug logging is on')}\n`,
    );
  }, 60_000);

  it('prints the debug line for DEBUG=false, a truthy string', () => {
    expect(buildWithCli('debug-false', { DEBUG: 'false' })).toContain('Debug logging is on');
  }, 60_000);
});

async function buildPlugin(
  name: string,
  plugin: webpack.EnvironmentPlugin,
): Promise<{ out: string; stats: webpack.Stats }> {
  const out = tempDir(`environment-plugin-${name}`);
  const stats = await build({
    mode: 'development',
    devtool: false,
    target: 'node',
    context: EXAMPLE,
    entry: './src/index.js',
    output: { path: out },
    plugins: [plugin],
  });
  return { out, stats };
}

describe('missing variables', () => {
  it('fail the build with the error the page shows', async () => {
    delete process.env.API_URL;
    const { stats } = await buildPlugin('missing', new webpack.EnvironmentPlugin(['API_URL']));
    const errors = stats.toJson({ all: false, errors: true }).errors ?? [];
    expect(errors.map((error) => error.message)).toEqual([
      blockWith(blocks, 'ERROR in EnvironmentPlugin').replace(/^ERROR in /, ''),
    ]);
  });

  it('count a default of undefined as none, and accept null', async () => {
    delete process.env.API_URL;
    delete process.env.DEBUG;
    const { stats, out } = await buildPlugin(
      'null-default',
      new webpack.EnvironmentPlugin({ API_URL: undefined, DEBUG: null }),
    );
    expect(
      (stats.toJson({ all: false, errors: true }).errors ?? []).map((error) => error.message.split('\n')[0]),
    ).toEqual(['EnvironmentPlugin - API_URL environment variable is undefined.']);
    expect(readFileSync(path.join(out, 'main.js'), 'utf8')).toContain('if (false) // removed by dead control flow');
  });
});

describe('the argument forms', () => {
  it('accepts an array, separate strings and an object', async () => {
    process.env.API_URL = 'from-env';
    process.env.DEBUG = '';
    for (const [name, plugin] of [
      ['array', new webpack.EnvironmentPlugin(['API_URL', 'DEBUG'])],
      ['strings', new webpack.EnvironmentPlugin('API_URL', 'DEBUG')],
      ['object', new webpack.EnvironmentPlugin({ API_URL: 'default', DEBUG: 'default' })],
    ] as const) {
      const { out, stats } = await buildPlugin(name, plugin);
      expect(stats.hasErrors(), name).toBe(false);
      const bundle = readFileSync(path.join(out, 'main.js'), 'utf8');
      // A set variable wins over the default, even when it is empty.
      expect(bundle, name).toContain('console.log(`API: ${"from-env"}`);');
      expect(bundle, name).toContain('console.log(`Same value: ${"from-env"}`);');
      expect(bundle, name).toContain('if (false) // removed by dead control flow');
    }
  });
});

describe('rebuilds', () => {
  it('read process.env again at every compilation', async () => {
    const out = tempDir('environment-plugin-rebuild');
    const compiler = webpack({
      mode: 'development',
      devtool: false,
      target: 'node',
      context: EXAMPLE,
      entry: './src/index.js',
      output: { path: out },
      plugins: [new webpack.EnvironmentPlugin(['API_URL'])],
    });
    const run = (): Promise<void> =>
      new Promise((resolve, reject) => compiler.run((error) => (error ? reject(error) : resolve())));
    process.env.API_URL = 'first';
    await run();
    expect(readFileSync(path.join(out, 'main.js'), 'utf8')).toContain('"first"');
    process.env.API_URL = 'second';
    await run();
    expect(readFileSync(path.join(out, 'main.js'), 'utf8')).toContain('"second"');
    await new Promise<void>((resolve) => compiler.close(() => resolve()));
  });
});
