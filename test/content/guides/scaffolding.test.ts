/**
 * What content/guides/scaffolding.md says about create-webpack-app and its project.
 *
 * create-webpack-app ends every command with `npm install` (or yarn, pnpm). The tests must not
 * reach the network, so they put a stub `npm` first on the PATH: a shell script that records its
 * arguments and the folder it ran in, and exits with STUB_NPM_EXIT (0 unless a test sets it).
 */
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { filesOf } from '../../support/examples';
import { describeGuide, EXAMPLES, guideBlocks, guideText, pageStates, helloWebpack } from '../../support/guides';
import { expectPrinted, runCli } from '../../support/cli';
import { blockWith } from '../../support/code-blocks';
import { copyProject, tempDir } from '../../support/project';

const project = path.join(EXAMPLES, 'scaffolding');
const blocks = guideBlocks('scaffolding');
const pageText = guideText('scaffolding');
const requireFromRoot = createRequire(path.join(ROOT, 'package.json'));
const CLI = path.join(path.dirname(requireFromRoot.resolve('create-webpack-app/package.json')), 'bin', 'cli.js');

const pageSays = pageStates(pageText);

/** The code block of the page with this title. */
function blockTitled(title: string): string {
  const block = blocks.find((item) => item.title === title);
  expect(block, `a code block titled ${title}`).toBeDefined();
  return block?.code ?? '';
}

describeGuide('scaffolding', {
  scaffolding: {
    emits: ['main.js'],
    warnings: [],
    browser: { copy: 'dist', open: 'index.html', check: helloWebpack },
    cli: {
      script: 'build',
      prints: ['Hello World!\nasset main.js 116 bytes', 'compiled successfully'],
      neverPrints: ['WARNING'],
    },
  },
});

interface Run {
  status: number | null;
  /** Everything printed, without colours and carriage returns. */
  printed: string;
  /** The npm commands the stub received: the folder, then the arguments. */
  npm: { cwd: string; args: string }[];
}

/**
 * An answer for a question that must be on the screen first: typed only once the output, without
 * colours, ends with `prompt`. Between two files the generator may pause without asking anything,
 * and a plain answer typed then is lost.
 */
interface PromptedAnswer {
  prompt: string;
  text: string;
}

/**
 * Runs create-webpack-app in `cwd` with the stub npm. `answers` are typed, one after another, each
 * time the program has printed a question since the last answer and then nothing for a moment (it
 * then waits for input); when they run out, Enter is pressed, which takes a prompt's default.
 */
