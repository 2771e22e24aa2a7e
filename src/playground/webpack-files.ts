/**
 * The files of the installed webpack a project's code may import: the hot module replacement
 * clients of `webpack/hot/` (an entry such as `webpack/hot/poll?1000`). The playground's
 * node_modules holds them under `webpack/`, beside a package.json with webpack's name and version.
 * Each host gives their text: the worker from its bundle (src/playground/worker.ts), Node.js from
 * the installed package (src/node/playground/host.ts), so both build the same bytes.
 */
export const WEBPACK_HOT_FILES = [
  'dev-server.js',
  'emitter-event-target.js',
  'emitter.js',
  'log-apply-result.js',
  'log.js',
  'only-dev-server.js',
  'poll.js',
  'signal.js',
] as const;

export type WebpackHotFile = (typeof WEBPACK_HOT_FILES)[number];

/** The files of node_modules/webpack/: its package.json, then `hot/<file>` for each client. */
export function webpackPackageFiles(
  version: string,
  hot: Readonly<Record<WebpackHotFile, string>>,
): Record<string, string> {
  return {
    'package.json': `${JSON.stringify({ name: 'webpack', version }, null, 2)}\n`,
    ...Object.fromEntries(WEBPACK_HOT_FILES.map((file) => [`hot/${file}`, hot[file]])),
  };
}
