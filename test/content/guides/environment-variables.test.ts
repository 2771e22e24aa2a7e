/** What content/guides/environment-variables.md says about its two projects. */
import { cpSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import type webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { describeGuide, EXAMPLES, guideBlocks } from '../../support/guides';
import { runCli } from '../../support/cli';
import { checkInBrowser, launchBrowser } from '../../support/in-browser';
import { build, buildProject, tempDir, copyProject as copyWithModules } from '../../support/project';

const requireFromRoot = createRequire(path.join(ROOT, 'package.json'));
const define = path.join(EXAMPLES, 'environment-variables', 'define');
const dotenv = path.join(EXAMPLES, 'environment-variables', 'dotenv');

/** The production bundle of both projects, as the page shows it. */
const MAIN_JS =
  '(()=>{"use strict";const t=document.createElement("h1");t.textContent="Hello, webpack!";const e=document.createElement("footer");e.textContent="Data from https://api.example.com",document.body.append(t,e)})();';

function showsPage(api: string, development: boolean): (page: Page) => Promise<void> {
  return async (page) => {
    expect(await page.title()).toBe('Hello webpack');
    expect(await page.locator('body > h1').textContent()).toBe('Hello, webpack!');
    expect(await page.locator('body > footer').textContent()).toBe(`Data from ${api}`);
    expect(await page.locator('body > p').allTextContents()).toEqual(development ? ['Development build'] : []);
  };
}

describeGuide('environment-variables', {
  'environment-variables/define': {
    emits: ['main.js'],
    warnings: [],
    shown: ['main.js'],
    browser: { copy: 'dist', open: 'index.html', check: showsPage('https://api.example.com', false) },
  },
  'environment-variables/dotenv': {
    emits: ['main.js'],
    warnings: [],
    shown: ['main.js'],
    browser: { copy: 'dist', open: 'index.html', check: showsPage('https://api.example.com', false) },
    cli: { script: 'build', prints: ['asset main.js 209 bytes', 'compiled successfully'], neverPrints: ['WARNING'] },
  },
});

/** The one configuration block of the page titled webpack.config.js that contains `text`. */
function pageConfig(text: string): string {
  const found = guideBlocks('environment-variables').filter(
    (block) => block.title === 'webpack.config.js' && block.code.includes(text),
  );
  expect(found, `one webpack.config.js block with ${text}`).toHaveLength(1);
  return `${found[0]?.code ?? ''}\n`;
}

/** A copy of a project to change files in or to run the CLI in, with a link to the repository's node_modules. */
function copyOf(dir: string, name: string): string {
  const copy = copyWithModules(dir, `environment-variables-${name}`);
  return copy;
}

/** The arguments of an npm script of the project, which must run webpack. */
function scriptArgs(dir: string, script: string): string[] {
  const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const [bin, ...args] = (manifest.scripts[script] ?? '').split(/\s+/);
  expect(bin).toBe('webpack');
  return args;
}

/** The define project's configuration function, called as webpack-cli calls it. */
function defineConfig(env: Record<string, unknown>, argv: Record<string, unknown> = {}): webpack.Configuration {
  const factory = requireFromRoot(path.join(define, 'webpack.config.js')) as (
    env: object,
    argv: object,
  ) => webpack.Configuration;
  return factory(env, argv);
}

/** Builds `config` from `dir` into a temporary folder and opens the project's hand-written page on it. */
async function buildAndOpen(
  dir: string,
  config: webpack.Configuration,
  check: (page: Page) => Promise<void>,
): Promise<string> {
  const out = tempDir('environment-variables-site');
  const stats = await build({ context: dir, ...config, output: { ...config.output, path: out } });
  expect(stats.toJson({ all: false, errors: true }).errors).toEqual([]);
  cpSync(path.join(dir, 'dist'), out, { recursive: true });
  await checkInBrowser(out, 'index.html', check);
  return readFileSync(path.join(out, 'main.js'), 'utf8');
}

/** Opens a page and returns the errors it throws, instead of failing on them. */
async function pageErrors(site: string): Promise<string[]> {
  const page = await (await launchBrowser()).newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
  try {
    await page.goto(pathToFileURL(path.join(site, 'index.html')).href, { waitUntil: 'load' });
    if (errors.length > 0) expect(await page.locator('body > *').count(), 'the page shows nothing').toBe(0);
  } finally {
    await page.close();
  }
  return errors;
}

describe('environment-variables: mode and process.env.NODE_ENV', () => {
  it('drops the development branch from the production bundle, even without minimizing', async () => {
    const { out } = await buildProject(define);
    expect(readFileSync(path.join(out, 'main.js'), 'utf8')).not.toContain('Development build');
    const unminimized = await buildProject(define, { optimization: { minimize: false } });
    const code = readFileSync(path.join(unminimized.out, 'main.js'), 'utf8');
    expect(code).not.toContain('Development build');
    expect(code).toContain('if (false) // removed by dead control flow');
  });

  it('keeps it in a development build, where the page shows the note', async () => {
    const code = await buildAndOpen(
      define,
      { ...defineConfig({}, { mode: 'development' }), mode: 'development' },
      showsPage('https://api.example.com', true),
    );
    expect(code).toContain('Development build');
  }, 60_000);

  it('replaces import.meta.env.MODE, DEV and PROD after the mode, in a build without any plugin', async () => {
    const copy = copyOf(define, 'import-meta-env');
    writeFileSync(
      path.join(copy, 'src', 'index.js'),
      'console.log(import.meta.env.MODE, import.meta.env.DEV, import.meta.env.PROD, process.env.NODE_ENV);\n',
    );
    for (const mode of ['production', 'development'] as const) {
      const { out, errors } = await buildProject(copy, {
        mode,
        devtool: false,
        optimization: { minimize: false },
        plugins: [],
      });
      expect(errors).toEqual([]);
      const code = readFileSync(path.join(out, 'main.js'), 'utf8');
      expect(code).toContain(
        mode === 'production'
          ? 'console.log("production", false, true, "production")'
          : 'console.log("development", true, false, "development")',
      );
    }
  });

  it("defines none of them with mode: 'none'", async () => {
    const copy = copyOf(define, 'mode-none');
    writeFileSync(
      path.join(copy, 'src', 'index.js'),
      'console.log(process.env.NODE_ENV, import.meta.env.MODE, import.meta.env.DEV);\n',
    );
    const { out, errors } = await buildProject(copy, { mode: 'none', plugins: [] });
    expect(errors).toEqual([]);
    expect(readFileSync(path.join(out, 'main.js'), 'utf8')).toContain(
      'console.log(process.env.NODE_ENV, (void 0), (void 0))',
    );
  });
});

describe('environment-variables: --env and the configuration function', () => {
  it('hands the function what --env and --mode say, and leaves process.env.NODE_ENV alone', () => {
    const copy = copyOf(define, 'print-env');
    writeFileSync(
      path.join(copy, 'webpack.config.js'),
      pageConfig('console.log(env, argv.mode, process.env.NODE_ENV)'),
    );
    const { status, printed } = runCli(
      copy,
      ['--env', 'api=https://staging.example.com', '--env', 'verbose', '--mode', 'development'],
      { NODE_ENV: undefined },
    );
    expect(status, printed).toBe(0);
    expect(printed).toContain(
      "{\n  WEBPACK_BUNDLE: true,\n  WEBPACK_BUILD: true,\n  api: 'https://staging.example.com',\n  verbose: true\n} development undefined",
    );
    // --mode wins over the mode of the returned object.
    expect(readFileSync(path.join(copy, 'dist', 'main.js'), 'utf8')).toContain('The "eval" devtool has been used');
  }, 60_000);

  it('nests a name with a dot, and gives watch mode WEBPACK_WATCH instead', () => {
    const copy = copyOf(define, 'print-env-nested');
    writeFileSync(
      path.join(copy, 'print.config.js'),
      'module.exports = (env) => {\n  console.log(JSON.stringify(env));\n  process.exit(0);\n};\n',
    );
    expect(runCli(copy, ['-c', 'print.config.js', '--env', 'app.title=Hi']).printed).toContain(
      '{"WEBPACK_BUNDLE":true,"WEBPACK_BUILD":true,"app":{"title":"Hi"}}',
    );
    expect(runCli(copy, ['watch', '-c', 'print.config.js']).printed).toContain('{"WEBPACK_WATCH":true}');
    expect(runCli(copy, ['serve', '-c', 'print.config.js']).printed).toContain('{"WEBPACK_SERVE":true}');
  }, 60_000);

  it('builds the staging URL into the bundle with npm run build:staging', () => {
    const copy = copyOf(define, 'staging');
    const { status, printed } = runCli(copy, scriptArgs(copy, 'build:staging'));
    expect(status, printed).toBe(0);
    const code = readFileSync(path.join(copy, 'dist', 'main.js'), 'utf8');
    expect(code).toContain('Data from https://staging.example.com');
    expect(code).not.toContain('api.example.com"');
  }, 60_000);

  it('shows the staging URL on the page', async () => {
    await buildAndOpen(
      define,
      defineConfig({ api: 'https://staging.example.com' }),
      showsPage('https://staging.example.com', false),
    );
  }, 60_000);

  it('builds the default URL with npm run build', () => {
    const copy = copyOf(define, 'default');
    const { status, printed } = runCli(copy, scriptArgs(copy, 'build'));
    expect(status, printed).toBe(0);
    expect(printed).toContain('asset main.js 209 bytes [emitted] [minimized] (name: main)');
    expect(readFileSync(path.join(copy, 'dist', 'main.js'), 'utf8')).toBe(`${MAIN_JS}`);
  }, 60_000);
});

describe('environment-variables: DefinePlugin mistakes', () => {
  it('fails in production when the value is not passed through JSON.stringify, and in the browser in development', async () => {
    const copy = copyOf(define, 'no-stringify');
    const config = path.join(copy, 'webpack.config.js');
    const source = readFileSync(config, 'utf8');
    expect(source).toContain("JSON.stringify(env.api ?? 'https://api.example.com')");
    writeFileSync(
      config,
      source.replace("JSON.stringify(env.api ?? 'https://api.example.com')", "env.api ?? 'https://api.example.com'"),
    );
    const { status, printed } = runCli(copy, []);
    expect(status).toBe(1);
    expect(printed).toContain(
      "ERROR in ./src/index.js + 1 modules\nUnexpected token (7:39)\n| \n| const footer = document.createElement('footer');\n| footer.textContent = `Data from ${https://api.example.com}`;\n| \n| document.body.append(heading, footer);\nwhile analyzing module ",
    );
    expect(printed).toContain('for concatenation');
    expect(printed).toContain('compiled with 1 error');

    const development = runCli(copy, ['--mode', 'development']);
    expect(development.status, development.printed).toBe(0);
    expect(development.printed).toContain('compiled successfully');
    const errors = await pageErrors(path.join(copy, 'dist'));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^Uncaught SyntaxError: /);
  }, 60_000);

  it('leaves process.env.OTHER alone, and the browser then throws "process is not defined"', async () => {
    const copy = copyOf(define, 'undefined-name');
    const index = path.join(copy, 'src', 'index.js');
    writeFileSync(index, readFileSync(index, 'utf8').replace('process.env.API_URL', 'process.env.OTHER_URL'));
    const { out, errors, warnings } = await buildProject(copy);
    expect({ errors, warnings }).toEqual({ errors: [], warnings: [] });
    expect(readFileSync(path.join(out, 'main.js'), 'utf8')).toContain('process.env.OTHER_URL');
    cpSync(path.join(copy, 'dist'), out, { recursive: true });
    expect(await pageErrors(out)).toEqual(['Uncaught ReferenceError: process is not defined']);
  }, 60_000);

  it('replaces destructuring from process.env too', async () => {
    const copy = copyOf(define, 'destructuring');
    writeFileSync(
      path.join(copy, 'src', 'index.js'),
      "const { API_URL } = process.env;\nconsole.log(API_URL, process.env['API_URL']);\n",
    );
    const { out, errors } = await buildProject(copy, { optimization: { minimize: false } });
    expect(errors).toEqual([]);
    const code = readFileSync(path.join(out, 'main.js'), 'utf8');
    expect(code).toContain('const { API_URL } = ({"API_URL":"https://api.example.com"});');
    expect(code).toContain('console.log(API_URL, "https://api.example.com");');
  });
});

