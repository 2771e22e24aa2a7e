/** What content/guides/development.md says about its project. */
import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { networkInterfaces } from 'node:os';
import type { PeerCertificate, TLSSocket } from 'node:tls';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import webpack from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { describeGuide, EXAMPLES, guideBlocks, guideText, pageStates, helloWebpack } from '../../support/guides';
import { asTheReaderSees, runCli, Running, WEBPACK_CLI, expectPrinted, freePort } from '../../support/cli';
import { blockWith, onlyBlock, type CodeBlock } from '../../support/code-blocks';
import { withDevServer } from '../../support/dev-server';
import { checkInBrowser, launchBrowser } from '../../support/in-browser';
import { buildProject, edit, projectConfig, tempDir } from '../../support/project';

const formatSize = createRequire(path.join(ROOT, 'package.json'))('webpack/lib/util/formatSize.js') as (
  size: number,
) => string;

const project = path.join(EXAMPLES, 'development');
const blocks = guideBlocks('development');
const pageText = guideText('development');

const pageSays = pageStates(pageText);

describeGuide('development', {
  development: {
    emits: ['main.js'],
    warnings: [],
    browser: { copy: 'dist', open: 'index.html', check: helloWebpack },
    cli: {
      script: 'build',
      prints: ['asset main.js 116 bytes [emitted] [minimized] (name: main)', 'compiled successfully'],
      neverPrints: ['WARNING', 'main.js.map'],
    },
  },
});

/**
 * A plain copy of the project in a temporary folder, to edit and to run commands in: unlike
 * copyProject, no node_modules link and the files as they are.
 */
function bareCopy(name: string): string {
  const copy = tempDir(`development-${name}`);
  cpSync(project, copy, { recursive: true });
  return copy;
}

/** One position of a source map: the original file and line (1-based) of a generated position. */
interface Original {
  source: string;
  line: number;
  column: number;
}

