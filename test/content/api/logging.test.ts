/**
 * content/api/logging.md: every method of webpack's Logger class has a heading `logger.<method>`,
 * every log type a row in the table under "Log types", every level of the console logger a row
 * under "Log levels"; the example in examples/api/logging/ prints what the page shows, and the
 * behavior the page describes holds.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import type webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { CONTENT_DIR, ROOT } from '../../../src/node/paths';
import { codeBlocks, markdownTree } from '../../support/code-blocks';
import { loadConfig } from '../../support/examples';
import { WEBPACK_CLI } from '../../support/cli';
import { build, copyProject, tempDir } from '../../support/project';
import { readPage } from '../../support/content';

const requireFromRoot = createRequire(path.join(ROOT, 'package.json'));
const PAGE = path.join(CONTENT_DIR, 'api', 'logging.md');
const PROJECT = path.join(ROOT, 'examples', 'api', 'logging');
const LIB = path.join(path.dirname(requireFromRoot.resolve('webpack/package.json')), 'lib', 'logging');

const headings: string[] = [];
/** Heading text -> the code in the first cells of the tables of its section. */
const firstCells = new Map<string, Set<string>>();
if (existsSync(PAGE)) {
  let current = '';
  for (const node of markdownTree(PAGE).children) {
    if (node.type === 'heading') {
      current = toString(node).trim();
      headings.push(current);
    } else if (node.type === 'table') {
      const cells = firstCells.get(current) ?? new Set<string>();
      for (const row of node.children.slice(1)) {
        visit(row.children[0] ?? row, 'inlineCode', (code: { value: string }) => void cells.add(code.value));
      }
      firstCells.set(current, cells);
    }
  }
}
const blocks = existsSync(PAGE) ? codeBlocks(PAGE) : [];

