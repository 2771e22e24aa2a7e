/**
 * What content/plugins/type-script-plugin.md says: the plugin and its namespace are gone, a
 * configuration that creates it fails as shown, the experiment removes types without Node.js's
 * module.stripTypeScriptTypes (positions kept, source maps into the .ts file, data: URLs too),
 * 'auto' no longer depends on Node.js, and the errors for non-erasable syntax and .tsx.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import module from 'node:module';
import path from 'node:path';
import webpack from 'webpack';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { codeBlocks } from '../../support/code-blocks';
import { readPage } from '../../support/content';
import { runCli } from '../../support/cli';
import { build, copyProject, tempDir } from '../../support/project';

const PAGE = path.join(ROOT, 'content', 'plugins', 'type-script-plugin.md');
const blocks = codeBlocks(PAGE);
const shown = blocks.filter((block) => block.lang === 'text').map((block) => block.code);
const text = readPage(PAGE).replace(/\s+/g, ' ');
const GREET = "const greet = (name: string): string => `Hello, ${name}`;\nconsole.log(greet('TypeScript'));\n";

/** A project with src/<file> holding `source`. */
function project(file: string, source: string, config?: string): string {
  const dir = tempDir('typescript');
  mkdirSync(path.join(dir, 'src'));
  writeFileSync(path.join(dir, 'package.json'), '{ "private": true }\n');
  writeFileSync(path.join(dir, 'src', file), source);
  if (config) writeFileSync(path.join(dir, 'webpack.config.js'), config);
  return dir;
}

async function buildTs(file: string, source: string, extra: webpack.Configuration = {}) {
  const dir = project(file, source);
  const out = tempDir('typescript-out');
  const stats = await build({
    mode: 'development',
    devtool: false,
    target: 'node',
    context: dir,
    entry: `./src/${file}`,
    experiments: { typescript: true },
    output: { path: out },
    ...extra,
  });
  return {
    out,
    stats,
    errors: (stats.toJson({ all: false, errors: true }).errors ?? []).map((error) => error.message),
  };
}

const original = Object.getOwnPropertyDescriptor(module, 'stripTypeScriptTypes');
afterAll(() => {
  if (original) Object.defineProperty(module, 'stripTypeScriptTypes', original);
  else delete (module as { stripTypeScriptTypes?: unknown }).stripTypeScriptTypes;
});

