/**
 * An in-memory file system with the part of Node.js's `fs` API that webpack, its resolver and its
 * loader runner use: the playground's project lives here, and webpack writes its output here.
 * Paths are POSIX and absolute. Times are fixed, so two builds of the same files are the same.
 */
import { Buffer } from 'buffer';

type Callback<T> = (error: FsError | null, value?: T) => void;

export interface FsError extends Error {
  code: string;
  errno: number;
  syscall: string;
  path: string;
}

const ERRNO: Record<string, number> = {
  ENOENT: -2,
  EEXIST: -17,
  ENOTDIR: -20,
  EISDIR: -21,
  ENOTEMPTY: -39,
  EINVAL: -22,
};
const DESCRIPTIONS: Record<string, string> = {
  ENOENT: 'no such file or directory',
  EEXIST: 'file already exists',
  ENOTDIR: 'not a directory',
  EISDIR: 'illegal operation on a directory',
  ENOTEMPTY: 'directory not empty',
  EINVAL: 'invalid argument',
};

function fsError(code: string, syscall: string, path: string): FsError {
  return Object.assign(new Error(`${code}: ${DESCRIPTIONS[code] ?? code}, ${syscall} '${path}'`), {
    code,
    errno: ERRNO[code] ?? -1,
    syscall,
    path,
  });
}

const EPOCH = new Date(0);

export class MemoryStats {
  readonly dev = 1;
  readonly ino: number;
  readonly mode: number;
  readonly nlink = 1;
  readonly uid = 0;
  readonly gid = 0;
  readonly rdev = 0;
  readonly size: number;
  readonly blksize = 4096;
  readonly blocks: number;
  readonly atimeMs = 0;
  readonly mtimeMs = 0;
  readonly ctimeMs = 0;
  readonly birthtimeMs = 0;
  readonly atime = EPOCH;
  readonly mtime = EPOCH;
  readonly ctime = EPOCH;
  readonly birthtime = EPOCH;
  constructor(
    private readonly directory: boolean,
    size: number,
    ino: number,
  ) {
    this.size = size;
    this.ino = ino;
    this.mode = directory ? 0o40755 : 0o100644;
    this.blocks = Math.ceil(size / 512);
  }
  isFile(): boolean {
    return !this.directory;
  }
  isDirectory(): boolean {
    return this.directory;
  }
  isSymbolicLink(): boolean {
    return false;
  }
  isBlockDevice(): boolean {
    return false;
  }
  isCharacterDevice(): boolean {
    return false;
  }
  isFIFO(): boolean {
    return false;
  }
  isSocket(): boolean {
    return false;
  }
}

export class MemoryDirent {
  constructor(
    readonly name: string,
    readonly parentPath: string,
    private readonly directory: boolean,
  ) {}
  get path(): string {
    return this.parentPath;
  }
  isFile(): boolean {
    return !this.directory;
  }
  isDirectory(): boolean {
    return this.directory;
  }
  isSymbolicLink(): boolean {
    return false;
  }
}

/** `/a/./b/../c/` -> `/a/c`. */
export function normalize(path: string): string {
  const parts: string[] = [];
  for (const part of path.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') parts.pop();
    else parts.push(part);
  }
  return `/${parts.join('/')}`;
}

/** The folder of an absolute path (`/` for a file at the root). */
export function dirname(path: string): string {
  const at = path.lastIndexOf('/');
  return at <= 0 ? '/' : path.slice(0, at);
}

type Encoding = Parameters<Buffer['toString']>[0] | null | undefined;
function encodingOf(options: unknown): Encoding {
  if (typeof options === 'string') return options as Encoding;
  if (options && typeof options === 'object' && 'encoding' in options)
    return (options as { encoding: Encoding }).encoding;
  return undefined;
}

/** Takes the optional options argument out of a Node.js-style call: `(path, [options], callback)`. */
function split<T>(options: unknown, callback: unknown): [unknown, Callback<T>] {
  return typeof options === 'function' ? [undefined, options as Callback<T>] : [options, callback as Callback<T>];
}

export class MemoryFileSystem {
  private readonly files = new Map<string, Buffer>();
  private readonly directories = new Set<string>(['/']);
  private readonly inodes = new Map<string, number>();
  /** Every file written since the last `takeWritten()`, in order. */
  private written: string[] = [];

