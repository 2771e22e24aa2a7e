/**
 * One build of a playground project with real webpack on an in-memory file system. The same code
 * runs in the playground's Web Worker (with webpack bundled for it) and in Node.js (with the
 * installed webpack), where the site's build uses it to decide which examples of the docs the
 * playground can run.
 */
import type { Compiler, Configuration, MultiCompiler, MultiStats, Stats, StatsCompilation, StatsError } from 'webpack';
import { errorLocation, ModuleRunner } from './commonjs';
import { DEMO_PACKAGES } from './demo-packages';
import { CONFIG_FILE, fromBase64, PROJECT_DIR, toBase64, type Mode, type Project, type ProjectFile } from './project';
import type { BuildResult, ChunkSummary, ModuleSummary, OutputFile, Problem, SourceRange } from './result';
import { MemoryFileSystem, normalize } from './vfs';

type Webpack = ((options: Configuration | Configuration[]) => Compiler | MultiCompiler) & { version: string };

/** What the place webpack runs in gives the runner. */
export interface RunnerHost {
  webpack: Webpack;
  /** Packages a configuration may `require` from the host: webpack itself, `path` and HOST_PACKAGES (host-packages.ts). */
  modules: Readonly<Record<string, unknown>>;
  /**
   * The files of node_modules/webpack/ in a project (src/playground/webpack-files.ts): paths in
   * the package's folder and their text.
   */
  webpackFiles: Readonly<Record<string, string>>;
  /** webpack's own JavaScript parser (`webpack/lib/javascript/syntax-parser`), to point at a syntax error. */
  syntaxParser: SyntaxParser;
  /** Told about each build's file system and module runner before webpack starts (the worker's `fs` and loaders use them). */
  useFileSystem?: (fs: MemoryFileSystem, modules: ModuleRunner) => void;
  /** The console the project's modules (the configuration, its plugins and loaders) print to; the global one if unset. */
  console?: Console;
  /** Runs each build: Node.js runs it in a context that keeps the minimizer in this thread, as in the worker. */
  scope?: <T>(build: () => Promise<T>) => Promise<T>;
}

export interface SyntaxParser {
  parseProgram: (code: string, pos: number, options: { sourceType: string }) => void;
  takeParsedTree: () => { release: () => void } | null;
}

/** Where webpack's own parser stops in a file with a syntax error. */
export function syntaxErrorAt(parser: SyntaxParser, code: string): { line: number; column: number } | null {
  try {
    parser.parseProgram(code, 0, { sourceType: 'script' });
    parser.takeParsedTree()?.release();
    return null;
  } catch (error) {
    const loc = (error as { loc?: { line: number; column: number } }).loc;
    return loc ? { line: loc.line, column: loc.column + 1 } : null;
  }
}

/** The size of the bytes gzip-compressed (CompressionStream: in the worker and in Node.js alike). */
async function gzipSize(bytes: Uint8Array): Promise<number> {
  const stream = new Blob([new Uint8Array(bytes)]).stream().pipeThrough(new CompressionStream('gzip'));
  return (await new Response(stream).arrayBuffer()).byteLength;
}

const CONFIG_PATH = `${PROJECT_DIR}/${CONFIG_FILE}`;
const TEXT_FILE = /\.(m?js|cjs|jsx|tsx?|css|html?|json|map|txt|svg|xml|md|webmanifest)$/i;
/** How many rounds of stand-ins a configuration example may need (an entry that imports a missing file, ...). */
const FILL_ROUNDS = 4;

/** The environment a configuration sees as `process`: the same wherever the playground runs. */
const CONFIG_PROCESS = Object.freeze({
  env: Object.freeze({}),
  argv: Object.freeze([]),
  platform: 'browser',
  cwd: () => PROJECT_DIR,
});

export function projectPath(absolute: string): string {
  return absolute.startsWith(`${PROJECT_DIR}/`) ? absolute.slice(PROJECT_DIR.length + 1) : absolute;
}

function bytesOf(file: ProjectFile): Uint8Array | string {
  return typeof file === 'string' ? file : fromBase64(file.base64);
}

/** The file system of a build: webpack's files and the demo packages, then the project. */
function projectFileSystem(project: Project, webpackFiles: RunnerHost['webpackFiles']): MemoryFileSystem {
  const fs = new MemoryFileSystem();
  for (const [file, content] of Object.entries(webpackFiles))
    fs.putFile(`${PROJECT_DIR}/node_modules/webpack/${file}`, content);
  for (const pkg of DEMO_PACKAGES)
    for (const [file, content] of Object.entries(pkg.files))
      fs.putFile(`${PROJECT_DIR}/node_modules/${pkg.name}/${file}`, bytesOf(content));
  for (const [file, content] of Object.entries(project.files)) fs.putFile(`${PROJECT_DIR}/${file}`, bytesOf(content));
  fs.takeWritten();
  return fs;
}

