/**
 * Runs CommonJS modules from the in-memory file system: the project's webpack.config.js, what it
 * requires from the project and the demo packages, and loaders. A few packages come from the host
 * (webpack itself, `path`): they are the ones the playground was built with. Anything else (a
 * Node.js built-in, a package from the registry) fails with a clear error.
 */
import { dirname, normalize, type MemoryFileSystem } from './vfs';

/** Node.js's built-in modules, which the playground does not have (besides `path`). */
const NODE_BUILTINS = new Set(
  'assert async_hooks buffer child_process cluster console constants crypto dgram diagnostics_channel dns domain events fs fs/promises http http2 https inspector module net os perf_hooks process punycode querystring readline repl stream string_decoder sys timers tls trace_events tty url util v8 vm wasi worker_threads zlib'.split(
    ' ',
  ),
);

/** Node.js's error for a module it cannot find, with its code. */
class ModuleNotFoundError extends Error {
  readonly code = 'MODULE_NOT_FOUND';
  override name = 'Error';
}

interface CommonJsModule {
  exports: unknown;
  id: string;
  filename: string;
  loaded: boolean;
}

const EXTENSIONS = ['', '.js', '.cjs', '.json'];

export class ModuleRunner {
  private readonly cache = new Map<string, CommonJsModule>();

  constructor(
    private readonly fs: MemoryFileSystem,
    private readonly hostModules: Readonly<Record<string, unknown>>,
    /** Free variables every module sees besides CommonJS's own (`process`). */
    private readonly globals: Readonly<Record<string, unknown>> = {},
  ) {}

  private isFile(path: string): boolean {
    return this.fs.statSync(path, { throwIfNoEntry: false })?.isFile() ?? false;
  }

  private asFile(path: string): string | null {
    for (const extension of EXTENSIONS) if (this.isFile(path + extension)) return path + extension;
    return null;
  }

  private asDirectory(path: string): string | null {
    const manifest = `${path}/package.json`;
    if (this.isFile(manifest)) {
      const main = (JSON.parse(String(this.fs.readFileSync(manifest, 'utf8'))) as { main?: string }).main;
      if (main) {
        const found = this.asFile(normalize(`${path}/${main}`)) ?? this.asFile(normalize(`${path}/${main}/index`));
        if (found) return found;
      }
    }
    return this.asFile(`${path}/index`);
  }

  /** The file a request from a folder names, as Node.js finds it (without `exports` maps). */
  resolve(request: string, from: string): string {
    const bare = request.replace(/^node:/, '');
    if (
      request.startsWith('./') ||
      request.startsWith('../') ||
      request.startsWith('/') ||
      request === '.' ||
      request === '..'
    ) {
      const target = normalize(request.startsWith('/') ? request : `${from}/${request}`);
      const found = this.asFile(target) ?? this.asDirectory(target);
      if (found) return found;
      throw new ModuleNotFoundError(`Cannot find module '${request}' from '${from}'`);
    }
    if (NODE_BUILTINS.has(bare) || request.startsWith('node:')) {
      throw new ModuleNotFoundError(
        `Cannot use the Node.js module '${request}': the playground runs in the browser and has no Node.js built-ins besides 'path'`,
      );
    }
    for (let dir = from; ; dir = dirname(dir)) {
      const target = normalize(`${dir}/node_modules/${request}`);
      const found = this.asFile(target) ?? this.asDirectory(target);
      if (found) return found;
      if (dir === '/') break;
    }
    throw new ModuleNotFoundError(
      `Cannot find module '${request}': the playground has webpack and its demo packages, not packages from the npm registry`,
    );
  }

  /** `require` as seen by a module in the folder `from`. */
  requireFrom(from: string): (request: string) => unknown {
    return (request: string) => {
      if (Object.hasOwn(this.hostModules, request)) return this.hostModules[request];
      return this.load(this.resolve(request, from));
    };
  }

  load(file: string): unknown {
    const cached = this.cache.get(file);
    if (cached) return cached.exports;
    const source = String(this.fs.readFileSync(file, 'utf8'));
    const module: CommonJsModule = { exports: {}, id: file, filename: file, loaded: false };
    this.cache.set(file, module);
    try {
      if (file.endsWith('.json')) {
        module.exports = JSON.parse(source);
      } else {
        // The source map comment names the file in stack traces: errors point at its lines.
        const names = Object.keys(this.globals);
        // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the playground runs the reader's code; that is its purpose
        const run = new Function(
          'exports',
          'require',
          'module',
          '__filename',
          '__dirname',
          ...names,
          `${source}\n//# sourceURL=${file}`,
        ) as (...args: unknown[]) => void;
        const require = Object.assign(this.requireFrom(dirname(file)), {
          resolve: (request: string) => this.resolve(request, dirname(file)),
        });
        run.call(
          module.exports,
          module.exports,
          require,
          module,
          file,
          dirname(file),
          ...names.map((name) => this.globals[name]),
        );
      }
    } catch (error) {
      this.cache.delete(file);
      throw error;
    }
    module.loaded = true;
    return module.exports;
  }
}

/**
 * Where an error thrown while running a module points in the file: the first frame of the stack
 * that names it (`/project/webpack.config.js:12:5`).
 */
export function errorLocation(error: unknown, file: string): { line: number; column: number } | null {
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  const escaped = file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`${escaped}:(\\d+):(\\d+)`).exec(stack);
  if (!match) return null;
  // new Function puts two lines before the body: `function anonymous(exports, ...` and `) {`.
  return { line: Math.max(1, Number(match[1]) - 2), column: Number(match[2]) };
}
