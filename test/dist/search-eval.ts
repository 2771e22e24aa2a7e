/**
 * The evaluation set of the search: queries written from a reader's side, each with the results
 * that are acceptable first, and its kind. `test/dist/search.test.ts` holds the ranking to its
 * targets on both halves, and `npm run bench` runs the same set through Pagefind and MiniSearch.
 *
 * A url with a hash accepts exactly that heading; a url without one accepts the page or any of
 * its headings. A query may accept several answers when readers would be as well served by each.
 *
 * The held-out third (`HELD_OUT`) was drawn before the ranking was tuned, with `heldOutSplit`
 * and `HELD_OUT_SEED`: tune on the rest (`tuningQueries()`), and look at the held-out results only
 * to report them. A query added later joins the tuning set; the split is not drawn again.
 */

export type QueryKind = 'title' | 'heading' | 'identifier' | 'error' | 'abbreviation' | 'typo' | 'version' | 'task' | 'case';

export const QUERY_KINDS: readonly QueryKind[] = ['title', 'heading', 'identifier', 'error', 'abbreviation', 'typo', 'version', 'task', 'case'];

export interface EvalQuery {
  query: string;
  kind: QueryKind;
  /** Acceptable first results: a url with a hash is that heading; without one, the page or any of its headings. */
  accept: readonly string[];
}

const q = (kind: QueryKind, query: string, ...accept: string[]): EvalQuery => ({ query, kind, accept });