/** A printed problem of the configuration itself (it failed to run, or webpack rejected it). */
function configProblem(error: unknown, at: SourceRange | null): Problem {
  const text =
    error instanceof Error
      ? error.name && error.name !== 'Error' && !error.message.startsWith(error.name)
        ? `${error.name}: ${error.message}`
        : error.message
      : String(error);
  return { severity: 'error', text, at };
}

/** The line of a configuration key webpack's validation names (`configuration.output.filename`), if the file has one. */
function validationLocation(error: unknown, code: string): SourceRange | null {
  const message = error instanceof Error ? error.message : '';
  const path = /configuration(?:\.[\w$]+|\[\d+\])*\.([\w$]+)/.exec(message)?.[1];
  if (!path) return null;
  const lines = code.split('\n');
  const line = lines.findIndex((text) => new RegExp(`(^|[\\s{,'"])${path}['"]?\\s*:`).test(text));
  return line < 0 ? null : { file: CONFIG_FILE, line: line + 1, column: (lines[line]?.search(/\S/) ?? 0) + 1 };
}

type Loaded =
  | {
      ok: true;
      configs: Configuration[];
      multi: boolean;
      /** The configuration file's text, if there is one. */
      code: string | null;
    }
  | { ok: false; problem: Problem };

async function loadConfiguration(
  host: RunnerHost,
  fs: MemoryFileSystem,
  modules: ModuleRunner,
  mode: Mode | undefined,
): Promise<Loaded> {
  if (!fs.existsSync(CONFIG_PATH)) return { ok: true, configs: [{}], multi: false, code: null };
  const code = String(fs.readFileSync(CONFIG_PATH, 'utf8'));
  let exported: unknown;
  try {
    exported = modules.load(CONFIG_PATH);
    const env = { WEBPACK_BUNDLE: true, WEBPACK_BUILD: true };
    if (typeof exported === 'function')
      exported = (exported as (env: unknown, argv: unknown) => unknown)(env, { env, ...(mode ? { mode } : {}) });
    exported = await exported;
  } catch (error) {
    const at =
      error instanceof SyntaxError ? syntaxErrorAt(host.syntaxParser, code) : errorLocation(error, CONFIG_PATH);
    return { ok: false, problem: configProblem(error, at ? { file: CONFIG_FILE, ...at } : null) };
  }
  const list = Array.isArray(exported) ? (exported as unknown[]) : [exported];
  if (!list.every((item) => item && typeof item === 'object')) {
    return {
      ok: false,
      problem: configProblem(
        new Error(
          `${CONFIG_FILE} must export a configuration object, an array of them, or a function that returns one.`,
        ),
        null,
      ),
    };
  }
  return { ok: true, configs: list as Configuration[], multi: Array.isArray(exported), code };
}

/**
 * What the playground sets on every configuration: where the project is, the switch's mode, no
 * cache. Without `minimize` (the build's decisions), a configuration that neither sets
 * `optimization.minimize` nor names a minimizer is built without webpack's default one.
 */
function prepare(config: Configuration, mode: Mode | undefined, minimize: boolean): Configuration {
  const optimization = config.optimization ?? {};
  const ownMinimizer = 'minimize' in optimization || 'minimizer' in optimization;
  return {
    ...config,
    context: config.context ?? PROJECT_DIR,
    ...(mode ? { mode } : {}),
    ...(minimize || ownMinimizer ? {} : { optimization: { ...optimization, minimize: false } }),
    output: { ...config.output, path: config.output?.path ?? `${PROJECT_DIR}/dist` },
    // Every build starts from nothing: the result depends only on the files.
    cache: false,
    watch: false,
    infrastructureLogging: { level: 'none' },
  };
}

/** `3:5-12`, `3:5-4:2`, `3` -> a range in the module's file. */
function rangeOf(loc: string | undefined, file: string): SourceRange | null {
  const match = loc ? /^(\d+)(?::(\d+))?(?:-(?:(\d+):)?(\d+))?/.exec(loc) : null;
  if (!match) return null;
  const line = Number(match[1]);
  const column = match[2] ? Number(match[2]) + 1 : 1;
  const endLine = match[3] ? Number(match[3]) : line;
  const endColumn = match[4] ? Number(match[4]) + 1 : undefined;
  return { file, line, column, endLine, ...(endColumn ? { endColumn } : {}) };
}

