/** webpack-cli run in a project's folder, and its output compared with what a page shows. */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
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

/**
 * `count` different TCP ports nothing listens on now, for dev servers a test starts: each is held
 * until all are found, so that no two are the same.
 */
export async function freePorts(count: number): Promise<number[]> {
  const servers = Array.from({ length: count }, () => net.createServer());
  try {
    return await Promise.all(
      servers.map(
        (server) =>
          new Promise<number>((resolve, reject) => {
            server.once('error', reject);
            server.listen(0, () => resolve((server.address() as net.AddressInfo).port));
          }),
      ),
    );
  } finally {
    await Promise.all(
      servers.map((server) => new Promise((resolve) => (server.listening ? server.close(resolve) : resolve(null)))),
    );
  }
}

/** A TCP port nothing listens on now, for a dev server a test starts. */
export async function freePort(): Promise<number> {
  const [port] = await freePorts(1);
  if (port === undefined) throw new Error('no free port');
  return port;
}

/** A process a test starts, with everything it prints. It is stopped by its own id. */
export class Running {
  output = '';
  private readonly child: ChildProcess;

  constructor(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}) {
    this.child = spawn(command, args, { cwd, env: { ...process.env, NO_COLOR: '1', ...env } });
    this.child.stdout?.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    this.child.stderr?.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
  }

  /** Waits until `text` is printed after the position `from`; returns the output from there on. */
  async waitFor(text: string, from = 0, timeout = 60_000): Promise<string> {
    const started = Date.now();
    while (!this.output.slice(from).includes(text)) {
      if (Date.now() - started > timeout || this.child.exitCode !== null) {
        throw new Error(`waited for ${JSON.stringify(text)}; the process printed:\n${this.output.slice(-4000)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return this.output.slice(from);
  }

  stop(): Promise<void> {
    if (this.child.exitCode !== null) return Promise.resolve();
    return new Promise((resolve) => {
      this.child.once('exit', () => resolve());
      this.child.kill();
    });
  }
}
