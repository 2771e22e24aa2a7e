/**
 * content/api/hot-module-replacement.md: every member of the object that
 * lib/hmr/HotModuleReplacement.runtime.js creates, every apply option and every status is
 * documented; the example project prints what the page shows while webpack watches it and it
 * applies updates; and fixtures built the same way check the behaviors the page states.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { readFileSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Table } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { codeBlocks, markdownTree } from '../../support/code-blocks';
import { headingsOf } from '../../support/headings';
import { build, COMMONJS_PACKAGE, copyProject, projectConfig, tempDir, writeProject } from '../../support/project';
import { readPage } from '../../support/content';

const PAGE = path.join(ROOT, 'content', 'api', 'hot-module-replacement.md');
const EXAMPLE = path.join(ROOT, 'examples', 'api', 'hot-module-replacement');
const requireFromRoot = createRequire(path.join(ROOT, 'package.json'));
const WEBPACK_DIR = path.dirname(requireFromRoot.resolve('webpack/package.json'));
const RUNTIME = readFileSync(path.join(WEBPACK_DIR, 'lib', 'hmr', 'HotModuleReplacement.runtime.js'), 'utf8');
const JS_RUNTIME = readFileSync(
  path.join(WEBPACK_DIR, 'lib', 'hmr', 'JavascriptHotModuleReplacement.runtime.js'),
  'utf8',
);
const blocks = codeBlocks(PAGE);
const pageText = readPage(PAGE).replace(/\s+/g, ' ');
const tree = markdownTree(PAGE);

/** The first column of every table row, without code marks. */
function tableKeys(): string[] {
  const keys: string[] = [];
  visit(tree, 'table', (node: Table) => {
    for (const row of node.children.slice(1))
      keys.push(toString(row.children[0] ?? { type: 'text', value: '' }).trim());
  });
  return keys;
}

/** The public members of the `hot` object literal in the runtime (not those starting with `_`). */
function runtimeMembers(): string[] {
  const start = RUNTIME.indexOf('var hot = {');
  expect(start).toBeGreaterThan(0);
  const members: string[] = [];
  let depth = 0;
  for (const line of RUNTIME.slice(start).split('\n').slice(1)) {
    if (depth === 0 && /^\t\t};/.test(line)) break;
    const match = /^\t\t\t([A-Za-z]\w*):/.exec(line);
    if (depth === 0 && match?.[1]) members.push(match[1]);
    for (const char of line) {
      if (char === '{' || char === '(' || char === '[') depth++;
      if (char === '}' || char === ')' || char === ']') depth--;
    }
  }
  return members;
}

function runtimeStatuses(): string[] {
  const statuses = new Set<string>();
  for (const match of RUNTIME.matchAll(/setStatus\(\s*"(\w+)"/g)) if (match[1]) statuses.add(match[1]);
  for (const match of RUNTIME.matchAll(/setStatus\(\s*[^)]*\?\s*"(\w+)"\s*:\s*"(\w+)"/g))
    for (const status of match.slice(1)) if (status) statuses.add(status);
  for (const match of RUNTIME.matchAll(/case "(\w+)":/g)) if (match[1]) statuses.add(match[1]);
  const initial = /var currentStatus = "(\w+)"/.exec(RUNTIME)?.[1];
  if (initial) statuses.add(initial);
  return [...statuses].sort();
}

function applyOptions(): string[] {
  const typedef = /@typedef \{object\} ApplyOptions([\s\S]*?)\*\//.exec(JS_RUNTIME)?.[1] ?? '';
  return [...typedef.matchAll(/@property \{[^}]*\}\s+(\w+)/g)].map((match) => match[1] ?? '');
}

