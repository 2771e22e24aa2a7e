/**
 * The example loader and plugins of content/contribute/ run. Every file of an example project
 * lives in examples/contribute/<name>/; a page shows it in a code block titled with that path, and
 * the block must be identical to the file. Each project is then built with the installed webpack
 * through its Node API (output to a temporary folder), and the result must be what the page says.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../src/node/paths';
import { codeBlocks, contentFiles } from '../support/code-blocks';
import { describeExampleSources, filesOf } from '../support/examples';
import { build, projectConfig, tempDir } from '../support/project';

const EXAMPLES = path.join(ROOT, 'examples', 'contribute');
const PAGES = path.join(ROOT, 'content', 'contribute');
/** Example files are CommonJS (each project has a package.json without "type"). */
const requireExample = createRequire(path.join(EXAMPLES, 'package.json'));

function messages(list: readonly webpack.StatsError[] | undefined): string[] {
  return (list ?? []).map((item) => item.message);
}

function problems(stats: webpack.Stats): { errors: string[]; warnings: string[] } {
  const json = stats.toJson({ all: false, errors: true, warnings: true });
  return { errors: messages(json.errors), warnings: messages(json.warnings) };
}

function withOutput(config: webpack.Configuration, outputPath: string): webpack.Configuration {
  return { ...config, output: { ...config.output, path: outputPath } };
}

describeExampleSources('contribute', contentFiles(PAGES).flatMap(codeBlocks), 11);

