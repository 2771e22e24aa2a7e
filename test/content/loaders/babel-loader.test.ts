/**
 * content/loaders/babel-loader.md: the example project compiles cart.js to what the page shows and
 * prints 10, webpack's runtime keeps its arrow functions, and the claims about the options
 * (cache files, unknown options, metadataSubscribers, customize) hold for the installed
 * babel-loader with Babel 8, whose peer range and Node.js requirement the page names.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { codeBlocks } from '../../support/code-blocks';
import {
  build,
  projectConfig,
  tempDir,
  installedManifest,
  writeProject,
  COMMONJS_PACKAGE,
} from '../../support/project';
import { runCli } from '../../support/cli';
import { launchBrowser } from '../../support/in-browser';
import { readPage } from '../../support/content';

const PAGE = path.join(ROOT, 'content', 'loaders', 'babel-loader.md');
const EXAMPLE = path.join(ROOT, 'examples', 'loaders', 'babel-loader');
const text = readPage(PAGE).replace(/\s+/g, ' ');
const blocks = codeBlocks(PAGE);

async function buildWith(
  name: string,
  options: Record<string, unknown>,
  plugins: webpack.WebpackPluginInstance[] = [],
): Promise<{ out: string; stats: webpack.Stats }> {
  const config = projectConfig(EXAMPLE);
  const out = tempDir(`babel-loader-${name}`);
  const stats = await build({
    ...config,
    context: EXAMPLE,
    output: { path: out },
    plugins,
    module: {
      rules: [
        {
          test: /\.m?js$/i,
          exclude: /node_modules/,
          use: {
            loader: 'babel-loader',
            options: { plugins: ['@babel/plugin-transform-arrow-functions'], ...options },
          },
        },
      ],
    },
  });
  return { out, stats };
}

describe('the installed packages', () => {
  it('are Babel 8 with the peer range, the Node.js requirements and the module format the page names', () => {
    const core = installedManifest('@babel/core');
    const loader = installedManifest('babel-loader');
    expect(core.version).toMatch(/^8\./);
    expect(text).toContain(
      `This page documents \`babel-loader\` ${loader.version} with \`@babel/core\` ${core.version} (Babel 8).`,
    );
    expect(loader.peerDependencies?.['@babel/core']).toBe('^7.12.0 || ^8.0.0-beta.1');
    expect(text).toContain('(the range `^7.12.0 || ^8.0.0-beta.1`)');
    expect(loader.engines.node).toBe('^18.20.0 || ^20.10.0 || >=22.0.0');
    expect(core.engines.node).toBe('^22.18.0 || >=24.11.0');
    expect(text).toContain('(`^22.18.0 || >=24.11.0`)');
    expect(core.type).toBe('module');
    expect(readFileSync(path.join(ROOT, 'node_modules', 'babel-loader', 'lib', 'index.js'), 'utf8')).toContain(
      'require("@babel/core")',
    );
  });

  it('make the default cacheIdentifier the page shows', () => {
    const lib = path.join(ROOT, 'node_modules', 'babel-loader', 'lib');
    // babel-loader builds the identifier from the version its transform module reports, which is @babel/core's.
    expect(readFileSync(path.join(lib, 'index.js'), 'utf8')).toContain(
      'cacheIdentifier = "core" + transform.version + "," + "loader" + version',
    );
    expect((createRequire(path.join(lib, 'index.js'))('./transform') as { version: string }).version).toBe(
      installedManifest('@babel/core').version,
    );
    expect(text).toContain(
      `for example \`core${installedManifest('@babel/core').version},loader${installedManifest('babel-loader').version}\``,
    );
  });

  it("minimizes a production build with minimizer-webpack-plugin, webpack's default minimizer", async () => {
    const config = projectConfig(EXAMPLE);
    const { stats } = await (async () => {
      const out = tempDir('babel-loader-production');
      return { stats: await build({ ...config, mode: 'production', context: EXAMPLE, output: { path: out } }) };
    })();
    expect(stats.hasErrors(), stats.toString('errors-only')).toBe(false);
    expect(stats.compilation.getAsset('main.js')?.info.minimized).toBe(true);
    const requireFromWebpack = createRequire(createRequire(path.join(ROOT, 'package.json')).resolve('webpack'));
    expect(Object.keys(requireFromWebpack.cache)).toContain(requireFromWebpack.resolve('minimizer-webpack-plugin'));
    expect(text).toContain('webpack 5.108.0 replaced `terser-webpack-plugin` with it');
  });
});

describe('the example project', () => {
  const built = (async () => {
    const config = projectConfig(EXAMPLE);
    const out = tempDir('babel-loader-example');
    const stats = await build({ ...config, context: EXAMPLE, output: { ...config.output, path: out } });
    return { out, stats, bundle: readFileSync(path.join(out, 'main.js'), 'utf8') };
  })();

  it('builds without errors or warnings', async () => {
    const { stats } = await built;
    expect(stats.hasErrors() || stats.hasWarnings(), stats.toString('errors-warnings')).toBe(false);
  });

  it('compiles cart.js to the code the page shows', async () => {
    const { bundle } = await built;
    const shown = blocks.find(
      (block) => block.lang === 'js' && !block.title && block.code.startsWith('const total = function'),
    );
    expect(shown).toBeDefined();
    expect(bundle).toContain(shown?.code);
    expect(bundle).not.toContain('(items) =>');
  });

  it("keeps the arrow functions of webpack's runtime", async () => {
    const { bundle } = await built;
    expect(bundle).toContain('total: () => (/* binding */ total)');
    expect(text).toContain('such as `total: () => (/* binding */ total)`');
  });

  it('prints 10', async () => {
    const { out } = await built;
    expect(execFileSync(process.execPath, [path.join(out, 'main.js')], { encoding: 'utf8' })).toBe('10\n');
    expect(text).toContain('`node dist/main.js` prints `10`');
  });
});

