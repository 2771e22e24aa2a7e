/**
 * What content/configuration/output.md says about output.allowOutside, and the sentences of
 * output.clean and output.copy that depend on it: small projects built with the installed webpack,
 * writing next to their output folder.
 */
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { build } from '../../support/guides';
import { blocksIn, configIn, CONTENT, pageText, project, section, sectionsOf } from './pages';

const PAGE = path.join(CONTENT, 'configuration', 'output.md');
const sections = sectionsOf(PAGE);
const text = pageText(PAGE);
const allowOutside = section(sections, 'output.allowOutside');

/** A project whose only asset name leaves output.path: `dist/../public/main.js`. */
function outsideProject(name: string): string {
  return project(name, { 'src/index.js': 'console.log("hi");\n', 'static/robots.txt': 'User-agent: *\n' });
}

function errorsOf(stats: webpack.Stats): string[] {
  return (stats.toJson({ all: false, errors: true }).errors ?? []).map((error) => error.message);
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
    const dir = project('allow-outside-example', {
      'src/server.js': "import logo from './logo.png';\nexport const page = () => `<img src=\"${logo}\">`;\n",
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
    expect(text).toContain("the build's other files are still written, also in [production](/configuration/mode/#mode) mode, and the build fails with the error");
    const dir = project('allow-outside-production', {
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
    expect(text).toContain('With [`experiments.futureDefaults`](/configuration/experiments/#experimentsfuturedefaults), this is the default.');
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
    expect(text).toContain('would land outside `output.path` where [`output.allowOutside`](/configuration/output/#outputallowoutside) does not allow it');
    const copy: webpack.Configuration['output'] = { filename: '[name].js', copy: [{ from: 'static', to: '../shared' }] };

    const refused = outsideProject('allow-outside-copy-unset');
    const errors = errorsOf(await build(base(refused, copy)));
    expect(errors.join('\n')).toContain("would write outside 'output.path'");
    expect(existsSync(path.join(refused, 'shared/robots.txt'))).toBe(false);

    const allowed = outsideProject('allow-outside-copy-true');
    expect(errorsOf(await build(base(allowed, { ...copy, allowOutside: true })))).toEqual([]);
    expect(existsSync(path.join(allowed, 'shared/robots.txt'))).toBe(true);
  });

  it('output.clean removes what an earlier build of the same compiler wrote outside, never other files there', async () => {
    expect(text).toContain('`output.clean` also removes files that an earlier build of the same [compiler](/glossary/#compiler) wrote there and that the current build no longer emits');
    expect(text).toContain('It never removes files outside that webpack did not write');
    const twoBuilds = async (name: string, allow: boolean | undefined, clean: NonNullable<webpack.Configuration['output']>['clean'] = true): Promise<{ first: string[]; after: string[] }> => {
      const dir = outsideProject(name);
      const compiler = webpack({ ...base(dir, { filename: '../public/[name].[contenthash:8].js', clean, allowOutside: allow }), infrastructureLogging: { level: 'none' } });
      const run = (): Promise<void> => new Promise((resolve, reject) => compiler.run((error) => (error ? reject(error) : resolve())));
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

    expect(text).toContain('[`output.clean.keep`](/configuration/output/#outputcleankeep) sees those files by their path relative to `output.path`, starting with `../`');
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
  expect(Array.isArray(list) && list.length === 1 && (list[0] as string).endsWith(`${path.sep}build${path.sep}public`)).toBe(true);
  return { output: { ...config.output, path: path.join(dir, 'build/server'), allowOutside: [path.join(dir, 'build/public')] } };
}