  private inode(path: string): number {
    let ino = this.inodes.get(path);
    if (ino === undefined) {
      ino = this.inodes.size + 1;
      this.inodes.set(path, ino);
    }
    return ino;
  }

  /** The files written since the last call (webpack's output), and forgets them. */
  takeWritten(): string[] {
    const written = [...new Set(this.written)];
    this.written = [];
    return written;
  }

  // --- synchronous API ---

  existsSync(path: string): boolean {
    const at = normalize(path);
    return this.files.has(at) || this.directories.has(at);
  }

  statSync(path: string, options?: { throwIfNoEntry?: boolean }): MemoryStats | undefined {
    const at = normalize(path);
    const file = this.files.get(at);
    if (file) return new MemoryStats(false, file.byteLength, this.inode(at));
    if (this.directories.has(at)) return new MemoryStats(true, 4096, this.inode(at));
    if (options?.throwIfNoEntry === false) return undefined;
    throw fsError('ENOENT', 'stat', path);
  }

  lstatSync(path: string, options?: { throwIfNoEntry?: boolean }): MemoryStats | undefined {
    return this.statSync(path, options);
  }

  readFileSync(path: string, options?: unknown): Buffer | string {
    const at = normalize(path);
    const file = this.files.get(at);
    if (!file) throw fsError(this.directories.has(at) ? 'EISDIR' : 'ENOENT', 'open', path);
    const encoding = encodingOf(options);
    return encoding ? file.toString(encoding) : Buffer.from(file);
  }

  readdirSync(path: string, options?: unknown): (string | MemoryDirent)[] {
    const at = normalize(path);
    if (!this.directories.has(at)) throw fsError(this.files.has(at) ? 'ENOTDIR' : 'ENOENT', 'scandir', path);
    const prefix = at === '/' ? '/' : `${at}/`;
    const names = new Map<string, boolean>();
    for (const dir of this.directories)
      if (dir !== at && dir.startsWith(prefix) && !dir.slice(prefix.length).includes('/'))
        names.set(dir.slice(prefix.length), true);
    for (const file of this.files.keys())
      if (file.startsWith(prefix) && !file.slice(prefix.length).includes('/'))
        names.set(file.slice(prefix.length), false);
    const sorted = [...names.keys()].sort();
    const withTypes = Boolean(
      options && typeof options === 'object' && (options as { withFileTypes?: boolean }).withFileTypes,
    );
    return withTypes ? sorted.map((name) => new MemoryDirent(name, at, names.get(name) === true)) : sorted;
  }

  readlinkSync(path: string): string {
    if (!this.existsSync(path)) throw fsError('ENOENT', 'readlink', path);
    throw fsError('EINVAL', 'readlink', path);
  }

  realpathSync(path: string): string {
    if (!this.existsSync(path)) throw fsError('ENOENT', 'realpath', path);
    return normalize(path);
  }

  mkdirSync(path: string, options?: { recursive?: boolean } | number): string | undefined {
    const at = normalize(path);
    const recursive = typeof options === 'object' && Boolean(options.recursive);
    if (this.files.has(at)) throw fsError('EEXIST', 'mkdir', path);
    if (this.directories.has(at)) {
      if (recursive) return undefined;
      throw fsError('EEXIST', 'mkdir', path);
    }
    const parent = dirname(at);
    if (!this.directories.has(parent)) {
      if (!recursive) throw fsError(this.files.has(parent) ? 'ENOTDIR' : 'ENOENT', 'mkdir', path);
      this.mkdirSync(parent, { recursive: true });
    }
    this.directories.add(at);
    return at;
  }

  writeFileSync(path: string, data: string | Uint8Array, options?: unknown): void {
    const at = normalize(path);
    if (this.directories.has(at)) throw fsError('EISDIR', 'open', path);
    if (!this.directories.has(dirname(at))) throw fsError('ENOENT', 'open', path);
    const encoding = encodingOf(options) ?? 'utf8';
    this.files.set(at, typeof data === 'string' ? Buffer.from(data, encoding) : Buffer.from(data));
    this.written.push(at);
  }

  /** Writes a file, making its folders first. */
  putFile(path: string, data: string | Uint8Array): void {
    this.mkdirSync(dirname(normalize(path)), { recursive: true });
    this.writeFileSync(path, data);
    this.written.pop();
  }

