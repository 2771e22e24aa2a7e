/**
 * webpack's output, reused. A build whose webpack inputs are all what they were at an earlier build
 * copies that build's output from .cache/webpack-output/ instead of running webpack, which even
 * from its filesystem cache spends some 5 s checking its snapshots, sealing, hashing and writing
 * 300 files (bench/README.md).
 *
 * A wrong reuse would ship stale code, so anything not known to be the same runs webpack. The
 * inputs, all checked before anything is reused:
 * - the key (`inputKey`): every file under src/ (the site's code, the build's own code and
 *   configuration, the playground worker's sources, which the client build reaches only through
 *   its plugin), the files at the top of the repository (package.json, the lock file, tsconfig),
 *   npm's record of what node_modules holds, the Node.js version, and the name of each build's
 *   webpack cache, which holds the values it defines and where its generated modules are;
 * - the snapshot (`takeSnapshot`) webpack itself reports after a build: every file it read outside
 *   node_modules (the generated modules of .site/ among them) by the hash of its content, every
 *   folder it listed by its entries, every path it looked for and did not find.
 * The playground's worker, a build of its own, is reused on the same rules (`fileOrReuse`) when
 * the site's builds run. `WEBPACK_REUSE=off` always runs webpack; `WEBPACK_REUSE=worker` runs the
 * site's builds and reuses the worker only (test/dist/warm-build.test.ts checks webpack's own
 * cache that way).
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { cp, mkdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Compilation, Configuration, MultiStats } from 'webpack';
import { ROOT } from '../paths';
import type { EntryAssets } from '../html';
import { entryAssets, namedChunks, runWebpack } from './run';

export const REUSE_DIR = path.join(ROOT, '.cache', 'webpack-output');
/** How many outputs are kept: the latest builds', so that going back and forth between two states of the code stays quick. */
const KEEP = 3;

/** What webpack read, looked at, and looked for, as it was then. */
export interface Snapshot {
  /** File → sha1 of its content, or "folder". */
  files: Record<string, string>;
  /** Folder → sha1 of its sorted entries; "" when it did not exist. */
  folders: Record<string, string>;
  /** Paths webpack looked for that did not exist. */
  missing: string[];
}

export interface Dependencies {
  files: Iterable<string>;
  folders: Iterable<string>;
  missing: Iterable<string>;
}

/** What the rest of the build needs of the client build: the entry's files and each named chunk's. */
export interface ClientFiles {
  entry: EntryAssets;
  chunks: Record<string, EntryAssets>;
}

interface Recorded {
  snapshot: Snapshot;
  client: ClientFiles;
}

const sha1 = (data: string | Buffer) => createHash('sha1').update(data).digest('hex');

/** npm checks node_modules by its own record (in the key): what is in it is not listed one by one. */
function listed(file: string): boolean {
  return !file.split(path.sep).includes('node_modules');
}

/** The sha1 of a file's content; "folder" for a folder (webpack lists a package's folder among the files it read); null when there is nothing. */
function hashFile(file: string): string | null {
  try {
    return statSync(file).isDirectory() ? 'folder' : sha1(readFileSync(file));
  } catch {
    return null;
  }
}

function hashFolder(folder: string): string {
  try {
    return sha1(readdirSync(folder).sort().join('\n'));
  } catch {
    return '';
  }
}

export function takeSnapshot(dependencies: Dependencies): Snapshot {
  const files: Record<string, string> = {};
  const folders: Record<string, string> = {};
  const missing: string[] = [];
  for (const file of [...dependencies.files].filter(listed).sort()) {
    const hash = hashFile(file);
    if (hash === null) missing.push(file);
    else files[file] = hash;
  }
  for (const folder of [...dependencies.folders].filter(listed).sort()) folders[folder] = hashFolder(folder);
  for (const file of [...dependencies.missing].filter(listed).sort()) if (!existsSync(file)) missing.push(file);
  return { files, folders, missing };
}

