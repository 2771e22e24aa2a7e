/**
 * What content/guides/ecma-script-modules.md says about its two projects: the module types webpack
 * gives .js, .mjs and .cjs files, the interop between ES modules and CommonJS, the errors of
 * strict ES modules, the type field, import.meta, and output.module.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import webpack from 'webpack';
import { ROOT } from '../../../src/node/paths';
import { describeGuide, EXAMPLES, guideBlocks } from '../../support/guides';
import { expectPrinted, runCli } from '../../support/cli';
import { served } from '../../support/http';
import { launchBrowser } from '../../support/in-browser';
import { buildProject, copyProject, tempDir } from '../../support/project';

const mixed = path.join(EXAMPLES, 'ecma-script-modules', 'mixed');
const moduleOutput = path.join(EXAMPLES, 'ecma-script-modules', 'module-output');
const gettingStarted = path.join(EXAMPLES, 'getting-started', 'with-config');
const blocks = guideBlocks('ecma-script-modules');
const READER = '/home/you/hello-webpack';

/** The one code block of the page with this language and title whose code contains `text`. */
function pageBlock(lang: string, title: string | null, text: string): string {
  const found = blocks.filter((block) => block.lang === lang && block.title === title && block.code.includes(text));
  expect(found, `one ${lang} block titled ${String(title)} contains ${text}`).toHaveLength(1);
  return found[0]?.code ?? '';
}

const outputBlock = (text: string): string => pageBlock('text', null, text);

function write(dir: string, file: string, text: string): void {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), text.endsWith('\n') ? text : `${text}\n`);
}

function edit(dir: string, file: string, change: (text: string) => string): void {
  const full = path.join(dir, file);
  const before = readFileSync(full, 'utf8');
  const after = change(before);
  expect(after, `the change to ${file} changes it`).not.toBe(before);
  writeFileSync(full, after);
}

/** A copy of the mixed project with node_modules linked. */
const mixedCopy = (label: string): string => copyProject(mixed, `esm-${label}`);

/** The three lines the page says the mixed project shows. */
const THREE_LINES = outputBlock('HELLO, WEBPACK!').split('\n');

interface Opened {
  texts: string[];
  /** The text of the whole body, as rendered. */
  body: string;
  errors: string[];
  console: string[];
}

/** Opens a url in Chromium and returns the texts of the body's children, page errors and console errors. */
async function open(url: string): Promise<Opened> {
  const page: Page = await (await launchBrowser()).newPage();
  const errors: string[] = [];
  const consoleErrors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  try {
    await page.goto(url, { waitUntil: 'load' });
    const texts = await page.locator('body > *').allTextContents();
    const body = await page.locator('body').innerText();
    return { texts, body, errors, console: consoleErrors };
  } finally {
    await page.close();
  }
}

/** The built output of `out` with the project's hand-written dist/index.html, opened from the disk. */
function site(project: string, out: string, label: string): string {
  const dir = tempDir(`esm-site-${label}`);
  cpSync(out, dir, { recursive: true });
  cpSync(path.join(project, 'dist', 'index.html'), path.join(dir, 'index.html'));
  return dir;
}

const openFile = (dir: string, file = 'index.html'): Promise<Opened> => open(pathToFileURL(path.join(dir, file)).href);

/** The types the output is served with. */
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.mjs': 'text/javascript' };

async function threeLines(page: Page): Promise<void> {
  expect(await page.title()).toBe('Hello webpack');
  expect(await page.locator('body > *').allTextContents()).toEqual(THREE_LINES);
  expect(await page.locator('body > h1').count()).toBe(1);
}

describeGuide('ecma-script-modules', {
  'ecma-script-modules/mixed': {
    emits: ['main.js'],
    warnings: [],
    browser: { copy: 'dist', open: 'index.html', check: threeLines },
    cli: {
      script: 'build',
      prints: [
        'asset main.js 990 bytes [emitted] [minimized] (name: main)',
        './src/index.js + 3 modules',
        'compiled successfully',
      ],
      neverPrints: ['WARNING'],
    },
  },
  'ecma-script-modules/module-output': {
    emits: ['main.js'],
    warnings: [],
    shown: ['main.js'],
    cli: {
      script: 'build',
      prints: [
        'asset main.js 93 bytes [emitted] [javascript module] [minimized] (name: main)',
        'compiled successfully',
      ],
    },
  },
});

