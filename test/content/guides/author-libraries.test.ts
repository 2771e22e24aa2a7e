/**
 * What content/guides/author-libraries.md says about the name-ids library: its builds, and how
 * Node.js, Chromium and an application's webpack build load them.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type webpack from 'webpack';
import { ROOT } from '../../../src/node/paths';
import { describeGuide, EXAMPLES, guideBlocks } from '../../support/guides';
import { runCli } from '../../support/cli';
import { served } from '../../support/http';
import { launchBrowser } from '../../support/in-browser';
import { build, buildProject, tempDir, type Built, copyProject as copyWithModules } from '../../support/project';
import { onlyBlock, type CodeBlock } from '../../support/code-blocks';

const umd = path.join(EXAMPLES, 'author-libraries', 'umd');
const esm = path.join(EXAMPLES, 'author-libraries', 'module');
const blocks = guideBlocks('author-libraries');
const ID = '44724c45-99de-50e0-bf37-a5052a48456c';
const UUID = path.join(ROOT, 'node_modules', 'uuid');
const formatSize = createRequire(path.join(ROOT, 'package.json'))('webpack/lib/util/formatSize.js') as (
  size?: number,
) => string;

/** The one code block of the page that satisfies `test`. */
const pageBlock = (what: string, test: (block: CodeBlock) => boolean): string => onlyBlock(blocks, what, test);

/** The code of the one webpack.config.js block of the page whose code passes `test`. */
const configSource = (what: string, test: (code: string) => boolean): string =>
  pageBlock(what, (block) => block.title === 'webpack.config.js' && test(block.code));

/** A copy of a project, with the repository's node_modules linked in so that uuid resolves. */
function copyOf(project: string, label: string): string {
  const copy = copyWithModules(project, `author-libraries-${label}`);
  return copy;
}

function write(dir: string, file: string, text: string): void {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), text.endsWith('\n') ? text : `${text}\n`);
}

