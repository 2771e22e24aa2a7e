/**
 * content/loaders/null-loader.md: a module matched by null-loader runs nothing and exports an
 * empty object, a named import is undefined without a build error, options are ignored, and
 * resolve.alias with false gives the same result.
 */
import path from 'node:path';
import type webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { buildForNode, writeProject } from '../../support/project';

const files = {
  'src/polyfills.js': "console.log('polyfills ran');\nexport function install() {}\nexport default 1;\n",
  'src/server.js': `import './polyfills.js';
import * as all from './polyfills.js';
import { install } from './polyfills.js';
const required = require('./polyfills.js');
console.log(JSON.stringify({ keys: Object.keys(all), install: typeof install, required }));
`,
};

/** Builds ./src/server.js for Node.js in production mode with `config(dir)` over it; what it prints. */
async function buildServer(name: string, config: (dir: string) => webpack.Configuration): Promise<string> {
  const dir = writeProject(`null-loader-${name}`, files, { linkModules: true });
  const built = await buildForNode(dir, { mode: 'production', entry: './src/server.js', ...config(dir) });
  expect(built.stats.hasErrors() || built.stats.hasWarnings(), built.stats.toString('errors-warnings')).toBe(false);
  return built.stdout();
}

const EMPTY = '{"keys":[],"install":"undefined","required":{}}\n';

describe('null-loader', () => {
  it('gives an empty module that runs nothing, without errors or warnings', async () => {
    expect(
      await buildServer('plain', (dir) => ({
        module: { rules: [{ test: path.join(dir, 'src', 'polyfills.js'), use: 'null-loader' }] },
      })),
    ).toBe(EMPTY);
  });

  it('ignores options', async () => {
    expect(
      await buildServer('options', (dir) => ({
        module: {
          rules: [
            { test: path.join(dir, 'src', 'polyfills.js'), use: [{ loader: 'null-loader', options: { anything: 1 } }] },
          ],
        },
      })),
    ).toBe(EMPTY);
  });

  it('gives the same as resolve.alias with false', async () => {
    expect(
      await buildServer('alias', (dir) => ({ resolve: { alias: { [path.join(dir, 'src', 'polyfills.js')]: false } } })),
    ).toBe(EMPTY);
  });

  it('runs the module without either', async () => {
    expect(await buildServer('none', () => ({}))).toContain('polyfills ran');
  });
});
