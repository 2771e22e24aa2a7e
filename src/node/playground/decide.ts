/**
 * Which examples of the docs the playground can run, decided by running them: the playground's
 * own runner (src/playground/run.ts) with the installed webpack, on an in-memory file system, as
 * the playground's worker runs it. An example runs when its build ends without an error.
 *
 * Running them all takes about half a cold build (some 1,500 webpack builds), so the decisions of
 * the docs' examples are committed, in RECORD_FILE: under a hash of each example, with the
 * version of the runner they were made with (the code this module runs, the lock file, the
 * Node.js version). The record holds only while that version is the current one; an example it
 * does not hold, or any example once the version has changed, is run, and its decision kept in
 * .cache/playground/ under a hash of the example and the version: a page whose prose changed, or
 * a warm build, runs nothing again. `npm run playground:record` writes the record of the docs as
 * they are (record.ts); the tests check it is current and true (test/dist/playground-record.test.ts
 * runs again every example it does not link, the browser test every example it links).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
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

/** The committed decisions of the docs' examples. */
export const RECORD_FILE = path.join(ROOT, 'src', 'node', 'playground', 'decisions.json');

export interface Decision {
  runnable: boolean;
  /** The first error, for the tests and the curious: why an example got no link. */
  reason: string | null;
}

/** RECORD_FILE: each example's decision, `true` (it runs) or the reason it does not. */
export interface DecisionRecord {
  runner: string;
  decisions: Record<string, true | string>;
}

let version: string | undefined;

/**
 * A hash of everything a decision depends on besides the example: the code this module runs (by
 * its path in the repository: the same in any clone), the lock file, the Node.js version.
 */
export function runnerVersion(): string {
  version ??= codeVersion(codeInputs([fileURLToPath(import.meta.url)], ROOT), ROOT);
  return version;
}

/** An example's name in the record and the cache: a hash of its files and of how it is run. */
export function exampleKey(project: Project, fillMissing: boolean): string {
  return createHash('sha256')
    .update(JSON.stringify([fillMissing, project]))
    .digest('hex')
    .slice(0, 24);
}

export function toRecorded(decision: Decision): true | string {
  return decision.runnable ? true : (decision.reason ?? '');
}

export function fromRecorded(recorded: true | string): Decision {
  return recorded === true ? { runnable: true, reason: null } : { runnable: false, reason: recorded };
}

/** The text of a record file; null if there is none. */
export function readRecordText(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * The decisions of the record in `file` if they were made by the runner of version `runner`;
 * null if they were not, or if there is no such file.
 */
export function readRecord(file: string, runner: string): DecisionRecord['decisions'] | null {
  const text = readRecordText(file);
  if (text === null) return null;
  let read: Partial<DecisionRecord>;
  try {
    read = JSON.parse(text) as Partial<DecisionRecord>;
  } catch (error) {
    throw new Error(
      `${path.relative(ROOT, file)} is not JSON (${(error as Error).message}): run npm run playground:record to write it again`,
      { cause: error },
    );
  }
  return read.runner === runner && read.decisions && typeof read.decisions === 'object' ? read.decisions : null;
}

let record: DecisionRecord['decisions'] | null | undefined;

/** The committed decisions, if this version of the runner made them; none with PLAYGROUND_RECORD=off. */
function recorded(): DecisionRecord['decisions'] | null {
  if (record === undefined)
    record = process.env.PLAYGROUND_RECORD === 'off' ? null : readRecord(RECORD_FILE, runnerVersion());
  return record;
}

const memory = new Map<string, Promise<Decision>>();
let host: ReturnType<typeof nodeHost> | undefined;

/** The decision made by running the example now: neither the record nor the cache. */
export async function decideAfresh(project: Project, fillMissing: boolean): Promise<Decision> {
  host ??= nodeHost();
  const result = await runProject(host, project, { fillMissing, detail: false, defaultMinimizer: false });
  const error = result.problems.find((problem) => problem.severity === 'error');
  return { runnable: !error, reason: error ? (error.text.split('\n')[0]?.slice(0, 200) ?? '') : null };
}

/** An example the record does not hold: from .cache/playground/, or run and kept there. */
function fromCacheOrRun(name: string, project: Project, fillMissing: boolean): Promise<Decision> {
  const key = createHash('sha256').update(runnerVersion()).update(name).digest('hex');
  const cached = decisionStore.read(key);
  if (cached) return Promise.resolve(cached);
  return decideAfresh(project, fillMissing).then((result) => {
    decisionStore.write(key, result);
    return result;
  });
}

/**
 * Whether the playground runs the project. `fillMissing`: a configuration example, whose
 * missing files the playground fills with stand-ins (as it does when it opens one).
 * PLAYGROUND_RECORD=off leaves the committed record out: every example not in .cache/playground/ runs.
 */
export function decide(project: Project, fillMissing: boolean): Promise<Decision> {
  const name = exampleKey(project, fillMissing);
  let decision = memory.get(name);
  if (!decision) {
    const inRecord = recorded()?.[name];
    decision =
      inRecord === undefined ? fromCacheOrRun(name, project, fillMissing) : Promise.resolve(fromRecorded(inRecord));
    memory.set(name, decision);
  }
  return decision;
}
