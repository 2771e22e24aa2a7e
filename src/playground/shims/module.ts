/** Node.js's `module` in the playground worker: the list of built-ins, and no way to load from disk. */
export const builtinModules = [
  'assert',
  'async_hooks',
  'buffer',
  'child_process',
  'cluster',
  'console',
  'constants',
  'crypto',
  'dgram',
  'diagnostics_channel',
  'dns',
  'domain',
  'events',
  'fs',
  'http',
  'http2',
  'https',
  'inspector',
  'module',
  'net',
  'os',
  'path',
  'perf_hooks',
  'process',
  'punycode',
  'querystring',
  'readline',
  'repl',
  'stream',
  'string_decoder',
  'sys',
  'timers',
  'tls',
  'trace_events',
  'tty',
  'url',
  'util',
  'v8',
  'vm',
  'wasi',
  'worker_threads',
  'zlib',
];

export function isBuiltin(name: string): boolean {
  return builtinModules.includes(name.replace(/^node:/, '').split('/')[0] ?? '');
}

export function createRequire(): never {
  throw new Error('The playground cannot load modules from disk.');
}

export default { builtinModules, isBuiltin, createRequire };
