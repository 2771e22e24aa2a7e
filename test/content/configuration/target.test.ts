/**
 * The section "Build for Node.js" of content/configuration/target.md: its configuration built for
 * a small server, and each of its four claims checked on the output and by running it.
 */
import { cpSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../support/cli';
import { build, runNode, tempDir, writeProject } from '../../support/project';
import { configIn, CONTENT, section, sectionsOf } from './pages';

const TARGET = path.join(CONTENT, 'configuration', 'target.md');

/** A server that reads two built-in modules, an installed package and a module it loads later. */
const SOURCES = {
  'package.json': '{ "private": true }\n',
  'src/server.js': [
    "import { existsSync } from 'node:fs';",
    "import path from 'path';",
    "import { z } from 'zod';",
    '',
    'const name = z.string().parse(process.argv[2] ?? "reader");',
    'console.log(JSON.stringify({ dirname: __dirname, filename: __filename, views: path.join(__dirname, "views") }));',
    'console.log(existsSync(__filename) ? `the bundle is at ${__filename}` : "no bundle");',
    "import('./late.js').then(({ greet }) => console.log(greet(name)));",
    '',
  ].join('\n'),
  'src/late.js': 'export const greet = (name) => `Hello, ${name}!`;\n',
};

/** Runs a bundle with Node.js from another folder than its own, and returns its lines. */
const run = (file: string): string[] => runNode(file, [], { cwd: os.tmpdir() }).trim().split('\n');

/** Builds the section's configuration for the server, with `change` merged over it. */
async function buildServer(change: webpack.Configuration = {}): Promise<{ out: string; main: string }> {
  const found = section(sectionsOf(TARGET), 'Build for Node.js');
  const dir = writeProject('target-node', SOURCES, { linkModules: true });
  const config = configIn(found, dir);
  // `npx webpack` in the project writes to ./dist; a test's working folder is elsewhere.
  const out = path.join(dir, 'dist');
  const stats = await build({
    ...config,
    ...change,
    context: dir,
    mode: 'development',
    devtool: false,
    output: { path: out },
  });
  expect(stats.toString('errors-warnings')).not.toMatch(/ERROR|WARNING/);
  return { out, main: readFileSync(path.join(out, 'main.js'), 'utf8') };
}

describe('configuration/target: Build for Node.js', { timeout: 60_000 }, () => {
  it('gives node20 and externalsPresets.nodeModules; its two commands build without a warning and run the server', () => {
    const found = section(sectionsOf(TARGET), 'Build for Node.js');
    const dir = writeProject('target-node-cli', SOURCES, { linkModules: true });
    const config = configIn(found, dir);
    expect(config.target).toBe('node20');
    expect(config.externalsPresets).toEqual({ nodeModules: true });
    expect(found.code.find((node) => node.lang === 'bash')?.value).toBe('npx webpack\nnode dist/main.js');
    // `configIn` wrote the block as the project's webpack.config.js.
    const { status, printed } = runCli(dir, []);
    expect(status, printed).toBe(0);
    expect(printed).toMatch(/compiled successfully/);
    expect(runNode('dist/main.js', [], { cwd: dir }).trim().split('\n').at(-1)).toBe('Hello, reader!');
  });

  it('keeps built-in modules as require() calls, with or without node:', async () => {
    const { main } = await buildServer();
    expect(main).toContain('require("node:fs")');
    expect(main).toContain('require("path")');
  });

  it('leaves installed packages to require() with the preset, and bundles them without it', async () => {
    const kept = await buildServer();
    expect(kept.main).toContain('require("zod")');
    expect(kept.main).not.toContain('ZodError');

    const bundled = await buildServer({ externalsPresets: {} });
    expect(bundled.main).not.toContain('require("zod")');
    expect(bundled.main).toContain('ZodError');
    // The bundle runs on its own: a copy of the output folder, far from any node_modules.
    const alone = tempDir('target-node-alone');
    cpSync(bundled.out, alone, { recursive: true });
    expect(run(path.join(alone, 'main.js')).at(-1)).toBe('Hello, reader!');
  });

  it('reads __dirname and __filename as the output file’s when it runs, and loads the import() chunk with require()', async () => {
    const { out, main } = await buildServer();
    const chunks = readdirSync(out).filter((file) => file !== 'main.js');
    expect(chunks).toHaveLength(1);
    expect(main).toContain('require("./" + ');
    const [paths, bundle, greeting] = run(path.join(out, 'main.js'));
    expect(JSON.parse(paths ?? '{}')).toEqual({
      dirname: out,
      filename: path.join(out, 'main.js'),
      views: path.join(out, 'views'),
    });
    expect(bundle).toBe(`the bundle is at ${path.join(out, 'main.js')}`);
    expect(greeting).toBe('Hello, reader!');
  });
});
