/**
 * What a reader types, and the url the first search result must have. A url with a hash must be
 * the first result exactly; a url without one must be the page of the first result (the page
 * itself or one of its headings).
 *
 * Write queries the way readers search: option names as they appear in configurations, short
 * forms, the words of a task. When a new page becomes the best answer to a query, change the url
 * here in the same commit.
 */
export const SEARCH_QUERIES: readonly (readonly [query: string, url: string])[] = [
  // Options by their path, or by the end of it
  ['output.filename', '/configuration/output/#outputfilename'],
  ['splitChunks.chunks', '/configuration/optimization/#optimizationsplitchunkschunks'],
  ['resolve.alias', '/configuration/resolve/#resolvealias'],
  ['output.clean', '/configuration/output/#outputclean'],
  ['module.rules', '/configuration/module/#modulerules'],
  ['resolve.extensions', '/configuration/resolve/#resolveextensions'],
  ['optimization.minimize', '/configuration/optimization/#optimizationminimize'],
  ['cache.type', '/configuration/other-options/#cachetype'],
  ['experiments.css', '/configuration/experiments/#experimentscss'],
  ['devServer.proxy', '/configuration/dev-server/#devserverproxy'],
  ['library.type', '/configuration/output/#outputlibrarytype'],
  ['node.__dirname', '/configuration/node/#node__dirname'],
  ['performance.hints', '/configuration/performance/#performancehints'],
  ['output.publicPath', '/configuration/output/#outputpublicpath'],
  ['publicPath', '/guides/public-path/'],
  ['runtimeChunk', '/configuration/optimization/#optimizationruntimechunk'],
  // Top-level options and their pages
  ['devtool', '/configuration/devtool/'],
  ['mode', '/configuration/mode/'],
  ['externals', '/configuration/externals/'],
  ['watch', '/configuration/watch/'],
  ['stats', '/configuration/stats/'],
  ['dev server', '/configuration/dev-server/'],
  ['source maps', '/configuration/devtool/'],
  // Short forms
  ['hmr', '/concepts/hot-module-replacement/'],
  // The page whose title spells it out (issue 23), not the parser option named `esm`.
  ['esm', '/guides/ecma-script-modules/'],
  // Concepts
  ['loaders', '/loaders/'],
  ['plugins', '/plugins/'],
  ['entry points', '/concepts/entry-points/'],
  ['module federation', '/concepts/module-federation/'],
  ['dependency graph', '/concepts/dependency-graph/'],
  ['module resolution', '/concepts/module-resolution/'],
  ['manifest', '/concepts/manifest/'],
  ['why webpack', '/concepts/why-webpack/'],
  ['tree shaking', '/guides/tree-shaking/'],
  // Guides, migration, contributing and the rest
  ['getting started', '/guides/getting-started/'],
  ['asset modules', '/guides/asset-modules/'],
  ['code splitting', '/guides/code-splitting/'],
  ['lazy loading', '/guides/lazy-loading/'],
  ['contenthash', '/configuration/output/'],
  ['caching guide', '/guides/caching/'],
  ['html-webpack-plugin', '/plugins/html-webpack-plugin/'],
  ['style-loader', '/loaders/style-loader/'],
  ['environment variables', '/guides/environment-variables/'],
  ['webpack-merge', '/guides/production/'],
  ['authoring libraries', '/guides/author-libraries/'],
  ['sideEffects', '/configuration/optimization/#optimizationsideeffects'],
  // The heading that documents the magic comment (issue 23), not the guide that uses it.
  ['webpackChunkName', '/api/module-methods/#webpackchunkname'],
  ['watch mode', '/configuration/watch/'],
  ['development server', '/guides/development/'],
  ['installation', '/guides/installation/'],
  ['global install', '/guides/installation/#why-not-a-global-install'],
  ['migrate to v5', '/migrate/5/'],
  ['from v3 to v4', '/migrate/4/'],
  // `migration` and `migrate` share a stem.
  ['migration', '/migrate/'],
  ['webpack 5 migration', '/migrate/5/'],
  // Readers type `multiple` where the headings say `several`.
  ['multiple configurations', '/concepts/configuration/#several-configurations-in-one-file'],
  ['multiple pages', '/guides/output-management/#several-pages-from-one-template'],
  ['write a loader', '/contribute/writing-a-loader/'],
  ['writing a plugin', '/contribute/writing-a-plugin/'],
  ['release process', '/contribute/release-process/'],
  ['debugging', '/contribute/debugging/'],
  ['configuration languages', '/configuration/configuration-languages/'],
  ['roadmap 2021', '/blog/2020-12-08-roadmap-2021/'],
  ['logo', '/branding/'],
  ['license', '/license/'],
  ['glossary', '/glossary/'],
  // What a reader types when Node.js stops a build: the section that shows the line and the fix.
  ['out of memory', '/api/cli/#a-build-that-runs-out-of-memory'],
  // Messages and tasks readers type, answered by the Troubleshooting guide's sections.
  ['troubleshooting', '/guides/troubleshooting/'],
  ['module not found', '/guides/troubleshooting/#module-not-found-cant-resolve'],
  ['module parse failed', '/guides/troubleshooting/#module-parse-failed-unexpected-token'],
  ['exports is not defined', '/guides/troubleshooting/#exports-is-not-defined-module-is-not-defined-require-is-not-defined'],
  ['webpack is not recognized', '/guides/troubleshooting/#webpack-is-not-recognized-as-an-internal-or-external-command'],
  ['cannot find module', '/guides/troubleshooting/#cannot-find-module-while-loading-the-configuration'],
  ['reduce bundle size', '/guides/troubleshooting/#the-bundle-is-too-large'],
  ["export 'default' (imported as 'greet') was not found", "/guides/troubleshooting/#export-default-was-not-found"],
  ['compiler.plugin is not a function', '/guides/troubleshooting/#compilerplugin-is-not-a-function'],
  // Readers ask where the file goes; the section lists the names webpack-cli looks for.
  ['config file location', '/configuration/#where-webpack-looks-for-the-configuration-file'],
  ['https dev server', '/configuration/dev-server/#devserverserver'],
  // The common name for hashed file names: the Caching guide names it.
  ['cache busting', '/guides/caching/'],
  ['load json', '/guides/asset-management/#json'],
  // A module parser's option says "at build time": the guide names the build time too.
  ['build time', '/guides/build-performance/#measure-the-build-time-first'],
  // An SVG minimizer option's heading came first; the guide's section loads an SVG file.
  ['svg', '/guides/asset-management/#load-images-and-svg'],
  // Bare, `Unexpected token '<'` ties with webpack's own `Module parse failed: Unexpected token`.
  ["SyntaxError: Unexpected token '<'", '/guides/troubleshooting/#uncaught-syntaxerror-unexpected-token-'],
];

/**
 * Queries whose expected page the ranking puts second or third since the API, loaders and plugins
 * sections arrived: option headings of plugin pages (`debug`), hook names (`contentHash`) and
 * stemming (`merges`) outrank it; `logo` finds the license's heading on the name and logo before
 * the branding page. Until the ranking improves, the expected page must be among the
 * first three results; move a query back to "first" once it is.
 */
export const AMONG_FIRST_THREE: ReadonlySet<string> = new Set(['contenthash', 'webpack-merge', 'debugging', 'logo']);