describe('writing-a-loader: the properties loader', () => {
  const dir = path.join(EXAMPLES, 'properties-loader');
  const loaderPath = path.join(dir, 'properties-loader.js');

  /** A project in a temporary folder that imports one .properties file through the loader. */
  function fixture(properties: string, options: unknown): webpack.Configuration {
    const root = tempDir('loader-fixture');
    writeFileSync(path.join(root, 'settings.properties'), properties);
    writeFileSync(
      path.join(root, 'index.js'),
      "import settings from './settings.properties';\nconsole.log(JSON.stringify(settings));\n",
    );
    return {
      mode: 'production',
      context: root,
      entry: './index.js',
      output: { path: path.join(root, 'dist') },
      module: {
        rules: [{ test: /\.properties$/i, use: { loader: loaderPath, options: options as Record<string, unknown> } }],
      },
    };
  }

  function runBundle(outputPath: string): unknown {
    return JSON.parse(execFileSync(process.execPath, [path.join(outputPath, 'main.js')], { encoding: 'utf8' }));
  }

  it('builds the example and the bundle prints the parsed values', async () => {
    const out = tempDir('loader');
    const stats = await build(withOutput(projectConfig(dir), out));
    expect(problems(stats)).toEqual({ errors: [], warnings: [] });
    expect(runBundle(out)).toEqual({ title: 'Hello from a .properties file', port: 8080, debug: false });
  });

  it('keeps every value a string without parseValues', async () => {
    const config = fixture('port = 8080\ndebug = false\n', {});
    const stats = await build(config);
    expect(problems(stats).errors).toEqual([]);
    expect(runBundle(config.output?.path ?? '')).toEqual({ port: '8080', debug: 'false' });
  });

  it('warns about a line without "=" and skips it', async () => {
    const config = fixture('title = ok\nthis line has no separator\n', {});
    const stats = await build(config);
    const { errors, warnings } = problems(stats);
    expect(errors).toEqual([]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('line 2: expected "key = value", got "this line has no separator"');
    expect(runBundle(config.output?.path ?? '')).toEqual({ title: 'ok' });
  });

  it('fails the module on invalid options, naming the loader', async () => {
    const stats = await build(fixture('a = 1\n', { parseValues: 'yes' }));
    const { errors } = problems(stats);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(
      'Properties Loader has been initialized using an options object that does not match the API schema',
    );
    expect(errors[0]).toContain('options.parseValues should be a boolean');
  });
});

describe('writing-a-plugin: the entry manifest plugin', () => {
  const dir = path.join(EXAMPLES, 'entry-manifest-plugin');
  type Manifest = Record<string, { js: string[]; css: string[] }>;

  it('writes the files of each entry point, in order, to entries.json', async () => {
    const out = tempDir('plugin');
    const stats = await build(withOutput(projectConfig(dir), out));
    expect(problems(stats)).toEqual({ errors: [], warnings: [] });

    const manifest = JSON.parse(readFileSync(path.join(out, 'entries.json'), 'utf8')) as Manifest;
    expect(Object.keys(manifest)).toEqual(['main', 'admin']);
    const { main, admin } = manifest as { main: Manifest[string]; admin: Manifest[string] };

    // The chunk that split shared.js out comes first in both entries, then the entry's own file.
    expect(main.js).toHaveLength(2);
    expect(admin.js).toHaveLength(2);
    expect(main.js[0]).toBe(admin.js[0]);
    expect(main.js[1]).toMatch(/^main\.[0-9a-f]{8}\.js$/);
    expect(admin.js[1]).toMatch(/^admin\.[0-9a-f]{8}\.js$/);
    expect(main.css).toEqual([expect.stringMatching(/^main\.[0-9a-f]{8}\.css$/)]);
    expect(admin.css).toEqual([]);
    expect(readFileSync(path.join(out, main.js[0] ?? ''), 'utf8')).toContain('Hello, ');

    // Every listed file was written; the lazy chunk was written but is not listed.
    const listed = new Set([...main.js, ...main.css, ...admin.js, ...admin.css]);
    for (const file of listed) expect(existsSync(path.join(out, file)), file).toBe(true);
    const unlisted = readdirSync(out).filter((file) => file.endsWith('.js') && !listed.has(file));
    expect(unlisted).toHaveLength(1);
    expect(readFileSync(path.join(out, unlisted[0] ?? ''), 'utf8')).toContain('loaded on demand');
  });

  it('reports a clash with an existing asset as a build error', async () => {
    const EntryManifestPlugin = requireExample(path.join(dir, 'entry-manifest-plugin.js')) as new (
      options?: object,
    ) => webpack.WebpackPluginInstance;
    const config = projectConfig(dir);
    const stats = await build({
      ...withOutput(config, tempDir('plugin-clash')),
      plugins: [...(config.plugins ?? []), new EntryManifestPlugin()],
    });
    expect(problems(stats).errors).toEqual(['EntryManifestPlugin: the build already has an asset named entries.json']);
  });

  it('rejects an empty file name in the constructor', () => {
    const EntryManifestPlugin = requireExample(path.join(dir, 'entry-manifest-plugin.js')) as new (
      options?: object,
    ) => unknown;
    expect(() => new EntryManifestPlugin({ filename: '' })).toThrow(TypeError);
  });
});

describe('plugin-patterns: the pattern plugins', () => {
  const dir = path.join(EXAMPLES, 'plugin-patterns');
  const version = (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;

  it('adds a footer, a chunk report and a version file', async () => {
    const out = tempDir('patterns');
    const stats = await build(withOutput(projectConfig(dir), out));
    expect(problems(stats)).toEqual({ errors: [], warnings: [] });

    const scripts = readdirSync(out).filter((file) => file.endsWith('.js'));
    expect(scripts).toHaveLength(2);
    for (const file of scripts)
      expect(readFileSync(path.join(out, file), 'utf8').endsWith('\n/* Built with webpack */\n')).toBe(true);

    expect(readFileSync(path.join(out, 'version.txt'), 'utf8')).toBe(`${version}\n`);

    const report = JSON.parse(readFileSync(path.join(out, 'chunk-report.json'), 'utf8')) as {
      name: string | null;
      initial: boolean;
      files: string[];
      modules: string[];
    }[];
    expect(report).toHaveLength(2);
    const [main, lazy] = report;
    expect(main).toMatchObject({ name: 'main', initial: true });
    expect(main?.modules).toContain('./src/index.js + 1 modules');
    expect(main?.modules.some((module) => module.startsWith('webpack/runtime/'))).toBe(true);
    expect(lazy).toMatchObject({ name: null, initial: false, modules: ['./src/details.js'] });
    expect(scripts.sort()).toEqual([...(main?.files ?? []), ...(lazy?.files ?? [])].sort());
  });

  it('validates the FooterPlugin options before the build', () => {
    const FooterPlugin = requireExample(path.join(dir, 'footer-plugin.js')) as new (
      options?: object,
    ) => webpack.WebpackPluginInstance;
    expect(() => webpack({ ...projectConfig(dir), plugins: [new FooterPlugin({})] })).toThrow(
      "Footer Plugin has been initialized using an options object that does not match the API schema.\n - options misses the property 'text'",
    );
  });

  it('warns when package.json has no version', async () => {
    const copy = tempDir('patterns-copy');
    cpSync(dir, copy, { recursive: true });
    writeFileSync(path.join(copy, 'package.json'), '{ "private": true }\n');
    const config = projectConfig(copy);
    const stats = await build(withOutput(config, path.join(copy, 'dist')));
    const { errors, warnings } = problems(stats);
    expect(errors).toEqual([]);
    expect(warnings).toEqual([`VersionFilePlugin: ${path.join(copy, 'package.json')} has no "version"`]);
    expect(existsSync(path.join(copy, 'dist', 'version.txt'))).toBe(false);
  });

  it('rebuilds in watch mode and reports the changed files', async () => {
    const copy = tempDir('patterns-watch');
    cpSync(dir, copy, { recursive: true });
    const out = path.join(copy, 'dist');
    const compiler = webpack({
      ...withOutput(projectConfig(copy), out),
      mode: 'development',
      infrastructureLogging: { level: 'none' },
    });
    const logged: string[] = [];
    compiler.hooks.infrastructureLog.tap('test', (name, type, args) => {
      if (name === 'ChangedFilesPlugin') logged.push(`${type}: ${(args ?? []).join(' ')}`);
      return undefined;
    });
    const formatFile = path.join(copy, 'src', 'format.js');
    const packageFile = path.join(copy, 'package.json');
    const versions: string[] = [];

    // Change a module; once that rebuild is done, change package.json, which no module imports.
    // Rebuilds for any other reason (a second event for the same save) are ignored.
    await new Promise<void>((resolve, reject) => {
      let step = 0;
      const watching = compiler.watch({ aggregateTimeout: 50 }, (error, stats) => {
        if (error || !stats) {
          reject(error ?? new Error('no stats'));
          return;
        }
        if (stats.hasErrors()) {
          reject(new Error(stats.toString('errors-only')));
          return;
        }
        const changed = compiler.modifiedFiles ?? new Set<string>();
        versions.push(readFileSync(path.join(out, 'version.txt'), 'utf8').trim());
        if (step === 0) {
          step = 1;
          setTimeout(() => writeFileSync(formatFile, `${readFileSync(formatFile, 'utf8')}\n`), 300);
        } else if (step === 1 && changed.has(formatFile)) {
          step = 2;
          setTimeout(
            () =>
              writeFileSync(
                packageFile,
                readFileSync(packageFile, 'utf8').replace(`"version": "${version}"`, '"version": "9.9.9"'),
              ),
            300,
          );
        } else if (step === 2 && changed.has(packageFile)) {
          watching?.close(() => resolve());
        }
      });
    });

    expect(versions[0]).toBe(version);
    expect(versions.at(-1)).toBe('9.9.9');
    expect(logged).toContain(`log: changed: ${formatFile}`);
    expect(logged).toContain(`log: changed: ${packageFile}`);
    expect(logged.filter((line) => line.startsWith('info: '))).toContain('info: rebuilding: 1 changed, 0 removed');
  });
});

describe('writing-a-scaffold: the create-webpack-starter initializer', () => {
  const dir = path.join(EXAMPLES, 'create-webpack-starter');
  const bin = path.join(dir, 'bin', 'create.js');

  it('copies the template, names the package after the folder, and the project builds', async () => {
    const cwd = tempDir('scaffold');
    const printed = execFileSync(process.execPath, [bin, 'my-app'], { cwd, encoding: 'utf8' });
    const project = path.join(cwd, 'my-app');
    expect(printed).toBe(`Created ${project}. Next:\n  cd my-app\n  npm install\n  npm run build\n`);
    const template = path.join(dir, 'template');
    expect(filesOf(project, project)).toEqual(filesOf(template, template));
    const manifest = JSON.parse(readFileSync(path.join(project, 'package.json'), 'utf8')) as {
      name: string;
      scripts: Record<string, string>;
    };
    expect(manifest.name).toBe('my-app');
    expect(manifest.scripts.build).toBe('webpack');

    const stats = await build(withOutput(projectConfig(project), path.join(project, 'dist')));
    expect(problems(stats)).toEqual({ errors: [], warnings: [] });
    expect(execFileSync(process.execPath, [path.join(project, 'dist', 'main.js')], { encoding: 'utf8' })).toBe(
      'Hello from a project made by create-webpack-starter\n',
    );
  });

  it('refuses a folder that is not empty', () => {
    const cwd = tempDir('scaffold-busy');
    writeFileSync(path.join(cwd, 'keep.txt'), 'mine\n');
    let status: number | null = null;
    try {
      execFileSync(process.execPath, [bin, '.'], { cwd, encoding: 'utf8', stdio: 'pipe' });
    } catch (error) {
      status = (error as { status: number | null }).status;
    }
    expect(status).toBe(1);
    expect(readdirSync(cwd)).toEqual(['keep.txt']);
  });
});
