/**
 * What content/guides/webassembly.md says about its two projects: the bytes its scripts write,
 * the builds, the page served over HTTP (with and without the WebAssembly MIME type) and from the
 * file system, the other ways to import a .wasm file, and the error without the experiment.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CONTENT_DIR, ROOT } from '../../../src/node/paths';
import { describeGuide, EXAMPLES, guideBlocks, guideText, pageStates } from '../../support/guides';
import { blockWith, untitledBlock } from '../../support/code-blocks';
import { expectPrinted, runCli } from '../../support/cli';
import { served } from '../../support/http';
import { launchBrowser } from '../../support/in-browser';
import { buildProject, copyProject, runNode, tempDir } from '../../support/project';
import { readPage } from '../../support/content';

const basic = path.join(EXAMPLES, 'webassembly', 'basic');
const imports = path.join(EXAMPLES, 'webassembly', 'imports');
const blocks = guideBlocks('webassembly');
const pageSays = pageStates(guideText('webassembly'));
const requireFromRoot = createRequire(path.join(ROOT, 'package.json'));
const ADD_WASM = '36a09f3c7e4487aed46f.module.wasm';

const built = describeGuide('webassembly', {
  'webassembly/basic': {
    emits: ['main.js', ADD_WASM],
    warnings: [],
    cli: { script: 'build', prints: [`asset ${ADD_WASM} 41 bytes`, 'compiled successfully'] },
  },
  'webassembly/imports': {
    emits: ['main.js', '7aa5f39f36134249b9d5.module.wasm'],
    warnings: [],
    node: { script: 'main.js', stdout: 'WebAssembly says 42\n' },
    cli: { script: 'build', prints: ['./src/log.js', 'compiled successfully'] },
  },
});

describe('webassembly: the .wasm files', () => {
  it.each([
    [basic, 'src/add.wasm'],
    [imports, 'src/run.wasm'],
  ])('%s/make-wasm.js writes the %s the project holds', (dir, file) => {
    const copy = copyProject(dir, 'webassembly-make');
    rmSync(path.join(copy, file));
    execFileSync(process.execPath, ['make-wasm.js'], { cwd: copy });
    expect(readFileSync(path.join(copy, file))).toEqual(readFileSync(path.join(dir, file)));
  });

  it('has the add export of the text format, 41 bytes, which adds', async () => {
    const bytes = readFileSync(path.join(basic, 'src', 'add.wasm'));
    expect(bytes).toHaveLength(41);
    pageSays('writes a 41-byte module');
    const module = await WebAssembly.compile(bytes);
    expect(WebAssembly.Module.exports(module)).toEqual([{ name: 'add', kind: 'function' }]);
    const { exports } = await WebAssembly.instantiate(module);
    expect((exports.add as (a: number, b: number) => number)(2, 3)).toBe(5);
  });

  it('imports log from ./log.js and exports run, which calls it with 42', async () => {
    const module = await WebAssembly.compile(readFileSync(path.join(imports, 'src', 'run.wasm')));
    expect(WebAssembly.Module.imports(module)).toEqual([{ module: './log.js', name: 'log', kind: 'function' }]);
    expect(WebAssembly.Module.exports(module)).toEqual([{ name: 'run', kind: 'function' }]);
    const logged: number[] = [];
    const { exports } = await WebAssembly.instantiate(module, { './log.js': { log: (n: number) => logged.push(n) } });
    (exports.run as () => void)();
    expect(logged).toEqual([42]);
  });
});

describe('webassembly: the build', () => {
  it('prints what the page shows', () => {
    const copy = copyProject(basic, 'webassembly-cli');
    const { status, printed } = runCli(copy, []);
    expect(status).toBe(0);
    expectPrinted(printed, blockWith(blocks, `asset ${ADD_WASM}`), { '{{version:webpack}}': webpackVersion() });
  });

  it('fails with the error the page shows when the experiment is off, and builds with it on', () => {
    const copy = copyProject(basic, 'webassembly-off');
    const config = path.join(copy, 'webpack.config.js');
    const written = readFileSync(config, 'utf8');
    writeFileSync(
      config,
      written.replace("mode: 'production',", "mode: 'production',\n  experiments: { asyncWebAssembly: false },"),
    );
    const off = runCli(copy, []);
    expect(off.status).toBe(1);
    expectPrinted(off.printed, blockWith(blocks, 'not flagged as WebAssembly'));
    expect(off.printed).toContain("Module parse failed: Unexpected character '\0' (1:0)");
    pageSays('fails the build with `Module parse failed` on the first byte');
    writeFileSync(
      config,
      written.replace("mode: 'production',", "mode: 'production',\n  experiments: { asyncWebAssembly: true },"),
    );
    expect(runCli(copy, []).status).toBe(0);
  });

  it('is off when a rule of the configuration handles .wasm files', async () => {
    const ruled = await buildProject(basic, { module: { rules: [{ test: /\.wasm$/, type: 'asset/resource' }] } });
    expect(ruled.errors).toEqual([]);
    expect([...ruled.assets.keys()].some((name) => name.endsWith('.module.wasm'))).toBe(false);
  });

  it('fails with Module not found when an import of the .wasm file does not resolve', async () => {
    const copy = copyProject(imports, 'webassembly-missing');
    rmSync(path.join(copy, 'src', 'log.js'));
    const { errors } = await buildProject(copy);
    expect(errors.join('\n')).toContain("Module not found: Error: Can't resolve './log.js'");
    pageSays('fails the build with `Module not found`');
  });
});

function webpackVersion(): string {
  return (requireFromRoot('webpack/package.json') as { version: string }).version;
}

/** The types the site is served with: `.wasm` files with `wasmType`. */
const typesWith = (wasmType: string) => ({ '.html': 'text/html', '.js': 'text/javascript', '.wasm': wasmType });

