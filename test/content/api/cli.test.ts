/**
 * content/api/cli.md documents every command and every flag of the installed webpack-cli, so the
 * page stays complete when webpack, webpack-cli or webpack-dev-server is upgraded.
 *
 * The convention the page follows, and this test reads:
 * - A command is documented by a heading whose text is its name (`### build`); its aliases are
 *   named in the commands table (`build`, `bundle`, `b` in code in one row).
 * - A flag of the CLI itself (`--config`, `--env`, the global `--help`) is documented by a
 *   heading that names it (`### --config`, `### -c, --config`) or by the first cell of a table
 *   row that names it in code (`--output` of `webpack info`).
 * - Every flag webpack derives from its schema (`require('webpack').cli.getArguments()`), and
 *   every flag of `webpack serve` that webpack-dev-server derives from its own schema, has a row
 *   in a table whose first header is `Flag`. The row is generated from the argument, so this test
 *   knows it exactly: `| flag | type | multiple | link to the option's heading |`. A flag that
 *   only exists negated (`amd` takes only `false`) is written `--no-amd`. The link points to the
 *   heading of the configuration page that documents the option the flag sets (found with the
 *   same catalog as `src/node/content/config-reference/print.ts`). A missing or changed row fails
 *   with the row to write; `PRINT_CLI_TABLES=1 npx vitest run test/content/api/cli.test.ts`
 *   prints all the tables.
 * - The page states the rule for `--no-` flags: a flag whose type includes `boolean` or `false`
 *   also has a `--no-` form. The test holds the help output to that rule.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { closeSync, existsSync, openSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Heading, Table } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import {
  devServerSchemaFile,
  loadSchemas,
  optionCatalog,
  type SchemaNode,
} from '../../../src/node/content/config-reference/catalog';
import { CONTENT_DIR, ROOT } from '../../../src/node/paths';
import { codeBlocks, markdownTree, blockWith } from '../../support/code-blocks';
import { expectPrinted, freePorts, runCli, WEBPACK_CLI } from '../../support/cli';
import { copyProject, tempDir, writeProject } from '../../support/project';
import { readPage } from '../../support/content';

const requireFromRoot = createRequire(path.join(ROOT, 'package.json'));
const PAGE = path.join(CONTENT_DIR, 'api', 'cli.md');

interface ArgumentConfig {
  type: string;
  path: string;
  multiple: boolean;
  values?: unknown[];
}
interface Argument {
  configs: ArgumentConfig[];
  multiple: boolean;
}
type Arguments = Record<string, Argument>;

const webpack = requireFromRoot('webpack') as { cli: { getArguments: (schema?: unknown) => Arguments } };
// The schema webpack-cli derives the flags of `webpack serve` from (`devServer.schema`). Since
// webpack-dev-server 6 the package's `exports` hide lib/options.json, so it is read from the folder.
const devServerSchema = JSON.parse(readFileSync(devServerSchemaFile(), 'utf8')) as unknown;
export const webpackArguments = webpack.cli.getArguments();
export const devServerArguments = webpack.cli.getArguments(devServerSchema);
/** The flags that webpack-cli gives a one-letter alias, by their name (webpack-cli's FLAGS_WITH_ALIAS). */
const SHORT: Record<string, string> = { devtool: 'd', 'output-path': 'o', target: 't', watch: 'w', extends: 'e' };

// ---------------------------------------------------------------------------------------------
// Where each option is documented: the catalog of the configuration pages, plus the schema's
// shared definitions (`module.parser.javascript/auto.amd` is documented as
// `module.parser.javascript.amd`, `stats.children[].hash` as `stats.hash`).

const catalog = optionCatalog();
const schemas = loadSchemas();

function tokens(optionPath: string): string[] {
  return optionPath.match(/\[\]|[^.[\]]+/g) ?? [];
}
function joinTokens(parts: readonly string[]): string {
  return parts.reduce((joined, part) => (part === '[]' ? `${joined}[]` : joined ? `${joined}.${part}` : part), '');
}

/** The definitions a schema node stands for (through `$ref` and alternatives), and the nodes behind them. */
function expand(
  root: SchemaNode,
  node: SchemaNode,
  defs: Set<string>,
  nodes: SchemaNode[],
  seen = new Set<SchemaNode>(),
): void {
  if (seen.has(node)) return;
  seen.add(node);
  if (node.$ref) {
    const name = node.$ref.split('/').pop() ?? '';
    defs.add(name);
    const target = root.definitions?.[name];
    if (target) expand(root, target, defs, nodes, seen);
    return;
  }
  nodes.push(node);
  for (const alternative of [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])])
    expand(root, alternative, defs, nodes, seen);
}