interface SourceMap {
  sources: string[];
  sourcesContent?: string[];
  mappings: string;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Decodes the `mappings` of a source map and looks up a generated position (line 0-based). */
function originalPosition(map: SourceMap, line: number, column: number): Original | undefined {
  let source = 0;
  let sourceLine = 0;
  let sourceColumn = 0;
  const lines = map.mappings.split(';');
  for (let index = 0; index < lines.length; index++) {
    let generatedColumn = 0;
    let best: Original | undefined;
    for (const segment of (lines[index] ?? '').split(',').filter(Boolean)) {
      const values: number[] = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = BASE64.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) {
          shift += 5;
        } else {
          values.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      generatedColumn += values[0] ?? 0;
      if (values.length < 4) continue;
      source += values[1] ?? 0;
      sourceLine += values[2] ?? 0;
      sourceColumn += values[3] ?? 0;
      if (index === line && generatedColumn <= column)
        best = { source: map.sources[source] ?? '', line: sourceLine + 1, column: sourceColumn };
    }
    if (index === line) return best;
  }
  return undefined;
}

interface Loaded {
  /** The error the page threw, with its place as Chromium reports it (line 1-based). */
  error?: { text: string; url: string; line: number; original?: Original };
  /** The source maps of the scripts the page ran. */
  maps: SourceMap[];
  /** How many elements the body has after the scripts ran. */
  bodyElements: number;
}

/** Opens a page from `site` in Chromium and records the scripts' source maps and the first error it throws. */
async function loadInChromium(site: string): Promise<Loaded> {
  const page = await (await launchBrowser()).newPage();
  try {
    const cdp = await page.context().newCDPSession(page);
    const mapsOf = new Map<string, SourceMap>();
    cdp.on('Debugger.scriptParsed', ({ scriptId, sourceMapURL }) => {
      if (!sourceMapURL) return;
      const text = sourceMapURL.startsWith('data:')
        ? Buffer.from(sourceMapURL.slice(sourceMapURL.indexOf(',') + 1), 'base64').toString('utf8')
        : readFileSync(path.join(site, sourceMapURL), 'utf8');
      mapsOf.set(scriptId, JSON.parse(text) as SourceMap);
    });
    const thrown: { text: string; scriptId: string; url: string; lineNumber: number; columnNumber: number }[] = [];
    cdp.on('Runtime.exceptionThrown', ({ exceptionDetails }) => {
      const frame = exceptionDetails.stackTrace?.callFrames[0];
      if (frame)
        thrown.push({
          text: exceptionDetails.text,
          scriptId: frame.scriptId,
          url: frame.url,
          lineNumber: frame.lineNumber,
          columnNumber: frame.columnNumber,
        });
    });
    await cdp.send('Debugger.enable');
    await cdp.send('Runtime.enable');
    await page.goto(pathToFileURL(path.join(site, 'index.html')).href, { waitUntil: 'load' });
    await page.waitForTimeout(200);
    const [first] = thrown;
    const map = first && mapsOf.get(first.scriptId);
    return {
      maps: [...mapsOf.values()],
      bodyElements: await page.locator('body > *').count(),
      error: first && {
        text: first.text,
        url: first.url,
        line: first.lineNumber + 1,
        original: map ? originalPosition(map, first.lineNumber, first.columnNumber) : undefined,
      },
    };
  } finally {
    await page.close();
  }
}

/** Builds a copy of the project with `overrides`, and puts the hand-written page next to the bundle. */
async function buildSite(dir: string, overrides: webpack.Configuration): Promise<string> {
  const { out, errors } = await buildProject(dir, overrides);
  expect(errors).toEqual([]);
  cpSync(path.join(dir, 'dist', 'index.html'), path.join(out, 'index.html'));
  return out;
}

describe('development: development mode with the default devtool', () => {
  it('writes a readable main.js of 4.23 KiB that starts with the comment about eval', async () => {
    pageSays('It has grown from 116 bytes to 4.23 KiB');
    const { out, assets } = await buildProject(project, { devtool: undefined });
    expect(formatSize(assets.get('main.js') ?? 0)).toBe('4.23 KiB');
    const code = readFileSync(path.join(out, 'main.js'), 'utf8');
    expect(code.startsWith('/*')).toBe(true);
    expect(code.slice(0, 400)).toContain('The "eval" devtool has been used');
    expect(code).toContain(
      blocks.find((block) => block.title === 'dist/main.js')?.code ?? 'the excerpt of dist/main.js',
    );
  });

  it('made a production main.js of 116 bytes before', async () => {
    const { assets } = await buildProject(project, { mode: 'production', devtool: false });
    expect(assets.get('main.js')).toBe(116);
  });
});

describe('development: where Chromium reports the misspelled method', () => {
  let copy: string | undefined;
  /** The project with the misspelling of the page in src/index.js. */
  const misspelled = (): string => {
    if (!copy) {
      copy = bareCopy('misspelled');
      edit(path.join(copy, 'src', 'index.js'), "greet('webpack');", "greet('webpack').toUpperCas();");
    }
    return copy;
  };
  const message = (): string => blockWith(blocks, 'toUpperCas is not a function');

  it('in a production build: line 1 of main.js, with the call already replaced by its string', async () => {
    pageSays('| production mode, no devtool | `main.js`, line 1 |');
    const { error, bodyElements } = await loadInChromium(
      await buildSite(misspelled(), { mode: 'production', devtool: false }),
    );
    expect(bodyElements).toBe(0);
    expect(error?.url.endsWith('/main.js')).toBe(true);
    expect(error?.line).toBe(1);
    expect(error?.text).toContain('"Hello, webpack!".toUpperCas is not a function');
    expect(error?.original).toBeUndefined();
  }, 60_000);

  it('with eval: line 6 of webpack://hello-webpack/./src/index.js?, without a map', async () => {
    pageSays('| `eval` (the development default) | `webpack://hello-webpack/./src/index.js?`, line 6 |');
    const { error } = await loadInChromium(await buildSite(misspelled(), { devtool: 'eval' }));
    expect(error?.url).toBe('webpack://hello-webpack/./src/index.js?');
    expect(error?.line).toBe(6);
    expect(error?.text).toBe(message());
    expect(error?.original).toBeUndefined();
  }, 60_000);

  for (const devtool of ['eval-cheap-module-source-map', 'eval-source-map', 'source-map']) {
    it(`with ${devtool}: line 4 of src/index.js`, async () => {
      pageSays(`| \`${devtool}\` | \`src/index.js\`, line 4 |`);
      const site = await buildSite(misspelled(), { devtool });
      expect(existsSync(path.join(site, 'main.js.map'))).toBe(devtool === 'source-map');
      const { error, bodyElements } = await loadInChromium(site);
      expect(bodyElements).toBe(0);
      expect(error?.text).toBe(message());
      expect(error?.original?.source).toMatch(/^webpack:\/\/hello-webpack\/\.\/src\/index\.js(\?\w+)?$/);
      expect(error?.original?.line).toBe(4);
      // Only the cheap map leaves the columns out.
      if (devtool.includes('cheap')) expect(error?.original?.column).toBe(0);
      else expect(error?.original?.column).toBeGreaterThan(0);
    }, 60_000);
  }
});

describe('development: the eval-source-map build', () => {
  it('prints what the page shows for npx webpack', () => {
    const copy = bareCopy('npx-webpack');
    const { status, printed } = runCli(copy, []);
    expect(status, printed).toBe(0);
    expectPrinted(printed, blockWith(blocks, 'cacheable modules 214 bytes'));
  });

  it('carries maps with your files, under webpack://hello-webpack/ in a src folder', async () => {
    const { out } = await buildProject(project);
    cpSync(path.join(project, 'dist', 'index.html'), path.join(out, 'index.html'));
    const { error, maps } = await loadInChromium(out);
    expect(error).toBeUndefined();
    for (const file of ['greet.js', 'index.js']) {
      const map = maps.find((item) =>
        item.sources.some((source) => source.startsWith(`webpack://hello-webpack/./src/${file}`)),
      );
      expect(map, `a map for src/${file}`).toBeDefined();
      expect(map?.sourcesContent?.[0]).toBe(readFileSync(path.join(project, 'src', file), 'utf8'));
    }
  }, 60_000);
});

describe('development: watch mode', () => {
  it('rebuilds only the changed module, reports an error and keeps watching, then recovers', async () => {
    const copy = bareCopy('watch');
    const scripts = (
      JSON.parse(readFileSync(path.join(copy, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
    ).scripts;
    expect(scripts.watch).toBe('webpack --watch');
    const watching = new Running(process.execPath, [WEBPACK_CLI, '--watch'], copy);
    try {
      await watching.waitFor('compiled successfully');

      let from = watching.output.length;
      pageSays('Now change `Hello` to `Howdy` in `src/greet.js` and save.');
      edit(path.join(copy, 'src', 'greet.js'), 'Hello', 'Howdy');
      const rebuilt = await watching.waitFor('compiled successfully', from);
      expectPrinted(rebuilt, blockWith(blocks, 'cached modules 154 bytes [cached] 1 module'));
      await checkInBrowser(path.join(copy, 'dist'), 'index.html', async (page) => {
        expect(await page.locator('h1').textContent()).toBe('Howdy, webpack!');
      });
      edit(path.join(copy, 'src', 'greet.js'), 'Howdy', 'Hello');
      await watching.waitFor('compiled successfully', from + rebuilt.indexOf('compiled successfully') + 1);

      from = watching.output.length;
      edit(path.join(copy, 'src', 'index.js'), 'append(heading);', 'append(heading;');
      const failed = await watching.waitFor('compiled with 1 error', from);
      expectPrinted(failed, blockWith(blocks, 'ERROR in ./src/index.js 5:28'));
      // Development mode still writes main.js; the page gets the parse error when it runs it.
      const page = await (await launchBrowser()).newPage();
      try {
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        await page.goto(pathToFileURL(path.join(copy, 'dist', 'index.html')).href, { waitUntil: 'load' });
        expect(errors.join('\n')).toContain('Module parse failed: Unexpected token (5:28)');
      } finally {
        await page.close();
      }

      from = watching.output.length;
      edit(path.join(copy, 'src', 'index.js'), 'append(heading;', 'append(heading);');
      await watching.waitFor('compiled successfully', from);
    } finally {
      await watching.stop();
    }
  }, 120_000);
});

describe('development: webpack-dev-server', () => {
  it('serves the page and the bundle from memory, reloads on a change and shows errors in an overlay', async () => {
    const copy = bareCopy('dev-server');
    // An old bundle on disk must not hide the one the server builds.
    writeFileSync(path.join(copy, 'dist', 'main.js'), 'document.title = "an old bundle on the disk";\n');
    await withDevServer(copy, async (port, page) => {
      const url = `http://localhost:${port}/`;
      expect(await (await fetch(url)).text()).toBe(readFileSync(path.join(copy, 'dist', 'index.html'), 'utf8'));
      const bundle = await (await fetch(`${url}main.js`)).text();
      expect(bundle).not.toContain('an old bundle on the disk');
      // The client comes from webpack-dev-middleware, configured by the server.
      expect(bundle).toContain('webpack-dev-middleware/client/index.js?');
      expect(bundle).toContain('pageParamPrefix=webpack-dev-server');
      expect(bundle.length).toBeGreaterThan(5.22 * 1024);

      await page.goto(url, { waitUntil: 'load' });
      await helloWebpack(page);

      // No module accepts the update, so the client reloads the page: the marker is gone after it.
      await page.evaluate(() => Object.assign(window, { beforeTheEdit: true }));
      edit(path.join(copy, 'src', 'greet.js'), 'Hello', 'Hi');
      await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Hi, webpack!', null, {
        timeout: 30_000,
      });
      expect(await page.evaluate(() => 'beforeTheEdit' in window)).toBe(false);

      edit(path.join(copy, 'src', 'index.js'), 'append(heading);', 'append(heading;');
      pageSays('an overlay that shows the same error, starting with `ERROR in ./src/index.js 5:28`');
      const overlay = page.frameLocator('#webpack-dev-server-client-overlay');
      await expect
        .poll(
          async () =>
            (
              await overlay
                .locator('body')
                .innerText({ timeout: 1000 })
                .catch(() => '')
            ).trim(),
          { timeout: 30_000 },
        )
        .toMatch(/^×\nERROR in \.\/src\/index\.js 5:28\nModule parse failed: Unexpected token \(5:28\)/);
      edit(path.join(copy, 'src', 'index.js'), 'append(heading;', 'append(heading);');
      await expect.poll(() => page.locator('#webpack-dev-server-client-overlay').count(), { timeout: 30_000 }).toBe(0);
    });
    // Nothing was written to disk.
    expect(readdirSync(path.join(copy, 'dist')).sort()).toEqual(['index.html', 'main.js']);
    expect(readFileSync(path.join(copy, 'dist', 'main.js'), 'utf8')).toContain('an old bundle on the disk');
  }, 120_000);

  it('serves the public folder of the working directory when devServer.static is left out', async () => {
    const compiler = webpack({
      ...projectConfig(project),
      devServer: undefined,
      context: project,
      stats: 'none',
      infrastructureLogging: { level: 'none' },
    });
    const server = new WebpackDevServer({ port: await freePort(), open: false }, compiler);
    await server.start();
    try {
      const statics = server.options.static as { directory: string }[];
      expect(statics.map((item) => item.directory)).toEqual([path.join(process.cwd(), 'public')]);
    } finally {
      await server.stop();
    }
  }, 60_000);

  it('takes the next free port when the first one is taken', async () => {
    const taken = net.createServer();
    const port = await new Promise<number>((resolve) =>
      taken.listen(0, () => resolve((taken.address() as net.AddressInfo).port)),
    );
    const before = process.env.WEBPACK_DEV_SERVER_BASE_PORT;
    process.env.WEBPACK_DEV_SERVER_BASE_PORT = String(port);
    try {
      expect(await WebpackDevServer.getFreePort(undefined as unknown as string, 'localhost')).toBeGreaterThan(port);
    } finally {
      if (before === undefined) delete process.env.WEBPACK_DEV_SERVER_BASE_PORT;
      else process.env.WEBPACK_DEV_SERVER_BASE_PORT = before;
      await new Promise((resolve) => taken.close(resolve));
    }
  });

  it('prints where it listens when started with webpack serve', async () => {
    const copy = bareCopy('serve');
    const scripts = (
      JSON.parse(readFileSync(path.join(copy, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
    ).scripts;
    expect(scripts.start).toBe('webpack serve --open');
    const port = await freePort();
    // The start script without --open, which would launch a browser, and on a free port.
    const serving = new Running(process.execPath, [WEBPACK_CLI, 'serve', '--port', String(port)], copy);
    try {
      const printed = await serving.waitFor(
        `<i> [webpack-dev-server] Content not from webpack is served from '${path.join(copy, 'dist')}' directory`,
      );
      expectPrinted(printed, blockWith(blocks, 'Project is running at:'), { '8080': String(port) });
      // The build report comes first, then the addresses.
      expect(printed.indexOf('compiled successfully')).toBeGreaterThan(-1);
      expect(printed.indexOf('compiled successfully')).toBeLessThan(printed.indexOf('Project is running at:'));
      expect(printed).toMatch(/^asset main\.js \d+ KiB \[emitted\] \(name: main\)$/m);
      pageSays('the report lists modules from `node_modules/webpack-dev-middleware/client/` next to your two');
      expect(asTheReaderSees(printed)).toMatch(/^modules by path \.\/node_modules\/webpack-dev-middleware\/client\/ /m);
      const response = await fetch(`http://localhost:${port}/`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<title>Hello webpack</title>');
    } finally {
      await serving.stop();
    }
    expect(readdirSync(path.join(copy, 'dist'))).toEqual(['index.html']);
  }, 120_000);
});

describe('development: webpack-dev-server over HTTPS', () => {
  /** The page's configuration with `server: 'https'`, in a copy of the project. */
  function httpsCopy(name: string): string {
    const copy = bareCopy(name);
    const code = onlyBlock(
      blocks,
      "webpack.config.js with server: 'https'",
      (block: CodeBlock) => block.title === 'webpack.config.js' && block.code.includes("server: 'https'"),
    );
    writeFileSync(path.join(copy, 'webpack.config.js'), `${code}\n`);
    return copy;
  }

  /** A GET over HTTPS that accepts the self-signed certificate: the status, the body and the certificate. */
  function getInsecure(url: string): Promise<{ status: number; body: string; certificate: PeerCertificate }> {
    return new Promise((resolve, reject) => {
      https
        .get(url, { rejectUnauthorized: false }, (response) => {
          const certificate = (response.socket as TLSSocket).getPeerCertificate();
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body, certificate }));
        })
        .on('error', reject);
    });
  }

  it('serves the page with a self-signed certificate for localhost, valid for 30 days, which Chromium does not trust', async () => {
    const copy = httpsCopy('https');
    expect(projectConfig(copy).devServer?.server).toBe('https');
    await withDevServer(copy, async (port, page) => {
      const { status, body, certificate } = await getInsecure(`https://localhost:${port}/`);
      expect(status).toBe(200);
      expect(body).toBe(readFileSync(path.join(copy, 'dist', 'index.html'), 'utf8'));
      expect(certificate.subject.CN).toBe('localhost');
      expect(certificate.issuer.CN).toBe('localhost');
      // 30 days by the server's local calendar: within an hour of it where clocks change in between.
      const days = (Date.parse(certificate.valid_to) - Date.parse(certificate.valid_from)) / 86_400_000;
      expect(Math.abs(days - 30)).toBeLessThanOrEqual(1 / 24);
      await expect(page.goto(`https://localhost:${port}/`)).rejects.toThrow(/ERR_CERT_AUTHORITY_INVALID/);
      pageSays('`NET::ERR_CERT_AUTHORITY_INVALID`');
      pageSays('It makes a new one when that file is more than 30 days old.');
      const source = readFileSync(path.join(ROOT, 'node_modules', 'webpack-dev-server', 'lib', 'Server.js'), 'utf8');
      expect(source).toContain('/ certificateTtl > 30');
    });
  }, 120_000);

  it('prints where it keeps the certificate, and https:// addresses, when started with webpack serve', async () => {
    const copy = bareCopy('https-cli');
    const port = await freePort();
    // `npm start -- --server-type https`: the start script with the flag (and without --open).
    pageSays('with `npm start -- --server-type https`');
    const serving = new Running(
      process.execPath,
      [WEBPACK_CLI, 'serve', '--server-type', 'https', '--port', String(port)],
      copy,
    );
    try {
      const printed = await serving.waitFor('Content not from webpack is served from');
      expectPrinted(printed, blockWith(blocks, 'Generating SSL certificate'), {
        '/home/you/hello-webpack': copy,
      });
      expect(printed).toContain(`<i> [webpack-dev-server] Loopback: https://localhost:${port}/`);
    } finally {
      await serving.stop();
    }
  }, 120_000);

  it("http://localhost is a secure context in Chromium; the machine's network address is not", async () => {
    await withDevServer(bareCopy('secure-context'), async (port, page) => {
      await page.goto(`http://localhost:${port}/`, { waitUntil: 'load' });
      expect(await page.evaluate(() => window.isSecureContext)).toBe(true);
      pageSays('Browsers give `http://localhost` the same secure context as an HTTPS page');
      // The server listens on every address; by one that is not the loopback, the page is not a
      // secure context. (A machine without a network address has nothing to check here.)
      const address = Object.values(networkInterfaces())
        .flat()
        .find((item) => item?.family === 'IPv4' && !item.internal)?.address;
      if (address) {
        await page.goto(`http://${address}:${port}/`, { waitUntil: 'load' });
        expect(await page.evaluate(() => window.isSecureContext)).toBe(false);
      }
      pageSays(
        "a page opened by your machine's address on the network, from a phone for example, is not a secure context over HTTP",
      );
    });
  }, 120_000);
});

describe('development: a proxy to a backend', () => {
  /** A backend on a free port that answers every request with the path and Host header it got. */
  async function withBackend(use: (port: number) => Promise<void>): Promise<void> {
    const backend = http.createServer((request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ path: request.url, host: request.headers.host }));
    });
    const port = await freePort();
    await new Promise<void>((resolve) => backend.listen(port, resolve));
    try {
      await use(port);
    } finally {
      await new Promise<void>((resolve) => backend.close(() => resolve()));
    }
  }

  /** The page's configuration with devServer.proxy, its target on `backend`, and `extra` in its entry. */
  function proxyCopy(name: string, backend: number, extra = ''): string {
    const shown = onlyBlock(blocks, 'the configuration with devServer.proxy', (block: CodeBlock) => {
      return block.title === 'webpack.config.js' && block.code.includes('proxy: [');
    });
    expect(shown).toContain("target: 'http://localhost:3000',");
    const copy = bareCopy(name);
    writeFileSync(
      path.join(copy, 'webpack.config.js'),
      shown.replace("target: 'http://localhost:3000',", `target: 'http://localhost:${backend}',${extra}`),
    );
    return copy;
  }

  it("forwards /api requests with the dev server's Host; pathRewrite and changeOrigin change them as the page says", async () => {
    await withBackend(async (backend) => {
      const forwarded = (copy: string) =>
        withDevServer(copy, async (port) => {
          const got = (await (await fetch(`http://localhost:${port}/api/users`)).json()) as {
            path: string;
            host: string;
          };
          return { ...got, port };
        });
      const plain = await forwarded(proxyCopy('proxy', backend));
      expect(plain).toEqual({ path: '/api/users', host: `localhost:${plain.port}`, port: plain.port });
      pageSays('the server forwards the request to `http://localhost:3000/api/users`');
      pageSays('The forwarded request keeps the `Host` header of the dev server, `localhost:8080`');
      const rewritten = await forwarded(proxyCopy('proxy-rewrite', backend, " pathRewrite: { '^/api': '' },"));
      expect(rewritten.path).toBe('/users');
      pageSays("Add `pathRewrite: { '^/api': '' }` to the entry");
      const renamed = await forwarded(proxyCopy('proxy-origin', backend, ' changeOrigin: true,'));
      expect(renamed.host).toBe(`localhost:${backend}`);
      expect(readFileSync(path.join(project, 'webpack.config.js'), 'utf8')).not.toContain('proxy');
      pageSays('The finished project below has no backend and leaves the option out.');
    });
  }, 120_000);

  it('the page reaches the API through its own server; called directly, from another origin, it is blocked', async () => {
    await withBackend(async (backend) => {
      await withDevServer(proxyCopy('proxy-cors', backend), async (port, page) => {
        await page.goto(`http://localhost:${port}/`, { waitUntil: 'load' });
        const call = (url: string) =>
          page.evaluate(
            (address) =>
              fetch(address).then(
                async (response) => ((await response.json()) as { path: string }).path,
                (error: Error) => error.name,
              ),
            url,
          );
        expect(await call('/api/users')).toBe('/api/users');
        expect(await call(`http://localhost:${backend}/api/users`)).toBe('TypeError');
        pageSays('that is another origin: the browser blocks the responses unless the');
      });
    });
  }, 120_000);
});