describe('TypeScriptPlugin', { timeout: 120_000 }, () => {
  it('is no longer exported, and neither is webpack.experiments.typescript', () => {
    expect(Object.keys(webpack.experiments)).not.toContain('typescript');
    expect((webpack.experiments as Record<string, unknown>).typescript).toBeUndefined();
    expect(text).toContain(
      `Webpack ${webpack.version} has neither the plugin nor the \`webpack.experiments.typescript\` namespace`,
    );
  });

  it('a configuration that creates it fails in webpack-cli with the error the page shows; the diff of the page fixes it', () => {
    const config =
      "const webpack = require('webpack');\n\nmodule.exports = {\n  entry: './src/index.ts',\n  plugins: [new webpack.experiments.typescript.TypeScriptPlugin()],\n};\n";
    const broken = copyProject(project('index.ts', GREET, config), 'typescript-cli-broken');
    const failed = runCli(broken, []);
    expect(failed.status).not.toBe(0);
    expect(failed.printed).toContain(shown.find((code) => code.startsWith('TypeError')) ?? '-');

    // The page's diff removes the plugin; codeBlocks gives its result, as a reader copies it.
    expect(readPage(PAGE)).toContain('\n-  plugins: [new webpack.experiments.typescript.TypeScriptPlugin()],\n');
    const fixed =
      blocks.find((block) => block.title === 'webpack.config.js' && block.code.includes("entry: './src/index.ts'"))
        ?.code ?? '';
    expect(fixed).toContain('typescript: true');
    expect(fixed).not.toContain('TypeScriptPlugin');
    const dir = copyProject(project('index.ts', GREET, `${fixed}\n`), 'typescript-cli-fixed');
    const built = runCli(dir, ['--mode', 'production', '--target', 'node']);
    expect(built.status, built.printed).toBe(0);
    expect(execFileSync(process.execPath, [path.join(dir, 'dist', 'main.js')], { encoding: 'utf8' })).toBe(
      'Hello, TypeScript\n',
    );
  });

  it("builds a .ts module without Node.js's module.stripTypeScriptTypes, keeping every line and column", async () => {
    Object.defineProperty(module, 'stripTypeScriptTypes', {
      configurable: true,
      writable: true,
      value: () => {
        throw new Error('webpack called module.stripTypeScriptTypes');
      },
    });
    const { out, errors } = await buildTs('index.ts', GREET);
    expect(errors).toEqual([]);
    expect(readFileSync(path.join(out, 'main.js'), 'utf8')).toContain(
      "const greet = (name        )         => `Hello, ${name}`;\nconsole.log(greet('TypeScript'));",
    );
    expect(execFileSync(process.execPath, [path.join(out, 'main.js')], { encoding: 'utf8' })).toBe(
      'Hello, TypeScript\n',
    );
    // 'auto' no longer asks Node.js either.
    expect(webpack({ entry: {} }).options.experiments.typescript).toBe(true);
    if (original) Object.defineProperty(module, 'stripTypeScriptTypes', original);
    expect(text).toContain('removes types on any Node.js it runs on');
  });

  it("'auto' is on unless a rule handles .ts; the source map points into the TypeScript file", async () => {
    expect(webpack({ entry: {} }).options.experiments.typescript).toBe(true);
    expect(
      webpack({ entry: {}, module: { rules: [{ test: /\.ts$/, loader: 'ts-loader' }] } }).options.experiments
        .typescript,
    ).toBe(false);
    const { out, errors } = await buildTs('index.ts', GREET, { devtool: 'source-map' });
    expect(errors).toEqual([]);
    const map = JSON.parse(readFileSync(path.join(out, 'main.js.map'), 'utf8')) as {
      sources: string[];
      sourcesContent: string[];
    };
    expect(map.sourcesContent[map.sources.indexOf('webpack:///./src/index.ts')]).toBe(GREET);
  });

  it('reads data: URLs of the type text/typescript', async () => {
    const { out, errors } = await buildTs(
      'index.js',
      "import { n } from 'data:text/typescript,export const n: number = 42;';\nconsole.log(n);\n",
    );
    expect(errors).toEqual([]);
    expect(execFileSync(process.execPath, [path.join(out, 'main.js')], { encoding: 'utf8' })).toBe('42\n');
  });

  it('fails on syntax that needs code, with the message the page shows', async () => {
    const enumErrors = await buildTs('app.ts', 'enum Color { Red, Green }\nconsole.log(Color.Red);\n');
    expect(enumErrors.errors.join('\n')).toContain(shown.find((code) => code.includes('TypeScript enum')) ?? '-');
    for (const [source, what] of [
      ['namespace NS { export const a = 1; }\nconsole.log(NS.a);\n', 'namespace declaration'],
      ['class A { constructor(private x: number) {} }\nconsole.log(new A(1));\n', 'parameter property'],
      ['const n = <number>(1 as unknown);\nconsole.log(n);\n', 'angle-bracket type assertion'],
    ]) {
      const { errors } = await buildTs('app.ts', source ?? '');
      expect(errors.join('\n')).toContain(`TypeScript ${what} is not supported in strip-only mode`);
    }
  });

  it('a .tsx file fails with the message the page shows', async () => {
    const { errors } = await buildTs('app.tsx', 'export const x: number = 1;\n');
    expect(errors.join('\n')).toContain(shown.find((code) => code.includes('.tsx/JSX')) ?? '-');
  });
});
