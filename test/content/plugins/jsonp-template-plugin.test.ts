/** What content/plugins/jsonp-template-plugin.md says: what the plugin sets, and the linkPrefetch hook of its example. */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { codeBlocks } from '../../support/code-blocks';
import { build, tempDir } from '../../support/project';

const PAGE = path.join(ROOT, 'content', 'plugins', 'jsonp-template-plugin.md');

/** A project whose entry prefetches a module. */
function prefetchingProject(): string {
  const dir = tempDir('jsonp-prefetch');
  mkdirSync(path.join(dir, 'src'));
  writeFileSync(path.join(dir, 'package.json'), '{ "private": true }\n');
  writeFileSync(path.join(dir, 'src', 'index.js'), "import(/* webpackPrefetch: true */ './settings.js');\n");
  writeFileSync(path.join(dir, 'src', 'settings.js'), 'export const theme = "dark";\n');
  return dir;
}

describe('JsonpTemplatePlugin', { timeout: 120_000 }, () => {
  it('sets output.chunkLoading to jsonp and enables it, on a target whose default is another', () => {
    const compiler = webpack({ target: 'webworker', entry: {}, plugins: [new webpack.web.JsonpTemplatePlugin()] });
    expect(compiler.options.output.chunkLoading).toBe('jsonp');
    expect(() => webpack.javascript.EnableChunkLoadingPlugin.checkEnabled(compiler, 'jsonp')).not.toThrow();
  });

  it('the linkPrefetch tap of the example reaches the prefetch code', async () => {
    const block = codeBlocks(PAGE).find(
      (item) => item.title === 'webpack.config.js' && item.code.includes('PrefetchPriorityPlugin'),
    );
    expect(block).toBeDefined();
    const module = { exports: {} as webpack.Configuration };
    new Function('module', 'require', block?.code ?? '')(module, (name: string) =>
      name === 'webpack' ? webpack : undefined,
    );
    const dir = prefetchingProject();
    const out = tempDir('jsonp-prefetch-out');
    const stats = await build({
      ...module.exports,
      mode: 'development',
      devtool: false,
      context: dir,
      entry: './src/index.js',
      output: { path: out },
    });
    expect(stats.hasErrors()).toBe(false);
    const main = readFileSync(path.join(out, 'main.js'), 'utf8');
    expect(main).toContain('link.rel = "prefetch";');
    expect(main).toContain("link.fetchPriority = 'low';");
  });
});
