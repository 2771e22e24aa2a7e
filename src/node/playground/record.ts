/**
 * The record of the playground's decisions (decide.ts): what the compiled pages ran, as
 * RECORD_FILE holds it. `npm run playground:record` writes it for the docs as they are (every page
 * compiled, each example decided by running it or from .cache/playground/); the build says when the
 * committed one is out of date, and writes what it used for the tests (PLAYGROUND_USED).
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Project } from '../../playground/project';
import { ContentError } from '../content/errors';
import type { Page } from '../content/page';
import { runContentPipeline } from '../content/pipeline';
import { SIDE_OUTPUT_URLS } from '../outputs';
import { ROOT, SITE_DIR } from '../paths';
import { readRecordText, RECORD_FILE, runnerVersion, type DecisionRecord } from './decide';
import type { RunExample } from './links';

/** What a build decided, for the tests: the record it would write, and the examples that do not run. */
export const PLAYGROUND_USED = path.join(SITE_DIR, 'playground-decisions.json');

export interface UsedDecisions {
  record: DecisionRecord;
  unrunnable: { key: string; project: Project; fillMissing: boolean }[];
}

/** Every example the pages ran, once each, by key. */
function runsOf(pages: readonly Page[]): Map<string, RunExample> {
  const runs = new Map<string, RunExample>();
  for (const page of pages)
    for (const run of (page.compiled.extra.playground ?? []) as RunExample[]) runs.set(run.key, run);
  return runs;
}

function recordOfRuns(runs: Map<string, RunExample>): DecisionRecord {
  const decisions: DecisionRecord['decisions'] = {};
  for (const key of [...runs.keys()].sort()) decisions[key] = (runs.get(key) as RunExample).decision;
  return { runner: runnerVersion(), decisions };
}

/** The record of the pages' decisions, its keys sorted (a change to it reads well in a diff). */
export function recordOf(pages: readonly Page[]): DecisionRecord {
  return recordOfRuns(runsOf(pages));
}

export function usedDecisions(pages: readonly Page[]): UsedDecisions {
  const runs = runsOf(pages);
  const unrunnable = [...runs.values()].flatMap((run) => (run.example ? [{ key: run.key, ...run.example }] : []));
  return { record: recordOfRuns(runs), unrunnable };
}

export function serializeRecord(record: DecisionRecord): string {
  return `${JSON.stringify(record, null, 2)}\n`;
}

/** The committed record, as text; empty if there is none. */
export function committedRecord(): string {
  return readRecordText(RECORD_FILE) ?? '';
}

/** A line for the build's output when the committed record is not the pages' own; null when it is. */
export function recordStatus(record: DecisionRecord): string | null {
  const committed = committedRecord();
  if (committed === serializeRecord(record)) return null;
  const old = committed ? (JSON.parse(committed) as DecisionRecord) : null;
  const keys = Object.keys(record.decisions);
  const why =
    old === null
      ? 'there is none'
      : old.runner !== record.runner
        ? 'another version of the runner made it'
        : `it lacks ${keys.filter((key) => old.decisions[key] === undefined).length} of the ${keys.length} examples, or holds others`;
  return `playground: ${path.relative(ROOT, RECORD_FILE)} is out of date (${why}; a build without .cache/playground/ runs what it does not hold): run npm run playground:record and commit it`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // Every page compiled again, its examples decided without the record: a record made from itself would keep its mistakes.
  process.env.PLAYGROUND_RECORD = 'off';
  process.env.CONTENT_CACHE = 'off';
  runContentPipeline({ rootDir: ROOT, extraUrls: SIDE_OUTPUT_URLS })
    .then(async (content) => {
      const record = recordOf(content.pages);
      await writeFile(RECORD_FILE, serializeRecord(record));
      const runnable = Object.values(record.decisions).filter((decision) => decision === true).length;
      console.log(
        `${path.relative(ROOT, RECORD_FILE)}: ${Object.keys(record.decisions).length} examples, ${runnable} of them run in the playground`,
      );
    })
    .catch((error: unknown) => {
      console.error(error instanceof ContentError ? error.message : error);
      process.exitCode = 1;
    });
}
