/**
 * The committed record of the playground's decisions (src/node/playground/decisions.json), against
 * the build that read it: it holds the decisions of the docs' examples as they are, made by the
 * current runner, and each example it says does not run still does not when it runs again. The
 * other half, that each example it says runs does run, is the browser test's
 * (test/e2e/playground-equivalence.spec.ts builds every linked example in the playground's worker).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILD_MANIFEST, CONTENT_DIR } from '../../src/node/paths';
import { decideAfresh, runnerVersion, toRecorded } from '../../src/node/playground/decide';
import { committedRecord, PLAYGROUND_USED, serializeRecord, type UsedDecisions } from '../../src/node/playground/record';

const used = JSON.parse(readFileSync(PLAYGROUND_USED, 'utf8')) as UsedDecisions;
const manifest = JSON.parse(readFileSync(BUILD_MANIFEST, 'utf8')) as { contentDir: string };
const docs = path.resolve(manifest.contentDir) === path.resolve(CONTENT_DIR);

describe('the record of the playground decisions', () => {
  it.runIf(docs)('is the one of the docs as built, made by the current runner', () => {
    const stale = 'run npm run playground:record and commit src/node/playground/decisions.json';
    expect(used.record.runner, stale).toBe(runnerVersion());
    expect(committedRecord(), stale).toBe(serializeRecord(used.record));
    expect(Object.keys(used.record.decisions).length).toBeGreaterThan(1000);
  });

  it('says an example does not run only where it fails when it runs again, for the same reason', async () => {
    const wrong: string[] = [];
    for (const { key, project, fillMissing } of used.unrunnable) {
      const now = toRecorded(await decideAfresh(project, fillMissing));
      const recorded = used.record.decisions[key];
      if (now !== recorded) wrong.push(`${key}: recorded ${String(recorded)}; now ${now === true ? 'it runs' : now}`);
    }
    expect(wrong).toEqual([]);
    if (docs) expect(used.unrunnable.length).toBeGreaterThan(100);
  }, 300_000);
});
