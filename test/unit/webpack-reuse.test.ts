/**
 * webpack's output reused when none of its inputs changed (src/node/webpack/reuse.ts): a change to
 * each kind of input runs webpack again, and what is reused is what webpack wrote.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Compiler, Configuration } from 'webpack';
import { afterEach, describe, expect, it } from 'vitest';
import { fileOrReuse, reuseAllowed, snapshotHolds, takeSnapshot, webpackOrReuse } from '../../src/node/webpack/reuse';
import { filesIn, tempDir } from '../support/project';

function write(file: string, text: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

describe('the snapshot of what webpack read', () => {
  it('holds while nothing changes, and not after a file, a folder or a missing path changes', () => {
    const dir = tempDir('reuse-snapshot');
    write(path.join(dir, 'a.js'), 'a');
    write(path.join(dir, 'folder', 'b.js'), 'b');
    const dependencies = {
      files: [path.join(dir, 'a.js')],
      folders: [path.join(dir, 'folder')],
      missing: [path.join(dir, 'a.ts')],
    };
    expect(snapshotHolds(takeSnapshot(dependencies))).toBe(true);

    const fileChanged = takeSnapshot(dependencies);
    write(path.join(dir, 'a.js'), 'A');
    expect(snapshotHolds(fileChanged)).toBe(false);

    const folderChanged = takeSnapshot(dependencies);
    write(path.join(dir, 'folder', 'c.js'), 'c');
    expect(snapshotHolds(folderChanged)).toBe(false);

    const missingFound = takeSnapshot(dependencies);
    write(path.join(dir, 'a.ts'), 'a');
    expect(snapshotHolds(missingFound)).toBe(false);
  });

  it('leaves out what is in node_modules (npm’s record of it is part of the key)', () => {
    const dir = tempDir('reuse-modules');
    write(path.join(dir, 'node_modules', 'x', 'index.js'), 'x');
    const snapshot = takeSnapshot({
      files: [path.join(dir, 'node_modules', 'x', 'index.js')],
      folders: [path.join(dir, 'node_modules')],
      missing: [path.join(dir, 'node_modules', 'y')],
    });
    expect(snapshot).toEqual({ files: {}, folders: {}, missing: [] });
  });
});

describe('webpackOrReuse', () => {
  afterEach(() => {
    delete process.env.WEBPACK_REUSE;
  });

  /** A project with a client and a server build, a generated module outside src/, and a store. */
  function project() {
    const root = tempDir('reuse-project');
    write(path.join(root, 'package.json'), '{}');
    write(path.join(root, 'src', 'client.js'), "import data from '../gen/data';\nconsole.log(data);\n");
    write(path.join(root, 'src', 'server.js'), "module.exports = 'server';\n");
    write(path.join(root, 'src', 'unread.txt'), 'code webpack never reads');
    write(path.join(root, 'gen', 'data.js'), "export default 'first';\n");
    const outputs = { client: path.join(root, 'dist'), server: path.join(root, 'server') };
    const store = path.join(root, 'store');
    const configs = (cacheName = 'one', plugins: Configuration['plugins'] = []): Configuration[] =>
      (['client', 'server'] as const).map((name) => ({
        plugins: name === 'client' ? plugins : [],
        name,
        mode: 'production',
        context: root,
        entry: path.join(root, 'src', `${name}.js`),
        output: { path: name === 'client' ? outputs.client : outputs.server, filename: `${name}.js` },
        resolve: { extensions: ['.ts', '.js'] },
        cache: { type: 'filesystem', name: `${name}-${cacheName}`, cacheDirectory: path.join(root, 'webpack-cache') },
        infrastructureLogging: { level: 'error' },
      }));
    const build = async (cacheName?: string, plugins?: Configuration['plugins']) => {
      rmSync(outputs.client, { recursive: true, force: true });
      // A file the build writes before webpack: not webpack's, never stored with its output.
      write(path.join(outputs.client, 'search.json'), '{}');
      const result = await webpackOrReuse(configs(cacheName, plugins), outputs, root, store);
      return { ...result, script: readFileSync(path.join(outputs.client, 'client.js'), 'utf8') };
    };
    return { root, outputs, store, build };
  }

  it('reuses the output of a build with the same inputs, and builds again after any input changed', async () => {
    const { root, outputs, store, build } = project();
    const first = await build();
    expect(first.reused).toBe(false);
    expect(first.script).toContain('first');
    expect(first.client.entry).toEqual({ scripts: ['/client.js'], styles: [] });
    const files = filesIn(outputs.client);

    const again = await build();
    expect(again.reused).toBe(true);
    expect(again.client).toEqual(first.client);
    expect(filesIn(outputs.client)).toEqual(files);
    expect(again.script).toBe(first.script);
    // One output stored, without the file the build wrote before webpack.
    const stored = readdirSync(store);
    expect(stored).toHaveLength(1);
    expect(filesIn(path.join(store, stored[0] ?? '', 'client'))).toEqual(['client.js']);

    // A module webpack read, outside src/ (a generated one).
    write(path.join(root, 'gen', 'data.js'), "export default 'second';\n");
    const changed = await build();
    expect(changed.reused).toBe(false);
    expect(changed.script).toContain('second');
    expect((await build()).reused).toBe(true);

    // A path webpack looked for and did not find: it now resolves `../gen/data` first.
    write(path.join(root, 'gen', 'data.ts'), "export default 'third';\n");
    const found = await build();
    expect(found.reused).toBe(false);
    expect(found.script).toContain('third');

    // A file of src/ webpack never read (the playground worker's sources are such files).
    write(path.join(root, 'src', 'unread.txt'), 'changed');
    expect((await build()).reused).toBe(false);
    expect((await build()).reused).toBe(true);

    // A top-level file (the lock file, package.json, tsconfig).
    write(path.join(root, 'package.json'), '{ "name": "changed" }');
    expect((await build()).reused).toBe(false);

    // Another webpack cache: other defined values, generated modules in another place.
    expect((await build('two')).reused).toBe(false);

    // The server build's output comes back too.
    rmSync(outputs.server, { recursive: true, force: true });
    expect((await build('two')).reused).toBe(true);
    expect(readFileSync(path.join(outputs.server, 'server.js'), 'utf8')).toContain('server');
  }, 120_000);

  it('keeps nothing of a build during which code under src/ changed', async () => {
    const { root, store, build } = project();
    const editor = {
      apply(compiler: Compiler) {
        compiler.hooks.compile.tap('edit-while-building', () =>
          write(path.join(root, 'src', 'unread.txt'), 'edited while webpack ran'),
        );
      },
    };
    expect((await build('one', [editor])).reused).toBe(false);
    expect(existsSync(store) ? readdirSync(store) : []).toEqual([]);
    // The edit is now part of the key the build starts with: that output is kept.
    expect((await build('one', [editor])).reused).toBe(false);
    expect((await build('one', [editor])).reused).toBe(true);
  }, 60_000);

  it('keeps the outputs of the latest three builds only', async () => {
    const { store, build } = project();
    for (const name of ['a', 'b', 'c', 'd']) expect((await build(name)).reused).toBe(false);
    expect(readdirSync(store)).toHaveLength(3);
    // The oldest went; the newest three come back.
    expect((await build('a')).reused).toBe(false);
    expect((await build('d')).reused).toBe(true);
  }, 90_000);

  it('runs webpack every time with WEBPACK_REUSE=off', async () => {
    const { build } = project();
    process.env.WEBPACK_REUSE = 'off';
    expect((await build()).reused).toBe(false);
    expect((await build()).reused).toBe(false);
  }, 60_000);
});