interface Opened {
  body: string;
  /** Console messages, as `type: text`. */
  console: string[];
}

/**
 * Opens `url` in Chromium and reads the body once it shows `until`, and the console once it has
 * `logged` (each for at most 3 seconds), before closing the page.
 */
async function open(url: string, until: string, logged?: string): Promise<Opened> {
  const page = await (await launchBrowser()).newPage();
  const messages: string[] = [];
  page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  try {
    await page.goto(url, { waitUntil: 'load' });
    await page
      .waitForFunction((text) => document.body.textContent.includes(text), until, { timeout: 3000 })
      .catch(() => undefined);
    for (let waited = 0; logged !== undefined && !messages.includes(logged) && waited < 3000; waited += 50)
      await page.waitForTimeout(50);
    return { body: (await page.textContent('body')) ?? '', console: [...messages] };
  } finally {
    await page.close();
  }
}

/** The build of `name` with the project's hand-written dist/index.html next to it. */
function siteOf(out: string): string {
  const site = tempDir('webassembly-site');
  cpSync(out, site, { recursive: true });
  cpSync(path.join(basic, 'dist'), site, { recursive: true });
  return site;
}

describe('webassembly: in the browser', () => {
  it('shows 2 + 3 = 5 when served with application/wasm, without a warning', async () => {
    const site = siteOf((await built('webassembly/basic')).out);
    const { body, console } = await served(site, typesWith('application/wasm'), (origin) =>
      open(`${origin}/index.html`, '2 + 3 = 5'),
    );
    expect(body).toBe('2 + 3 = 5');
    expect(console).toEqual([]);
    pageSays('it shows `2 + 3 = 5`');
  }, 60_000);

  it('still shows it with another type, and warns as the page shows', async () => {
    const site = siteOf((await built('webassembly/basic')).out);
    const { body, console } = await served(site, typesWith('application/octet-stream'), (origin) =>
      open(`${origin}/index.html`, '2 + 3 = 5'),
    );
    expect(body).toBe('2 + 3 = 5');
    expect(console).toHaveLength(1);
    expect(console[0]).toMatch(/^warning: /);
    expect(console[0]?.replace(/^warning: /, '')).toContain(blockWith(blocks, 'instantiateStreaming` failed'));
  }, 60_000);

  it('with output.wasmStreamingFallback false, drops the fallback: the right type works, another fails', async () => {
    const option = readPage(path.join(CONTENT_DIR, 'configuration', 'output.md')).replace(/\s+/g, ' ');
    expect(option).toContain(
      'Set `false` when your server sends the right type and you want to drop the fallback code; a wrong type then makes the load fail. The default is `true`.',
    );
    pageSays('`false` drops the fallback code from the runtime');
    const fallback = 'Falling back to `WebAssembly.instantiate`';
    expect(readFileSync(path.join((await built('webassembly/basic')).out, 'main.js'), 'utf8')).toContain(fallback);
    const { out, errors } = await buildProject(basic, { output: { wasmStreamingFallback: false } });
    expect(errors).toEqual([]);
    expect(readFileSync(path.join(out, 'main.js'), 'utf8')).not.toContain(fallback);
    const site = siteOf(out);
    const right = await served(site, typesWith('application/wasm'), (origin) =>
      open(`${origin}/index.html`, '2 + 3 = 5'),
    );
    expect(right.body).toBe('2 + 3 = 5');
    expect(right.console).toEqual([]);
    // The body never shows the sum: open() waits 3 seconds for it, the failure comes first.
    const wrong = await served(site, typesWith('application/octet-stream'), (origin) =>
      open(`${origin}/index.html`, '2 + 3 = 5'),
    );
    expect(wrong.body.trim()).toBe('');
    expect(wrong.console.join('\n')).toContain("Incorrect response MIME type. Expected 'application/wasm'.");
  }, 60_000);

  it('stays empty when opened from the file system', async () => {
    const site = siteOf((await built('webassembly/basic')).out);
    const { body, console } = await open(pathToFileURL(path.join(site, 'index.html')).href, '2 + 3 = 5');
    expect(body.trim()).toBe('');
    expect(console.join('\n')).toContain('URL scheme "file" is not supported');
    pageSays('Opened from the file system, it stays empty instead');
  }, 60_000);

  it('runs the new URL example of the page, which emits the file as an asset', async () => {
    const copy = copyProject(basic, 'webassembly-url');
    writeFileSync(path.join(copy, 'src', 'index.js'), untitledBlock(blocks, 'new URL('));
    const { out, assets, errors } = await buildProject(copy);
    expect(errors).toEqual([]);
    const emitted = [...assets.keys()].filter((name) => name.endsWith('.wasm'));
    expect(emitted).toHaveLength(1);
    expect(emitted[0]).toMatch(/^[0-9a-f]{20}\.wasm$/);
    const { console } = await served(siteOf(out), typesWith('application/wasm'), (origin) =>
      open(`${origin}/index.html`, '', 'log: 5'),
    );
    expect(console).toEqual(['log: 5']);
  }, 60_000);
});

