/**
 * The playground's Web Worker (src/playground/worker.ts): the installed webpack bundled for the
 * browser. A build of its own, run by a plugin of the client build, so the site still builds with
 * one command and the worker's Node.js stand-ins never reach the app: the plugin builds the worker
 * first (or takes it from an earlier build with the same inputs), adds its file to the client
 * build's assets as `playground/worker.<hash>.js`, and defines `__PLAYGROUND_WORKER__`, the url the
 * playground starts it from. In watch mode (the dev server) the worker rebuilds on its own changes.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import webpack, { type Compiler, type Configuration, type Stats } from 'webpack';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import { transform as transformCss } from 'lightningcss';
import { UNAVAILABLE } from '../../playground/unavailable';
import { MemoryFileSystem } from '../../playground/vfs';
import { ROOT } from '../paths';
import { filesystemCache, scriptRule, type Mode } from '../webpack/parts';
import {
  cacheNameOf,
  dependenciesOf,
  fileOrReuse,
  inputKey,
  reuseAllowed,
  type BuiltFile,
  type Dependencies,
} from '../webpack/reuse';

const require = createRequire(import.meta.url);
const PLUGIN = 'PlaygroundWorkerPlugin';
const SOURCE_DIR = path.join(ROOT, 'src/playground');
const SHIMS = path.join(SOURCE_DIR, 'shims');
/** Where the worker's file goes in dist/: a folder the full offline copy leaves out (src/node/outputs/offline.ts). */
export const PLAYGROUND_ASSET_DIR = 'playground';
/** Where the worker's latest builds are kept for reuse (`buildWorker`). */
export const WORKER_REUSE_DIR = path.join(ROOT, '.cache', 'playground-worker');
/**
 * The playground app's stylesheet, a file of its own that the screen links when the app loads:
 * as a CSS chunk of the client build it would cost an entry in the runtime every page loads.
 */
const STYLESHEET = path.join(ROOT, 'src/client/screens/playground/playground.css');
const FUNCTION_SOURCE_LOADER = path.join(ROOT, 'src/node/playground/function-source-loader.cjs');
const PACKAGE_VERSIONS_LOADER = path.join(ROOT, 'src/node/playground/package-versions-loader.cjs');

/** The last stylesheet built, by its source: a rebuild of the client (the dev server) reuses it. */
let lastStylesheet: { code: Buffer; mode: Mode; built: Built } | null = null;

/** The app's stylesheet, minified in production, named by its content. */
function stylesheet(mode: Mode): Built {
  const code = readFileSync(STYLESHEET);
  if (lastStylesheet?.mode === mode && lastStylesheet.code.equals(code)) return lastStylesheet.built;
  const built = buildStylesheet(code, mode);
  lastStylesheet = { code, mode, built };
  return built;
}

function buildStylesheet(code: Buffer, mode: Mode): Built {
  const production = mode === 'production';
  const css = production ? Buffer.from(transformCss({ filename: STYLESHEET, code, minify: true }).code) : code;
  const name = production
    ? `playground.${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`
    : 'playground.css';
  return { file: `${PLAYGROUND_ASSET_DIR}/${name}`, source: new webpack.sources.RawSource(css) };
}