describe('options', () => {
  it('writes gzip cache files by default and plain JSON with cacheCompression false', async () => {
    const zipped = tempDir('babel-loader-cache-gz');
    expect((await buildWith('cache-gz', { cacheDirectory: zipped })).stats.hasErrors()).toBe(false);
    const gz = readdirSync(zipped);
    expect(gz.length).toBe(2);
    for (const file of gz) expect(file).toMatch(/^[0-9a-f]+\.json\.gz$/);

    const plain = tempDir('babel-loader-cache-json');
    expect((await buildWith('cache-json', { cacheDirectory: plain, cacheCompression: false })).stats.hasErrors()).toBe(
      false,
    );
    const json = readdirSync(plain);
    expect(json.length).toBe(2);
    for (const file of json) expect(file).toMatch(/^[0-9a-f]+\.json$/);
    expect(text).toContain('(`<hash>.json.gz`)');
  });

  it('stops the build on an option neither babel-loader nor Babel knows', async () => {
    const { stats } = await buildWith('unknown', { strip: true });
    expect(stats.toString('errors-only')).toContain('Unknown option: .strip');
  });

  it('calls the metadataSubscribers functions with the metadata of each module', async () => {
    const seen: string[] = [];
    const plugin: webpack.WebpackPluginInstance = {
      apply(compiler) {
        compiler.hooks.compilation.tap('CollectMetadataPlugin', (compilation) => {
          webpack.NormalModule.getCompilationHooks(compilation).loader.tap('CollectMetadataPlugin', (loaderContext) => {
            (loaderContext as unknown as Record<string, unknown>).onBabelMetadata = (metadata: unknown) => {
              seen.push(`${path.basename(loaderContext.resourcePath)}:${typeof metadata}`);
            };
          });
        });
      },
    };
    const { stats } = await buildWith('metadata', { metadataSubscribers: ['onBabelMetadata', 'missing'] }, [plugin]);
    expect(stats.hasErrors(), stats.toString('errors-only')).toBe(false);
    expect(seen.sort()).toEqual(['cart.js:object', 'index.js:object']);
  });

  it('runs the customize hooks of the page and rejects a relative path', async () => {
    const dir = tempDir('babel-loader-customize');
    const customize = path.join(dir, 'babel-loader-customize.js');
    const shown = blocks.find((block) => block.title === 'babel-loader-customize.js');
    writeFileSync(customize, shown?.code ?? '');
    const source = tempDir('babel-loader-customize-src');
    writeFileSync(path.join(source, 'index.js'), "console.debug('gone');\nconsole.log('kept');\n");
    const out = tempDir('babel-loader-customize-out');
    const rule = (file: string) => ({
      test: /\.js$/,
      use: { loader: 'babel-loader', options: { customize: file, strip: true } },
    });
    const stats = await build({
      mode: 'development',
      devtool: false,
      target: 'node',
      context: source,
      resolveLoader: { modules: [path.join(ROOT, 'node_modules')] },
      entry: './index.js',
      output: { path: out },
      module: { rules: [rule(customize)] },
    });
    expect(stats.hasErrors(), stats.toString('errors-only')).toBe(false);
    expect(execFileSync(process.execPath, [path.join(out, 'main.js')], { encoding: 'utf8' })).toBe('kept\n');

    const relative = await build({
      mode: 'development',
      devtool: false,
      target: 'node',
      context: source,
      resolveLoader: { modules: [path.join(ROOT, 'node_modules')] },
      entry: './index.js',
      output: { path: tempDir('babel-loader-relative') },
      module: { rules: [rule('./babel-loader-customize.js')] },
    });
    expect(relative.toString('errors-only')).toContain('Customized loaders must be passed as absolute paths');
  });
});

