/**
 * content/plugins/lazy-compilation-plugin.md: the example project of
 * examples/plugins/lazy-compilation-plugin/ builds report.js only once the running program
 * imports it, as the page shows; entries, imports, test, a shared server, the transport hook and a
 * backend of one's own behave as the page says.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { codeBlocks, blockWith } from '../../support/code-blocks';
import { readPage } from '../../support/content';
import { asTheReaderSees } from '../../support/cli';
import { build, copyProject, projectConfig, tempDir } from '../../support/project';

const PAGE = path.join(ROOT, 'content', 'plugins', 'lazy-compilation-plugin.md');
const EXAMPLE = path.join(ROOT, 'examples', 'plugins', 'lazy-compilation-plugin');
const text = readPage(PAGE).replace(/\s+/g, ' ');
const blocks = codeBlocks(PAGE);
const NODE_CLIENT = createRequire(path.join(ROOT, 'package.json')).resolve('webpack/hot/lazy-compilation-node.js');

/** Resolves once `read()` contains `wanted`, or rejects after `ms`. */
function waitFor(read: () => string, wanted: string, ms: number): Promise<void> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      if (read().includes(wanted)) {
        clearInterval(timer);
        resolve();
      } else if (Date.now() - started > ms) {
        clearInterval(timer);
        reject(new Error(`timed out waiting for ${JSON.stringify(wanted)} in:\n${read()}`));
      }
    }, 50);
  });
}

/** Every line of a block of the page is a line of the stats, as the reader sees them. */
function expectLines(printed: string, shown: string): void {
  const lines = asTheReaderSees(printed).split('\n');
  for (const line of shown.split('\n'))
    expect(lines, `the output has the line ${JSON.stringify(line)}`).toContain(line);
}