describe('environment-variables: NODE_ENV for the configuration', () => {
  /** A copy with the page's configuration that reads NODE_ENV and sets no mode. */
  function withoutMode(name: string): string {
    const copy = copyOf(define, name);
    const config = pageConfig("const production = process.env.NODE_ENV === 'production';");
    expect(config).not.toContain('mode:');
    writeFileSync(path.join(copy, 'webpack.config.js'), config);
    return copy;
  }

  it('has no --node-env option in webpack-cli 7.3.1', () => {
    const { status, printed } = runCli(define, ['--node-env', 'production']);
    expect(status).toBe(2);
    expect(printed).toContain(
      "[webpack-cli] ✖ Error: Unknown option '--node-env'\n[webpack-cli] ✖ Run 'webpack --help' to see available commands and options",
    );
  });

  it('builds for production with --config-node-env production: minimized, with a source map, against the real API', () => {
    const copy = withoutMode('config-node-env-production');
    const { status, printed } = runCli(copy, ['--config-node-env', 'production'], { NODE_ENV: undefined });
    expect(status, printed).toBe(0);
    expect(printed).not.toContain('WARNING');
    const dist = path.join(copy, 'dist');
    expect(readdirSync(dist).sort()).toEqual(['index.html', 'main.js', 'main.js.map']);
    const code = readFileSync(path.join(dist, 'main.js'), 'utf8');
    expect(code).toContain('Data from https://api.example.com');
    expect(code).not.toContain('Development build');
  }, 60_000);

  it('builds for development with --config-node-env development, against localhost', () => {
    const copy = withoutMode('config-node-env-development');
    const { status, printed } = runCli(copy, ['--config-node-env', 'development'], { NODE_ENV: undefined });
    expect(status, printed).toBe(0);
    expect(printed).not.toContain('WARNING');
    const code = readFileSync(path.join(copy, 'dist', 'main.js'), 'utf8');
    expect(code).toContain('An "eval-source-map" devtool has been used');
    expect(code).toContain('http://localhost:3000');
  }, 60_000);

  it('takes the mode from NODE_ENV set in the shell when the configuration sets none', () => {
    const copy = withoutMode('node-env-variable');
    const { status, printed } = runCli(copy, [], { NODE_ENV: 'production' });
    expect(status, printed).toBe(0);
    expect(printed).not.toContain('WARNING');
    expect(readdirSync(path.join(copy, 'dist'))).toContain('main.js.map');
  }, 60_000);

  it('mixes development values with the production fallback, and warns, when neither is set', () => {
    const copy = withoutMode('no-mode');
    const { status, printed } = runCli(copy, [], { NODE_ENV: undefined });
    expect(status, printed).toBe(0);
    expect(printed).toContain(
      "WARNING in configuration\nThe 'mode' option has not been set, webpack will fallback to 'production' for this value.",
    );
    const code = readFileSync(path.join(copy, 'dist', 'main.js'), 'utf8');
    expect(code).toContain('http://localhost:3000');
    expect(code).not.toContain('Development build');
  }, 60_000);
});

