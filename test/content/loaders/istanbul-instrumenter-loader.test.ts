/**
 * content/loaders/istanbul-instrumenter-loader.md: the package is not installed, so this checks
 * the facts the page takes from its published files in .cache/pkgs (version, peer range, options
 * and the produceSourceMap default), and that the page's babel-loader configuration for
 * babel-plugin-istanbul is valid for webpack once the plugin's name is left aside.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { codeBlocks } from '../../support/code-blocks';
import { readPage } from '../../support/content';

const PAGE = path.join(ROOT, 'content', 'loaders', 'istanbul-instrumenter-loader.md');
const text = readPage(PAGE).replace(/\s+/g, ' ');
const PACKAGE = path.join(ROOT, '.cache', 'pkgs', 'istanbul-instrumenter-loader-3.0.1', 'package');

describe('istanbul-instrumenter-loader', () => {
  it('is not installed', () => {
    expect(existsSync(path.join(ROOT, 'node_modules', 'istanbul-instrumenter-loader'))).toBe(false);
    expect(text).toContain('It is not installed in this repository');
  });

  it('says it is unmaintained and names babel-plugin-istanbul', () => {
    expect(text).toContain('The loader is unmaintained and does not support webpack 5');
    expect(text).toContain('babel-plugin-istanbul');
  });

  // The published package is unpacked in .cache/pkgs on the machine that wrote the page.
  it.skipIf(!existsSync(PACKAGE))('states the peer range, dependencies and options of 3.0.1', () => {
    const pkg = JSON.parse(readFileSync(path.join(PACKAGE, 'package.json'), 'utf8')) as {
      version: string;
      peerDependencies: Record<string, string>;
      dependencies: Record<string, string>;
    };
    expect(pkg.version).toBe('3.0.1');
    expect(text).toContain(`\`webpack@${pkg.peerDependencies.webpack}\``);
    expect(pkg.dependencies['istanbul-lib-instrument']).toBe('^1.7.3');
    const schema = JSON.parse(readFileSync(path.join(PACKAGE, 'dist', 'options.json'), 'utf8')) as {
      properties: Record<string, unknown>;
    };
    for (const option of Object.keys(schema.properties)) expect(text).toContain(`### ${option}`);
    expect(readFileSync(path.join(PACKAGE, 'dist', 'index.js'), 'utf8')).toContain(
      'Object.assign({ produceSourceMap: true }',
    );
  });

  it('has a babel-loader configuration that webpack accepts', () => {
    const block = codeBlocks(PAGE).find((item) => item.lang === 'js' && item.code.includes("plugins: ['istanbul']"));
    expect(block).toBeDefined();
    const exported: { exports: webpack.Configuration } = { exports: {} };
    new Function('module', 'require', block?.code ?? '')(exported, require);
    expect(() => webpack.validate(exported.exports)).not.toThrow();
  });
});
