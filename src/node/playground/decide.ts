/**
 * Which examples of the docs the playground can run, decided by running them: the playground's
 * own runner (src/playground/run.ts) with the installed webpack, on an in-memory file system, as
 * the playground's worker runs it. An example runs when its build ends without an error.
 *
 * Each decision is kept in .cache/playground/, under a hash of the example's files and of what
 * the result depends on (the runner's code, the lock file): a page whose prose changed, or a warm
 * build, runs nothing again.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Project } from '../../playground/project';
import { runProject } from '../../playground/run';
import { ROOT } from '../paths';
import { nodeHost } from './host';

const CACHE_DIR = path.join(ROOT, '.cache', 'playground');
const RUNNER_DIR = path.join(ROOT, 'src', 'playground');

export interface Decision {
  runnable: boolean;
  /** The first error, for the tests and the curious: why an example got no link. */
  reason: string | null;
}

let version: string | undefined;

/** A hash of everything a decision depends on besides the example. */
function runnerVersion(): string {
  if (version) return version;
  const hash = createHash('sha256');
  const files = readdirSync(RUNNER_DIR, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  for (const file of [
    ...files,
    path.join(ROOT, 'package-lock.json'),
    path.join(ROOT, 'src/node/playground/decide.ts'),
    path.join(ROOT, 'src/node/playground/host.ts'),
  ]) {
    hash.update(`${path.relative(ROOT, file)}\0`).update(readFileSync(file));
  }
  version = hash.digest('hex');
  return version;
}

const memory = new Map<string, Promise<Decision>>();
let host: ReturnType<typeof nodeHost> | undefined;

function readCached(file: string): Decision | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Decision;
  } catch {
    return null;
  }
}

async function run(project: Project, fillMissing: boolean): Promise<Decision> {
  host ??= nodeHost();
  const result = await runProject(host, project, { fillMissing, detail: false });
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
    const file = path.join(CACHE_DIR, `${key.slice(0, 2)}`, `${key}.json`);
    const cached = readCached(file);
    decision = cached
      ? Promise.resolve(cached)
      : run(project, fillMissing).then((result) => {
          mkdirSync(path.dirname(file), { recursive: true });
          const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
          writeFileSync(temporary, JSON.stringify(result));
          renameSync(temporary, file);
          return result;
        });
    memory.set(key, decision);
  }
  return decision;
}
