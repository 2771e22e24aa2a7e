/**
 * A build that takes everything from its caches writes the same site, byte for byte, as the build
 * before it. In `npm test` on a fresh clone, dist/ comes from a build with no cache at all; this
 * test builds again, into a folder of its own, with the caches that build left in .cache/ (the
 * pages' compiled bodies, the search index, the sizes, webpack's modules): a cache that gave back
 * something stale or built from other input would show here as a file that differs. It builds
 * twice: once running webpack from its filesystem cache, once taking webpack's output as the build
 * before it left it (src/node/webpack/reuse.ts); the first takes the playground's worker from the
 * build before it, as a build after one page changed does.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BUILD_MANIFEST, ROOT } from '../../src/node/paths';
import { DIST_DIR } from '../support/dist';
import { filesIn } from '../support/project';

const out = mkdtempSync(path.join(os.tmpdir(), 'warm-dist-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('a warm build', () => {
  function buildAgain(env: Record<string, string> = {}) {
    const { contentDir } = JSON.parse(readFileSync(BUILD_MANIFEST, 'utf8')) as { contentDir: string };
    rmSync(out, { recursive: true, force: true });
    const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'src/node/build.ts')], {
      cwd: ROOT,
      env: { ...process.env, DIST_DIR: out, CONTENT_DIR: contentDir, ...env },
      encoding: 'utf8',
    });
    expect(run.status, `${run.stdout}${run.stderr}`).toBe(0);
    expect(run.stdout).toMatch(/content \(\d+ pages, 0 compiled\)/);
    const files = filesIn(DIST_DIR);
    expect(filesIn(out)).toEqual(files);
    const differing = files.filter((file) => !readFileSync(path.join(out, file)).equals(readFileSync(path.join(DIST_DIR, file))));
    expect(differing).toEqual([]);
    return run.stdout;
  }

  it('compiles no page again and, with webpack run from its own cache and the playground worker reused, writes a dist/ byte-identical to the build before it', () => {
    // What a build after a page changed does: the site's builds run, the worker is reused.
    const stdout = buildAgain({ WEBPACK_REUSE: 'worker' });
    expect(stdout).toContain('webpack (playground worker reused)');
  }, 600_000);

  it('takes webpack’s output from the build before it when none of its inputs changed, and writes the same dist/', () => {
    const stdout = buildAgain();
    expect(stdout).toContain('webpack (output reused)');
  }, 600_000);
});