/** The queries as they were when the held-out third was drawn. */
const DRAWN: readonly EvalQuery[] = [
  // Titles, as readers type them
  q('title', 'asset management', '/guides/asset-management/'),
  q('title', 'output management', '/guides/output-management/'),
  q('title', 'build performance', '/guides/build-performance/'),
  q('title', 'content security policy', '/guides/csp/'),
  q('title', 'dependency management', '/guides/dependency-management/'),
  q('title', 'ecmascript modules', '/guides/ecma-script-modules/'),
  q('title', 'advanced entry points', '/guides/entry-advanced/'),
  q('title', 'integrations', '/guides/integrations/'),
  q('title', 'package exports', '/guides/package-exports/'),
  q('title', 'production', '/guides/production/'),
  q('title', 'progressive web application', '/guides/progressive-web-application/'),
  q('title', 'public path', '/guides/public-path/'),
  q('title', 'shimming', '/guides/shimming/'),
  q('title', 'typescript', '/guides/typescript/'),
  q('title', 'web workers', '/guides/web-workers/'),
  q('title', 'development in a vm', '/guides/development-vagrant/'),
  q('title', 'under the hood', '/concepts/under-the-hood/'),
  q('title', 'targets', '/concepts/targets/', '/configuration/target/'),
  q('title', 'modules', '/concepts/modules/'),
  q('title', 'configuration types', '/configuration/configuration-types/'),
  q('title', 'entry and context', '/configuration/entry-context/'),
  q('title', 'experiments', '/configuration/experiments/'),
  q('title', 'module parsers and generators', '/configuration/module-parsers/'),
  q('title', 'all options', '/configuration/option-index/'),
  q('title', 'other options', '/configuration/other-options/'),
  q('title', 'optimization', '/configuration/optimization/'),
  q('title', 'resolve', '/configuration/resolve/'),
  q('title', 'compilation hooks', '/api/compilation-hooks/'),
  q('title', 'compiler hooks', '/api/compiler-hooks/'),
  q('title', 'compilation object', '/api/compilation-object/'),
  q('title', 'loader api', '/api/loaders/'),
  q('title', 'logger interface', '/api/logging/'),
  q('title', 'module methods', '/api/module-methods/'),
  q('title', 'module variables', '/api/module-variables/'),
  q('title', 'node.js api', '/api/node/'),
  q('title', 'javascriptparser hooks', '/api/parser/'),
  q('title', 'plugin api', '/api/plugins/'),
  q('title', 'resolvers', '/api/resolvers/'),
  q('title', 'stats data', '/api/stats/'),
  q('title', "writer's guide", '/contribute/writers-guide/'),
  q('title', 'plugin patterns', '/contribute/plugin-patterns/'),
  q('title', 'branding', '/branding/'),
  q('title', 'comparison', '/comparison/'),
  q('title', 'migrate', '/migrate/'),
  q('title', 'webpack 5 release', '/blog/2020-10-10-webpack-5-release/'),
  q('title', 'mit license', '/license/'),
  q('title', 'glossary of terms', '/glossary/'),

  // Headings readers look for
  q('heading', 'magic comments', '/api/module-methods/#magic-comments'),
  q('heading', 'placeholders', '/concepts/output/#placeholders', '/glossary/#placeholder'),
  q('heading', 'exit codes', '/api/cli/#exit-codes'),
  q('heading', 'pitching loaders', '/api/loaders/#pitching-loaders'),
  q('heading', 'inline loaders', '/api/loaders/#inline-loaders', '/configuration/module/#inline-loaders-and-their-prefixes', '/glossary/#inline-loader'),
  q('heading', 'self-accepting modules', '/concepts/hot-module-replacement/#self-accepting-modules', '/guides/hot-module-replacement/#let-a-module-accept-its-own-updates'),
  q('heading', 'circular dependencies', '/concepts/dependency-graph/#circular-dependencies', '/configuration/performance/#performancecirculardependencies'),
  q('heading', 'dynamic entries', '/concepts/entry-points/#dynamic-entries'),
  q('heading', 'entry descriptors', '/concepts/entry-points/#entry-descriptors'),
  q('heading', 'custom file systems', '/api/node/#custom-file-systems'),
  q('heading', 'multicompiler', '/api/node/#multicompiler'),
  q('heading', 'log levels', '/api/logging/#log-levels'),
  q('heading', 'hook classes', '/api/plugins/#hook-classes'),
  q('heading', 'interceptors', '/api/plugins/#interceptors'),
  q('heading', 'subpath patterns', '/guides/package-exports/#subpath-patterns'),
  q('heading', 'import attributes', '/concepts/modules/#import-attributes', '/guides/asset-modules/#import-attributes', '/glossary/#import-attributes'),
  q('heading', 'module types', '/concepts/modules/#module-types', '/glossary/#module-type'),
  q('heading', 'unused exports', '/concepts/modules/#unused-exports'),
  q('heading', 'mark a call as pure', '/guides/tree-shaking/#mark-a-call-as-pure'),
  q('heading', 'trusted types', '/guides/csp/#trusted-types', '/configuration/output/#outputtrustedtypes'),
  q('heading', 'vendors chunk', '/guides/caching/#put-packages-into-a-vendors-chunk'),
  q('heading', 'module workers', '/guides/web-workers/#module-workers'),
  q('heading', 'stats presets', '/configuration/stats/#presets', '/api/stats/#presets'),
  q('heading', 'processAssets stages', '/api/compilation-hooks/#the-stages-of-processassets', '/concepts/plugins/#processassets-stages', '/glossary/#processassets-stage'),
  q('heading', 'chaining loaders', '/concepts/loaders/#chaining-loaders'),
  q('heading', 'logo colours', '/branding/#colours'),
  q('heading', 'clear space around the logo', '/branding/#clear-space'),
  q('heading', 'rollup', '/comparison/#rollup'),
  q('heading', 'vite', '/comparison/#vite'),
  q('heading', 'rspack', '/comparison/#rspack'),
  q('heading', 'chunk graph', '/concepts/under-the-hood/#chunks-and-the-chunk-graph', '/glossary/#chunk-graph'),
  q('heading', 'front matter', '/contribute/writers-guide/#front-matter'),
  q('heading', 'release schedule', '/contribute/release-process/#what-the-schedule-says'),
  q('heading', 'report a problem', '/contribute/#report-a-problem-well'),
  q('heading', 'cpu profile', '/contribute/debugging/#a-cpu-profile-of-the-whole-process'),
  q('heading', 'dynamic remotes', '/plugins/module-federation-plugin/#dynamic-remotes', '/concepts/module-federation/#remotes-chosen-at-runtime'),
  q('heading', 'sharing libraries', '/concepts/module-federation/#sharing-libraries'),
  q('heading', 'browserslist', '/configuration/target/#browserslist-targets', '/glossary/#browserslist'),
  q('heading', 'load fonts', '/guides/asset-management/#load-fonts'),
  q('heading', 'yaml', '/guides/asset-management/#yaml-and-other-formats'),
  q('heading', 'scope hoisting', '/glossary/#scope-hoisting', '/plugins/module-concatenation-plugin/', '/configuration/optimization/#optimizationconcatenatemodules'),
  q('heading', 'the exports field', '/concepts/module-resolution/#the-exports-field', '/glossary/#exports-field'),
  q('heading', 'resource hints', '/configuration/output/#outputresourcehints', '/glossary/#resource-hints', '/blog/2026-07-23-webpack-5-109/#resource-hints'),
  q('heading', 'the loader context', '/api/loaders/#the-loader-context'),
  q('heading', 'statuses', '/api/hot-module-replacement/#statuses'),
  q('heading', 'what is tapable', '/glossary/#tapable'),

  // Identifiers of the reference pages
  q('identifier', 'this.emitFile', '/api/loaders/#thisemitfile'),
  q('identifier', 'module.hot.accept', '/api/hot-module-replacement/#accept'),
  q('identifier', 'import()', '/api/module-methods/#importrequest'),
  q('identifier', '[name]', '/concepts/output/#placeholders', '/configuration/output/#outputfilename', '/glossary/#placeholder'),
  q('identifier', 'this.async', '/api/loaders/#thisasync'),
  q('identifier', 'this.callback', '/api/loaders/#thiscallback'),
  q('identifier', 'this.getOptions', '/api/loaders/#thisgetoptions'),
  q('identifier', 'processAssets', '/api/compilation-hooks/#processassets'),
  q('identifier', 'compiler.hooks.done', '/api/compiler-hooks/#done'),
  q('identifier', 'compilation.emitAsset', '/api/compilation-object/#compilationemitasset'),
  q('identifier', 'require.context', '/api/module-methods/#requirecontext'),
  q('identifier', 'import.meta.webpackHot', '/api/module-variables/#importmetawebpackhot'),
  q('identifier', '__webpack_public_path__', '/api/module-variables/#__webpack_public_path__'),
  q('identifier', 'webpackPrefetch', '/api/module-methods/#webpackprefetch'),
  q('identifier', 'compiler.run', '/api/node/#compilerrun'),
  q('identifier', 'webpack.validate', '/api/node/#webpackvalidate'),
  q('identifier', 'evaluateTypeof', '/api/parser/#evaluatetypeof'),
  q('identifier', 'thisCompilation', '/api/compiler-hooks/#thiscompilation'),
  q('identifier', 'getLogger', '/api/logging/#getting-a-logger', '/api/logging/#compilationgetlogger', '/api/logging/#thisgetlogger'),
  q('identifier', 'resolverFactory', '/api/resolvers/#the-resolver-factory', '/api/resolvers/#compilerresolverfactory'),
  q('identifier', 'devServer.historyApiFallback', '/configuration/dev-server/#devserverhistoryapifallback'),
  q('identifier', 'devServer.port', '/configuration/dev-server/#devserverport'),
  q('identifier', 'dependOn', '/configuration/entry-context/#entrynamedependon', '/concepts/entry-points/#dependon'),
  q('identifier', 'experiments.lazyCompilation', '/configuration/experiments/#experimentslazycompilation'),
  q('identifier', 'externalsType', '/configuration/externals/#externalstype'),
  q('identifier', 'module.noParse', '/configuration/module/#modulenoparse'),
  q('identifier', 'oneOf', '/configuration/module/#modulerulesoneof'),
  q('identifier', 'node.global', '/configuration/node/#nodeglobal'),
  q('identifier', 'optimization.usedExports', '/configuration/optimization/#optimizationusedexports'),
  q('identifier', 'moduleIds', '/configuration/optimization/#optimizationmoduleids'),
  q('identifier', 'cache.buildDependencies', '/configuration/other-options/#cachebuilddependencies'),
  q('identifier', 'infrastructureLogging', '/configuration/other-options/#infrastructurelogging'),
  q('identifier', 'performance.maxAssetSize', '/configuration/performance/#performancemaxassetsize'),
  q('identifier', 'resolve.fallback', '/configuration/resolve/#resolvefallback'),
  q('identifier', 'mainFields', '/configuration/resolve/#resolvemainfields'),
  q('identifier', 'resolveLoader', '/configuration/resolve/#resolveloader'),
  q('identifier', 'stats.errorDetails', '/configuration/stats/#statserrordetails'),
  q('identifier', 'watchOptions.ignored', '/configuration/watch/#watchoptionsignored'),
  q('identifier', 'cacheGroups', '/configuration/optimization/#optimizationsplitchunkscachegroups'),
  q('identifier', 'libraryTarget', '/configuration/output/#outputlibrarytarget'),
  q('identifier', 'localIdentName', '/loaders/css-loader/#moduleslocalidentname', '/configuration/module-parsers/#modulegeneratorcssautolocalidentname'),
  q('identifier', 'cacheDirectory', '/loaders/babel-loader/#cachedirectory', '/configuration/other-options/#cachecachedirectory'),
  q('identifier', 'postcssOptions', '/loaders/postcss-loader/#postcssoptions'),
  q('identifier', 'injectType', '/loaders/style-loader/#injecttype'),
  q('identifier', 'DefinePlugin', '/plugins/define-plugin/'),
  q('identifier', 'ProvidePlugin', '/plugins/provide-plugin/'),
  q('identifier', 'HtmlWebpackPlugin', '/plugins/html-webpack-plugin/'),
  q('identifier', 'MiniCssExtractPlugin', '/plugins/mini-css-extract-plugin/'),
  q('identifier', 'TerserPlugin', '/plugins/terser-webpack-plugin/'),
  q('identifier', 'IgnorePlugin', '/plugins/ignore-plugin/'),
  q('identifier', 'BannerPlugin', '/plugins/banner-plugin/'),
  q('identifier', 'SourceMapDevToolPlugin', '/plugins/source-map-dev-tool-plugin/'),
  q('identifier', 'ModuleFederationPlugin', '/plugins/module-federation-plugin/'),
  q('identifier', 'ContextReplacementPlugin', '/plugins/context-replacement-plugin/'),
  q('identifier', 'ProgressPlugin', '/plugins/progress-plugin/'),
  q('identifier', 'SplitChunksPlugin', '/plugins/split-chunks-plugin/'),
  q('identifier', 'maxChunks', '/plugins/limit-chunk-count-plugin/#maxchunks'),
  q('identifier', 'babel-loader', '/loaders/babel-loader/'),
  q('identifier', 'css-loader', '/loaders/css-loader/'),
  q('identifier', 'file-loader', '/loaders/file-loader/'),
  q('identifier', 'thread-loader', '/loaders/thread-loader/'),
  q('identifier', 'source-map-loader', '/loaders/source-map-loader/'),
  q('identifier', 'postcss-loader', '/loaders/postcss-loader/'),
  q('identifier', 'copy-webpack-plugin', '/plugins/copy-webpack-plugin/'),
  q('identifier', '__dirname', '/api/module-variables/#__dirname', '/configuration/node/#node__dirname'),
  q('identifier', 'process.env.NODE_ENV', '/api/module-variables/#processenvnode_env', '/guides/environment-variables/#the-mode-reaches-your-code-as-processenvnode_env'),
  q('identifier', 'module.exports', '/api/module-variables/#moduleexports', '/api/module-methods/#moduleexports-and-exports'),
  q('identifier', 'require.resolve', '/api/module-methods/#requireresolve'),
  q('identifier', 'import.meta.url', '/api/module-variables/#importmetaurl'),
  q('identifier', 'this.resourcePath', '/api/loaders/#thisresourcepath'),
  q('identifier', 'compilation.getAssets', '/api/compilation-object/#compilationgetassets'),
  q('identifier', '--env', '/api/cli/#--env'),
  q('identifier', 'webpack serve', '/api/cli/#serve'),
  q('identifier', 'configtest', '/api/cli/#configtest'),
  q('identifier', 'afterEmit', '/api/compiler-hooks/#afteremit'),
  q('identifier', 'optimization.concatenateModules', '/configuration/optimization/#optimizationconcatenatemodules'),
  q('identifier', 'output.assetModuleFilename', '/configuration/output/#outputassetmodulefilename'),
  q('identifier', 'exposes', '/plugins/module-federation-plugin/#exposes', '/plugins/container-plugin/#exposes'),
  q('identifier', 'webpackIgnore', '/api/module-methods/#webpackignore'),
  q('identifier', 'normalModuleFactory', '/api/compiler-hooks/#normalmodulefactory', '/api/plugins/#normalmodulefactory-hooks'),
  q('identifier', 'StatsAsset', '/api/stats/#statsasset'),
  q('identifier', 'logger.warn', '/api/logging/#loggerwarn'),
  q('identifier', 'devtool', '/configuration/devtool/'),
  q('identifier', 'target', '/configuration/target/'),
  q('identifier', 'defineConfig', '/configuration/configuration-languages/#the-defineconfig-helper'),
  q('identifier', 'argv', '/configuration/configuration-types/#the-argv-argument'),
  q('identifier', 'exportsPresence', '/configuration/module-parsers/#moduleparserjavascriptexportspresence'),
  q('identifier', 'url-loader', '/loaders/url-loader/'),
  q('identifier', 'raw-loader', '/loaders/raw-loader/'),
  q('identifier', 'html-loader sources', '/loaders/html-loader/#sources'),
  q('identifier', 'imports-loader', '/loaders/imports-loader/'),
  q('identifier', 'exports-loader', '/loaders/exports-loader/'),
  q('identifier', 'expose-loader', '/loaders/expose-loader/'),
  q('identifier', 'worker-loader', '/loaders/worker-loader/'),
  q('identifier', 'val-loader', '/loaders/val-loader/'),
  q('identifier', 'null-loader', '/loaders/null-loader/'),
  q('identifier', 'json5-loader', '/loaders/json5-loader/'),
  q('identifier', 'mocha-loader', '/loaders/mocha-loader/'),
  q('identifier', 'stylus-loader', '/loaders/stylus-loader/'),
  q('identifier', 'istanbul-instrumenter-loader', '/loaders/istanbul-instrumenter-loader/'),
  q('identifier', 'polymer-webpack-loader', '/loaders/polymer-loader/'),
  q('identifier', 'CleanPlugin', '/plugins/clean-plugin/'),
  q('identifier', 'EnvironmentPlugin', '/plugins/environment-plugin/'),
  q('identifier', 'DotenvPlugin', '/plugins/dotenv-plugin/'),
  q('identifier', 'HotModuleReplacementPlugin', '/plugins/hot-module-replacement-plugin/'),
  q('identifier', 'NormalModuleReplacementPlugin', '/plugins/normal-module-replacement-plugin/'),
  q('identifier', 'ManifestPlugin', '/plugins/manifest-plugin/'),
  q('identifier', 'WatchIgnorePlugin', '/plugins/watch-ignore-plugin/'),
  q('identifier', 'LoaderOptionsPlugin', '/plugins/loader-options-plugin/'),
  q('identifier', 'ProfilingPlugin', '/plugins/profiling-plugin/'),
  q('identifier', 'EntryPlugin', '/plugins/entry-plugin/'),
  q('identifier', 'VirtualUrlPlugin', '/plugins/virtual-url-plugin/'),
  q('identifier', 'LazyCompilationPlugin', '/plugins/lazy-compilation-plugin/'),
  q('identifier', 'css-minimizer-webpack-plugin', '/plugins/css-minimizer-webpack-plugin/'),
  q('identifier', 'image-minimizer-webpack-plugin', '/plugins/image-minimizer-webpack-plugin/'),
  q('identifier', 'stylelint-webpack-plugin', '/plugins/stylelint-webpack-plugin/'),
  q('identifier', 'RuntimeChunkPlugin', '/plugins/runtime-chunk-plugin/'),
  q('identifier', 'ModuleConcatenationPlugin', '/plugins/module-concatenation-plugin/'),
  q('identifier', 'AggressiveSplittingPlugin', '/plugins/aggressive-splitting-plugin/'),
  q('identifier', 'DeterministicModuleIdsPlugin', '/plugins/deterministic-module-ids-plugin/'),
  q('identifier', 'ContainerPlugin', '/plugins/container-plugin/'),
  q('identifier', 'ProvideSharedPlugin', '/plugins/provide-shared-plugin/'),
  q('identifier', 'PlatformPlugin', '/plugins/platform-plugin/'),
  q('identifier', 'HttpUriPlugin', '/plugins/http-uri-plugin/'),
  q('identifier', 'SSRManifestPlugin', '/plugins/ssr-manifest-plugin/'),

  // Error messages webpack prints
  // The Troubleshooting guide (added 1 December) has a section for each of the most common
  // messages: its message as printed, the cause and the fix. Where a section answers a query here,
  // it is one of the query's accepted answers, beside the pages that cover the topic in depth.
  q('error', 'Critical dependency: the request of a dependency is an expression', '/guides/dependency-management/#the-critical-dependency-warning', '/configuration/module/#moduleexprcontextcritical', '/api/module-methods/#importrequest'),
  q('error', 'Conflict: Multiple chunks emit assets to the same filename', '/concepts/entry-points/#several-entries', '/guides/troubleshooting/#conflict-multiple-chunks-emit-assets-to-the-same-filename'),
  q('error', 'error:0308010C:digital envelope routines::unsupported', '/migrate/4/#nodejs-version'),
  q('error', 'ChunkLoadError', '/guides/lazy-loading/#when-the-download-fails', '/guides/public-path/', '/guides/troubleshooting/#chunkloaderror-loading-chunk-failed'),
  q('error', 'Module "./x" does not exist in container', '/plugins/module-federation-plugin/#module-x-does-not-exist-in-container'),
  q('error', 'fn is not a function', '/plugins/module-federation-plugin/#fn-is-not-a-function'),
  q('error', 'Shared module is not available for eager consumption', '/concepts/module-federation/#why-the-entry-only-calls-import', '/plugins/module-federation-plugin/#sharednameeager'),
  q('error', 'Automatic publicPath is not supported in this browser', '/configuration/output/#outputpublicpath', '/concepts/output/#outputpublicpath', '/guides/public-path/'),
  q('error', 'process is not defined', '/api/module-variables/#process-and-processenv', '/guides/environment-variables/', '/guides/troubleshooting/#process-is-not-defined-buffer-is-not-defined'),
  q('error', 'ValidationError', '/api/node/#errors', '/api/node/#webpackvalidate'),
  q('error', 'Invalid configuration object', '/concepts/configuration/#validation', '/api/node/#errors', '/glossary/#validation', '/guides/troubleshooting/#invalid-configuration-object'),
  q('error', 'webpack.optimize.CommonsChunkPlugin is not a constructor', '/migrate/4/#commonschunkplugin', '/migrate/4/#plugins-replaced-by-optimization', '/migrate/#do-one-major-version-at-a-time'),
  q('error', 'require function is used in a way in which dependencies cannot be statically extracted', '/configuration/module/#moduleunknowncontextcritical', '/api/module-variables/#requireconfig-and-requirejsconfig'),
  q('error', 'a part of the request of a dependency is an expression', '/configuration/module/#modulewrappedcontextcritical'),
  q('error', 'Invalid Host header', '/configuration/dev-server/#devserverallowedhosts', '/guides/development-vagrant/#allow-the-name-you-use-allowedhosts'),
  q('error', 'The provided value is not an absolute path', '/migrate/3/#outputpath-must-be-absolute', '/configuration/output/#outputpath'),
  q('error', 'One CLI for webpack must be installed', '/migrate/4/#install-webpack-4-and-its-command-line', '/guides/installation/'),
  // The output management guide's section prints this error for two HTML pages with one name
  // and gives the fix (accepted on 1 December, when `multiple` came to find `several`).
  q('error', 'Multiple assets emit different content to the same filename', '/api/compilation-object/#compilationemitasset', '/configuration/devtool/#devtooltype', '/guides/output-management/#several-pages-from-one-template', '/guides/troubleshooting/#multiple-assets-emit-different-content-to-the-same-filename'),
  q('error', 'module.loaders is gone', '/migrate/4/#moduleloaders-is-gone', '/migrate/3/#moduleloaders-becomes-modulerules'),
  q('error', 'resolved as fully specified', '/concepts/module-resolution/#fully-specified-requests', '/guides/ecma-script-modules/#imports-need-the-extension', '/migrate/5/#fully-specified-imports', '/configuration/resolve/#resolvefullyspecified'),
  q('error', 'Module parse failed: The keyword interface is reserved', '/blog/2026-11-19-webpack-5-113/#typescript-on-every-nodejs-version', '/guides/typescript/'),
  q('error', 'npx webpack init', '/contribute/writing-a-scaffold/#where-webpack-init-went', '/guides/scaffolding/#run-the-generator'),
  q('error', 'DEP_WEBPACK_COMPILATION_ASSETS', '/api/compilation-object/#compilationassets'),
  q('error', 'Breaking change: extract now only takes a single argument', '/migrate/3/#extract-text-webpack-plugin'),
  q('error', 'Cannot read properties of undefined (reading readable)', '/configuration/dev-server/#devserverserver'),

  // Abbreviations and short words
  q('abbreviation', 'umd', '/guides/author-libraries/', '/configuration/output/#outputlibrarytype'),
  q('abbreviation', 'esm', '/guides/ecma-script-modules/'),
  q('abbreviation', 'dll', '/plugins/dll-plugin/'),
  q('abbreviation', 'api', '/api/'),
  q('abbreviation', 'cli', '/api/cli/'),
  q('abbreviation', 'pwa', '/guides/progressive-web-application/'),
  q('abbreviation', 'csp', '/guides/csp/'),
  q('abbreviation', 'amd', '/glossary/#amd', '/api/module-methods/#amd'),
  q('abbreviation', 'ssr', '/plugins/ssr-manifest-plugin/', '/concepts/manifest/#a-manifest-for-server-side-rendering'),
  q('abbreviation', 'ts', '/guides/typescript/'),
  q('abbreviation', 'iife', '/configuration/output/#outputiife'),
  q('abbreviation', 'jsonp', '/plugins/jsonp-template-plugin/'),
  q('abbreviation', 'gzip', '/plugins/compression-webpack-plugin/'),
  q('abbreviation', 'scss', '/loaders/sass-loader/'),
  q('abbreviation', 'less', '/loaders/less-loader/'),
  q('abbreviation', 'babel', '/loaders/babel-loader/'),
  q('abbreviation', 'eslint', '/plugins/eslint-webpack-plugin/'),
  q('abbreviation', 'terser', '/plugins/terser-webpack-plugin/'),
  q('abbreviation', 'vm', '/guides/development-vagrant/'),
  q('abbreviation', 'tsconfig', '/configuration/resolve/#resolvetsconfig', '/guides/typescript/#add-tsconfigjson', '/guides/typescript/#path-aliases-from-tsconfigjson'),
  q('abbreviation', 'hmr api', '/api/hot-module-replacement/'),
  q('abbreviation', 'mjs', '/migrate/5/#mjs-is-no-longer-a-default-extension', '/migrate/4/#mjs-files-are-strict', '/guides/ecma-script-modules/'),
  q('abbreviation', 'wasm', '/configuration/experiments/#experimentsasyncwebassembly', '/guides/webassembly/'),
  q('abbreviation', 'node', '/configuration/node/', '/api/node/'),
  q('abbreviation', 'hash', '/glossary/#hash', '/guides/caching/'),
  q('abbreviation', 'sri', '/configuration/entry-context/#entrynamehtmlintegrity', '/configuration/output/#outputresourcehintsintegrity'),
  q('abbreviation', 'mf', '/concepts/module-federation/', '/plugins/module-federation-plugin/'),
  q('abbreviation', 'env', '/guides/environment-variables/'),

  // Typos, and words cut short
  q('typo', 'optimisation', '/configuration/optimization/'),
  q('typo', 'extenals', '/configuration/externals/'),
  q('typo', 'splitchunk', '/configuration/optimization/#optimizationsplitchunks', '/plugins/split-chunks-plugin/'),
  q('typo', 'devtol', '/configuration/devtool/'),
  q('typo', 'enviroment variables', '/guides/environment-variables/'),
  q('typo', 'typscript', '/guides/typescript/'),
  q('typo', 'code spliting', '/guides/code-splitting/'),
  q('typo', 'tree shacking', '/guides/tree-shaking/'),
  q('typo', 'hot module replacment', '/concepts/hot-module-replacement/', '/guides/hot-module-replacement/'),
  q('typo', 'modul federation', '/concepts/module-federation/', '/plugins/module-federation-plugin/'),
  q('typo', 'lazy laoding', '/guides/lazy-loading/'),
  q('typo', 'stlye-loader', '/loaders/style-loader/'),
  q('typo', 'sass loder', '/loaders/sass-loader/'),
  q('typo', 'resolv.alias', '/configuration/resolve/#resolvealias'),
  q('typo', 'ouput.filename', '/configuration/output/#outputfilename'),
  q('typo', 'chunkfilname', '/configuration/output/#outputchunkfilename'),
  q('typo', 'perfomance', '/configuration/performance/'),
  q('typo', 'compilaton hooks', '/api/compilation-hooks/'),
  q('typo', 'installtion', '/guides/installation/'),
  q('typo', 'getting startd', '/guides/getting-started/'),
  q('typo', 'asset managment', '/guides/asset-management/'),
  q('typo', 'dependancy graph', '/concepts/dependency-graph/'),
  q('typo', 'progresive web app', '/guides/progressive-web-application/'),
  q('typo', 'shiming', '/guides/shimming/'),
  q('typo', 'mini-css-extract', '/plugins/mini-css-extract-plugin/'),
  q('typo', 'html-webpack', '/plugins/html-webpack-plugin/'),
  q('typo', 'devServer.prox', '/configuration/dev-server/#devserverproxy'),
  q('typo', 'histroyApiFallback', '/configuration/dev-server/#devserverhistoryapifallback'),
  q('typo', 'moduel.rules', '/configuration/module/#modulerules'),
  q('typo', 'wepback-merge', '/guides/production/'),
  q('typo', 'entyr points', '/concepts/entry-points/'),
  q('typo', 'minimiser', '/configuration/optimization/#optimizationminimizer'),
  q('typo', 'webpak dev server', '/configuration/dev-server/'),
  q('typo', 'plugn api', '/api/plugins/'),

  // Versions
  q('version', 'webpack 4 to 5', '/migrate/5/'),
  q('version', 'upgrade from v4', '/migrate/5/'),
  q('version', 'migrate to webpack 5', '/migrate/5/'),
  q('version', 'v5', '/migrate/5/', '/blog/2020-10-10-webpack-5-release/'),
  q('version', 'webpack 5', '/blog/2020-10-10-webpack-5-release/', '/migrate/5/'),
  q('version', 'webpack 3 to 4', '/migrate/4/'),
  q('version', 'upgrade from webpack 1', '/migrate/3/'),
  q('version', 'webpack 2', '/migrate/3/'),
  q('version', '5.113', '/blog/2026-11-19-webpack-5-113/'),
  q('version', 'webpack 5.105', '/blog/2026-02-03-webpack-5-105/'),
  q('version', "what's new in 5.112", '/blog/2026-10-15-webpack-5-112/'),
  q('version', 'webpack-dev-server 6', '/blog/2026-07-04-webpack-dev-server-6/', '/configuration/dev-server/#migrate-from-webpack-dev-server-5'),
  q('version', 'dev server 5 to 6', '/configuration/dev-server/#migrate-from-webpack-dev-server-5', '/blog/2026-07-04-webpack-dev-server-6/'),
  q('version', 'less-loader 13', '/loaders/less-loader/#changes-in-less-loader-13'),
  q('version', 'sass-loader 17 changes', '/loaders/sass-loader/#changes-in-sass-loader-17'),
  q('version', 'webpack-cli 7', '/contribute/writing-a-scaffold/#no-generators-in-webpack-cli-7', '/api/cli/'),
  q('version', 'check webpack version', '/guides/installation/#check-the-version', '/contribute/release-process/#which-version-you-have'),
  q('version', 'next major version', '/contribute/release-process/#deprecations-and-the-next-major'),
  q('version', 'release 5.110', '/blog/2026-08-27-webpack-5-110/'),
  q('version', 'webpack 5.108 release notes', '/blog/2026-06-25-webpack-5-108/'),
  q('version', 'dev server 6.1', '/blog/2026-10-18-webpack-dev-server-6-1/'),
  q('version', 'v4 to v5 migration', '/migrate/5/'),
  q('version', 'node.js version for webpack 5', '/migrate/5/#nodejs-version'),

  // Tasks
  q('task', 'add a plugin', '/concepts/plugins/#using-a-plugin', '/plugins/#add-a-plugin-to-the-build', '/configuration/plugins/'),
  q('task', 'add a loader', '/loaders/#add-a-loader-to-the-build', '/concepts/loaders/#a-first-rule'),
  q('task', 'load css', '/guides/asset-management/#load-css'),
  q('task', 'load images', '/guides/asset-management/#load-images-and-svg'),
  q('task', 'minify css', '/plugins/css-minimizer-webpack-plugin/', '/configuration/optimization-minimize/#optimizationminimizecss'),
  q('task', 'extract css into a file', '/guides/production/#extract-the-css-into-a-file', '/plugins/mini-css-extract-plugin/'),
  q('task', 'generate an html page', '/guides/output-management/#generate-the-page', '/plugins/html-webpack-plugin/'),
  q('task', 'clean the dist folder', '/configuration/output/#outputclean', '/guides/output-management/#empty-the-output-folder'),
  q('task', 'copy static files', '/configuration/output/#outputcopy', '/plugins/copy-webpack-plugin/', '/blog/2026-09-14-webpack-5-111/#copying-static-files'),
  q('task', 'speed up the build', '/guides/build-performance/'),
  q('task', 'split vendor code', '/guides/caching/#put-packages-into-a-vendors-chunk', '/guides/code-splitting/'),
  q('task', 'create a library', '/guides/author-libraries/'),
  q('task', 'publish a loader', '/api/loaders/#publishing-a-loader', '/contribute/writing-a-loader/#publishing-a-loader'),
  q('task', 'write a custom plugin', '/contribute/writing-a-plugin/'),
  // The Development guide's section (added 1 December) shows the option for exactly this.
  q('task', 'proxy api requests', '/configuration/dev-server/#devserverproxy', '/guides/development/#send-api-requests-to-a-backend'),
  q('task', 'source maps for production', '/guides/production/#source-maps-for-production'),
  q('task', 'long term caching', '/guides/caching/', '/concepts/manifest/#the-manifest-and-long-term-caching'),
  q('task', 'debug a build', '/contribute/debugging/'),
  q('task', 'find out what is slow', '/contribute/debugging/#find-out-what-is-slow'),
  q('task', 'multiple entry points', '/concepts/entry-points/', '/guides/entry-advanced/#several-entries-on-one-page'),
  q('task', 'dynamic import', '/guides/code-splitting/#split-at-a-dynamic-import', '/glossary/#dynamic-import', '/api/module-methods/#importrequest'),
  q('task', 'run webpack from node', '/api/node/', '/concepts/configuration/#running-webpack-from-nodejs'),
  q('task', 'polyfill node core modules', '/configuration/resolve/#resolvefallback', '/guides/shimming/#a-core-module-resolvefallback', '/migrate/5/#nodejs-polyfills'),
  // The Development guide's section of that name (added 1 December) shows the option and what follows.
  q('task', 'serve over https', '/configuration/dev-server/#devserverserver', '/guides/development/#serve-over-https'),
  q('task', 'open the browser automatically', '/configuration/dev-server/#devserveropen'),
  q('task', 'set the public path at run time', '/guides/public-path/#set-the-public-path-at-run-time'),
  q('task', 'provide a global variable', '/guides/shimming/#provide-a-global-variable', '/plugins/provide-plugin/'),
  q('task', 'hash in file names', '/guides/caching/#put-the-content-hash-into-the-file-names'),
  q('task', 'remove unused code', '/guides/tree-shaking/'),
  q('task', 'build for production', '/guides/production/', '/guides/tree-shaking/#build-for-production'),
  q('task', 'install webpack', '/guides/installation/', '/guides/getting-started/#install-webpack'),
  q('task', 'test a loader', '/contribute/writing-a-loader/#testing-a-loader'),
  q('task', 'keep module ids stable', '/guides/caching/#keep-module-ids-stable'),
  q('task', 'import a json file', '/guides/asset-management/#json'),
  q('task', 'share a runtime between entries', '/guides/entry-advanced/'),
  q('task', 'compress output files', '/plugins/compression-webpack-plugin/'),

  // camelCase, kebab-case and words apart
  q('case', 'chunkFilename', '/configuration/output/#outputchunkfilename'),
  q('case', 'chunk-filename', '/configuration/output/#outputchunkfilename'),
  q('case', 'chunk filename', '/configuration/output/#outputchunkfilename'),
  q('case', 'split chunks', '/configuration/optimization/#optimizationsplitchunks', '/plugins/split-chunks-plugin/', '/glossary/#split-chunks'),
  q('case', 'splitChunks', '/configuration/optimization/#optimizationsplitchunks'),
  q('case', 'dev-server', '/configuration/dev-server/'),
  q('case', 'devserver', '/configuration/dev-server/'),
  q('case', 'history api fallback', '/configuration/dev-server/#devserverhistoryapifallback'),
  q('case', 'runtime-chunk', '/configuration/optimization/#optimizationruntimechunk'),
  q('case', 'html webpack plugin', '/plugins/html-webpack-plugin/'),
  q('case', 'mini css extract plugin', '/plugins/mini-css-extract-plugin/'),
  q('case', 'define plugin', '/plugins/define-plugin/'),
  q('case', 'tree-shaking', '/guides/tree-shaking/'),
  q('case', 'treeshaking', '/guides/tree-shaking/'),
  q('case', 'code-splitting', '/guides/code-splitting/'),
  q('case', 'lazyCompilation', '/configuration/experiments/#experimentslazycompilation', '/plugins/lazy-compilation-plugin/'),
  q('case', 'watch options', '/configuration/watch/#watchoptions'),
  q('case', 'asset module filename', '/configuration/output/#outputassetmodulefilename'),
  q('case', 'css filename', '/configuration/output/#outputcssfilename'),
  q('case', 'hot-module-replacement', '/concepts/hot-module-replacement/', '/guides/hot-module-replacement/'),
  q('case', 'entrypoints', '/concepts/entry-points/'),
  q('case', 'webworkers', '/guides/web-workers/'),
  q('case', 'module federation plugin', '/plugins/module-federation-plugin/'),
  q('case', 'public-path', '/guides/public-path/'),
  q('case', 'source map dev tool plugin', '/plugins/source-map-dev-tool-plugin/'),
  q('case', 'realContentHash', '/configuration/optimization/#optimizationrealcontenthash'),
  q('case', 'real content hash', '/configuration/optimization/#optimizationrealcontenthash', '/plugins/real-content-hash-plugin/'),
  q('case', 'allowed hosts', '/configuration/dev-server/#devserverallowedhosts'),
  q('case', 'max entrypoint size', '/configuration/performance/#performancemaxentrypointsize'),
  q('case', 'DllReferencePlugin', '/plugins/dll-reference-plugin/'),
  q('case', 'dll reference plugin', '/plugins/dll-reference-plugin/'),
  q('case', 'ignore-plugin', '/plugins/ignore-plugin/'),
];

