/** What content/guides/integrations.md says about its project. */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { describeGuide, EXAMPLES, guideBlocks, guideText, pageStates, helloWebpack } from '../../support/guides';
import { expectPrinted, runCli } from '../../support/cli';
import { blockWith } from '../../support/code-blocks';
import { copyProject, projectConfig, tempDir } from '../../support/project';

const project = path.join(EXAMPLES, 'integrations');
const blocks = guideBlocks('integrations');
const pageText = guideText('integrations');
const formatSize = createRequire(path.join(ROOT, 'package.json'))('webpack/lib/util/formatSize.js') as (
  size: number,
) => string;

const pageSays = pageStates(pageText);

describeGuide('integrations', {
  integrations: {
    emits: ['main.js'],
    warnings: [],
    browser: { copy: 'dist', open: 'index.html', check: helloWebpack },
    cli: { script: 'build', prints: ['asset main.js 116 bytes', 'compiled successfully'], neverPrints: ['WARNING'] },
  },
});

/** Runs a script of the project with Node.js in `cwd`, without throwing on a failure: its exit status, stdout and stderr. */
function runProjectScript(cwd: string, script: string): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [script], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Runs npm in `cwd`; npm run needs no network. */
function runNpm(cwd: string, args: string[]): { status: number | null; printed: string } {
  const result = spawnSync('npm', args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', npm_config_update_notifier: 'false' },
  });
  return { status: result.status, printed: `${result.stdout}${result.stderr}` };
}

function edit(file: string, from: string, to: string): void {
  const text = readFileSync(file, 'utf8');
  expect(text, `${file} contains ${from}`).toContain(from);
  writeFileSync(file, text.replace(from, to));
}