/** The definitions the option at `optionPath` stands for, walking the webpack or the dev server schema. */
function definitionsAt(optionPath: string): Set<string> {
  const devServer = optionPath === 'devServer' || optionPath.startsWith('devServer.');
  const root = devServer ? schemas.devServer : schemas.webpack;
  let parts = tokens(optionPath);
  let current: SchemaNode[] = [root];
  if (devServer) parts = parts.slice(1);
  let defs = new Set<string>();
  for (const part of parts) {
    const next: SchemaNode[] = [];
    for (const node of current) {
      const nodes: SchemaNode[] = [];
      expand(root, node, new Set(), nodes);
      for (const concrete of nodes) {
        if (part === '[]') {
          const items = Array.isArray(concrete.items) ? concrete.items : concrete.items ? [concrete.items] : [];
          next.push(...items);
        } else if (part.startsWith('{')) {
          if (typeof concrete.additionalProperties === 'object') next.push(concrete.additionalProperties);
        } else if (concrete.properties?.[part]) next.push(concrete.properties[part]);
      }
    }
    current = next;
    defs = new Set();
    for (const node of current) expand(root, node, defs, []);
  }
  return new Set([...defs].map((name) => `${devServer ? 'devServer' : 'webpack'}:${name}`));
}

/** Documented option paths by their path without array items (`module.rules.use.sourceTest`), where that is unique. */
const byItemless = new Map<string, string>();
{
  const count = new Map<string, number>();
  for (const option of catalog.options) {
    const key = option.path.replace(/\[\]/g, '');
    count.set(key, (count.get(key) ?? 0) + 1);
    byItemless.set(key, option.path);
  }
  for (const [key, times] of count) if (times > 1) byItemless.delete(key);
}

/** Documented option paths by the definitions they stand for, in catalog order. */
const byDefinition = new Map<string, string[]>();
for (const option of catalog.options) {
  for (const def of definitionsAt(option.path)) byDefinition.set(def, [...(byDefinition.get(def) ?? []), option.path]);
}

/**
 * The documented option that an argument's path sets: the option itself, an alias, the option
 * that owns the same schema definition (`exact`), or else the nearest documented parent.
 */
export function documentedOption(argumentPath: string): { path: string; exact: boolean } {
  const parts = tokens(argumentPath);
  while (parts.at(-1) === '[]') parts.pop();
  const whole = joinTokens(parts);
  if (catalog.byPath.has(whole)) return { path: whole, exact: true };
  const alias = catalog.aliases.get(whole);
  if (alias) return { path: alias, exact: true };
  for (let at = parts.length - 1; at > 0; at--) {
    const rest = parts.slice(at);
    for (const def of definitionsAt(joinTokens(parts.slice(0, at)))) {
      for (const owner of byDefinition.get(def) ?? []) {
        const candidate = joinTokens([...tokens(owner), ...rest]);
        if (catalog.byPath.has(candidate)) return { path: candidate, exact: true };
        // `module.parser.css/auto.parseErrors` is itself documented as `module.parser.css.parseErrors`
        const candidateAlias = catalog.aliases.get(candidate);
        if (candidateAlias) return { path: candidateAlias, exact: true };
      }
    }
  }
  // webpack-cli's `module.rules[].use.sourceTest` is documented as `module.rules[].use[].sourceTest`
  const itemless = byItemless.get(whole.replace(/\[\]/g, ''));
  if (itemless) return { path: itemless, exact: false };
  for (let at = parts.length - 1; at > 0; at--) {
    const parent = joinTokens(parts.slice(0, at));
    if (catalog.byPath.has(parent)) return { path: parent, exact: false };
  }
  throw new Error(`no configuration heading documents ${argumentPath}`);
}

function anchorOf(optionPath: string): string {
  const option = catalog.byPath.get(optionPath);
  if (!option) throw new Error(`${optionPath} is not in the catalog`);
  return `${option.page}#${option.id}`;
}

// ---------------------------------------------------------------------------------------------
// The rows of the flag tables.

