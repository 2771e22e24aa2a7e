/**
 * content/guides/troubleshooting.md: each message the page shows is what webpack, webpack-cli or
 * the bundle prints for the cause the page gives, and each fix the page shows builds.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import webpack from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { asTheReaderSees, expectPrinted, freePort, runCli, Running, WEBPACK_CLI } from '../../support/cli';
import { blockWith, onlyBlock, type CodeBlock } from '../../support/code-blocks';
import { guideBlocks, guidePage, guideText, pageStates } from '../../support/guides';
import { serveSite } from '../../support/http';
import { launchBrowser, watchPage, type OnPage } from '../../support/in-browser';
import { COMMONJS_PACKAGE, runNode, writeProject } from '../../support/project';

const PAGE = guidePage('troubleshooting') ?? '';
const blocks = guideBlocks('troubleshooting');
/** The page's prose says `text`, however its lines are wrapped. */
const pageSays = pageStates(guideText('troubleshooting'));
const requireFromRoot = createRequire(path.join(ROOT, 'package.json'));
/** Where the page's messages say the project is. */
const READERS_PROJECT = '/home/you/project';

/** A built project's dist/index.html, with `dist/main.js` in a script tag, opened as `watchPage` does. */
async function onPage(
  dir: string,
  until: (seen: OnPage) => boolean,
  check?: (seen: OnPage) => Promise<void>,
): Promise<OnPage> {
  writeFileSync(path.join(dir, 'dist', 'index.html'), '<!doctype html>\n<script src="main.js"></script>\n');
  return watchPage(pathToFileURL(path.join(dir, 'dist', 'index.html')).href, until, check);
}

/** The errors the built project's page throws in Chromium, once there is one. */
async function pageErrors(dir: string): Promise<string[]> {
  return (await onPage(dir, (seen) => seen.errors.length > 0)).errors;
}

/** What the built project's dist/main.js prints when Node.js runs it. */
function runBundle(dir: string): string {
  return runNode(path.join(dir, 'dist', 'main.js'));
}

/** The page's block with `text`: an uncaught error as Chromium reports it, `Uncaught ReferenceError: ...`. */
function uncaught(text: string): string {
  const shown = blockWith(blocks, text);
  expect(shown).toMatch(/^Uncaught \w+Error: /);
  return shown;
}

/** The page's webpack.config.js block that contains `text`. */
function configWith(text: string): string {
  return onlyBlock(blocks, `webpack.config.js with ${text}`, (block: CodeBlock) => {
    return block.title === 'webpack.config.js' && block.code.includes(text);
  });
}

/** A project with the repository's node_modules (unless `linkModules` is false), built with webpack-cli. */
function build(name: string, files: Record<string, string>, args: string[] = [], linkModules = true) {
  const dir = writeProject(`troubleshooting-${name}`, { ...COMMONJS_PACKAGE, ...files }, { linkModules });
  const result = runCli(dir, args);
  return { ...result, dir, printed: result.printed.split(dir).join(READERS_PROJECT) };
}

/** A build that succeeded: exit code 0, no error, no warning. */
function expectClean(result: { status: number | null; printed: string }): void {
  expect(result.printed).not.toMatch(/ERROR|WARNING|✖/);
  expect(result.status, result.printed).toBe(0);
}

const UTIL_IMPORT = "import { hi } from './util';\nconsole.log(hi);\n";
const DEV = ['--mode', 'development'];