describe('ecma-script-modules: module types', () => {
  const typesOf = async (dir: string): Promise<Record<string, string>> => {
    const { stats, errors } = await buildProject(dir, { optimization: { concatenateModules: false } });
    expect(errors).toEqual([]);
    return Object.fromEntries(
      [...stats.compilation.modules]
        .filter((module): module is webpack.NormalModule => 'resource' in module)
        .map((module) => [path.relative(dir, module.resource).split(path.sep).join('/'), module.type]),
    );
  };

  it('reads .js without a type field as javascript/auto, .mjs as javascript/esm and .cjs as javascript/dynamic', async () => {
    expect(await typesOf(mixed)).toEqual({
      'src/index.js': 'javascript/auto',
      'src/greet.js': 'javascript/auto',
      'src/footer.mjs': 'javascript/esm',
      'src/shout.cjs': 'javascript/dynamic',
      'src/label.cjs': 'javascript/dynamic',
    });
  });

  it('reads .js by the type field of the nearest package.json', async () => {
    for (const [type, expected] of [
      ['module', 'javascript/esm'],
      ['commonjs', 'javascript/dynamic'],
    ] as const) {
      const copy = tempDir(`esm-type-${type}`);
      cpSync(gettingStarted, copy, { recursive: true });
      write(copy, 'src/package.json', JSON.stringify({ type }));
      write(copy, 'src/other.js', 'console.log(1);');
      const { stats } = await buildProject(copy, {
        entry: './src/other.js',
        optimization: { concatenateModules: false },
      });
      const other = [...stats.compilation.modules].find((module) =>
        (module as webpack.NormalModule).resource?.endsWith('other.js'),
      );
      expect(other?.type, type).toBe(expected);
    }
  });
});

describe('ecma-script-modules: the mixed project', () => {
  it('prints the optimization bailouts the page shows', () => {
    const { status, printed } = runCli(mixedCopy('bailout'), ['--stats-optimization-bailout']);
    expect(status, printed).toBe(0);
    expectPrinted(printed, outputBlock('CommonJS bailout'));
  }, 60_000);

  it('has runtime modules where the Getting Started project has none', () => {
    const { printed } = runCli(copyProject(gettingStarted, 'esm-getting-started'), []);
    expect(printed).toContain('compiled successfully');
    expect(printed).not.toContain('runtime modules');
  }, 60_000);

  it('gives auto and strict modules the values the page lists for each kind of import', async () => {
    const copy = mixedCopy('interop');
    const probe = (name: string): string => `import shout, { whisper } from './shout.cjs';
import * as shoutModule from './shout.cjs';
import label from './label.cjs';

export const ${name} = {
  shout: typeof shout,
  whisper: typeof whisper,
  namespaceDefault: shoutModule.default === shout,
  namespaceWhisper: typeof shoutModule.whisper,
  label: typeof label,
  labelDefault: typeof label.default,
};`;
    write(copy, 'src/probe-auto.js', probe('auto'));
    write(copy, 'src/probe-strict.mjs', probe('strict'));
    write(
      copy,
      'src/probe.js',
      "import { auto } from './probe-auto.js';\nimport { strict } from './probe-strict.mjs';\nconsole.log(JSON.stringify({ auto, strict }));",
    );
    const { out, errors } = await buildProject(copy, { entry: './src/probe.js', target: 'node' });
    expect(errors).toEqual([]);
    const shared = { shout: 'function', whisper: 'function', namespaceDefault: true, namespaceWhisper: 'function' };
    expect(JSON.parse(execFileSync(process.execPath, [path.join(out, 'main.js')], { encoding: 'utf8' }))).toEqual({
      auto: { ...shared, label: 'function', labelDefault: 'undefined' },
      strict: { ...shared, label: 'object', labelDefault: 'function' },
    });
  });

  it('runs footer.mjs unchanged in Node.js, with the same result', () => {
    const script = `import { footer } from ${JSON.stringify(pathToFileURL(path.join(mixed, 'src', 'footer.mjs')).href)};\nconsole.log(footer());`;
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toBe(`${THREE_LINES[2]}\n`);
  });

  it('builds footer.mjs calling label() without a warning, and the page fails with the TypeError on the page', async () => {
    const copy = mixedCopy('label-call');
    edit(copy, 'src/footer.mjs', (text) => text.replace('label.default(', 'label('));
    const built = await buildProject(copy);
    expect({ errors: built.errors, warnings: built.warnings }).toEqual({ errors: [], warnings: [] });
    const opened = await openFile(site(mixed, built.out, 'label-call'));
    expect(opened.texts).toEqual([]);
    expect(opened.errors).toEqual([outputBlock('is not a function')]);
  }, 60_000);

  it('lets a strict module use named imports from CommonJS', async () => {
    const copy = mixedCopy('named-in-strict');
    edit(copy, 'src/footer.mjs', (text) =>
      text
        .replace(
          "import label from './label.cjs';",
          "import label from './label.cjs';\nimport { whisper } from './shout.cjs';",
        )
        .replace("label.default(greet('footer.mjs'))", "label.default(whisper(greet('footer.mjs')))"),
    );
    const built = await buildProject(copy);
    expect(built.errors).toEqual([]);
    const opened = await openFile(site(mixed, built.out, 'named-in-strict'));
    expect(opened.errors).toEqual([]);
    expect(opened.texts[2]).toBe('[hello, footer.mjs!]');
  }, 60_000);

  it('lets CommonJS require an ES module, whose default export is the property default', async () => {
    const copy = mixedCopy('require-esm');
    const welcome = pageBlock('js', 'src/welcome.cjs', 'require');
    write(copy, 'src/welcome.cjs', welcome);
    write(copy, 'src/default.js', "export default 'the default';");
    write(
      copy,
      'src/probe.cjs',
      "const welcome = require('./welcome.cjs');\nconst withDefault = require('./default.js');\nconsole.log(JSON.stringify({ welcome, withDefault }));",
    );
    const { out, errors } = await buildProject(copy, { entry: './src/probe.cjs', target: 'node' });
    expect(errors).toEqual([]);
    const printed = JSON.parse(execFileSync(process.execPath, [path.join(out, 'main.js')], { encoding: 'utf8' })) as {
      welcome: unknown;
      withDefault: Record<string, unknown>;
    };
    expect(printed.welcome).toBe('Hello, CommonJS!');
    expect(printed.withDefault.default).toBe('the default');
  });
});

