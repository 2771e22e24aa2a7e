/**
 * `process` in the playground worker, for webpack's own code: an empty environment, `/` as the
 * working folder, and `nextTick` as a microtask (as in Node.js, it runs before any timer).
 */
const started = performance.now();

function hrtime(previous?: [number, number]): [number, number] {
  const now = performance.now() - started;
  const seconds = Math.floor(now / 1000);
  const nanoseconds = Math.floor((now % 1000) * 1e6);
  if (!previous) return [seconds, nanoseconds];
  const diff = (seconds - previous[0]) * 1e9 + nanoseconds - previous[1];
  return [Math.floor(diff / 1e9), diff % 1e9];
}
hrtime.bigint = (): bigint => BigInt(Math.floor((performance.now() - started) * 1e6));

const process = {
  env: {} as Record<string, string | undefined>,
  argv: [] as string[],
  platform: 'browser',
  version: '',
  versions: {} as Record<string, string>,
  browser: true,
  cwd: () => '/',
  nextTick: (callback: (...args: unknown[]) => void, ...args: unknown[]) => queueMicrotask(() => callback(...args)),
  hrtime,
  memoryUsage: () => ({ rss: 0, heapTotal: 0, heapUsed: 0, external: 0, arrayBuffers: 0 }),
  emitWarning: () => undefined,
  on: () => process,
  once: () => process,
  off: () => process,
  removeListener: () => process,
  exitCode: undefined as number | undefined,
  stdout: { isTTY: false, write: () => true },
  stderr: { isTTY: false, write: () => true },
};

export default process;
