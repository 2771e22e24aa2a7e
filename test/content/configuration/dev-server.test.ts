/**
 * What content/configuration/dev-server.md says about webpack-dev-server 6 that the other tests do
 * not hold: its requirements and exports, the command line, plugin mode, the Node.js API, the
 * options whose behaviour changed in version 6, and the migration from version 5. The options
 * themselves are checked for completeness by test/content/config-reference.test.ts, and the guides
 * Development, Hot Module Replacement and Development in a VM run the server in Chromium.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { validate } from 'schema-utils';
import webpack from 'webpack';
import WebpackDevServer, { type Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { blockWith, codeBlocks, type CodeBlock } from '../../support/code-blocks';
import { readPage } from '../../support/content';
import { expectPrinted, runCli } from '../../support/cli';
import { tempDir } from '../../support/project';
import { CONTENT, pageText, section, sectionsOf } from './pages';

const PAGE = path.join(CONTENT, 'configuration', 'dev-server.md');
const blocks = codeBlocks(PAGE);
const text = pageText(PAGE);
const sections = sectionsOf(PAGE);
const requireFromRoot = createRequire(path.join(ROOT, 'package.json'));
const manifest = requireFromRoot('webpack-dev-server/package.json') as {
  version: string;
  engines: { node: string };
  peerDependencies: Record<string, string>;
  dependencies: Record<string, string>;
  exports: Record<string, unknown>;
  bin: string;
};
const schema = WebpackDevServer.schema as unknown as Parameters<typeof validate>[0] & {
  properties: Record<string, unknown>;
};

function pageSays(sentence: string): void {
  expect(text, `the page says: ${sentence}`).toContain(sentence);
}

/** The one block with this title whose code contains `text`. */
function blockTitled(title: string, contains = ''): string {
  const found = blocks.filter((block) => block.title === title && block.code.includes(contains));
  expect(found, `one ${title} block contains ${contains}`).toHaveLength(1);
  return found[0]?.code ?? '';
}

/** A folder with the repository's node_modules linked in, so that code from the page can require its packages. */
function projectDir(name: string, files: Record<string, string> = {}): string {
  const dir = tempDir(`dev-server-${name}`);
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

/** A small web project: one entry and a page in public/. */
function webProject(name: string, index = "document.body.append('Hello');\n"): string {
  return projectDir(name, {
    'src/index.js': index,
    'public/index.html': '<!doctype html>\n<title>Hello</title>\n<script src="main.js" defer></script>\n',
  });
}

/** Runs a `webpack.config.js` block of the page in its own folder; a function is called as webpack-cli does. */
function configOf(block: CodeBlock): webpack.Configuration[] {
  const dir = projectDir(`config-${block.line}`, { 'webpack.config.js': block.code });
  const file = path.join(dir, 'webpack.config.js');
  let config = createRequire(file)(file) as unknown;
  if (typeof config === 'function')
    config = (config as (env: object, argv: object) => unknown)({ WEBPACK_SERVE: true }, { mode: 'development' });
  return (Array.isArray(config) ? config : [config]) as webpack.Configuration[];
}

function compilerFor(dir: string, extra: webpack.Configuration = {}): webpack.Compiler {
  return webpack({
    mode: 'development',
    context: dir,
    entry: './src/index.js',
    output: { path: path.join(dir, 'dist') },
    stats: 'none',
    infrastructureLogging: { level: 'none' },
    ...extra,
  });
}

/** Starts a server on a free port of 127.0.0.1; returns it with its origin. */
async function started(
  dir: string,
  options: DevServerConfiguration,
  extra: webpack.Configuration = {},
): Promise<{ server: WebpackDevServer; origin: string }> {
  const server = new WebpackDevServer(
    { static: path.join(dir, 'public'), port: 0, host: '127.0.0.1', ...options },
    compilerFor(dir, extra),
  );
  await server.start();
  const { port } = server.server?.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.middleware?.waitUntilValid(() => resolve()));
  return { server, origin: `http://127.0.0.1:${port}` };
}

