/**
 * The two webpack builds of the site: the client (what the browser runs) and the server bundle
 * that the prerender step runs in Node to write every route's HTML.
 */
import ReactRefreshPlugin from '@pmmmwh/react-refresh-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import { createHash } from 'node:crypto';
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import { fileURLToPath } from 'node:url';
import { InjectManifest } from 'workbox-webpack-plugin';
import { DIST_DIR, ROOT, SERVER_BUNDLE, SITE_DIR } from '../paths';
import { analyticsId } from '../analytics';
import { docSearchConfig } from '../search/docsearch';
import { ContentHashChunkIdsPlugin } from './content-hash-chunk-ids';
import { PlaygroundWorkerPlugin } from '../playground/worker-bundle';

const CONFIG_FILE = fileURLToPath(import.meta.url);

/**
 * webpack's filesystem cache, one per build of the site: what a build reads from the generated
 * modules in .site/ is checked by webpack's own snapshots, and anything else a build depends on is
 * in its name (the values the build defines, where it writes) or its build dependencies (this
 * configuration and what it imports, the lock file).
 */
function filesystemCache(name: string, mode: Mode, defines: Record<string, string>): Configuration['cache'] {
  const variant = createHash('sha256')
    .update(JSON.stringify({ defines, site: SITE_DIR, dist: DIST_DIR }))
    .digest('hex')
    .slice(0, 12);
  return {
    type: 'filesystem',
    cacheDirectory: path.join(ROOT, '.cache', 'webpack'),
    name: `${name}-${mode}-${variant}`,
    buildDependencies: {
      config: [
        CONFIG_FILE,
        path.join(ROOT, 'src/node/webpack/content-hash-chunk-ids.ts'),
        path.join(ROOT, 'src/node/paths.ts'),
        path.join(ROOT, 'package-lock.json'),
      ],
    },
  };
}

/** The build-time constants of the app. */
function defines(production: boolean): Record<string, string> {
  return {
    __DEV__: JSON.stringify(!production),
    __DOCSEARCH__: JSON.stringify(docSearchConfig()),
    __ANALYTICS_ID__: JSON.stringify(analyticsId()),
  };
}

export type Mode = 'production' | 'development';

const CLIENT_DIR = path.join(ROOT, 'src/client');

/** TypeScript and JSX through Babel; in the dev server also React Refresh. */
function scriptRule(mode: Mode, refresh: boolean): webpack.RuleSetRule {
  return {
    test: /\.tsx?$/,
    include: [path.join(ROOT, 'src')],
    loader: 'babel-loader',
    options: {
      babelrc: false,
      configFile: false,
      // The build's mode, not whatever NODE_ENV the shell happens to have.
      envName: mode,
      cacheDirectory: path.join(ROOT, '.cache', 'babel'),
      presets: [
        ['@babel/preset-typescript', { onlyRemoveTypeImports: true }],
        ['@babel/preset-react', { runtime: 'automatic', development: mode === 'development' }],
      ],
      plugins: refresh ? ['react-refresh/babel'] : [],
    },
  };
}

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
  return {
    name: 'client',
    mode,
    context: ROOT,
    cache: filesystemCache('client', mode, defines(production)),
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
        scriptRule(mode, hot),
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
      minimizer: [
        new MinimizerPlugin({
          test: /\.js$/,
          exclude: /^framework\./,
          minify: MinimizerPlugin.terserMinify,
          minimizerOptions: { compress: { passes: 2 }, mangle: true },
        }),
        // React reads no property for its side effects (no getters, no forced layout), so reads
        // whose value goes unused can go: 170 bytes less in the file every page loads first.
        new MinimizerPlugin({
          test: /^framework\..*\.js$/,
          minify: MinimizerPlugin.terserMinify,
          minimizerOptions: { compress: { passes: 2, pure_getters: true }, mangle: true },
        }),
        new MinimizerPlugin({ test: /\.css$/, minify: MinimizerPlugin.lightningCssMinify }),
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
    cache: filesystemCache('server', 'production', defines(true)),
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
        scriptRule('production', false),
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