describe('webassembly: other ways to import it', () => {
  /** Builds the basic project for Node.js with `index` as src/index.js, and runs main.js. */
  async function runInNode(
    name: string,
    index: string,
    experiments = {},
  ): Promise<{ printed: string; emits: string[] }> {
    const copy = copyProject(basic, name);
    writeFileSync(path.join(copy, 'src', 'index.js'), index);
    const { out, errors, assets } = await buildProject(copy, { target: 'node', experiments });
    expect(errors).toEqual([]);
    return { printed: runNode(path.join(out, 'main.js')), emits: [...assets.keys()].sort() };
  }

  it('gives a promise of the exports to require()', async () => {
    const call = "require('./add.wasm').then(({ add }) => add(2, 3))";
    pageSays(call);
    const { printed } = await runInNode(
      'webassembly-require',
      `const exported = require('./add.wasm');\nconsole.log(exported instanceof Promise);\n${call}.then(console.log);\n`,
    );
    expect(printed).toBe('true\n5\n');
  });

  it('puts the module in a chunk of its own for import()', async () => {
    const { printed, emits } = await runInNode(
      'webassembly-import',
      "import('./add.wasm').then(({ add }) => console.log(add(2, 3)));\n",
    );
    expect(printed).toBe('5\n');
    expect(emits.filter((name) => name.endsWith('.js'))).toHaveLength(2);
  });

  it('gives the compiled module to a source phase import with experiments.sourceImport', async () => {
    const { printed } = await runInNode('webassembly-source', untitledBlock(blocks, 'import source'), {
      sourceImport: true,
    });
    expect(printed).toBe('5\n');
  });
});
