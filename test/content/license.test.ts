/**
 * content/license.md against the installed webpack and this repository: the dependency table, the
 * count of files in lib/, and the licenses the repository states (LICENSE, content/LICENSE and
 * package.json's `license`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../src/node/paths';
import { readPage } from '../support/content';

const PAGE = path.join(ROOT, 'content', 'license.md');
const text = readPage(PAGE);
const WEBPACK = path.join(ROOT, 'node_modules', 'webpack');
const manifest = (dir: string) =>
  JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    version: string;
    license: string;
    dependencies?: Record<string, string>;
  };

describe('content/license.md', () => {
  it('lists every direct dependency of the installed webpack with its installed version and license', () => {
    const rows = [...text.matchAll(/^\| `([^`]+)` \| (\S+) \| (\S+) \|$/gm)].map((m) => [m[1], m[2], m[3]]);
    const expected = Object.keys(manifest(WEBPACK).dependencies ?? {})
      .sort()
      .map((name) => {
        const dependency = manifest(path.join(ROOT, 'node_modules', name));
        return [name, dependency.version, dependency.license];
      });
    expect(rows).toEqual(expected);
  });

  it("counts the JavaScript files of lib/ and quotes the first line of webpack's LICENSE", () => {
    const files = readdirSync(path.join(WEBPACK, 'lib'), { recursive: true }).filter((file) =>
      String(file).endsWith('.js'),
    );
    expect(text).toContain(`Each of the ${files.length} JavaScript files`);
    const first = readFileSync(path.join(WEBPACK, 'LICENSE'), 'utf8').split('\n')[0] ?? '';
    expect(text).toContain(`\`${first}\``);
    expect(manifest(WEBPACK).license).toBe('MIT');
  });

  it('states the licenses this repository gives, as its files and package.json do', () => {
    expect(readFileSync(path.join(ROOT, 'LICENSE'), 'utf8')).toMatch(/^MIT License\n/);
    const docs = readFileSync(path.join(ROOT, 'content', 'LICENSE'), 'utf8');
    expect(docs).toContain('Attribution 4.0 International');
    expect(docs).toContain('CC0 1.0 Universal');
    expect(manifest(ROOT).license).toBe('MIT AND CC-BY-4.0 AND CC0-1.0');
    expect(text).toContain('`MIT AND CC-BY-4.0 AND CC0-1.0`');
    expect(text).toContain('https://github.com/webpack/media/blob/master/LICENSE');
    expect(text).not.toContain('[!TODO]');
  });
});