function createApp(
  cwd: string,
  args: string[],
  options: { answers?: (string | PromptedAnswer)[]; npmExit?: number } = {},
): Promise<Run> {
  const stub = tempDir('scaffolding-stub');
  const log = path.join(stub, 'npm.log');
  writeFileSync(log, '');
  writeFileSync(
    path.join(stub, 'npm'),
    '#!/bin/sh\nprintf \'%s\\t%s\\n\' "$(pwd)" "$*" >> "$STUB_NPM_LOG"\nexit "${STUB_NPM_EXIT:-0}"\n',
  );
  chmodSync(path.join(stub, 'npm'), 0o755);
  const child = spawn(process.execPath, [CLI, ...args], {
    cwd,
    env: {
      ...process.env,
      PATH: `${stub}${path.delimiter}${process.env.PATH ?? ''}`,
      STUB_NPM_LOG: log,
      STUB_NPM_EXIT: String(options.npmExit ?? 0),
      NO_COLOR: '1',
    },
  });
  let printed = '';
  child.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const answers = [...(options.answers ?? [])];
  let seen = 0;
  /** How much had been printed when the last answer was typed. */
  let typedAt = 0;
  const type = (text: string) => {
    typedAt = printed.length;
    child.stdin.write(text);
  };
  const timer = setInterval(() => {
    if (printed.length !== seen) {
      seen = printed.length;
      return;
    }
    if (child.exitCode !== null || !child.stdin.writable) return;
    // One answer per question: only once a question (every prompt has a "?") has been printed
    // since the last answer. A pause before the first question (a slow start on a busy machine)
    // or between two files is not a question, and an answer typed then would be lost or taken
    // by the wrong prompt.
    if (!printed.slice(typedAt).includes('?')) return;
    const next = answers[0];
    if (typeof next === 'object') {
      if (
        !printed
          // eslint-disable-next-line no-control-regex
          .replace(/\u001b\[[0-9;?]*[A-Za-z]/g, '')
          .trimEnd()
          .endsWith(next.prompt)
      )
        return;
      answers.shift();
      type(next.text);
      return;
    }
    answers.shift();
    type(next ?? '\n');
  }, 300);
  return new Promise((resolve) => {
    child.once('exit', (status) => {
      clearInterval(timer);
      const npm = readFileSync(log, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => {
          const [dir = '', rest = ''] = line.split('\t');
          return { cwd: dir, args: rest };
        });
      // eslint-disable-next-line no-control-regex
      resolve({ status, printed: printed.replace(/\u001b\[[0-9;?]*[A-Za-z]/g, '').replace(/\r/g, ''), npm });
    });
  });
}

/** The lines of a text block of the page, without leading white space (the tool indents with tabs). */
function lines(text: string): string[] {
  return text.split('\n').map((line) => line.trim());
}

const DEFAULT_FILES = ['README.md', 'index.html', 'package.json', 'src/index.js', 'webpack.config.js'];

describe('scaffolding: the Node.js versions', () => {
  it('needs Node.js 20.9.0 itself, and 22.15.0 for webpack-dev-server and rechoir', () => {
    const engines = (name: string): string | undefined =>
      (
        JSON.parse(readFileSync(requireFromRoot.resolve(`${name}/package.json`), 'utf8')) as {
          engines?: { node?: string };
        }
      ).engines?.node;
    expect(engines('create-webpack-app')).toBe('>=20.9.0');
    expect(engines('webpack-dev-server')).toBe('>= 22.15.0');
    expect(engines('rechoir')).toBe('>= 22.15.0');
    pageSays('The package requires Node.js 20.9.0 or later (its `engines` field)');
    pageSays('need Node.js 22.15.0 or later');
  });
});

describe('scaffolding: create-webpack-app init --force', () => {
  let run: Promise<{ dir: string; result: Run }> | undefined;
  const initForce = (): Promise<{ dir: string; result: Run }> => {
    run ??= (async () => {
      const dir = tempDir('scaffolding-init');
      return { dir, result: await createApp(dir, ['init', 'my-app', '--force']) };
    })();
    return run;
  };

  it('prints what the page shows and installs the packages the page names, in the new folder', async () => {
    const { dir, result } = await initForce();
    expect(result.status).toBe(0);
    const printed = lines(result.printed);
    for (const line of lines(blockWith(blocks, 'Skipping the prompt'))) expect(printed).toContain(line);
    expect(result.npm).toEqual([
      {
        cwd: path.join(dir, 'my-app'),
        args: 'install --save-dev webpack webpack-cli webpack-dev-server html-webpack-plugin html-loader workbox-webpack-plugin',
      },
    ]);
    pageSays(
      'npm install --save-dev webpack webpack-cli webpack-dev-server html-webpack-plugin html-loader workbox-webpack-plugin',
    );
  }, 60_000);

  it('writes the files the page shows, and nothing else', async () => {
    const { dir } = await initForce();
    const app = path.join(dir, 'my-app');
    expect(filesOf(app, app)).toEqual(DEFAULT_FILES);
    for (const file of ['index.html', 'package.json', 'src/index.js', 'webpack.config.js']) {
      expect(readFileSync(path.join(app, file), 'utf8').replace(/\n$/, ''), file).toBe(blockTitled(`my-app/${file}`));
    }
    expect(readFileSync(path.join(app, 'README.md'), 'utf8')).toContain('npm run build');
  }, 60_000);

  it('generates a configuration that adds GenerateSW and production mode only with NODE_ENV=production', async () => {
    const { dir } = await initForce();
    const app = path.join(dir, 'my-app');
    const scripts = (
      JSON.parse(readFileSync(path.join(app, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
    ).scripts;
    expect(scripts.build).toBe('webpack --mode=production --config-node-env=production');
    // The generated project is an ES module package; its configuration imports its plugins.
    const link = path.join(app, 'node_modules');
    if (!existsSync(link)) (await import('node:fs')).symlinkSync(path.join(ROOT, 'node_modules'), link, 'dir');
    const before = process.env.NODE_ENV;
    try {
      const load = async (env: string): Promise<{ mode?: string; plugins?: { constructor: { name: string } }[] }> => {
        process.env.NODE_ENV = env;
        const module = (await import(`${pathToFileURL(path.join(app, 'webpack.config.js')).href}?${env}`)) as {
          default: () => { mode?: string; plugins?: { constructor: { name: string } }[] };
        };
        return module.default();
      };
      const production = await load('production');
      expect(production.mode).toBe('production');
      expect(production.plugins?.map((plugin) => plugin.constructor.name)).toEqual(['HtmlWebpackPlugin', 'GenerateSW']);
      const development = await load('development');
      expect(development.mode).toBe('development');
      expect(development.plugins?.map((plugin) => plugin.constructor.name)).toEqual(['HtmlWebpackPlugin']);
    } finally {
      if (before === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = before;
    }
  }, 60_000);

  it('runs init when no command is given, into the current folder without a path', async () => {
    const dir = tempDir('scaffolding-default-command');
    const result = await createApp(dir, ['--force']);
    expect(result.status).toBe(0);
    expect(filesOf(dir, dir)).toEqual(DEFAULT_FILES);
    pageSays('`init` is the default command');
  }, 60_000);

  it('overwrites existing files without asking', async () => {
    const copy = copyProject(path.join(EXAMPLES, 'getting-started', 'with-config'), 'scaffolding-overwrite');
    const greet = readFileSync(path.join(copy, 'src', 'greet.js'), 'utf8');
    const result = await createApp(copy, ['init', '.', '--force']);
    expect(result.status).toBe(0);
    expect(readFileSync(path.join(copy, 'src', 'index.js'), 'utf8')).toBe(`${blockTitled('my-app/src/index.js')}\n`);
    expect(readFileSync(path.join(copy, 'package.json'), 'utf8')).toContain('"name": "webpack-project"');
    expect(readFileSync(path.join(copy, 'webpack.config.js'), 'utf8')).toContain('WorkboxWebpackPlugin');
    expect(readFileSync(path.join(copy, 'src', 'greet.js'), 'utf8')).toBe(greet);
    expect(existsSync(path.join(copy, 'dist', 'index.html'))).toBe(true);
  }, 60_000);

  // The answers are typed when a question has been printed and the output pauses; should the CLI
  // still drop one on a loaded machine, the run hangs: run it again.
  it('asks about each existing file without --force', { retry: 2, timeout: 90_000 }, async () => {
    const copy = copyProject(path.join(EXAMPLES, 'getting-started', 'with-config'), 'scaffolding-conflict');
    const original = readFileSync(path.join(copy, 'webpack.config.js'), 'utf8');
    // Eight questions with their defaults, then "n" (do not overwrite) for each conflict, once it is asked.
    const keep = (file: string): PromptedAnswer => ({ prompt: `File conflict at ${file}? (ynadxH)`, text: 'n\n' });
    const result = await createApp(copy, ['init', '.'], {
      answers: [...Array<string>(8).fill('\n'), keep('webpack.config.js'), keep('package.json'), keep('index.js')],
    });
    expect(result.status).toBe(0);
    expect(result.printed).toContain('File conflict at webpack.config.js?');
    expect(result.printed).toContain('File conflict at package.json?');
    expect(result.printed).toContain('File conflict at index.js?');
    expect(readFileSync(path.join(copy, 'webpack.config.js'), 'utf8')).toBe(original);
    pageSays('File conflict at webpack.config.js?');
  });

  it('writes the files but exits with 2 when the install fails', async () => {
    const dir = tempDir('scaffolding-offline');
    const result = await createApp(dir, ['init', 'my-app', '--force'], { npmExit: 1 });
    expect(result.status).toBe(2);
    expectPrinted(result.printed, blockWith(blocks, 'Failed to initialize the project with webpack!'));
    const app = path.join(dir, 'my-app');
    expect(filesOf(app, app)).toEqual(DEFAULT_FILES);
    const manifest = JSON.parse(readFileSync(path.join(app, 'package.json'), 'utf8')) as Record<string, unknown>;
    expect(manifest.devDependencies).toBeUndefined();
    expect(manifest.dependencies).toBeUndefined();
  }, 60_000);
});

describe('scaffolding: init with the questions', () => {
  // Typed answers, as above: run again if the CLI dropped one.
  it(
    'asks the questions of the page, in its order, and its defaults add PostCSS and CSS extraction',
    { retry: 2, timeout: 90_000 },
    async () => {
      const dir = tempDir('scaffolding-questions');
      const result = await createApp(dir, ['init', 'my-app']);
      expect(result.status).toBe(0);
      const questions = [
        'Which of the following JS solutions do you want to use?',
        'Would you like to use Webpack Dev server?',
        'Do you want to simplify the creation of HTML files for your bundle?',
        'Do you want to add PWA support?',
        'Which of the following CSS solution do you want to use?',
        'Do you want to use PostCSS in your project?',
        'Do you want to extract CSS into separate files?',
        'Which package manager do you want to use?',
      ];
      const positions = questions.map((question) => result.printed.indexOf(question));
      expect(positions.every((position) => position >= 0)).toBe(true);
      expect([...positions].sort((a, b) => a - b)).toEqual(positions);
      for (const question of questions) pageSays(question);
      const app = path.join(dir, 'my-app');
      expect(filesOf(app, app)).toEqual([...DEFAULT_FILES.slice(0, 3), 'postcss.config.js', ...DEFAULT_FILES.slice(3)]);
      expect(result.npm[0]?.args).toBe(
        'install --save-dev webpack webpack-cli webpack-dev-server html-webpack-plugin html-loader workbox-webpack-plugin postcss-loader postcss autoprefixer mini-css-extract-plugin style-loader css-loader mini-css-extract-plugin',
      );
      const config = readFileSync(path.join(app, 'webpack.config.js'), 'utf8');
      expect(config).toContain('const stylesHandler = isProduction ? MiniCssExtractPlugin.loader : "style-loader";');
      expect(config).toContain('use: [stylesHandler, "css-loader", "postcss-loader"],');
    },
  );

  it('writes webpack.config.ts, tsconfig.json and src/index.ts for TypeScript', async () => {
    const dir = tempDir('scaffolding-typescript');
    // Two steps down the list of the first question, then the defaults.
    const result = await createApp(dir, ['init', 'my-app'], { answers: ['\u001b[B', '\u001b[B', '\n'] });
    expect(result.status).toBe(0);
    const app = path.join(dir, 'my-app');
    expect(filesOf(app, app)).toEqual([
      'README.md',
      'index.html',
      'package.json',
      'postcss.config.js',
      'src/index.ts',
      'tsconfig.json',
      'webpack.config.ts',
    ]);
    expect(result.npm[0]?.args).toMatch(
      /^install --save-dev webpack webpack-cli typescript ts-loader webpack-dev-server /,
    );
    // No version: npm installs the newest TypeScript, so the page has the reader install 6, as the guides do.
    expect(result.npm[0]?.args).not.toMatch(/typescript@/);
    pageSays('The `Typescript` answer installs `typescript` without a version');
    pageSays('npm install --save-dev typescript@6');
    expect(
      (JSON.parse(readFileSync(requireFromRoot.resolve('typescript/package.json'), 'utf8')) as { version: string })
        .version,
    ).toMatch(/^6\./);
  }, 90_000);
});

describe('scaffolding: templates', () => {
  const templates: Record<string, { files: string[]; packages: string }> = {
    react: {
      files: [
        'README.md',
        'index.html',
        'package.json',
        'src/App.jsx',
        'src/assets/webpack.png',
        'src/components/About.jsx',
        'src/components/Home.jsx',
        'src/components/Navbar.jsx',
        'src/index.jsx',
        'src/router/index.jsx',
        'src/styles/global.css',
        'webpack.config.js',
      ],
      packages:
        'webpack webpack-cli react@18 react-dom@18 webpack-dev-server html-webpack-plugin react-router-dom @types/react-router-dom babel-loader @babel/core @babel/preset-env @babel/preset-react style-loader css-loader workbox-webpack-plugin',
    },
    vue: {
      files: [
        'README.md',
        'index.html',
        'package.json',
        'src/App.vue',
        'src/assets/webpack.png',
        'src/components/About.vue',
        'src/components/Home.vue',
        'src/components/Layout.vue',
        'src/components/Navbar.vue',
        'src/main.js',
        'src/router/index.js',
        'src/store/index.js',
        'src/styles/global.css',
        'webpack.config.js',
      ],
      packages:
        'webpack webpack-cli vue@3 webpack-dev-server html-webpack-plugin vue-loader@next @vue/compiler-sfc vue-router@4 babel-loader @babel/core @babel/preset-env pinia workbox-webpack-plugin vue-style-loader style-loader css-loader',
    },
    svelte: {
      files: [
        'README.md',
        'index.html',
        'package.json',
        'src/App.svelte',
        'src/assets/webpack.png',
        'src/components/HelloWorld.svelte',
        'src/main.js',
        'src/store/index.js',
        'src/styles/global.css',
        'webpack.config.js',
      ],
      packages:
        'webpack webpack-cli svelte svelte-loader webpack-dev-server html-webpack-plugin babel-loader @babel/core @babel/preset-env workbox-webpack-plugin style-loader css-loader',
    },
  };

  for (const [template, { files, packages }] of Object.entries(templates)) {
    it(`${template}: writes the files and installs the packages of the page`, async () => {
      const dir = tempDir(`scaffolding-${template}`);
      const result = await createApp(dir, ['init', 'my-app', '--force', '--template', template]);
      expect(result.status).toBe(0);
      const app = path.join(dir, 'my-app');
      expect(filesOf(app, app)).toEqual(files);
      expect(result.npm[0]?.args).toBe(`install --save-dev ${packages}`);
      pageSays(
        packages
          .split(' ')
          .map((name) => `\`${name}\``)
          .join(', '),
      );
    }, 60_000);
  }

  it('has no other templates in the installed package', () => {
    const root = path.dirname(requireFromRoot.resolve('create-webpack-app/package.json'));
    const { readdirSync } = requireFromRoot('node:fs') as typeof import('node:fs');
    expect(readdirSync(path.join(root, 'templates', 'init')).sort()).toEqual(['default', 'react', 'svelte', 'vue']);
    expect(readdirSync(path.join(root, 'templates', 'loader'))).toEqual(['default']);
    expect(readdirSync(path.join(root, 'templates', 'plugin'))).toEqual(['default']);
  });

  it('warns about an unknown template and offers the known ones', async () => {
    const dir = tempDir('scaffolding-unknown');
    const result = await createApp(dir, ['init', 'my-app', '--force', '--template', 'angular']);
    expect(result.status).toBe(0);
    expect(result.printed).toContain(blockWith(blocks, 'angular is not a valid template'));
    expect(result.printed).toContain('Select a valid template from below:');
    // Enter takes the first entry, default.
    const app = path.join(dir, 'my-app');
    expect(filesOf(app, app)).toEqual(DEFAULT_FILES);
  }, 60_000);
});

describe('scaffolding: webpack-cli has no init command', () => {
  it('prints the error of the page', () => {
    const { status, printed } = runCli(tempDir('scaffolding-no-init'), ['init']);
    expect(status).toBe(2);
    expectPrinted(printed, blockWith(blocks, "Unknown command or entry 'init'"));
  });
});

describe('scaffolding: loader and plugin', () => {
  it('loader: asks for a name and a package manager, and writes the files of the page into a folder of that name', async () => {
    const dir = tempDir('scaffolding-loader');
    const result = await createApp(dir, ['loader'], { answers: ['csv-loader\n'] });
    expect(result.status).toBe(0);
    expect(result.printed).toContain('Loader name?');
    expect(result.printed).toContain('Pick a package manager:');
    const loader = path.join(dir, 'csv-loader');
    const shown = lines(blockWith(blocks, 'csv-loader/src/cjs.js')).filter(Boolean);
    expect(filesOf(loader, loader)).toEqual(shown.map((line) => line.replace(/^csv-loader\//, '')).sort());
    expect(result.npm).toEqual([{ cwd: loader, args: 'install --save-dev webpack-defaults' }]);
    expect(JSON.parse(readFileSync(path.join(loader, 'package.json'), 'utf8'))).toEqual({
      version: '1.0.0',
      description: 'webpack loader',
      name: 'csv-loader',
    });
  }, 60_000);

  it('plugin: turns the name into kebab case for the folder and Pascal case for the class', async () => {
    const dir = tempDir('scaffolding-plugin');
    const result = await createApp(dir, ['plugin'], { answers: ['Hello World\n'] });
    expect(result.status).toBe(0);
    const plugin = path.join(dir, 'hello-world');
    const shown = lines(blockWith(blocks, 'hello-world/src/cjs.js')).filter(Boolean);
    expect(filesOf(plugin, plugin)).toEqual(shown.map((line) => line.replace(/^hello-world\//, '')).sort());
    expect(readFileSync(path.join(plugin, 'src', 'index.js'), 'utf8')).toBe(
      readFileSync(path.join(project, 'plugins', 'hello-world.js'), 'utf8'),
    );
    expect(JSON.parse(readFileSync(path.join(plugin, 'package.json'), 'utf8'))).toEqual({
      version: '1.0.0',
      description: 'webpack plugin',
      name: 'hello-world',
    });
    // src/cjs.js expects a default export that src/index.js does not have.
    expect(requireFromRoot(path.join(plugin, 'src', 'cjs.js'))).toBeUndefined();
    pageSays("`src/cjs.js` re-exports `require('./index').default`");
  }, 60_000);

  it('plugin: the example builds, prints Hello World! and leaves System.import as it is', async () => {
    const dir = tempDir('scaffolding-plugin-example');
    await createApp(dir, ['plugin'], { answers: ['hello-world\n'] });
    const plugin = path.join(dir, 'hello-world');
    (await import('node:fs')).symlinkSync(path.join(ROOT, 'node_modules'), path.join(plugin, 'node_modules'), 'dir');
    const example = path.join(plugin, 'examples', 'simple');
    const { status, printed } = runCli(example, []);
    expect(status, printed).toBe(0);
    expect(printed.startsWith('Hello World!\n')).toBe(true);
    expect(printed).toContain('asset main.chunk.js 135 bytes [emitted] [minimized] (name: main)');
    expectPrinted(printed, blockWith(blocks, 'WARNING in configuration'));
    pageSays('`example_dist/main.chunk.js`, 135 bytes');
    const { readdirSync } = await import('node:fs');
    expect(readdirSync(path.join(example, 'example_dist'))).toEqual(['main.chunk.js']);
    expect(readFileSync(path.join(example, 'example_dist', 'main.chunk.js'), 'utf8')).toContain(
      'System.import("./lazy-module")',
    );
  }, 60_000);

  it('loader and plugin have no --force option', async () => {
    const result = await createApp(tempDir('scaffolding-loader-force'), ['loader', 'x', '--force']);
    expect(result.status).toBe(1);
    expect(result.printed).toContain("error: unknown option '--force'");
  }, 30_000);
});

describe('scaffolding: the plugin in the project', () => {
  it('prints Hello World! before the stats, as the page shows', () => {
    const copy = copyProject(project, 'scaffolding-cli');
    mkdirSync(path.join(copy, 'dist'), { recursive: true });
    const { status, printed } = runCli(copy, []);
    expect(status, printed).toBe(0);
    expectPrinted(printed, blockWith(blocks, 'Hello World!\nasset main.js'));
  });
});