/** Queries added after the draw: they belong to the tuning set. */
const ADDED: readonly EvalQuery[] = [
  // 29 November 2026: more of the kinds the held-out set is weakest on (messages, tasks,
  // abbreviations), written from webpack's output and a reader's goals before running them.
  q('error', "Module not found: Error: Can't resolve 'path'", '/migrate/5/#nodejs-polyfills', '/configuration/resolve/#resolvefallback', '/guides/shimming/#a-core-module-resolvefallback', '/blog/2020-10-10-webpack-5-release/#no-automatic-nodejs-polyfills', '/guides/troubleshooting/#a-nodejs-built-in-module-in-browser-code'),
  q('error', 'webpack < 5 used to include polyfills for node.js core modules by default', '/migrate/5/#nodejs-polyfills', '/configuration/resolve/#resolvefallback', '/guides/shimming/#a-core-module-resolvefallback', '/blog/2020-10-10-webpack-5-release/#no-automatic-nodejs-polyfills'),
  q('error', 'You may need an appropriate loader to handle this file type', '/concepts/loaders/', '/guides/asset-management/#images-in-javascript', '/guides/development/#when-a-rebuild-fails', '/guides/integrations/#what-a-failing-build-prints'),
  q('error', "The 'mode' option has not been set, webpack will fallback to 'production'", '/configuration/mode/#when-mode-is-not-set', '/guides/getting-started/#build-with-the-defaults', '/migrate/4/#set-mode', '/guides/troubleshooting/#the-mode-option-has-not-been-set'),
  q('error', 'The following asset(s) exceed the recommended size limit (244 KiB)', '/configuration/performance/#performancemaxassetsize', '/configuration/performance/#the-size-warnings', '/guides/production/#what-production-mode-already-does'),
  q('error', "Conflicting values for 'process.env.NODE_ENV'", '/plugins/define-plugin/#conflicting-values'),
  q('error', 'Should not import the named export from default-exporting module', '/migrate/5/#named-imports-from-json', '/guides/asset-management/#json'),
  q('error', "Can't import the named export from non EcmaScript module", '/migrate/4/#mjs-files-are-strict'),
  q('error', 'Loading chunk 366 failed', '/guides/lazy-loading/#when-the-download-fails', '/guides/public-path/', '/guides/csp/#what-the-browser-blocks-without-the-nonce', '/guides/troubleshooting/#chunkloaderror-loading-chunk-failed'),
  q('error', 'listen EADDRINUSE: address already in use', '/configuration/dev-server/#devserverport', '/guides/development-vagrant/#keep-the-port-port'),
  q('error', "WebSocket connection to 'ws://localhost:8080/ws' failed", '/configuration/dev-server/#devserverclientwebsocketurl', '/guides/development-vagrant/#tell-the-page-where-the-websocket-is-clientwebsocketurl'),
  q('error', 'Module parse failed: Unexpected token', '/concepts/loaders/', '/guides/asset-management/#images-in-javascript', '/guides/development/#when-a-rebuild-fails', '/guides/integrations/#what-a-failing-build-prints', '/guides/troubleshooting/#module-parse-failed-unexpected-token'),
  q('error', 'configuration has an unknown property', '/concepts/configuration/#validation', '/api/node/#webpackvalidate', '/glossary/#validation'),
  q('error', 'Loader has been initialized using an options object that does not match the API schema', '/api/loaders/#options'),
  q('error', 'Uncaught ReferenceError: require is not defined', '/guides/ecma-script-modules/#no-require-module-or-exports'),
  q('error', 'ReferenceError: self is not defined', '/guides/author-libraries/#expose-the-exports-with-outputlibrary', '/configuration/output/#outputglobalobject'),
  q('error', 'Buffer is not defined', '/guides/shimming/#a-global-provideplugin-with-an-export', '/plugins/provide-plugin/', '/guides/troubleshooting/#process-is-not-defined-buffer-is-not-defined'),
  q('error', "Cannot use 'import.meta' outside a module", '/guides/web-workers/#module-workers'),
  q('error', "Named export 'defineConfig' not found", '/configuration/configuration-languages/#es-modules'),
  q('error', 'DEP_WEBPACK_COMPILATION_NORMAL_MODULE_LOADER_HOOK', '/api/compilation-hooks/#normalmoduleloader', '/migrate/5/#other-api-changes'),
  q('error', "Unknown option '--node-env'", '/guides/environment-variables/#node_env-in-the-configuration', '/api/cli/'),

  q('task', 'set up hot reloading', '/guides/hot-module-replacement/', '/concepts/hot-module-replacement/'),
  q('task', 'lazy load a module', '/guides/lazy-loading/'),
  q('task', 'read environment variables', '/guides/environment-variables/'),
  q('task', 'inline small images as data urls', '/guides/asset-modules/#assetinline-a-data-url', '/guides/asset-modules/#asset-let-the-size-decide'),
  q('task', 'alias a folder', '/configuration/resolve/#resolvealias'),
  q('task', 'exclude node_modules from a loader', '/configuration/module/#modulerulesexclude', '/guides/build-performance/#run-loaders-on-your-own-code-only'),
  q('task', 'export several configurations', '/configuration/configuration-types/#an-array-of-configurations', '/concepts/configuration/#several-configurations-in-one-file'),
  q('task', 'write a loader', '/contribute/writing-a-loader/', '/concepts/loaders/#writing-a-loader'),
  q('task', 'preload a chunk before it is needed', '/guides/lazy-loading/#fetch-the-chunk-before-it-is-needed', '/api/module-methods/#webpackprefetch'),
  q('task', 'ignore a warning', '/configuration/other-options/#ignorewarnings'),
  q('task', 'show build progress', '/plugins/progress-plugin/'),
  q('task', 'cache the build on disk', '/guides/build-performance/#keep-the-work-between-runs-the-filesystem-cache', '/configuration/other-options/#cache'),
  q('task', 'serve a single page app', '/configuration/dev-server/#devserverhistoryapifallback', '/guides/development/#serve-a-single-page-application'),
  q('task', 'add a banner comment to every file', '/plugins/banner-plugin/'),
  q('task', 'keep react out of the bundle', '/configuration/externals/', '/guides/author-libraries/#leave-uuid-to-the-application-externals'),
  q('task', 'build for node', '/configuration/target/', '/concepts/targets/'),
  q('task', 'use typescript', '/guides/typescript/'),
  q('task', 'rebuild when a file changes', '/guides/development/#rebuild-on-every-save', '/configuration/watch/'),
  q('task', 'check the configuration for mistakes', '/concepts/configuration/#validation', '/api/node/#webpackvalidate', '/contribute/debugging/#check-the-configuration'),

  q('abbreviation', 'hmr', '/concepts/hot-module-replacement/', '/guides/hot-module-replacement/', '/api/hot-module-replacement/'),
  q('abbreviation', 'cjs', '/glossary/#commonjs'),
  q('abbreviation', 'postcss', '/loaders/postcss-loader/'),
  q('abbreviation', 'dotenv', '/guides/environment-variables/#read-env-files-with-the-dotenv-option', '/configuration/other-options/#dotenv', '/plugins/dotenv-plugin/'),
  q('abbreviation', 'wds', '/configuration/dev-server/'),
  // 1 December: what readers type about a slow build. Build Performance names the build time in
  // its introduction and in the heading on measuring it.
  q('task', 'build time', '/guides/build-performance/'),
  q('task', 'reduce build time', '/guides/build-performance/'),
  // The dev server's answer to a route it does not know; the option's section names the refresh.
  q('task', 'react router 404 on refresh', '/configuration/dev-server/#devserverhistoryapifallback'),
  // The code Node.js gives the md4 error; the migration guide names it beside the message.
  q('error', 'ERR_OSSL_EVP_UNSUPPORTED', '/migrate/4/#nodejs-version'),
  // A single-page application's script answered with index.html (Troubleshooting, 1 December).
  q('error', "Uncaught SyntaxError: Unexpected token '<'", '/guides/troubleshooting/#uncaught-syntaxerror-unexpected-token-'),
  q('error', "Refused to execute script because its MIME type ('text/html') is not executable", '/guides/troubleshooting/#uncaught-syntaxerror-unexpected-token-'),
  // webpack serve with output.html (Troubleshooting, 1 December): the chunk of the page's script names it.
  q('error', 'Conflict: Multiple chunks emit assets to the same filename main.js (chunks main and data-07856be6-0)', '/guides/troubleshooting/#under-webpack-serve-with-outputhtml'),
  // A rare identifier the docs name once, two edits from a hook's heading (contentHash).
  q('identifier', 'contentBase', '/migrate/5/#dev-server'),
  // CORS, not a core module (its stem was core's): the sections about cross-origin requests.
  q('abbreviation', 'cors', '/configuration/output/#outputcrossoriginloading', '/configuration/entry-context/#entrynamehtmlintegrity', '/configuration/entry-context/#entrynamehtmlfaviconsizecrossorigin', '/configuration/dev-server/#devserverproxy', '/guides/development/#send-api-requests-to-a-backend'),
  // Development's section on routes of a single-page application (1 December): the PWA guide's
  // table of Workbox options, which names navigateFallback for one, came first before it.
  q('task', 'single page application', '/guides/development/#serve-a-single-page-application', '/configuration/dev-server/#devserverhistoryapifallback'),
  // The Native CSS guide (1 December): webpack's own CSS support, and the way off css-loader.
  q('title', 'native css', '/guides/native-css/'),
  q('title', 'native html', '/guides/native-html/'),
  q('task', 'css-loader deprecated', '/loaders/css-loader/#when-not-to-use-it', '/guides/native-css/#migration-guide'),
];