function typeCell(argument: Argument): string {
  const parts: string[] = [];
  for (const config of argument.configs) {
    if (config.type === 'enum') parts.push(...(config.values ?? []).map((value) => JSON.stringify(value)));
    else parts.push(config.type);
  }
  let unique = [...new Set(parts)];
  if (unique.includes('boolean')) unique = unique.filter((part) => part !== 'true' && part !== 'false');
  if (unique.includes('true') && unique.includes('false'))
    unique = ['boolean', ...unique.filter((part) => part !== 'true' && part !== 'false')];
  return unique.join(' \\| ');
}

/** The argument takes only `false`: webpack-cli offers just its `--no-` form. */
function onlyNegated(argument: Argument): boolean {
  return argument.configs.every(
    (config) => config.type === 'enum' && config.values?.length === 1 && config.values[0] === false,
  );
}

/** The argument takes `false` or a boolean: webpack-cli adds a `--no-` form. */
function negatable(argument: Argument): boolean {
  return argument.configs.some(
    (config) => config.type === 'boolean' || (config.type === 'enum' && (config.values ?? []).includes(false)),
  );
}

function flagCell(name: string, argument: Argument): string {
  if (onlyNegated(argument)) return `\`--no-${name}\``;
  const short = SHORT[name];
  return short ? `\`-${short}\`, \`--${name}\`` : `\`--${name}\``;
}

/**
 * The option a flag sets, as its row shows it (the shortest of its paths, without a trailing
 * `[]`, preferring one that a heading documents exactly), and the heading its row links.
 */
function optionOf(argument: Argument, prefix: string): { shown: string; documented: string } {
  const paths = [...new Set(argument.configs.map((config) => prefix + config.path.replace(/(\[\])+$/, '')))].sort(
    (a, b) => a.length - b.length,
  );
  const resolved = paths.map((shown) => ({ shown, ...documentedOption(shown) }));
  const best = resolved.find((candidate) => candidate.exact) ?? resolved[0];
  if (!best) throw new Error('an argument without a path');
  return { shown: best.shown, documented: best.path };
}

export function row(name: string, argument: Argument, prefix = ''): string {
  const { shown, documented } = optionOf(argument, prefix);
  const link = `[\`${shown}\`](${anchorOf(documented)})`;
  return `| ${flagCell(name, argument)} | ${typeCell(argument)} | ${argument.multiple ? 'yes' : ''} | ${link} |`;
}

const TABLE_HEAD = '| Flag | Type | Multiple | Option |\n| --- | --- | --- | --- |';

/** The section a schema flag is listed in: its top-level option, and for module.parser/generator the module type. */
function sectionOf(argument: Argument): string {
  const parts = tokens(argument.configs[0]?.path ?? '');
  if (parts[0] === 'module' && (parts[1] === 'parser' || parts[1] === 'generator')) return parts.slice(0, 3).join('.');
  return parts[0] ?? '';
}

export function renderTables(): string {
  const sections = new Map<string, string[]>();
  for (const [name, argument] of Object.entries(webpackArguments)) {
    const section = sectionOf(argument);
    sections.set(section, [...(sections.get(section) ?? []), row(name, argument)]);
  }
  const out: string[] = [];
  for (const [section, rows] of sections) out.push(`#### ${section} flags\n\n${TABLE_HEAD}\n${rows.join('\n')}\n`);
  out.push(
    `DEV SERVER\n\n${TABLE_HEAD}\n${Object.entries(devServerArguments)
      .map(([name, argument]) => row(name, argument, 'devServer.'))
      .join('\n')}\n`,
  );
  return out.join('\n');
}

if (process.env.PRINT_CLI_TABLES) console.log(renderTables());

// ---------------------------------------------------------------------------------------------
// What the CLI's help prints.

const cwd = tempDir('api-cli-help');
/**
 * Runs webpack-cli with its output going to a file: the help of every flag is larger than a pipe
 * holds, and webpack-cli exits before a pipe drains, so a pipe would cut it short.
 */