/** Starting a server with `options` fails; the message it fails with. */
async function startFails(dir: string, options: DevServerConfiguration): Promise<string> {
  const server = new WebpackDevServer({ static: false, port: 0, host: '127.0.0.1', ...options }, compilerFor(dir));
  try {
    await server.start();
  } catch (error) {
    return (error as Error).message;
  }
  await server.stop();
  return '(it started)';
}

/** A plain HTTP server that answers every request with its path, and counts them. */
async function backend(): Promise<{ origin: string; seen: string[]; close(): Promise<void> }> {
  const seen: string[] = [];
  const server = http.createServer((request, response) => {
    seen.push(`${request.url} ${String(request.headers['x-forwarded-by'] ?? '')}`.trim());
    response.end(`backend ${request.url}`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    seen,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Runs a script with Node.js in `dir`, without throwing on a failure: its exit status and everything it printed. */
function runScriptIn(dir: string, file: string): { status: number | null; printed: string } {
  const result = spawnSync(process.execPath, [file], {
    cwd: dir,
    encoding: 'utf8',
    timeout: 60_000,
    env: { ...process.env, NO_COLOR: '1' },
  });
  return { status: result.status, printed: `${result.stdout}${result.stderr}` };
}

describe('dev-server: the package', () => {
  it('needs Node.js 22.15.0 and webpack 5.101.0, and runs on the Node.js of this project', () => {
    expect(manifest.engines.node).toBe('>= 22.15.0');
    expect(manifest.peerDependencies.webpack).toBe('^5.101.0');
    pageSays('Version 6 needs Node.js 22.15.0 or later and webpack 5.101.0 or later.');
    pageSays('webpack-dev-server 6 needs Node.js 22.15.0 or later (5.2.7 needed 18.12.0)');
  });

  it('is an ES module package that require() loads from dist/, and exports no other file of lib/ than BaseServer.js', async () => {
    expect((requireFromRoot('webpack-dev-server/package.json') as { type: string }).type).toBe('module');
    expect(requireFromRoot.resolve('webpack-dev-server')).toMatch(/[/\\]webpack-dev-server[/\\]dist[/\\]Server\.js$/);
    const imported = (await import('webpack-dev-server')) as { default: { name: string } };
    expect(imported.default.name).toBe('Server');
    // Two copies of the class.
    expect(requireFromRoot('webpack-dev-server')).not.toBe(imported.default);
    pageSays('The two are separate copies of the class, so an instance made with one is not `instanceof` the other.');
    expect(Object.keys(manifest.exports).filter((key) => key.startsWith('./lib/'))).toEqual([
      './lib/servers/BaseServer.js',
    ]);
    for (const hidden of ['webpack-dev-server/lib/Server', 'webpack-dev-server/lib/options.json']) {
      expect(() => requireFromRoot.resolve(hidden)).toThrow(
        expect.objectContaining({ code: 'ERR_PACKAGE_PATH_NOT_EXPORTED' }),
      );
    }
    expect(requireFromRoot.resolve('webpack-dev-server/lib/servers/BaseServer.js')).toMatch(/BaseServer\.js$/);
    pageSays('fail with `ERR_PACKAGE_PATH_NOT_EXPORTED`');
  });

  it('has no internalIP or internalIPSync; findIp(family, false) gives the network address that local-ipv4 resolves to', async () => {
    const statics = WebpackDevServer as unknown as Record<string, unknown>;
    expect(statics.internalIP).toBeUndefined();
    expect(statics.internalIPSync).toBeUndefined();
    expect(WebpackDevServer.findIp('v4', false)).toBe(await WebpackDevServer.getHostname('local-ipv4'));
    pageSays('`WebpackDevServer.findIp(family, false)` returns what they returned');
  });

  it('has the options schema on the class, as the page says webpack-cli reads it', () => {
    expect(Object.keys(schema.properties)).toContain('webSocketServer');
    expect(JSON.stringify(schema)).toContain('"sse"');
    expect(JSON.stringify(schema)).not.toContain('sockjs');
    expect(JSON.stringify(schema)).not.toContain('spdy');
  });
});

describe('dev-server: what content/migrate/5.md says about it', () => {
  const migrate = readPage(path.join(CONTENT, 'migrate', '5.md'));
  const rows = migrate
    .split('\n')
    .filter((line) => line.startsWith(`| \`webpack-dev-server\` | ${manifest.version} |`));

  it('gives the installed version with its engines and its webpack peer range', () => {
    expect(rows).toEqual([
      `| \`webpack-dev-server\` | ${manifest.version} | \`${manifest.engines.node}\` |`,
      `| \`webpack-dev-server\` | ${manifest.version} | \`${manifest.peerDependencies.webpack}\` |`,
    ]);
  });

  it('maps the options of version 3 to names that the installed schema has', () => {
    for (const name of ['static', 'devMiddleware', 'client', 'server', 'setupMiddlewares', 'proxy', 'allowedHosts'])
      expect(Object.keys(schema.properties)).toContain(name);
    expect(migrate).toContain('](/configuration/dev-server/#migrate-from-webpack-dev-server-5)');
  });

  it("stops webpack serve at version 3's contentBase, with the lines the page shows", () => {
    const dir = projectDir('migrate-content-base', {
      'src/index.js': "console.log('old');\n",
      'webpack.config.js':
        "const path = require('path');\n" +
        "module.exports = { mode: 'development', devServer: { contentBase: path.resolve(__dirname, 'public') } };\n",
    });
    const { status, printed } = runCli(dir, ['serve']);
    expect(status).not.toBe(0);
    expectPrinted(
      printed,
      blockWith(codeBlocks(path.join(CONTENT, 'migrate', '5.md')), "unknown property 'contentBase'"),
    );
  });
});

describe('dev-server: the command line', () => {
  it('makes the serve flags from the schema, with --dev-server-per-compiler, and the package command runs webpack serve', () => {
    const dir = webProject('help');
    const { status, printed } = runCli(dir, ['serve', '--help']);
    expect(status, printed).toBe(0);
    for (const flag of ['--port <value>', '--client-overlay', '--no-hot', '--dev-server-per-compiler'])
      expect(printed).toContain(`  ${flag}`);
    expect(printed).not.toMatch(/--setup-middlewares/);
    const bin = path.join(ROOT, 'node_modules', 'webpack-dev-server', manifest.bin);
    const viaBin = spawnSync(process.execPath, [bin, '--help'], {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1' },
    });
    expect(`${viaBin.stdout}${viaBin.stderr}`).toContain('webpack serve|server|s [entries...] [options]');
    pageSays('The `webpack-dev-server` command that the package installs only runs `webpack serve` for you.');
  });

  it('stops on an option that is not in its schema, with the message the page quotes', () => {
    const dir = webProject('validate');
    expect(() => new WebpackDevServer({ prot: 1 } as DevServerConfiguration, compilerFor(dir))).toThrow(
      /Dev Server has been initialized using an options object that does not match the API schema\.[\s\S]*unknown property 'prot'/,
    );
    pageSays('`Dev Server has been initialized using an options object that does not match the API schema.`');
    // Through the compiler: validate: false skips it.
    expect(
      () => new WebpackDevServer({ prot: 1 } as DevServerConfiguration, compilerFor(dir, { validate: false })),
    ).not.toThrow();
    pageSays('[validate: false](/configuration/other-options/#validate) turns this check off as well');
  });
});

describe('dev-server: the webpack.config.js examples of the page', () => {
  const examples = blocks.filter((block) => block.title === 'webpack.config.js');

  it('has examples', () => {
    expect(examples.length).toBeGreaterThan(60);
  });

  for (const block of examples) {
    it(`${block.where} passes webpack.validate and the schema of webpack-dev-server`, () => {
      const configs = configOf(block);
      for (const config of configs) webpack.validate(config);
      const options = configs.flatMap((config) => {
        // The block's require() gets the CommonJS build, a class of its own: compare by name.
        const servers = (config.plugins ?? []).filter(
          (plugin): plugin is WebpackDevServer =>
            typeof plugin === 'object' && plugin?.constructor.name === 'Server' && 'options' in plugin,
        );
        return [config.devServer, ...servers.map((plugin) => plugin.options)].filter(
          (item) => item && typeof item === 'object',
        );
      });
      expect(options.length, 'a devServer key or a server in plugins').toBeGreaterThan(0);
      for (const item of options) validate(schema, item as object, { name: 'Dev Server', baseDataPath: 'options' });
    });
  }
});

describe('dev-server: plugin mode', () => {
  it('serves from memory once watching starts, and stops when the compiler closes', async () => {
    const dir = webProject('plugin-watch');
    const server = new WebpackDevServer({ static: path.join(dir, 'public'), port: 0, host: '127.0.0.1' });
    const compiler = compilerFor(dir, { plugins: [server] });
    const watching = compiler.watch({}, () => undefined);
    try {
      await expect.poll(() => server.server?.listening ?? false, { timeout: 30_000 }).toBe(true);
      const { port } = server.server?.address() as net.AddressInfo;
      expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toContain('<title>Hello</title>');
      expect(await (await fetch(`http://127.0.0.1:${port}/main.js`)).text()).toContain(
        'webpack-dev-middleware/client/index.js?',
      );
      expect(server.options.setupExitSignals).toBe(false);
      await new Promise<void>((resolve) => (watching ? watching.close(() => resolve()) : resolve()));
      await new Promise<void>((resolve, reject) => compiler.close((error) => (error ? reject(error) : resolve())));
      expect(server.server).toBeUndefined();
      await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow();
    } finally {
      if (server.server) await server.stop();
    }
    expect(readdirSync(dir).sort()).toEqual(['node_modules', 'public', 'src']);
    pageSays(
      'the server sets itself up when watching starts, so the output stays in memory, and it listens once the first build is done',
    );
  }, 60_000);

  it('is ignored by a build without watching: the files are written, without the client, and the build ends', async () => {
    const dir = webProject('plugin-run');
    const server = new WebpackDevServer({ static: path.join(dir, 'public'), port: 0 });
    const compiler = compilerFor(dir, { plugins: [server] });
    await new Promise<void>((resolve, reject) => {
      compiler.run((error) => compiler.close(() => (error ? reject(error) : resolve())));
    });
    expect(server.server).toBeUndefined();
    const bundle = readFileSync(path.join(dir, 'dist', 'main.js'), 'utf8');
    expect(bundle).not.toContain('webpack-dev-middleware');
    pageSays('A build without watching, `npx webpack`, ignores the plugin');
  }, 60_000);

  it('is how webpack-cli runs webpack serve: the build report comes before the addresses', () => {
    const cli = readFileSync(requireFromRoot.resolve('webpack-cli/lib/webpack-cli.js'), 'utf8');
    expect(cli).toContain('new DevServerPlugin({');
    pageSays('webpack-cli builds the project first and prints the report of that build');
  });
});

describe('dev-server: the Node.js API', () => {
  it('runs the server.js of the page', async () => {
    const dir = webProject('api');
    const port = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, () => {
        const { port: free } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(free));
      });
    });
    const code = blockTitled('server.js', 'server.start().then(');
    writeFileSync(
      path.join(dir, 'webpack.config.js'),
      "const path = require('path');\nmodule.exports = { mode: 'development', entry: './src/index.js', devServer: { static: path.resolve(__dirname, 'public'), setupExitSignals: false, onListening: (server) => setTimeout(() => server.stop(), 500) } };\n",
    );
    writeFileSync(path.join(dir, 'server.js'), code.replace('port: 8080', `port: ${port}`));
    const { status, printed } = runScriptIn(dir, 'server.js');
    expect(status, printed).toBe(0);
    expect(printed).toContain(`Listening on port ${port}`);
  }, 60_000);

  it('resolves getFilenameFromUrl() to { filename, extra }', async () => {
    const dir = webProject('filename');
    const { server } = await started(dir, {});
    try {
      const result = server.middleware?.getFilenameFromUrl('/main.js') as unknown;
      expect(result).toBeInstanceOf(Promise);
      const { filename, extra } = (await result) as {
        filename: string;
        extra: { stats: unknown; outputFileSystem: unknown };
      };
      expect(filename).toBe(path.join(dir, 'dist', 'main.js'));
      expect(Object.keys(extra).sort()).toEqual(expect.arrayContaining(['outputFileSystem', 'stats']));
    } finally {
      await server.stop();
    }
    pageSays(
      '`middleware.getFilenameFromUrl(url)` returns a promise since webpack-dev-middleware 8, for `{ filename, extra }`',
    );
  }, 60_000);

  it('deprecates sendMessage, getClientEntry and getClientHotEntry', () => {
    const dir = webProject('deprecations');
    writeFileSync(
      path.join(dir, 'deprecated.js'),
      `const webpack = require('webpack');
const WebpackDevServer = require('webpack-dev-server');
const compiler = webpack({ mode: 'development', context: __dirname, entry: './src/index.js', infrastructureLogging: { level: 'none' } });
const server = new WebpackDevServer({}, compiler);
server.getClientEntry();
server.getClientHotEntry();
server.sendMessage([], 'ok');
`,
    );
    const { printed } = runScriptIn(dir, 'deprecated.js');
    for (const code of [
      'DEP_WEBPACK_DEV_SERVER_GET_CLIENT_ENTRY',
      'DEP_WEBPACK_DEV_SERVER_GET_CLIENT_HOT_ENTRY',
      'DEP_WEBPACK_DEV_SERVER_SEND_MESSAGE',
    ])
      expect(printed).toContain(code);
    pageSays(
      '`server.sendMessage()`, `getClientEntry()` and `getClientHotEntry()` still exist in 6.1.0 but print a deprecation warning',
    );
  }, 60_000);
});