/** Whether every file, folder and missing path of the snapshot is as it was. */
export function snapshotHolds(snapshot: Snapshot): boolean {
  return (
    Object.entries(snapshot.files).every(([file, hash]) => hashFile(file) === hash) &&
    Object.entries(snapshot.folders).every(([folder, hash]) => hashFolder(folder) === hash) &&
    snapshot.missing.every((file) => !existsSync(file))
  );
}

/** Every file under `dir`, as paths relative to it, sorted; none when it does not exist. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/**
 * The key of the inputs webpack's snapshot does not list: the code and configuration (every file
 * under `folders`, the top-level files), what is installed, the Node.js version, and each build's
 * cache name.
 */
export function inputKey(root: string, cacheNames: readonly string[], folders: readonly string[] = ['src']): string {
  const hash = createHash('sha256');
  hash.update(`node ${process.version} ${process.platform} ${process.arch}\n`);
  for (const name of cacheNames) hash.update(`cache ${name}\n`);
  const topLevel = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name)
    .sort();
  const files = [
    ...topLevel,
    path.join('node_modules', '.package-lock.json'),
    ...folders.flatMap((folder) => filesUnder(path.join(root, folder)).map((file) => path.join(folder, file))),
  ];
  for (const file of files) hash.update(`${file} ${hashFile(path.join(root, file)) ?? 'none'}\n`);
  return hash.digest('hex').slice(0, 16);
}

/** What `WEBPACK_REUSE` lets a build reuse: `off` nothing, `worker` the playground worker only. */
export function reuseAllowed(output: 'site' | 'worker'): boolean {
  const setting = process.env.WEBPACK_REUSE;
  if (setting === 'off') return false;
  if (setting === 'worker') return output === 'worker';
  return true;
}

/** Every file, folder and missing path the compilations report. */
export function dependenciesOf(compilations: Iterable<Compilation>): Dependencies {
  const files = new Set<string>();
  const folders = new Set<string>();
  const missing = new Set<string>();
  for (const compilation of compilations) {
    for (const file of compilation.fileDependencies) files.add(file);
    for (const folder of compilation.contextDependencies) folders.add(folder);
    for (const file of compilation.missingDependencies) missing.add(file);
  }
  return { files, folders, missing };
}

function clientFilesOf(stats: MultiStats): ClientFiles {
  const client = stats.stats.find((each) => each.compilation.name === 'client');
  if (!client) throw new Error("the client build is missing from webpack's stats");
  return { entry: entryAssets(client), chunks: namedChunks(client) };
}

export interface Outputs {
  /** Where the client build writes (dist/). Files already in it before webpack runs are not webpack's. */
  client: string;
  /** The server build's folder, its own. */
  server: string;
}

/** The name of a build's webpack filesystem cache ('' for none): part of every reuse key. */
export function cacheNameOf(config: Configuration): string {
  return typeof config.cache === 'object' && config.cache.type === 'filesystem' ? (config.cache.name ?? '') : '';
}

/** The record of the output kept in `dir`, if there is one and what its build read is unchanged. */
async function validRecord<T extends { snapshot: Snapshot }>(dir: string): Promise<T | null> {
  const record = await readFile(path.join(dir, 'record.json'), 'utf8')
    .then((text) => JSON.parse(text) as T)
    .catch(() => null);
  return record && snapshotHolds(record.snapshot) ? record : null;
}

/** Marks a kept output as used now: the last to be pruned. */
async function markUsed(dir: string): Promise<void> {
  const now = new Date();
  await utimes(dir, now, now);
}

/**
 * Keeps a build's output in `store/key`: `write` fills the folder, then the record goes in last
 * (an output without its record is never read), and only the latest KEEP outputs stay.
 */
async function keep(store: string, key: string, record: object, write: (dir: string) => Promise<void>): Promise<void> {
  const dir = path.join(store, key);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  await write(dir);
  await writeFile(path.join(dir, 'record.json'), JSON.stringify(record));
  pruneReuse(store, key);
}

/**
 * Runs webpack, or copies the output of an earlier build whose inputs were all the same; either
 * way, the client's files for the rest of the build.
 */
