/**
 * The two webpack builds of the site: the client (what the browser runs) and the server bundle
 * that the prerender step runs in Node to write every route's HTML.
 */
import ReactRefreshPlugin from '@pmmmwh/react-refresh-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import path from 'node:path';
import webpack, { type Configuration, type FileCacheOptions } from 'webpack';
import { fileURLToPath } from 'node:url';
// The plugin's own module: the package's index also loads GenerateSW, whose dependencies take a
// second to load in every build and dev server start.
import { InjectManifest } from 'workbox-webpack-plugin/build/inject-manifest.js';
import { DIST_DIR, ROOT, SERVER_BUNDLE, SITE_DIR } from '../paths';
import { analyticsId } from '../analytics';
import { docSearchConfig } from '../search/docsearch';
import { ContentHashChunkIdsPlugin } from './content-hash-chunk-ids';
import { filesystemCache, scriptRule, type Mode } from './parts';
import { PlaygroundWorkerPlugin } from '../playground/worker-bundle';

const CONFIG_FILE = fileURLToPath(import.meta.url);

/**
 * webpack's filesystem cache of one build of the site (parts.ts): .site/ is checked by webpack's own
 * snapshots. Where the build writes is not part of its name: a build into another folder finds the
 * same modules (test/dist/warm-build.test.ts builds into one and compares).
 */
function siteCache(name: string, mode: Mode, defined: Record<string, string>): FileCacheOptions {
  return filesystemCache(name, mode, { defines: defined, site: SITE_DIR }, [
    CONFIG_FILE,
    path.join(ROOT, 'src/node/webpack/parts.ts'),
    path.join(ROOT, 'src/node/webpack/content-hash-chunk-ids.ts'),
    path.join(ROOT, 'src/node/paths.ts'),
  ]);
}

/** The build-time constants of the app. */
function defines(production: boolean): Record<string, string> {
  return {
    __DEV__: JSON.stringify(!production),
    __DOCSEARCH__: JSON.stringify(docSearchConfig()),
    __ANALYTICS_ID__: JSON.stringify(analyticsId()),
  };
}

const CLIENT_DIR = path.join(ROOT, 'src/client');
const SOURCE_DIR = path.join(ROOT, 'src');

const resolve: Configuration['resolve'] = {
  extensions: ['.tsx', '.ts', '.js'],
  alias: { '@site': SITE_DIR },
};

/**
 * Images the components and stylesheets use (the logo, the header's icons): files of their own,
 * named and hashed. The server build names the same files without writing them.
 */
function svgRule(production: boolean, emit = true): webpack.RuleSetRule {
  return {
    test: /\.svg$/,
    type: 'asset/resource',
    generator: { filename: production ? 'icons/[name].[contenthash:10][ext]' : 'icons/[name][ext]', emit },
  };
}