describe('ecma-script-modules: strict ES modules', () => {
  it('fails on an import without the extension with the message on the page', () => {
    const copy = mixedCopy('no-extension');
    edit(copy, 'src/footer.mjs', (text) => text.replace("from './greet.js'", "from './greet'"));
    const { status, printed } = runCli(copy, []);
    expect(status).toBe(1);
    expectPrinted(printed, outputBlock('BREAKING CHANGE'), { [READER]: copy });
  }, 60_000);

  it("fails on './label' without the hint, because .cjs is not one of resolve.extensions", async () => {
    const copy = mixedCopy('no-extension-cjs');
    edit(copy, 'src/footer.mjs', (text) => text.replace("from './label.cjs'", "from './label'"));
    const { errors } = await buildProject(copy);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain("Can't resolve './label'");
    expect(errors[0]).not.toContain('Did you mean');
    expect(errors[0]).not.toContain('BREAKING CHANGE');
  });

  it('applies to import() and to paths into packages, but not to bare names or paths the exports field maps', async () => {
    const dir = tempDir('esm-packages');
    write(dir, 'package.json', JSON.stringify({ name: 'probe', private: true }));
    write(dir, 'src/greet.js', 'export const greet = 1;');
    write(dir, 'node_modules/some-package/package.json', JSON.stringify({ name: 'some-package', main: 'index.js' }));
    write(dir, 'node_modules/some-package/index.js', "module.exports = 'index';");
    write(dir, 'node_modules/some-package/lib/util.js', "module.exports = 'util';");
    write(
      dir,
      'node_modules/mapped-package/package.json',
      JSON.stringify({ name: 'mapped-package', exports: { './lib/util': './lib/util.js' } }),
    );
    write(dir, 'node_modules/mapped-package/lib/util.js', "module.exports = 'mapped';");
    const errorsFor = async (source: string): Promise<string[]> => {
      write(dir, 'src/index.mjs', source);
      return (await buildProject(dir, { mode: 'production', entry: './src/index.mjs' })).errors;
    };
    expect(await errorsFor("import('./greet');")).toHaveLength(1);
    expect(await errorsFor("import('./greet.js');")).toEqual([]);
    expect(await errorsFor("import x from 'some-package';\nconsole.log(x);")).toEqual([]);
    expect((await errorsFor("import x from 'some-package/lib/util';\nconsole.log(x);"))[0]).toContain(
      "Can't resolve 'some-package/lib/util'",
    );
    expect(await errorsFor("import x from 'some-package/lib/util.js';\nconsole.log(x);")).toEqual([]);
    expect(await errorsFor("import x from 'mapped-package/lib/util';\nconsole.log(x);")).toEqual([]);
  });

  it('leaves require in a strict module alone: no warning, and a ReferenceError in the browser', async () => {
    const copy = mixedCopy('require-in-mjs');
    write(copy, 'src/footer.mjs', pageBlock('js', 'src/footer.mjs', 'require('));
    const built = await buildProject(copy);
    expect({ errors: built.errors, warnings: built.warnings }).toEqual({ errors: [], warnings: [] });
    expect(readFileSync(path.join(built.out, 'main.js'), 'utf8')).toContain('require("./greet.js")');
    const opened = await openFile(site(mixed, built.out, 'require-in-mjs'));
    expect(opened.texts).toEqual([]);
    expect(opened.errors).toEqual([outputBlock('Uncaught ReferenceError')]);
  }, 60_000);
});

