/**
 * Node.js's `vm` in the playground worker, for the two things webpack runs with it: the values of
 * magic comments (`webpackChunkName: "name"`) and modules a build executes at build time. A worker
 * has no separate contexts: the code runs as a function in the worker's own global scope.
 */

export function createContext<T extends object>(context: T = {} as T): T {
  return context;
}

function run(code: string, filename?: string): unknown {
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- webpack evaluates this code; vm is how it asks for it
  return (new Function(`return (${code}\n)${filename ? `\n//# sourceURL=${filename}` : ''}`) as () => unknown)();
}

export function runInContext(code: string): unknown {
  return run(code);
}

export function runInNewContext(code: string): unknown {
  return run(code);
}

export function runInThisContext(code: string, options?: { filename?: string } | string): unknown {
  return run(code, typeof options === 'string' ? options : options?.filename);
}

export default { createContext, runInContext, runInNewContext, runInThisContext };
