/** webpack-cli run in a project's folder, and its output compared with what a page shows. */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { expect } from 'vitest';
import { ROOT } from '../../src/node/paths';

const requireFromRoot = createRequire(path.join(ROOT, 'package.json'));
export const WEBPACK_CLI = requireFromRoot.resolve('webpack-cli/bin/cli.js');

/**
 * Runs webpack-cli in `cwd`; returns its exit status (null when a signal ended it, which `signal`
 * names) and everything it printed, without colours.
 */
export function runCli(
  cwd: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
): { status: number | null; signal: NodeJS.Signals | null; printed: string } {
  const result = spawnSync(process.execPath, [WEBPACK_CLI, ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', ...env },
  });
  return {
    status: result.status,
    signal: result.signal,
    // eslint-disable-next-line no-control-regex
    printed: `${result.stdout}${result.stderr}`.replace(/\u001b\[[0-9;]*m/g, ''),
  };
}

/**
 * What webpack-cli prints, as the reader's project prints it: a path into node_modules is
 * ./node_modules/, and timings vary.
 */
export function asTheReaderSees(printed: string): string {
  return printed
    .replace(/(?:\.\.\/)+(?:[\w.-]+\/)*?node_modules\//g, './node_modules/')
    .replace(/ in \d+ ms$/gm, ' in <time> ms');
}

/** Every line of `shown` (output on the page) is a line of `printed`, with `replacements` made in `shown`. */
export function expectPrinted(printed: string, shown: string, replacements: Record<string, string> = {}): void {
  let expected = shown;
  for (const [from, to] of Object.entries(replacements)) expected = expected.split(from).join(to);
  const lines = asTheReaderSees(printed).split('\n');
  for (const line of asTheReaderSees(expected).split('\n'))
    expect(lines, `the output has the line ${JSON.stringify(line)}`).toContain(line);
}

/** A TCP port nothing listens on now, for a dev server a test starts. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