/** The worker's webpack configuration. */
export function workerConfig(mode: Mode): Configuration {
  const production = mode === 'production';
  return {
    name: 'playground-worker',
    mode,
    context: ROOT,
    target: ['webworker', 'es2022'],
    entry: path.join(SOURCE_DIR, 'worker.ts'),
    output: {
      path: '/playground-worker',
      publicPath: '',
      filename: production ? 'worker.[contenthash:10].js' : 'worker.js',
      hashFunction: 'xxhash64',
    },
    // The dev server's worker starts from webpack's cache. A production build takes the worker
    // whole from an earlier build when none of its inputs changed (`buildWorker`), and when one
    // did, webpack's cache would save some 7 s of its build; writing that cache (190 MB) cost
    // every cold build 3 s of its 10.5.
    cache: production
      ? false
      : filesystemCache('playground-worker', mode, ROOT, [
          fileURLToPath(import.meta.url),
          path.join(ROOT, 'src/node/webpack/parts.ts'),
          FUNCTION_SOURCE_LOADER,
          PACKAGE_VERSIONS_LOADER,
        ]),
    resolve: {
      extensions: ['.ts', '.js', '.json'],
      // Node.js's modules, for the code of webpack and its dependencies: packages that do what
      // Node.js does in a browser, and stand-ins of ours where the worker has its own way (the
      // in-memory file system) or the package lacks what webpack calls (src/playground/shims/).
      alias: {
        fs$: path.join(SHIMS, 'fs.ts'),
        'graceful-fs$': path.join(SHIMS, 'fs.ts'),
        vm$: path.join(SHIMS, 'vm.ts'),
        url$: path.join(SHIMS, 'url.ts'),
        util$: path.join(SHIMS, 'util.cjs'),
        crypto$: path.join(SHIMS, 'crypto.ts'),
        module$: path.join(SHIMS, 'module.ts'),
        tty$: path.join(SHIMS, 'tty.ts'),
        http$: path.join(SHIMS, 'http.ts'),
        https$: path.join(SHIMS, 'https.ts'),
        querystring$: path.join(SHIMS, 'querystring.ts'),
        os$: require.resolve('os-browserify/browser'),
        // The state of the build in progress, for the loader loading that replaces webpack's.
        'playground-build-state$': path.join(SHIMS, 'current.ts'),
        // Worker threads and file watching: the playground builds once, in this worker.
        'jest-worker': false,
        watchpack$: path.join(SHIMS, 'watchpack.cjs'),
        // terser's command line reads files with acorn when asked; the minifier never does.
        acorn: false,
        // The minimizer plugin's minifiers that need Node.js or a native program.
        ...Object.fromEntries(
          UNAVAILABLE.map((name) => [`${name}$`, `${path.join(SHIMS, 'unavailable.cjs')}?${name}`]),
        ),
      },
      // Only where a package's own `browser` field names nothing better (enhanced-resolve has its own `path`).
      fallback: {
        path: require.resolve('path-browserify'),
        buffer: require.resolve('buffer/'),
        events: require.resolve('events/'),
        assert: false,
        child_process: false,
        constants: false,
        inspector: false,
        perf_hooks: false,
        stream: false,
        v8: false,
        worker_threads: false,
        zlib: false,
      },
    },
    module: {
      rules: [
        scriptRule(mode, { include: SOURCE_DIR, react: false }),
        // webpack copies these functions' source text into the bundles it writes: not the minifier's.
        {
          test: /[\\/]webpack[\\/]lib[\\/]hmr[\\/][^\\/]+\.runtime\.js$/,
          loader: FUNCTION_SOURCE_LOADER,
        },
        // minimizer-webpack-plugin hashes these functions' text and the minifiers' versions into every
        // chunk's hash: as in Node.js, or every [contenthash] of the playground differs.
        {
          test: /[\\/]webpack[\\/]lib[\\/](html[\\/]htmlMinify|css[\\/]cssMinify)\.js$/,
          loader: FUNCTION_SOURCE_LOADER,
          options: { properties: ['formatBanner', 'getBannerPosition'] },
        },
        {
          test: /[\\/]minimizer-webpack-plugin[\\/]dist[\\/]utils\.js$/,
          loader: PACKAGE_VERSIONS_LOADER,
        },
        // Files the worker holds as text (webpack's hot module replacement clients, for the
        // projects' node_modules): `import text from 'file?raw'`.
        { resourceQuery: /^\?raw$/, type: 'asset/source' },
      ],
      // webpack's lib requires optional packages by expression in places it never reaches here.
      exprContextCritical: false,
    },
    node: { global: true, __filename: 'mock', __dirname: 'mock' },
    plugins: [
      // One file: the few \`import()\`s in webpack's code load Node.js modules the worker does not have.
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new webpack.ProvidePlugin({
        process: [path.join(SHIMS, 'process.ts'), 'default'],
        Buffer: ['buffer', 'Buffer'],
        setImmediate: [path.join(SHIMS, 'set-immediate.ts'), 'default'],
      }),
      // Loaders are modules of the in-memory file system, not of Node.js's require.
      new webpack.NormalModuleReplacementPlugin(
        /[\\/]webpack[\\/]lib[\\/]loaders[\\/]loadLoader\.js$/,
        (resource: { request: string; createData?: { resource?: string } }) => {
          const replacement = path.join(SHIMS, 'load-loader.cjs');
          resource.request = replacement;
          if (resource.createData) resource.createData.resource = replacement;
        },
      ),
    ],
    optimization: {
      // webpack reads process.env.NODE_ENV of its own process: here, the worker's empty one.
      nodeEnv: false,
      minimize: production,
      // keepNames: webpack checks its own classes by name (`constructor.name !== 'Compilation'`).
      // esbuild minifies in this process: in a child process it would first be sent all 7 MB.
      minimizer: [
        new MinimizerPlugin({
          minify: MinimizerPlugin.esbuildMinify,
          minimizerOptions: { target: 'es2022', legalComments: 'none', keepNames: true },
          parallel: false,
        }),
      ],
    },
    performance: { hints: false },
    infrastructureLogging: { level: 'warn' },
    stats: 'errors-warnings',
  };
}

interface Built {
  file: string;
  source: webpack.sources.Source;
}