/**
 * Queries written on 29 November by a helper that read the docs alone, blind to the queries above
 * and to the search: longer and looser than the rest (tasks as readers put them, messages pasted in
 * part), each accepting the section that answers it. They joined the tuning set.
 */
const WRITTEN_BLIND: readonly EvalQuery[] = [
  q('task', 'delete old files in dist folder before every build', '/configuration/output/#outputclean', '/guides/output-management/#empty-the-output-folder', '/concepts/output/#outputclean'),
  q('task', 'generate index.html that includes my bundle automatically', '/guides/output-management/#generate-the-page', '/configuration/output/#outputhtml', '/plugins/html-webpack-plugin/'),
  q('task', 'compile scss files to css', '/loaders/sass-loader/'),
  q('task', 'inline small images as base64 data url', '/guides/asset-modules/#asset-let-the-size-decide', '/configuration/module-parsers/#moduleparserassetdataurlcondition', '/guides/asset-modules/#assetinline-a-data-url'),
  q('task', 'forward /api calls to my backend when using the dev server', '/configuration/dev-server/#devserverproxy'),
  q('task', 'refreshing a client side route gives 404 in dev server', '/configuration/dev-server/#devserverhistoryapifallback'),
  q('task', 'stop babel-loader from transpiling node_modules', '/guides/build-performance/#run-loaders-on-your-own-code-only', '/configuration/module/#modulerulesexclude', '/configuration/module/#modulerulesinclude'),
  q('task', 'keep the cache on disk so the next build starts faster', '/guides/build-performance/#keep-the-work-between-runs-the-filesystem-cache', '/configuration/other-options/#cachetype', '/configuration/other-options/#cache'),
  q('task', 'make lodash _ available in every module without importing it', '/guides/shimming/#provide-a-global-variable', '/plugins/provide-plugin/'),
  q('task', 'import from @/components instead of long ../../ paths', '/configuration/resolve/#resolvealias', '/concepts/module-resolution/#resolvealias', '/guides/typescript/#path-aliases-from-tsconfigjson'),
  q('task', 'copy robots.txt and favicon into the build folder', '/concepts/output/#outputcopy', '/configuration/output/#outputcopy', '/plugins/copy-webpack-plugin/'),
  q('task', 'load react from a cdn script tag instead of bundling it', '/configuration/externals/#externals', '/configuration/externals/#what-an-external-becomes'),
  q('task', 'output css as a separate .css file in production', '/guides/production/#extract-the-css-into-a-file', '/plugins/mini-css-extract-plugin/'),
  q('task', 'separate webpack config for development and production', '/guides/production/#split-the-configuration-into-three-files', '/configuration/configuration-types/#exporting-a-function'),
  q('task', 'remove console.log calls from the production bundle', '/configuration/optimization/#optimizationminimizejavascript', '/plugins/terser-webpack-plugin/#in-optimizationminimizer', '/plugins/terser-webpack-plugin/#example'),
  q('task', 'load a module only when the user clicks a button', '/guides/lazy-loading/#load-the-greeting-when-the-form-is-submitted', '/guides/code-splitting/#split-at-a-dynamic-import', '/api/module-methods/#importrequest'),
  q('task', 'cant open dev server running inside docker from my browser', '/guides/development-vagrant/#listen-on-every-address-host', '/configuration/dev-server/#devserverhost'),
  q('task', 'add a license comment at the top of every output file', '/plugins/banner-plugin/'),
  q('task', 'run a webpack build from my own node script', '/api/node/#webpack', '/guides/integrations/#the-nodejs-api', '/concepts/configuration/#running-webpack-from-nodejs'),
  q('task', 'custom plugin that writes an extra json file to the output', '/contribute/writing-a-plugin/', '/api/compilation-object/#compilationemitasset', '/contribute/plugin-patterns/#add-a-file-that-depends-on-something-outside-the-graph'),
  q('task', 'find out which module or loader makes the build slow', '/contribute/debugging/#find-out-what-is-slow', '/guides/build-performance/#measure-the-build-time-first'),
  q('task', 'keep imported css when package.json has sideEffects false', '/guides/tree-shaking/#a-stylesheet-disappears', '/guides/tree-shaking/#the-sideeffects-option-of-a-rule'),
  q('error', 'BREAKING CHANGE: webpack < 5 used to include polyfills for node.js core modules by default', '/migrate/5/#nodejs-polyfills', '/guides/shimming/#a-core-module-resolvefallback'),
  q('error', 'Invalid configuration object. Webpack has been initialized using a configuration object that does not match the API schema', '/concepts/configuration/#validation', '/api/node/#webpackvalidate', '/guides/troubleshooting/#invalid-configuration-object'),
  q('error', 'Conflict: Multiple chunks emit assets to the same filename main.js', '/guides/output-management/#add-a-second-entry-point', '/configuration/output/#outputfilename', '/concepts/entry-points/#several-entries', '/guides/troubleshooting/#conflict-multiple-chunks-emit-assets-to-the-same-filename'),
  q('error', 'The \'mode\' option has not been set, webpack will fallback to \'production\' for this value', '/configuration/mode/#when-mode-is-not-set', '/guides/getting-started/#build-with-the-defaults', '/guides/troubleshooting/#the-mode-option-has-not-been-set'),
  q('error', 'The following modules couldn\'t be hot updated: (Full reload needed)', '/guides/hot-module-replacement/#what-happens-when-no-module-accepts-the-update'),
  q('error', 'logo.svg Module parse failed: Unexpected token You may need an appropriate loader to handle this file type', '/guides/asset-management/#images-in-javascript', '/concepts/loaders/#do-you-need-a-loader', '/guides/troubleshooting/#module-parse-failed-unexpected-token'),
  q('error', 'failed to resolve only because it was resolved as fully specified', '/guides/ecma-script-modules/#imports-need-the-extension', '/migrate/5/#fully-specified-imports', '/concepts/module-resolution/#fully-specified-requests'),
  q('error', 'ChunkLoadError: Loading chunk 366 failed', '/guides/public-path/#a-fixed-public-path', '/guides/public-path/#checklist', '/guides/lazy-loading/#when-the-download-fails', '/guides/troubleshooting/#chunkloaderror-loading-chunk-failed'),
  q('error', 'DeprecationWarning: [hash] is now [fullhash] (also consider using [chunkhash] or [contenthash]', '/migrate/5/#placeholders-in-file-names', '/guides/caching/#common-mistakes'),
  q('abbreviation', 'csp nonce', '/guides/csp/', '/api/module-variables/#__webpack_nonce__'),
  q('abbreviation', 'pwa offline', '/guides/progressive-web-application/'),
  q('abbreviation', 'umd library build', '/guides/author-libraries/#expose-the-exports-with-outputlibrary', '/guides/author-libraries/#use-the-umd-build', '/configuration/output/#outputlibrarytype'),
  q('abbreviation', 'sri hashes on script tags', '/configuration/entry-context/#entrynamehtmlintegrity'),
  q('abbreviation', 'disable iife', '/configuration/output/#outputiife', '/configuration/optimization/#optimizationavoidentryiife'),
  q('abbreviation', 'ssr manifest', '/plugins/ssr-manifest-plugin/', '/concepts/manifest/#a-manifest-for-server-side-rendering'),
  q('abbreviation', 'import wasm', '/configuration/experiments/#experimentsasyncwebassembly', '/guides/webassembly/'),
  q('identifier', 'webpackChunkName', '/api/module-methods/#webpackchunkname', '/guides/lazy-loading/#name-the-chunk'),
  q('identifier', 'compiler.hooks.done.tap', '/api/compiler-hooks/#done'),
  q('identifier', 'Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE', '/api/compilation-hooks/#the-stages-of-processassets', '/contribute/plugin-patterns/#pick-the-stage', '/concepts/plugins/#processassets-stages'),
  q('identifier', 'this.getOptions(schema)', '/api/loaders/#thisgetoptions', '/contribute/writing-a-loader/#options-and-their-schema'),
  q('identifier', 'import.meta.webpackHot.accept', '/api/hot-module-replacement/#accept', '/guides/hot-module-replacement/#accept-the-update-in-the-importing-module'),
  q('identifier', '--env production', '/api/cli/#--env', '/configuration/configuration-types/#the-env-argument', '/guides/environment-variables/#pass-values-on-the-command-line-with---env'),
  q('identifier', 'splitChunks.cacheGroups', '/configuration/optimization/#optimizationsplitchunkscachegroups'),
  q('typo', 'devtool souce-map', '/configuration/devtool/', '/guides/production/#source-maps-for-production'),
  q('typo', 'historyApiFalback', '/configuration/dev-server/#devserverhistoryapifallback'),
  q('typo', 'mini-css-extarct-plugin', '/plugins/mini-css-extract-plugin/'),
  q('typo', 'module fedration shared singleton', '/concepts/module-federation/#sharing-libraries', '/plugins/module-federation-plugin/#sharednamesingleton'),
  q('typo', 'babel-laoder cacheDirectory', '/loaders/babel-loader/#cachedirectory'),
  q('case', 'runtime chunk single', '/configuration/optimization/#optimizationruntimechunk', '/guides/caching/#move-the-runtime-into-a-file-of-its-own'),
  q('case', 'side-effects false', '/guides/tree-shaking/#the-sideeffects-field-of-packagejson', '/configuration/optimization/#optimizationsideeffects'),
  q('case', 'import-loaders css-loader', '/loaders/css-loader/#importloaders'),
  q('case', 'watch options ignored', '/configuration/watch/#watchoptionsignored', '/guides/build-performance/#watch-fewer-files'),
  q('version', 'upgrade webpack 4 to 5', '/migrate/5/'),
  q('version', 'minimum node version for webpack 5 and webpack-cli', '/guides/installation/#nodejs', '/migrate/5/#nodejs-version'),
  q('version', 'CommonsChunkPlugin removed in webpack 4 what to use instead', '/migrate/4/#commonschunkplugin'),
  q('version', 'webpack-dev-server 6 breaking changes', '/configuration/dev-server/#migrate-from-webpack-dev-server-5', '/blog/2026-07-04-webpack-dev-server-6/'),
  q('version', 'url-loader file-loader replacement in webpack 5', '/migrate/5/#loaders-you-may-no-longer-need', '/guides/asset-modules/#replacing-file-loader-url-loader-and-raw-loader', '/loaders/url-loader/#replace-it-with-the-asset-type'),
  q('version', 'devServer contentBase after upgrading from v3', '/migrate/5/#dev-server'),
];