describe('development: a single-page application', () => {
  /** The project with the page's configuration with devServer.historyApiFallback, and its index.html if `rooted`. */
  function fallbackCopy(name: string, rooted: boolean): string {
    const config = onlyBlock(blocks, 'the configuration with devServer.historyApiFallback', (block: CodeBlock) => {
      return block.title === 'webpack.config.js' && block.code.includes('historyApiFallback');
    });
    const copy = bareCopy(name);
    writeFileSync(path.join(copy, 'webpack.config.js'), config);
    if (rooted) {
      const html = onlyBlock(blocks, 'index.html with the script from the root', (block: CodeBlock) => {
        return block.title === 'dist/index.html' && block.code.includes('src="/main.js"');
      });
      writeFileSync(path.join(copy, 'dist', 'index.html'), html);
    }
    return copy;
  }

  it('a route is a 404 page without the fallback; with it, the page, whose script must come from the root', async () => {
    await withDevServer(bareCopy('spa-none'), async (port) => {
      const response = await fetch(`http://localhost:${port}/users/42`, { headers: { accept: 'text/html' } });
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('Cannot GET /users/42');
    });
    pageSays('the server answers 404 with a page that says `Cannot GET /users/42`');
    expect(readFileSync(path.join(project, 'webpack.config.js'), 'utf8')).not.toContain('historyApiFallback');
    expect(readFileSync(path.join(project, 'dist', 'index.html'), 'utf8')).toContain('<script src="main.js" defer>');
    pageSays('The finished project below has one page only and leaves both changes out.');

    const relative = await withDevServer(fallbackCopy('spa-relative', false), async (port, page) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      const response = await page.goto(`http://localhost:${port}/users/42`, { waitUntil: 'load' });
      const script = await fetch(`http://localhost:${port}/users/main.js`);
      return {
        status: response?.status(),
        title: await page.title(),
        heading: await page.locator('h1').count(),
        script: script.status,
        problems,
      };
    });
    expect(relative.status).toBe(200);
    expect(relative.title).toBe('Hello webpack');
    expect(relative.heading).toBe(0);
    expect(relative.script).toBe(404);
    expect(relative.problems.join('\n')).toMatch(/Refused to execute script from '[^']*\/users\/main\.js'/);
    pageSays('at `/users/42` the browser asks for `/users/main.js`');
    pageSays('so that request gets the 404 page, and Chromium refuses to run it as a script');

    await withDevServer(fallbackCopy('spa-rooted', true), async (port, page) => {
      const response = await page.goto(`http://localhost:${port}/users/42`, { waitUntil: 'load' });
      expect(response?.status()).toBe(200);
      await expect.poll(() => page.locator('h1').textContent()).toBe('Hello, webpack!');
    });
  }, 120_000);
});