export function clientConfig(mode: Mode, options: { hot?: boolean } = {}): Configuration {
  const production = mode === 'production';
  const hot = Boolean(options.hot);
  const cache = siteCache('client', mode, defines(production));
  return {
    name: 'client',
    mode,
    context: ROOT,
    cache,
    target: ['web', 'es2020'],
    entry: { main: path.join(CLIENT_DIR, 'entry-client.tsx') },
    output: {
      path: DIST_DIR,
      publicPath: '/',
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      // An async chunk's id is a hash of its content (ContentHashChunkIdsPlugin), so `[id].js` is
      // content-hashed and needs no per-page table in the runtime.
      chunkFilename: production ? '[id].js' : '[name].js',
      hashFunction: 'xxhash64',
      // 120 s, as the spec sets it.
      chunkLoadTimeout: 120000,
    },
    resolve,
    devtool: production ? false : 'eval-cheap-module-source-map',
    module: {
      rules: [
        scriptRule(mode, { include: SOURCE_DIR, react: true, refresh: hot }),
        // Data files the browser fetches (`new URL('@site/x.json', import.meta.url)`): named and hashed.
        {
          dependency: 'url',
          test: /\.json$/,
          type: 'asset/resource',
          generator: { filename: production ? 'data/[name].[contenthash:10][ext]' : 'data/[name][ext]' },
        },
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, { loader: 'css-loader', options: { importLoaders: 0 } }] },
        svgRule(production),
      ],
    },
    plugins: [
      new MiniCssExtractPlugin({
        filename: production ? '[name].[contenthash:10].css' : '[name].css',
        chunkFilename: production ? '[name].[contenthash:10].css' : '[name].css',
      }),
      new webpack.DefinePlugin(defines(production)),
      // The playground's Web Worker: webpack itself, bundled for the browser by a build of its own.
      new PlaygroundWorkerPlugin(mode),
      ...(hot ? [new ReactRefreshPlugin({ overlay: false })] : []),
      ...(production
        ? [new ContentHashChunkIdsPlugin([CONFIG_FILE, path.join(ROOT, 'package-lock.json')]), serviceWorker()]
        : []),
    ],
    optimization: {
      // One file fewer for the first visit: the runtime rides in main (it has no per-chunk table).
      runtimeChunk: production ? false : 'single',
      moduleIds: production ? 'deterministic' : 'named',
      chunkIds: production ? 'deterministic' : 'named',
      splitChunks: {
        cacheGroups: {
          // React changes less often than the site: its own long-cached file.
          framework: {
            test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
            name: 'framework',
            chunks: 'initial',
            priority: 10,
            enforce: true,
          },
        },
      },
      // Minified in this process, while webpack waits: SWC on threads of its own (the client's async
      // chunks are 16 MB of mostly page text), terser on React alone and Lightning CSS on the few
      // stylesheets in this thread. In child processes each would first start one, and on 2 cores
      // get one: the cold build's webpack stage took 19 to 20 s with terser for every script and
      // 12 s with this.
      minimizer: [
        new MinimizerPlugin({
          test: /\.js$/,
          exclude: /^framework\./,
          minify: MinimizerPlugin.swcMinify,
          minimizerOptions: { compress: { passes: 2 }, mangle: true },
          parallel: false,
        }),
        // React reads no property for its side effects (no getters, no forced layout), so reads
        // whose value goes unused can go: 170 bytes less in the file every page loads first.
        // terser, not SWC: SWC's React is 520 bytes larger gzipped, more than the first load's
        // budget leaves.
        new MinimizerPlugin({
          test: /^framework\..*\.js$/,
          minify: MinimizerPlugin.terserMinify,
          minimizerOptions: { compress: { passes: 2, pure_getters: true }, mangle: true },
          parallel: false,
        }),
        new MinimizerPlugin({ test: /\.css$/, minify: MinimizerPlugin.lightningCssMinify, parallel: false }),
      ],
    },
    performance: { hints: false },
    infrastructureLogging: { level: 'warn' },
    stats: 'errors-warnings',
  };
}

/**
 * /sw.js, from src/sw/sw.ts. Its precache manifest is the app every page runs and the route table:
 * what the first visit downloads anyway. Pages and their chunks are saved as they are used, and
 * the rest of the site once the page asks for it (see src/sw/sw.ts).
 */
function serviceWorker(): InjectManifest {
  return new InjectManifest({
    swSrc: path.join(ROOT, 'src/sw/sw.ts'),
    swDest: 'sw.js',
    chunks: ['framework', 'main', 'routes'],
    exclude: [/\.map$/, /\.LICENSE\.txt$/],
  });
}

export function serverConfig(): Configuration {
  return {
    name: 'server',
    mode: 'production',
    context: ROOT,
    cache: siteCache('server', 'production', defines(true)),
    target: 'node20',
    entry: path.join(CLIENT_DIR, 'entry-server.tsx'),
    output: {
      path: path.dirname(SERVER_BUNDLE),
      filename: path.basename(SERVER_BUNDLE),
      // As the client's: the image files it names (svgRule) get the same addresses.
      publicPath: '/',
      hashFunction: 'xxhash64',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: {
      ...resolve,
      // The server renders the page it is given; it never loads other pages.
      alias: { '@site/routes': path.join(ROOT, 'src/node/webpack/no-routes.js'), '@site': SITE_DIR },
    },
    externals: [/^react(-dom)?(\/.*)?$/],
    externalsType: 'commonjs',
    module: {
      rules: [
        scriptRule('production', { include: SOURCE_DIR, react: true }),
        { test: /\.css$/, loader: path.join(ROOT, 'src/node/webpack/ignore-css-loader.cjs') },
        svgRule(true, false),
      ],
    },
    plugins: [new webpack.DefinePlugin(defines(true)), new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    optimization: { minimize: false, splitChunks: false },
    performance: { hints: false },
    infrastructureLogging: { level: 'warn' },
    stats: 'errors-warnings',
  };
}