export const EVAL_QUERIES: readonly EvalQuery[] = [...DRAWN, ...ADDED, ...WRITTEN_BLIND];

/** The seed of the held-out draw. */
export const HELD_OUT_SEED = 20261128;

/** FNV-1a of the text, then a round of mixing: a number in [0, 2³²) that the seed shifts. */
function seededHash(text: string, seed: number): number {
  let hash = (0x811c9dc5 ^ seed) >>> 0;
  for (const char of text) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b) >>> 0;
  hash ^= hash >>> 13;
  return hash >>> 0;
}

/**
 * A random third of each kind, drawn with the seed: the queries of a kind in the order of their
 * seeded hash, the first third of them (rounded). Each kind is split on its own, so that every kind
 * has queries on both sides.
 */
export function heldOutSplit(queries: readonly EvalQuery[], seed: number): string[] {
  return QUERY_KINDS.flatMap((kind) => {
    const ofKind = queries.filter((item) => item.kind === kind).map((item) => item.query);
    const drawn = ofKind.sort((a, b) => seededHash(a, seed) - seededHash(b, seed) || (a < b ? -1 : 1));
    return drawn.slice(0, Math.round(ofKind.length / 3));
  });
}

/** The held-out queries, as `heldOutSplit(DRAWN, HELD_OUT_SEED)` drew them before any tuning (`drawnSplit` checks). */
export const HELD_OUT: ReadonlySet<string> = new Set([
  "writer's guide",
  'package exports',
  'plugin patterns',
  'module parsers and generators',
  'under the hood',
  'webpack 5 release',
  'compiler hooks',
  'migrate',
  'asset management',
  'resolve',
  'module methods',
  'all options',
  'node.js api',
  'comparison',
  'shimming',
  'javascriptparser hooks',
  'module workers',
  'import attributes',
  'interceptors',
  'subpath patterns',
  'mark a call as pure',
  'statuses',
  'trusted types',
  'chunk graph',
  'sharing libraries',
  'vendors chunk',
  'what is tapable',
  'unused exports',
  'module types',
  'entry descriptors',
  'multicompiler',
  'exportsPresence',
  'moduleIds',
  'module.hot.accept',
  'html-loader sources',
  'CleanPlugin',
  'polymer-webpack-loader',
  'expose-loader',
  'ProfilingPlugin',
  '__dirname',
  'webpackPrefetch',
  'resolverFactory',
  '[name]',
  'optimization.concatenateModules',
  'devtool',
  'evaluateTypeof',
  'raw-loader',
  'processAssets',
  'DeterministicModuleIdsPlugin',
  'mainFields',
  'mocha-loader',
  'HttpUriPlugin',
  'ContainerPlugin',
  'compilation.emitAsset',
  'getLogger',
  'externalsType',
  'resolveLoader',
  'NormalModuleReplacementPlugin',
  'css-minimizer-webpack-plugin',
  'TerserPlugin',
  'postcss-loader',
  'exports-loader',
  'ProvidePlugin',
  'DotenvPlugin',
  'StatsAsset',
  'DefinePlugin',
  'defineConfig',
  'watchOptions.ignored',
  'SourceMapDevToolPlugin',
  'EntryPlugin',
  'cacheDirectory',
  'libraryTarget',
  'require.resolve',
  'npx webpack init',
  'process is not defined',
  'Invalid configuration object',
  'require function is used in a way in which dependencies cannot be statically extracted',
  'Critical dependency: the request of a dependency is an expression',
  'Module parse failed: The keyword interface is reserved',
  'Conflict: Multiple chunks emit assets to the same filename',
  'ChunkLoadError',
  'cli',
  'less',
  'gzip',
  'terser',
  'env',
  'sri',
  'dll',
  'amd',
  'ssr',
  'perfomance',
  'hot module replacment',
  'chunkfilname',
  'getting startd',
  'compilaton hooks',
  'plugn api',
  'optimisation',
  'code spliting',
  'shiming',
  'moduel.rules',
  'stlye-loader',
  'less-loader 13',
  'webpack-cli 7',
  'dev server 5 to 6',
  "what's new in 5.112",
  'webpack 5.105',
  'webpack-dev-server 6',
  'webpack 2',
  'webpack 5.108 release notes',
  'publish a loader',
  'dynamic import',
  'generate an html page',
  'source maps for production',
  'write a custom plugin',
  'split vendor code',
  'hash in file names',
  'open the browser automatically',
  'set the public path at run time',
  'test a loader',
  'provide a global variable',
  'compress output files',
  'source map dev tool plugin',
  'ignore-plugin',
  'chunk filename',
  'DllReferencePlugin',
  'asset module filename',
  'history api fallback',
  'public-path',
  'split chunks',
  'tree-shaking',
  'html webpack plugin',
  'define plugin',
]);