describe('environment-variables: EnvironmentPlugin', () => {
  it('takes the value from the environment of the build, or the default', () => {
    const copy = copyOf(define, 'environment-plugin');
    writeFileSync(path.join(copy, 'webpack.config.js'), pageConfig('new webpack.EnvironmentPlugin({'));
    const fallback = runCli(copy, [], { API_URL: undefined });
    expect(fallback.status, fallback.printed).toBe(0);
    expect(readFileSync(path.join(copy, 'dist', 'main.js'), 'utf8')).toBe(MAIN_JS);
    const staging = runCli(copy, [], { API_URL: 'https://staging.example.com' });
    expect(staging.status, staging.printed).toBe(0);
    expect(readFileSync(path.join(copy, 'dist', 'main.js'), 'utf8')).toContain('Data from https://staging.example.com');
  }, 60_000);

  it('defines import.meta.env.API_URL too', async () => {
    const copy = copyOf(define, 'environment-plugin-import-meta');
    writeFileSync(path.join(copy, 'src', 'index.js'), 'console.log(import.meta.env.API_URL);\n');
    const EnvironmentPlugin = (requireFromRoot('webpack') as typeof webpack).EnvironmentPlugin;
    const { out, errors } = await buildProject(copy, {
      plugins: [new EnvironmentPlugin({ API_URL: 'https://api.example.com' })],
    });
    expect(errors).toEqual([]);
    expect(readFileSync(path.join(out, 'main.js'), 'utf8')).toBe('console.log("https://api.example.com");');
  });

  it('fails when a variable given without default is not set', () => {
    const copy = copyOf(define, 'environment-plugin-missing');
    const config = pageConfig('new webpack.EnvironmentPlugin({');
    const names = config.replace(
      /new webpack\.EnvironmentPlugin\(\{[^}]*\}\)/,
      "new webpack.EnvironmentPlugin(['API_URL'])",
    );
    expect(names).toContain("new webpack.EnvironmentPlugin(['API_URL'])");
    writeFileSync(path.join(copy, 'webpack.config.js'), names);
    const { status, printed } = runCli(copy, [], { API_URL: undefined });
    expect(status).toBe(1);
    expect(printed).toContain('EnvironmentPlugin - API_URL environment variable is undefined.');
  }, 60_000);
});