/** The project file a problem names (`./src/index.js 3:5-12`), with its place. */
function locate(problem: StatsError): SourceRange | null {
  const identifier = problem.moduleIdentifier?.split('!').pop()?.split('|').pop()?.split('?')[0];
  if (!identifier?.startsWith(`${PROJECT_DIR}/`) || identifier.includes('/node_modules/')) return null;
  return rangeOf(problem.loc, projectPath(identifier)) ?? { file: projectPath(identifier), line: 1, column: 1 };
}

/** webpack's printed errors and warnings, one block each (`ERROR in ...`, `WARNING in ...`). */
function printedBlocks(stats: Stats): string[] {
  const printed = stats.toString({ preset: 'errors-warnings', colors: false, errorDetails: true });
  return printed
    .split(/\n(?=(?:ERROR|WARNING)\b)/)
    .map((block) => block.replace(/\n+webpack compiled[^\n]*$/, '').trim())
    .filter(
      (block) =>
        /^(?:ERROR|WARNING)\b/.test(block) &&
        !/^(?:ERROR|WARNING)s? in child compilations|^webpack compiled/.test(block),
    );
}

function problemsOf(stats: Stats, json: StatsCompilation): Problem[] {
  const errors = json.errors ?? [];
  const warnings = json.warnings ?? [];
  const blocks = printedBlocks(stats);
  const errorBlocks = blocks.filter((block) => block.startsWith('ERROR'));
  const warningBlocks = blocks.filter((block) => block.startsWith('WARNING'));
  const fallback = (severity: 'error' | 'warning', item: StatsError) =>
    `${severity.toUpperCase()}${item.moduleName ? ` in ${item.moduleName}${item.loc ? ` ${item.loc}` : ''}` : ''}\n${item.message}`;
  return [
    ...errors.map((item, i): Problem => ({
      severity: 'error',
      text: errorBlocks.length === errors.length ? (errorBlocks[i] ?? '') : fallback('error', item),
      at: locate(item),
    })),
    ...warnings.map((item, i): Problem => ({
      severity: 'warning',
      text: warningBlocks.length === warnings.length ? (warningBlocks[i] ?? '') : fallback('warning', item),
      at: locate(item),
    })),
  ];
}

function summaries(json: StatsCompilation): { chunks: ChunkSummary[]; modules: ModuleSummary[] } {
  // Modules only: webpack also lists groups (runtime modules, orphans) among them.
  const modules: ModuleSummary[] = (json.modules ?? [])
    .filter((module) => module.type === 'module')
    .map((module) => ({
      name: module.name ?? String(module.identifier),
      size: module.size ?? 0,
      chunks: (module.chunks ?? []).map(String),
      type: module.moduleType ?? module.type ?? '',
      issuer: module.issuerName ?? null,
    }));
  const chunks: ChunkSummary[] = (json.chunks ?? []).map((chunk) => {
    const id = String(chunk.id);
    return {
      id,
      names: chunk.names ?? [],
      files: chunk.files ?? [],
      size: chunk.size,
      initial: chunk.initial,
      entry: chunk.entry,
      modules: modules.filter((m) => m.chunks.includes(id)).length,
    };
  });
  return { chunks, modules };
}

async function outputFile(host: RunnerHost, fs: MemoryFileSystem, absolute: string): Promise<OutputFile> {
  const bytes = fs.readFileSync(absolute) as Uint8Array;
  const file: OutputFile = { path: projectPath(absolute), size: bytes.byteLength, gzip: await gzipSize(bytes) };
  if (TEXT_FILE.test(absolute)) file.text = new TextDecoder().decode(bytes);
  else file.base64 = toBase64(bytes);
  return file;
}

function compile(
  compiler: Compiler | MultiCompiler,
): Promise<{ error: Error | null; stats: Stats | MultiStats | undefined }> {
  return new Promise((resolve) => {
    compiler.run((error, stats) => {
      compiler.close(() => resolve({ error: error ?? null, stats: stats ?? undefined }));
    });
  });
}

/**
 * One build of the project as it is. Without `detail` (the build's decisions), the result has
 * the problems only: no files, chunks or modules.
 */