export const heldOutQueries = (): EvalQuery[] => EVAL_QUERIES.filter((item) => HELD_OUT.has(item.query));
export const tuningQueries = (): EvalQuery[] => EVAL_QUERIES.filter((item) => !HELD_OUT.has(item.query));
/** The queries written blind (`WRITTEN_BLIND`), part of the tuning set. */
export const writtenBlindQueries = (): EvalQuery[] => [...WRITTEN_BLIND];

/** The split drawn again from the queries of the draw: a test compares it with `HELD_OUT`. */
export const drawnSplit = (): string[] => heldOutSplit(DRAWN, HELD_OUT_SEED);

/** Whether a result's url is one of the accepted answers (see the top of the file). */
export function accepts(accept: readonly string[], url: string): boolean {
  const page = url.split('#')[0] ?? url;
  return accept.some((item) => (item.includes('#') ? item === url : item === page));
}

export interface Scores {
  queries: number;
  /** Share of queries whose first result is acceptable. */
  top1: number;
  /** Share of queries with an acceptable result among the first three. */
  top3: number;
  /** Mean of 1 / the rank of the first acceptable result (0 when none of the first ten is). */
  mrr: number;
}

export interface Evaluation {
  byKind: Record<QueryKind | 'all', Scores>;
  /** The queries whose first result is not acceptable, with what came first. */
  misses: { query: string; kind: QueryKind; first: string; rank: number }[];
}