export async function webpackOrReuse(
  configs: Configuration[],
  outputs: Outputs,
  root = ROOT,
  store = REUSE_DIR,
): Promise<{ client: ClientFiles; reused: boolean }> {
  const names = configs.map(cacheNameOf);
  const off = !reuseAllowed('site') || names.includes('');
  const key = off ? '' : inputKey(root, names);
  const dir = path.join(store, key);
  // Before anything is copied: the files of dist/ that are not webpack's.
  const before = new Set(filesUnder(outputs.client));
  if (!off) {
    const record = await validRecord<Recorded>(dir);
    if (record) {
      const restored = await restore(dir, outputs).then(
        () => true,
        // Removed meanwhile by another build's pruning: webpack runs, and writes all it copied over.
        () => false,
      );
      if (restored) return { client: record.client, reused: true };
    }
  }

  const stats = await runWebpack(configs);
  const client = clientFilesOf(stats);
  // Code edited while webpack ran: what it built may be from before the edit, so nothing is kept.
  if (off || inputKey(root, names) !== key) return { client, reused: false };

  const record: Recorded = {
    snapshot: takeSnapshot(dependenciesOf(stats.stats.map((each) => each.compilation))),
    client,
  };
  await keep(store, key, record, async (into) => {
    await mkdir(path.join(into, 'client'), { recursive: true });
    for (const file of filesUnder(outputs.client).filter((each) => !before.has(each))) {
      await mkdir(path.dirname(path.join(into, 'client', file)), { recursive: true });
      await cp(path.join(outputs.client, file), path.join(into, 'client', file));
    }
    await cp(outputs.server, path.join(into, 'server'), { recursive: true });
  });
  return { client, reused: false };
}

/** A file a build writes: its name and its bytes. */
export interface BuiltFile {
  name: string;
  bytes: Buffer;
}

/**
 * A build that writes one file (the playground's worker), run or taken from an earlier build with
 * the same inputs, on the rules of `webpackOrReuse`: `key` covers what the snapshot does not list
 * and is taken again after the build (nothing is kept of a build during which it changed); `build`
 * runs webpack and gives the file and what the compilation read.
 */
export async function fileOrReuse(
  key: () => string,
  store: string,
  build: () => Promise<{ file: BuiltFile; dependencies: Dependencies }>,
): Promise<{ file: BuiltFile; reused: boolean }> {
  const started = key();
  const dir = path.join(store, started);
  const record = await validRecord<{ snapshot: Snapshot; name: string }>(dir);
  if (record) {
    // Removed meanwhile by another build's pruning: webpack runs.
    const bytes = await readFile(path.join(dir, 'file')).catch(() => null);
    if (bytes) {
      await markUsed(dir).catch(() => undefined);
      return { file: { name: record.name, bytes }, reused: true };
    }
  }
  const { file, dependencies } = await build();
  if (key() !== started) return { file, reused: false };
  await keep(store, started, { snapshot: takeSnapshot(dependencies), name: file.name }, (into) =>
    writeFile(path.join(into, 'file'), file.bytes),
  );
  return { file, reused: false };
}

async function restore(dir: string, outputs: Outputs): Promise<void> {
  await cp(path.join(dir, 'client'), outputs.client, { recursive: true });
  await rm(outputs.server, { recursive: true, force: true });
  await cp(path.join(dir, 'server'), outputs.server, { recursive: true });
  await markUsed(dir);
}

/** Keeps the latest KEEP outputs (by when they were last written or used); builds running side by side may remove the same one. */
function pruneReuse(store: string, keep: string): void {
  const used = (name: string) => {
    try {
      return statSync(path.join(store, name)).mtimeMs;
    } catch {
      return 0;
    }
  };
  const dirs = readdirSync(store)
    .filter((name) => name !== keep)
    .map((name) => ({ name, used: used(name) }))
    .sort((a, b) => b.used - a.used);
  for (const { name } of dirs.slice(KEEP - 1)) rmSync(path.join(store, name), { recursive: true, force: true });
}
