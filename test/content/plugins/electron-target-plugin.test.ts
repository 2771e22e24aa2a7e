/** What content/plugins/electron-target-plugin.md says about the externals of the electron targets. */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { codeBlocks } from '../../support/code-blocks';
import { build, tempDir } from '../../support/project';
import { readPage } from '../../support/content';

const PAGE = path.join(ROOT, 'content', 'plugins', 'electron-target-plugin.md');

async function compile(
  config: webpack.Configuration,
  source: string,
): Promise<{ externals: string[]; errors: string[]; warnings: string[] }> {
  const dir = tempDir('electron-target');
  mkdirSync(path.join(dir, 'src'));
  writeFileSync(path.join(dir, 'package.json'), '{ "private": true }\n');
  writeFileSync(path.join(dir, 'src', 'index.js'), source);
  const stats = await build({
    mode: 'development',
    devtool: false,
    context: dir,
    entry: './src/index.js',
    ...config,
    output: { path: tempDir('electron-target-out'), ...config.output },
  });
  const json = stats.toJson({ all: false, errors: true, warnings: true });
  return {
    externals: [...stats.compilation.modules]
      .filter((module): module is webpack.ExternalModule => module instanceof webpack.ExternalModule)
      .map((module) => String(module.request as string | string[]))
      .sort(),
    errors: (json.errors ?? []).map((error) => error.message),
    warnings: (json.warnings ?? []).map((warning) => warning.message),
  };
}

describe('ElectronTargetPlugin', { timeout: 120_000 }, () => {
  it('externalizes ipc-main in the main process only, and ipc-renderer in the renderer only', async () => {
    const source = "import { app } from 'electron';\nimport 'ipc-main';\nimport 'ipc-renderer';\nconsole.log(app);\n";
    const main = await compile({ target: 'electron-main' }, source);
    expect(main.externals).toEqual(expect.arrayContaining(['electron', 'ipc-main']));
    expect(main.externals).not.toContain('ipc-renderer');
    const renderer = await compile({ target: 'electron-renderer' }, source);
    expect(renderer.externals).toEqual(expect.arrayContaining(['electron', 'ipc-renderer']));
    expect(renderer.externals).not.toContain('ipc-main');
  });

  it('warns with the text the page shows for output.module and an Electron version without ECMAScript modules', async () => {
    const shown = codeBlocks(PAGE).find((block) => block.lang === 'text')?.code ?? '';
    const { warnings } = await compile(
      { target: 'electron27-main', output: { module: true } },
      "import { app } from 'electron';\nconsole.log(app);\n",
    );
    expect(warnings).toContain(shown);
    expect(readPage(PAGE)).toContain("new webpack.electron.ElectronTargetPlugin('renderer')");
  });
});