describe('development: webpack-dev-middleware', () => {
  it('comes with webpack-dev-server', () => {
    const manifest = JSON.parse(
      readFileSync(path.join(ROOT, 'node_modules', 'webpack-dev-server', 'package.json'), 'utf8'),
    ) as { dependencies: Record<string, string> };
    expect(Object.keys(manifest.dependencies)).toContain('webpack-dev-middleware');
  });

  it('serves the page and the bundle from an Express server, without the client of the dev server', async () => {
    const copy = bareCopy('middleware');
    const code = blocks.find((block) => block.title === 'server.js')?.code ?? '';
    expect(code).toContain('app.listen(3000,');
    const port = await freePort();
    writeFileSync(path.join(copy, 'server.js'), code.replace('app.listen(3000,', `app.listen(${port},`));
    const running = new Running(process.execPath, ['server.js'], copy, { NODE_PATH: path.join(ROOT, 'node_modules') });
    try {
      await running.waitFor('Listening on http://localhost:3000/');
      const printed = await running.waitFor('compiled successfully');
      expect(printed).toContain('asset main.js 5.19 KiB [emitted] (name: main)');
      const page = await (await fetch(`http://localhost:${port}/`)).text();
      expect(page).toBe(readFileSync(path.join(copy, 'dist', 'index.html'), 'utf8'));
      const bundle = await (await fetch(`http://localhost:${port}/main.js`)).text();
      expect(bundle).toContain('An "eval-source-map" devtool has been used');
      expect(bundle).not.toContain('webpack-dev-server');
      // Without its hot option the middleware adds no client either.
      expect(bundle).not.toContain('webpack-dev-middleware');
    } finally {
      await running.stop();
    }
    expect(readdirSync(path.join(copy, 'dist'))).toEqual(['index.html']);
  }, 120_000);
});