describe('ecma-script-modules: mixing the formats in one file', () => {
  const mixedFile = (label: string): string => {
    const copy = mixedCopy(label);
    write(copy, 'src/welcome.js', pageBlock('js', 'src/welcome.js', 'module.exports'));
    edit(copy, 'src/index.js', (text) =>
      text
        .replace(
          "import { footer } from './footer.mjs';",
          "import { footer } from './footer.mjs';\nimport welcome from './welcome.js';",
        )
        .replace('document.body.append(heading, note, end);', 'document.body.append(heading, note, end, welcome);'),
    );
    return copy;
  };

  it('warns about the missing default export', () => {
    const { status, printed } = runCli(mixedFile('mixed-cli'), []);
    expect(status, printed).toBe(0);
    expectPrinted(printed, outputBlock("export 'default' (imported as 'welcome')"));
  }, 60_000);

  it('throws when the module assigns module.exports, with the path in development and an id in production', async () => {
    const copy = mixedFile('mixed-run');
    const development = await buildProject(copy, { mode: 'development' });
    const opened = await openFile(site(mixed, development.out, 'mixed-development'));
    expect(opened.texts).toEqual([]);
    expect(opened.errors).toEqual([outputBlock('ES Modules may not assign')]);

    const production = await buildProject(copy);
    const inProduction = await openFile(site(mixed, production.out, 'mixed-production'));
    expect(inProduction.errors).toHaveLength(1);
    expect(inProduction.errors[0]).toMatch(
      /^Uncaught Error: ES Modules may not assign module\.exports or exports\.\*, Use ESM export syntax, instead: \d+$/,
    );

    edit(copy, 'src/welcome.js', (text) => text.replace('module.exports = ', 'export default '));
    const fixed = await buildProject(copy);
    expect({ errors: fixed.errors, warnings: fixed.warnings }).toEqual({ errors: [], warnings: [] });
    const working = await openFile(site(mixed, fixed.out, 'mixed-fixed'));
    expect(working.errors).toEqual([]);
    expect(working.texts).toEqual(THREE_LINES);
    expect(working.body.split('\n').filter(Boolean)).toEqual([...THREE_LINES, 'Hello, mixed!']);
  }, 60_000);
});