function help(args: string[]): string {
  const file = path.join(cwd, 'help.txt');
  const fd = openSync(file, 'w');
  try {
    const result = spawnSync(process.execPath, [WEBPACK_CLI, ...args], {
      cwd,
      stdio: ['ignore', fd, fd],
      env: { ...process.env, NO_COLOR: '1' },
    });
    expect(result.status, readFileSync(file, 'utf8')).toBe(0);
  } finally {
    closeSync(fd);
  }
  // eslint-disable-next-line no-control-regex
  return readFileSync(file, 'utf8').replace(/\u001b\[[0-9;]*m/g, '');
}

interface HelpScreen {
  flags: string[];
  commands: string[][];
}
function parseHelp(printed: string): HelpScreen {
  const flags: string[] = [];
  const commands: string[][] = [];
  let section = '';
  for (const line of printed.split('\n')) {
    if (/^\S/.test(line) && !/^─+$/.test(line.trim())) section = line.trim();
    const option = /^ {2}(?:(-\w), )?(--[\w-]+)/.exec(line);
    if (option && /Options$|^Global options$/i.test(section))
      flags.push(...option.slice(1).filter((flag): flag is string => Boolean(flag)));
    const command = /^ {2}([\w|]+) /.exec(line);
    if (command?.[1] && section === 'Commands') commands.push(command[1].split('|'));
  }
  return { flags, commands };
}

// ---------------------------------------------------------------------------------------------
// What the page documents.

interface PageFacts {
  headings: string[];
  /** Flags named in headings or in the first cell of a table row. */
  flags: Set<string>;
  /** Every table row, as its Markdown line. */
  lines: Set<string>;
  /** The rows of the tables whose first header is `Flag`, by line. */
  flagRows: string[];
  /** Rows of the commands table: the names in code of its first cell. */
  commandRows: string[][];
}

function readPageFacts(): PageFacts {
  const text = existsSync(PAGE) ? readPage(PAGE) : '';
  const facts: PageFacts = {
    headings: [],
    flags: new Set(),
    lines: new Set(text.split('\n')),
    flagRows: [],
    commandRows: [],
  };
  if (!text) return facts;
  const tree = markdownTree(PAGE);
  const lines = text.split('\n');
  const flagsIn = (value: string) => value.split(/[\s,()`]+/).filter((token) => /^--?[\w-]+$/.test(token));
  visit(tree, 'heading', (node: Heading) => {
    const heading = toString(node).trim();
    facts.headings.push(heading);
    for (const flag of flagsIn(heading)) facts.flags.add(flag);
  });
  visit(tree, 'table', (node: Table) => {
    const head = toString(node.children[0]?.children[0]).trim();
    for (const tableRow of node.children.slice(1)) {
      const first = tableRow.children[0];
      if (!first) continue;
      const codes: string[] = [];
      visit(first, 'inlineCode', (code: { value: string }) => {
        codes.push(code.value);
      });
      for (const code of codes) for (const flag of flagsIn(code)) facts.flags.add(flag);
      if (head === 'Command') facts.commandRows.push(codes);
      if (node.children[0]?.children.map((cell) => toString(cell).trim()).join(' ') === 'Flag Type Multiple Option')
        facts.flagRows.push(lines[(tableRow.position?.start.line ?? 0) - 1] ?? '');
    }
  });
  return facts;
}

const page = readPageFacts();

describe('content/api/cli.md', () => {
  const globalHelp = help(['--help=verbose']);
  const commands = parseHelp(globalHelp).commands;

  it('finds the commands and every flag to check', () => {
    // The whole help: its last flags and its commands.
    expect(parseHelp(globalHelp).flags).toEqual(
      expect.arrayContaining(['--watch-options-stdin', '--no-watch-options-stdin', '--color', '--help']),
    );
    expect(page.headings.length, 'write content/api/cli.md').toBeGreaterThan(0);
    expect(commands.map((names) => names[0])).toEqual(
      expect.arrayContaining(['build', 'watch', 'serve', 'info', 'configtest', 'version', 'help']),
    );
    expect(Object.keys(webpackArguments).length).toBeGreaterThan(1000);
    expect(Object.keys(devServerArguments).length).toBeGreaterThan(40);
  });

  it('has a heading for every command and names all its aliases in the commands table', () => {
    const missing = commands.filter(([name]) => !page.headings.includes(name ?? '')).map(([name]) => name);
    expect(missing, 'commands without a heading').toEqual([]);
    for (const names of commands) {
      expect(page.commandRows, `a row of the commands table names ${names.join(', ')}`).toContainEqual(names);
    }
  });

  it('says that webpack-cli has no init, loader or plugin command', () => {
    const names = commands.flat();
    for (const name of ['init', 'loader', 'plugin']) expect(names).not.toContain(name);
    expect([...page.lines].join('\n')).toMatch(/`init`, `loader` (and|or) `plugin`/);
  });

  const screens: [string, string[]][] = [
    ['webpack --help=verbose', ['--help=verbose']],
    ['webpack build --help=verbose', ['build', '--help=verbose']],
    ['webpack watch --help=verbose', ['watch', '--help=verbose']],
    ['webpack serve --help=verbose', ['serve', '--help=verbose']],
    ['webpack help info', ['help', 'info']],
    ['webpack help configtest', ['help', 'configtest']],
    ['webpack help version', ['help', 'version']],
    ['webpack help help', ['help', 'help']],
    ['webpack help complete', ['help', 'complete']],
  ];
  for (const [command, args] of screens) {
    it(`documents every flag that \`${command}\` lists`, () => {
      const { flags } = parseHelp(help(args));
      expect(flags.length).toBeGreaterThan(3);
      const missing = flags.filter((flag) => {
        if (page.flags.has(flag)) return false;
        // A `--no-x` flag is covered by the page's rule when `x` has a row whose type is negatable.
        const negated = /^--no-(.+)$/.exec(flag)?.[1];
        if (!negated) return true;
        const argument = webpackArguments[negated] ?? devServerArguments[negated];
        return !(argument && negatable(argument) && page.flags.has(`--${negated}`));
      });
      expect(missing, `flags of ${command} the page does not document`).toEqual([]);
    });
  }

  it('gives every `--no-` flag of the help a flag whose type includes boolean or false, as the page says', () => {
    expect([...page.lines].join('\n')).toContain('also has a `--no-` form');
    const printed = new Set(parseHelp(help(['serve', '--help=verbose'])).flags);
    for (const flag of parseHelp(help(['build', '--help=verbose'])).flags) printed.add(flag);
    for (const [name, argument] of [...Object.entries(webpackArguments), ...Object.entries(devServerArguments)]) {
      expect(printed.has(`--no-${name}`), `--no-${name}`).toBe(negatable(argument));
    }
  });

  it('has the row of every flag webpack derives from its schema, linked to the option', () => {
    const missing = Object.entries(webpackArguments)
      .map(([name, argument]) => row(name, argument))
      .filter((line) => !page.flagRows.includes(line));
    expect(missing, 'write these rows (or run with PRINT_CLI_TABLES=1)').toEqual([]);
  });

  it('has the row of every flag of webpack serve that webpack-dev-server derives from its schema', () => {
    const missing = Object.entries(devServerArguments)
      .map(([name, argument]) => row(name, argument, 'devServer.'))
      .filter((line) => !page.flagRows.includes(line));
    expect(missing, 'write these rows (or run with PRINT_CLI_TABLES=1)').toEqual([]);
  });

  it('has no flag row for a flag that does not exist', () => {
    const expected = new Set([
      ...Object.entries(webpackArguments).map(([name, argument]) => row(name, argument)),
      ...Object.entries(devServerArguments).map(([name, argument]) => row(name, argument, 'devServer.')),
    ]);
    expect(page.flagRows.filter((line) => !expected.has(line))).toEqual([]);
  });

  it('links schema flags to headings that exist on the configuration pages', () => {
    // The catalog is what the configuration pages are held to; a link to one of its ids is a
    // link to an existing heading (test/content/config-reference.test.ts).
    for (const line of page.flagRows) {
      const href = /\]\(([^)]+)\)/.exec(line)?.[1] ?? '';
      const [url, id] = href.split('#');
      expect(
        catalog.options.some((option) => option.page === url && option.id === id),
        `${line} links ${href}`,
      ).toBe(true);
    }
  });
});