describe('environment-variables: the dotenv option', () => {
  it('uses .env.development on top of .env in a development build', async () => {
    const code = await buildAndOpen(
      dotenv,
      { entry: './src/index.js', mode: 'development', dotenv: true, output: { filename: 'main.js' } },
      showsPage('http://localhost:3000', true),
    );
    expect(code).toContain('http://localhost:3000');
    const copy = copyOf(dotenv, 'build-dev');
    const { status, printed } = runCli(copy, scriptArgs(copy, 'build:dev'));
    expect(status, printed).toBe(0);
    expect(readFileSync(path.join(copy, 'dist', 'main.js'), 'utf8')).toContain('http://localhost:3000');
  }, 60_000);

  it('lets a variable of the environment win over the files', () => {
    const copy = copyOf(dotenv, 'environment-wins');
    const { status, printed } = runCli(copy, [], { WEBPACK_API_URL: 'https://staging.example.com' });
    expect(status, printed).toBe(0);
    expect(readFileSync(path.join(copy, 'dist', 'main.js'), 'utf8')).toContain('Data from https://staging.example.com');
  }, 60_000);

  it('reads .env, .env.local, .env.[mode] and .env.[mode].local, later files winning', async () => {
    const copy = copyOf(dotenv, 'file-order');
    const apiOf = async (): Promise<string> => {
      const { out, errors } = await buildProject(copy);
      expect(errors).toEqual([]);
      return /Data from ([^"]*)"/.exec(readFileSync(path.join(out, 'main.js'), 'utf8'))?.[1] ?? '';
    };
    expect(await apiOf()).toBe('https://api.example.com');
    writeFileSync(path.join(copy, '.env.local'), 'WEBPACK_API_URL=https://local.example.com\n');
    expect(await apiOf()).toBe('https://local.example.com');
    writeFileSync(path.join(copy, '.env.production'), 'WEBPACK_API_URL=https://production.example.com\n');
    expect(await apiOf()).toBe('https://production.example.com');
    writeFileSync(path.join(copy, '.env.production.local'), 'WEBPACK_API_URL=https://production-local.example.com\n');
    expect(await apiOf()).toBe('https://production-local.example.com');
  });

  it('keeps names without the prefix out of the bundle', async () => {
    const copy = copyOf(dotenv, 'no-prefix');
    writeFileSync(
      path.join(copy, '.env'),
      `${readFileSync(path.join(copy, '.env'), 'utf8')}DATABASE_PASSWORD=hunter2\n`,
    );
    writeFileSync(
      path.join(copy, 'src', 'index.js'),
      'console.log(import.meta.env.DATABASE_PASSWORD, process.env.DATABASE_PASSWORD);\n',
    );
    const { out, errors } = await buildProject(copy, { optimization: { minimize: false } });
    expect(errors).toEqual([]);
    const code = readFileSync(path.join(out, 'main.js'), 'utf8');
    expect(code).toContain('console.log((void 0), process.env.DATABASE_PASSWORD)');
    expect(code).not.toContain('hunter2');

    // The same for a variable of the environment without the prefix.
    writeFileSync(
      path.join(copy, 'src', 'index.js'),
      'console.log(import.meta.env.API_TOKEN, import.meta.env.WEBPACK_API_TOKEN);\n',
    );
    const { status, printed } = runCli(copy, ['--no-optimization-minimize'], {
      API_TOKEN: 'secret-1',
      WEBPACK_API_TOKEN: 'public-2',
    });
    expect(status, printed).toBe(0);
    const fromEnvironment = readFileSync(path.join(copy, 'dist', 'main.js'), 'utf8');
    expect(fromEnvironment).toContain('console.log((void 0), "public-2")');
    expect(fromEnvironment).not.toContain('secret-1');
  }, 60_000);

  it('writes every WEBPACK_ variable into the bundle when code reads import.meta.env as a whole', async () => {
    const copy = copyOf(dotenv, 'whole-object');
    writeFileSync(path.join(copy, 'src', 'index.js'), 'console.log(import.meta.env);\n');
    const { out, errors } = await buildProject(copy, { optimization: { minimize: false } });
    expect(errors).toEqual([]);
    const code = readFileSync(path.join(out, 'main.js'), 'utf8');
    expect(code).toContain('"WEBPACK_API_URL":"https://api.example.com"');
    expect(code).toContain('"MODE":"production"');
  });

  it('reads the value as process.env.WEBPACK_API_URL too', async () => {
    const copy = copyOf(dotenv, 'process-env');
    const index = path.join(copy, 'src', 'index.js');
    writeFileSync(
      index,
      readFileSync(index, 'utf8').replace('import.meta.env.WEBPACK_API_URL', 'process.env.WEBPACK_API_URL'),
    );
    const { out } = await buildProject(copy);
    expect(readFileSync(path.join(out, 'main.js'), 'utf8')).toBe(MAIN_JS);
  });

  it('replaces import.meta.env.WEBPACK_API_URL with undefined without the option', async () => {
    const { out, errors } = await buildProject(dotenv, { dotenv: false });
    expect(errors).toEqual([]);
    expect(readFileSync(path.join(out, 'main.js'), 'utf8')).toContain('Data from undefined');
  });
});
