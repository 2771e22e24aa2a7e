/**
 * What content/guides/development-vagrant.md says about its project. A VM is simulated on this
 * machine: the dev server listens as it would in the VM, a TCP proxy on [::1] stands for the
 * forwarded port, and Chromium resolves devbox.test to [::1]. All traffic stays on loopback
 * addresses.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import webpack from 'webpack';
import WebpackDevServer, { type Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { CHROMIUM_ARGS, unpackChromium } from '../../support/browser';
import { describeGuide, EXAMPLES, guideBlocks, guideText, pageStates, helloWebpack } from '../../support/guides';
import { runCli, WEBPACK_CLI, freePort } from '../../support/cli';
import { blockWith } from '../../support/code-blocks';
import { copyProject, projectConfig, tempDir } from '../../support/project';

const project = path.join(EXAMPLES, 'development-vagrant');
const blocks = guideBlocks('development-vagrant');
const requireFromRoot = createRequire(path.join(ROOT, 'package.json'));
const pageText = guideText('development-vagrant');

const pageSays = pageStates(pageText);

describeGuide('development-vagrant', {
  'development-vagrant': {
    emits: ['main.js'],
    warnings: [],
    browser: { copy: 'dist', open: 'index.html', check: helloWebpack },
    cli: { script: 'build', prints: ['asset main.js 116 bytes', 'compiled successfully'], neverPrints: ['WARNING'] },
  },
});

function edit(file: string, from: string, to: string): void {
  const text = readFileSync(file, 'utf8');
  expect(text, `${file} contains ${from}`).toContain(from);
  writeFileSync(file, text.split(from).join(to));
}

/** A GET request to `address`:`port`, with the Host header `hostHeader`; the status and body, or the error code. */
function get(
  address: string,
  port: number,
  hostHeader?: string,
): Promise<{ status?: number; body?: string; error?: string }> {
  return new Promise((resolve) => {
    const request = http.request(
      { host: address, port, path: '/', headers: hostHeader ? { Host: hostHeader } : {} },
      (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode, body }));
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code }));
    request.end();
  });
}

interface Started {
  server: WebpackDevServer;
  compiler: webpack.Compiler;
  port: number;
  stop(): Promise<void>;
}

/** Starts the dev server with the project's configuration (of `dir`) and `devServer` over its own options. */
async function start(devServer: DevServerConfiguration = {}, dir = project, replace = false): Promise<Started> {
  const config = projectConfig(dir);
  const port = await freePort();
  const compiler = webpack({ ...config, context: dir, infrastructureLogging: { level: 'none' } });
  const options = replace ? devServer : { ...config.devServer, ...devServer };
  const server = new WebpackDevServer({ port, ...options, open: false, devMiddleware: { stats: 'none' } }, compiler);
  await server.start();
  const address = server.server?.address() as net.AddressInfo;
  // Wait for the first build, so that requests get the page.
  await new Promise<void>((resolve) => {
    const check = (): void =>
      void get('127.0.0.1', address.port, 'localhost').then(({ status }) =>
        status === 200 ? resolve() : void setTimeout(check, 100),
      );
    if (address.address === '127.0.0.1' || address.address === '0.0.0.0' || address.address === '::') check();
    else resolve();
  });
  return { server, compiler, port: address.port, stop: () => server.stop() };
}

/** A TCP proxy on [::1]:`port`, which stands for the port your computer forwards to the VM. */
async function forward(target: number, listenOn = 0): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const proxy = net.createServer((client) => {
    const upstream = net.connect(target, '127.0.0.1');
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => sockets.delete(socket));
    }
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream).pipe(client);
  });
  const port = await new Promise<number>((resolve) =>
    proxy.listen(listenOn, '::1', () => resolve((proxy.address() as net.AddressInfo).port)),
  );
  return {
    port,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        proxy.close(() => resolve());
      }),
  };
}

let browser: Promise<Browser> | undefined;
/** Chromium that resolves devbox.test to [::1], as a hosts file entry on your computer would to the forwarded port. */
function devboxBrowser(): Promise<Browser> {
  browser ??= unpackChromium().then((executablePath) =>
    chromium.launch({ executablePath, args: [...CHROMIUM_ARGS, '--host-resolver-rules=MAP devbox.test [::1]'] }),
  );
  return browser;
}
afterAll(async () => {
  if (browser) await (await browser).close();
});