describe('the project and the commands content/api/cli.md shows', () => {
  const project = path.join(ROOT, 'examples', 'api', 'cli');
  const pageText = existsSync(PAGE) ? readPage(PAGE) : '';
  const blocks = existsSync(PAGE) ? codeBlocks(PAGE) : [];
  /** The one `text` block that contains `text`, with the reader's project path put back. */
  const shown = (text: string, copy: string) => blockWith(blocks, text).split('/path/to/project').join(copy);

  it('shows every command it runs below', () => {
    for (const command of [
      'npx webpack --mode production --output-filename bundle.js --stats summary',
      'npx webpack --json stats.json',
      'npx webpack --entry ./src/nope.js --stats errors-only',
    ])
      expect(pageText).toContain(command);
    expect(pageText).toContain('"build": "webpack --mode production --env production"');
  });

  it('builds with `npm run build` as the page prints', () => {
    const copy = copyProject(project, 'api-cli-build');
    const { status, printed } = runCli(copy, ['--mode', 'production', '--env', 'production']);
    expect(status, printed).toBe(0);
    expectPrinted(printed, blockWith(blocks, 'asset main.'));
    const files = readdirSync(path.join(copy, 'dist'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^main\.[0-9a-f]{20}\.js$/);
  });

  it('lets a schema flag override the configuration, and --stats summary print one line', () => {
    const copy = copyProject(project, 'api-cli-override');
    const { status, printed } = runCli(copy, [
      '--mode',
      'production',
      '--output-filename',
      'bundle.js',
      '--stats',
      'summary',
    ]);
    expect(status, printed).toBe(0);
    const line = `webpack ${requireFromRoot('webpack/package.json').version as string} compiled successfully`;
    expect(printed.trim()).toBe(line);
    expect(
      blocks.some((block) => block.lang === 'text' && block.code === line),
      `a text block shows only ${line}`,
    ).toBe(true);
    expect(readdirSync(path.join(copy, 'dist'))).toEqual(['bundle.js']);
    expect(execFileSync(process.execPath, [path.join(copy, 'dist', 'bundle.js')], { encoding: 'utf8' })).toBe(
      'Built for production\n',
    );
  });

  it("adds positional entries to the configuration's entry, and builds only them after --entry-reset", () => {
    expect(pageText).toContain('npx webpack --entry-reset ./src/other.js --mode development');
    const copy = copyProject(project, 'api-cli-entries');
    writeFileSync(path.join(copy, 'src', 'other.js'), "console.log('other');\n");
    const main = path.join(copy, 'dist', 'main.js');
    expect(runCli(copy, ['./src/other.js', '--mode', 'development']).status).toBe(0);
    expect(execFileSync(process.execPath, [main], { encoding: 'utf8' })).toBe('Built for development\nother\n');
    expect(runCli(copy, ['--entry-reset', './src/other.js', '--mode', 'development']).status).toBe(0);
    expect(execFileSync(process.execPath, [main], { encoding: 'utf8' })).toBe('other\n');
  });

  it('validates the configuration with configtest', () => {
    const copy = copyProject(project, 'api-cli-configtest');
    const { status, printed } = runCli(copy, ['configtest']);
    expect(status, printed).toBe(0);
    expectPrinted(printed, shown('No validation errors found.', copy));
  });

  it('writes the stats as JSON with --json <file>', () => {
    const copy = copyProject(project, 'api-cli-json');
    const { status, printed } = runCli(copy, ['--json', 'stats.json']);
    expect(status, printed).toBe(0);
    const json = JSON.parse(readFileSync(path.join(copy, 'stats.json'), 'utf8')) as { assets: { name: string }[] };
    expect(json.assets.map((asset) => asset.name)).toEqual(['main.js']);
  });

  it('exits with 1 on a build error, as the page prints', () => {
    const copy = copyProject(project, 'api-cli-error');
    const { status, printed } = runCli(copy, ['--entry', './src/nope.js', '--stats', 'errors-only']);
    expect(status).toBe(1);
    expectPrinted(printed, shown('ERROR in main', copy));
  });

  it('exits with 2 on an unknown entry, a wrong value and a lone --merge', () => {
    const copy = copyProject(project, 'api-cli-usage');
    const entry = runCli(copy, ['./src/missing.js']);
    expect(entry.status).toBe(2);
    expect(entry.printed).toContain('Unknown command or entry');
    const mode = runCli(copy, ['--mode', 'prod']);
    expect(mode.status).toBe(2);
    expect(mode.printed).toContain("Invalid value 'prod' for the '--mode' option");
    expect(pageText).toContain("Invalid value 'prod' for the '--mode' option");
    const merge = runCli(copy, ['--merge']);
    expect(merge.status).toBe(2);
    expect(pageText.replace(/\s+/g, ' ')).toContain('It needs at least two configurations');
  });

  it('passes env to a configuration function as the page says, and takes NODE_ENV as the mode', () => {
    const copy = copyProject(project, 'api-cli-env');
    writeFileSync(
      path.join(copy, 'webpack.config.js'),
      "module.exports = (env, argv) => { console.log('ENV ' + JSON.stringify({ ...env, keys: Object.keys(env) }) + ' ' + argv.outputPath); return { entry: './src/index.js' }; };\n",
    );
    const run = runCli(
      copy,
      [
        '--env',
        'production',
        '--env',
        'target=es2020',
        '--env',
        'app.title=Demo',
        '--env',
        'gone=',
        '--output-path',
        'out',
      ],
      { NODE_ENV: 'production' },
    );
    expect(run.status, run.printed).toBe(0);
    const env = JSON.parse(/^ENV (.*) out$/m.exec(run.printed)?.[1] ?? 'null') as Record<string, unknown>;
    const keys = ['WEBPACK_BUNDLE', 'WEBPACK_BUILD', 'production', 'target', 'app', 'gone'];
    expect(env).toEqual({
      WEBPACK_BUNDLE: true,
      WEBPACK_BUILD: true,
      production: true,
      target: 'es2020',
      app: { title: 'Demo' },
      keys,
    });
    // NODE_ENV=production became the mode: no warning about a missing mode, and a minimized bundle.
    expect(run.printed).not.toContain("The 'mode' option has not been set");
    expect(run.printed).toMatch(/\[minimized\]/);
  });

  it('prints the help of one flag as the page shows', () => {
    const { status, printed } = runCli(cwd, ['help', '--mode']);
    expect(status).toBe(0);
    expectPrinted(printed, blockWith(blocks, 'Usage: webpack --mode'));
  });

  it('prints the versions as JSON with version --output json', () => {
    const { status, printed } = runCli(copyProject(project, 'api-cli-version'), ['version', '--output', 'json']);
    expect(status).toBe(0);
    const json = JSON.parse(printed) as { Packages: Record<string, { installed: string }> };
    expect(json.Packages.webpack?.installed).toBe(requireFromRoot('webpack/package.json').version);
  });
});

describe('passing options to Node.js, as content/api/cli.md says', () => {
  const project = path.join(ROOT, 'examples', 'api', 'cli');
  const blocks = existsSync(PAGE) ? codeBlocks(PAGE) : [];
  const pageText = existsSync(PAGE) ? readPage(PAGE).replace(/\s+/g, ' ') : '';
  const LAUNCHER = path.join(path.dirname(requireFromRoot.resolve('webpack/package.json')), 'bin', 'webpack.js');

  /** A copy of the example whose configuration file prints the heap limit, with the page's snippet. */
  function heapProject(name: string): string {
    const snippet = blockWith(blocks, 'getHeapStatistics', 'js');
    const copy = copyProject(project, name);
    writeFileSync(path.join(copy, 'heap.config.js'), `${snippet}\nmodule.exports = require('./webpack.config.js');\n`);
    return copy;
  }
  const limitOf = (printed: string): number => Number(/^heap limit: (\d+) MB$/m.exec(printed)?.[1] ?? Number.NaN);

  it('gives the build the flags of node before webpack/bin/webpack.js, and webpack-cli the flags after it', () => {
    expect(pageText).toContain('node --max-old-space-size=8192 node_modules/webpack/bin/webpack.js --mode production');
    expect(LAUNCHER).toBe(requireFromRoot.resolve('webpack/bin/webpack.js'));
    const copy = heapProject('api-cli-node-flags');
    const result = spawnSync(
      process.execPath,
      ['--max-old-space-size=3072', LAUNCHER, '--config', 'heap.config.js', '--mode', 'production'],
      { cwd: copy, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } },
    );
    const printed = `${result.stdout}${result.stderr}`;
    expect(result.status, printed).toBe(0);
    // The limit includes the young generation: a little more than the value passed.
    expect(limitOf(printed)).toBeGreaterThanOrEqual(3072);
    expect(limitOf(printed)).toBeLessThan(3072 + 512);
    expect(printed).toMatch(/\[minimized\]/);
  }, 60_000);

  it('takes NODE_OPTIONS, and Node.js refuses a flag NODE_OPTIONS does not allow with exit code 9', () => {
    expect(pageText).toContain('NODE_OPTIONS=--max-old-space-size=8192 npx webpack');
    const copy = heapProject('api-cli-node-options');
    const built = runCli(copy, ['--config', 'heap.config.js'], { NODE_OPTIONS: '--max-old-space-size=2560' });
    expect(built.status, built.printed).toBe(0);
    expect(limitOf(built.printed)).toBeGreaterThanOrEqual(2560);
    expect(limitOf(built.printed)).toBeLessThan(2560 + 512);
    const refused = runCli(copy, ['--config', 'heap.config.js'], { NODE_OPTIONS: '--eval=1' });
    expect(refused.status).toBe(9);
    expect(refused.printed).toContain('node: --eval= is not allowed in NODE_OPTIONS');
    expect(pageText).toContain('`node: --eval= is not allowed in NODE_OPTIONS` and exit code `9`');
  }, 60_000);
});

