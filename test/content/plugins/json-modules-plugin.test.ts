/** What content/plugins/json-modules-plugin.md says: the validation messages of the parser and generator options. */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { build, tempDir } from '../../support/project';
import { readPage } from '../../support/content';

const PAGE = path.join(ROOT, 'content', 'plugins', 'json-modules-plugin.md');

async function errorOf(module: object): Promise<string> {
  const dir = tempDir('json-modules');
  mkdirSync(path.join(dir, 'src'));
  writeFileSync(path.join(dir, 'package.json'), '{ "private": true, "version": "1.2.3" }\n');
  writeFileSync(
    path.join(dir, 'src', 'index.js'),
    "import { version } from '../package.json';\nconsole.log(version);\n",
  );
  try {
    const stats = await build({
      mode: 'production',
      context: dir,
      entry: './src/index.js',
      output: { path: tempDir('json-modules-out') },
      module,
    });
    return (stats.toJson({ all: false, errors: true }).errors ?? []).map((error) => error.message).join('\n');
  } catch (error) {
    return (error as Error).message;
  }
}

describe('JsonModulesPlugin', { timeout: 120_000 }, () => {
  it('valid rule options pass; invalid ones fail with the message the page quotes; module.parser.json is checked with the configuration', async () => {
    const text = readPage(PAGE).replace(/\s+/g, ' ');
    const broken =
      "Module not found: Error: can't resolve reference ../../WebpackOptions.json#/definitions/JsonParserOptions from id #";
    expect(text).toContain(broken);
    expect(await errorOf({ rules: [{ test: /\.json$/, type: 'json', parser: { exportsDepth: 1 } }] })).toBe('');
    expect(await errorOf({ rules: [{ test: /\.json$/, type: 'json', parser: { unknown: true } }] })).toBe(broken);
    expect(await errorOf({ rules: [{ test: /\.json$/, type: 'json', generator: { unknown: true } }] })).toBe(
      broken.replace('JsonParserOptions', 'JsonGeneratorOptions'),
    );
    expect(await errorOf({ parser: { json: { unknown: true } } })).toContain('Invalid configuration object.');
    expect(await errorOf({})).toBe('');
  });
});