interface Opened {
  page: Page;
  logs: string[];
  sockets: { url: string; failed: boolean; frames: number }[];
  loads(): number;
}

async function open(url: string): Promise<Opened> {
  const page = await (await devboxBrowser()).newPage();
  const logs: string[] = [];
  const sockets: Opened['sockets'] = [];
  let loads = 0;
  page.on('console', (message) => logs.push(message.text()));
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) loads += 1;
  });
  page.on('websocket', (socket) => {
    const entry = { url: socket.url(), failed: false, frames: 0 };
    sockets.push(entry);
    socket.on('socketerror', () => (entry.failed = true));
    socket.on('framereceived', () => (entry.frames += 1));
  });
  await page.goto(url, { waitUntil: 'load' });
  return { page, logs, sockets, loads: () => loads };
}

describe('development-vagrant: host', () => {
  it('accepts connections only on the loopback address with localhost and 127.0.0.1', async () => {
    for (const host of ['localhost', '127.0.0.1']) {
      const { port, server, stop } = await start({ host });
      try {
        expect((server.server?.address() as net.AddressInfo).address).toBe('127.0.0.1');
        expect((await get('127.0.0.1', port)).status).toBe(200);
        // Another address of the machine, standing for its network interface.
        expect((await get('127.0.0.2', port)).error).toBe('ECONNREFUSED');
      } finally {
        await stop();
      }
    }
  }, 60_000);

  it('listens on :: without host, on every address, IPv4 and IPv6', async () => {
    const { port, server, stop } = await start({}, project, true);
    try {
      expect(server.options.host).toBeUndefined();
      expect((server.server?.address() as net.AddressInfo).address).toBe('::');
      expect((await get('127.0.0.2', port)).status).toBe(200);
      expect((await get('::1', port)).status).toBe(200);
    } finally {
      await stop();
    }
  }, 60_000);

  it("listens on every IPv4 address with '0.0.0.0', and not on [::1]", async () => {
    const { port, server, stop } = await start({ host: '0.0.0.0' });
    try {
      expect((server.server?.address() as net.AddressInfo).address).toBe('0.0.0.0');
      expect((await get('127.0.0.2', port)).status).toBe(200);
      expect((await get('::1', port)).error).toBe('ECONNREFUSED');
    } finally {
      await stop();
    }
  }, 60_000);

  it('prints the addresses it answers on when started with npm start', async () => {
    const copy = copyProject(project, 'development-vagrant-serve');
    const scripts = (
      JSON.parse(readFileSync(path.join(copy, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
    ).scripts;
    expect(scripts.start).toBe('webpack serve');
    const port = await freePort();
    const child = (await import('node:child_process')).spawn(
      process.execPath,
      [WEBPACK_CLI, 'serve', '--port', String(port)],
      { cwd: copy, env: { ...process.env, NO_COLOR: '1' } },
    );
    let printed = '';
    child.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (printed += chunk.toString()));
    try {
      // The server listens once the first build is done, and prints its addresses after the build report.
      await expect.poll(() => printed, { timeout: 60_000 }).toContain('Content not from webpack is served from');
      expect(printed.indexOf('compiled successfully')).toBeLessThan(printed.indexOf('Project is running at:'));
      const shown = blockWith(blocks, 'Project is running at:').split('\n');
      const lines = printed.split('\n');
      expect(lines).toContain(shown[0]);
      expect(lines).toContain(shown[1]?.replaceAll('8080', String(port)));
      // The network addresses are the machine's own.
      expect(shown[2]).toMatch(/^<i> \[webpack-dev-server\] On Your Network \(IPv4\): http:\/\/[\d.]+:8080\/$/);
      expect(printed).toMatch(
        new RegExp(`^<i> \\[webpack-dev-server\\] On Your Network \\(IPv4\\): http://[\\d.]+:${port}/$`, 'm'),
      );
      expect(shown[3]).toMatch(/^<i> \[webpack-dev-server\] On Your Network \(IPv6\): http:\/\/\[[\da-f:]+\]:8080\/$/);
    } finally {
      await new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill();
      });
    }
  }, 90_000);

  it("listens on the first network address only with 'local-ipv4'", async () => {
    const address = await WebpackDevServer.getHostname('local-ipv4');
    expect(address).not.toBe('0.0.0.0');
    expect(net.isIPv4(address)).toBe(true);
    const { server, stop } = await start({ host: 'local-ipv4' });
    try {
      expect((server.server?.address() as net.AddressInfo).address).toBe(address);
    } finally {
      await stop();
    }
    expect(await WebpackDevServer.getHostname('local-ip')).toBe(address);
  }, 60_000);
});

