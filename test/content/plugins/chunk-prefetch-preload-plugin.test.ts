/** What content/plugins/chunk-prefetch-preload-plugin.md says: the runtime code appears only in builds that use the comments. */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build, tempDir } from '../../support/project';

async function mainOf(index: string, lazy = ''): Promise<string> {
  const dir = tempDir('prefetch-preload');
  mkdirSync(path.join(dir, 'src'));
  writeFileSync(path.join(dir, 'package.json'), '{ "private": true }\n');
  writeFileSync(path.join(dir, 'src', 'index.js'), index);
  writeFileSync(path.join(dir, 'src', 'lazy.js'), lazy);
  writeFileSync(path.join(dir, 'src', 'settings.js'), 'export const theme = "dark";\n');
  const out = tempDir('prefetch-preload-out');
  const stats = await build({
    mode: 'development',
    devtool: false,
    context: dir,
    entry: './src/index.js',
    output: { path: out },
  });
  expect(stats.hasErrors()).toBe(false);
  return readFileSync(path.join(out, 'main.js'), 'utf8');
}

describe('ChunkPrefetchPreloadPlugin', { timeout: 120_000 }, () => {
  it('adds prefetch code for webpackPrefetch, preload code for webpackPreload in a lazy chunk, and nothing without them', async () => {
    expect(await mainOf("import(/* webpackPrefetch: true */ './settings.js');\n")).toContain('link.rel = "prefetch";');
    expect(await mainOf("import('./lazy.js');\n", "import(/* webpackPreload: true */ './settings.js');\n")).toContain(
      'link.rel = "preload";',
    );
    const plain = await mainOf("import('./settings.js');\n");
    expect(plain).not.toContain('link.rel = "prefetch";');
    expect(plain).not.toContain('link.rel = "preload";');
  });
});
