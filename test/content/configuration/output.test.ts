/**
 * What content/configuration/output.md says about output.allowOutside, and the sentences of
 * output.clean and output.copy that depend on it: small projects built with the installed webpack,
 * writing next to their output folder. Also what output.clean leaves alone in webpack 5.113.0 (dot
 * files, the targets of symbolic links, a folder that holds the project) and the stale files
 * outside output.path that it removes in watch mode.
 */
import { existsSync, mkdirSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { build, errorsOf, warningMessagesOf, writeProject } from '../../support/project';
import { blocksIn, configIn, CONTENT, pageText, section, sectionsOf } from './pages';

const PAGE = path.join(CONTENT, 'configuration', 'output.md');
const sections = sectionsOf(PAGE);
const text = pageText(PAGE);
const allowOutside = section(sections, 'output.allowOutside');

/** A project whose only asset name leaves output.path: `dist/../public/main.js`. */
function outsideProject(name: string): string {
  return writeProject(name, { 'src/index.js': 'console.log("hi");\n', 'static/robots.txt': 'User-agent: *\n' });
}

const base = (dir: string, output: webpack.Configuration['output'] = {}): webpack.Configuration => ({
  mode: 'development',
  devtool: false,
  context: dir,
  entry: './src/index.js',
  output: { path: path.join(dir, 'dist'), filename: '../public/[name].js', ...output },
});

describe('output.allowOutside', { timeout: 60_000 }, () => {
  it("the page's example puts the server build's images into build/public/assets", async () => {
    const config = configIn(allowOutside);
    const dir = writeProject('allow-outside-example', {
      'src/server.js': 'import logo from \'./logo.png\';\nexport const page = () => `<img src="${logo}">`;\n',
      'src/logo.png': 'not really a png',
    });
    const stats = await build({ ...config, mode: 'development', context: dir, ...allowed(config, dir) });
    expect(errorsOf(stats)).toEqual([]);
    expect(readdirSync(path.join(dir, 'build/server'))).toEqual(['main.js']);
    expect(readdirSync(path.join(dir, 'build/public/assets'))).toHaveLength(1);
  });

  it('not set, an asset whose name leaves output.path is written there; false refuses it with the error the page quotes', async () => {
    expect(text).toContain('Not set (the default): an asset whose name leaves `output.path` is written there anyway');
    const dir = outsideProject('allow-outside-unset');
    expect(errorsOf(await build(base(dir)))).toEqual([]);
    expect(existsSync(path.join(dir, 'public/main.js'))).toBe(true);

    const refused = outsideProject('allow-outside-false');
    const errors = errorsOf(await build(base(refused, { allowOutside: false })));
    const [quoted] = blocksIn(allowOutside, 'text');
    expect(errors).toEqual([(quoted as string).replace('/project/dist', path.join(refused, 'dist'))]);
    expect(existsSync(path.join(refused, 'public/main.js'))).toBe(false);
  });

  it('a refused asset fails the build, and the other files are still written, also in production mode', async () => {
    expect(text).toContain(
      "the build's other files are still written, also in [production](/configuration/mode/#mode) mode, and the build fails with the error",
    );
    const dir = writeProject('allow-outside-production', {
      'src/index.js': "import url from './a.txt';\nconsole.log(url);\n",
      'src/a.txt': 'text',
    });
    const stats = await build({
      mode: 'production',
      context: dir,
      entry: './src/index.js',
      output: { path: path.join(dir, 'dist'), allowOutside: false, assetModuleFilename: '../public/[name][ext]' },
      module: { rules: [{ test: /\.txt$/, type: 'asset/resource' }] },
    });
    expect(stats.hasErrors()).toBe(true);
    expect(errorsOf(stats).join('\n')).toContain('Asset "../public/a.txt" is not emitted');
    expect(readdirSync(path.join(dir, 'dist'))).toEqual(['main.js']);
    expect(existsSync(path.join(dir, 'public'))).toBe(false);
  });

  it('experiments.futureDefaults makes false the default', async () => {
    expect(text).toContain(
      'With [`experiments.futureDefaults`](/configuration/experiments/#experimentsfuturedefaults), this is the default.',
    );
    const options = webpack.config.getNormalizedWebpackOptions({ experiments: { futureDefaults: true } });
    webpack.config.applyWebpackOptionsDefaults(options);
    expect(options.output.allowOutside).toBe(false);
    const plain = webpack.config.getNormalizedWebpackOptions({});
    webpack.config.applyWebpackOptionsDefaults(plain);
    expect(plain.output.allowOutside).toBeUndefined();
    const dir = outsideProject('allow-outside-future');
    const errors = errorsOf(await build({ ...base(dir), experiments: { futureDefaults: true } }));
    expect(errors.join('\n')).toContain('is not emitted because it would be written outside of output.path');
  });

  it('a list allows its folders only, and must hold absolute paths', async () => {
    const inside = outsideProject('allow-outside-list');
    expect(errorsOf(await build(base(inside, { allowOutside: [path.join(inside, 'public')] })))).toEqual([]);
    expect(existsSync(path.join(inside, 'public/main.js'))).toBe(true);

    const elsewhere = outsideProject('allow-outside-list-other');
    const errors = errorsOf(await build(base(elsewhere, { allowOutside: [path.join(elsewhere, 'shared')] })));
    expect(errors.join('\n')).toContain('Asset "../public/main.js" is not emitted');

    expect(text).toContain('Relative paths fail validation.');
    expect(() => webpack.validate({ output: { allowOutside: ['../public'] } })).toThrow(/allowOutside/);
  });

  it('output.copy copies outside only where allowOutside allows it', async () => {
    expect(text).toContain('`true`: files may go anywhere, also through `output.copy`.');
    expect(text).toContain(
      'would land outside `output.path` where [`output.allowOutside`](/configuration/output/#outputallowoutside) does not allow it',
    );
    const copy: webpack.Configuration['output'] = {
      filename: '[name].js',
      copy: [{ from: 'static', to: '../shared' }],
    };

    const refused = outsideProject('allow-outside-copy-unset');
    const errors = errorsOf(await build(base(refused, copy)));
    expect(errors.join('\n')).toContain("would write outside 'output.path'");
    expect(existsSync(path.join(refused, 'shared/robots.txt'))).toBe(false);

    const allowed = outsideProject('allow-outside-copy-true');
    expect(errorsOf(await build(base(allowed, { ...copy, allowOutside: true })))).toEqual([]);
    expect(existsSync(path.join(allowed, 'shared/robots.txt'))).toBe(true);
  });

  it('output.clean removes what an earlier build of the same compiler wrote outside, never other files there', async () => {
    expect(text).toContain(
      '`output.clean` also removes files that an earlier build of the same [compiler](/glossary/#compiler) wrote there and that the current build no longer emits',
    );
    expect(text).toContain('It never removes files outside that webpack did not write');
    const twoBuilds = async (
      name: string,
      allow: boolean | undefined,
      clean: NonNullable<webpack.Configuration['output']>['clean'] = true,
    ): Promise<{ first: string[]; after: string[] }> => {
      const dir = outsideProject(name);
      const compiler = webpack({
        ...base(dir, { filename: '../public/[name].[contenthash:8].js', clean, allowOutside: allow }),
        infrastructureLogging: { level: 'none' },
      });
      const run = (): Promise<void> =>
        new Promise((resolve, reject) => compiler.run((error) => (error ? reject(error) : resolve())));
      await run();
      const publicDir = path.join(dir, 'public');
      const first = readdirSync(publicDir);
      writeFileSync(path.join(publicDir, 'stranger.txt'), 'not written by webpack');
      writeFileSync(path.join(dir, 'src/index.js'), 'console.log("changed");\n');
      await run();
      await new Promise<void>((resolve) => compiler.close(() => resolve()));
      return { first, after: readdirSync(publicDir) };
    };
    const allowedRun = await twoBuilds('allow-outside-clean-true', true);
    expect(allowedRun.first).toHaveLength(1);
    expect(allowedRun.after).toContain('stranger.txt');
    expect(allowedRun.after).not.toContain(allowedRun.first[0]);
    expect(allowedRun.after).toHaveLength(2);

    const unsetRun = await twoBuilds('allow-outside-clean-unset', undefined);
    expect(unsetRun.after).toContain('stranger.txt');
    expect(unsetRun.after, 'unset, output.clean removes nothing outside').toContain(unsetRun.first[0]);
    expect(unsetRun.after).toHaveLength(3);

    expect(text).toContain(
      '[`output.clean.keep`](/configuration/output/#outputcleankeep) sees those files by their path relative to `output.path`, starting with `../`',
    );
    const seen: string[] = [];
    const keep = (file: string): boolean => {
      seen.push(file);
      return file.startsWith('../public/');
    };
    const keptRun = await twoBuilds('allow-outside-clean-keep', true, { keep });
    expect(keptRun.after).toContain(keptRun.first[0]);
    expect(seen).toContain(`../public/${keptRun.first[0]}`);
  });
});

/** The page's example with its allowOutside folder moved into the temporary project. */
function allowed(config: webpack.Configuration, dir: string): Pick<webpack.Configuration, 'output'> {
  const list = config.output?.allowOutside;
  expect(
    Array.isArray(list) && list.length === 1 && (list[0] as string).endsWith(`${path.sep}build${path.sep}public`),
  ).toBe(true);
  return {
    output: { ...config.output, path: path.join(dir, 'build/server'), allowOutside: [path.join(dir, 'build/public')] },
  };
}

describe('output.clean', { timeout: 60_000 }, () => {
  const cleanBuild = (
    dir: string,
    output: webpack.Configuration['output'],
    extra: webpack.Configuration = {},
  ): Promise<webpack.Stats> =>
    build({ mode: 'none', context: dir, entry: './src/index.js', output: { clean: true, ...output }, ...extra });
  const src = { 'src/index.js': 'console.log("hi");\n' };

  it('cleans nothing and warns when output.path holds the project, unless keep is set or a plugin taps the keep hook', async () => {
    const heading = 'A folder that holds the project';
    expect(text).toContain(
      "When `output.path` is the project's folder, the [context](/configuration/entry-context/#context), or a folder above it, cleaning would delete your sources.",
    );
    const [quoted] = blocksIn(section(sections, heading), 'text') as [string];

    const same = writeProject('clean-unsafe', { ...src, 'notes.txt': 'mine' });
    expect(warningMessagesOf(await cleanBuild(same, { path: same }))).toEqual([quoted.replaceAll('/project', same)]);
    expect(readdirSync(same).sort()).toEqual(['main.js', 'notes.txt', 'src']);

    const above = writeProject('clean-unsafe-above', { ...src, 'notes.txt': 'mine' });
    const fromSrc = await build({
      mode: 'none',
      context: path.join(above, 'src'),
      entry: './index.js',
      output: { path: above, clean: true },
    });
    expect(warningMessagesOf(fromSrc)).toEqual([
      quoted.replace("'/project'", `'${above}'`).replace("'/project'", `'${path.join(above, 'src')}'`),
    ]);
    expect(existsSync(path.join(above, 'notes.txt'))).toBe(true);

    const kept = writeProject('clean-unsafe-keep', { ...src, 'notes.txt': 'mine' });
    expect(warningMessagesOf(await cleanBuild(kept, { path: kept, clean: { keep: /^src\// } }))).toEqual([]);
    expect(readdirSync(kept).sort()).toEqual(['main.js', 'src']);

    const hooked = writeProject('clean-unsafe-hook', { ...src, 'notes.txt': 'mine' });
    const keepHook = (compiler: webpack.Compiler): void => {
      compiler.hooks.compilation.tap('KeepSources', (compilation) => {
        webpack.CleanPlugin.getCompilationHooks(compilation).keep.tap('KeepSources', (file) =>
          file.startsWith('src') ? true : undefined,
        );
      });
    };
    expect(warningMessagesOf(await cleanBuild(hooked, { path: hooked }, { plugins: [keepHook] }))).toEqual([]);
    expect(readdirSync(hooked).sort()).toEqual(['main.js', 'src']);
  });

  it('never removes dot files, anywhere, and keeps the folders that hold them', async () => {
    expect(text).toContain(
      'Files and folders whose name starts with a dot, such as `.gitignore` or `.git`, anywhere in `output.path`. A folder that holds one is kept too.',
    );
    const dir = writeProject('clean-dot', {
      ...src,
      'dist/.gitignore': '*\n',
      'dist/.git/HEAD': 'ref\n',
      'dist/old.js': 'old',
      'dist/sub/.keep': '',
      'dist/sub/old.js': 'old',
      'dist/gone/old.js': 'old',
    });
    await cleanBuild(dir, { path: path.join(dir, 'dist') });
    expect(readdirSync(path.join(dir, 'dist')).sort()).toEqual(['.git', '.gitignore', 'main.js', 'sub']);
    expect(readdirSync(path.join(dir, 'dist/sub'))).toEqual(['.keep']);
  });

  it('removes a symbolic link, not what it points to, and does not look into a folder behind a link', async () => {
    expect(text).toContain(
      'A link that the build does not emit is removed like a file, and the file or folder it points to stays as it is.',
    );
    expect(text).toContain(
      'webpack also does not look into a folder behind a link, even one the build writes into, so nothing there is removed.',
    );
    const dir = writeProject('clean-links', {
      ...src,
      'target.txt': 'target',
      'shared/data.txt': 'data',
      'uploads/stale.txt': 'stale',
      'src/logo.png': 'png',
    });
    writeFileSync(path.join(dir, 'src/index.js'), 'import logo from "./logo.png";\nconsole.log(logo);\n');
    mkdirSync(path.join(dir, 'dist'));
    symlinkSync(path.join(dir, 'target.txt'), path.join(dir, 'dist/link.txt'));
    symlinkSync(path.join(dir, 'shared'), path.join(dir, 'dist/linked-folder'));
    symlinkSync(path.join(dir, 'uploads'), path.join(dir, 'dist/assets'));
    await cleanBuild(
      dir,
      { path: path.join(dir, 'dist'), assetModuleFilename: 'assets/[name][ext]' },
      { module: { rules: [{ test: /\.png$/, type: 'asset/resource' }] } },
    );
    expect(readdirSync(path.join(dir, 'dist')).sort()).toEqual(['assets', 'main.js']);
    expect(readdirSync(path.join(dir, 'shared'))).toEqual(['data.txt']);
    expect(existsSync(path.join(dir, 'target.txt'))).toBe(true);
    expect(readdirSync(path.join(dir, 'uploads')).sort()).toEqual(['logo.png', 'stale.txt']);
  });

  it('in watch mode removes the old hashed file a name outside output.path left behind', async () => {
    expect(text).toContain(
      "In watch mode, this removes an old hashed file that a name such as `'../public/[name].[contenthash].js'` left behind.",
    );
    const dir = outsideProject('clean-watch-outside');
    const compiler = webpack({
      ...base(dir, { filename: '../public/[name].[contenthash].js', clean: true, allowOutside: true }),
      infrastructureLogging: { level: 'none' },
    });
    const publicDir = path.join(dir, 'public');
    let first: string[] | undefined;
    // the watcher may report the freshly written project once more before the edit; wait for the edit's build
    const second = await new Promise<string[]>((resolve, reject) => {
      const watching = compiler.watch({ aggregateTimeout: 50 }, (error) => {
        if (error) return reject(error);
        const files = readdirSync(publicDir);
        if (!first) {
          first = files;
          setTimeout(() => writeFileSync(path.join(dir, 'src/index.js'), 'console.log("changed");\n'), 200);
        } else if (files.join() !== first.join()) {
          watching?.close(() => resolve(files));
        }
      });
    });
    expect(first).toHaveLength(1);
    expect(second).toHaveLength(1);
    expect(second[0]).not.toBe(first?.[0]);
  });
});