describe('dev-server: options that changed in version 6', () => {
  it('stops on SockJS and spdy with the errors the page names', async () => {
    const dir = webProject('removed');
    expect(await startFails(dir, { webSocketServer: 'sockjs' })).toMatch(
      /^webSocketServer \(webSocketServer\.type\) must be a string denoting a default implementation \('ws' or 'sse'\)/,
    );
    expect(await startFails(dir, { client: { webSocketTransport: 'sockjs' } })).toMatch(
      /^client\.webSocketTransport must be a string denoting a default implementation \('ws' or 'sse'\)/,
    );
    expect(await startFails(dir, { server: 'spdy' })).toMatch(/^Cannot find module 'spdy'/);
    expect(Object.keys(manifest.dependencies)).not.toContain('spdy');
    pageSays("`server: 'spdy'` stops with `Cannot find module 'spdy'`");
  }, 60_000);

  it("serves Server-Sent Events with 'sse', also when only client.webSocketTransport names it", async () => {
    const dir = webProject('sse');
    for (const options of [
      { webSocketServer: 'sse' },
      { client: { webSocketTransport: 'sse' } },
    ] as DevServerConfiguration[]) {
      const { server, origin } = await started(dir, options);
      try {
        expect((server.options.webSocketServer as { type: string }).type).toBe('sse');
        const response = await fetch(`${origin}/ws`, { signal: AbortSignal.timeout(5000) });
        expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
        await response.body?.cancel();
        expect(await (await fetch(`${origin}/main.js`)).text()).toMatch(
          /webpack-dev-middleware\/client\/index\.js\?[^"]*transport=sse/,
        );
      } finally {
        await server.stop();
      }
    }
    pageSays("Setting `'sse'` here while `webSocketServer` is left out switches the server to Server-Sent Events too.");
  }, 60_000);

  it('sends the errors of a build to the page, unless devMiddleware.stats leaves them out', async () => {
    const dir = webProject('stats', 'document.body.append(;\n');
    /** The first event of the stream whose payload names a bundle, parsed. */
    const firstBundle = async (origin: string): Promise<{ errors: string[] }> => {
      const response = await fetch(`${origin}/ws`, { signal: AbortSignal.timeout(10_000) });
      const reader = response.body?.getReader();
      let received = '';
      while (reader && !/data: \{[^\n]*"errors":\[/.test(received))
        received += new TextDecoder().decode((await reader.read()).value);
      await reader?.cancel();
      return JSON.parse(/data: (\{[^\n]*"errors":\[[^\n]*)/.exec(received)?.[1] ?? '{}') as { errors: string[] };
    };
    for (const [devMiddleware, errors] of [
      [{}, 1],
      [{ stats: 'none' }, 0],
    ] as const) {
      const { server, origin } = await started(dir, { webSocketServer: 'sse', devMiddleware });
      try {
        expect((await firstBundle(origin)).errors).toHaveLength(errors);
      } finally {
        await server.stop();
      }
    }
    pageSays("a setting that leaves them out of the report, such as `'none'`, leaves them out of the page too");
  }, 60_000);

  it('ignores bypass and the event options of http-proxy-middleware 2, and calls on.proxyReq', async () => {
    const dir = webProject('proxy');
    const target = await backend();
    let bypassed = 0;
    let legacy = 0;
    const { server, origin } = await started(dir, {
      proxy: [
        {
          context: ['/api'],
          target: target.origin,
          bypass: () => {
            bypassed += 1;
            return '/index.html';
          },
          onProxyReq: () => {
            legacy += 1;
          },
          on: {
            proxyReq: (proxyRequest: http.ClientRequest) => {
              proxyRequest.setHeader('X-Forwarded-By', 'webpack-dev-server');
            },
          },
        } as never,
      ],
    });
    try {
      expect(await (await fetch(`${origin}/api/users`, { headers: { accept: 'text/html' } })).text()).toBe(
        'backend /api/users',
      );
      expect(target.seen).toEqual(['/api/users webpack-dev-server']);
      expect({ bypassed, legacy }).toEqual({ bypassed: 0, legacy: 0 });
    } finally {
      await server.stop();
      await target.close();
    }
    pageSays('Keys from older versions are ignored without a message: `bypass`');
  }, 60_000);

  it('rejects a bare * route of Express 5, and matches the named wildcards as the page says', async () => {
    const dir = webProject('express');
    const star = await startFails(dir, {
      setupMiddlewares: (middlewares, devServer) => {
        devServer.app?.get('*', (request, response) => {
          response.send('never');
        });
        return middlewares;
      },
    });
    expect(star).toBe('Missing parameter name at index 1: *; visit https://git.new/pathToRegexpError for info');
    pageSays('a bare `*` throws `Missing parameter name at index 1: *` when the route is added');

    const { server, origin } = await started(dir, {
      static: false,
      setupMiddlewares: (middlewares, devServer) => {
        const app = devServer.app as unknown as {
          get(
            path: string,
            handler: (
              request: http.IncomingMessage & { params: Record<string, unknown> },
              response: http.ServerResponse & { send(body: string): void },
            ) => unknown,
          ): void;
        };
        app.get('/below/*splat', (request, response) => response.send(`below ${JSON.stringify(request.params.splat)}`));
        app.get('/with{/*splat}', (request, response) =>
          response.send(`with ${JSON.stringify(request.params.splat ?? null)}`),
        );
        app.get('/user{/:id}', (request, response) =>
          response.send(`user ${JSON.stringify(request.params.id ?? null)}`),
        );
        app.get('/boom', async () => {
          throw new Error('boom');
        });
        return middlewares;
      },
    });
    try {
      const get = async (url: string): Promise<string> => {
        const response = await fetch(`${origin}${url}`);
        return `${response.status} ${response.status === 200 ? await response.text() : ''}`.trim();
      };
      expect(await get('/below/')).toBe('404');
      expect(await get('/below/a/b')).toBe('200 below ["a","b"]');
      expect(await get('/with')).toBe('200 with null');
      expect(await get('/with/a')).toBe('200 with ["a"]');
      expect(await get('/user')).toBe('200 user null');
      expect(await get('/user/7')).toBe('200 user "7"');
      expect(await get('/boom')).toBe('500');
    } finally {
      await server.stop();
    }
  }, 60_000);

  it('compresses over HTTP/2 too: the compression middleware is in the list', async () => {
    const dir = webProject('http2');
    const names = async (type: 'http' | 'http2'): Promise<string[]> => {
      let listed: string[] = [];
      const selfsigned = requireFromRoot('selfsigned') as {
        generate(attributes: object[], options: object): Promise<{ private: string; cert: string }>;
      };
      const pems = await selfsigned.generate([{ name: 'commonName', value: 'localhost' }], { keySize: 2048 });
      const { server } = await started(dir, {
        server: type === 'http2' ? { type, options: { key: pems.private, cert: pems.cert } } : type,
        setupMiddlewares: (middlewares) => {
          listed = middlewares.map((item) => (typeof item === 'function' ? item.name : (item.name ?? '')));
          return middlewares;
        },
      });
      await server.stop();
      return listed;
    };
    expect(await names('http2')).toContain('compression');
    expect(await names('http')).toContain('compression');
    pageSays('It is on by default, for HTTP/2 too since version 6.');
  }, 60_000);

  it('ends the process on the first HTTP/2 request with the default Express application', () => {
    const dir = webProject('http2-express');
    writeFileSync(
      path.join(dir, 'http2.js'),
      `const http2 = require('node:http2');
const webpack = require('webpack');
const WebpackDevServer = require('webpack-dev-server');
const selfsigned = require('selfsigned');
(async () => {
  const pems = await selfsigned.generate([{ name: 'commonName', value: 'localhost' }], { keySize: 2048 });
  const compiler = webpack({ mode: 'development', context: __dirname, entry: './src/index.js', stats: 'none', infrastructureLogging: { level: 'none' } });
  const server = new WebpackDevServer({ port: 0, host: '127.0.0.1', static: false, setupExitSignals: false, server: { type: 'http2', options: { key: pems.private, cert: pems.cert } } }, compiler);
  await server.start();
  const client = http2.connect('https://127.0.0.1:' + server.server.address().port, { rejectUnauthorized: false });
  client.on('error', () => {});
  client.request({ ':path': '/' }).on('error', () => {}).end();
  setTimeout(() => { console.log('still running'); process.exit(0); }, 10000);
})();
`,
    );
    const { status, printed } = runScriptIn(dir, 'http2.js');
    expect(status).not.toBe(0);
    expect(printed).toContain("TypeError: Cannot read properties of undefined (reading 'readable')");
    pageSays("`TypeError: Cannot read properties of undefined (reading 'readable')`");
  }, 60_000);
});

describe('dev-server: historyApiFallback', () => {
  it('answers 404 with Cannot GET for a route of the application when off, and index.html when on', async () => {
    pageSays('when you refresh the page at a route that only your application');
    pageSays('(`/users/42`), the server answers 404, with a page that says `Cannot GET /users/42`.');
    const dir = webProject('history');
    const cases = [
      { options: {}, status: 404, page: '<pre>Cannot GET /users/42</pre>' },
      { options: { historyApiFallback: true }, status: 200, page: '<title>Hello</title>' },
    ];
    for (const { options, status, page } of cases) {
      const { server, origin } = await started(dir, options);
      try {
        const response = await fetch(`${origin}/users/42`, { headers: { accept: 'text/html' } });
        expect(response.status, JSON.stringify(options)).toBe(status);
        expect(await response.text()).toContain(page);
      } finally {
        await server.stop();
      }
    }
  }, 60_000);
});

describe('dev-server: the migration from version 5', () => {
  it('the configuration for version 5 fails on version 6', async () => {
    const before = blockTitled('webpack.config.js (webpack-dev-server 5)');
    const [config] = configOf({ ...(blocks[0] as CodeBlock), code: before, line: 5 });
    const dir = webProject('before');
    const devServer = { ...(config?.devServer as DevServerConfiguration), static: false };
    expect(await startFails(dir, devServer)).toMatch(/^Cannot find module 'spdy'/);
    // Each of the other changes stops it as well, once the one before is fixed.
    expect(await startFails(dir, { ...devServer, server: 'http' })).toBe(
      'Missing parameter name at index 7: /mock/*; visit https://git.new/pathToRegexpError for info',
    );
    expect(await startFails(dir, { ...devServer, server: 'http', setupMiddlewares: undefined })).toMatch(
      /^webSocketServer \(webSocketServer\.type\) must be/,
    );
  }, 60_000);

  it('the configuration for version 6 runs: Server-Sent Events, the proxy with its context function and on.proxyReq, the mock route', async () => {
    const after =
      section(sections, 'Migrate from webpack-dev-server 5').code.find((node) =>
        /title="webpack\.config\.js"/.test(node.meta ?? ''),
      )?.value ?? '';
    const [config] = configOf({ ...(blocks[0] as CodeBlock), code: after, line: 6 });
    const devServer = config?.devServer as DevServerConfiguration & { proxy: { target: string; logger?: unknown }[] };
    expect(devServer.server).toBe('https');
    const dir = webProject('after');
    const target = await backend();
    const selfsigned = requireFromRoot('selfsigned') as {
      generate(attributes: object[], options: object): Promise<{ private: string; cert: string }>;
    };
    const pems = await selfsigned.generate([{ name: 'commonName', value: 'localhost' }], { keySize: 2048 });
    const proxy = devServer.proxy.map((item) => ({ ...item, target: target.origin, logger: undefined }));
    // The certificate is given, so that the server does not write one to node_modules/.cache.
    const { server, origin } = await started(dir, {
      ...devServer,
      static: path.join(dir, 'public'),
      proxy,
      server: { type: 'https', options: { key: pems.private, cert: pems.cert } },
    });
    const https = await import('node:https');
    const get = (url: string, accept: string): Promise<string> =>
      new Promise((resolve, reject) => {
        https
          .get(
            `${origin.replace('http:', 'https:')}${url}`,
            { rejectUnauthorized: false, headers: { accept } },
            (response) => {
              let body = '';
              response.on('data', (chunk: Buffer) => (body += chunk.toString()));
              response.on('end', () => resolve(body));
            },
          )
          .on('error', reject);
      });
    try {
      expect(await get('/api/users', 'application/json')).toBe('backend /api/users');
      expect(target.seen).toEqual(['/api/users webpack-dev-server']);
      // A page request for /api is left to the rest of the server, as bypass did.
      expect(await get('/api/users', 'text/html')).toContain('Cannot GET /api/users');
      expect(target.seen).toHaveLength(1);
      expect(JSON.parse(await get('/mock/a/b', 'application/json'))).toEqual({ path: '/mock/a/b' });
      expect(await get('/main.js', '*/*')).toMatch(/webpack-dev-middleware\/client\/index\.js\?[^"]*transport=sse/);
    } finally {
      await server.stop();
      await target.close();
    }
  }, 60_000);

  it('the script for version 5 fails on version 6, and the one for version 6 prints the option names and the address', () => {
    const dir = projectDir('api-migration');
    writeFileSync(path.join(dir, 'before.js'), blockTitled('server.js (webpack-dev-server 5)'));
    const before = runScriptIn(dir, 'before.js');
    expect(before.status).not.toBe(0);
    expect(before.printed).toContain('ERR_PACKAGE_PATH_NOT_EXPORTED');
    writeFileSync(path.join(dir, 'after.js'), blockTitled('server.js', 'WebpackDevServer.schema.properties'));
    const after = runScriptIn(dir, 'after.js');
    expect(after.status, after.printed).toBe(0);
    const [keys, address] = after.printed.trim().split('\n');
    expect(keys?.split(', ')).toEqual(Object.keys(schema.properties));
    expect(address).toBe(WebpackDevServer.findIp('v4', false));
  }, 60_000);
});