describe('JSX and React', () => {
  const block = (title: string) => {
    const found = blocks.filter((item) => item.title === title);
    expect(found, `one block titled ${title}`).toHaveLength(1);
    return found[0]?.code ?? '';
  };
  const config = blocks.find((item) => item.title === 'webpack.config.js' && item.code.includes('preset-react'))?.code;
  /** The page's project, with `configCode` as webpack.config.js and a page that has the #root element. */
  const project = (name: string, configCode: string) =>
    writeProject(
      `babel-loader-${name}`,
      {
        ...COMMONJS_PACKAGE,
        'webpack.config.js': configCode,
        'src/Greeting.jsx': block('src/Greeting.jsx'),
        'src/index.jsx': block('src/index.jsx'),
        'dist/index.html': block('dist/index.html'),
      },
      { linkModules: true },
    );
  /** Builds with webpack-cli (without minifying, which takes long and changes nothing here) and opens the page. */
  async function builtPage(dir: string, args: string[]): Promise<{ root: string; errors: string[] }> {
    // Neither NODE_ENV (vitest sets it to `test`) nor BABEL_ENV, as in a reader's terminal.
    const { status, printed } = runCli(dir, [...args, '--no-optimization-minimize'], { NODE_ENV: '', BABEL_ENV: '' });
    expect(status, printed).toBe(0);
    const page = await (await launchBrowser()).newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    try {
      await page.goto(pathToFileURL(path.join(dir, 'dist', 'index.html')).href, { waitUntil: 'load' });
      // React renders after the load event: wait for its text, or for the error that prevents it.
      for (let waited = 0; errors.length === 0 && waited < 3000; waited += 50) {
        if (await page.evaluate(() => Boolean(document.getElementById('root')?.textContent))) break;
        await page.waitForTimeout(50);
      }
      return { root: (await page.textContent('#root')) ?? '', errors };
    } finally {
      await page.close();
    }
  }

  it("renders Hello, webpack! with the page's configuration in production and development mode", async () => {
    expect(text).toContain('After `npx webpack --mode production`, the page shows `Hello, webpack!`.');
    expect(config).toBeDefined();
    const dir = project('jsx', config ?? '');
    for (const mode of ['production', 'development']) {
      const { root, errors } = await builtPage(dir, ['--mode', mode]);
      expect(errors).toEqual([]);
      expect(root).toBe('Hello, webpack!');
      const main = readFileSync(path.join(dir, 'dist', 'main.js'), 'utf8');
      expect(main).toContain(mode === 'development' ? 'react/jsx-dev-runtime' : 'react/jsx-runtime');
      expect(main).not.toContain(mode === 'development' ? 'react/jsx-runtime"' : 'react/jsx-dev-runtime');
    }
  }, 120_000);

  it('compiles for the runtime of BABEL_ENV, else of NODE_ENV, else for development', () => {
    expect(text).toContain(
      "the preset follows Babel's environment: `BABEL_ENV`, else `NODE_ENV`, else `development`. Webpack's [mode](/configuration/mode/) sets neither.",
    );
    const babel = createRequire(path.join(ROOT, 'package.json'))('@babel/core') as typeof import('@babel/core');
    /** The runtime the preset alone compiles a JSX file for, under these variables (the others unset). */
    const runtimeUnder = (env: { BABEL_ENV?: string; NODE_ENV?: string }): string => {
      const saved = { BABEL_ENV: process.env.BABEL_ENV, NODE_ENV: process.env.NODE_ENV };
      try {
        for (const name of ['BABEL_ENV', 'NODE_ENV'] as const) {
          const value = env[name];
          if (value === undefined) delete process.env[name];
          else process.env[name] = value;
        }
        const code = babel.transformSync('export const hello = <p>Hello</p>;', {
          filename: 'hello.jsx',
          babelrc: false,
          configFile: false,
          presets: ['@babel/preset-react'],
        })?.code;
        return code?.includes('react/jsx-dev-runtime')
          ? 'development'
          : code?.includes('react/jsx-runtime')
            ? 'production'
            : `neither: ${code}`;
      } finally {
        for (const name of ['BABEL_ENV', 'NODE_ENV'] as const) {
          if (saved[name] === undefined) delete process.env[name];
          else process.env[name] = saved[name];
        }
      }
    };
    expect(runtimeUnder({})).toBe('development');
    expect(runtimeUnder({ NODE_ENV: 'production' })).toBe('production');
    expect(runtimeUnder({ BABEL_ENV: 'production' })).toBe('production');
    expect(runtimeUnder({ BABEL_ENV: 'development', NODE_ENV: 'production' })).toBe('development');
    expect(runtimeUnder({ BABEL_ENV: 'production', NODE_ENV: 'development' })).toBe('production');
  });

  it('leaves the page empty with the preset alone in production mode, unless NODE_ENV is production', async () => {
    const dir = project(
      'jsx-alone',
      (config ?? '').replace(/\[\['@babel\/preset-react', \{[^}]*\}\]\]/, "['@babel/preset-react']"),
    );
    expect(readFileSync(path.join(dir, 'webpack.config.js'), 'utf8')).toContain("presets: ['@babel/preset-react'],");
    const alone = await builtPage(dir, ['--mode', 'production']);
    expect(alone.root).toBe('');
    expect(alone.errors.join('\n')).toMatch(/jsxDEV\)? is not a function/);
    expect(text).toContain('the console says that `jsxDEV` is not a function');
    const withEnv = await builtPage(dir, ['--mode', 'production', '--config-node-env', 'production']);
    expect(withEnv.errors).toEqual([]);
    expect(withEnv.root).toBe('Hello, webpack!');
    expect(text).toContain('set `NODE_ENV` for the build: `webpack --mode production --config-node-env production`');
  }, 120_000);
});