/** Runs Node.js in `cwd`; returns what it printed on stdout and stderr. */
function node(cwd: string, args: string[]): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, args, { cwd, encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Builds a copy of `project` with the page's configuration block `config` into its own dist/. */
function buildWith(project: string, label: string, config?: string): string {
  const copy = copyOf(project, label);
  if (config !== undefined) write(copy, 'webpack.config.js', config);
  const { status, printed } = runCli(copy, []);
  expect(status, printed).toBe(0);
  return copy;
}

/**
 * An application folder that has installed the library and uuid: node_modules/name-ids holds the
 * library's package.json and dist/, node_modules/uuid is the repository's.
 */
function consumerOf(library: string, label: string): string {
  const app = tempDir(`author-libraries-app-${label}`);
  const installed = path.join(app, 'node_modules', 'name-ids');
  mkdirSync(installed, { recursive: true });
  cpSync(path.join(library, 'package.json'), path.join(installed, 'package.json'));
  cpSync(path.join(library, 'dist'), path.join(installed, 'dist'), { recursive: true });
  symlinkSync(UUID, path.join(app, 'node_modules', 'uuid'), 'dir');
  return app;
}

/** Bundles `source` as an application in `app` and returns the statistics. */
async function bundleApp(app: string, source: string): Promise<webpack.Stats> {
  write(app, 'src/app.js', source);
  const stats = await build({
    mode: 'production',
    context: app,
    entry: './src/app.js',
    output: { path: path.join(app, 'dist') },
  });
  expect(stats.toJson({ all: false, errors: true }).errors ?? []).toEqual([]);
  return stats;
}

/** The resources of the modules an application bundled, relative to the application. */
function resourcesOf(app: string, stats: webpack.Stats): string[] {
  return [...stats.compilation.modules]
    .flatMap((module) => {
      const inner = (module as unknown as { modules?: Iterable<webpack.Module> }).modules;
      return inner ? [...inner] : [module];
    })
    .map((module) => (module as webpack.NormalModule).resource)
    .filter((resource): resource is string => typeof resource === 'string')
    .map((resource) => path.relative(app, resource).split(path.sep).join('/'));
}

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.mjs': 'text/javascript' };

/** Serves `site` over HTTP, opens `page` in Chromium, and returns its paragraph and its errors. */
function openServed(site: string, page: string): Promise<{ text: string; errors: string[] }> {
  return served(site, TYPES, async (origin) => {
    const tab = await (await launchBrowser()).newPage();
    const errors: string[] = [];
    tab.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
    tab.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    try {
      await tab.goto(`${origin}/${page}`, { waitUntil: 'load' });
      await tab
        .waitForFunction(() => (document.getElementById('id')?.textContent ?? '') !== '', undefined, { timeout: 3000 })
        .catch(() => undefined);
      return { text: (await tab.locator('p').textContent()) ?? '', errors };
    } finally {
      await tab.close();
    }
  });
}

/** The site a demo page expects: the project's demo/, the build in dist/, and uuid's files below node_modules/. */
function demoSite(project: string, built: Built, label: string): string {
  const site = tempDir(`author-libraries-site-${label}`);
  cpSync(path.join(project, 'demo'), path.join(site, 'demo'), { recursive: true });
  cpSync(built.out, path.join(site, 'dist'), { recursive: true });
  cpSync(path.join(UUID, 'dist'), path.join(site, 'node_modules', 'uuid', 'dist'), { recursive: true });
  return site;
}

describeGuide('author-libraries', {
  'author-libraries/umd': {
    emits: ['name-ids.js'],
    warnings: [],
    cli: {
      script: 'build',
      prints: ['asset name-ids.js 892 bytes', 'external "uuid" 42 bytes', 'compiled successfully'],
    },
  },
  'author-libraries/module': {
    emits: ['name-ids.mjs'],
    warnings: [],
    shown: ['name-ids.mjs'],
    cli: {
      script: 'build',
      prints: [
        'asset name-ids.mjs 185 bytes [emitted] [javascript module] [minimized] (name: main)',
        'compiled successfully',
      ],
    },
  },
});

describe('author-libraries: from an application build to a UMD library', () => {
  const applicationConfig = configSource('the configuration of an application', (code) => !code.includes('library'));
  const withLibrary = configSource(
    'the configuration with output.library',
    (code) => code.includes("type: 'umd'") && !code.includes('globalObject'),
  );
  const withGlobal = configSource(
    'the configuration with globalObject',
    (code) => code.includes('globalObject') && !code.includes('externals') && !code.includes('module.exports = ['),
  );

  it('writes an empty file that exposes nothing without output.library, minimized or not', async () => {
    const copy = buildWith(umd, 'application', applicationConfig);
    expect(readFileSync(path.join(copy, 'dist', 'name-ids.js'), 'utf8')).toBe('');
    const loaded = node(copy, ['-p', "require('./dist/name-ids.js')"]);
    expect(loaded.stdout.trim()).toBe(
      pageBlock('the empty exports', (block) => block.lang === 'text' && block.code === '{}'),
    );

    const unminified = await buildProject(copy, { optimization: { minimize: false } });
    const file = path.join(unminified.out, 'name-ids.js');
    expect(readFileSync(file, 'utf8')).not.toBe('');
    expect(node(copy, ['-p', `JSON.stringify(require(${JSON.stringify(file)}))`]).stdout.trim()).toBe('{}');
  });

  it('fails in Node.js with the default globalObject, in a 3.39 KiB file', async () => {
    const copy = buildWith(umd, 'no-global-object', withLibrary);
    const built = await buildProject(copy);
    expect(formatSize(built.assets.get('name-ids.js'))).toBe('3.39 KiB');
    const loaded = node(copy, ['-p', "require('./dist/name-ids.js')"]);
    expect(loaded.status).not.toBe(0);
    const shown = pageBlock(
      'the error of self',
      (block) => block.lang === 'text' && block.code.includes('self is not defined'),
    );
    expect(loaded.stderr).toContain(shown);
  });

  it('works in Node.js with globalObject: globalThis, with uuid bundled', () => {
    const copy = buildWith(umd, 'bundled-uuid', withGlobal);
    const code = readFileSync(path.join(copy, 'dist', 'name-ids.js'), 'utf8');
    expect(code).not.toContain('require("uuid")');
    expect(code).toContain('Invalid UUID');
    const loaded = node(copy, ['-p', "require('./dist/name-ids.js').idFor('webpack')"]);
    expect(loaded.stdout.trim()).toBe(ID);
    expect(blocks.filter((block) => block.lang === 'text' && block.code === ID).length).toBeGreaterThan(0);
  });

  it('leaves uuid out with externals, behind the wrapper the page shows', async () => {
    const built = await buildProject(umd);
    const code = readFileSync(path.join(built.out, 'name-ids.js'), 'utf8');
    const shown = pageBlock(
      'the start of the wrapper',
      (block) => block.lang === 'text' && block.code.startsWith('!function'),
    );
    expect(code.startsWith(shown)).toBe(true);
    expect(code).not.toContain('Invalid UUID');

    const copy = buildWith(umd, 'externals');
    expect(node(copy, ['-p', "require('./dist/name-ids.js').idFor('webpack')"]).stdout.trim()).toBe(ID);
  });

  it('uses one name per branch with the object form of an external', () => {
    const copy = copyOf(umd, 'lodash');
    write(
      copy,
      'webpack.config.js',
      configSource('the lodash externals', (code) => code.includes('lodash')),
    );
    write(
      copy,
      'src/index.js',
      "import _ from 'lodash';\n\nexport function shout(text) {\n  return _.toUpper(text);\n}",
    );
    const { status, printed } = runCli(copy, []);
    expect(status, printed).toBe(0);
    const code = readFileSync(path.join(copy, 'dist', 'name-ids.js'), 'utf8');
    expect(code).toMatch(/module\.exports=(\w)\(require\("lodash"\)\)/);
    expect(code).toMatch(/define\(\["lodash"\],\w\)/);
    expect(code).toMatch(/(\w)\.NameIds=\w\(\1\._\)/);
  });

  it('publishes package.json and dist/name-ids.js', () => {
    const copy = buildWith(umd, 'pack');
    const result = spawnSync('npm', ['pack', '--dry-run', '--json'], { cwd: copy, encoding: 'utf8' });
    expect(result.status, result.stderr).toBe(0);
    const [pack] = JSON.parse(result.stdout) as { files: { path: string }[] }[];
    expect(pack?.files.map((file) => file.path).sort()).toEqual(['dist/name-ids.js', 'package.json']);
  });

  it('loads by its name in an application that has installed it and uuid', () => {
    const app = consumerOf(buildWith(umd, 'consumer'), 'umd');
    const script = pageBlock(
      'the require in an application',
      (block) => block.lang === 'js' && block.code.includes("require('name-ids')"),
    );
    write(app, 'index.js', script);
    expect(node(app, ['index.js']).stdout.trim()).toBe(ID);
  });

  it('installs a uuid that is ES modules only, with no CommonJS and no script that makes a global', () => {
    const manifest = JSON.parse(readFileSync(path.join(UUID, 'package.json'), 'utf8')) as {
      type?: string;
      exports: Record<string, unknown>;
    };
    expect(manifest.type).toBe('module');
    expect(manifest.exports['.']).toEqual({
      node: { types: './dist/index.d.ts', default: './dist-node/index.js' },
      default: './dist/index.js',
    });
    expect(readFileSync(path.join(UUID, 'README.md'), 'utf8')).toContain(
      'Starting with `uuid@12` CommonJS is no longer supported',
    );
    const scripts = readdirSync(UUID, { recursive: true, encoding: 'utf8' }).filter(
      (file) => /\.c?js$/.test(file) && !file.endsWith('.d.ts'),
    );
    expect(scripts.length).toBeGreaterThan(0);
    for (const file of scripts)
      expect(readFileSync(path.join(UUID, file), 'utf8'), file).not.toMatch(
        /module\.exports|globalThis\.uuid|\bself\.uuid|window\.uuid/,
      );
  });

  it('shows the id on the served demo page, and none when the library runs before the global exists', async () => {
    const built = await buildProject(umd);
    const site = demoSite(umd, built, 'umd');
    const expected = pageBlock(
      'the text of the demo',
      (block) => block.lang === 'text' && block.code.startsWith('The id of webpack is'),
    );
    expect(await openServed(site, 'demo/index.html')).toEqual({ text: expected, errors: [] });

    // From the disk, the module scripts do not load.
    const fromDisk = await (await launchBrowser()).newPage();
    try {
      await fromDisk.goto(`file://${path.join(site, 'demo', 'index.html')}`, { waitUntil: 'load' });
      expect(await fromDisk.locator('#id').textContent()).toBe('');
    } finally {
      await fromDisk.close();
    }

    const html = readFileSync(path.join(site, 'demo', 'index.html'), 'utf8');
    const deferred = '<script src="../dist/name-ids.js" defer></script>';
    expect(html).toContain(deferred);
    writeFileSync(
      path.join(site, 'demo', 'index.html'),
      html.replace(deferred, '<script src="../dist/name-ids.js"></script>'),
    );
    const early = await openServed(site, 'demo/index.html');
    expect(early.text).toBe('The id of webpack is .');
    expect(early.errors).toEqual(["TypeError: Cannot read properties of undefined (reading 'v5')"]);
  });
});

describe('author-libraries: the ES module build', () => {
  it('needs no experiments.outputModule, and rejects a name', async () => {
    const plain = await buildProject(esm);
    const withExperiment = await buildProject(esm, { experiments: { outputModule: true } });
    expect(withExperiment.errors).toEqual([]);
    expect(readFileSync(path.join(withExperiment.out, 'name-ids.mjs'), 'utf8')).toBe(
      readFileSync(path.join(plain.out, 'name-ids.mjs'), 'utf8'),
    );

    await expect(buildProject(esm, { output: { library: { name: 'NameIds', type: 'module' } } })).rejects.toThrow(
      /^Library name must be unset\./,
    );
  });

  it('imports itself by its name from the project folder', () => {
    const copy = buildWith(esm, 'self-import');
    const command = pageBlock(
      'the self import',
      (block) => block.lang === 'bash' && block.code.includes("from 'name-ids'"),
    );
    const args = [...command.matchAll(/"([^"]*)"|(\S+)/g)].map((match) => match[1] ?? match[2] ?? '').slice(1);
    expect(node(copy, args).stdout.trim()).toBe(ID);
  });

  it('closes the paths that exports does not list', () => {
    const app = consumerOf(buildWith(esm, 'closed'), 'closed');
    const deep = node(app, ['--input-type=module', '-e', "import 'name-ids/dist/name-ids.mjs';"]);
    expect(deep.stderr).toContain('ERR_PACKAGE_PATH_NOT_EXPORTED');
    expect(
      node(app, [
        '--input-type=module',
        '-e',
        "import { idFor } from 'name-ids'; console.log(idFor('webpack'));",
      ]).stdout.trim(),
    ).toBe(ID);
  });

  it('lets an application bundle use only idFor of the ES module, and not of the UMD script', async () => {
    const source = "import { idFor } from 'name-ids';\n\nconsole.log(idFor('webpack'));";
    const usedExports = (stats: webpack.Stats, file: string): unknown => {
      const json = stats.toJson({
        all: false,
        modules: true,
        nestedModules: true,
        orphanModules: true,
        usedExports: true,
      });
      const all = (json.modules ?? []).flatMap((module) => [module, ...(module.modules ?? [])]);
      const found = all.filter((module) => module.name === `./node_modules/name-ids/dist/${file}`);
      expect(found.length, file).toBeGreaterThan(0);
      return found[0]?.usedExports;
    };
    const fromModule = await bundleApp(consumerOf(buildWith(esm, 'app-esm'), 'bundled-esm'), source);
    expect(usedExports(fromModule, 'name-ids.mjs')).toEqual(['idFor']);
    const text = fromModule.toString({ all: false, modules: true, orphanModules: true, usedExports: true });
    expect(text).toMatch(
      /\.\/node_modules\/name-ids\/dist\/name-ids\.mjs 185 bytes \[orphan\] \[built\]\n\s+\[only some exports used: idFor\]/,
    );

    const fromUmd = await bundleApp(consumerOf(buildWith(umd, 'app-umd'), 'bundled-umd'), source);
    expect(usedExports(fromUmd, 'name-ids.js')).not.toEqual(['idFor']);
  });

  it('shows the id in a module script with the import map, and fails to resolve uuid without it', async () => {
    const built = await buildProject(esm);
    const site = demoSite(esm, built, 'esm');
    const expected = pageBlock(
      'the text of the demo',
      (block) => block.lang === 'text' && block.code.startsWith('The id of webpack is'),
    );
    expect(await openServed(site, 'demo/index.html')).toEqual({ text: expected, errors: [] });

    const html = readFileSync(path.join(site, 'demo', 'index.html'), 'utf8');
    writeFileSync(
      path.join(site, 'demo', 'index.html'),
      html.replace(/ {4}<script type="importmap">[\s\S]*?<\/script>\n/, ''),
    );
    const without = await openServed(site, 'demo/index.html');
    expect(without.text).toBe('The id of webpack is .');
    expect(without.errors.join('\n')).toContain('Failed to resolve module specifier "uuid"');
  });

  it('keeps /*#__PURE__*/ in the ES module and drops it from the UMD script', async () => {
    const annotated = (project: string, label: string): string => {
      const copy = copyOf(project, label);
      const source = readFileSync(path.join(copy, 'src', 'index.js'), 'utf8');
      write(copy, 'src/index.js', `${source}\nexport const WEBPACK_ID = /*#__PURE__*/ idFor('webpack');\n`);
      return copy;
    };
    const fromModule = await buildProject(annotated(esm, 'pure-esm'));
    expect(readFileSync(path.join(fromModule.out, 'name-ids.mjs'), 'utf8')).toContain('/*#__PURE__*/');
    const fromUmd = await buildProject(annotated(umd, 'pure-umd'));
    const code = readFileSync(path.join(fromUmd.out, 'name-ids.js'), 'utf8');
    expect(code).toContain('"webpack"');
    expect(code).not.toContain('__PURE__');
  });
});

describe('author-libraries: CommonJS', () => {
  const commonjsConfig = configSource(
    'the commonjs2 configuration',
    (code) => code.includes("type: 'commonjs2'") && !code.includes('module.exports = ['),
  );

  it('requires the commonjs2 build, also in a package with "type": "module"', () => {
    const copy = buildWith(esm, 'commonjs2', commonjsConfig);
    expect(readFileSync(path.join(copy, 'dist', 'name-ids.cjs'), 'utf8')).toContain('require("uuid")');
    expect(node(copy, ['-p', "require('./dist/name-ids.cjs').idFor('webpack')"]).stdout.trim()).toBe(ID);
    const manifest = JSON.parse(readFileSync(path.join(copy, 'package.json'), 'utf8')) as Record<string, unknown>;
    write(copy, 'package.json', JSON.stringify({ ...manifest, type: 'module' }, null, 2));
    expect(node(copy, ['-e', "console.log(require('./dist/name-ids.cjs').idFor('webpack'))"]).stdout.trim()).toBe(ID);
  });

  it('has no named exports for import with commonjs2, and has them with commonjs-static', () => {
    const copy = buildWith(esm, 'named', commonjsConfig);
    const statement = pageBlock(
      'the named import',
      (block) => block.lang === 'js' && block.code.startsWith('import { idFor } from'),
    );
    const named = node(copy, ['--input-type=module', '-e', `${statement} console.log(idFor('webpack'));`]);
    const shown = pageBlock(
      'the error of the named import',
      (block) => block.lang === 'text' && block.code.startsWith('SyntaxError'),
    );
    expect(named.stderr).toContain(shown);
    const byDefault = node(copy, [
      '--input-type=module',
      '-e',
      "import ids from './dist/name-ids.cjs'; console.log(ids.idFor('webpack'));",
    ]);
    expect(byDefault.stdout.trim()).toBe(ID);

    const staticCopy = buildWith(
      esm,
      'commonjs-static',
      commonjsConfig.replace("type: 'commonjs2'", "type: 'commonjs-static'"),
    );
    expect(
      node(staticCopy, ['--input-type=module', '-e', `${statement} console.log(idFor('webpack'));`]).stdout.trim(),
    ).toBe(ID);
  });
});

describe('author-libraries: several formats in one package', () => {
  const severalConfig = configSource('the array of configurations', (code) => code.includes('module.exports = ['));
  const severalPackage = pageBlock('the package.json with conditions', (block) => block.title === 'package.json');

  function severalFormats(label: string): string {
    const copy = copyOf(esm, label);
    write(copy, 'webpack.config.js', severalConfig);
    write(copy, 'package.json', severalPackage);
    return copy;
  }

  it('writes the three files with npm run build', () => {
    const copy = severalFormats('several');
    const { status, printed } = runCli(copy, []);
    expect(status, printed).toBe(0);
    expect(printed.match(/^asset /gm)).toHaveLength(3);
    expect(readdirSync(path.join(copy, 'dist')).sort()).toEqual(['name-ids.cjs', 'name-ids.js', 'name-ids.mjs']);
  });

  it('leaves only the last file when every configuration cleans the shared folder and the builds run one after the other', () => {
    const copy = severalFormats('several-clean');
    // In parallel the outcome is a race; one build at a time (parallelism 1) makes it certain.
    const cleaning = severalConfig.replaceAll(
      "path: path.resolve(__dirname, 'dist'),",
      "path: path.resolve(__dirname, 'dist'),\n      clean: true,",
    );
    write(copy, 'webpack.config.js', `${cleaning}\nmodule.exports.parallelism = 1;\n`);
    expect(runCli(copy, []).status).toBe(0);
    expect(readdirSync(path.join(copy, 'dist'))).toHaveLength(1);
  });

  it('sends import to the ES module and require() to the CommonJS file, in Node.js and in webpack', async () => {
    const copy = severalFormats('several-consumer');
    expect(runCli(copy, []).status).toBe(0);
    const app = consumerOf(copy, 'several');
    const required = node(app, ['-p', "require.resolve('name-ids') + ' ' + require('name-ids').idFor('webpack')"]);
    expect(required.stdout.trim()).toBe(`${path.join(app, 'node_modules', 'name-ids', 'dist', 'name-ids.cjs')} ${ID}`);
    const imported = node(app, [
      '--input-type=module',
      '-e',
      "import { idFor } from 'name-ids'; console.log(import.meta.resolve('name-ids'), idFor('webpack'));",
    ]);
    expect(imported.stdout.trim()).toBe(
      `file://${path.join(app, 'node_modules', 'name-ids', 'dist', 'name-ids.mjs')} ${ID}`,
    );

    const byImport = await bundleApp(app, "import { idFor } from 'name-ids';\n\nconsole.log(idFor('webpack'));");
    expect(resourcesOf(app, byImport)).toContain('node_modules/name-ids/dist/name-ids.mjs');
    expect(resourcesOf(app, byImport)).not.toContain('node_modules/name-ids/dist/name-ids.cjs');
    const byRequire = await bundleApp(app, "const { idFor } = require('name-ids');\n\nconsole.log(idFor('webpack'));");
    expect(resourcesOf(app, byRequire)).toContain('node_modules/name-ids/dist/name-ids.cjs');
    expect(resourcesOf(app, byRequire)).not.toContain('node_modules/name-ids/dist/name-ids.mjs');
  });
});