describe('fileOrReuse (the playground worker)', () => {
  /** A build that reads one source file and writes its text, counted. */
  function project() {
    const root = tempDir('reuse-file');
    const source = path.join(root, 'src', 'worker.js');
    write(source, 'first');
    const store = path.join(root, 'store');
    let key = 'k1';
    let runs = 0;
    const build = async () => {
      runs++;
      return {
        file: { name: `worker.${runs}.js`, bytes: Buffer.from(readFileSync(source, 'utf8')) },
        dependencies: { files: [source], folders: [], missing: [path.join(root, 'src', 'worker.ts')] },
      };
    };
    const run = (during?: () => void) =>
      fileOrReuse(
        () => key,
        store,
        during
          ? async () => {
              const built = await build();
              during();
              return built;
            }
          : build,
      );
    return { root, source, store, run, setKey: (next: string) => (key = next), runs: () => runs };
  }

  it('gives back the file of an earlier build with the same key and sources, and builds again after either changed', async () => {
    const { root, source, run, setKey, runs } = project();
    const first = await run();
    expect(first).toMatchObject({ reused: false, file: { name: 'worker.1.js' } });
    const again = await run();
    expect(again.reused).toBe(true);
    expect(again.file.name).toBe('worker.1.js');
    expect(again.file.bytes.toString()).toBe('first');
    expect(runs()).toBe(1);

    write(source, 'second');
    const edited = await run();
    expect(edited).toMatchObject({ reused: false, file: { name: 'worker.2.js' } });
    expect(edited.file.bytes.toString()).toBe('second');
    expect((await run()).reused).toBe(true);

    write(path.join(root, 'src', 'worker.ts'), 'found first now');
    expect((await run()).reused).toBe(false);

    setKey('k2');
    expect((await run()).reused).toBe(false);
    expect((await run()).reused).toBe(true);
    // The earlier key's file is still there.
    setKey('k1');
    expect((await run()).reused).toBe(true);
  });

  it('keeps nothing of a build during which the key changed, and the latest three files only', async () => {
    const { store, run, setKey } = project();
    expect((await run(() => setKey('k2'))).reused).toBe(false);
    expect(existsSync(store) ? readdirSync(store) : []).toEqual([]);
    for (const key of ['a', 'b', 'c', 'd']) {
      setKey(key);
      expect((await run()).reused).toBe(false);
      // Kept by when they were written: builds a few milliseconds apart would tie.
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(readdirSync(store).sort()).toEqual(['b', 'c', 'd']);
  });

  it('is allowed by WEBPACK_REUSE: `off` reuses nothing, `worker` the worker only', () => {
    try {
      process.env.WEBPACK_REUSE = 'off';
      expect([reuseAllowed('site'), reuseAllowed('worker')]).toEqual([false, false]);
      process.env.WEBPACK_REUSE = 'worker';
      expect([reuseAllowed('site'), reuseAllowed('worker')]).toEqual([false, true]);
      delete process.env.WEBPACK_REUSE;
      expect([reuseAllowed('site'), reuseAllowed('worker')]).toEqual([true, true]);
    } finally {
      delete process.env.WEBPACK_REUSE;
    }
  });
});