describe('development-vagrant: port', () => {
  it('builds, then stops with EADDRINUSE and exit code 2 when the port it is given is taken', async () => {
    const copy = copyProject(project, 'development-vagrant-port');
    const taken = net.createServer();
    const port = await new Promise<number>((resolve) =>
      taken.listen(0, () => resolve((taken.address() as net.AddressInfo).port)),
    );
    try {
      pageSays('the command exits with code 2');
      const { status, printed } = runCli(copy, ['serve', '--port', String(port)]);
      expect(status).toBe(2);
      expect(printed).toContain('compiled successfully');
      expect(printed.split('\n')).toContain(blockWith(blocks, 'EADDRINUSE').replace('8080', String(port)));
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  }, 60_000);

  it('moves to the next free port when none is given', async () => {
    const taken = net.createServer();
    const port = await new Promise<number>((resolve) =>
      taken.listen(0, () => resolve((taken.address() as net.AddressInfo).port)),
    );
    const before = process.env.WEBPACK_DEV_SERVER_BASE_PORT;
    process.env.WEBPACK_DEV_SERVER_BASE_PORT = String(port);
    try {
      expect(await WebpackDevServer.getFreePort(undefined as unknown as string, '0.0.0.0')).toBeGreaterThan(port);
    } finally {
      if (before === undefined) delete process.env.WEBPACK_DEV_SERVER_BASE_PORT;
      else process.env.WEBPACK_DEV_SERVER_BASE_PORT = before;
      await new Promise((resolve) => taken.close(resolve));
    }
  });
});

describe('development-vagrant: allowedHosts', () => {
  it("answers other names with 403 and Invalid Host header under 'auto', and lets localhost, .localhost and IP addresses through", async () => {
    const { port, server, stop } = await start({ allowedHosts: undefined, client: undefined });
    try {
      expect(server.options.allowedHosts).toBe('auto');
      expect(await get('127.0.0.1', port, `devbox.test:${port}`)).toEqual({
        status: 403,
        body: blockWith(blocks, 'Invalid Host header'),
      });
      for (const name of [
        `localhost:${port}`,
        `app.localhost:${port}`,
        `127.0.0.1:${port}`,
        `192.0.2.55:${port}`,
        `[::1]:${port}`,
      ]) {
        expect((await get('127.0.0.1', port, name)).status, name).toBe(200);
      }
    } finally {
      await stop();
    }
  }, 60_000);

  it('lets the value of host and the host name of client.webSocketURL through', async () => {
    const { port, server, stop } = await start({
      allowedHosts: undefined,
      client: { webSocketURL: 'ws://devbox.test:3000/ws' },
    });
    try {
      expect((await get('127.0.0.1', port, `devbox.test:${port}`)).status).toBe(200);
      expect((await get('127.0.0.1', port, `other.test:${port}`)).status).toBe(403);
      // The host check compares the name with host too; a name there would need DNS to listen, so the check is asked directly.
      const check = server as unknown as { isValidHost(headers: Record<string, string>, header: string): boolean };
      server.options.host = 'vm.test';
      expect(check.isValidHost({ host: 'vm.test:8080' }, 'host')).toBe(true);
      expect(check.isValidHost({ host: 'other.test:8080' }, 'host')).toBe(false);
    } finally {
      await stop();
    }
  }, 60_000);

  it("allows the names in the list, names below a name with a leading dot, and everything with 'all'", async () => {
    const cases: [DevServerConfiguration['allowedHosts'], string, number][] = [
      [['devbox.test'], 'devbox.test', 200],
      [['devbox.test'], 'app.devbox.test', 403],
      [['.devbox.test'], 'devbox.test', 200],
      [['.devbox.test'], 'app.devbox.test', 200],
      ['all', 'anything.test', 200],
    ];
    for (const [allowedHosts, name, status] of cases) {
      const { port, stop } = await start({ allowedHosts, client: undefined });
      try {
        expect(
          (await get('127.0.0.1', port, `${name}:${port}`)).status,
          `${JSON.stringify(allowedHosts)} ${name}`,
        ).toBe(status);
      } finally {
        await stop();
      }
    }
  }, 90_000);

  it('shows Invalid Host header in the browser for a name it does not allow', async () => {
    const { port, stop } = await start({ allowedHosts: undefined, client: undefined });
    const forwarded = await forward(port);
    const opened = await open(`http://devbox.test:${forwarded.port}/`);
    try {
      expect(await opened.page.locator('body').innerText()).toBe('Invalid Host header');
    } finally {
      await opened.page.close();
      await forwarded.close();
      await stop();
    }
  }, 60_000);
});

describe('development-vagrant: client.webSocketURL and polling, through a forwarded port', () => {
  it("connects to the server's port without webSocketURL: a port the forwarding does not cover", async () => {
    const copy = copyProject(project, 'development-vagrant-websocket');
    const { port, stop } = await start({ client: { logging: 'info' } }, copy);
    const forwarded = await forward(port);
    const opened = await open(`http://devbox.test:${forwarded.port}/`);
    try {
      await helloWebpack(opened.page);
      await expect.poll(() => opened.sockets.length, { timeout: 30_000 }).toBeGreaterThan(1);
      expect(opened.sockets.every((socket) => socket.url === `ws://devbox.test:${port}/ws` && socket.failed)).toBe(
        true,
      );
      const shown = blockWith(blocks, "WebSocket connection to 'ws://devbox.test:8080/ws' failed").replaceAll(
        '8080',
        String(port),
      );
      expect(opened.logs.join('\n')).toContain(shown);

      edit(path.join(copy, 'src', 'greet.js'), 'Hello', 'Hi');
      await opened.page.waitForTimeout(4000);
      expect(await opened.page.locator('h1').textContent()).toBe('Hello, webpack!');
      expect(opened.loads()).toBe(1);
    } finally {
      await opened.page.close();
      await forwarded.close();
      await stop();
    }
  }, 90_000);

  it("connects through the page's own address with 'auto://0.0.0.0:0/ws', and polls for changes", async () => {
    const copy = copyProject(project, 'development-vagrant-auto');
    const { port, server, compiler, stop } = await start(
      { client: { logging: 'info', webSocketURL: 'auto://0.0.0.0:0/ws' } },
      copy,
    );
    const forwarded = await forward(port);
    expect(forwarded.port).not.toBe(port);
    const opened = await open(`http://devbox.test:${forwarded.port}/`);
    try {
      await helloWebpack(opened.page);
      await expect.poll(() => opened.sockets.some((socket) => socket.frames > 0), { timeout: 30_000 }).toBe(true);
      expect(opened.sockets.map((socket) => socket.url)).toEqual([`ws://devbox.test:${forwarded.port}/ws`]);

      // webpack's watcher polls every second, and leaves node_modules out.
      const watcher = (
        compiler.watchFileSystem as unknown as {
          watcher: { watcherManager: { directoryWatchers: Map<string, { polledWatching: number | false }> } };
        }
      ).watcher;
      const directories = [...watcher.watcherManager.directoryWatchers];
      expect(directories.length).toBeGreaterThan(0);
      for (const [directory, directoryWatcher] of directories) {
        expect(directoryWatcher.polledWatching, directory).toBe(1000);
        expect(directory).not.toContain('node_modules');
      }
      // The dev server's watcher of the static folder polls at the same interval.
      const statics = server.options.static as { watch: { usePolling: boolean; interval: number } }[];
      expect(statics.map((item) => [item.watch.usePolling, item.watch.interval])).toEqual([[true, 1000]]);

      edit(path.join(copy, 'src', 'greet.js'), 'Hello', 'Hi');
      await expect.poll(() => opened.loads(), { timeout: 30_000 }).toBe(2);
      await opened.page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Hi, webpack!');

      edit(path.join(copy, 'dist', 'index.html'), '<title>Hello webpack</title>', '<title>Hi webpack</title>');
      await expect.poll(() => opened.loads(), { timeout: 30_000 }).toBe(3);
      await expect.poll(() => opened.page.title()).toBe('Hi webpack');
    } finally {
      await opened.page.close();
      await forwarded.close();
      await stop();
    }
  }, 120_000);

  it('connects to a fixed webSocketURL', async () => {
    const forwardedPort = await freePort();
    const url = `ws://devbox.test:${forwardedPort}/ws`;
    pageSays("such as `'ws://devbox.test:3000/ws'`");
    const { port, stop } = await start({ client: { webSocketURL: url } });
    const forwarded = await forward(port, forwardedPort);
    const opened = await open(`http://devbox.test:${forwarded.port}/`);
    try {
      await expect.poll(() => opened.sockets.some((socket) => socket.frames > 0), { timeout: 30_000 }).toBe(true);
      expect(opened.sockets.map((socket) => socket.url)).toEqual([url]);
    } finally {
      await opened.page.close();
      await forwarded.close();
      await stop();
    }
  }, 60_000);

  it('names the WebSocket path /ws and has a command line option for the URL', () => {
    pageSays('at the path `/ws`');
    const { status, printed } = runCli(copyProject(project, 'development-vagrant-help'), ['serve', '--help']);
    expect(status, printed).toBe(0);
    expect(printed).toMatch(/^\s+--client-web-socket-url <value>\s/m);
  });
});

describe('development-vagrant: watchOptions.poll', () => {
  /** The polling interval of the directory watchers when `watchOptions` and `env` are given, in a process of its own. */
  function pollInterval(
    watchOptions: NonNullable<webpack.Configuration['watchOptions']>,
    env: NodeJS.ProcessEnv = {},
  ): unknown[] {
    const dir = tempDir('development-vagrant-poll');
    const script = `const webpack = require(${JSON.stringify(requireFromRoot.resolve('webpack'))});
const compiler = webpack({ mode: 'development', context: ${JSON.stringify(project)}, entry: './src/index.js', output: { path: ${JSON.stringify(dir)} }, infrastructureLogging: { level: 'none' } });
const watching = compiler.watch(${JSON.stringify(watchOptions)}, () => {
  const read = () => {
    const watcher = compiler.watchFileSystem.watcher;
    if (!watcher) return setTimeout(read, 50);
    const intervals = [...new Set([...watcher.watcherManager.directoryWatchers.values()].map((item) => item.polledWatching))];
    watching.close(() => console.log(JSON.stringify(intervals)));
  };
  read();
});
`;
    writeFileSync(path.join(dir, 'watch.js'), script);
    return JSON.parse(
      execFileSync(process.execPath, [path.join(dir, 'watch.js')], {
        encoding: 'utf8',
        env: { ...process.env, ...env },
      }),
    ) as unknown[];
  }

  it('watches with events by default, polls at the given interval, and every 5007 ms with poll: true', () => {
    expect(pollInterval({})).toEqual([false]);
    expect(pollInterval({ poll: 1000 })).toEqual([1000]);
    expect(pollInterval({ poll: true })).toEqual([5007]);
  }, 60_000);

  it('polls with WATCHPACK_POLLING set, at the default interval or the number given', () => {
    expect(pollInterval({}, { WATCHPACK_POLLING: 'true' })).toEqual([5007]);
    expect(pollInterval({}, { WATCHPACK_POLLING: '1000' })).toEqual([1000]);
  }, 60_000);

  it('names the Watchpack and the webpack that are installed', () => {
    const webpackManifest = requireFromRoot('webpack/package.json') as {
      version: string;
      dependencies: Record<string, string>;
    };
    const watchpackVersion = (requireFromRoot('watchpack/package.json') as { version: string }).version;
    pageSays(`Watchpack ${watchpackVersion}, the watcher that webpack ${webpackManifest.version} installs`);
    expect(Object.keys(webpackManifest.dependencies)).toContain('watchpack');
  });
});