describe('ecma-script-modules: the type field', () => {
  const asModule = (label: string): string => {
    const copy = mixedCopy(label);
    edit(
      copy,
      'package.json',
      (text) => `${JSON.stringify({ ...(JSON.parse(text) as object), type: 'module' }, null, 2)}\n`,
    );
    return copy;
  };

  it('makes webpack-cli fail on the CommonJS configuration with the message on the page', () => {
    const copy = asModule('type-module-cjs-config');
    const { status, printed } = runCli(copy, []);
    expect(status).not.toBe(0);
    expectPrinted(printed, outputBlock('Failed to load'), { [READER]: copy });
    expect(existsSync(path.join(copy, 'dist', 'main.js'))).toBe(false);
  }, 60_000);

  it('builds with the configuration renamed to webpack.config.cjs', () => {
    const copy = asModule('type-module-cjs-name');
    renameSync(path.join(copy, 'webpack.config.js'), path.join(copy, 'webpack.config.cjs'));
    const { status, printed } = runCli(copy, []);
    expect(status, printed).toBe(0);
    expect(existsSync(path.join(copy, 'dist', 'main.js'))).toBe(true);
  }, 60_000);

  it('builds with the ES module configuration; index.js then needs label.default', async () => {
    const copy = asModule('type-module-esm-config');
    write(copy, 'webpack.config.js', pageBlock('js', 'webpack.config.js', 'import.meta.dirname'));
    const broken = runCli(copy, []);
    expect(broken.status, broken.printed).toBe(0);
    const failing = await openFile(path.join(copy, 'dist'));
    expect(failing.texts).toEqual([]);
    expect(failing.errors).toEqual([outputBlock('is not a function')]);

    edit(copy, 'src/index.js', (text) => text.replace('label(whisper(', 'label.default(whisper('));
    const fixed = runCli(copy, []);
    expect(fixed.status, fixed.printed).toBe(0);
    const working = await openFile(path.join(copy, 'dist'));
    expect(working.errors).toEqual([]);
    expect(working.texts).toEqual(THREE_LINES);
  }, 60_000);

  it('fixes a "type": "module" package that leaves out extensions with the rule on the page', async () => {
    /** A project whose dependency old-esm imports its own file without the extension. */
    const project = (label: string, config: string): string => {
      const dir = tempDir(`esm-old-package-${label}`);
      write(dir, 'package.json', JSON.stringify({ name: 'hello-webpack', private: true }));
      write(dir, 'webpack.config.js', config);
      write(dir, 'src/index.js', "import { word } from 'old-esm';\nconsole.log(word);");
      write(
        dir,
        'node_modules/old-esm/package.json',
        JSON.stringify({ name: 'old-esm', type: 'module', main: 'index.js' }),
      );
      write(dir, 'node_modules/old-esm/index.js', "export { word } from './word';");
      write(dir, 'node_modules/old-esm/word.js', "export const word = 'old';");
      return dir;
    };
    const failingDir = project('failing', readFileSync(path.join(gettingStarted, 'webpack.config.js'), 'utf8'));
    const inNode = spawnSync(process.execPath, [path.join(failingDir, 'node_modules', 'old-esm', 'index.js')], {
      encoding: 'utf8',
    });
    expect(inNode.status).not.toBe(0);
    expect(inNode.stderr).toContain('ERR_MODULE_NOT_FOUND');
    const failing = await buildProject(failingDir);
    expect(failing.errors).toHaveLength(1);
    expect(failing.errors[0]).toContain('BREAKING CHANGE');
    expect(failing.stats.toJson({ all: false, errors: true }).errors?.[0]?.moduleName).toBe(
      './node_modules/old-esm/index.js',
    );

    const fixed = await buildProject(project('fixed', pageBlock('js', 'webpack.config.js', 'fullySpecified: false')));
    expect(fixed.errors).toEqual([]);
    expect(readFileSync(path.join(fixed.out, 'main.js'), 'utf8')).toContain('"old"');
  });
});

