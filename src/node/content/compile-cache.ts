/**
 * The compiled body of each page, kept under a key of everything it depends on, so that an
 * unchanged page is never compiled again: in memory for the life of the process (the dev server),
 * and on disk in .cache/content/ between builds (like webpack's filesystem cache).
 *
 * The key is a hash of the page's path, format and source (the installed versions already in
 * place of its `{{version:...}}` tokens) and of the pipeline's own version: the source of the
 * content pipeline and of the shared code it uses (src/node/content/, src/shared/), the lock file
 * (which fixes every installed package, and with them webpack's schemas and types.d.ts, Shiki's
 * grammars, MDX and React) and the Node.js version. What a page reads from other pages (the index
 * of all options, the summaries in option popups) is filled in after compiling, every time, so it
 * is never part of a cached body.
 *
 * A failed compile is not kept: its problems are reported again on the next run.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, statSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../paths';
import type { CompiledPage } from './markdown';

export const CONTENT_CACHE_DIR = path.join(ROOT, '.cache', 'content');

/** What a cached body is keyed on, besides the page itself. */
export interface CacheInputs {
  /** The source files of the pipeline (their text is hashed). */
  codeFiles: readonly string[];
  /** The lock file: the exact versions of every installed package. */
  lockFile: string;
  nodeVersion: string;
}

const IMPORT = /(?:^|[^\w$.])(?:import|export)\s*(?:[^'"]*?\sfrom\s*)?['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)|new URL\(\s*['"](\.{1,2}\/[^'"]+)['"]/g;

/** The file a relative import names: `./x` is x.ts, x.tsx, x/index.ts... */
function resolveImport(from: string, request: string): string | null {
  const base = path.resolve(path.dirname(from), request);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not this one
    }
  }
  return null;
}

/** Every source file of this repository that `entries` import, however far down. */
export function reachableModules(entries: readonly string[]): string[] {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    if (!/\.tsx?$/.test(file)) continue;
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const request = match[1] ?? match[2] ?? match[3];
      const target = request ? resolveImport(file, request) : null;
      if (target && !seen.has(target)) queue.push(target);
    }
  }
  return [...seen].sort();
}

/**
 * The source files whose change changes what the pipeline writes: the modules the pipeline and
 * its compile workers import, followed through the repository's own imports.
 */
export function pipelineInputs(root = ROOT): CacheInputs {
  const dir = path.join(root, 'src', 'node', 'content');
  return {
    codeFiles: reachableModules([path.join(dir, 'pipeline.ts'), path.join(dir, 'compile-worker.ts')]),
    lockFile: path.join(root, 'package-lock.json'),
    nodeVersion: process.version,
  };
}

/** One hash of every input but the page: the pipeline's version. */
export function pipelineVersion(inputs: CacheInputs): string {
  const hash = createHash('sha256');
  for (const file of [...inputs.codeFiles, inputs.lockFile]) hash.update(file).update('\0').update(readFileSync(file)).update('\0');
  return hash.update(inputs.nodeVersion).digest('hex');
}

export interface PageJob {
  /** The file's path from the repository root: `content/concepts/output.md`. */
  path: string;
  format: 'md' | 'mdx';
  source: string;
}

export function pageKey(version: string, job: PageJob): string {
  return createHash('sha256').update(version).update('\0').update(job.path).update('\0').update(job.format).update('\0').update(job.source).digest('hex');
}

/** How long an entry nobody reads stays on disk. */
const KEEP_UNUSED_MS = 7 * 24 * 60 * 60 * 1000;

export interface CacheStats {
  hits: number;
  misses: number;
}

export class ContentCache {
  private readonly memory = new Map<string, CompiledPage>();
  readonly stats: CacheStats = { hits: 0, misses: 0 };

  constructor(
    readonly version: string,
    /** Null: memory only. */
    private readonly dir: string | null = CONTENT_CACHE_DIR,
  ) {}

  private file(key: string): string {
    return path.join(this.dir ?? '', key.slice(0, 2), `${key}.json`);
  }

  get(job: PageJob): CompiledPage | undefined {
    const key = pageKey(this.version, job);
    let page = this.memory.get(key);
    if (!page && this.dir) {
      try {
        const file = this.file(key);
        page = JSON.parse(readFileSync(file, 'utf8')) as CompiledPage;
        this.memory.set(key, page);
        // Read now: pruning keeps what is used.
        const now = new Date();
        utimesSync(file, now, now);
      } catch {
        page = undefined;
      }
    }
    if (page) this.stats.hits += 1;
    else this.stats.misses += 1;
    return page;
  }

  set(job: PageJob, page: CompiledPage): void {
    const key = pageKey(this.version, job);
    this.memory.set(key, page);
    if (!this.dir) return;
    const file = this.file(key);
    mkdirSync(path.dirname(file), { recursive: true });
    // Written whole or not at all: a build stopped halfway leaves no half file to read later.
    const partial = `${file}.${process.pid}.tmp`;
    writeFileSync(partial, JSON.stringify(page));
    renameSync(partial, file);
  }

  /** Removes entries on disk that no run has read or written for a week. */
  prune(now = Date.now()): number {
    if (!this.dir) return 0;
    let removed = 0;
    for (const entry of readdirSync(this.dir, { recursive: true, withFileTypes: true })) {
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
}

let shared: ContentCache | undefined;

/** The cache of this process: on disk unless CONTENT_CACHE=off (memory only). */
export function contentCache(): ContentCache {
  shared ??= new ContentCache(pipelineVersion(pipelineInputs()), process.env.CONTENT_CACHE === 'off' ? null : CONTENT_CACHE_DIR);
  return shared;
}