describe('integrations: npm scripts', () => {
  it('builds an unminified main.js of 4.23 KiB with build:dev', () => {
    const copy = copyProject(project, 'int-dev');
    const scripts = (
      JSON.parse(readFileSync(path.join(copy, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
    ).scripts;
    expect(scripts['build:dev']).toBe('webpack --mode development');
    const { status, printed } = runCli(copy, ['--mode', 'development']);
    expect(status, printed).toBe(0);
    expect(formatSize(readFileSync(path.join(copy, 'dist', 'main.js')).length)).toBe('4.23 KiB');
    pageSays('builds an unminified `main.js` of 4.23 KiB instead of 116 bytes');
  });

  it('passes the options after -- to webpack, and prints the command', () => {
    const copy = copyProject(project, 'int-dashdash');
    const { status, printed } = runNpm(copy, [
      'run',
      'build',
      '--',
      '--mode',
      'development',
      '--devtool',
      'source-map',
    ]);
    expect(status, printed).toBe(0);
    expectPrinted(printed, blockWith(blocks, '> webpack --mode development --devtool source-map'));
    expect(readdirSync(path.join(copy, 'dist')).sort()).toEqual(['index.html', 'main.js', 'main.js.map']);
  }, 60_000);

  it('without the --, keeps --mode for npm and passes only the value on', () => {
    const copy = copyProject(project, 'int-no-dashdash');
    const { status, printed } = runNpm(copy, ['run', 'build', '--mode', 'development']);
    expect(status).toBe(2);
    expect(printed).toContain('> webpack development\n');
    expect(printed).toContain('npm warn Unknown cli config "--mode".');
    expect(printed).toContain(blockWith(blocks, "Unknown command or entry 'development'"));
    expect(existsSync(path.join(copy, 'dist', 'main.js'))).toBe(false);
  }, 60_000);

  it('runs prebuild and postbuild around build', () => {
    const copy = copyProject(project, 'int-pre-post');
    const file = path.join(copy, 'package.json');
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as { scripts: Record<string, string> };
    manifest.scripts = {
      prebuild: 'node -e "console.log(1)"',
      ...manifest.scripts,
      postbuild: 'node -e "console.log(3)"',
    };
    writeFileSync(file, JSON.stringify(manifest, null, 2));
    const { status, printed } = runNpm(copy, ['run', 'build']);
    expect(status, printed).toBe(0);
    const order = ['@1.0.0 prebuild\n', '@1.0.0 build\n', 'compiled successfully', '@1.0.0 postbuild\n'].map((text) =>
      printed.indexOf(text),
    );
    expect(order.every((position) => position >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  }, 60_000);

  it('exits with 1 on a build error and with 2 on an invalid configuration', () => {
    const broken = copyProject(project, 'int-cli-error');
    edit(path.join(broken, 'src', 'index.js'), 'append(heading);', 'append(heading;');
    expect(runCli(broken, []).status).toBe(1);
    const invalid = copyProject(project, 'int-cli-invalid');
    edit(path.join(invalid, 'webpack.config.js'), "  entry: './src/index.js',", "  entyr: './src/index.js',");
    const { status, printed } = runCli(invalid, []);
    expect(status).toBe(2);
    expect(printed).toContain("configuration has an unknown property 'entyr'");
    pageSays('| `2` | webpack could not start, for example because the configuration is invalid. |');
  });

  it('accepts --fail-on-warnings', () => {
    const { printed } = runCli(project, ['--help', 'verbose']);
    expect(printed).toContain('--fail-on-warnings');
  });
});

describe('integrations: build.js', () => {
  it('prints what the CLI prints and writes the same main.js', () => {
    const viaApi = copyProject(project, 'int-api');
    const viaCli = copyProject(project, 'int-api-cli');
    const { status, stdout } = runProjectScript(viaApi, 'build.js');
    expect(status).toBe(0);
    expectPrinted(stdout, blockWith(blocks, '> node build.js').split('\n').slice(3).join('\n'));
    expect(runCli(viaCli, []).status).toBe(0);
    expect(readFileSync(path.join(viaApi, 'dist', 'main.js'), 'utf8')).toBe(
      readFileSync(path.join(viaCli, 'dist', 'main.js'), 'utf8'),
    );
  });

  it('prints the errors, exits with 1 and writes nothing when a module does not parse', () => {
    const copy = copyProject(project, 'int-api-error');
    edit(path.join(copy, 'src', 'index.js'), 'append(heading);', 'append(heading;');
    const { status, stdout, stderr } = runProjectScript(copy, 'build.js');
    expect(status).toBe(1);
    expect(stdout).toBe('');
    expect(stderr.trimEnd()).toBe(blockWith(blocks, 'ERROR in ./src/index.js 5:28'));
    expect(existsSync(path.join(copy, 'dist', 'main.js'))).toBe(false);
  });

  it('rejects with the ValidationError of an invalid configuration', () => {
    const copy = copyProject(project, 'int-api-invalid');
    edit(path.join(copy, 'webpack.config.js'), "  entry: './src/index.js',", "  entyr: './src/index.js',");
    const { status, stderr } = runProjectScript(copy, 'build.js');
    expect(status).toBe(1);
    expect(stderr.startsWith(blockWith(blocks, 'Invalid configuration object.'))).toBe(true);
  });

  it('lets a task await build(): the summary on success, a rejection with the errors on failure', () => {
    const copy = copyProject(project, 'int-task');
    // The snippet of the page, as a task runner would call it, from the project's folder.
    const task =
      blocks.find((block) => block.lang === 'js' && block.code.includes('async function bundle()'))?.code ?? '';
    expect(task).toContain("require('./build.js')");
    writeFileSync(path.join(copy, 'task.js'), task);
    writeFileSync(
      path.join(copy, 'run-task.js'),
      "require('./task.js').bundle().then(() => console.log('done'), (error) => console.log(`failed: ${error.message}`));\n",
    );
    const passed = runProjectScript(copy, 'run-task.js');
    expect(passed.stdout).toMatch(
      new RegExp(`^webpack ${webpack.version.replaceAll('.', '\\.')} compiled successfully( in \\d+ ms)?\ndone\n$`),
    );
    edit(path.join(copy, 'src', 'index.js'), 'append(heading);', 'append(heading;');
    const failed = runProjectScript(copy, 'run-task.js');
    expect(failed.stdout).toMatch(
      /^failed: ERROR in \.\/src\/index\.js 5:28\nModule parse failed: Unexpected token \(5:28\)/,
    );
    expect(failed.stdout.trimEnd().endsWith('webpack compiled with 1 error')).toBe(true);
  });

  it('resolves the entry from the working directory, not from the configuration file', () => {
    const copy = copyProject(project, 'int-cwd');
    const result = spawnSync(process.execPath, [path.join(copy, 'build.js')], {
      cwd: path.join(copy, 'src'),
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      `Module not found: Error: Can't resolve './src/index.js' in '${path.join(copy, 'src')}'`,
    );
    pageSays("Can't resolve './src/index.js'");
  });
});

describe('integrations: the Node.js API', () => {
  it('does not call a configuration function', () => {
    expect(() => webpack((() => ({ mode: 'production' })) as unknown as webpack.Configuration)).toThrow(
      'configuration should be an object',
    );
  });

  it('passes a fatal error, without stats, to the callback of run', async () => {
    const out = tempDir('int-fatal');
    writeFileSync(path.join(out, 'file'), '');
    const compiler = webpack({
      ...projectConfig(project),
      context: project,
      output: { filename: 'main.js', path: path.join(out, 'file') },
      infrastructureLogging: { level: 'none' },
    });
    const result = await new Promise<{ error: Error | null; stats: webpack.Stats | undefined }>((resolve) =>
      compiler.run((error, stats) => compiler.close(() => resolve({ error, stats }))),
    );
    expect(result.error?.message).toContain('ENOTDIR: not a directory');
    expect(result.stats).toBeUndefined();
  });

  it('refuses a second run while the first is running', async () => {
    const compiler = webpack({
      ...projectConfig(project),
      context: project,
      output: { path: tempDir('int-twice') },
      infrastructureLogging: { level: 'none' },
    });
    const first = new Promise<void>((resolve) => compiler.run(() => resolve()));
    const second = await new Promise<Error | null>((resolve) => compiler.run((error) => resolve(error)));
    await first;
    await new Promise((resolve) => compiler.close(resolve));
    expect(second?.message).toBe(blockWith(blocks, 'You ran Webpack twice.'));
  });

  it('builds an array of configurations with one compiler', async () => {
    const config = projectConfig(project);
    const compiler = webpack([
      { ...config, context: project, output: { filename: 'main.js', path: tempDir('int-multi-a') } },
      { ...config, context: project, output: { filename: 'main.js', path: tempDir('int-multi-b') } },
    ]);
    expect(compiler).toBeInstanceOf(webpack.MultiCompiler);
    const stats = await new Promise<webpack.MultiStats | undefined>((resolve) =>
      compiler.run((_error, result) => compiler.close(() => resolve(result))),
    );
    expect(stats?.stats).toHaveLength(2);
  });

  it('writes the filesystem cache on close, not before the run callback', async () => {
    for (const close of [false, true]) {
      const cacheDirectory = path.join(tempDir('int-cache'), 'cache');
      const compiler = webpack({
        ...projectConfig(project),
        context: project,
        output: { path: tempDir('int-cache-out') },
        cache: { type: 'filesystem', cacheDirectory },
        infrastructureLogging: { level: 'none' },
      });
      const inCallback = await new Promise<boolean>((resolve) =>
        compiler.run(() => resolve(existsSync(cacheDirectory))),
      );
      expect(inCallback).toBe(false);
      if (close) {
        await new Promise((resolve) => compiler.close(resolve));
        expect(readdirSync(cacheDirectory)).toEqual(['default-production']);
      } else {
        await new Promise((resolve) => compiler.close(resolve));
      }
    }
  });
});

describe('integrations: watch.js', () => {
  it('rebuilds on changes, keeps watching after an error, and stops on Ctrl+C', async () => {
    const copy = copyProject(project, 'int-watch');
    const child = spawn(process.execPath, ['watch.js'], { cwd: copy, env: { ...process.env, NO_COLOR: '1' } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const count = (text: string): number => output.split(text).length - 1;
    try {
      await expect.poll(() => count('compiled successfully'), { timeout: 30_000 }).toBe(1);
      expectPrinted(output, blockWith(blocks, '1 asset\n2 modules'));
      edit(path.join(copy, 'src', 'greet.js'), 'Hello', 'Hi');
      await expect.poll(() => count('compiled successfully'), { timeout: 30_000 }).toBe(2);
      expect(readFileSync(path.join(copy, 'dist', 'main.js'), 'utf8')).toContain('Hi, webpack!');
      edit(path.join(copy, 'src', 'index.js'), 'append(heading);', 'append(heading;');
      await expect.poll(() => output, { timeout: 30_000 }).toContain('compiled with 1 error');
      edit(path.join(copy, 'src', 'index.js'), 'append(heading;', 'append(heading);');
      await expect.poll(() => count('compiled successfully'), { timeout: 30_000 }).toBe(3);
      child.kill('SIGINT');
      expect(await exited).toBe(0);
      expect(output.trimEnd().endsWith('Stopped watching.')).toBe(true);
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill();
    }
  }, 120_000);
});