describe('ecma-script-modules: import.meta', () => {
  const project = (label: string): string => {
    const dir = tempDir(`esm-import-meta-${label}`);
    write(dir, 'package.json', JSON.stringify({ name: 'hello-webpack', private: true }));
    write(dir, 'src/logo.svg', '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>');
    write(dir, 'src/locales/en.js', "export default 'Hello';");
    write(dir, 'src/locales/fr.js', "export default 'Bonjour';");
    write(
      dir,
      'src/index.js',
      `const context = import.meta.webpackContext('./locales', { regExp: /\\.js$/ });
const results = {
  url: import.meta.url,
  asset: new URL('./logo.svg', import.meta.url).href,
  resolved: import.meta.resolve('./logo.svg'),
  webpack: import.meta.webpack,
  mode: import.meta.env.MODE,
  hot: typeof import.meta.webpackHot,
  custom: typeof import.meta.custom,
  locales: context.keys().map((key) => context(key).default),
};
const output = document.createElement('pre');
output.textContent = JSON.stringify(results);
document.body.append(output);`,
    );
    write(dir, 'index.html', '<!doctype html>\n<title>import.meta</title>\n<script src="main.js" defer></script>');
    return dir;
  };

  it('replaces each expression as the table says', async () => {
    const dir = project('table');
    const { out, errors } = await buildProject(dir, {
      mode: 'production',
      entry: './src/index.js',
      module: { rules: [{ test: /\.svg$/, type: 'asset/resource' }] },
    });
    expect(errors).toEqual([]);
    cpSync(path.join(dir, 'index.html'), path.join(out, 'index.html'));
    const opened = await openFile(out);
    expect(opened.errors).toEqual([]);
    const results = JSON.parse(opened.texts[0] ?? '{}') as Record<string, unknown>;
    const svg = readFileSync(path.join(out, 'main.js'), 'utf8').match(/[0-9a-f]{20}\.svg/)?.[0];
    expect(results).toEqual({
      url: pathToFileURL(path.join(dir, 'src', 'index.js')).href,
      asset: pathToFileURL(path.join(out, svg ?? '')).href,
      resolved: pathToFileURL(path.join(out, svg ?? '')).href,
      webpack: 5,
      mode: 'production',
      hot: 'undefined',
      custom: 'undefined',
      locales: ['Hello', 'Bonjour'],
    });
    expect(readFileSync(path.join(out, 'main.js'), 'utf8')).toContain(
      JSON.stringify(pathToFileURL(path.join(dir, 'src', 'index.js')).href),
    );
  }, 60_000);

  it('marks an unknown property in a development build, and gives webpackHot the HMR interface when HMR is on', async () => {
    const dir = project('development');
    write(dir, 'src/index.js', 'console.log(import.meta.custom, import.meta.webpackHot);');
    const plain = await buildProject(dir, { mode: 'development', entry: './src/index.js' });
    const code = readFileSync(path.join(plain.out, 'main.js'), 'utf8');
    expect(code).toContain('/* unsupported import.meta.custom */ undefined');
    expect(code).toContain('/* unsupported import.meta.webpackHot */ undefined');
    const hot = await buildProject(dir, {
      mode: 'development',
      entry: './src/index.js',
      plugins: [new webpack.HotModuleReplacementPlugin()],
    });
    expect(readFileSync(path.join(hot.out, 'main.js'), 'utf8')).toContain(
      'console.log(/* unsupported import.meta.custom */ undefined, module.hot)',
    );
  });

  it('makes a javascript/auto file that uses it an ES module', async () => {
    const dir = project('marks-esm');
    write(dir, 'src/version.js', 'module.exports = import.meta.webpack;');
    write(dir, 'src/index.js', "const version = require('./version.js');\nconsole.log(version);");
    const { out, errors } = await buildProject(dir, { mode: 'development', entry: './src/index.js', target: 'node' });
    expect(errors).toEqual([]);
    const result = spawnSync(process.execPath, [path.join(out, 'main.js')], { encoding: 'utf8' });
    expect(result.stderr).toContain('ES Modules may not assign module.exports');
  });
});

describe('ecma-script-modules: output.module', () => {
  it('writes a module without the wrapper function that the script build has', async () => {
    const [moduleBuild, scriptBuild] = await Promise.all([buildProject(moduleOutput), buildProject(gettingStarted)]);
    expect(readFileSync(path.join(moduleBuild.out, 'main.js'), 'utf8')).not.toMatch(/^\(\(\)=>/);
    expect(readFileSync(path.join(scriptBuild.out, 'main.js'), 'utf8')).toMatch(/^\(\(\)=>\{/);
  });

  it('shows the heading over HTTP, and nothing from a file:// address, with a CORS error', async () => {
    const { out } = await buildProject(moduleOutput);
    const dir = site(moduleOutput, out, 'module-output');
    const fromDisk = await openFile(dir);
    expect(fromDisk.texts).toEqual([]);
    expect(fromDisk.console.join('\n')).toContain('CORS');
    const overHttp = await served(dir, TYPES, (origin) => open(`${origin}/index.html`));
    expect(overHttp).toEqual({ texts: ['Hello, webpack!'], body: 'Hello, webpack!', errors: [], console: [] });
  }, 60_000);

  it('names the bundle main.mjs without output.filename', async () => {
    const { assets } = await buildProject(moduleOutput, { output: { filename: undefined } });
    expect([...assets.keys()]).toEqual(['main.mjs']);
  });

  it('has no experiments.outputModule, accepts it, and builds the same with it', async () => {
    const schema = JSON.parse(
      readFileSync(path.join(ROOT, 'node_modules', 'webpack', 'schemas', 'WebpackOptions.json'), 'utf8'),
    ) as {
      definitions: { Experiments: { properties: Record<string, unknown>; additionalProperties: boolean } };
    };
    expect(Object.keys(schema.definitions.Experiments.properties)).not.toContain('outputModule');
    expect(() => webpack.validate({ experiments: { outputModule: true } })).not.toThrow();
    const [without, withIt] = await Promise.all([
      buildProject(moduleOutput),
      buildProject(moduleOutput, { experiments: { outputModule: true } }),
    ]);
    expect(withIt.errors).toEqual([]);
    expect(readFileSync(path.join(withIt.out, 'main.js'), 'utf8')).toBe(
      readFileSync(path.join(without.out, 'main.js'), 'utf8'),
    );
  });
});