/** The worker's script, as its build wrote it to the in-memory file system. */
function fileOf(stats: Stats, fs: MemoryFileSystem): BuiltFile {
  if (stats.hasErrors())
    throw new Error(
      `The playground worker did not build:\n${stats.toString({ all: false, errors: true, colors: false })}`,
    );
  const scripts = stats.compilation.getAssets().filter((each) => each.name.endsWith('.js'));
  const [asset] = scripts;
  if (!asset || scripts.length > 1)
    throw new Error(`The playground worker build wrote ${scripts.length} scripts; it must write one`);
  const outputPath = stats.compilation.outputOptions.path ?? '/';
  return { name: asset.name, bytes: fs.readFileSync(`${outputPath}/${asset.name}`) as Buffer };
}

/** The worker's script as an asset of the client build. */
function asAsset(file: BuiltFile): Built {
  return { file: `${PLAYGROUND_ASSET_DIR}/${file.name}`, source: new webpack.sources.RawSource(file.bytes) };
}

/** Builds the worker once, into memory. */
function runWorker(config: Configuration): Promise<{ file: BuiltFile; dependencies: Dependencies }> {
  const worker = webpack(config);
  const fs = new MemoryFileSystem();
  worker.outputFileSystem = fs as unknown as Compiler['outputFileSystem'];
  return new Promise((resolve, reject) => {
    worker.run((error, stats) => {
      worker.close(() => {
        if (error) return reject(error);
        try {
          const done = stats as Stats;
          resolve({ file: fileOf(done, fs), dependencies: dependenciesOf([done.compilation]) });
        } catch (failure) {
          reject(failure instanceof Error ? failure : new Error(String(failure)));
        }
      });
    });
  });
}

/**
 * The worker, built or taken from an earlier build with the same inputs (reuse.ts): its build
 * takes some 10 s from nothing (3.5 s from webpack's cache, which only the dev server keeps), in
 * every build that runs webpack, one page changed among them. Its inputs: the files it read
 * outside node_modules (the snapshot), and the key: the mode, the build's code under src/node/
 * (its configuration), the top-level files, npm's record of node_modules, the Node.js version and
 * the name of its webpack cache.
 */
export function buildWorker(mode: Mode, store = WORKER_REUSE_DIR): Promise<{ file: BuiltFile; reused: boolean }> {
  const config = workerConfig(mode);
  const run = () => runWorker(config);
  if (!reuseAllowed('worker')) return run().then(({ file }) => ({ file, reused: false }));
  return fileOrReuse(() => inputKey(ROOT, [mode, cacheNameOf(config)], ['src/node']), store, run);
}

/** Builds the worker with the client build and hands its file and url to it. */
export class PlaygroundWorkerPlugin {
  private built: Promise<Built> | null = null;
  /** Whether the worker was taken from an earlier build (`buildWorker`); null until it is there. */
  reused: boolean | null = null;

  constructor(private readonly mode: Mode) {}

  /** The worker's url from the site's root, for `__PLAYGROUND_WORKER__`. */
  private url = '';
  private styles: Built | null = null;

  apply(compiler: Compiler): void {
    new webpack.DefinePlugin({
      __PLAYGROUND_WORKER__: webpack.DefinePlugin.runtimeValue(() => JSON.stringify(this.url), {
        version: () => this.url,
      }),
      __PLAYGROUND_CSS__: webpack.DefinePlugin.runtimeValue(() => JSON.stringify(`/${this.styles?.file ?? ''}`), {
        version: () => this.styles?.file ?? '',
      }),
    }).apply(compiler);

    compiler.hooks.beforeCompile.tapPromise(PLUGIN, async () => {
      const built = await this.build(compiler);
      this.url = `/${built.file}`;
      this.styles = stylesheet(this.mode);
    });

    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: PLUGIN, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          const built = await this.build(compiler);
          // Minified by its own build already.
          compilation.emitAsset(built.file, built.source, { minimized: true, immutable: this.mode === 'production' });
          if (this.styles)
            compilation.emitAsset(this.styles.file, this.styles.source, {
              minimized: true,
              immutable: this.mode === 'production',
            });
          compilation.fileDependencies.add(STYLESHEET);
        },
      );
    });
  }

  private build(parent: Compiler): Promise<Built> {
    if (this.built) return this.built;
    if (!parent.watchMode) {
      this.built = buildWorker(this.mode).then(({ file, reused }) => {
        this.reused = reused;
        return asAsset(file);
      });
      return this.built;
    }
    const worker = webpack(workerConfig(this.mode));
    const fs = new MemoryFileSystem();
    worker.outputFileSystem = fs as unknown as Compiler['outputFileSystem'];
    this.built = new Promise((resolve, reject) => {
      let first = true;
      worker.watch({}, (error, stats) => {
        const result = error
          ? Promise.reject(error)
          : Promise.resolve().then(() => asAsset(fileOf(stats as Stats, fs)));
        if (first) {
          first = false;
          result.then(resolve, reject);
          return;
        }
        // A change of the worker's code: the client build picks up the new file and url.
        this.built = result;
        parent.watching?.invalidate();
      });
    });
    return this.built;
  }
}