describe('a build out of memory, as content/api/cli.md shows it', () => {
  it('aborts with the line the page shows, and builds with the limit raised', () => {
    const shown = blockWith(codeBlocks(PAGE), 'JavaScript heap out of memory');
    expect(readPage(PAGE).replace(/\s+/g, ' ')).toContain(
      'the process ends on the signal `SIGABRT`, which a shell reports as exit status `134`',
    );
    const copy = copyProject(path.join(ROOT, 'examples', 'api', 'cli'), 'api-cli-out-of-memory');
    // 8 MB is less than webpack-cli needs to start.
    const failed = runCli(copy, [], { NODE_OPTIONS: '--max-old-space-size=8' });
    expect(failed.signal).toBe('SIGABRT');
    expectPrinted(failed.printed, shown);
    expect(runCli(copy, [], { NODE_OPTIONS: '--max-old-space-size=2048' }).status).toBe(0);
  }, 60_000);
});

describe('--dev-server-per-compiler with the installed webpack-dev-server', () => {
  /** Runs `webpack serve` with `args` on two configurations; the status of a.js and b.js on each server. */
  async function serve(args: string[]): Promise<{ statuses: string[]; printed: string }> {
    const [portA, portB] = await freePorts(2);
    const server = (name: string, port: number | undefined) =>
      `{ name: '${name}', mode: 'development', entry: './src/${name}.js', output: { filename: '${name}.js', path: __dirname + '/dist-${name}' }, devServer: { host: '127.0.0.1', port: ${port}, hot: false, liveReload: false, client: false, static: false } }`;
    const dir = writeProject(
      'api-cli-per-compiler',
      {
        'src/a.js': "console.log('a');\n",
        'src/b.js': "console.log('b');\n",
        'webpack.config.js': `module.exports = [${server('a', portA)}, ${server('b', portB)}];\n`,
      },
      { linkModules: true },
    );
    const { spawn } = await import('node:child_process');
    const child = spawn(process.execPath, [WEBPACK_CLI, 'serve', ...args], {
      cwd: dir,
      env: { ...process.env, NO_COLOR: '1' },
    });
    let printed = '';
    child.stdout.on('data', (chunk: Buffer) => (printed += String(chunk)));
    child.stderr.on('data', (chunk: Buffer) => (printed += String(chunk)));
    try {
      const statuses: string[] = [];
      for (const port of [portA, portB]) {
        for (const file of ['a.js', 'b.js']) {
          let status = 0;
          for (let attempt = 0; attempt < 120 && (status === 0 || status === 503); attempt++) {
            status = await fetch(`http://127.0.0.1:${port}/${file}`).then(
              (response) => response.status,
              () => 0,
            );
            if (status === 0) await new Promise((resolve) => setTimeout(resolve, 500));
          }
          statuses.push(`${port === portA ? 'a' : 'b'}:${file} ${status}`);
        }
      }
      return { statuses, printed };
    } finally {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  }

  it('serves every compiler from each dev server without the flag, and only its own with it, without a warning', async () => {
    const shared = await serve([]);
    expect(shared.statuses, shared.printed).toEqual(['a:a.js 200', 'a:b.js 200', 'b:a.js 200', 'b:b.js 200']);
    const own = await serve(['--dev-server-per-compiler']);
    expect(own.statuses, own.printed).toEqual(['a:a.js 200', 'a:b.js 404', 'b:a.js 404', 'b:b.js 200']);
    expect(own.printed).not.toContain("The '--dev-server-per-compiler' option requires");
    expect(readPage(PAGE)).toContain(
      "`The '--dev-server-per-compiler' option requires webpack-dev-server with plugin support (v6 or later), all compilers will be served by every dev server.`",
    );
    expect(readFileSync(requireFromRoot.resolve('webpack-cli/lib/webpack-cli.js'), 'utf8')).toContain(
      "The '--dev-server-per-compiler' option requires webpack-dev-server with plugin support (v6 or later), all compilers will be served by every dev server.",
    );
  }, 120_000);
});
