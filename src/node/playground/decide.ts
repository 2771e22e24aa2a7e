/**
 * Which examples of the docs the playground can run, decided by running them: the playground's
 * own runner (src/playground/run.ts) with the installed webpack, on an in-memory file system, as
 * the playground's worker runs it. An example runs when its build ends without an error.
 *
 * Each decision is kept in .cache/playground/, under a hash of the example's files and of what
 * the result depends on (the code this module runs, the lock file, the Node.js version): a page
 * whose prose changed, or a warm build, runs nothing again.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Project } from '../../playground/project';
import { runProject } from '../../playground/run';
import { codeInputs, codeVersion } from '../code-version';
import { DiskStore } from '../disk-store';
import { ROOT } from '../paths';
import { nodeHost } from './host';

/** The decisions on disk, between builds. */
export const decisionStore = new DiskStore<Decision>(path.join(ROOT, '.cache', 'playground'));

export interface Decision {
  runnable: boolean;
  /** The first error, for the tests and the curious: why an example got no link. */
  reason: string | null;
}

let version: string | undefined;

/** A hash of everything a decision depends on besides the example: the code this module runs. */
function runnerVersion(): string {
  version ??= codeVersion(codeInputs([fileURLToPath(import.meta.url)], ROOT));
  return version;
}

const memory = new Map<string, Promise<Decision>>();
let host: ReturnType<typeof nodeHost> | undefined;

async function run(project: Project, fillMissing: boolean): Promise<Decision> {
  host ??= nodeHost();
  const result = await runProject(host, project, { fillMissing, detail: false, defaultMinimizer: false });
  const error = result.problems.find((problem) => problem.severity === 'error');
  return { runnable: !error, reason: error ? (error.text.split('\n')[0]?.slice(0, 200) ?? '') : null };
}

/**
 * Whether the playground runs the project. `fillMissing`: a configuration example, whose
 * missing files the playground fills with stand-ins (as it does when it opens one).
 */
export function decide(project: Project, fillMissing: boolean): Promise<Decision> {
  const key = createHash('sha256')
    .update(runnerVersion())
    .update(JSON.stringify([fillMissing, project]))
    .digest('hex');
  let decision = memory.get(key);
  if (!decision) {
    const cached = decisionStore.read(key);
    decision = cached
      ? Promise.resolve(cached)
      : run(project, fillMissing).then((result) => {
          decisionStore.write(key, result);
          return result;
        });
    memory.set(key, decision);
  }
  return decision;
}