describe('api/hot-module-replacement: the page documents the whole runtime API', () => {
  const titles = new Set(headingsOf(PAGE));

  it('has a heading for every member of the hot object', () => {
    const members = runtimeMembers();
    expect(members).toEqual(
      expect.arrayContaining([
        'accept',
        'decline',
        'dispose',
        'addDisposeHandler',
        'removeDisposeHandler',
        'invalidate',
        'check',
        'apply',
        'status',
        'addStatusHandler',
        'removeStatusHandler',
        'data',
        'active',
      ]),
    );
    expect(members.filter((member) => !titles.has(member))).toEqual([]);
  });

  it('has a heading for every option of apply', () => {
    const options = applyOptions();
    expect(options).toEqual([
      'ignoreUnaccepted',
      'ignoreDeclined',
      'ignoreErrored',
      'onDeclined',
      'onUnaccepted',
      'onAccepted',
      'onDisposed',
      'onErrored',
    ]);
    expect(options.filter((option) => !titles.has(option))).toEqual([]);
  });

  it('has a row in the status table for every status', () => {
    const statuses = runtimeStatuses();
    expect(statuses).toEqual(['abort', 'apply', 'check', 'dispose', 'fail', 'idle', 'prepare', 'ready']);
    const keys = new Set(tableKeys());
    expect(statuses.filter((status) => !keys.has(status))).toEqual([]);
  });

  it('names every event type that the apply options receive', () => {
    const types = new Set<string>();
    for (const match of JS_RUNTIME.matchAll(/type: "([\w-]+)"/g)) if (match[1]) types.add(match[1]);
    expect(types.size).toBeGreaterThan(6);
    for (const type of types) expect(pageText).toContain(`'${type}'`);
  });
});

/** A running HMR session: webpack watches `dir`, and the bundle runs in a child process. */
class Session {
  output = '';
  private builds: string[] = [];
  private child: ChildProcessWithoutNullStreams | undefined;
  private watching: webpack.Watching | undefined;

  constructor(private readonly dir: string) {}

