/** What content/plugins/profiling-plugin.md says about the plugin and its example project. */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { codeBlocks } from '../../support/code-blocks';
import { runCli } from '../../support/cli';
import { build, copyProject, projectConfig, tempDir } from '../../support/project';
import { readPage } from '../../support/content';

const PAGE = path.join(ROOT, 'content', 'plugins', 'profiling-plugin.md');
const DIR = path.join(ROOT, 'examples', 'plugins', 'profiling-plugin');
const pageText = readPage(PAGE).replace(/\s+/g, ' ');
const textBlocks = codeBlocks(PAGE)
  .filter((block) => block.lang === 'text')
  .map((block) => block.code);

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
}

/** Builds a copy of the project (its outputPath is next to its webpack.config.js) and reads the profile. */
async function profile(): Promise<{ copy: string; events: TraceEvent[] }> {
  const copy = copyProject(DIR, 'profiling');
  const stats = await build({ ...projectConfig(copy), context: copy, output: { path: tempDir('profiling-out') } });
  expect(stats.hasErrors()).toBe(false);
  const file = path.join(copy, 'profiling', 'events.json');
  return { copy, events: JSON.parse(readFileSync(file, 'utf8')) as TraceEvent[] };
}

describe('ProfilingPlugin', { timeout: 120_000 }, () => {
  it('writes profiling/events.json: begin and end events named after plugins, and a CPU profile, a hundred kilobytes or more, most of it the profile', async () => {
    const { copy, events } = await profile();
    // The profile's size follows the build's time (its samples): 199 to over 200 KB on this machine.
    const file = path.join(copy, 'profiling', 'events.json');
    const size = statSync(file).size;
    expect(size).toBeGreaterThan(100_000);
    const profileBytes = events
      .filter((event) => event.name === 'CpuProfile')
      .reduce((sum, event) => sum + JSON.stringify(event).length, 0);
    expect(profileBytes).toBeGreaterThan(size / 2);
    const names = new Set(events.filter((event) => event.cat === 'blink.user_timing').map((event) => event.name));
    for (const name of ['SplitChunksPlugin', 'JavascriptModulesPlugin', 'MinimizerPlugin']) {
      expect(pageText).toContain(`\`${name}\``);
      expect(names).toContain(name);
    }
    const phases = new Set(events.filter((event) => event.cat === 'blink.user_timing').map((event) => event.ph));
    expect([...phases].sort()).toEqual(['B', 'E']);
    expect(events.some((event) => event.name === 'CpuProfile')).toBe(true);
    expect(events.some((event) => event.name === 'TracingStartedInPage')).toBe(true);
  });

  it('npm run build prints the deprecation warning the page quotes', () => {
    const copy = copyProject(DIR, 'profiling-cli');
    const { status, printed } = runCli(copy, []);
    expect(status, printed).toBe(0);
    const shown = textBlocks.find((code) => code.includes('DeprecationWarning')) ?? '';
    expect(shown).not.toBe('');
    expect(printed).toContain(shown.replace(/^\(node:\d+\) /, ''));
    expect(existsSync(path.join(copy, 'profiling', 'events.json'))).toBe(true);
  });

  it('without outputPath, writes events.json in the working directory of the process, not the context', () => {
    const copy = copyProject(DIR, 'profiling-default');
    const cwd = tempDir('profiling-cwd');
    const script = `
      const webpack = require(${JSON.stringify(path.join(ROOT, 'node_modules', 'webpack'))});
      webpack({ mode: 'production', context: ${JSON.stringify(copy)}, entry: './src/index.js', output: { path: ${JSON.stringify(path.join(cwd, 'dist'))} },
        plugins: [new webpack.debug.ProfilingPlugin()] }, (error, stats) => { if (error || stats.hasErrors()) process.exit(1); });
    `;
    const { status } = spawnSync(process.execPath, ['-e', script], { cwd, encoding: 'utf8' });
    expect(status).toBe(0);
    expect(existsSync(path.join(cwd, 'events.json'))).toBe(true);
    expect(existsSync(path.join(copy, 'events.json'))).toBe(false);
  });

  it('rejects a relative outputPath with the messages the page quotes', () => {
    const message =
      'Invalid options object. Profiling Plugin has been initialized using an options object that does not match the API schema.';
    expect(pageText).toContain(message);
    expect(pageText).toContain(
      "is neither a posix nor a windows path, and there is no 'dirname' method defined in the file system",
    );
    // The plugin opens its file before webpack validates the options, so run where a stray file does no harm.
    const cwd = tempDir('profiling-relative');
    const attempt = (outputPath: string): string => {
      const script = `
        const webpack = require(${JSON.stringify(path.join(ROOT, 'node_modules', 'webpack'))});
        try { webpack({ plugins: [new webpack.debug.ProfilingPlugin({ outputPath: ${JSON.stringify(outputPath)} })] }); } catch (error) { console.log(error.message); }
        process.exit(0);
      `;
      return execFileSync(process.execPath, ['-e', script], { cwd, encoding: 'utf8' });
    };
    expect(attempt('events.json')).toContain(message);
    expect(attempt('relative/events.json')).toContain(
      "relative/events.json is neither a posix nor a windows path, and there is no 'dirname' method defined in the file system",
    );
  });
});
