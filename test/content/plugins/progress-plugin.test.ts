/**
 * content/plugins/progress-plugin.md: the example project of examples/plugins/progress-plugin/
 * prints the phases the page shows (through webpack-cli), and what the page says about the
 * handler, the options, the default output and the static members holds.
 */
import path from 'node:path';
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { codeBlocks, blockWith } from '../../support/code-blocks';
import { expectPrinted, runCli } from '../../support/cli';
import { copyProject, tempDir } from '../../support/project';
import { readPage } from '../../support/content';

const PAGE = path.join(ROOT, 'content', 'plugins', 'progress-plugin.md');
const EXAMPLE = path.join(ROOT, 'examples', 'plugins', 'progress-plugin');
const text = readPage(PAGE).replace(/\s+/g, ' ');
const blocks = codeBlocks(PAGE);

type Report = [number, string, ...string[]];

/** Runs one build of the example's sources with `config`; returns the reports and the infrastructure log. */
async function logsOfBuild(name: string, config: webpack.Configuration): Promise<{ logs: string[] }> {
  const logs: string[] = [];
  const compiler = webpack({
    mode: 'production',
    context: EXAMPLE,
    entry: './src/index.js',
    output: { path: tempDir(`progress-plugin-${name}`) },
    ...config,
  });
  compiler.hooks.infrastructureLog.tap('Test', (origin, type, args) => {
    if (origin === 'webpack.Progress') logs.push(`${type} ${(args ?? []).join(' ')}`);
    return true;
  });
  await new Promise<void>((resolve, reject) =>
    compiler.run((error) => (error ? reject(error) : compiler.close(() => resolve()))),
  );
  return { logs };
}

async function reports(
  name: string,
  options: Omit<webpack.ProgressPlugin['options'], 'handler'> = {},
  plugins: webpack.WebpackPluginInstance[] = [],
): Promise<Report[]> {
  const seen: Report[] = [];
  await logsOfBuild(name, {
    plugins: [
      ...plugins,
      new webpack.ProgressPlugin({
        ...options,
        handler: (percentage, message, ...details) => seen.push([percentage, message, ...details]),
      }),
    ],
  });
  return seen;
}

describe('the example project', () => {
  it('prints the phases the page shows (webpack-cli)', () => {
    const copy = copyProject(EXAMPLE, 'progress-plugin-cli');
    const { status, printed } = runCli(copy, []);
    expect(status, printed).toBe(0);
    expectPrinted(printed, blockWith(blocks, '% setup before run'));
  }, 60_000);
});

describe('the handler', () => {
  it('starts with 0 and an empty message, ends with 1, goes through the phases in order', async () => {
    const seen = await reports('phases');
    expect(seen[0]).toEqual([0, '']);
    expect(seen.at(-1)).toEqual([1, '']);
    expect(seen.filter(([p, m]) => p === 1 && m === '').length).toBeGreaterThan(1);
    const phases = seen.map(([, m]) => m).filter((m, i, all) => m && m !== all[i - 1]);
    expect([...new Set(phases)]).toEqual(['setup', 'building', 'sealing', 'emitting', 'done', 'cache']);
    const percentages = (phase: string) => seen.filter(([, m]) => m === phase).map(([p]) => p);
    expect(Math.min(...percentages('building'))).toBe(0.1);
    expect(Math.max(...percentages('building'))).toBe(0.69);
    expect(Math.min(...percentages('sealing'))).toBe(0.7);
    expect(Math.max(...percentages('setup'))).toBeLessThan(0.1);
    expect(seen).toContainEqual([0.65, 'building', '1/1 entries 2/2 dependencies 2/2 modules']);
    expect(text).toContain('`1/1 entries 2/2 dependencies 2/2 modules`');
  });

  it('names the hook and the tapped plugin in the details', async () => {
    const seen = await reports('details');
    expect(seen).toContainEqual([0.98, 'emitting', 'after emit', 'SizeLimitsPlugin']);
    expect(seen.some(([, m, , tap]) => m === 'done' && tap === 'JavascriptModulesPlugin')).toBe(true);
  });

  it('leaves the counts out when entries, modules and dependencies are false, and adds active modules', async () => {
    const none = await reports('no-counts', { entries: false, modules: false, dependencies: false });
    const building = none.filter(([, m]) => m === 'building');
    expect(building.length).toBeGreaterThan(0);
    expect(building.some((report) => report.join(' ').includes('entries'))).toBe(false);
    const active = await reports('active', { activeModules: true });
    expect(active.some(([, m, counts]) => m === 'building' && / active$/.test(counts ?? ''))).toBe(true);
  });

  it('adds the details of ProgressPlugin.getReporter to the running step', async () => {
    const seen = await reports('reporter', {}, [
      {
        apply(compiler: webpack.Compiler) {
          compiler.hooks.emit.tap('ReportingPlugin', () => {
            webpack.ProgressPlugin.getReporter(compiler)?.(0.5, 'halfway');
          });
        },
      },
    ]);
    expect(seen).toContainEqual([0.95, 'emitting', 'emit', 'ReportingPlugin', 'halfway']);
  });
});