describe('the reference on content/api/logging.md', () => {
  const loggerSource = readFileSync(path.join(LIB, 'Logger.js'), 'utf8');
  const classBody = /class Logger \{([\s\S]*?)\n\}/.exec(loggerSource)?.[1] ?? '';
  const methods = [...classBody.matchAll(/^\t(\w+)\(/gm)]
    .map((match) => match[1] ?? '')
    .filter((name) => name !== 'constructor');
  // getChildLogger is set in the constructor.
  if (/this\.getChildLogger = /.test(classBody)) methods.push('getChildLogger');

  it('reads the methods of the Logger class', () => {
    expect(methods).toEqual(
      expect.arrayContaining([
        'error',
        'warn',
        'info',
        'log',
        'debug',
        'group',
        'time',
        'timeAggregateEnd',
        'status',
        'getChildLogger',
      ]),
    );
  });

  it('has a heading logger.<method> for every method', () => {
    expect(methods.filter((method) => !headings.includes(`logger.${method}`))).toEqual([]);
  });

  it('has a heading for every way to get a logger', () => {
    for (const heading of [
      'compilation.getLogger',
      'compiler.getInfrastructureLogger',
      'this.getLogger',
      'logger.getChildLogger',
    ]) {
      expect(headings).toContain(heading);
    }
  });

  it('lists every log type', () => {
    const { LogType } = requireFromRoot('webpack/lib/logging/Logger.js') as { LogType: Record<string, string> };
    expect(Object.values(LogType).length).toBeGreaterThan(10);
    const cells = firstCells.get('Log types');
    expect(Object.values(LogType).filter((type) => !cells?.has(type))).toEqual([]);
  });

  it('lists every level of the console logger and of stats.logging', () => {
    const source = readFileSync(path.join(LIB, 'createConsoleLogger.js'), 'utf8');
    const levels = Object.keys(
      new Function(`return ${/const LogLevel = (\{[\s\S]*?\});/.exec(source)?.[1] ?? '{}'}`)() as object,
    );
    expect(levels).toContain('verbose');
    const schema = requireFromRoot('webpack/schemas/WebpackOptions.json') as {
      definitions: Record<string, { properties: Record<string, { anyOf?: { enum?: unknown[] }[] }> }>;
    };
    const statsLevels = (schema.definitions.StatsOptions?.properties.logging?.anyOf ?? [])
      .flatMap((item) => item.enum ?? [])
      .map(String);
    expect(statsLevels).toContain('verbose');
    const cells = firstCells.get('Log levels');
    expect([...new Set([...levels, ...statsLevels])].filter((level) => !cells?.has(level))).toEqual([]);
  });
});

describe('the example of content/api/logging.md', () => {
  const normalize = (text: string) =>
    text
      .replace(/^(<t> report: )[\d.]+ ms$/gm, '$1<time> ms')
      .replace(/ in \d+ ms$/gm, ' in <time> ms')
      .trim();
  /** The first text block of the page that contains `text` (empty when none does). */
  const firstTextBlockWith = (text: string) =>
    blocks.find((block) => block.lang === 'text' && block.code.includes(text))?.code ?? '';

  it('prints the infrastructure log to stderr and the compilation logs with the stats', () => {
    const copy = copyProject(PROJECT, 'api-logging-cli');
    const result = spawnSync(process.execPath, [WEBPACK_CLI], {
      cwd: copy,
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1' },
    });
    expect(result.status, result.stderr).toBe(0);
    expect(result.stderr.trim()).toBe(firstTextBlockWith('[BuildReportPlugin] Starting a build'));
    expect(normalize(result.stdout)).toBe(normalize(firstTextBlockWith('DEBUG LOG from BuildReportPlugin')));
  });

  it('prints neither with the flags the page shows', () => {
    const copy = copyProject(PROJECT, 'api-logging-quiet');
    const args = ['--infrastructure-logging-level', 'warn', '--stats-logging-debug-reset'];
    expect(readPage(PAGE)).toContain(`npx webpack ${args.join(' ')}`);
    const result = spawnSync(process.execPath, [WEBPACK_CLI, ...args], {
      cwd: copy,
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1' },
    });
    expect(result.status).toBe(0);
    expect(result.stderr).toBe('');
    expect(result.stdout).not.toContain('LOG from');
  });

  it('keeps the compilation logs in the stats JSON, with the types the page names', async () => {
    const copy = copyProject(PROJECT, 'api-logging-json');
    const config = loadConfig(path.join(copy, 'webpack.config.js')) as webpack.Configuration;
    const stats = await build({ ...config, context: copy });
    const logging = stats.toJson({ all: false, logging: false, loggingDebug: [/BuildReportPlugin/] }).logging ?? {};
    const entries = logging.BuildReportPlugin?.entries ?? [];
    expect(entries.map((entry) => entry.type)).toEqual(['group', 'info', 'debug', 'time']);
    expect(entries[0]?.children?.map((entry) => entry.type)).toEqual(['log', 'warn']);
    expect(logging.BuildReportPlugin?.debug).toBe(true);
    // Without debug mode and with logging: 'info', groups, ordinary lines, debug and times are left out.
    const info = stats.toJson({ all: false, logging: 'info' }).logging?.BuildReportPlugin;
    expect(info?.entries.map((entry) => entry.type)).toEqual(['warn', 'info']);
    expect(stats.hasWarnings()).toBe(false);
  });

  it('ignores a plain logger name given as a string to loggingDebug, as the page warns', async () => {
    const copy = copyProject(PROJECT, 'api-logging-string');
    const config = loadConfig(path.join(copy, 'webpack.config.js')) as webpack.Configuration;
    const stats = await build({ ...config, context: copy });
    expect(
      stats.toJson({ all: false, logging: false, loggingDebug: ['BuildReportPlugin'] }).logging?.BuildReportPlugin,
    ).toBeUndefined();
    expect(
      Object.keys(stats.toJson({ all: false, logging: false, loggingDebug: ['word-count-loader.js'] }).logging ?? {}),
    ).toHaveLength(1);
  });
});

describe('the logger methods as content/api/logging.md describes them', () => {
  type Logger = Record<string, (...args: unknown[]) => unknown>;
  const createLogger = () => {
    const webpackFn = requireFromRoot('webpack') as (options: object) => webpack.Compiler;
    const compiler = webpackFn({ mode: 'none', infrastructureLogging: { level: 'none' } });
    const seen: [string, string, unknown[] | undefined][] = [];
    compiler.hooks.infrastructureLog.tap('test', (name: string, type: string, args?: unknown[]) => {
      seen.push([name, type, args]);
      return true;
    });
    return { logger: compiler.getInfrastructureLogger('Test') as unknown as Logger, seen };
  };

  it('names a child logger parent/child', () => {
    const { logger, seen } = createLogger();
    (logger.getChildLogger?.('part') as Logger).info?.('hi');
    expect(seen).toEqual([['Test/part', 'info', ['hi']]]);
  });

  it('logs an error for a failed assert only', () => {
    const { logger, seen } = createLogger();
    logger.assert?.(true, 'fine');
    logger.assert?.(false, 'broken');
    expect(seen).toEqual([['Test', 'error', ['broken']]]);
  });

  it('throws from timeLog and timeEnd without time, keeps the timer on timeLog, and sums with timeAggregate', () => {
    const { logger, seen } = createLogger();
    expect(() => logger.timeLog?.('x')).toThrow("No such label 'x'");
    expect(() => logger.timeEnd?.('x')).toThrow("No such label 'x'");
    logger.time?.('x');
    expect(seen).toEqual([]);
    logger.timeLog?.('x');
    logger.timeEnd?.('x');
    expect(seen.map(([, type]) => type)).toEqual(['time', 'time']);
    seen.length = 0;
    for (let i = 0; i < 3; i++) {
      logger.time?.('step');
      logger.timeAggregate?.('step');
    }
    expect(seen).toEqual([]);
    logger.timeAggregateEnd?.('step');
    logger.timeAggregateEnd?.('step');
    expect(seen.map(([, type, args]) => [type, args?.[0]])).toEqual([['time', 'step']]);
  });

  it('passes compilation log entries to compilation.hooks.log, which can drop them', async () => {
    const webpackFn = requireFromRoot('webpack') as (options: object) => webpack.Compiler;
    const compiler = webpackFn({
      mode: 'none',
      entry: path.join(PROJECT, 'src', 'index.js'),
      module: { rules: [{ test: /\.txt$/, type: 'asset/source' }] },
      output: { path: tempDir('api-logging-hook') },
      infrastructureLogging: { level: 'none' },
    });
    compiler.hooks.thisCompilation.tap('test', (compilation) => {
      compilation.hooks.log.tap('test', (name) => (name === 'Dropped' ? true : undefined));
      compilation.getLogger('Dropped').info('gone');
      compilation.getLogger('Kept').info('here');
    });
    const stats = await new Promise<webpack.Stats>((resolve, reject) =>
      compiler.run((error, result) =>
        error || !result ? reject(error ?? new Error('no stats')) : compiler.close(() => resolve(result)),
      ),
    );
    const logging = stats.toJson({ all: false, logging: 'info' }).logging ?? {};
    expect(logging.Kept?.entries.map((entry) => entry.message)).toEqual(['here']);
    expect(logging.Dropped).toBeUndefined();
  });
});
