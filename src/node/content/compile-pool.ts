/**
 * Compiles pages on worker threads, one per core, when there are enough to be worth starting
 * them (each worker loads the compiler and builds its own option catalog and highlighter, which
 * loads the grammars of the pages it is sent): a build from nothing compiles all the site's pages
 * on every core; a dev-server save or a warm build compiles one or none, in this thread. The
 * results are the same either way (test/unit/compile-pool.test.ts).
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { PageJob } from './compile-cache';
import type { CompilePage, CompileResult } from './markdown';

/** Below this many pages to compile, this thread does it: starting workers would cost more. */
export const POOL_THRESHOLD = 24;

interface Pending {
  resolve: (result: CompileResult) => void;
  reject: (error: Error) => void;
}

/** The workers run TypeScript as this process does: through tsx's loader. */
const WORKER_OPTIONS = { execArgv: ['--import', 'tsx'] };

export class CompilePool {
  private readonly workers: Worker[];
  private readonly pending = new Map<number, Pending>();
  private next = 0;
  private queue: { id: number; job: PageJob }[] = [];
  private readonly idle: Worker[] = [];

  constructor(size = Math.max(1, availableParallelism())) {
    this.workers = Array.from({ length: size }, () => {
      const worker = new Worker(new URL('./compile-worker.ts', import.meta.url), WORKER_OPTIONS);
      worker.on('message', (message: { id: number; result?: CompileResult; error?: string }) => {
        const waiting = this.pending.get(message.id);
        this.pending.delete(message.id);
        if (message.result) waiting?.resolve(message.result);
        else waiting?.reject(new Error(message.error ?? 'the compile worker failed'));
        this.dispatch(worker);
      });
      worker.on('error', (error: Error) => {
        for (const waiting of this.pending.values()) waiting.reject(error);
        this.pending.clear();
      });
      this.idle.push(worker);
      return worker;
    });
  }

  private dispatch(worker: Worker): void {
    const task = this.queue.shift();
    if (task) worker.postMessage(task);
    else this.idle.push(worker);
  }

  compile(job: PageJob): Promise<CompileResult> {
    const id = this.next++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.queue.push({ id, job });
      const worker = this.idle.pop();
      if (worker) this.dispatch(worker);
    });
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.terminate()));
  }
}

/** Compiles the jobs on a pool if there are many, else with `inProcess`; results in job order. */
export async function compileAll(
  jobs: readonly PageJob[],
  inProcess: CompilePage,
  options: { threads?: number } = {},
): Promise<CompileResult[]> {
  const threads = options.threads ?? availableParallelism();
  if (jobs.length < POOL_THRESHOLD || threads < 2)
    return Promise.all(jobs.map((job) => inProcess(job.source, job.format, job.path)));
  const pool = new CompilePool(threads);
  try {
    return await Promise.all(jobs.map((job) => pool.compile(job)));
  } finally {
    await pool.close();
  }
}