/** Runs every query through `search` (urls, best first) and scores the answers per kind. */
export async function evaluate(queries: readonly EvalQuery[], search: (query: string) => Promise<readonly string[]>): Promise<Evaluation> {
  const ranks: { item: EvalQuery; rank: number; first: string }[] = [];
  for (const item of queries) {
    const urls = (await search(item.query)).slice(0, 10);
    const index = urls.findIndex((url) => accepts(item.accept, url));
    ranks.push({ item, rank: index + 1, first: urls[0] ?? '' });
  }
  const score = (list: typeof ranks): Scores => ({
    queries: list.length,
    top1: list.filter(({ rank }) => rank === 1).length / Math.max(1, list.length),
    top3: list.filter(({ rank }) => rank >= 1 && rank <= 3).length / Math.max(1, list.length),
    mrr: list.reduce((sum, { rank }) => sum + (rank > 0 ? 1 / rank : 0), 0) / Math.max(1, list.length),
  });
  const byKind = { all: score(ranks) } as Record<QueryKind | 'all', Scores>;
  for (const kind of QUERY_KINDS) byKind[kind] = score(ranks.filter(({ item }) => item.kind === kind));
  const misses = ranks.filter(({ rank }) => rank !== 1).map(({ item, rank, first }) => ({ query: item.query, kind: item.kind, first, rank }));
  return { byKind, misses };
}

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

/** One line per kind and one for all: queries, top-1, top-3 and MRR. */
export function scoreTable(evaluation: Evaluation): string[] {
  return (['all', ...QUERY_KINDS] as const).map((kind) => {
    const { queries, top1, top3, mrr } = evaluation.byKind[kind];
    return `${kind.padEnd(13)}${String(queries).padStart(4)}  ${percent(top1).padStart(7)}  ${percent(top3).padStart(7)}  ${mrr.toFixed(3).padStart(6)}`;
  });
}
