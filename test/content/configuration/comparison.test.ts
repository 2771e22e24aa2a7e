/**
 * What content/comparison.md says about webpack (its row of the tables and its section), checked
 * against the installed webpack: the page's test project built without a configuration, a `.ts`
 * entry with a type error, an HTML entry, the library types of the schema and the package's Node.js
 * range. It lives with the configuration tests because content/comparison.md has no section folder
 * of its own and its webpack claims are about configuration defaults. The other tools are not
 * installed here; the page dates what it says about them.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { codeBlocks } from '../../support/code-blocks';
import { build, writeProject } from '../../support/project';
import { CONTENT, pageText } from './pages';

const PAGE = path.join(CONTENT, 'comparison.md');
const text = pageText(PAGE);
const blocks = codeBlocks(PAGE);
const block = (title: string): string => {
  const found = blocks.find((b) => b.title === title);
  expect(found, `the page shows ${title}`).toBeDefined();
  return (found as { code: string }).code;
};

describe('content/comparison.md: webpack', { timeout: 60_000 }, () => {
  it('names the installed webpack in its table and its section', () => {
    expect(webpack.version).toBe('5.113.0');
    expect(text).toContain(`| webpack | \`webpack\` | ${webpack.version} |`);
    expect(text).toContain(`without a configuration file, webpack ${webpack.version} built the test project`);
    const pkg = JSON.parse(readFileSync(path.join(ROOT, 'node_modules', 'webpack', 'package.json'), 'utf8')) as {
      engines: { node: string };
    };
    expect(text).toContain(`| MIT | \`${pkg.engines.node}\` |`);
  });

  it('builds the test project without a configuration: main.js, main.css and a chunk for lazy.js, minimized, without UNUSED_MARKER', async () => {
    const dir = writeProject('comparison-test-project', {
      'src/index.js': block('src/index.js'),
      'src/greet.js': block('src/greet.js'),
      'src/lazy.js': "export const run = () => console.log('lazy');\n",
      'src/data.json': '{ "name": "bundlers" }\n',
      'src/style.css': 'body { color: red; }\n',
    });
    const stats = await build({ mode: 'production', context: dir, output: { path: path.join(dir, 'dist') } });
    expect(stats.hasErrors(), stats.toString('errors-only')).toBe(false);
    const files = readdirSync(path.join(dir, 'dist')).sort();
    expect(files).toHaveLength(3);
    expect(files).toContain('main.js');
    expect(files).toContain('main.css');
    for (const file of files) expect(readFileSync(path.join(dir, 'dist', file), 'utf8')).not.toContain('UNUSED_MARKER');
    const main = readFileSync(path.join(dir, 'dist', 'main.js'), 'utf8');
    expect(main.split('\n').length, 'minimized').toBeLessThan(3);
  });

  it('builds a .ts file with a type error without a configuration', async () => {
    expect(text).toContain('A `src/index.ts` with a type error built without a configuration and ran');
    const dir = writeProject('comparison-ts', {
      'src/index.ts': "const n: number = 'not a number';\nconsole.log(n);\n",
    });
    const stats = await build({ mode: 'production', context: dir, output: { path: path.join(dir, 'dist') } });
    expect(stats.hasErrors(), stats.toString('errors-only')).toBe(false);
    expect(execFileSync(process.execPath, [path.join(dir, 'dist', 'main.js')], { encoding: 'utf8' })).toBe(
      'not a number\n',
    );
  });

  it('builds an index.html entry into index.html and main.js with the script URL rewritten', async () => {
    expect(text).toContain(
      'An `index.html` entry built into `index.html` and `main.js` with the script URL rewritten.',
    );
    const dir = writeProject('comparison-html', {
      'index.html':
        '<!doctype html>\n<html><head><title>t</title></head><body><script src="./main.js"></script></body></html>\n',
      'main.js': 'console.log("hi");\n',
    });
    const stats = await build({
      mode: 'production',
      context: dir,
      entry: './index.html',
      output: { path: path.join(dir, 'dist') },
    });
    expect(stats.hasErrors(), stats.toString('errors-only')).toBe(false);
    expect(readdirSync(path.join(dir, 'dist')).sort()).toEqual(['index.html', 'main.js']);
    expect(readFileSync(path.join(dir, 'dist', 'index.html'), 'utf8')).toContain('<script src=main.js>');
  });

  it('output.library.type accepts 18 values', () => {
    expect(text).toContain('`output.library.type` accepts 18 values');
    const schema = JSON.parse(
      readFileSync(path.join(ROOT, 'node_modules', 'webpack', 'schemas', 'WebpackOptions.json'), 'utf8'),
    ) as {
      definitions: { LibraryType: { anyOf: { enum?: string[] }[] } };
    };
    const values = schema.definitions.LibraryType.anyOf.find((item) => item.enum)?.enum ?? [];
    expect(values).toHaveLength(18);
    for (const value of ['var', 'module', 'commonjs2', 'amd', 'umd', 'system']) expect(values).toContain(value);
  });
});
