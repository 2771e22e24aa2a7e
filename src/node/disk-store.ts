/**
 * Values kept on disk between builds under a key (a hex hash), as JSON files in a folder:
 * .cache/content/ (each page's compiled body) and .cache/playground/ (which examples the
 * playground runs). A file is written whole or not at all, and one nobody has read or written
 * for a week is removed by `prune`, which the build runs at its end (at most once a day).
 */
import {
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { threadId } from 'node:worker_threads';

/** How long an entry nobody reads stays on disk. */
export const KEEP_UNUSED_MS = 7 * 24 * 60 * 60 * 1000;

/** How often `pruneDaily` looks over the entries. */
const PRUNE_EVERY_MS = 24 * 60 * 60 * 1000;

export class DiskStore<T> {
  constructor(readonly dir: string) {}

  private file(key: string): string {
    return path.join(this.dir, key.slice(0, 2), `${key}.json`);
  }

  /** The value under `key`, if one was written (and can be read). */
  read(key: string): T | undefined {
    const file = this.file(key);
    try {
      const value = JSON.parse(readFileSync(file, 'utf8')) as T;
      // Read now: pruning keeps what is used.
      const now = new Date();
      utimesSync(file, now, now);
      return value;
    } catch {
      return undefined;
    }
  }

  write(key: string, value: T): void {
    const file = this.file(key);
    mkdirSync(path.dirname(file), { recursive: true });
    // Written whole or not at all: a build stopped halfway leaves no half file to read later. The
    // partial file is this thread's own: the compile workers are threads of one process, and two
    // of them may write the same key at once (the same example on two pages).
    const partial = `${file}.${process.pid}-${threadId}.tmp`;
    writeFileSync(partial, JSON.stringify(value));
    renameSync(partial, file);
  }

  /** Removes the entries that no run has read or written for a week; returns how many. */
  prune(now = Date.now()): number {
    let removed = 0;
    let entries;
    try {
      entries = readdirSync(this.dir, { recursive: true, withFileTypes: true });
    } catch {
      return 0;
    }
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      try {
        if (now - statSync(file).mtimeMs > KEEP_UNUSED_MS) {
          unlinkSync(file);
          removed += 1;
        }
      } catch {
        // Removed by another run meanwhile.
      }
    }
    return removed;
  }

  /**
   * `prune`, unless it ran less than a day ago (it reads the time of every entry, some 10,000 for
   * the content: a quarter of a second a warm build need not pay each time).
   */
  pruneDaily(now = Date.now()): number {
    const stamp = path.join(this.dir, 'last-prune');
    try {
      if (now - statSync(stamp).mtimeMs < PRUNE_EVERY_MS) return 0;
    } catch {
      // Never pruned.
    }
    const removed = this.prune(now);
    try {
      mkdirSync(this.dir, { recursive: true });
      writeFileSync(stamp, '');
    } catch {
      // A read-only cache folder is pruned next time.
    }
    return removed;
  }
}