  async start(config: webpack.Configuration): Promise<void> {
    // Files older than the watcher, so that it builds once and then waits for edits.
    const past = new Date(Date.now() - 60_000);
    const touch = (folder: string): void => {
      for (const entry of readdirSync(folder)) {
        const file = path.join(folder, entry);
        if (entry !== 'node_modules' && statSync(file).isDirectory()) touch(file);
        utimesSync(file, past, past);
      }
    };
    touch(this.dir);
    const compiler = webpack({
      ...config,
      infrastructureLogging: { level: 'none' },
      watchOptions: { aggregateTimeout: 50 },
    });
    this.watching = compiler.watch({}, (error, stats) => {
      if (error) this.output += `build error: ${error.message}\n`;
      if (stats?.hasErrors()) this.output += stats.toString({ all: false, errors: true });
      if (stats?.hash && this.builds.at(-1) !== stats.hash) this.builds.push(stats.hash);
    });
    await expect.poll(() => this.builds.length, { timeout: 30_000 }).toBe(1);
    expect(this.output).toBe('');
    this.child = spawn(process.execPath, [path.join(config.output?.path ?? '', 'main.js')], { cwd: this.dir });
    this.child.stdout.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    this.child.stderr.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    await expect.poll(() => this.output.length, { timeout: 10_000 }).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  /** Makes the edits (if any), waits for the build, presses Enter, and waits for the result. */
  async step(edits: Record<string, [string, string]> = {}): Promise<string> {
    if (Object.keys(edits).length > 0) {
      const before = this.builds.length;
      for (const [file, [from, to]] of Object.entries(edits)) {
        const full = path.join(this.dir, file);
        const text = readFileSync(full, 'utf8');
        expect(text, `${file} contains ${from}`).toContain(from);
        writeFileSync(full, text.split(from).join(to));
      }
      await expect.poll(() => this.builds.length, { timeout: 30_000 }).toBe(before + 1);
    }
    const start = this.output.length;
    const results = (): number => (this.output.slice(start).match(/^(updated:|no update|failed:)/gm) ?? []).length;
    this.child?.stdin.write('\n');
    await expect.poll(results, { timeout: 10_000 }).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    return this.output.slice(start);
  }

  async stop(): Promise<void> {
    this.child?.kill();
    await new Promise<void>((resolve) => (this.watching ? this.watching.close(() => resolve()) : resolve()));
  }
}

/** A project in a temporary folder: its sources are ES modules, and the bundle in dist/ is CommonJS. */
function project(name: string, files: Record<string, string>): string {
  return writeProject(`api-hmr-${name}`, {
    ...COMMONJS_PACKAGE,
    'src/package.json': '{ "type": "module" }\n',
    ...files,
  });
}

function fixtureConfig(dir: string, extra: webpack.Configuration = {}): webpack.Configuration {
  return {
    mode: 'development',
    context: dir,
    target: 'node',
    entry: './src/index.js',
    output: { path: path.join(dir, 'dist') },
    plugins: [new webpack.HotModuleReplacementPlugin()],
    ...extra,
  };
}

/** An entry point that drives updates like the example, with `options` as the options of apply. */
function driver(options = '{}', imports = "import './app.js';"): string {
  return `${imports}
const hot = import.meta.webpackHot;
hot.addStatusHandler((status) => console.log('status: ' + status));
const log = (name) => (event) => console.log(name + ' ' + JSON.stringify(event));
process.stdin.on('data', async () => {
  try {
    const changed = await hot.check();
    if (!changed) return console.log('no update');
    const updated = await hot.apply(${options});
    console.log('updated: ' + updated.join(', ') + ' (' + hot.status() + ')');
  } catch (error) {
    console.log('failed: ' + error.message.split('\\n')[0] + ' (' + hot.status() + ')');
  }
});
console.log('ready');
`;
}

describe('api/hot-module-replacement: the example project', () => {
  it('prints what the page shows for the four steps it describes', async () => {
    // A copy with the repository's node_modules linked in: the configuration requires webpack.
    const dir = copyProject(EXAMPLE, 'api-hmr-example');
    const session = new Session(dir);
    await session.start(projectConfig(dir));
    try {
      await session.step({ 'src/greeting.js': ['Hello', 'Hi'] });
      await session.step({ 'src/counter.js': ['`counter.js: version', '`counter.js: release'] });
      await session.step();
      await session.step({
        'src/index.js': ["console.log(greet('webpack'));\n\nif", "console.log(greet('HMR'));\n\nif"],
      });
      const shown = blocks.find(
        (block) => block.lang === 'text' && block.code.startsWith('counter.js: version 1'),
      )?.code;
      expect(shown).toBeDefined();
      expect(session.output.replace(/\n$/, '')).toBe(shown);
      // And the page says that check() is refused after the abort.
      const after = await session.step();
      expect(after).toContain('failed: check() is only allowed in idle status');
      expect(pageText).toContain('`check` throws `check() is only allowed in idle status`');
    } finally {
      await session.stop();
    }
  }, 120_000);
});

describe('api/hot-module-replacement: what the page says about the API', () => {
  async function runUpdates(
    name: string,
    files: Record<string, string>,
    steps: Record<string, [string, string]>[],
    extra: webpack.Configuration = {},
  ): Promise<string[]> {
    const dir = project(name, files);
    const session = new Session(dir);
    await session.start(fixtureConfig(dir, extra));
    const results: string[] = [];
    try {
      for (const edits of steps) results.push(await session.step(edits));
    } finally {
      await session.stop();
    }
    return results;
  }

  it('does not translate the request of accept called through a variable', async () => {
    const [result] = await runUpdates(
      'variable',
      {
        'src/index.js': driver(
          '{}',
          "import { value } from './value.js';\nconst alias = import.meta.webpackHot;\nalias.accept('./value.js', () => console.log('accepted ' + value));",
        ),
        'src/value.js': 'export const value = 1;\n',
      },
      [{ 'src/value.js': ['1', '2'] }],
    );
    expect(result).toContain('failed: Aborted because ./src/value.js is not accepted');
    expect(pageText).toContain(
      'On a variable, the call still runs, but the request is not translated and matches no module.',
    );
  }, 60_000);

  it('calls accept callbacks with the updated ids, and runs the dependency again first', async () => {
    const [result] = await runUpdates(
      'accept',
      {
        'src/index.js': driver(
          '{}',
          "import { value } from './value.js';\nimport.meta.webpackHot.accept(['./value.js', './other.js'], (ids) => console.log('callback ' + JSON.stringify(ids) + ' ' + value));",
        ),
        'src/value.js': "console.log('value.js runs');\nexport const value = 1;\n",
        'src/other.js': 'export const other = 1;\n',
      },
      [{ 'src/value.js': ['= 1', '= 2'] }],
    );
    expect(result).toContain('status: apply\nvalue.js runs\ncallback ["./src/value.js"] 2\n');
    expect(result).toContain('updated: ./src/value.js (idle)');
  }, 60_000);

  it('aborts on a self-declined module and on a declined dependency, with the messages the page gives', async () => {
    const results = await runUpdates(
      'decline',
      {
        'src/index.js': driver(
          '{ onDeclined: log("onDeclined") }',
          "import './declined.js';\nimport './self.js';\nimport.meta.webpackHot.decline('./declined.js');",
        ),
        'src/declined.js': 'export const a = 1;\n',
        'src/self.js': 'export const b = 1;\nimport.meta.webpackHot.decline();\n',
      },
      [{ 'src/declined.js': ['1', '2'] }],
    );
    expect(results[0]).toContain(
      'onDeclined {"type":"declined","chain":["./src/declined.js","./src/index.js"],"moduleId":"./src/declined.js","parentId":"./src/index.js"}',
    );
    expect(results[0]).toContain(
      'failed: Aborted because of declined dependency: ./src/declined.js in ./src/index.js (abort)',
    );
    expect(pageText).toContain('`Aborted because of declined dependency: <id> in <parent id>`');

    const [self] = await runUpdates(
      'self-decline',
      {
        'src/index.js': driver(
          '{ onDeclined: log("onDeclined") }',
          "import './self.js';\nimport.meta.webpackHot.accept('./self.js');",
        ),
        'src/self.js': 'export const b = 1;\nimport.meta.webpackHot.decline();\n',
      },
      [{ 'src/self.js': ['= 1', '= 2'] }],
    );
    expect(self).toContain('onDeclined {"type":"self-declined","chain":["./src/self.js"],"moduleId":"./src/self.js"}');
    expect(self).toContain('failed: Aborted because of self decline: ./src/self.js (abort)');
    expect(pageText).toContain('`Aborted because of self decline: <id>`');
  }, 120_000);

  it('applies the rest of an update with ignoreUnaccepted and ignoreDeclined, and reports onUnaccepted', async () => {
    const [unaccepted] = await runUpdates(
      'ignore-unaccepted',
      {
        'src/index.js': driver(
          '{ ignoreUnaccepted: true, onUnaccepted: log("onUnaccepted"), onAccepted: log("onAccepted") }',
          "import './app.js';\nimport './self.js';",
        ),
        'src/app.js': 'export const app = 1;\n',
        'src/self.js': "export const self = 1;\nconsole.log('self.js ' + self);\nimport.meta.webpackHot.accept();\n",
      },
      [{ 'src/app.js': ['= 1', '= 2'], 'src/self.js': ['= 1', '= 2'] }],
    );
    expect(unaccepted).toContain(
      'onUnaccepted {"type":"unaccepted","chain":["./src/app.js","./src/index.js"],"moduleId":"./src/index.js"}',
    );
    expect(unaccepted).toContain(
      'onAccepted {"type":"accepted","moduleId":"./src/self.js","outdatedModules":["./src/self.js"],"outdatedDependencies":{}}',
    );
    expect(unaccepted).toContain('self.js 2');
    expect(unaccepted).toContain('updated: ./src/self.js (idle)');

    const [declined] = await runUpdates(
      'ignore-declined',
      {
        'src/index.js': driver(
          '{ ignoreDeclined: true }',
          "import './declined.js';\nimport './self.js';\nimport.meta.webpackHot.decline('./declined.js');",
        ),
        'src/declined.js': 'export const a = 1;\n',
        'src/self.js': "export const self = 1;\nconsole.log('self.js ' + self);\nimport.meta.webpackHot.accept();\n",
      },
      [{ 'src/declined.js': ['= 1', '= 2'], 'src/self.js': ['= 1', '= 2'] }],
    );
    expect(declined).toContain('self.js 2');
    expect(declined).toContain('updated: ./src/self.js (idle)');
  }, 120_000);

  it('ends in fail when an accept callback throws, and in idle with ignoreErrored; onErrored names the type', async () => {
    const files = (options: string): Record<string, string> => ({
      'src/index.js': driver(
        options,
        "import { value } from './value.js';\nimport.meta.webpackHot.accept('./value.js', () => { throw new Error('callback broke on ' + value); });",
      ),
      'src/value.js': 'export const value = 1;\n',
    });
    const [failed] = await runUpdates('fail', files('{}'), [{ 'src/value.js': ['1', '2'] }]);
    expect(failed).toContain('status: apply\nstatus: fail\nfailed: callback broke on 2 (fail)');

    const [ignored] = await runUpdates(
      'ignore-errored',
      files(
        '{ ignoreErrored: true, onErrored: (event) => console.log("onErrored " + event.type + " " + event.error.message) }',
      ),
      [{ 'src/value.js': ['1', '2'] }],
    );
    expect(ignored).toContain('onErrored accept-errored callback broke on 2');
    expect(ignored).toContain('updated: ./src/value.js (idle)');
  }, 120_000);

  it('calls the error handler of a self-accepted module whose new version throws', async () => {
    const [result] = await runUpdates(
      'self-error',
      {
        'src/index.js': driver(),
        'src/app.js':
          "if (import.meta.webpackHot.data) throw new Error('version 2 broke');\nimport.meta.webpackHot.accept((error, { moduleId }) => console.log('handler ' + moduleId + ' ' + error.message));\nimport.meta.webpackHot.dispose(() => {});\n",
      },
      [{ 'src/app.js': ['version 2', 'version two'] }],
    );
    expect(result).toContain('handler ./src/app.js version two broke');
    expect(result).toContain('updated: ./src/app.js (idle)');
  }, 60_000);

  it('passes data from dispose to the next version, marks the old version inactive, and drops removed dispose handlers', async () => {
    const [result] = await runUpdates(
      'dispose',
      {
        'src/index.js': driver(),
        'src/app.js':
          "const hot = import.meta.webpackHot;\nconsole.log('data ' + JSON.stringify(hot.data));\nconst removed = () => console.log('removed handler ran');\nhot.dispose(removed);\nhot.removeDisposeHandler(removed);\n" +
          "hot.addDisposeHandler((data) => { data.from = 'v1'; setTimeout(() => console.log('old active ' + hot.active), 0); });\nimport.meta.webpackHot.accept();\n",
      },
      [{ 'src/app.js': ["data.from = 'v1'", "data.from = 'v2'"] }],
    );
    expect(result).toContain('data {"from":"v1"}');
    expect(result).not.toContain('removed handler ran');
    expect(result).toContain('old active false');
  }, 60_000);

  it('skips ready with check(true), and answers status() and removeStatusHandler', async () => {
    const [result] = await runUpdates(
      'auto-apply',
      {
        'src/index.js':
          "import './app.js';\nconst hot = import.meta.webpackHot;\nconst seen = [];\nconst removed = (status) => console.log('removed handler ' + status);\nhot.addStatusHandler(removed);\nhot.removeStatusHandler(removed);\nhot.status((status) => { seen.push(status); });\n" +
          "process.stdin.on('data', async () => {\n  const updated = await hot.check(true);\n  console.log('statuses ' + seen.join(' '));\n  console.log('updated: ' + updated.join(', ') + ' (' + hot.status() + ')');\n});\nconsole.log('ready');\n",
        'src/app.js': 'export const app = 1;\nimport.meta.webpackHot.accept();\n',
      },
      [{ 'src/app.js': ['= 1', '= 2'] }],
    );
    expect(result).toContain('statuses check prepare dispose apply idle');
    expect(result).toContain('updated: ./src/app.js (idle)');
    expect(result).not.toContain('removed handler');
  }, 60_000);

  it('refuses apply outside ready, and moves from idle to ready on invalidate', async () => {
    const [result] = await runUpdates(
      'invalidate',
      {
        'src/index.js':
          "import './app.js';\nimport.meta.webpackHot.accept('./app.js', () => console.log('index.js accepted app.js'));\nconst hot = import.meta.webpackHot;\nprocess.stdin.on('data', async () => {\n  await hot.apply().catch((error) => console.log('apply: ' + error.message));\n" +
          "  globalThis.invalidateApp();\n  console.log('after invalidate: ' + hot.status());\n  const updated = await hot.apply();\n  console.log('updated: ' + updated.join(', ') + ' (' + hot.status() + ')');\n});\nconsole.log('ready');\n",
        'src/app.js':
          "console.log('app.js runs');\nimport.meta.webpackHot.accept();\nglobalThis.invalidateApp = () => import.meta.webpackHot.invalidate();\n",
      },
      [{}],
    );
    expect(result).toContain('apply: apply() is only allowed in ready status (state: idle)');
    expect(result).toContain('after invalidate: ready');
    expect(result).toContain('app.js runs\nindex.js accepted app.js\nupdated: ./src/app.js (idle)');
  }, 60_000);

  it('reports onDisposed for a module that the new build no longer imports', async () => {
    const [result] = await runUpdates(
      'disposed',
      {
        'src/index.js': driver('{ onDisposed: log("onDisposed") }', "import './app.js';"),
        'src/app.js': "import './gone.js';\nimport.meta.webpackHot.accept();\n",
        'src/gone.js': 'export const gone = 1;\n',
      },
      [{ 'src/app.js': ["import './gone.js';\n", ''] }],
    );
    expect(result).toContain('onDisposed {"type":"disposed","moduleId":"./src/gone.js"}');
  }, 60_000);
});

describe('api/hot-module-replacement: builds without the plugin', () => {
  it('leave import.meta.webpackHot and module.hot undefined, and drop the if blocks in production', async () => {
    const dir = project('no-plugin', {
      'src/index.js':
        "import './cjs.cjs';\nconsole.log('esm ' + typeof import.meta.webpackHot);\nif (import.meta.webpackHot) {\n  console.log('HOT-ONLY-CODE');\n}\n",
      'src/cjs.cjs': "console.log('cjs ' + typeof module.hot);\n",
    });
    for (const mode of ['development', 'production'] as const) {
      const out = tempDir(`api-hmr-no-plugin-${mode}`);
      const stats = await build({ mode, context: dir, target: 'node', entry: './src/index.js', output: { path: out } });
      expect(stats.hasErrors()).toBe(false);
      const { execFileSync } = await import('node:child_process');
      expect(execFileSync(process.execPath, [path.join(out, 'main.js')], { encoding: 'utf8' })).toBe(
        'cjs undefined\nesm undefined\n',
      );
      if (mode === 'production') expect(readFileSync(path.join(out, 'main.js'), 'utf8')).not.toContain('HOT-ONLY-CODE');
    }
  }, 60_000);
});
