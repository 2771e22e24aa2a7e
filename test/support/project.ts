/**
 * Small webpack projects in temporary folders: write one from a map of files, copy an example
 * project, build with webpack's Node API, and run what the build writes with Node.js.
 */
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { expect } from 'vitest';
import { afterEachFile } from './file-cleanup';
import { ROOT } from '../../src/node/paths';
import { expandVersionsIn, loadConfig } from './examples';

const temporaryDirs: string[] = [];
/** A temporary folder, removed after the test file. */
export function tempDir(name: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), `webpack-docs-test-${name.replace(/\W+/g, '-')}-`));
  temporaryDirs.push(dir);
  return dir;
}

afterEachFile(() => {
  for (const dir of temporaryDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/**
 * A temporary folder holding `files` (path relative to the folder → content), subfolders
 * created; with `linkModules`, the repository's node_modules is linked into it.
 */
export function writeProject(
  name: string,
  files: Record<string, string | Uint8Array>,
  { linkModules = false } = {},
): string {
  const dir = tempDir(name);
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  if (linkModules) symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

/** A package.json for a project: its .js files are CommonJS, whatever the repository's package.json says. */
export const COMMONJS_PACKAGE = { 'package.json': '{ "private": true }\n' };

/** A WebAssembly module that exports `answer()`, which returns 42. */
export const ANSWER_WASM = Buffer.from(
  '0061736d010000000105016000017f03020100070a0106616e7377657200000a06010400412a0b',
  'hex',
);

/** A CommonJS project with that module as src/answer.wasm and `index` as src/index.js. */
export function answerProject(name: string, index: string): string {
  return writeProject(name, { ...COMMONJS_PACKAGE, 'src/answer.wasm': ANSWER_WASM, 'src/index.js': index });
}

/** Runs a script (a built bundle) with this Node.js, from `cwd` if given, and returns what it prints. */
export function runNode(file: string, args: string[] = [], { cwd }: { cwd?: string } = {}): string {
  return execFileSync(process.execPath, [file, ...args], { encoding: 'utf8', cwd });
}

/** The project's configuration (example files are CommonJS), or none when it relies on webpack's defaults. */
export function projectConfig(dir: string, mode?: string): webpack.Configuration {
  const file = path.join(dir, 'webpack.config.js');
  if (!existsSync(file)) return {};
  const config = loadConfig(file, mode);
  if (Array.isArray(config)) throw new Error(`${file} exports several configurations; the guide tests build one`);
  return config;
}

/** Builds a configuration and closes the compiler; rejects only on a fatal error. */
export function build(config: webpack.Configuration): Promise<webpack.Stats> {
  return new Promise((resolve, reject) => {
    const compiler = webpack({ ...config, infrastructureLogging: { level: 'none' } });
    compiler.run((error, stats) => {
      compiler.close(() => {
        if (error) reject(error);
        else if (!stats) reject(new Error('webpack returned no stats'));
        else resolve(stats);
      });
    });
  });
}

/** A build of ./src/index.js for Node.js into a temporary folder, and what it wrote. */
export interface NodeBuild {
  stats: webpack.Stats;
  /** The output folder. */
  out: string;
  /** The errors, as webpack prints them (empty when there are none). */
  errors: string;
  /** The text of main.js. */
  bundle: () => string;
  /** What main.js prints when it runs with Node.js. */
  stdout: () => string;
}

/**
 * Builds the project in `dir` from ./src/index.js for Node.js, in development mode without
 * source maps, with loaders resolved from the repository's node_modules and the output in a
 * temporary folder; `config` is merged over that (output options one level deeper).
 */
export async function buildForNode(dir: string, config: webpack.Configuration = {}): Promise<NodeBuild> {
  const out = tempDir(`${path.basename(dir)}-out`);
  const stats = await build({
    mode: 'development',
    devtool: false,
    target: 'node',
    context: dir,
    entry: './src/index.js',
    resolveLoader: { modules: [path.join(ROOT, 'node_modules')] },
    ...config,
    output: { path: out, ...config.output },
  });
  const main = path.join(out, 'main.js');
  return {
    stats,
    out,
    errors: stats.toString('errors-only'),
    bundle: () => readFileSync(main, 'utf8'),
    stdout: () => runNode(main),
  };
}

/** What a build wrote into its temporary folder, and what it said. */
export interface BuiltOutput {
  out: string;
  stats: webpack.Stats;
  errors: string[];
  warnings: string[];
  /** Every file written, by its path in the folder with `/`, sorted (none when the build wrote nothing). */
  files: string[];
  read: (file: string) => string;
  bytes: (file: string) => Buffer;
}

/** The fields of an installed package's package.json that the pages state. */
export interface InstalledManifest {
  version: string;
  type?: string;
  engines: { node: string };
  peerDependencies: Record<string, string>;
}

/** The package.json of a package installed in the project's node_modules. */
export function installedManifest(name: string): InstalledManifest {
  const manifest = JSON.parse(
    readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8'),
  ) as Partial<InstalledManifest>;
  return {
    version: manifest.version ?? '',
    type: manifest.type,
    engines: { node: manifest.engines?.node ?? '' },
    peerDependencies: manifest.peerDependencies ?? {},
  };
}

/** Every file below a folder, by its path in it with `/`, sorted; none when the folder is not there. */
export function filesIn(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** Builds `config` with its output in a new temporary folder named after `name`. */
export async function buildInto(name: string, config: webpack.Configuration): Promise<BuiltOutput> {
  const out = tempDir(`${name}-out`);
  const stats = await build({ ...config, output: { ...config.output, path: out } });
  const json = stats.toJson({ all: false, errors: true, warnings: true });
  return {
    out,
    stats,
    errors: (json.errors ?? []).map((error) => error.message),
    warnings: (json.warnings ?? []).map((warning) => warning.message),
    files: filesIn(out),
    read: (file) => readFileSync(path.join(out, file), 'utf8'),
    bytes: (file) => readFileSync(path.join(out, file)),
  };
}

/**
 * Builds `./src/index.js` of the project in `dir` in production mode, with `config` laid over
 * that, into a folder of its own.
 */
export function buildProduction(dir: string, config: webpack.Configuration = {}): Promise<BuiltOutput> {
  return buildInto(path.basename(dir), { context: dir, mode: 'production', entry: './src/index.js', ...config });
}

/**
 * Writes `files` as a CommonJS project named `name`, with the repository's node_modules linked in,
 * and builds it as `buildProduction` does.
 */
export function buildFiles(
  name: string,
  files: Record<string, string>,
  config: webpack.Configuration = {},
): Promise<BuiltOutput> {
  return buildProduction(writeProject(name, { ...COMMONJS_PACKAGE, ...files }, { linkModules: true }), config);
}

export interface Built {
  out: string;
  errors: string[];
  warnings: string[];
  /** Emitted file name → size in bytes. */
  assets: Map<string, number>;
  stats: webpack.Stats;
}

/**
 * Builds a project the way the CLI does from its folder, but into a temporary output folder.
 * `overrides` are merged over the configuration (output options are merged one level deeper).
 */
export async function buildProject(dir: string, overrides: webpack.Configuration = {}): Promise<Built> {
  const config = projectConfig(dir, overrides.mode);
  const out = tempDir(path.relative(path.join(ROOT, 'examples'), dir));
  const stats = await build({
    context: dir,
    ...config,
    ...overrides,
    output: { ...config.output, ...overrides.output, path: out },
  });
  const json = stats.toJson({ all: false, errors: true, warnings: true, assets: true, cachedAssets: true });
  return {
    out,
    errors: (json.errors ?? []).map((item) => item.message),
    warnings: (json.warnings ?? []).map((item) => item.message),
    assets: new Map((json.assets ?? []).map((asset) => [asset.name, asset.size])),
    stats,
  };
}

/**
 * Copies a project into a temporary folder, with the repository's node_modules linked into it so
 * that its loaders and plugins resolve as they do in the repository, and the installed versions in
 * place of `{{version:...}}` in its files.
 */
export function copyProject(dir: string, name: string): string {
  const copy = tempDir(name);
  cpSync(dir, copy, { recursive: true });
  expandVersionsIn(copy);
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  return copy;
}

/**
 * Builds `source` as ./src/index.js of a new CommonJS project in development mode, `config` laid
 * over that, and lists the modules webpack left external as `request type`, sorted. A build with
 * errors throws them.
 */
export async function externalsOf(source: string, config: webpack.Configuration = {}): Promise<string[]> {
  const dir = writeProject('externals', { ...COMMONJS_PACKAGE, 'src/index.js': source });
  const stats = await build({
    mode: 'development',
    devtool: false,
    context: dir,
    entry: './src/index.js',
    ...config,
    output: { path: tempDir('externals-out'), ...config.output },
  });
  if (stats.hasErrors()) throw new Error(stats.toString('errors-only'));
  return [...stats.compilation.modules]
    .filter((module): module is webpack.ExternalModule => module instanceof webpack.ExternalModule)
    .map((module) => `${String(module.request as string | string[])} ${module.externalType}`)
    .sort();
}

/** The messages of a build's errors. */
export function errorsOf(stats: webpack.Stats): string[] {
  return (stats.toJson({ all: false, errors: true }).errors ?? []).map((error) => error.message);
}

/** The messages of a build's warnings. */
export function warningMessagesOf(stats: webpack.Stats): string[] {
  return (stats.toJson({ all: false, warnings: true }).warnings ?? []).map((warning) => warning.message);
}

/** Replaces `from` with `to` in `file`, which must contain it. */
export function edit(file: string, from: string, to: string): void {
  const text = readFileSync(file, 'utf8');
  expect(text, `${file} contains ${from}`).toContain(from);
  writeFileSync(file, text.replace(from, to));
}