  unlinkSync(path: string): void {
    const at = normalize(path);
    if (this.directories.has(at)) throw fsError('EISDIR', 'unlink', path);
    if (!this.files.delete(at)) throw fsError('ENOENT', 'unlink', path);
  }

  rmdirSync(path: string, options?: { recursive?: boolean }): void {
    const at = normalize(path);
    if (!this.directories.has(at)) throw fsError(this.files.has(at) ? 'ENOTDIR' : 'ENOENT', 'rmdir', path);
    const inside = this.readdirSync(at);
    if (inside.length && !options?.recursive) throw fsError('ENOTEMPTY', 'rmdir', path);
    this.removeTree(at);
  }

  rmSync(path: string, options?: { recursive?: boolean; force?: boolean }): void {
    const at = normalize(path);
    if (this.files.has(at)) return void this.files.delete(at);
    if (this.directories.has(at)) {
      if (!options?.recursive) throw fsError('EISDIR', 'rm', path);
      return this.removeTree(at);
    }
    if (!options?.force) throw fsError('ENOENT', 'rm', path);
  }

  private removeTree(at: string): void {
    const prefix = `${at}/`;
    for (const file of [...this.files.keys()]) if (file.startsWith(prefix)) this.files.delete(file);
    for (const dir of [...this.directories]) if (dir === at || dir.startsWith(prefix)) this.directories.delete(dir);
    this.directories.add('/');
  }

  accessSync(path: string): void {
    if (!this.existsSync(path)) throw fsError('ENOENT', 'access', path);
  }

  // --- callback API, as webpack's file system interfaces call it ---

  private later<T>(callback: Callback<T>, run: () => T): void {
    let value: T;
    try {
      value = run();
    } catch (error) {
      queueMicrotask(() => callback(error as FsError));
      return;
    }
    queueMicrotask(() => callback(null, value));
  }

  readFile = (path: string, options: unknown, callback?: unknown): void => {
    const [opts, cb] = split<Buffer | string>(options, callback);
    this.later(cb, () => this.readFileSync(path, opts));
  };
  writeFile = (path: string, data: string | Uint8Array, options: unknown, callback?: unknown): void => {
    const [opts, cb] = split<void>(options, callback);
    this.later(cb, () => this.writeFileSync(path, data, opts));
  };
  stat = (path: string, options: unknown, callback?: unknown): void => {
    const [, cb] = split<MemoryStats | undefined>(options, callback);
    this.later(cb, () => this.statSync(path));
  };
  lstat = (path: string, options: unknown, callback?: unknown): void => {
    const [, cb] = split<MemoryStats | undefined>(options, callback);
    this.later(cb, () => this.lstatSync(path));
  };
  readdir = (path: string, options: unknown, callback?: unknown): void => {
    const [opts, cb] = split<(string | MemoryDirent)[]>(options, callback);
    this.later(cb, () => this.readdirSync(path, opts));
  };
  readlink = (path: string, options: unknown, callback?: unknown): void => {
    const [, cb] = split<string>(options, callback);
    this.later(cb, () => this.readlinkSync(path));
  };
  realpath = (path: string, options: unknown, callback?: unknown): void => {
    const [, cb] = split<string>(options, callback);
    this.later(cb, () => this.realpathSync(path));
  };
  mkdir = (path: string, options: unknown, callback?: unknown): void => {
    const [opts, cb] = split<string | undefined>(options, callback);
    this.later(cb, () => this.mkdirSync(path, opts as { recursive?: boolean }));
  };
  unlink = (path: string, callback: Callback<void>): void => {
    this.later(callback, () => this.unlinkSync(path));
  };
  rmdir = (path: string, options: unknown, callback?: unknown): void => {
    const [opts, cb] = split<void>(options, callback);
    this.later(cb, () => this.rmdirSync(path, opts as { recursive?: boolean }));
  };
  rm = (path: string, options: unknown, callback?: unknown): void => {
    const [opts, cb] = split<void>(options, callback);
    this.later(cb, () => this.rmSync(path, opts as { recursive?: boolean; force?: boolean }));
  };
  access = (path: string, mode: unknown, callback?: unknown): void => {
    const [, cb] = split<void>(mode, callback);
    this.later(cb, () => this.accessSync(path));
  };
  exists = (path: string, callback: (exists: boolean) => void): void => {
    const exists = this.existsSync(path);
    queueMicrotask(() => callback(exists));
  };
}