describe('development: production builds', () => {
  it('keeps eval-source-map with --mode production alone: 1.1 KiB, with the source inside eval()', async () => {
    pageSays('it is 1.1 KiB instead of 116 bytes');
    const { out, assets } = await buildProject(project, { mode: 'production' });
    expect(formatSize(assets.get('main.js') ?? 0)).toBe('1.1 KiB');
    const code = readFileSync(path.join(out, 'main.js'), 'utf8');
    expect(code).toContain('eval(');
    expect(code).toContain('function greet(name)');
  });

  it('writes the bundle of Getting Started with the build script, and a map with --devtool source-map', async () => {
    const gettingStarted = await buildProject(path.join(EXAMPLES, 'getting-started', 'with-config'));
    const copy = bareCopy('build');
    const scripts = (
      JSON.parse(readFileSync(path.join(copy, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
    ).scripts;
    expect(scripts.build).toBe('webpack --mode production --no-devtool');
    const built = runCli(copy, ['--mode', 'production', '--no-devtool']);
    expect(built.status, built.printed).toBe(0);
    expect(readFileSync(path.join(copy, 'dist', 'main.js'), 'utf8')).toBe(
      readFileSync(path.join(gettingStarted.out, 'main.js'), 'utf8'),
    );
    expect(existsSync(path.join(copy, 'dist', 'main.js.map'))).toBe(false);

    const mapped = runCli(copy, ['--mode', 'production', '--devtool', 'source-map']);
    expect(mapped.status, mapped.printed).toBe(0);
    expect(readdirSync(path.join(copy, 'dist')).sort()).toEqual(['index.html', 'main.js', 'main.js.map']);
  });
});