async function buildOnce(
  host: RunnerHost,
  project: Project,
  options: { detail: boolean; fillEntries: boolean; minimize: boolean },
): Promise<Omit<BuildResult, 'time'>> {
  const { detail } = options;
  const fs = projectFileSystem(project, host.webpackFiles);
  const modules = new ModuleRunner(fs, host.modules, {
    process: CONFIG_PROCESS,
    ...(host.console ? { console: host.console } : {}),
  });
  host.useFileSystem?.(fs, modules);
  const added: Project['files'] = {};
  const empty = { files: [], chunks: [], modules: [], webpackVersion: host.webpack.version, added };
  const loaded = await loadConfiguration(host, fs, modules, project.mode);
  if (!loaded.ok) return { ...empty, mode: project.mode ?? 'production', problems: [loaded.problem] };
  const configs = loaded.configs.map((config) => prepare(config, project.mode, options.minimize));
  if (options.fillEntries) {
    for (const path of entryStandIns(configs, project)) {
      added[path] = standIn(path);
      fs.putFile(`${PROJECT_DIR}/${path}`, bytesOf(added[path]));
    }
    fs.takeWritten();
  }
  let compiler: Compiler | MultiCompiler;
  try {
    compiler = host.webpack(loaded.multi ? configs : (configs[0] ?? {}));
  } catch (error) {
    return {
      ...empty,
      mode: project.mode ?? configs[0]?.mode ?? 'production',
      problems: [configProblem(error, loaded.code === null ? null : validationLocation(error, loaded.code))],
    };
  }
  const compilers = 'compilers' in compiler ? compiler.compilers : [compiler];
  for (const each of compilers) {
    each.inputFileSystem = fs as unknown as Compiler['inputFileSystem'];
    each.outputFileSystem = fs as unknown as Compiler['outputFileSystem'];
    each.intermediateFileSystem = fs as unknown as Compiler['intermediateFileSystem'];
    each.watchFileSystem = null;
  }
  const mode = compilers[0]?.options.mode ?? 'production';
  const { error, stats } = await compile(compiler);
  const problems: Problem[] = [];
  const chunks: ChunkSummary[] = [];
  const moduleList: ModuleSummary[] = [];
  if (error) problems.push(configProblem(error, null));
  const children = stats ? ('stats' in stats ? stats.stats : [stats]) : [];
  for (const child of children) {
    if (!detail) {
      const json = child.toJson({ all: false, errors: true });
      problems.push(
        ...(json.errors ?? []).map((item): Problem => ({ severity: 'error', text: item.message, at: null })),
      );
      continue;
    }
    const json = child.toJson({
      all: false,
      chunks: true,
      modules: true,
      ids: true,
      errors: true,
      warnings: true,
      moduleTrace: true,
      errorDetails: true,
      orphanModules: false,
      runtimeModules: false,
      cachedModules: true,
    });
    problems.push(...problemsOf(child, json));
    const summary = summaries(json);
    chunks.push(...summary.chunks);
    moduleList.push(...summary.modules);
  }
  if (!detail) return { ...empty, mode, problems };
  const written = fs
    .takeWritten()
    .filter((file) => fs.existsSync(file))
    .sort();
  const files = await Promise.all(written.map((file) => outputFile(host, fs, file)));
  return { ...empty, mode, files, chunks, modules: moduleList, problems };
}

/** A 1x1 transparent PNG. */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==';

const STANDINS: Record<string, (path: string) => ProjectFile> = {
  js: (path) => `console.log('${path}');\n`,
  mjs: (path) => `console.log('${path}');\n`,
  cjs: (path) => `console.log('${path}');\n`,
  ts: (path) => `console.log('${path}');\n`,
  css: (path) => `/* ${path} */\nbody {\n  margin: 0;\n}\n`,
  html: (path) =>
    `<!doctype html>\n<html lang="en">\n<head><meta charset="utf-8"><title>${path}</title></head>\n<body></body>\n</html>\n`,
  json: () => '{}\n',
  webmanifest: () => '{}\n',
  svg: () => '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16"/>\n',
  png: () => ({ base64: PNG }),
};

/** The stand-in of a file, by its extension. */
function standIn(path: string): ProjectFile {
  return STANDINS[path.split('.').pop() ?? '']?.(path) ?? '';
}

/**
 * The stand-in a relative request that does not resolve gets (`./src/app` in `/project` ->
 * `src/app.js`), or null: a request that is not relative, a folder outside the project, or a file
 * the playground has no stand-in for.
 */