/** A project with src/index.js importing ./report.js, and the files given. */
function project(name: string, files: Record<string, string> = {}): string {
  const dir = tempDir(`lazy-compilation-${name}`);
  const all = {
    'src/index.js': "import('./report.js').then(({ report }) => console.log(report()));\n",
    'src/report.js': "export const report = () => 'report';\n",
    ...files,
  };
  for (const [file, content] of Object.entries(all)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

/** What a lazy compilation backend gives the plugin (BackendApi in webpack's types.d.ts). */
interface BackendApi {
  dispose: (done: (error?: Error | null) => void) => void;
  module: (module: webpack.Module) => { client: string; data: string; active: boolean };
}

/** The readable names of the modules of a build. */
const moduleNames = (stats: webpack.Stats): string[] =>
  [...stats.compilation.modules].map((module) => module.readableIdentifier(stats.compilation.requestShortener));

function plugin(
  options: Partial<ConstructorParameters<typeof webpack.hmr.LazyCompilationPlugin>[0]> = {},
): webpack.hmr.LazyCompilationPlugin {
  return new webpack.hmr.LazyCompilationPlugin({ backend: { client: NODE_CLIENT }, ...options });
}

async function buildWith(
  dir: string,
  plugins: webpack.WebpackPluginInstance[],
  extra: webpack.Configuration = {},
): Promise<webpack.Stats> {
  return build({
    mode: 'development',
    devtool: false,
    target: 'node',
    context: dir,
    entry: './src/index.js',
    output: { path: tempDir('lazy-compilation-out') },
    plugins: [new webpack.HotModuleReplacementPlugin(), ...plugins],
    ...extra,
  });
}

describe('the example project', () => {
  it('builds report.js once the running program imports it, printing what the page shows', async () => {
    const copy = copyProject(EXAMPLE, 'lazy-compilation-watch');
    const compiler = webpack({
      context: copy,
      ...projectConfig(copy, 'development'),
      output: { path: path.join(copy, 'dist') },
      infrastructureLogging: { level: 'none' },
    });
    const builds: webpack.Stats[] = [];
    // A rebuild that is invalidated while it runs (the backend's request, the watcher under load)
    // still writes its files, and the program applies its update; then webpack drops it and builds
    // again without calling back (Watching's _done), so its stats never reach the callback below.
    // Every compilation is taken here once its files are written.
    const emitted: webpack.Compilation[] = [];
    compiler.hooks.afterEmit.tap('lazy-compilation-test', (compilation) => {
      emitted.push(compilation);
    });
    const watching = compiler.watch({ aggregateTimeout: 50 }, (error, stats) => {
      if (error) throw error;
      if (stats) builds.push(stats);
    });
    let child: ChildProcess | undefined;
    let output = '';
    try {
      await waitFor(() => String(builds.length), '1', 20_000);
      const [first] = builds;
      if (!first) throw new Error('no first build');
      expect(first.hasErrors(), first.toString('errors-only')).toBe(false);
      expectLines(first.toString({ colors: false }), blockWith(blocks, 'lazy-compilation-proxy ./src/report.js'));
      expect(moduleNames(first)).not.toContain('./src/report.js');
      const before = emitted.length;
      child = spawn(process.execPath, [path.join(copy, 'dist', 'main.js')], { stdio: ['ignore', 'pipe', 'pipe'] });
      child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      await waitFor(() => output, '[HMR] Update applied.', 30_000);
      expect(output).toBe(`${blockWith(blocks, 'Total sales: 358')}\n`);
      // A rebuild prints the lines of the page. Under load watchpack may add rebuilds, before or
      // after the one that built the module, and the program may apply the update before that
      // rebuild ends: every rebuild written since is looked at.
      const shown = blockWith(blocks, 'asset src_report_js.js');
      const since = () => emitted.slice(before).map((compilation) => compilation.getStats());
      const printed = () => since().map((stats) => asTheReaderSees(stats.toString({ colors: false })));
      const prints = (text: string) => shown.split('\n').every((line) => text.split('\n').includes(line));
      await waitFor(() => (printed().some(prints) ? 'printed' : printed().join('\n----\n')), 'printed', 20_000);
      expect(since().some((stats) => moduleNames(stats).includes('./src/report.js'))).toBe(true);
    } finally {
      child?.kill();
      await new Promise<void>((resolve) => (watching ? watching.close(() => resolve()) : resolve()));
      await new Promise<void>((resolve) => compiler.close(() => resolve()));
    }
  }, 90_000);

  it('makes the same stand-ins as experiments.lazyCompilation with entries: false', async () => {
    const proxies = (stats: webpack.Stats) =>
      moduleNames(stats).filter((name) => name.startsWith('lazy-compilation-proxy'));
    const config = projectConfig(EXAMPLE, 'development');
    const withPlugin = await build({
      ...config,
      context: EXAMPLE,
      output: { path: tempDir('lazy-compilation-plugin-out') },
    });
    const withOption = await build({
      ...config,
      context: EXAMPLE,
      output: { path: tempDir('lazy-compilation-option-out') },
      plugins: [new webpack.HotModuleReplacementPlugin()],
      experiments: { lazyCompilation: { entries: false } },
    });
    expect(proxies(withPlugin)).toEqual(['lazy-compilation-proxy ./src/report.js']);
    expect(proxies(withOption)).toEqual(proxies(withPlugin));
    expect(text).toContain('`experiments: { lazyCompilation: { entries: false } }`');
  });
});

describe('the options', () => {
  it('makes nothing lazy without entries or imports', async () => {
    const stats = await buildWith(project('none'), [plugin()]);
    expect(stats.hasErrors(), stats.toString('errors-only')).toBe(false);
    expect(moduleNames(stats).filter((name) => name.startsWith('lazy-compilation-proxy'))).toEqual([]);
    expect(moduleNames(stats)).toContain('./src/report.js');
  });

  it('imports makes import()ed modules lazy, also those of an import() with an expression; entries the entry module', async () => {
    const dir = project('imports', {
      'src/index.js': "const page = 'home';\nimport(`./pages/${page}.js`);\nimport('./report.js');\n",
      'src/pages/home.js': 'export default 1;\n',
      'src/pages/about.js': 'export default 2;\n',
    });
    const imports = await buildWith(dir, [plugin({ imports: true })]);
    expect(imports.hasErrors(), imports.toString('errors-only')).toBe(false);
    const proxies = moduleNames(imports).filter((name) => name.startsWith('lazy-compilation-proxy'));
    expect(proxies.sort()).toEqual([
      'lazy-compilation-proxy ./src/pages/about.js',
      'lazy-compilation-proxy ./src/pages/home.js',
      'lazy-compilation-proxy ./src/report.js',
    ]);
    const entries = await buildWith(dir, [plugin({ entries: true })]);
    expect(moduleNames(entries).filter((name) => name.startsWith('lazy-compilation-proxy'))).toEqual([
      'lazy-compilation-proxy ./src/index.js',
    ]);
  });

  it('test narrows what is lazy: a RegExp, a string and a function', async () => {
    const dir = project('test', {
      'src/index.js': "import('./pages/home.js');\nimport('./report.js');\n",
      'src/pages/home.js': 'export default 1;\n',
    });
    const lazy = async (test: webpack.hmr.LazyCompilationPlugin['test']) =>
      moduleNames(await buildWith(dir, [plugin({ imports: true, test })])).filter((name) =>
        name.startsWith('lazy-compilation-proxy'),
      );
    expect(await lazy(/[\\/]src[\\/]pages[\\/]/)).toEqual(['lazy-compilation-proxy ./src/pages/home.js']);
    expect(await lazy(path.join(dir, 'src', 'pages'))).toEqual(['lazy-compilation-proxy ./src/pages/home.js']);
    expect(await lazy((module) => (module.nameForCondition() ?? '').endsWith('report.js'))).toEqual([
      'lazy-compilation-proxy ./src/report.js',
    ]);
  });

  it('the default backend listens on a loopback address and logs where', async () => {
    const logged: string[] = [];
    const record = (...args: unknown[]) => logged.push(args.map(String).join(' '));
    const console = {
      log: record,
      info: record,
      warn: record,
      error: record,
      debug: record,
      trace: record,
      group: record,
      groupCollapsed: record,
      groupEnd: () => {},
      profile: () => {},
      profileEnd: () => {},
      clear: () => {},
      status: record,
    } as unknown as Console;
    const compiler = webpack({
      mode: 'development',
      devtool: false,
      target: 'node',
      context: project('log'),
      entry: './src/index.js',
      output: { path: tempDir('lazy-compilation-log-out') },
      plugins: [plugin({ imports: true })],
      infrastructureLogging: { level: 'log', console },
    });
    await new Promise<void>((resolve, reject) =>
      compiler.run((error) => compiler.close(() => (error ? reject(error) : resolve()))),
    );
    const line = logged.find((item) => item.includes('Server-Sent-Events server for lazy compilation open at')) ?? '';
    expect(line).toMatch(/open at http:\/\/(127\.0\.0\.1|\[::1\]):\d+\.$/);
    expect(text).toContain('Without a `host`, the server listens on `localhost` only');
  });

  it('shares a running server: its own requests still reach it, the backend answers under its path, and it needs a urlBase', async () => {
    const server = http.createServer((request, response) => response.end('the page'));
    await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const error = await buildWith(project('shared-no-url'), [
        plugin({ imports: true, backend: { client: NODE_CLIENT, server } }),
      ]).then(
        () => null,
        (reason: unknown) => reason as Error,
      );
      expect(error?.message).toContain(blockWith(blocks, 'needs a `urlBase`'));

      const out = tempDir('lazy-compilation-shared-out');
      const compiler = webpack({
        mode: 'development',
        devtool: false,
        target: 'node',
        context: project('shared'),
        entry: './src/index.js',
        output: { path: out },
        infrastructureLogging: { level: 'none' },
        plugins: [
          new webpack.HotModuleReplacementPlugin(),
          plugin({ imports: true, backend: { client: NODE_CLIENT, server, urlBase: `http://localhost:${port}/` } }),
        ],
      });
      try {
        await new Promise<void>((resolve, reject) =>
          compiler.run((failure) => (failure ? reject(failure) : resolve())),
        );
        const bundle = readFileSync(path.join(out, 'src_report_js_lazy-compilation-proxy.js'), 'utf8');
        const prefix = /lazy-compilation-using-\d+-/.exec(bundle)?.[0];
        expect(prefix).toBeDefined();
        expect(bundle).toContain(encodeURIComponent(`http://localhost:${port}/${prefix}`));
        const get = (url: string) =>
          new Promise<{ type: string | undefined; body: string }>((resolve, reject) => {
            const request = http.get(`http://localhost:${port}${url}`, (response) => {
              if (response.headers['content-type'] === 'text/event-stream') {
                resolve({ type: response.headers['content-type'], body: '' });
                request.destroy();
                return;
              }
              let body = '';
              response.on('data', (chunk: Buffer) => (body += chunk.toString()));
              response.on('end', () => resolve({ type: response.headers['content-type'], body }));
            });
            request.on('error', reject);
          });
        expect((await get('/')).body).toBe('the page');
        expect((await get(`/${prefix}x`)).type).toBe('text/event-stream');
      } finally {
        await new Promise<void>((resolve) => compiler.close(() => resolve()));
      }
      // The backend does not close a shared server: it still answers.
      expect(server.listening).toBe(true);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  }, 60_000);

  it('the transport hook gets the backend object, and a tap can bring a backend of its own', async () => {
    const dir = project('transport');
    const seen: { transport?: unknown; modules: string[] } = { modules: [] };
    const custom: webpack.WebpackPluginInstance = {
      apply(compiler) {
        const hooks = webpack.hmr.LazyCompilationPlugin.getCompilerHooks(compiler);
        expect(webpack.hmr.LazyCompilationPlugin.getCompilerHooks(compiler)).toBe(hooks);
        hooks.transport.tap('CustomBackend', (transport) => ({
          ...transport,
          backend: (
            _compiler: webpack.Compiler,
            callback: (error: Error | null, api?: BackendApi) => void,
            received?: unknown,
          ) => {
            seen.transport = received;
            callback(null, {
              dispose: (done) => done(),
              module: (module: webpack.Module) => {
                seen.modules.push(module.readableIdentifier(compiler.requestShortener));
                return { client: `${NODE_CLIENT}?http://example.invalid/`, data: 'my-key', active: false };
              },
            });
          },
        }));
      },
    };
    const stats = await buildWith(dir, [plugin({ imports: true }), custom]);
    expect(stats.hasErrors(), stats.toString('errors-only')).toBe(false);
    expect(seen.transport).toMatchObject({ client: NODE_CLIENT });
    expect(seen.modules).toEqual(['./src/report.js']);
    const chunk = readFileSync(
      path.join(stats.compilation.outputOptions.path ?? '', 'src_report_js_lazy-compilation-proxy.js'),
      'utf8',
    );
    expect(chunk).toContain('"my-key"');
  });

  it('a promise-returning backend works too', async () => {
    let disposed = false;
    const backend = async () => ({
      dispose: (done: (error?: Error | null) => void) => ((disposed = true), done()),
      module: () => ({ client: `${NODE_CLIENT}?http://example.invalid/`, data: 'k', active: true }),
    });
    const stats = await buildWith(project('promise'), [
      plugin({ imports: true, backend: { client: NODE_CLIENT, backend } }),
    ]);
    expect(stats.hasErrors(), stats.toString('errors-only')).toBe(false);
    // Active: the build holds the real module behind the stand-in.
    expect(moduleNames(stats)).toEqual(
      expect.arrayContaining(['lazy-compilation-proxy ./src/report.js', './src/report.js']),
    );
    expect(disposed).toBe(true);
  });
});
