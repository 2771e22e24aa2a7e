/**
 * A worker thread of the compile pool (compile-pool.ts): builds the site's Markdown compiler once
 * (Shiki's highlighter, the option catalog, webpack's types) and compiles the pages it is sent.
 */
import { parentPort } from 'node:worker_threads';
import { siteCompiler } from './features';
import type { CompileResult } from './markdown';
import type { PageJob } from './compile-cache';

const compile = siteCompiler();

parentPort?.on('message', (message: { id: number; job: PageJob }) => {
  const { id, job } = message;
  compile(job.source, job.format, job.path).then(
    (result: CompileResult) => parentPort?.postMessage({ id, result }),
    (error: unknown) =>
      parentPort?.postMessage({ id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
  );
});
