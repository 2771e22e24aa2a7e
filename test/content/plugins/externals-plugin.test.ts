/**
 * content/plugins/externals-plugin.md: the plugin makes lodash a require() external, a plugin in
 * the plugins array wins over the externals option, a type function splits import and require,
 * and import() externals fail for plain target: 'node' with the quoted error.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { build, tempDir } from '../../support/project';

async function bundle(
  name: string,
  source: string,
  config: webpack.Configuration,
): Promise<{ code: string; errors: string[] }> {
  const dir = tempDir(`externals-plugin-${name}`);
  writeFileSync(path.join(dir, 'index.js'), source);
  const stats = await build({
    mode: 'production',
    target: 'node',
    context: dir,
    entry: './index.js',
    optimization: { minimize: false },
    output: { path: path.join(dir, 'dist') },
    ...config,
  });
  const errors = (stats.toJson({ all: false, errors: true }).errors ?? []).map((error) => error.message);
  return { errors, code: stats.hasErrors() ? '' : readFileSync(path.join(dir, 'dist', 'main.js'), 'utf8') };
}

describe('ExternalsPlugin', () => {
  it('loads lodash with require(), as externals with externalsType commonjs does', async () => {
    const viaPlugin = await bundle('plugin', 'import _ from "lodash"; console.log(typeof _);', {
      plugins: [new webpack.ExternalsPlugin('commonjs', { lodash: 'lodash' })],
    });
    const viaOption = await bundle('option', 'import _ from "lodash"; console.log(typeof _);', {
      externals: { lodash: 'lodash' },
      externalsType: 'commonjs',
    });
    expect(viaPlugin.code).toContain('= require("lodash");');
    expect(viaPlugin.code).toBe(viaOption.code);
  });

  it('lets a plugin in the plugins array win over the externals option', async () => {
    const { code } = await bundle('order', 'import _ from "lodash"; console.log(typeof _);', {
      externals: { lodash: 'lodash' },
      externalsType: 'var',
      plugins: [new webpack.ExternalsPlugin('commonjs', { lodash: 'lodash' })],
    });
    expect(code).toContain('require("lodash")');
  });

  it('splits import and require with a type function', async () => {
    const { code } = await bundle(
      'function',
      'import _ from "lodash"; const fp = require("lodash/fp"); console.log(typeof _, typeof fp);',
      {
        target: 'node20',
        plugins: [
          new webpack.ExternalsPlugin(
            (dependency) => (dependency.category === 'esm' ? 'module-import' : 'commonjs'),
            [/^lodash(\/|$)/],
          ),
        ],
      },
    );
    expect(code).toContain('import("lodash")');
    expect(code).toContain('require("lodash/fp")');
  });

  it('fails for import() externals with plain target: node', async () => {
    const { errors } = await bundle('node', 'import _ from "lodash"; console.log(typeof _);', {
      plugins: [new webpack.ExternalsPlugin('module-import', ['lodash'])],
    });
    expect(errors.join('\n')).toContain(
      "The target environment doesn't support dynamic import() syntax so it's not possible to use external type 'module' within a script",
    );
  });
});
