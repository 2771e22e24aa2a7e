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
import path from 'node:path';
import { codeInputs, codeVersion, type CodeInputs } from '../code-version';
import { DiskStore } from '../disk-store';
import { ROOT } from '../paths';
import type { CompiledPage } from './markdown';

export const CONTENT_CACHE_DIR = path.join(ROOT, '.cache', 'content');

/**
 * The source files whose change changes what the pipeline writes: the modules the pipeline and
 * its compile workers import, followed through the repository's own imports.
 */
export function pipelineInputs(root = ROOT): CodeInputs {
  const dir = path.join(root, 'src', 'node', 'content');
  return codeInputs([path.join(dir, 'pipeline.ts'), path.join(dir, 'compile-worker.ts')], root);
}

export interface PageJob {
  /** The file's path from the repository root: `content/concepts/output.md`. */
  path: string;
  format: 'md' | 'mdx';
  source: string;
}

export function pageKey(version: string, job: PageJob): string {
  return createHash('sha256')
    .update(version)
    .update('\0')
    .update(job.path)
    .update('\0')
    .update(job.format)
    .update('\0')
    .update(job.source)
    .digest('hex');
}

export interface CacheStats {
  hits: number;
  misses: number;
}

export class ContentCache {
  private readonly memory = new Map<string, CompiledPage>();
  /** On disk; null: memory only. */
  readonly store: DiskStore<CompiledPage> | null;
  readonly stats: CacheStats = { hits: 0, misses: 0 };

  constructor(
    readonly version: string,
    /** Null: memory only. */
    dir: string | null = CONTENT_CACHE_DIR,
  ) {
    this.store = dir === null ? null : new DiskStore(dir);
  }

  get(job: PageJob): CompiledPage | undefined {
    const key = pageKey(this.version, job);
    let page = this.memory.get(key);
    if (!page) {
      page = this.store?.read(key);
      if (page) this.memory.set(key, page);
    }
    if (page) this.stats.hits += 1;
    else this.stats.misses += 1;
    return page;
  }

  set(job: PageJob, page: CompiledPage): void {
    const key = pageKey(this.version, job);
    this.memory.set(key, page);
    this.store?.write(key, page);
  }
}

let shared: ContentCache | undefined;

/** The cache of this process: on disk unless CONTENT_CACHE=off (memory only). */
export function contentCache(): ContentCache {
  shared ??= new ContentCache(
    codeVersion(pipelineInputs()),
    process.env.CONTENT_CACHE === 'off' ? null : CONTENT_CACHE_DIR,
  );
  return shared;
}
