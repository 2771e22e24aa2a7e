/**
 * The playground's runner (src/playground/run.ts) in Node.js: its stand-ins (the files a
 * configuration example names and does not show, and how many builds it takes to find them), and
 * the worker's conditions the Node.js host (src/node/playground/host.ts) gives each build.
 */
import { existsSync, readdirSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { ROOT } from '../../src/node/paths';
import { nodeHost } from '../../src/node/playground/host';
import { projectFiles } from '../../src/node/playground/links';
import { CONFIG_FILE, type Project } from '../../src/playground/project';
import { runProject, type RunnerHost } from '../../src/playground/run';
import { codeBlocks } from '../support/code-blocks';
import { WEBPACK_HOT_FILES } from '../../src/playground/webpack-files';

/** Runs the project as the playground opens an example, counting webpack's builds. */
async function open(files: Project['files'], fillMissing = true) {
  const base = nodeHost();
  let builds = 0;
  const host: RunnerHost = {
    ...base,
    scope: (build) => {
      builds += 1;
      return base.scope ? base.scope(build) : build();
    },
  };
  const result = await runProject(host, { files }, { fillMissing, detail: false });
  const errors = result.problems.filter((problem) => problem.severity === 'error').map((problem) => problem.text);
  return { builds, added: Object.keys(result.added).sort(), errors };
}

describe("the playground's stand-ins", () => {
  it('gives the entry points a configuration names their stand-ins before the first build', async () => {
    const config = "module.exports = { mode: 'production', entry: './src/app.js' };\n";
    expect(await open({ 'webpack.config.js': config })).toEqual({ builds: 1, added: ['src/app.js'], errors: [] });
  });

  it('reads every form of entry: names, lists, descriptors, a folder and a path without extension', async () => {
    const config = `module.exports = {
  mode: 'development',
  entry: {
    main: './src/main',
    admin: { import: ['./src/admin.js', './lib/'], dependOn: 'main' },
    shop: ['./src/shop.js'],
  },
};
`;
    expect(await open({ 'webpack.config.js': config })).toEqual({
      builds: 1,
      added: ['lib/index.js', 'src/admin.js', 'src/main.js', 'src/shop.js'],
      errors: [],
    });
  });

  it("resolves an entry in the configuration's context", async () => {
    const config =
      "module.exports = { mode: 'none', context: require('path').resolve(__dirname, 'app'), entry: './start.js' };\n";
    expect(await open({ 'webpack.config.js': config })).toEqual({ builds: 1, added: ['app/start.js'], errors: [] });
  });

  it("gives webpack's default entry, ./src, its stand-in where the configuration names none", async () => {
    const none = "module.exports = { mode: 'none', context: require('path').resolve(__dirname, 'packages/app') };\n";
    expect(await open({ 'webpack.config.js': none })).toEqual({
      builds: 1,
      added: ['packages/app/src/index.js'],
      errors: [],
    });
    // No configuration at all.
    expect(await open({})).toEqual({ builds: 1, added: ['src/index.js'], errors: [] });
  });

  it('gives no stand-in to an entry a project file may answer, however webpack resolves it', async () => {
    const config = "module.exports = { mode: 'none', entry: './src/app', resolve: { extensions: ['.ts', '.js'] } };\n";
    const result = await open({ 'webpack.config.js': config, 'src/app.ts': 'export const answer = 42;\n' });
    expect(result).toEqual({ builds: 1, added: [], errors: [] });
  });

  it('still finds by building a file the entry imports, and an entry a function returns', async () => {
    const imports = await open({
      'webpack.config.js': "module.exports = { mode: 'none', entry: './src/index.js' };\n",
      'src/index.js': "import './util.js';\n",
    });
    expect(imports).toEqual({ builds: 2, added: ['src/util.js'], errors: [] });
    const dynamic = await open({
      'webpack.config.js': "module.exports = { mode: 'none', entry: () => './src/later.js' };\n",
    });
    expect(dynamic).toEqual({ builds: 2, added: ['src/later.js'], errors: [] });
  });

  it('adds nothing to a project of the docs, which shows all its files', async () => {
    const result = await open({ 'webpack.config.js': "module.exports = { entry: './src/app.js' };\n" }, false);
    expect(result.builds).toBe(1);
    expect(result.added).toEqual([]);
    expect(result.errors.join('\n')).toContain("Can't resolve './src/app.js'");
  });
});

describe('the playground in Node.js, as in the browser', () => {
  const build = (files: Project['files']) => runProject(nodeHost(), { files }, { detail: true });
  const errorsOf = (result: Awaited<ReturnType<typeof build>>) =>
    result.problems.filter((problem) => problem.severity === 'error').map((problem) => problem.text);

  it("gives a plugin that writes as it is applied the build's files, never the disk", async () => {
    const name = `early-${process.pid}-${Date.now()}.txt`;
    const config = `module.exports = {
  mode: 'none',
  plugins: [{
    apply(compiler) {
      compiler.intermediateFileSystem.mkdirSync('/project/dist', { recursive: true });
      compiler.intermediateFileSystem.writeFileSync('/project/dist/${name}', 'written on apply');
    },
  }],
};
`;
    const result = await build({ 'webpack.config.js': config, 'src/index.js': "console.log('hi');\n" });
    expect(errorsOf(result)).toEqual([]);
    expect(result.files.find((file) => file.path === `dist/${name}`)?.text).toBe('written on apply');
    expect(existsSync(`/project/dist/${name}`)).toBe(false);
    // ProfilingPlugin opens its trace file so: the in-memory file system has no streams, as in the worker.
    const profiling = `const webpack = require('webpack');
module.exports = { plugins: [new webpack.debug.ProfilingPlugin({ outputPath: '/project/profile-${name}.json' })] };
`;
    const profiled = await build({ 'webpack.config.js': profiling, 'src/index.js': "console.log('hi');\n" });
    expect(errorsOf(profiled).join('\n')).toContain('createWriteStream is not a function');
    expect(existsSync(`/project/profile-${name}.json`)).toBe(false);
  });

  it('opens no port and reaches no network: lazy compilation fails, as in the worker', async () => {
    const config = "module.exports = { mode: 'development', experiments: { lazyCompilation: { entries: false } } };\n";
    const result = await build({ 'webpack.config.js': config, 'src/index.js': "console.log('hi');\n" });
    expect(errorsOf(result).join('\n')).toContain('The playground cannot start a server (http.createServer)');
    // experiments.buildHttp fetches nothing either.
    const remote = `module.exports = {
  mode: 'none',
  experiments: { buildHttp: { allowedUris: ['https://cdn.example.com/'], frozen: false, cacheLocation: false } },
};
`;
    const fetched = await build({
      'webpack.config.js': remote,
      'src/index.js': "import 'https://cdn.example.com/lib.js';\n",
    });
    expect(errorsOf(fetched).join('\n')).toContain('The playground has no network (https.get)');
    // Outside a playground build, Node.js's http is as it was.
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    await new Promise((resolve) => server.close(resolve));
  });

  it("runs a loader of the project with the build's modules, its options read from the query", async () => {
    const result = await build({
      'webpack.config.js':
        "module.exports = { mode: 'none', entry: './loaders/upper.js?shout=yes!./src/words.txt' };\n",
      'loaders/upper.js':
        "module.exports = function (source) {\n  const { shout } = this.getOptions();\n  return `export default ${JSON.stringify(shout === 'yes' ? source.toUpperCase() : source)};`;\n};\n",
      'src/words.txt': 'quiet words\n',
    });
    expect(errorsOf(result)).toEqual([]);
    expect(result.files.find((file) => file.path === 'dist/main.js')?.text).toContain('QUIET WORDS');
  });

  it("keeps what the project's modules print out of the site's build log", async () => {
    const log = vi.spyOn(console, 'log');
    const config = `console.log('loading the configuration');
module.exports = {
  mode: 'none',
  plugins: [{ apply(compiler) { compiler.hooks.done.tap('Say', () => console.log('done')); } }],
};
`;
    const result = await build({ 'webpack.config.js': config, 'src/index.js': "console.log('hi');\n" });
    expect(errorsOf(result)).toEqual([]);
    expect(log).not.toHaveBeenCalled();
    log.mockRestore();
    // Nor the warnings Node.js prints for an API the example uses that webpack deprecates.
    const warnings: string[] = [];
    const listen = (warning: Error & { code?: string }) => warnings.push(warning.code ?? warning.message);
    process.on('warning', listen);
    const deprecated = `const webpack = require('webpack');
module.exports = { mode: 'none', plugins: [new webpack.optimize.AggressiveSplittingPlugin()] };
`;
    expect(errorsOf(await build({ 'webpack.config.js': deprecated, 'src/index.js': '1;\n' }))).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('warning', listen);
    expect(warnings).toEqual([]);
  });

  it('gives a package that needs a native program its stand-in, and runs terser-webpack-plugin', async () => {
    const esbuild = `const MinimizerPlugin = require('minimizer-webpack-plugin');
module.exports = {
  mode: 'production',
  optimization: { minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.esbuildMinify })] },
};
`;
    const native = await build({ 'webpack.config.js': esbuild, 'src/index.js': "console.log('hi');\n" });
    expect(errorsOf(native).join('\n')).toContain(
      'The playground cannot run esbuild: it needs Node.js or a native program.',
    );
    const terser = `const TerserPlugin = require('terser-webpack-plugin');
module.exports = {
  mode: 'production',
  optimization: { minimizer: [new TerserPlugin({ extractComments: false, terserOptions: { mangle: true } })] },
};
`;
    const code = 'function greet(longName) {\n  return `Hello, ${longName}`;\n}\nconsole.log(greet(document.title));\n';
    const minified = await build({ 'webpack.config.js': terser, 'src/index.js': code });
    expect(errorsOf(minified)).toEqual([]);
    const main = minified.files.find((file) => file.path === 'dist/main.js')?.text ?? '';
    expect(main).toContain('Hello, ');
    expect(main).not.toContain('longName');
  });

  it("holds webpack's hot module replacement clients in node_modules, for an entry such as webpack/hot/poll", async () => {
    const config = `const webpack = require('webpack');
module.exports = {
  mode: 'development',
  target: 'node',
  devtool: false,
  entry: ['webpack/hot/poll?300', './src/index.js'],
  plugins: [new webpack.HotModuleReplacementPlugin()],
};
`;
    const polled = await build({ 'webpack.config.js': config, 'src/index.js': "console.log('hi');\n" });
    expect(errorsOf(polled)).toEqual([]);
    const main = polled.files.find((file) => file.path === 'dist/main.js')?.text ?? '';
    expect(main).toContain('./node_modules/webpack/hot/poll.js?300');
    expect(main).toContain('./node_modules/webpack/hot/log-apply-result.js');
    // Every client of the installed webpack but the lazy compilation ones, which need a server.
    const hot = readdirSync(path.join(ROOT, 'node_modules', 'webpack', 'hot')).filter(
      (file) => file.endsWith('.js') && !/^lazy-compilation-|^load-http/.test(file),
    );
    expect([...WEBPACK_HOT_FILES]).toEqual(hot.sort());
  });

  it('gives a configuration webpack-merge, as the worker does', async () => {
    const config = `const { merge } = require('webpack-merge');
const common = { entry: './src/index.js', output: { filename: 'common.js' } };
module.exports = merge(common, { mode: 'development', devtool: false, output: { filename: 'merged.js' } });
`;
    const merged = await build({ 'webpack.config.js': config, 'src/index.js': "console.log('hi');\n" });
    expect(errorsOf(merged)).toEqual([]);
    expect(merged.files.map((file) => file.path)).toContain('dist/merged.js');
  });
});

describe("the build's decisions, without webpack's default minimizer", () => {
  /** The first error of the project's build, as the decision keeps it; null when it builds. */
  const decisionOf = async (project: Project, fillMissing: boolean, defaultMinimizer: boolean) => {
    const result = await runProject(nodeHost(), project, { fillMissing, detail: false, defaultMinimizer });
    return result.problems.find((problem) => problem.severity === 'error')?.text ?? null;
  };
  /** Where the two decisions differ, for each project. */
  const differences = async (projects: { where: string; project: Project }[], fillMissing: boolean) => {
    const differ: string[] = [];
    for (const { where, project } of projects) {
      const [withIt, without] = [
        await decisionOf(project, fillMissing, true),
        await decisionOf(project, fillMissing, false),
      ];
      if (withIt !== without) differ.push(`${where}: ${withIt} / ${without}`);
    }
    return differ;
  };

  it('leaves the minimizer out only where the configuration has no say in minimizing', async () => {
    /** dist/main.js of a production build with `optimization` (and `prelude` before the export). */
    const written = async (optimization: string, defaultMinimizer: boolean, prelude = '') => {
      const config = `${prelude}module.exports = { mode: 'production', entry: './src/app.js'${optimization} };\n`;
      const result = await runProject(
        nodeHost(),
        { files: { 'webpack.config.js': config, 'src/app.js': 'const answer = 40 + 2;\nconsole.log(answer);\n' } },
        { detail: true, defaultMinimizer },
      );
      return result.files.find((file) => file.path === 'dist/main.js')?.text ?? '';
    };
    // Terser folds the sum; webpack alone leaves it.
    expect(await written('', true)).toContain('console.log(42)');
    expect(await written('', false)).toContain('40 + 2');
    expect(await written(', optimization: { minimize: true }', false)).toContain('console.log(42)');
    const terser = "const TerserPlugin = require('terser-webpack-plugin');\n";
    expect(await written(', optimization: { minimizer: [new TerserPlugin()] }', false, terser)).toContain(
      'console.log(42)',
    );
  });

  // The pages whose examples shape the code webpack writes the most (output formats, libraries,
  // module types, environments) and how it splits and optimizes it.
  const pages = ['content/configuration/output.md', 'content/configuration/optimization.md'];
  it.each(pages)(
    "decides every configuration example of %s as with webpack's default minimizer",
    async (page) => {
      const examples = codeBlocks(path.join(ROOT, page)).filter(
        (block) => block.lang === 'js' && block.title === 'webpack.config.js',
      );
      expect(examples.length).toBeGreaterThan(50);
      const projects = examples.map(({ where, code }) => ({ where, project: { files: { [CONFIG_FILE]: code } } }));
      expect(await differences(projects, true)).toEqual([]);
    },
    240_000,
  );

  it("decides every example project of the guides as with webpack's default minimizer", async () => {
    const projects = readdirSync(path.join(ROOT, 'examples', 'guides')).flatMap((guide) =>
      readdirSync(path.join(ROOT, 'examples', 'guides', guide)).flatMap((state) => {
        const where = `examples/guides/${guide}/${state}`;
        const files = projectFiles(where);
        return files ? [{ where, project: { files } }] : [];
      }),
    );
    expect(projects.length).toBeGreaterThan(40);
    expect(await differences(projects, false)).toEqual([]);
  }, 240_000);
});
