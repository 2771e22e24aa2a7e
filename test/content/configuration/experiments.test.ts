/**
 * What the docs say about webpack's built-in TypeScript support (experiments.typescript) in
 * webpack 5.113.0: content/configuration/experiments.md, and the pages that sum it up
 * (content/concepts/loaders.md, content/glossary.md, content/comparison.md). A `.ts` entry built
 * without a loader runs in Node.js; a rule for `.ts` turns the support off; `.tsx` and TypeScript
 * that produces code fail with the messages the page quotes. Also experiments.futureDefaults'
 * default for output.allowOutside.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { build, errorsOf, writeProject } from '../../support/project';
import { blocksIn, configIn, CONTENT, pageText, section, sectionsOf } from './pages';

const PAGE = path.join(CONTENT, 'configuration', 'experiments.md');
const sections = sectionsOf(PAGE);
const typescript = section(sections, 'experiments.typescript');
const text = pageText(PAGE);

const GREET = 'export function greet(name: string): string {\n  return `Hello, ${name}`;\n}\n';

/** The `src/index.ts` block of the page, which names its file in its first line. */
function pageEntry(): string {
  const found = blocksIn(typescript, 'ts').find((block) => block.startsWith('// src/index.ts'));
  expect(found, 'the page shows src/index.ts').toBeDefined();
  return found as string;
}

/** experiments.typescript after webpack's defaults, for a configuration. */
function resolvedTypescript(config: webpack.Configuration): unknown {
  const options = webpack.config.getNormalizedWebpackOptions(config);
  webpack.config.applyWebpackOptionsDefaults(options);
  return options.experiments.typescript;
}