function standInPath(request: string, dir: string, project: Project): string | null {
  if (!/^\.{1,2}\//.test(request)) return null;
  const absolute = normalize(`${dir}/${request}`);
  if (!absolute.startsWith(`${PROJECT_DIR}/`) || absolute.includes('/node_modules/')) return null;
  let path = projectPath(absolute);
  const last = path.split('/').pop() ?? '';
  if (request.endsWith('/') || last === 'src' || last === 'app' || last === 'lib') path = `${path}/index.js`;
  else if (!last.includes('.')) path = `${path}.js`;
  return !(path in project.files) && STANDINS[path.split('.').pop() ?? ''] ? path : null;
}

/** The files a build could not find in the project, named as a configuration example names them. */
function missingFiles(problems: readonly Problem[], project: Project): string[] {
  const missing = new Set<string>();
  for (const problem of problems) {
    const match = /Can't resolve '(\.{1,2}\/[^']*)' in '([^']+)'/.exec(problem.text);
    const path = match?.[1] && match[2] ? standInPath(match[1], match[2], project) : null;
    if (path) missing.add(path);
  }
  return [...missing];
}

/** webpack's entry where a configuration names none. */
const DEFAULT_ENTRY = './src';

/** The requests of a configuration's entry points; none for an entry webpack gets from a function. */
function entryRequests(entry: Configuration['entry']): string[] {
  if (entry === undefined) return [DEFAULT_ENTRY];
  if (typeof entry === 'string') return [entry];
  if (Array.isArray(entry)) return entry.filter((item) => typeof item === 'string');
  if (!entry || typeof entry !== 'object') return [];
  return Object.values(entry).flatMap((value: unknown) => {
    const request = value && typeof value === 'object' && 'import' in value ? value.import : value;
    return typeof request === 'string'
      ? [request]
      : Array.isArray(request)
        ? request.filter((item) => typeof item === 'string')
        : [];
  });
}

/**
 * The stand-ins a configuration example's entry points need before its first build, so that the
 * build does not fail on them and run again. Only an entry no project file could answer gets one
 * (`./src/app.js` with no `src/app` and no `src/app.*`: not even `resolve.extensionAlias` finds
 * a file there); an entry of another form is left to the build's errors, as any other file.
 */
function entryStandIns(configs: readonly Configuration[], project: Project): string[] {
  const paths = new Set<string>();
  const names = Object.keys(project.files);
  for (const config of configs) {
    const dir = config.context ?? PROJECT_DIR;
    for (const request of entryRequests(config.entry)) {
      if (/[!?#]/.test(request)) continue;
      const path = standInPath(request, dir, project);
      if (!path) continue;
      // What the request names, and the stand-in without its extension: no project file may start so.
      const taken = [projectPath(normalize(`${dir}/${request}`)).replace(/\/$/, ''), path.replace(/\.[^./]+$/, '')];
      const answers = (name: string) =>
        taken.some((stem) => name === stem || name.startsWith(`${stem}.`) || name.startsWith(`${stem}/`));
      if (!names.some(answers)) paths.add(path);
    }
  }
  return [...paths];
}

/**
 * Builds the project. With `fillMissing` (an example of the docs, whose page shows only its
 * configuration), the entry points the configuration names and the project lacks get small
 * stand-ins before the first build; each other project file the build names and cannot find gets
 * one too, and the project is built again, a few times at most. The result lists the files added.
 *
 * `defaultMinimizer: false` (the build's decisions, which need a build's errors only) leaves out
 * webpack's default minimizer where the configuration has no say in minimizing: Terser with its
 * defaults, run on the code webpack wrote. It adds no error to such a build: all 1,452 configuration
 * examples of the docs decided the same with it and without, and test/unit/playground-run.test.ts
 * checks those of output and optimization and every example project of the guides. Run one after
 * another, the 1,452 configuration examples took 10 to 12.5 ms each without it against 13.9 ms with
 * it (1 December 2026); in a whole cold build the gain is smaller than the machine's noise.
 */
export async function runProject(
  host: RunnerHost,
  project: Project,
  options: { fillMissing?: boolean; detail?: boolean; defaultMinimizer?: boolean } = {},
): Promise<BuildResult> {
  const started = performance.now();
  const added: Project['files'] = {};
  let current = project;
  for (let round = 0; ; round += 1) {
    const fillEntries = Boolean(options.fillMissing) && round === 0;
    const build = () =>
      buildOnce(host, current, {
        detail: options.detail ?? true,
        fillEntries,
        minimize: options.defaultMinimizer ?? true,
      });
    const result = await (host.scope ? host.scope(build) : build());
    Object.assign(added, result.added);
    const missing = options.fillMissing && round < FILL_ROUNDS ? missingFiles(result.problems, current) : [];
    if (!missing.length) return { ...result, added, time: Math.round(performance.now() - started) };
    for (const path of missing) added[path] = standIn(path);
    current = { ...current, files: { ...current.files, ...added } };
  }
}