describe('Module not found', () => {
  it('names a file whose extension webpack does not try; resolve.extensions finds it', () => {
    const files = { 'src/index.js': UTIL_IMPORT, 'src/util.jsx': 'export const hi = 1;\n' };
    const failed = build('extension', files, DEV);
    expect(failed.status).toBe(1);
    expectPrinted(
      failed.printed,
      blockWith(blocks, "ERROR in ./src/index.js 1:0-28\nModule not found: Error: Can't resolve './util'"),
    );
    // the list of what webpack tried shows the default extensions, in the page's order
    const tried = [...failed.printed.matchAll(/\/src\/util(\.\w+)? doesn't exist/g)].map((match) => match[1]);
    // the notes the page says are not the error
    expect(failed.printed).toContain("\n    Field 'browser' doesn't contain a valid alias configuration\n");
    pageSays("`Field 'browser' doesn't contain a valid alias configuration`");
    // (the path without an extension comes again last: webpack then looks for a folder)
    expect([...new Set(tried)]).toEqual([undefined, '.ts', '.js', '.json', '.wasm', '.html', '.css']);
    pageSays('`.ts`, `.js`, `.json` and `.wasm`, and for an `import` also `.html` and `.css`');

    expectClean(
      build('extension-fixed', { ...files, 'webpack.config.js': configWith("extensions: ['.jsx', '...']") }, DEV),
    );
  });

  it('a rule for .css files takes .css out of the extensions webpack tries', () => {
    pageSays('A rule of yours for `.ts`, `.html` or `.css` files takes that extension out.');
    const files = {
      'src/index.js': UTIL_IMPORT,
      'webpack.config.js': "module.exports = { module: { rules: [{ test: /\\.css$/, type: 'asset/source' }] } };\n",
    };
    const failed = build('extension-css-rule', files, DEV);
    expect(failed.status).toBe(1);
    const tried = [...failed.printed.matchAll(/\/src\/util(\.\w+)? doesn't exist/g)].map((match) => match[1]);
    expect([...new Set(tried)]).toEqual([undefined, '.ts', '.js', '.json', '.wasm', '.html']);
  });

  it('from three errors up, leaves the lists out and says so; --stats-error-details shows them', () => {
    const files = { 'src/index.js': "import './a';\nimport './b';\nimport './c';\n" };
    const failed = build('error-details', files, DEV);
    expect(failed.status).toBe(1);
    expectPrinted(failed.printed, blockWith(blocks, 'errors have detailed information'));
    expect(failed.printed).not.toContain("doesn't exist");
    const detailed = build('error-details-shown', files, [...DEV, '--stats-error-details']);
    expect(detailed.printed).toContain(`${READERS_PROJECT}/src/c.js doesn't exist`);
    expect(detailed.printed).not.toContain('detailed information that is not shown');
    pageSays('Run `npx webpack --stats-error-details` to see them.');
  });

  it('in an ES module, a request without its extension; the extension or fullySpecified: false fix it', () => {
    const files = { 'src/index.js': UTIL_IMPORT, 'src/util.js': 'export const hi = 1;\n' };
    const failed = build(
      'fully-specified',
      { ...files, 'package.json': '{ "private": true, "type": "module" }\n' },
      DEV,
    );
    expect(failed.status).toBe(1);
    expectPrinted(failed.printed, blockWith(blocks, 'BREAKING CHANGE: The request'));

    const withExtension = "import { hi } from './util.js';\nconsole.log(hi);\n";
    expectClean(
      build(
        'fully-specified-extension',
        { ...files, 'src/index.js': withExtension, 'package.json': '{ "type": "module" }\n' },
        DEV,
      ),
    );
    // The rule, for a package in node_modules (so the project has a node_modules of its own):
    // without it the package fails as above, with it the build is clean.
    const esmPackage = {
      'src/index.js': "import { hi } from 'esm-package';\nconsole.log(hi);\n",
      'node_modules/esm-package/package.json': '{ "name": "esm-package", "type": "module", "main": "index.js" }\n',
      'node_modules/esm-package/index.js': "export { hi } from './util';\n",
      'node_modules/esm-package/util.js': 'export const hi = 1;\n',
    };
    const withoutRule = build('fully-specified-package', esmPackage, DEV, false);
    expect(withoutRule.printed).toContain('BREAKING CHANGE: The request');
    const rule = configWith('fullySpecified: false');
    expect(rule).toContain('include: /node_modules/');
    expectClean(build('fully-specified-rule', { ...esmPackage, 'webpack.config.js': rule }, DEV, false));
  });

  it('names a package that is not installed', () => {
    expect(() => requireFromRoot.resolve('left-pad')).toThrow();
    const failed = build(
      'package',
      { 'src/index.js': "import leftPad from 'left-pad';\nconsole.log(leftPad);\n" },
      DEV,
    );
    expect(failed.status).toBe(1);
    const shown = blockWith(blocks, "Can't resolve 'left-pad'");
    expectPrinted(failed.printed, shown);
    // The command installs the package the message names.
    const named = /Can't resolve '([^']+)'/.exec(shown)?.[1];
    expect(blockWith(blocks, 'npm install left-pad', 'bash')).toBe(`npm install ${named}`);
  });

  it("names a Node.js built-in module; a fallback, an empty module or target: 'node' build", () => {
    const files = { 'src/index.js': "import path from 'path';\nconsole.log(path.join('a', 'b'));\n" };
    const failed = build('core', files, DEV);
    expect(failed.status).toBe(1);
    expectPrinted(failed.printed, blockWith(blocks, 'BREAKING CHANGE: webpack < 5'));

    const fallback = build('core-fallback', { ...files, 'webpack.config.js': configWith('path-browserify') }, DEV);
    expectClean(fallback);
    const empty = 'module.exports = {\n  resolve: {\n    fallback: { path: false },\n  },\n};\n';
    pageSays('`fallback: { path: false }`');
    expectClean(build('core-empty', { ...files, 'webpack.config.js': empty }, DEV));
    expectClean(build('core-node', files, [...DEV, '--target', 'node']));
  });
});

describe('Module parse failed', () => {
  const files = {
    'src/index.js': "import text from './notes.txt';\nconsole.log(text);\n",
    'src/notes.txt': 'Hello from a text file.\n',
  };

  it('is printed for a text file; the rule with asset/source builds it, and the bundle logs its text', () => {
    const failed = build('parse', files, DEV);
    expect(failed.status).toBe(1);
    expectPrinted(failed.printed, blockWith(blocks, 'Module parse failed'));

    const fixed = build('parse-fixed', { ...files, 'webpack.config.js': configWith("type: 'asset/source'") }, DEV);
    expectClean(fixed);
    // console.log adds a newline to the file's own.
    expect(runBundle(fixed.dir)).toBe('Hello from a text file.\n\n');
  });

  it("is printed for an image; type: 'asset/resource' emits it and exports its URL", () => {
    const svg = {
      'src/index.js': "import logo from './logo.svg';\nconsole.log(logo);\n",
      'src/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>\n',
    };
    const failed = build('parse-svg', svg, DEV);
    expect(failed.status).toBe(1);
    expect(failed.printed).toContain('Module parse failed: Unexpected token');
    pageSays("`type: 'asset/resource'` copies the file");

    const config = "module.exports = { module: { rules: [{ test: /\\.svg$/, type: 'asset/resource' }] } };\n";
    const fixed = build('parse-svg-fixed', { ...svg, 'webpack.config.js': config }, [
      ...DEV,
      '--output-public-path',
      '/',
    ]);
    expectClean(fixed);
    const url = runBundle(fixed.dir).trimEnd();
    expect(url).toMatch(/^\/[\w.]+\.svg$/);
    expect(readFileSync(path.join(fixed.dir, 'dist', url.slice(1)), 'utf8')).toBe(svg['src/logo.svg']);
  });

  it('is printed for JSX in .jsx and .tsx files, not for a .ts file', () => {
    const jsx = 'const element = <div>Hi</div>;\nconsole.log(element);\n';
    for (const file of ['app.jsx', 'app.tsx']) {
      const failed = build(`parse-${file}`, { 'src/index.js': `import './${file}';\n`, [`src/${file}`]: jsx }, DEV);
      expect(failed.status, file).toBe(1);
      expect(failed.printed).toContain(`ERROR in ./src/${file}`);
      expect(failed.printed).toContain('Module parse failed');
    }
    const ts = {
      'src/index.js': "import './app';\n",
      'src/app.ts': 'const twice = (x: number): number => x * 2;\nconsole.log(twice(2));\n',
    };
    expectClean(build('parse-ts', ts, DEV));
    pageSays('which webpack does not parse itself');
  });

  it('is not printed for CSS without a rule', () => {
    expectClean(
      build('css', { 'src/index.js': "import './style.css';\n", 'src/style.css': '.a {\n  color: red;\n}\n' }, DEV),
    );
  });
});

describe("export 'default' was not found", () => {
  const files = {
    'src/index.js': "import greet from './greet.js';\n\nconsole.log(greet('webpack'));\n",
    'src/greet.js': 'export function greet(name) {\n  return `Hello, ${name}!`;\n}\n',
  };

  it('is a warning for a .js file; the build goes on, and the call throws a TypeError', () => {
    const warned = build('export-missing', files, DEV);
    expect(warned.status).toBe(0);
    expectPrinted(warned.printed, blockWith(blocks, "export 'default' (imported as 'greet')"));
    pageSays("Here `import greet from './greet.js'` asks for the default export");
    const run = () =>
      execFileSync(process.execPath, [path.join(warned.dir, 'dist', 'main.js')], { encoding: 'utf8', stdio: 'pipe' });
    expect(run).toThrow(/\nTypeError: \S.* is not a function\n/);
  });

  it('the named import the page gives builds cleanly and runs', () => {
    pageSays("Import what is there: `import { greet } from './greet.js'`.");
    const fixed = build(
      'export-fixed',
      { ...files, 'src/index.js': "import { greet } from './greet.js';\n\nconsole.log(greet('webpack'));\n" },
      DEV,
    );
    expectClean(fixed);
    expect(runBundle(fixed.dir)).toBe('Hello, webpack!\n');
  });

  it('is an error under "type": "module", and everywhere with exportsPresence: error', () => {
    const strict = build('export-strict', { ...files, 'package.json': '{ "type": "module" }\n' }, DEV);
    expect(strict.status).toBe(1);
    expect(strict.printed).toContain("ERROR in ./src/index.js 3:12-17\nexport 'default' (imported as 'greet')");
    const config = "module.exports = { module: { parser: { javascript: { exportsPresence: 'error' } } } };\n";
    const presence = build('export-presence', { ...files, 'webpack.config.js': config }, DEV);
    expect(presence.status).toBe(1);
    expect(presence.printed).toContain("ERROR in ./src/index.js 3:12-17\nexport 'default' (imported as 'greet')");
    pageSays('webpack stops with the same message as an error instead');
  });
});

it('Invalid configuration object: printed for an unknown property', () => {
  const failed = build('invalid', {
    'src/index.js': 'console.log(1);\n',
    'webpack.config.js': "module.exports = {\n  mode: 'development',\n  entrys: './src/index.js',\n};\n",
  });
  expect(failed.status).not.toBe(0);
  expectPrinted(failed.printed, blockWith(blocks, 'Invalid configuration object'));
});

it('configtest: the same message for the invalid configuration, no errors for a valid one', () => {
  const invalid = build(
    'configtest-invalid',
    {
      'webpack.config.js': "module.exports = {\n  mode: 'development',\n  entrys: './src/index.js',\n};\n",
    },
    ['configtest'],
  );
  expect(invalid.status).not.toBe(0);
  expect(invalid.printed).toContain(" - configuration has an unknown property 'entrys'. These properties are valid:");
  const valid = build('configtest-valid', { 'webpack.config.js': "module.exports = { mode: 'development' };\n" }, [
    'configtest',
  ]);
  expect(valid.status).toBe(0);
  expect(valid.printed).toContain('No validation errors found.');
  pageSays('it prints `No validation errors found.` or the same message');
});

it("The 'mode' option has not been set: printed without a mode, gone with --mode", () => {
  const files = { 'src/index.js': 'console.log(1);\n' };
  const warned = build('mode', files);
  expect(warned.status).toBe(0);
  expectPrinted(warned.printed, blockWith(blocks, "The 'mode' option has not been set"));
  expectClean(build('mode-set', files, DEV));
});

it('Multiple chunks emit assets to the same filename: printed for a fixed name, fixed by [name]', () => {
  const fixedConfig = configWith("filename: '[name].js'");
  const files = { 'src/app.js': 'console.log(1);\n', 'src/admin.js': 'console.log(2);\n' };
  const failed = build('conflict', { ...files, 'webpack.config.js': fixedConfig.replace('[name].js', 'main.js') }, DEV);
  expect(failed.status).not.toBe(0);
  expectPrinted(failed.printed, blockWith(blocks, 'main.js (chunks app and admin)'));

  const fixed = build('conflict-fixed', { ...files, 'webpack.config.js': fixedConfig }, DEV);
  expectClean(fixed);
  expect(fixed.printed).toContain('asset app.js');
  expect(fixed.printed).toContain('asset admin.js');
});

describe('Conflict under webpack serve, with output.html', () => {
  const HELLO = "document.body.append('Hello');\n";

  it('webpack builds the project; webpack serve stops at the conflict, and nothing listens on its port', async () => {
    const config =
      "module.exports = {\n  mode: 'development',\n  entry: './src/index.js',\n  output: { html: true },\n};\n";
    const built = build('html-serve', { 'src/index.js': HELLO, 'webpack.config.js': config });
    expectClean(built);
    pageSays('`npx webpack` builds the project, but `npx webpack serve` stops at this error, and the server does');
    const port = await freePort();
    const serving = new Running(process.execPath, [WEBPACK_CLI, 'serve', '--port', String(port)], built.dir);
    try {
      const printed = await serving.waitFor('data-07856be6-0)');
      expectPrinted(printed, blockWith(blocks, 'data-07856be6-0'));
      const refused = await fetch(`http://localhost:${port}/main.html`).catch((error: Error) => error.cause);
      expect(refused).toMatchObject({ code: 'ECONNREFUSED' });
    } finally {
      await serving.stop();
    }
  });

  it('with [contenthash] in output.filename it serves index.html, whose script has the client: a save reloads it', async () => {
    const dir = writeProject(
      'troubleshooting-html-serve-fixed',
      {
        ...COMMONJS_PACKAGE,
        'src/index.js': HELLO,
        'webpack.config.js': configWith("html: true,\n    filename: '[name].[contenthash].js'"),
      },
      { linkModules: true },
    );
    const port = await freePort();
    const serving = new Running(process.execPath, [WEBPACK_CLI, 'serve', '--port', String(port)], dir);
    const page = await (await launchBrowser()).newPage();
    try {
      await serving.waitFor('compiled successfully');
      pageSays("Named `index`, the entry's page is `index.html`, which the server shows at `/`");
      await page.goto(`http://localhost:${port}/`, { waitUntil: 'load' });
      await expect.poll(() => page.textContent('body')).toBe('Hello');
      writeFileSync(path.join(dir, 'src', 'index.js'), "document.body.append('Saved');\n");
      await expect.poll(() => page.textContent('body'), { timeout: 30_000 }).toBe('Saved');
    } finally {
      await page.close();
      await serving.stop();
    }
  });

  it("without htmlFilename, the page's name follows output.filename and carries the hash", () => {
    const built = build(
      'html-serve-hashed-page',
      {
        'src/index.js': HELLO,
        'webpack.config.js':
          "module.exports = { entry: { index: './src/index.js' }, output: { html: true, filename: '[name].[contenthash].js' } };\n",
      },
      DEV,
    );
    expectClean(built);
    pageSays("by default the page's name follows `output.filename` and changes with every save");
    expect(readdirSync(path.join(built.dir, 'dist')).filter((file) => file.endsWith('.html'))).toEqual([
      expect.stringMatching(/^index\.[0-9a-f]{20}\.html$/),
    ]);
  });
});

it("Multiple assets emit different content: the page's line is the one Output Management's build prints", () => {
  const shown = blockWith(blocks, 'Multiple assets emit');
  // test/content/guides/output-management.test.ts checks that webpack prints this block of that page
  expect(blockWith(guideBlocks('output-management'), 'Multiple assets emit')).toBe(shown);
});

describe('exports, module and require are not defined', () => {
  const table = readFileSync(PAGE, 'utf8');
  const cases = [
    { config: "output: { library: { type: 'commonjs' } }", message: 'exports is not defined' },
    { config: "output: { library: { type: 'commonjs2' } }", message: 'module is not defined' },
    { config: "target: 'node'", message: 'require is not defined' },
  ];

  for (const { config, message } of cases) {
    it(`${config}: the bundle, on a page in Chromium, throws "${message}"`, async () => {
      expect(table).toMatch(
        new RegExp(`\\| \`${config.replace(/[[\]{}()'.]/g, '\\$&')}\` \\|.*\\| \`${message}\` \\|`),
      );
      const built = build(`globals-${message.split(' ')[0]}`, {
        // an import() gives the bundle a chunk to load
        'src/index.js': "export const hi = () => import('./later.js');\nhi();\n",
        'src/later.js': "export default 'later';\n",
        'webpack.config.js': `module.exports = { mode: 'production', ${config} };\n`,
      });
      expectClean(built);
      // Chromium runs it from a page, as a reader's browser would.
      expect(await pageErrors(built.dir)).toEqual([`Uncaught ReferenceError: ${message}`]);
    });
  }

  it('the page shows the first as Chromium reports it in its console', async () => {
    const built = build('globals-shown', {
      'src/index.js': "export const hi = 'hi';\n",
      'webpack.config.js': "module.exports = { mode: 'production', output: { library: { type: 'commonjs' } } };\n",
    });
    expect(await pageErrors(built.dir)).toEqual([uncaught('exports is not defined')]);
  });

  it("target: 'node' keeps a built-in module a require() call", () => {
    const built = build('globals-node-path', {
      'src/index.js': "import path from 'path';\nconsole.log(path.join('a', 'b'));\n",
      'webpack.config.js': "module.exports = { mode: 'production', target: 'node' };\n",
    });
    expectClean(built);
    expect(readFileSync(path.join(built.dir, 'dist', 'main.js'), 'utf8')).toContain('require("path")');
    pageSays("set [`target`](/configuration/target/) to `'node'`, and built-in modules stay `require()` calls");
  });

  it('a module that mixes import with exports builds without a warning, and throws "exports is not defined"', async () => {
    const built = build('globals-mixed', {
      'src/index.js': "import greeting from './greeting.js';\nexports.greeting = greeting;\n",
      'src/greeting.js': "export default 'hi';\n",
      'webpack.config.js': "module.exports = { mode: 'production' };\n",
    });
    expectClean(built);
    expect(await pageErrors(built.dir)).toEqual(['Uncaught ReferenceError: exports is not defined']);
    pageSays('it has an `import` and also assigns to `exports` or `module.exports`');
    pageSays('and the build succeeds without a warning');
  });

  it("output.library.type 'umd', which the page offers for a browser, runs on the page", async () => {
    pageSays("pick a type a browser can run, such as `'umd'`");
    const built = build('globals-umd', {
      'src/index.js': "export const hi = () => import('./later.js');\nhi().then((m) => console.log(m.default));\n",
      'src/later.js': "export default 'later';\n",
      'webpack.config.js':
        "module.exports = { mode: 'production', output: { library: { name: 'hello', type: 'umd' } } };\n",
    });
    expectClean(built);
    const { errors, logged } = await onPage(
      built.dir,
      (seen) => seen.logged.length > 0,
      async ({ page }) => {
        const hi = await page.evaluate(() => typeof (window as unknown as { hello?: { hi?: unknown } }).hello?.hi);
        expect(hi).toBe('function');
      },
    );
    expect(logged).toEqual(['later']);
    expect(errors).toEqual([]);
  });
});

describe('process and Buffer are not defined', () => {
  for (const mode of ['development', 'production']) {
    it(`${mode}: NODE_ENV becomes the mode, another name stays, and the page throws`, async () => {
      const built = build(
        `process-${mode}`,
        { 'src/index.js': 'console.log(process.env.NODE_ENV, process.env.API_URL);\n' },
        ['--mode', mode, '--devtool', 'false'],
      );
      expectClean(built);
      const bundle = readFileSync(path.join(built.dir, 'dist', 'main.js'), 'utf8');
      expect(bundle).toContain(`"${mode}"`);
      expect(bundle).toContain('process.env.API_URL');
      expect(bundle).not.toContain('process.env.NODE_ENV');
      expect(await pageErrors(built.dir)).toEqual([uncaught('process is not defined')]);
    });
  }

  it('the dotenv option replaces only names that start with WEBPACK_', () => {
    const built = build('dotenv', {
      'src/index.js': 'console.log(process.env.API_URL, process.env.WEBPACK_API_URL);\n',
      '.env': 'API_URL=https://one.example\nWEBPACK_API_URL=https://two.example\n',
      'webpack.config.js': "module.exports = { mode: 'production', dotenv: true };\n",
    });
    expectClean(built);
    const bundle = readFileSync(path.join(built.dir, 'dist', 'main.js'), 'utf8');
    expect(bundle).toContain('process.env.API_URL');
    expect(bundle).toContain('https://two.example');
    expect(bundle).not.toContain('https://one.example');
    pageSays('reads values from `.env` files, but only names that start with `WEBPACK_`');
  });

  it('Buffer: the page throws', async () => {
    const built = build('buffer', { 'src/index.js': "console.log(Buffer.from('hi').toString('base64'));\n" }, DEV);
    expectClean(built);
    expect(await pageErrors(built.dir)).toEqual(['Uncaught ReferenceError: Buffer is not defined']);
  });

  it('the page shows the message; the sections it links to show the fixes', () => {
    expect(blockWith(blocks, 'process is not defined')).toBe('Uncaught ReferenceError: process is not defined');
    expect(blockWith(guideBlocks('environment-variables'), 'process is not defined')).toBe(
      'Uncaught ReferenceError: process is not defined',
    );
    expect(blockWith(guideBlocks('shimming'), 'Buffer is not defined')).toBe(
      'Uncaught ReferenceError: Buffer is not defined',
    );
  });
});

it("ChunkLoadError: the page's message is the one Public Path shows, and the runtime's format", () => {
  const shown = blockWith(blocks, 'ChunkLoadError');
  expect(blockWith(guideBlocks('public-path'), 'ChunkLoadError')).toBe(shown);
  const runtime = readFileSync(requireFromRoot.resolve('webpack/lib/web/JsonpChunkLoadingRuntimeModule.js'), 'utf8');
  expect(runtime).toContain(
    `"error.message = 'Loading chunk ' + chunkId + ' failed.\\\\n(' + errorType + ': ' + realSrc + ')';"`,
  );
  expect(runtime).toContain(`"error.name = 'ChunkLoadError';"`);
});

describe("Unexpected token '<': a route's page loads its script by a relative path, and gets index.html", () => {
  const ROUTE = '/users/42';
  const SPA = {
    'src/index.js':
      "document.body.append('Hello from ' + location.pathname);\n" +
      "import('./later.js').then(({ later }) => document.body.append(' ' + later));\n",
    'src/later.js': "export const later = 'and a chunk';\n",
  };
  const runs = (route: string) => `Hello from ${route} and a chunk`;
  const HTML_WEBPACK_PLUGIN = "const HtmlWebpackPlugin = require('html-webpack-plugin');\n";
  const RELATIVE = "module.exports = { entry: { index: './src/index.js' }, output: { html: true } };\n";

  /** The project built with `config` as its webpack.config.js, and its dist/index.html. */
  function spa(name: string, config: string): { dir: string; html: string } {
    const built = build(`spa-${name}`, { ...SPA, 'webpack.config.js': config }, DEV);
    expectClean(built);
    return { dir: built.dir, html: readFileSync(path.join(built.dir, 'dist', 'index.html'), 'utf8') };
  }

  /** Opens `url` in Chromium until its script ran or threw; the errors, the text, where `#top` leads. */
  async function opened(url: string, route: string): Promise<{ errors: string[]; text: string; top: string }> {
    let text = '';
    let top = '';
    const { errors } = await watchPage(
      url,
      async (seen) => {
        text = ((await seen.page.textContent('body')) ?? '').trim();
        return seen.errors.length > 0 || text === runs(route);
      },
      async ({ page }) => {
        top = await page.evaluate(() => new URL('#top', document.baseURI).href.replace(location.origin, ''));
      },
    );
    return { errors, text, top };
  }

  /**
   * Opens the route in Chromium, with dist/ served as a host serves a single-page application: a
   * file where there is one, else index.html, and no `nosniff`.
   */
  async function atRoute(dir: string, route = ROUTE): Promise<{ errors: string[]; text: string; top: string }> {
    const types = { '.html': 'text/html', '.js': 'text/javascript' };
    const site = await serveSite(path.join(dir, 'dist'), types, '/', { fallback: 'index.html' });
    try {
      return await opened(site.origin + route, route);
    } finally {
      await site.close();
    }
  }

  it("a host's fallback answers the script at a route with index.html: Chromium's SyntaxError", async () => {
    const { dir, html } = spa('relative', RELATIVE);
    pageSays('`<script defer src="index.js">`');
    expect(html).toContain('<script defer src="index.js">');
    const failed = { errors: [uncaught("Unexpected token '<'")], text: '' };
    expect(await atRoute(dir)).toEqual({ ...failed, top: `${ROUTE}#top` });
    // A folder in the path: /users/ fails too, /users does not.
    pageSays('at an address with a folder in its path, such as `/users/42` or `/users/`');
    expect(await atRoute(dir, '/users/')).toEqual({ ...failed, top: '/users/#top' });
    expect(await atRoute(dir, '/users')).toEqual({ errors: [], text: runs('/users'), top: '/users#top' });
  });

  it("webpack-dev-server with historyApiFallback: the page at the route, a 404 page for its script, and Chromium's refusal", async () => {
    const dir = writeProject('troubleshooting-spa-dev-server', { ...COMMONJS_PACKAGE, ...SPA }, { linkModules: true });
    const port = await freePort();
    // html-webpack-plugin: with output.html, webpack-dev-server's client makes a second index.js.
    const HtmlWebpackPlugin = requireFromRoot('html-webpack-plugin') as new () => webpack.WebpackPluginInstance;
    const compiler = webpack({
      mode: 'development',
      context: dir,
      entry: { index: './src/index.js' },
      plugins: [new HtmlWebpackPlugin()],
      stats: 'none',
      infrastructureLogging: { level: 'none' },
    });
    const server = new WebpackDevServer({ port, historyApiFallback: true, open: false }, compiler);
    await server.start();
    const page = await (await launchBrowser()).newPage();
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    try {
      const origin = `http://localhost:${port}`;
      const headers = (response: Response) => [
        response.status,
        response.headers.get('content-type'),
        response.headers.get('x-content-type-options'),
      ];
      const accept = { headers: { accept: 'text/html' } };
      expect(headers(await fetch(`${origin}${ROUTE}`, accept))).toEqual([200, 'text/html; charset=utf-8', null]);
      const script = await fetch(`${origin}/users/index.js`);
      expect(headers(script)).toEqual([404, 'text/html; charset=utf-8', 'nosniff']);
      expect(await script.text()).toContain('Cannot GET /users/index.js');
      pageSays("the script's address gets the server's 404 page instead, also HTML");
      pageSays('It comes with the header `X-Content-Type-Options: nosniff`');
      await page.goto(`${origin}${ROUTE}`, { waitUntil: 'load' });
      const shown = blockWith(blocks, 'Refused to execute script').replace('localhost:8080', `localhost:${port}`);
      await expect.poll(() => logged).toContain(shown);
    } finally {
      await page.close();
      await server.stop();
    }
  });

  it("output.html: the path stays relative whatever output.publicPath says; the page's fix runs behind a host and under webpack serve", async () => {
    const ignored = spa(
      'output-html-public-path',
      "module.exports = { entry: { index: './src/index.js' }, output: { html: true, publicPath: '/' } };\n",
    );
    expect(ignored.html).toContain('<script defer src="index.js">');
    expect((await atRoute(ignored.dir)).errors).toEqual([uncaught("Unexpected token '<'")]);
    const config = configWith("base: '/'");
    const fixed = spa('output-html-base', config);
    expect(fixed.html).toContain('<base href="/">');
    pageSays('`<base href="/">` makes every relative address of the page start at the root of the site');
    pageSays('a link to `#top` then leads to `/#top`');
    expect(await atRoute(fixed.dir)).toEqual({ errors: [], text: runs(ROUTE), top: '/#top' });
    // webpack serve, with the fallback the section names.
    const port = await freePort();
    const args = ['serve', '--mode', 'development', '--port', String(port), '--history-api-fallback'];
    const serving = new Running(process.execPath, [WEBPACK_CLI, ...args], fixed.dir);
    try {
      await serving.waitFor('compiled successfully');
      expect(await opened(`http://localhost:${port}${ROUTE}`, ROUTE)).toEqual({
        errors: [],
        text: runs(ROUTE),
        top: '/#top',
      });
    } finally {
      await serving.stop();
    }
  });

  it("html-webpack-plugin: relative with the default publicPath, from the root with '/'", async () => {
    const relative = spa(
      'html-webpack-plugin',
      `${HTML_WEBPACK_PLUGIN}module.exports = { entry: { index: './src/index.js' }, plugins: [new HtmlWebpackPlugin()] };\n`,
    );
    expect(relative.html).toContain('<script defer src="index.js">');
    expect((await atRoute(relative.dir)).errors).toEqual([uncaught("Unexpected token '<'")]);
    const fixed = spa(
      'html-webpack-plugin-root',
      `${HTML_WEBPACK_PLUGIN}module.exports = {\n  entry: { index: './src/index.js' },\n  output: { publicPath: '/' },\n  plugins: [new HtmlWebpackPlugin()],\n};\n`,
    );
    pageSays('The plugin then writes `<script defer src="/index.js">`');
    expect(fixed.html).toContain('<script defer src="/index.js">');
    expect(await atRoute(fixed.dir)).toEqual({ errors: [], text: runs(ROUTE), top: `${ROUTE}#top` });
  });
});

it("webpack's command: installed as node_modules/.bin/webpack; the prompt when webpack-cli is missing", () => {
  const webpackPackage = JSON.parse(readFileSync(requireFromRoot.resolve('webpack/package.json'), 'utf8')) as {
    bin: Record<string, string>;
  };
  expect(Object.keys(webpackPackage.bin)).toEqual(['webpack']);
  const bin = readFileSync(requireFromRoot.resolve('webpack/bin/webpack.js'), 'utf8');
  expect(bin).toContain('const notify = `CLI for webpack must be installed.\\n');
  pageSays('`CLI for webpack must be installed.`');
});

it("webpack's command: bash does not find it on the PATH; npx and npm's scripts find node_modules/.bin/webpack", () => {
  const dir = writeProject(
    'troubleshooting-not-on-path',
    {
      'package.json': `${JSON.stringify({ private: true, scripts: { build: 'webpack --mode development' } })}\n`,
      'src/index.js': "console.log('built');\n",
    },
    { linkModules: true },
  );
  // A PATH with the system's folders and Node.js, without any node_modules/.bin.
  const shellPath = ['/usr/bin', '/bin', path.dirname(process.execPath)].join(':');
  expect(shellPath.split(':').some((folder) => existsSync(path.join(folder, 'webpack')))).toBe(false);
  const run = (command: string) => {
    const result = spawnSync('bash', ['-c', command], {
      cwd: dir,
      encoding: 'utf8',
      env: { PATH: shellPath, HOME: dir, NO_COLOR: '1', npm_config_update_notifier: 'false' },
    });
    return { status: result.status, printed: `${result.stdout}${result.stderr}` };
  };
  const bare = run('webpack --mode development');
  expect(bare.status).toBe(127);
  expect(bare.printed).toContain('webpack: command not found');
  pageSays('bash `webpack: command not found`');
  for (const command of ['npx webpack --mode development', 'npm run build']) {
    rmSync(path.join(dir, 'dist'), { recursive: true, force: true });
    const found = run(command);
    expect(found.status, found.printed).toBe(0);
    expect(found.printed).toMatch(/compiled successfully/);
    expect(existsSync(path.join(dir, 'dist', 'main.js'))).toBe(true);
  }
  pageSays('Run it with `npx webpack`, or from a script in `package.json`, such as `"build": "webpack"`');
}, 60_000);

it('Cannot find module: printed by webpack-cli when the configuration requires a package that is not installed', () => {
  expect(() => requireFromRoot.resolve('webpack-bundle-analyzer')).toThrow();
  const failed = build('config-require', {
    'src/index.js': 'console.log(1);\n',
    'webpack.config.js':
      "const { BundleAnalyzerPlugin } = require('webpack-bundle-analyzer');\n" +
      "module.exports = { mode: 'development', plugins: [new BundleAnalyzerPlugin()] };\n",
  });
  expect(failed.status).not.toBe(0);
  const shown = blockWith(blocks, 'Failed to load');
  expectPrinted(failed.printed, shown);
  // The command installs the package the message names.
  const named = /Cannot find module '([^']+)'/.exec(shown)?.[1];
  expect(blockWith(blocks, 'npm install --save-dev', 'bash')).toBe(`npm install --save-dev ${named}`);
});

it('a loader that is not installed: Module not found, during the build', () => {
  const failed = build(
    'missing-loader',
    {
      'src/index.js': "import './style.scss';\n",
      'src/style.scss': '.a {\n  color: red;\n}\n',
      'webpack.config.js': "module.exports = { module: { rules: [{ test: /\\.scss$/, use: 'sass-loader' }] } };\n",
    },
    DEV,
    false,
  );
  expect(failed.status).toBe(1);
  expect(failed.printed).toContain(`Module not found: Error: Can't resolve 'sass-loader' in '${READERS_PROJECT}'`);
  pageSays("like modules: `Module not found: Error: Can't resolve 'sass-loader'`");
});

describe('compiler.plugin is not a function', () => {
  const plugin = (body: string) =>
    `class OldPlugin {\n  apply(compiler) {\n    ${body}\n  }\n}\nmodule.exports = { mode: 'development', plugins: [new OldPlugin()] };\n`;

  it("is printed for a plugin that calls compiler.plugin(), with the plugin's apply below it", () => {
    const failed = build('old-plugin', {
      'src/index.js': 'console.log(1);\n',
      'webpack.config.js': plugin("compiler.plugin('emit', (compilation, callback) => callback());"),
    });
    expect(failed.status).not.toBe(0);
    expectPrinted(failed.printed, blockWith(blocks, 'compiler.plugin is not a function'));
  });

  it("is 'reading 'tap'' for a hook webpack 5 does not have; hooks.emit.tap builds", () => {
    const failed = build('old-hook', {
      'src/index.js': 'console.log(1);\n',
      'webpack.config.js': plugin("compiler.hooks.afterEverything.tap('OldPlugin', () => {});"),
    });
    expect(failed.status).not.toBe(0);
    expect(failed.printed).toContain("TypeError: Cannot read properties of undefined (reading 'tap')");
    pageSays("with `TypeError: Cannot read properties of undefined (reading 'tap')`");
    expectClean(
      build('new-hook', {
        'src/index.js': 'console.log(1);\n',
        'webpack.config.js': plugin("compiler.hooks.emit.tap('OldPlugin', () => {});"),
      }),
    );
  });
});

it('The bundle is too large: the warning of a production build over 244 KiB', () => {
  const items = Array.from({ length: 40_000 }, (_, index) => `'item number ${index} with text'`).join(',\n');
  const large = {
    'src/index.js': "import { data } from './data.js';\nconsole.log(data[Math.floor(Math.random() * data.length)]);\n",
    'src/data.js': `export const data = [\n${items}\n];\n`,
  };
  const built = build('large', large, ['--mode', 'production']);
  expect(built.status).toBe(0);
  expectPrinted(built.printed, blockWith(blocks, 'asset size limit'));
  // performance's defaults in production: warnings above 250,000 bytes, which webpack prints as 244 KiB
  const { config } = requireFromRoot('webpack') as typeof import('webpack');
  const options = config.getNormalizedWebpackOptions({ mode: 'production' });
  config.applyWebpackOptionsDefaults(options);
  expect(options.performance).toMatchObject({ hints: 'warning', maxAssetSize: 250_000, maxEntrypointSize: 250_000 });
  const development = config.getNormalizedWebpackOptions({ mode: 'development' });
  config.applyWebpackOptionsDefaults(development);
  expect(development.performance).toBe(false);
  expect(asTheReaderSees(build('large-development', large, DEV).printed)).not.toContain('asset size limit');
  pageSays('A development build does not warn: in development mode,');
  expect(
    asTheReaderSees(build('small', { 'src/index.js': 'console.log(1);\n' }, ['--mode', 'production']).printed),
  ).not.toContain('asset size limit');
});