describe('the default output and its options', () => {
  it('logs status lines to webpack.Progress', async () => {
    const { logs } = await logsOfBuild('default', { plugins: [new webpack.ProgressPlugin()] });
    expect(logs).toContain('status 70% sealing finish module graph');
  });

  it('draws a bar with progressBar', async () => {
    const { logs } = await logsOfBuild('bar', {
      plugins: [new webpack.ProgressPlugin({ progressBar: { name: 'Client', width: 10 } })],
    });
    expect(logs.some((line) => line.includes('● Client') && line.includes('(70%)'))).toBe(true);
  });

  it('logs the phase breakdown with phaseTimings and step times with profile', async () => {
    const { logs } = await logsOfBuild('timings', {
      plugins: [new webpack.ProgressPlugin({ phaseTimings: true, profile: true })],
    });
    expect(logs.some((line) => /^info Build completed in \d+m?s$/.test(line))).toBe(true);
    expect(logs).toContain('info Phase breakdown:');
    expect(logs.some((line) => /^info {3}sealing: \d+m?s \(\d+%\)$/.test(line))).toBe(true);
    expect(logs.some((line) => /^\w+ \d+ ms sealing$/.test(line))).toBe(true);
  });

  it('is applied by infrastructureLogging.progress when the configuration has none', async () => {
    const { logs } = await logsOfBuild('infrastructure', { infrastructureLogging: { progress: true } });
    expect(logs.some((line) => line.startsWith('status 70% sealing'))).toBe(true);
    const quiet = await logsOfBuild('infrastructure-none', {
      infrastructureLogging: { progress: true, level: 'none' },
    });
    expect(quiet.logs).toEqual([]);
  });
});

describe('the options', () => {
  it('have the defaults the page gives', () => {
    expect(webpack.ProgressPlugin.defaultOptions).toEqual({
      profile: false,
      modulesCount: 5000,
      dependenciesCount: 10000,
      modules: true,
      dependencies: true,
      activeModules: false,
      entries: true,
      percentBy: null,
      progressBar: false,
      estimatedTime: false,
      phaseTimings: false,
    });
    for (const fact of [
      '`number`, default `5000`',
      '`number`, default `10000`',
      "`string`, default `'Build'`",
      "`string`, default `'green'`",
      '`number`, at least `1`, default `25`',
    ])
      expect(text).toContain(fact);
  });

  it('are validated when the build starts', () => {
    expect(() =>
      webpack({
        mode: 'production',
        context: EXAMPLE,
        entry: './src/index.js',
        plugins: [new webpack.ProgressPlugin({ progressBar: { width: 0 } })],
      }),
    ).toThrow(/Progress Plugin/);
  });
});
