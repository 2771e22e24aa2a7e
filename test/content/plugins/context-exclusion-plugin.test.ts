/**
 * content/plugins/context-exclusion-plugin.md: the plugin drops matching file and folder names
 * from a context module, so the build writes one chunk less and the import of the dropped file
 * rejects.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { build, tempDir } from '../../support/project';

async function buildLocales(
  name: string,
  plugins: webpack.WebpackPluginInstance[],
): Promise<{ chunks: number; answer: (lang: string) => string }> {
  const dir = tempDir(`context-exclusion-plugin-${name}`);
  mkdirSync(path.join(dir, 'src', 'locales', 'drafts'), { recursive: true });
  writeFileSync(path.join(dir, 'src', 'locales', 'en.json'), '{ "hi": "Hello" }');
  writeFileSync(path.join(dir, 'src', 'locales', 'de.json'), '{ "hi": "Hallo" }');
  writeFileSync(path.join(dir, 'src', 'locales', 'fr.draft.json'), '{ "hi": "Bonjour" }');
  writeFileSync(path.join(dir, 'src', 'locales', 'drafts', 'es.json'), '{ "hi": "Hola" }');
  writeFileSync(
    path.join(dir, 'src', 'index.js'),
    'const lang = process.argv[2];\nimport(`./locales/${lang}.json`).then((m) => console.log(m.hi), () => console.log("missing"));',
  );
  const out = path.join(dir, 'dist');
  await build({
    mode: 'production',
    target: 'node',
    context: dir,
    entry: './src/index.js',
    output: { path: out },
    plugins,
  });
  return {
    chunks: readdirSync(out).length,
    answer: (lang) => execFileSync(process.execPath, [path.join(out, 'main.js'), lang], { encoding: 'utf8' }).trim(),
  };
}

describe('ContextExclusionPlugin', () => {
  it('drops matching names, files and folders, from the context', async () => {
    const without = await buildLocales('without', []);
    const withPlugin = await buildLocales('with', [new webpack.ContextExclusionPlugin(/\.draft\.json$/)]);
    expect(withPlugin.chunks).toBe(without.chunks - 1);
    expect(without.answer('fr.draft')).toBe('Bonjour');
    expect(withPlugin.answer('fr.draft')).toBe('missing');
    expect(withPlugin.answer('de')).toBe('Hallo');
    const noDrafts = await buildLocales('folder', [new webpack.ContextExclusionPlugin(/^drafts$/)]);
    expect(noDrafts.answer('drafts/es')).toBe('missing');
    expect(without.answer('drafts/es')).toBe('Hola');
  });
});