describe('experiments.typescript', { timeout: 60_000 }, () => {
  it("the page's example builds without a loader, ./greet.js finds greet.ts, and the bundle runs", async () => {
    const config = configIn(typescript);
    const dir = writeProject('ts-example', { 'src/index.ts': pageEntry(), 'src/greet.ts': GREET });
    const stats = await build({
      ...config,
      mode: 'production',
      context: dir,
      output: { path: path.join(dir, 'dist') },
    });
    expect(errorsOf(stats)).toEqual([]);
    expect(execFileSync(process.execPath, [path.join(dir, 'dist', 'main.js')], { encoding: 'utf8' })).toBe(
      'Hello, webpack\n',
    );
  });

  it("'auto' is the default and on without a rule for .ts; true with futureDefaults", () => {
    expect(text).toContain(
      "`'auto'`: on unless a rule in [module.rules](/configuration/module/#modulerules) handles `.ts`, `.mts` or `.cts` files",
    );
    const options = webpack.config.getNormalizedWebpackOptions({});
    expect(options.experiments.typescript).toBeUndefined();
    expect(webpack.validate({ experiments: { typescript: 'auto' } })).toBeUndefined();
    expect(resolvedTypescript({})).toBe(true);
    expect(
      resolvedTypescript({
        experiments: { futureDefaults: true },
        module: { rules: [{ test: /\.ts$/, loader: 'ts-loader' }] },
      }),
    ).toBe(true);
    expect(
      resolvedTypescript({
        experiments: { typescript: true },
        module: { rules: [{ test: /\.ts$/, loader: 'ts-loader' }] },
      }),
    ).toBe(true);
  });

  it('a rule for .ts turns it off: the types then reach the JavaScript parser', async () => {
    for (const test of [/\.ts$/, /\.mts$/, /\.cts$/])
      expect(resolvedTypescript({ module: { rules: [{ test, loader: 'ts-loader' }] } }), String(test)).toBe(false);
    const dir = writeProject('ts-rule', { 'src/index.ts': pageEntry(), 'src/greet.ts': GREET });
    const stats = await build({
      mode: 'none',
      context: dir,
      entry: './src/index.ts',
      output: { path: path.join(dir, 'dist') },
      module: { rules: [{ test: /\.ts$/, type: 'javascript/auto' }] },
    });
    expect(errorsOf(stats).join('\n')).toContain('Module parse failed');
  });

  it('.tsx fails with the message the page quotes', async () => {
    const [quoted] = blocksIn(typescript, 'text') as [string];
    const dir = writeProject('ts-tsx', { 'src/index.tsx': 'export const App = () => <div />;\n' });
    const stats = await build({
      mode: 'none',
      context: dir,
      entry: './src/index.tsx',
      output: { path: path.join(dir, 'dist') },
    });
    const errors = errorsOf(stats);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(quoted);
  });

  it('TypeScript that produces code fails: enum, namespace with values, parameter properties', async () => {
    expect(text).toContain('`TypeScript enum is not supported in strip-only mode`');
    const dir = writeProject('ts-strip-only', {
      'src/enum.ts': 'enum Color { Red, Green }\nconsole.log(Color.Green);\n',
      'src/namespace.ts': 'namespace N { export const x = 1; }\nconsole.log(N.x);\n',
      'src/property.ts': 'class P { constructor(private x: number) {} }\nconsole.log(new P(1));\n',
    });
    const stats = await build({
      mode: 'none',
      context: dir,
      entry: { enum: './src/enum.ts', namespace: './src/namespace.ts', property: './src/property.ts' },
      output: { path: path.join(dir, 'dist') },
    });
    const errors = errorsOf(stats).join('\n');
    expect(errors).toContain('TypeScript enum is not supported in strip-only mode');
    expect(errors).toContain('TypeScript namespace declaration is not supported in strip-only mode');
    expect(errors).toContain('TypeScript parameter property is not supported in strip-only mode');
  });

  it('webpack 5.113.0 no longer calls Node.js to remove types', () => {
    expect(text).toContain('Since webpack 5.113.0 this does not depend on the Node.js version that runs webpack.');
    const lib = path.join(ROOT, 'node_modules', 'webpack', 'lib');
    const files = readdirSync(lib, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'));
    const calling = files.filter((file) => readFileSync(path.join(lib, file), 'utf8').includes('stripTypeScriptTypes'));
    expect(calling).toEqual([]);
    expect('TypeScriptPlugin' in (webpack.experiments as object)).toBe(false);
  });

  it('module.parser.javascript.typescript: false turns the stripping off for the files of a rule', async () => {
    const dir = writeProject('ts-parser-off', {
      'src/index.ts': "import './generated/types.ts';\nconsole.log(1);\n",
      'src/generated/types.ts': 'const n: number = 1;\n',
    });
    const stats = await build({
      mode: 'none',
      context: dir,
      entry: './src/index.ts',
      output: { path: path.join(dir, 'dist') },
      experiments: { typescript: true },
      module: { rules: [{ test: /\.ts$/, include: /generated/, parser: { typescript: false } }] },
    });
    const failed = (stats.toJson({ all: false, errors: true }).errors ?? []).map((error) => error.moduleName);
    expect(failed).toEqual(['./src/generated/types.ts']);
  });
});

describe('the pages that sum up the TypeScript support', () => {
  const read = (file: string): string => pageText(path.join(CONTENT, file));

  it('no page states a Node.js version requirement of 22.6', () => {
    for (const file of ['configuration/experiments.md', 'concepts/loaders.md', 'glossary.md', 'comparison.md']) {
      expect(read(file), file).not.toMatch(/22\.6/);
    }
  });

  it('concepts/loaders lists TypeScript without JSX among what webpack handles without a loader', () => {
    const loaders = read('concepts/loaders.md');
    expect(loaders).toContain(`Webpack ${webpack.version} parses these without any loader`);
    expect(loaders).toContain(
      'TypeScript without JSX, when no rule of yours matches `.ts` files: webpack removes the type annotations itself',
    );
  });

  it("comparison: webpack's row and section name 5.113.0, and TypeScript needs no configuration", () => {
    const comparison = read('comparison.md');
    expect(comparison).toContain('| webpack | `webpack` | 5.113.0 | 2026-11-19 | MIT | `>=10.13.0` |');
    expect(comparison).toContain('| TypeScript, no configuration | yes | no | yes | yes | yes | no |');
    const pkg = JSON.parse(readFileSync(path.join(ROOT, 'node_modules', 'webpack', 'package.json'), 'utf8')) as {
      engines: { node: string };
    };
    expect(pkg.engines.node).toBe('>=10.13.0');
  });
});

describe('experiments.lazyCompilation', { timeout: 60_000 }, () => {
  const lazy = (name: string): string =>
    writeProject(name, {
      'src/index.js': "import('./late.js').then(({ n }) => console.log(n));\n",
      'src/late.js': 'export const n = 1;\n',
    });

  /** The address the stand-in's client reaches the backend at, read from the client request in the bundle. */
  async function clientAddress(dir: string, extra: webpack.Configuration): Promise<URL> {
    const stats = await build({
      mode: 'development',
      target: 'web',
      context: dir,
      entry: './src/index.js',
      output: { path: path.join(dir, 'dist') },
      ...extra,
    });
    expect(errorsOf(stats)).toEqual([]);
    const names = (stats.toJson({ all: false, modules: true }).modules ?? []).map((module) => module.name ?? '');
    const client = names.find((name) => name.includes('lazy-compilation-web.js?'));
    expect(client, names.join('\n')).toBeDefined();
    return new URL(decodeURIComponent((client as string).split('?')[1] as string));
  }

  it('links the plugin page and its transport hook', () => {
    expect(text).toContain(
      'The experiment applies [LazyCompilationPlugin](/plugins/lazy-compilation-plugin/), which webpack exports as `webpack.hmr.LazyCompilationPlugin` since 5.113.0.',
    );
    expect(text).toContain('[transport hook](/plugins/lazy-compilation-plugin/#hookstransport)');
    expect(typeof webpack.hmr.LazyCompilationPlugin.getCompilerHooks).toBe('function');
  });

  it('without a host the backend listens on localhost only; on every address the client uses localhost', async () => {
    expect(text).toContain(
      'Without it, the server listens on `localhost` only, so that other machines cannot reach it',
    );
    const local = await clientAddress(lazy('lazy-localhost'), { experiments: { lazyCompilation: true } });
    expect(['127.0.0.1', '[::1]']).toContain(local.hostname);
    expect(local.pathname).toBe('/lazy-compilation-using-');

    expect(text).toContain(
      "When the server listens on every address (`'0.0.0.0'` or `'::'`), the client uses `localhost`.",
    );
    const every = await clientAddress(lazy('lazy-every'), {
      experiments: { lazyCompilation: { backend: { listen: { host: '0.0.0.0' } } } },
    });
    expect(every.hostname).toBe('localhost');
  });

  it('a running server is shared through the transport hook with a urlBase, and stops the build without one', async () => {
    expect(text).toContain('It then answers only the requests under its own path, `/lazy-compilation-using-<n>-`');
    const server = http.createServer();
    const shared = await clientAddress(lazy('lazy-shared'), {
      experiments: { lazyCompilation: true },
      plugins: [
        (compiler: webpack.Compiler) => {
          webpack.hmr.LazyCompilationPlugin.getCompilerHooks(compiler).transport.tap('Share', (transport) => ({
            ...transport,
            server,
            urlBase: 'http://localhost:8080/',
          }));
        },
      ],
    });
    expect(shared.origin).toBe('http://localhost:8080');
    expect(shared.pathname).toMatch(/^\/lazy-compilation-using-\d+-$/);
    expect(server.listening, 'the backend does not listen on a shared server').toBe(false);

    const [quoted] = blocksIn(section(sections, 'experiments.lazyCompilation.backend.server'), 'text') as [string];
    expect(() =>
      webpack.validate({ experiments: { lazyCompilation: { backend: { server: http.createServer() } } } }),
    ).not.toThrow();
    expect(() =>
      webpack.validate({
        experiments: { lazyCompilation: { backend: { urlBase: 'http://localhost:8080' } as never } },
      }),
    ).toThrow(/urlBase/);
    const dir = lazy('lazy-shared-no-url');
    await expect(
      build({
        mode: 'development',
        context: dir,
        entry: './src/index.js',
        output: { path: path.join(dir, 'dist') },
        experiments: { lazyCompilation: { backend: { server: http.createServer() } } },
      }),
    ).rejects.toThrow(quoted);
  });
});

describe('experiments.futureDefaults', () => {
  it('defaults output.allowOutside to false', () => {
    expect(text).toContain('[output.allowOutside](/configuration/output/#outputallowoutside) defaults to `false`');
    const options = webpack.config.getNormalizedWebpackOptions({ experiments: { futureDefaults: true } });
    webpack.config.applyWebpackOptionsDefaults(options);
    expect(options.output.allowOutside).toBe(false);
  });
});
